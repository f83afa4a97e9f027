/**
 * Brazilian documents and form rules used by the login-area forms: CPF/CNPJ check digits and
 * masks, mobile phone mask, e-mail shape, and the forgot-password rules (spec 01 §5, §8, §9).
 * Pure functions only: the forms call them and the unit tests table them.
 */
import { MIN_PASSWORD_LENGTH } from './api/platform-json';

export const DOCUMENT_REQUIRED = 'Por favor, preencha o CNPJ/CPF.';
export const DOCUMENT_INVALID = 'CNPJ/CPF inválido!';
export const PASSWORD_TOO_SHORT = 'A Senha deve ter no mínimo 8 caracteres.';
export const PASSWORD_MISMATCH = 'A senha e a confirmação de senha não são iguais.';

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The characters of a CPF/CNPJ as typed: digits, plus upper-case letters because the Receita
 * Federal issues alphanumeric CNPJs from July 2026 (letters in the first 12 positions).
 */
export function normalizeDocument(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

export type DocumentKind = 'cpf' | 'cnpj';

/** Up to 11 digits is a CPF; longer, or with letters, is a CNPJ. */
export function documentKind(value: string): DocumentKind {
  const v = normalizeDocument(value);
  return v.length <= 11 && /^\d*$/.test(v) ? 'cpf' : 'cnpj';
}

function allSame(s: string): boolean {
  return /^(.)\1*$/.test(s);
}

export function isValidCpf(value: string): boolean {
  const d = onlyDigits(value);
  if (d.length !== 11 || allSame(d) || d !== normalizeDocument(value)) return false;
  const digit = (len: number): number => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return digit(9) === Number(d[9]) && digit(10) === Number(d[10]);
}

/** Numeric and alphanumeric CNPJ: each character weighs its char code minus 48 ('0' → 0, 'A' → 17). */
export function isValidCnpj(value: string): boolean {
  const v = normalizeDocument(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(v) || allSame(v)) return false;
  const digit = (len: number): number => {
    const weights =
      len === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    let sum = 0;
    for (let i = 0; i < len; i++) sum += (v.charCodeAt(i) - 48) * (weights[i] ?? 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return digit(12) === Number(v[12]) && digit(13) === Number(v[13]);
}

/** The forgot-password step 1 rule: null when valid, else the spec's message. */
export function validateDocument(value: string): string | null {
  const v = normalizeDocument(value);
  if (v === '') return DOCUMENT_REQUIRED;
  const ok = documentKind(v) === 'cpf' ? isValidCpf(v) : isValidCnpj(v);
  return ok ? null : DOCUMENT_INVALID;
}

function applyPattern(chars: string, pattern: string): string {
  let out = '';
  let i = 0;
  for (const p of pattern) {
    if (i >= chars.length) break;
    if (p === '#') out += chars[i++];
    else out += p;
  }
  return out;
}

/**
 * CPF 000.000.000-00 while the value fits a CPF, CNPJ 00.000.000/0000-00 from the 12th
 * character on. Extra characters are dropped; letters only count in a CNPJ.
 */
export function maskCpfCnpj(value: string): string {
  let v = normalizeDocument(value);
  if (/^\d{0,11}$/.test(v)) return applyPattern(v, '###.###.###-##');
  // CNPJ: letters allowed in the first 12 positions, the two check digits are digits.
  const head = v.slice(0, 12);
  const tail = onlyDigits(v.slice(12)).slice(0, 2);
  v = head + tail;
  return applyPattern(v, '##.###.###/####-##');
}

/** Mobile phone mask (99) 99999-9999. */
export function maskMobilePhone(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 7) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

/** A Brazilian mobile number: area code 11–99 without zeros, then 9 and eight digits. */
export function isValidMobilePhone(value: string): boolean {
  return /^[1-9]{2}9\d{8}$/.test(onlyDigits(value));
}

/** A practical e-mail check (one @, a dot in the domain, no spaces); the server has the last word. */
export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/.test(v);
}

/** The forgot-password step 3 rules: null when valid, else the spec's message. */
export function validateNewPassword(password: string, confirmation: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password !== confirmation) return PASSWORD_MISMATCH;
  return null;
}
