/**
 * Payloads of the store-settings calls (spec 02 §3, §7): neighbourhood areas, opening hours,
 * payment methods (base A, legacy) and store users (their own JSON base).
 */
import { z } from 'zod';
import {
  lenientList,
  listOf,
  optionalMoney,
  requiredId,
  scalarText,
  wrappedOrBare,
  yesNoOrN,
} from './lenient';

/** Day abbreviations, Sunday first (spec 02 §3 Opening hours). */
export const DAY_ABBREVIATIONS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'] as const;
export type DayAbbreviation = (typeof DAY_ABBREVIATIONS)[number];

/** One weekday row of the opening hours (also the JSON item of alteraHorarios2's horarios). */
export type OpeningDay = {
  abreviacao: DayAbbreviation;
  checked: boolean;
  abertura: string;
  fechamento: string;
  abertura2: string;
  fechamento2: string;
};

/** GET software_app/listarHorarios. */
export type HoursResponse = {
  status: true;
  auto_abrir: 'S' | 'N';
  auto_fechar: 'S' | 'N';
  obj: OpeningDay[];
};

/** One accepted-payment option (GET software_app/listarpagamentos/ obj). */
export type PaymentMethod = {
  chave: string;
  nome: string;
  selected: boolean;
};

export type PaymentMethodsResponse = {
  status: true;
  obj: PaymentMethod[];
};

/** A neighbourhood's record for this store (null atendido: never served). */
export type ServedNeighbourhood = {
  id_estabelecimento_bairro: string;
  id_estabelecimento: string;
  /** 'S' = inactive. */
  inativo: 'S' | 'N';
  valor_minimo: string;
  valor_taxa: string;
  valor_taxa_old: string;
  valor_frete_gratis: string;
};

export type Neighbourhood = {
  id_bairro: string;
  nome_bairro: string;
  atendido: ServedNeighbourhood | null;
};

export type CityNeighbourhoods = {
  cidade: { id_cidade: string; nome_cidade: string };
  bairros: Neighbourhood[];
};

/** GET estabelecimentobairros/listar. */
export type NeighbourhoodsResponse = {
  status: true;
  bairros: CityNeighbourhoods[];
};

/** Store user access groups (spec 02 §6). */
export const ACCESS_GROUPS = ['admin', 'operator'] as const;
export type AccessGroup = (typeof ACCESS_GROUPS)[number];

/** A store user on the users service (spec 02 §3 Store user). */
export type StoreUser = {
  id: number;
  name: string;
  email: string;
  /** 'S' active, 'N' inactive. */
  status: 'S' | 'N';
  /** null: a user without a store role (the spec's 'no role' login). */
  access_group_merchant: AccessGroup | null;
  role_group: string;
  merchant_id: number;
};

/** GET users/merchant. */
export type StoreUsersResponse = {
  data: StoreUser[];
};

/** The create/update body (password fields only when a password is set). */
export type StoreUserInput = {
  name: string;
  email: string;
  status: 'S' | 'N';
  /** Required on create; on update, absent keeps the user's group. */
  access_group_merchant?: AccessGroup;
  merchant_id: number;
  password?: string;
  password_confirm?: string;
};

/** 422 body of the users service. */
export type UsersValidationError = {
  message: string;
  details: string[];
};

/** 400 body of merchant-create. */
export type UsersCreateError = {
  message: string;
  error: string;
};

// ---------------------------------------------------------------- what the panel reads

const daySchema = z.object({
  abreviacao: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(DAY_ABBREVIATIONS),
  ),
  checked: z
    .unknown()
    .optional()
    .transform((v) => v === true || v === 1 || v === '1' || v === 'S' || v === 'true'),
  abertura: scalarText,
  fechamento: scalarText,
  abertura2: scalarText,
  fechamento2: scalarText,
});

/** The day rows as documented (obj with auto_abrir/auto_fechar) or a bare list of days. */
export const hoursSchema = wrappedOrBare(
  'obj',
  z.object({
    auto_abrir: yesNoOrN,
    auto_fechar: yesNoOrN,
    obj: lenientList(daySchema, 'software_app/listarHorarios'),
  }),
);
export type Hours = z.output<typeof hoursSchema>;

