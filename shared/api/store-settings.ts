/**
 * Payloads of the store-settings calls (spec 02 §3, §7): neighbourhood areas, opening hours,
 * payment methods (base A, legacy) and store users (their own JSON base).
 */

/** Day abbreviations, Sunday first (spec 02 §3 Opening hours). */
export const DAY_ABBREVIATIONS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'] as const;
export type DayAbbreviation = (typeof DAY_ABBREVIATIONS)[number];

/** One weekday row of the opening hours (also the JSON item of alteraHorarios2's horarios). */
export interface OpeningDay {
  abreviacao: DayAbbreviation;
  checked: boolean;
  abertura: string;
  fechamento: string;
  abertura2: string;
  fechamento2: string;
}

/** GET software_app/listarHorarios. */
export interface HoursResponse {
  status: true;
  auto_abrir: 'S' | 'N';
  auto_fechar: 'S' | 'N';
  obj: OpeningDay[];
}

/** One accepted-payment option (GET software_app/listarpagamentos/ obj). */
export interface PaymentMethod {
  chave: string;
  nome: string;
  selected: boolean;
}

export interface PaymentMethodsResponse {
  status: true;
  obj: PaymentMethod[];
}

/** A neighbourhood's record for this store (null atendido: never served). */
export interface ServedNeighbourhood {
  id_estabelecimento_bairro: string;
  id_estabelecimento: string;
  /** 'S' = inactive. */
  inativo: 'S' | 'N';
  valor_minimo: string;
  valor_taxa: string;
  valor_taxa_old: string;
  valor_frete_gratis: string;
}

export interface Neighbourhood {
  id_bairro: string;
  nome_bairro: string;
  atendido: ServedNeighbourhood | null;
}

export interface CityNeighbourhoods {
  cidade: { id_cidade: string; nome_cidade: string };
  bairros: Neighbourhood[];
}

/** GET estabelecimentobairros/listar. */
export interface NeighbourhoodsResponse {
  status: true;
  bairros: CityNeighbourhoods[];
}

/** Store user access groups (spec 02 §6). */
export const ACCESS_GROUPS = ['admin', 'operator'] as const;
export type AccessGroup = (typeof ACCESS_GROUPS)[number];

/** A store user on the users service (spec 02 §3 Store user). */
export interface StoreUser {
  id: number;
  name: string;
  email: string;
  /** 'S' active, 'N' inactive. */
  status: 'S' | 'N';
  /** null: a user without a store role (the spec's 'no role' login). */
  access_group_merchant: AccessGroup | null;
  role_group: string;
  merchant_id: number;
}

/** GET users/merchant. */
export interface StoreUsersResponse {
  data: StoreUser[];
}

/** The create/update body (password fields only when a password is set). */
export interface StoreUserInput {
  name: string;
  email: string;
  status: 'S' | 'N';
  /** Required on create; on update, absent keeps the user's group. */
  access_group_merchant?: AccessGroup;
  merchant_id: number;
  password?: string;
  password_confirm?: string;
}

/** 422 body of the users service. */
export interface UsersValidationError {
  message: string;
  details: string[];
}

/** 400 body of merchant-create. */
export interface UsersCreateError {
  message: string;
  error: string;
}
