/**
 * Online-payment onboarding shapes (spec 03 §3 online-payment registration, fee plan row, bank
 * account, bank list item, MCC; §7 online-payment registration) as the sandbox serves them. The
 * legacy platform sends every field as text.
 */
import { z } from 'zod';
import { listOf, requiredId, scalarText } from './lenient';

export type PersonType = 'F' | 'J';
export type PaymentKind = 'MANUAL' | 'CHAVE';
export type AccountKind = 'CC' | 'CP';

/** The fields the registration form edits (pagamentoonline/adicionar). */
export const REGISTRATION_FIELDS = [
  'tipo',
  'est_cnpj',
  'est_razao_social',
  'est_cat_negocio',
  'est_email',
  'est_nome_fantasia',
  'est_telefone',
  'est_cep',
  'est_endereco',
  'est_numero',
  'est_complemento',
  'est_bairro',
  'est_cidade',
  'est_estado',
  'est_site',
  'est_facebook',
  'est_twitter',
  'pro_cpf',
  'pro_email',
  'pro_nome',
  'pro_nascimento',
  'pro_telefone',
  'pro_cep',
  'pro_endereco',
  'pro_numero',
  'pro_complemento',
  'pro_bairro',
  'pro_cidade',
  'pro_estado',
] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationForm = Record<RegistrationField, string>;

export type Registration = RegistrationForm & {
  id_pagon_cadastro: string;
  id_estabelecimento: string;
  data_cadastro: string;
  dataCriacao: string;
  zoop_status: string;
  /** The active fee plan: '1' Standard or '2' Pro. */
  id_pagon_planos_taxas: string;
  est_imgIdentificacao: string;
  est_imgResidencia: string;
  est_imgAtividade: string;
  aceita_pgto_online: '0' | '1';
};

export type FeePlanRow = {
  id_pagon_plano: string;
  tipo: 'Débito' | 'Crédito';
  bandeira: string;
  parcelas: string;
  /** Percentage as text, e.g. '1.99'. */
  taxas: string;
};

export type BankAccount = {
  id_pagon_banco: string;
  id_pagon_cadastro: string;
  tipo_pagamento: PaymentKind;
  chave: string;
  tipo_conta: AccountKind;
  /** Bank code (cod of the bank list). */
  banco: string;
  /** Bank name. */
  nome: string;
  agencia: string;
  agencia_dig: string;
  conta: string;
  nome_titular: string;
  cnpj_cpf: string;
  /** 'S' is the active account. */
  status: 'S' | 'N';
  id_estabelecimento: string;
};

export type CepLookup = {
  erro?: boolean;
  logradouro?: string;
  localidade?: string;
  uf?: string;
  bairro?: string;
  complemento?: string;
};

// ---------------------------------------------------------------- what the panel reads

/** A write's answer: the toast's mensagem. */
export const onboardingMessageSchema = z.looseObject({ mensagem: scalarText.optional() });

/**
 * What a legacy answer's `obj` holds when there is nothing yet: null, absent, false or the empty
 * list PHP writes for an empty array. A store not yet registered for online payment answers so.
 */
export function isNothingYet(v: unknown): boolean {
  return v === undefined || v === null || v === false || (Array.isArray(v) && v.length === 0);
}

/**
 * POST pagamentoonline/listarPagOnCadastro: every field read as text. A store not yet registered
 * (obj null, [] or false) reads as an empty registration: Dados cadastrais opens empty. Any other
 * obj that is not an object is malformed.
 */
export const registrationSchema = z.looseObject({
  obj: z
    .custom<Partial<Registration> | Record<string, unknown> | null | false | readonly never[]>()
    .optional()
    .transform((o, ctx) => {
      if (isNothingYet(o)) return {} as Registration;
      if (typeof o !== 'object' || o === null || Array.isArray(o)) {
        ctx.addIssue({ code: 'custom', message: 'cadastro ilegível' });
        return z.NEVER;
      }
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(o))
        out[k] = typeof v === 'string' || typeof v === 'number' ? String(v) : '';
      return out as unknown as Registration;
    }),
});

const mccItemSchema = z.looseObject({
  code: requiredId,
  category: scalarText,
  description: scalarText,
});
export type MccItem = z.output<typeof mccItemSchema>;

/** GET pagamentoonline/listarMccs: an MCC without a code is left out (the select could not send it). */
export const mccsSchema = listOf('obj', mccItemSchema, 'pagamentoonline/listarMccs');

/** GET estabelecimento/consultaCep/{cep}. */
export const cepSchema = z.looseObject({
  erro: z.unknown().optional(),
  logradouro: scalarText.optional(),
  localidade: scalarText.optional(),
  uf: scalarText.optional(),
  bairro: scalarText.optional(),
  complemento: scalarText.optional(),
});

/** GET pagamentoonline/listarPlanosTaxas: the fee rows of both plans. */
export const feePlanRowsSchema = listOf(
  'obj',
  z.looseObject({
    id_pagon_plano: scalarText,
    tipo: scalarText,
    bandeira: scalarText,
    parcelas: scalarText,
    taxas: scalarText,
  }),
  'pagamentoonline/listarPlanosTaxas',
);

/** GET pagamentoonline/getTaxAndPlans: the plan-and-fee HTML as sent (sanitize before showing). */
export const taxAndPlansSchema = z.looseObject({
  planAndTax: z
    .looseObject({ html: z.string().nullish() })
    .nullish()
    .transform((p) => p?.html ?? ''),
});

/** POST imgidentificacao | imgresidencia | imgatividade. */
export const documentUploadSchema = z.looseObject({
  mensagem: z.string().nullish(),
  url_imagem: z.string().nullish(),
});

/** An account without its id is left out: it could be neither activated nor deleted. */
const bankAccountSchema = z.looseObject({
  id_pagon_banco: requiredId,
  id_pagon_cadastro: scalarText,
  tipo_pagamento: scalarText.transform((v): PaymentKind => (v === 'CHAVE' ? 'CHAVE' : 'MANUAL')),
  chave: scalarText,
  tipo_conta: scalarText.transform((v): AccountKind => (v === 'CP' ? 'CP' : 'CC')),
  banco: scalarText,
  nome: scalarText,
  agencia: scalarText,
  agencia_dig: scalarText,
  conta: scalarText,
  nome_titular: scalarText,
  cnpj_cpf: scalarText,
  status: scalarText.transform((v): 'S' | 'N' => (v.toUpperCase() === 'S' ? 'S' : 'N')),
  id_estabelecimento: scalarText,
});

/** POST pagamentoonline/listarBancoRecebimentos {idPagOnCadastro}. */
export const bankAccountsSchema = listOf('obj', bankAccountSchema, 'pagamentoonline/listarBancoRecebimentos');

const bankListItemSchema = z.looseObject({ cod: requiredId, banco: scalarText, ispb: scalarText });
export type BankListItem = z.output<typeof bankListItemSchema>;

/** GET pagamentoonline/listarBancos. */
export const banksSchema = listOf('obj', bankListItemSchema, 'pagamentoonline/listarBancos');

export const otherInfoSchema = z.looseObject({
  data: z.looseObject({ id_estabelecimento: scalarText, cnpj_cpf: scalarText, razao_social: scalarText }),
});
/** GET pagamentoonline/otherInfo: the registered holder (name and document are read-only). */
export type OtherInfo = z.output<typeof otherInfoSchema>['data'];

/** POST bank-accounts/change (second client). */
export const accountSavedSchema = z.looseObject({
  mensagem: scalarText.optional(),
  obj: z.unknown().optional(),
});