export const paymentsSchema = listOf(
  'obj',
  z.object({
    chave: requiredId,
    nome: scalarText,
    selected: z
      .unknown()
      .optional()
      .transform((v) => v === true || v === 1 || v === '1' || v === 'S' || v === 'true'),
  }),
  'software_app/listarpagamentos',
);

/**
 * A fee or minimum as the API stores it ('7.50'), read from any money form ('7,50', 7.5);
 * missing or null is ''. Unreadable text fails the neighbourhood rather than show R$ 0,00.
 */
const servedMoney = optionalMoney(null).transform((n) => (n === null ? '' : n.toFixed(2)));

const servedSchema = z.object({
  id_estabelecimento_bairro: requiredId,
  id_estabelecimento: scalarText,
  inativo: yesNoOrN,
  valor_minimo: servedMoney,
  valor_taxa: servedMoney,
  valor_taxa_old: servedMoney,
  valor_frete_gratis: servedMoney,
});
export type Served = z.output<typeof servedSchema>;

/** A store-settings write's answer: the toast's mensagem and, for a neighbourhood, the row as saved. */
export const storeSettingsWriteSchema = z.looseObject({
  mensagem: z.string().optional(),
  atendido: servedSchema.optional(),
});
export type StoreSettingsWriteResponse = { status: true } & z.input<typeof storeSettingsWriteSchema>;

/** Cities read one by one, and each city's neighbourhoods one by one (a bad one is left out). */
export const neighbourhoodsSchema = listOf(
  'bairros',
  z.object({
    cidade: z.object({ id_cidade: requiredId, nome_cidade: scalarText }),
    bairros: lenientList(
      z.object({ id_bairro: requiredId, nome_bairro: scalarText, atendido: servedSchema.nullish() }),
      'estabelecimentobairros/listar bairros',
    ),
  }),
  'estabelecimentobairros/listar',
);
export type Cities = z.output<typeof neighbourhoodsSchema>['bairros'];

/**
 * A user id as text: a number or text of letters, digits, '-' and '_' (it goes into
 * users/merchant-update/{id}); empty, null or anything else fails the user.
 */
const userId = z
  .union([z.number().int().positive(), z.string()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^[\w-]{1,64}$/, 'id inválido'));

const INACTIVE = new Set<unknown>([false, 0, '0', 'n', 'nao', 'não', 'false', 'inativo']);

/**
 * 'S' active or 'N' inactive (spec 02 §3), from the letters in any case or a flag: 0, false, '0',
 * 'false' and 'inativo' are 'N', so the toggle sends the flip the user needs. Anything else
 * (missing included) reads as active, as the platform creates users.
 */
const userStatus = z
  .custom<'S' | 'N' | boolean | number | string | null>()
  .optional()
  .transform((v): 'S' | 'N' =>
    INACTIVE.has(typeof v === 'string' ? v.trim().toLowerCase() : v) ? 'N' : 'S',
  );

/** role_group as text, a number, or the list login uses (joined with ', '); anything else ''. */
const roleGroup = z
  .custom<string | number | readonly (string | number)[] | null>()
  .optional()
  .transform((v): string => {
    const parts = Array.isArray(v) ? v : [v];
    return parts
      .map((p: unknown) => (typeof p === 'string' ? p.trim() : typeof p === 'number' ? String(p) : ''))
      .filter((p) => p !== '')
      .join(', ');
  });

export const storeUserSchema = z.object({
  id: userId,
  name: scalarText,
  email: scalarText,
  status: userStatus,
  access_group_merchant: z
    .enum(['admin', 'operator'])
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
  role_group: roleGroup,
  merchant_id: z.coerce.number().catch(0),
});
export type StoreUserView = z.output<typeof storeUserSchema>;
export const storeUsersSchema = listOf('data', storeUserSchema, 'users/merchant');
