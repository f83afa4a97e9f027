/**
 * Online-payment onboarding shapes (spec 03 §3 online-payment registration, fee plan row, bank
 * account, bank list item, MCC; §7 online-payment registration) as the sandbox serves them. The
 * legacy platform sends every field as text.
 */

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

export interface Registration extends RegistrationForm {
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
}

export interface FeePlanRow {
  id_pagon_plano: string;
  tipo: 'Débito' | 'Crédito';
  bandeira: string;
  parcelas: string;
  /** Percentage as text, e.g. '1.99'. */
  taxas: string;
}

export interface BankAccount {
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
}

export interface BankListItem {
  cod: string;
  banco: string;
  ispb: string;
}

export interface MccItem {
  code: string;
  category: string;
  description: string;
}

export interface OtherInfo {
  id_estabelecimento: string;
  cnpj_cpf: string;
  razao_social: string;
}

export interface CepLookup {
  erro?: boolean;
  logradouro?: string;
  localidade?: string;
  uf?: string;
  bairro?: string;
  complemento?: string;
}
