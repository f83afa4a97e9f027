/**
 * pt-BR money and date formatting (Intl), and the lenient parsing of the values the platform
 * sends (numbers as strings, 'YYYY-MM-DD' dates, local 'YYYY-MM-DD HH:mm:ss' timestamps).
 */

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const dateFmt = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFmt = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });
const dateTimeFmt = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'R$ 1.234,56' (Intl puts a no-break space after R$). Non-finite values show R$ 0,00. */
export function formatBRL(value: number): string {
  return brl.format(Number.isFinite(value) ? value : 0);
}

/** An overdue invoice's amount: balance is negative cents when the store owes (01 §9). */
export function invoiceAmount(balance: number): number {
  return balance / -100;
}

/** 1234 · 1234.56 · 1234,56 (a lone separator is the decimal mark). */
const PLAIN_AMOUNT = /^\d+(?:[.,]\d+)?$/;
/** 1.234.567 · 1.234,56 (dots group thousands by three). */
const PT_BR_AMOUNT = /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;
/** 1,234.56 (commas group thousands; the decimals make it unambiguous). */
const DOT_AMOUNT = /^\d{1,3}(?:,\d{3})+\.\d+$/;

/**
 * A money value as the legacy API may send it: 45.9, '45.90', '45,90', '1.234,56', '1,234.56',
 * 'R$ 12,00'. Returns null when it is not a number, never a guess: '1.23,45' or '1,2,3' are null,
 * not 123.45 or 1.23.
 */
export function parseMoney(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const s = value.replace(/R\$/i, '').replace(/\s/g, '');
  const sign = s.startsWith('-') ? '-' : '';
  const digits = s.slice(sign.length);
  let normal: string;
  if (PLAIN_AMOUNT.test(digits)) normal = digits.replace(',', '.');
  else if (PT_BR_AMOUNT.test(digits)) normal = digits.replace(/\./g, '').replace(',', '.');
  else if (DOT_AMOUNT.test(digits)) normal = digits.replace(/,/g, '');
  else return null;
  return Number(sign + normal);
}

/**
 * A date from the platform as a local Date. 'YYYY-MM-DD' is taken at local noon so no timezone
 * shifts it to the day before (03 §9); 'YYYY-MM-DD HH:mm[:ss]' is local time; other ISO strings
 * (with Z or an offset) go through Date. Invalid input → null.
 */
export function parseApiDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const s = value.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(s);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const hasTime = m[4] !== undefined;
    const date = hasTime
      ? new Date(y, mo - 1, d, Number(m[4]), Number(m[5]), Number(m[6] ?? 0))
      : new Date(y, mo - 1, d, 12, 0, 0);
    // Reject rollovers such as 2024-02-31.
    if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
    return date;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(s)) return null;
  const date = new Date(s);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'dd/mm/aaaa'. */
export function formatDate(date: Date): string {
  return dateFmt.format(date);
}

/** 'HH:mm'. */
export function formatTime(date: Date): string {
  return timeFmt.format(date);
}

/** 'dd/mm/aaaa HH:mm' (Intl pt-BR writes 'dd/mm/aaaa, HH:mm'; the comma is dropped). */
export function formatDateTime(date: Date): string {
  return dateTimeFmt.format(date).replace(',', '');
}

export function isSameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** A countdown as 'mm:ss', rounding up so it shows 00:00 only when the time is really over. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil((Number.isFinite(ms) ? ms : 0) / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** '20–40 min' for a delivery-time range; missing values show '—'. */
export function formatDeliveryRange(min: number | null | undefined, max: number | null | undefined): string {
  const ok = (n: number | null | undefined): n is number =>
    typeof n === 'number' && Number.isFinite(n) && n > 0;
  if (!ok(min) && !ok(max)) return '—';
  if (ok(min) && ok(max)) return `${min}–${max} min`;
  return `${ok(min) ? min : max} min`;
}

/** 'dd/mm/aaaa às HH:mm' (the back-office's timestamps, e.g. a bulk upload's finish time). */
export function formatDateTimeAt(date: Date, connector = 'às'): string {
  return `${formatDate(date)} ${connector} ${formatTime(date)}`;
}

/** A platform date ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss', ISO) as 'dd/mm/aaaa'; `fallback` when invalid. */
export function formatApiDate(value: unknown, fallback = '—'): string {
  const date = parseApiDate(value);
  return date ? formatDate(date) : fallback;
}

/** A platform timestamp as 'dd/mm/aaaa às HH:mm'; `fallback` when invalid. */
export function formatApiDateTime(value: unknown, fallback = '—'): string {
  const date = parseApiDate(value);
  return date ? formatDateTimeAt(date) : fallback;
}

/** A money value as the legacy API sends it (number or text, see parseMoney) in BRL; `fallback` when not money. */
export function formatMoneyValue(value: unknown, fallback = '—'): string {
  const n = parseMoney(value);
  return n === null ? fallback : formatBRL(n);
}
