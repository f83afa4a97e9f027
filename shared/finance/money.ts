/**
 * Finance money and date rules (spec 03 §4, §9): cents from the newer APIs, the invoice balance
 * type, period labels by month and the settlement date at noon.
 */

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const monthFmt = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric' });

/** Cents (integer or numeric string) → 'R$ 12,34'. Anything not a number reads R$ 0,00. */
export function centsToBRL(cents: unknown): string {
  const n = toNumber(cents);
  return brl.format((n ?? 0) / 100);
}

export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** Above this (cents, after the sign inversion) an invoice is charged; otherwise it accumulates. */
export const BALANCE_THRESHOLD = 3000;

export type BalanceType = 'normal' | 'accumulated';

export interface InvoiceValue {
  balanceType: BalanceType;
  /** Cents shown in the Valor column: the amount due, or 0 for an accumulated invoice. */
  shownCents: number;
  /** For an accumulated invoice, the line carried to the next invoice. */
  carry: { label: 'Desconto na proxima fatura' | 'Acrescimo na proxima fatura'; cents: number } | null;
}

/**
 * The balance comes sign-inverted (negative when the store owes). Inverted, above 3000 is a
 * normal charge; otherwise the invoice accumulates: 0 now and the absolute value next time,
 * as a discount when the store is owed (negative) or an addition when it owes.
 */
export function invoiceValue(balance: unknown): InvoiceValue {
  const raw = toNumber(balance) ?? 0;
  // A balance of 0 becomes -0, which compares and shows (Math.abs below) as 0.
  const value = -raw;
  if (value > BALANCE_THRESHOLD) return { balanceType: 'normal', shownCents: value, carry: null };
  return {
    balanceType: 'accumulated',
    shownCents: 0,
    carry: {
      label: value < 0 ? 'Desconto na proxima fatura' : 'Acrescimo na proxima fatura',
      cents: Math.abs(value),
    },
  };
}

/** 'YYYY-MM-DD' (optionally with a time) → its calendar parts, or null. */
export function dayParts(value: unknown): { y: number; m: number; d: number } | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/.exec(value.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(y, m - 1, d, 12);
  // Date rolls a day or month that overflows into the next (and reads a year under 100 as 19xx):
  // the day it made must be the one written.
  if (`${probe.getFullYear()}-${probe.getMonth() + 1}-${probe.getDate()}` !== `${y}-${m}-${d}`) return null;
  return { y, m, d };
}

/** 'dd/mm/aaaa' of the day written in the string (noon rule), '—' when unreadable. */
export function formatDay(value: unknown): string {
  const p = dayParts(value);
  if (!p) return '—';
  return `${String(p.d).padStart(2, '0')}/${String(p.m).padStart(2, '0')}/${p.y}`;
}

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A financial period is labelled by its end month: 'Março de 2026'. */
export function periodLabel(period: { end_at?: unknown; ends_at?: unknown }): string {
  const p = dayParts(period.ends_at ?? period.end_at);
  if (!p) return 'Período sem data';
  return capitalize(monthFmt.format(new Date(p.y, p.m - 1, 1, 12)));
}

/** 'MM/YYYY' or a 'YYYY-MM-DD' pair → the invoice Periodo column. */
export function invoicePeriod(startsAt: unknown, endsAt: unknown): string {
  const a = formatDay(startsAt);
  const b = formatDay(endsAt);
  if (a === '—' && b === '—') return '—';
  return `${a} a ${b}`;
}
