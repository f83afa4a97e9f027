/**
 * Online-payment onboarding rules (spec 03 §5 registration form and bank account, §9 limits),
 * shared by the screens and the sandbox so both refuse the same input.
 */
import { REGISTRATION_FIELDS, type RegistrationField, type RegistrationForm } from '../api/onboarding';

export const CEP_MAX = 8;
export const AGENCY_MAX = 4;
export const AGENCY_DIGIT_MAX = 1;
export const PIX_KEY_MAX = 77;
export const DATE_MASK = '00/00/0000';
export const PHONE_MASK = '(00)00000-0000';

const REQUIRED = 'Campo obrigatório.';

const digitsOf = (s: string): string => s.replace(/\D/g, '');

/** A PIX key is typed without punctuation: everything but letters and digits goes. */
export function sanitizePixKey(s: string): string {
  return s.replace(/[^\p{L}\p{N}]/gu, '').slice(0, PIX_KEY_MAX);
}

/** The postal code as the lookup wants it: digits only, at most 8. */
export function sanitizeCep(s: string): string {
  return digitsOf(s).slice(0, CEP_MAX);
}

/** '14/03/1985' is a real date that is not in the future. */
export function isBirthDate(s: string, today = new Date()): boolean {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s.trim());
  if (!m) return false;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return false;
  return y >= 1900 && date.getTime() <= today.getTime();
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isPhone = (s: string) => /^\d{10,11}$/.test(digitsOf(s));

const OPTIONAL = new Set<RegistrationField>([
  'est_cnpj',
  'est_complemento',
  'est_site',
  'est_facebook',
  'est_twitter',
  'pro_complemento',
]);

export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** Field → message; empty when the form can be sent. `mccCodes` limits the category when given. */
export function registrationErrors(form: RegistrationForm, mccCodes?: readonly string[]): RegistrationErrors {
  const e: RegistrationErrors = {};
  for (const k of REGISTRATION_FIELDS) {
    if (!OPTIONAL.has(k) && (form[k] ?? '').trim() === '')
      e[k] = k === 'tipo' ? 'Selecione o tipo de pessoa.' : REQUIRED;
    else if ((form[k] ?? '').length > 120) e[k] = 'Use no máximo 120 caracteres.';
  }
  if (form.tipo && form.tipo !== 'F' && form.tipo !== 'J') e.tipo = 'Selecione o tipo de pessoa.';
  if (form.tipo === 'J') {
    if (form.est_cnpj.trim() === '') e.est_cnpj = REQUIRED;
    else if (digitsOf(form.est_cnpj).length !== 14) e.est_cnpj = 'Informe um CNPJ com 14 dígitos.';
  }
  if (!e.est_cat_negocio && mccCodes && !mccCodes.includes(form.est_cat_negocio))
    e.est_cat_negocio = 'Selecione uma categoria da lista.';
  for (const k of ['est_email', 'pro_email'] as const)
    if (!e[k] && !EMAIL.test(form[k].trim())) e[k] = 'Informe um e-mail válido.';
  for (const k of ['est_telefone', 'pro_telefone'] as const)
    if (!e[k] && !isPhone(form[k])) e[k] = 'Informe o telefone no formato (99)99999-9999.';
  for (const k of ['est_cep', 'pro_cep'] as const) {
    if (e[k]) continue;
    if (form[k].length > CEP_MAX || !/^\d{8}$/.test(form[k])) e[k] = 'Informe o CEP com 8 números.';
  }
  for (const k of ['est_estado', 'pro_estado'] as const)
    if (!e[k] && !/^[A-Za-z]{2}$/.test(form[k].trim())) e[k] = 'Informe a UF com 2 letras.';
  if (!e.pro_cpf && digitsOf(form.pro_cpf).length !== 11) e.pro_cpf = 'Informe um CPF com 11 dígitos.';
  if (!e.pro_nascimento && !isBirthDate(form.pro_nascimento))
    e.pro_nascimento = 'Informe a data no formato 99/99/9999.';
  return e;
}

export function validateRegistration(form: RegistrationForm, mccCodes?: readonly string[]): string[] {
  return Object.values(registrationErrors(form, mccCodes));
}

export interface AccountInput {
  tipo_pagamento: string;
  chave: string;
  tipo_conta: string;
  banco: string;
  agencia: string;
  agencia_dig: string;
  conta: string;
}

export type AccountErrors = Partial<Record<keyof AccountInput, string>>;

/** MANUAL needs bank, type, agency and account; CHAVE needs the key (the bank data is optional). */
export function accountErrors(a: AccountInput, bankCodes?: readonly string[]): AccountErrors {
  const e: AccountErrors = {};
  if (a.tipo_pagamento !== 'MANUAL' && a.tipo_pagamento !== 'CHAVE')
    e.tipo_pagamento = 'Selecione a forma de recebimento.';
  const manual = a.tipo_pagamento === 'MANUAL';
  if (a.tipo_pagamento === 'CHAVE') {
    if (a.chave.trim() === '') e.chave = REQUIRED;
    else if (a.chave !== sanitizePixKey(a.chave)) e.chave = 'Informe a chave sem pontuação.';
  }
  if (a.tipo_conta !== 'CC' && a.tipo_conta !== 'CP' && (manual || a.tipo_conta !== ''))
    e.tipo_conta = 'Selecione o tipo de conta.';
  if (a.banco === '') {
    if (manual) e.banco = REQUIRED;
  } else if (bankCodes && !bankCodes.includes(a.banco)) e.banco = 'Selecione um banco da lista.';
  if (a.agencia === '') {
    if (manual) e.agencia = REQUIRED;
  } else if (!/^\d{1,4}$/.test(a.agencia)) e.agencia = 'A agência tem no máximo 4 números.';
  if (a.agencia_dig !== '' && !/^[0-9Xx]$/.test(a.agencia_dig)) e.agencia_dig = 'O dígito tem 1 caractere.';
  if (a.conta === '') {
    if (manual) e.conta = REQUIRED;
  } else if (!/^\d{1,13}(-[0-9Xx])?$/.test(a.conta))
    e.conta = 'Informe a conta com números e o dígito após o hífen.';
  return e;
}

export function validateAccount(a: AccountInput, bankCodes?: readonly string[]): string[] {
  return Object.values(accountErrors(a, bankCodes));
}

export type FeeRowLike = {
  id_pagon_plano: string;
  tipo: string;
  bandeira: string;
  parcelas: string;
  taxas: string;
};

export interface FeeTable {
  brands: string[];
  /** Instalments (rows) → brand → percentage text; null where the brand has no fee. */
  rows: { parcelas: number; fees: (number | null)[] }[];
}

/** A plan's rows of one type as a table: instalments down, brands across. */
export function feeTable(rows: readonly FeeRowLike[], plan: number, tipo: 'Débito' | 'Crédito'): FeeTable {
  const mine = rows.filter((r) => Number(r.id_pagon_plano) === plan && r.tipo === tipo);
  const brands = [...new Set(mine.map((r) => r.bandeira))];
  const instalments = [...new Set(mine.map((r) => Number(r.parcelas)))]
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  return {
    brands,
    rows: instalments.map((p) => ({
      parcelas: p,
      fees: brands.map((b) => {
        const row = mine.find((r) => r.bandeira === b && Number(r.parcelas) === p);
        const n = row ? Number(row.taxas) : NaN;
        return Number.isFinite(n) ? n : null;
      }),
    })),
  };
}

/** '1.99' → '1,99%'. */
export function formatFee(n: number | null): string {
  return n === null
    ? '—'
    : `${n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
}
