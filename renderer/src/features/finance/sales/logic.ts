/**
 * Pure rules of the money-in-motion screens: the calendar's month grid, the period filter's
 * legacy parameters, the transfer amount rule and the account's display lines.
 */
import type { StatusTone } from '../../../../../shared/finance/labels';
import { isoToBrDate, type DateRangeValue } from '../../../../../shared/inputs';
import { localDay } from '../../../../../shared/offline';

export const WEEKDAYS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;
export const WEEKDAY_NAMES = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;

/** The weeks (Sunday first) of a month; days outside the month are null. month is 0–11. */
export function monthGrid(year: number, month: number): (string | null)[][] {
  const first = new Date(year, month, 1, 12);
  const days = new Date(year, month + 1, 0, 12).getDate();
  const cells: (string | null)[] = Array.from({ length: first.getDay() }, () => null);
  for (let d = 1; d <= days; d++) cells.push(localDay(new Date(year, month, d, 12)));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const monthFmt = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric' });
export function monthLabel(year: number, month: number): string {
  const s = monthFmt.format(new Date(year, month, 1, 12));
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** 'YYYY-MM-DD' → its year and month (0–11), the calendar's page for that day. */
export function monthOfDay(day: string): { year: number; month: number } {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) - 1 };
}

export function shiftMonth(
  ym: { year: number; month: number },
  delta: number,
): { year: number; month: number } {
  const d = new Date(ym.year, ym.month + delta, 1, 12);
  return { year: d.getFullYear(), month: d.getMonth() };
}

/** Status word → badge tone (the word stays the meaning). */
export function calendarTone(label: string): StatusTone {
  switch (label) {
    case 'Pago':
      return 'success';
    case 'Confirmado':
      return 'info';
    case 'Pendente':
      return 'warning';
    case 'Falhado':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** The kit's range → gerahistorico/extrato parameters (periodo 0/7/30/60/90 or PP with dd/mm/yyyy). */
export function periodParams(range: Pick<DateRangeValue, 'preset' | 'start' | 'end'>): {
  periodo: string;
  inicio: string;
  fim: string;
} {
  switch (range.preset) {
    case 'hoje':
      return { periodo: '0', inicio: '', fim: '' };
    case '7':
    case '30':
    case '60':
    case '90':
      return { periodo: range.preset, inicio: '', fim: '' };
    default:
      return { periodo: 'PP', inicio: isoToBrDate(range.start), fim: isoToBrDate(range.end) };
  }
}

export const AMOUNT_REQUIRED = 'Informe um valor maior que zero.';
export const AMOUNT_ABOVE_BALANCE = 'O valor não pode ser maior que o saldo disponível.';

/** Amount in reais: > 0 and ≤ the available balance (reais). */
export function amountError(value: number | null, available: number): string | null {
  if (value === null || !Number.isFinite(value) || value <= 0) return AMOUNT_REQUIRED;
  if (Math.round(value * 100) > Math.round(available * 100)) return AMOUNT_ABOVE_BALANCE;
  return null;
}

/** '12345678901' → '123.456.789-01'; 14 digits → CNPJ; anything else as sent. */
export function formatTaxId(value: string): string {
  const d = value.replace(/\D/g, '');
  if (d.length === 11) return d.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (d.length === 14) return d.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  return value || '—';
}

export const branchOf = (a: { agencia: string; agencia_dig: string }): string =>
  a.agencia ? (a.agencia_dig ? `${a.agencia}-${a.agencia_dig}` : a.agencia) : '—';

export function accountLabel(a: {
  nome: string;
  banco: string;
  agencia: string;
  agencia_dig: string;
  conta: string;
  status: string;
}): string {
  const bank = a.nome || a.banco || 'Banco';
  return `${bank} · Ag. ${branchOf(a)} · Conta ${a.conta || '—'}${a.status === 'S' ? ' (ativa)' : ''}`;
}

/* ---------------------------------------------- calls the spec does not document (issue 23 §2) */

/** Extrato where the platform has no pagamentoonline/extrato. */
export const STATEMENT_NOT_OFFERED =
  'Esta plataforma não oferece o extrato do pagamento online: os saldos e a movimentação não podem ser consultados pelo aplicativo.';
/** Transferir (and its link) where the platform has no pagamentoonline/transferir. */
export const TRANSFER_NOT_OFFERED = 'Esta plataforma não oferece transferências pelo aplicativo.';
/** Transferir where there is no extrato: without the available balance there is nothing to transfer from. */
export const TRANSFER_NEEDS_STATEMENT =
  'Esta plataforma não oferece o extrato, e sem o saldo disponível não é possível transferir pelo aplicativo.';
/** After a transfer the platform answered it does not offer: nothing moved. */
export const NOTHING_TRANSFERRED = 'Nenhum valor foi transferido.';
/** No confirmed answer to a transfer: it may or may not have happened. */
export const TRANSFER_UNKNOWN =
  'A plataforma não confirmou a transferência, então não é possível saber se ela foi feita. Confira o extrato antes de tentar de novo.';
