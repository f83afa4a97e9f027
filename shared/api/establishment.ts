/**
 * Store registration (spec 03 §2.20, §3 Establishment and Pending change, §4 Change request
 * status, §7 Store registration). Field names as the platform sends them.
 */

/** The fields a change request may touch (spec 03 §3). */
export const CHANGE_FIELDS = ['texto_app', 'frase_promocional', 'logotipo', 'banner'] as const;
export type ChangeField = (typeof CHANGE_FIELDS)[number];

/** Change request status (spec 03 §4). */
export const CHANGE_STATUSES = ['Pendente', 'Rejeitado', 'Aprovado'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/** Limits of the editable texts (the spec is silent; the sandbox and the form share them). */
export const TEXTO_APP_MAX = 500;
export const FRASE_PROMOCIONAL_MAX = 100;

export interface EstablishmentRecord {
  id_estabelecimento: string;
  cnpj_cpf: string;
  razao_social: string;
  nome: string;
  email: string;
  endereco_rua: string;
  endereco_numero: string;
  endereco_bairro: string;
  endereco_cep: string;
  contato: string;
  logotipo: string;
  banner: string;
  texto_app: string;
  frase_promocional: string;
}

/** A pending change ('pendencias'); dates are the legacy 'YYYY-MM-DD HH:mm:ss'. */
export interface PendingChange {
  id_pendencias: string;
  tabela: string;
  nome_campo: ChangeField;
  valor_ant: string;
  valor_post: string;
  data_inclusao: string;
  data_status: string | null;
  status: ChangeStatus;
}

/** GET estabelecimento/getExibir: the store and its open (Pendente) requests. */
export interface ExibirResponse {
  status: true;
  est: EstablishmentRecord;
  pen: PendingChange[];
}

/** GET pendencias/listar: every request of the store, newest first. */
export interface PendenciasResponse {
  status: true;
  obj: PendingChange[];
}

/** POST estabelecimento/logo | banner (multipart). */
export type StoreImageResponse =
  | { status: true; mensagem: string; url_imagem: string; erros: string[] }
  | { status: false; mensagem: string; erros: string[] };
