/**
 * Store registration (spec 03 §2.20, §3 Establishment and Pending change, §4 Change request
 * status, §7 Store registration). Field names as the platform sends them.
 */
import { z } from 'zod';
import { fieldsOf, lenientList, lenientText, listOf, requiredId } from './lenient';

/** The fields a change request may touch (spec 03 §3). */
export const CHANGE_FIELDS = ['texto_app', 'frase_promocional', 'logotipo', 'banner'] as const;
export type ChangeField = (typeof CHANGE_FIELDS)[number];

/** Change request status (spec 03 §4). */
const CHANGE_STATUSES = ['Pendente', 'Rejeitado', 'Aprovado'] as const;
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

// ---------------------------------------------------------------- what the panel reads

/** One of `values`, whatever its case ('pendente' is 'Pendente'). */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) =>
      typeof v === 'string' ? (values.find((x) => x.toLowerCase() === v.trim().toLowerCase()) ?? v) : v,
    z.enum(values),
  );

/** A change request; one with an unknown field or status is left out of the list (and reported). */
const pendingChangeSchema = z.object({
  id_pendencias: requiredId,
  tabela: lenientText,
  nome_campo: oneOf(CHANGE_FIELDS),
  valor_ant: lenientText,
  valor_post: lenientText,
  data_inclusao: lenientText,
  data_status: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  status: oneOf(CHANGE_STATUSES),
});
export type PendingChangeView = z.output<typeof pendingChangeSchema>;

const establishmentSchema = z.object(
  fieldsOf(
    lenientText,
    'id_estabelecimento',
    'cnpj_cpf',
    'razao_social',
    'nome',
    'email',
    'endereco_rua',
    'endereco_numero',
    'endereco_bairro',
    'endereco_cep',
    'contato',
    'logotipo',
    'banner',
    'texto_app',
    'frase_promocional',
  ),
);

/** GET estabelecimento/getExibir. */
export const exibirSchema = z.object({
  est: establishmentSchema,
  pen: lenientList(pendingChangeSchema, 'estabelecimento/getExibir pen').catch([]),
});
export type Exibir = z.output<typeof exibirSchema>;

/** GET pendencias/listar. */
export const pendenciasSchema = listOf('obj', pendingChangeSchema, 'pendencias/listar');

/** POST estabelecimento/postEstabelecimento. */
export const establishmentSavedSchema = z.object({ mensagem: lenientText });
export type EstablishmentSaved = z.output<typeof establishmentSavedSchema>;

/** POST estabelecimento/logo | banner. */
export const storeImageSchema = z.object({ mensagem: lenientText, url_imagem: lenientText });
export type StoreImageSaved = z.output<typeof storeImageSchema>;
