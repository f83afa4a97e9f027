/**
 * Pure rules of the back-office inputs (components/backoffice): plain decimals such as the
 * catalogue's prices (02 §5: max length 6, 2 decimals, dot separator), dd/mm/yyyy dates ↔ ISO days
 * with the presets of the period filters, and HH:MM times (02 §5: 00:00 or empty end = 23:59).
 */
import { contentTypeFor } from './mime';
import { addDaysTo, checkRange, dayOf, parseBrDate, parseIsoDay, toBrDate, toIsoDay } from './reports/dates';

/* ------------------------------------------------------------------ decimals */

export interface DecimalRule {
  /** Characters, the dot included. */
  maxLength: number;
  decimals: number;
}

/** Prices of the catalogue (02 §5). */
export const PRICE_RULE: DecimalRule = { maxLength: 6, decimals: 2 };

/** What an input keeps of typed or pasted text: digits and one dot (a comma becomes it), the rule's limits. */
export function sanitizeDecimal(raw: string, rule: DecimalRule = PRICE_RULE): string {
  let out = '';
  let dot = false;
  let decimals = 0;
  for (const ch of raw.replace(/,/g, '.')) {
    if (out.length >= rule.maxLength) break;
    if (ch === '.') {
      if (dot || rule.decimals === 0) continue;
      dot = true;
      out += out === '' ? '0.' : '.';
      continue;
    }
    if (ch < '0' || ch > '9') continue;
    if (dot) {
      if (decimals >= rule.decimals) continue;
      decimals += 1;
    }
    out += ch;
  }
  return out.slice(0, rule.maxLength);
}

/** The number an input holds, or null ('' and anything outside the rule). */
export function parseDecimal(text: string, rule: DecimalRule = PRICE_RULE): number | null {
  const t = text.trim();
  if (t === '' || t.length > rule.maxLength) return null;
  const re = rule.decimals > 0 ? new RegExp(`^\\d+(\\.\\d{0,${rule.decimals}})?$`) : /^\d+$/;
  if (!re.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** A stored value shown in the input: 12.5 → '12.50'; too long for the rule → fewer decimals; invalid → ''. */
export function decimalToInput(
  value: number | string | null | undefined,
  rule: DecimalRule = PRICE_RULE,
): string {
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  if (n === null || n === undefined || !Number.isFinite(n) || n < 0) return '';
  for (let d = rule.decimals; d >= 0; d--) {
    const s = n.toFixed(d);
    if (s.length <= rule.maxLength) return s;
  }
  return '';
}

export const DECIMAL_INVALID = 'Informe um valor válido.';
export const DECIMAL_REQUIRED = 'Campo obrigatório.';

/** The field's error, or null when it is fine (an empty optional field is fine). */
export function decimalError(
  text: string,
  { required = false, min, rule = PRICE_RULE }: { required?: boolean; min?: number; rule?: DecimalRule } = {},
): string | null {
  if (text.trim() === '') return required ? DECIMAL_REQUIRED : null;
  const n = parseDecimal(text, rule);
  if (n === null) return DECIMAL_INVALID;
  if (min !== undefined && n < min) return `O valor mínimo é ${String(min).replace('.', ',')}.`;
  return null;
}

/* ------------------------------------------------------------------ dates */

/** 'dd/mm/yyyy' → 'yyyy-mm-dd', or null when incomplete or not a real day. */
export function brDateToIso(text: string): string | null {
  const d = parseBrDate(text);
  return d ? toIsoDay(d) : null;
}

/** 'yyyy-mm-dd' (a time after it is ignored) → 'dd/mm/yyyy', or '' when invalid. */
export function isoToBrDate(iso: string | null | undefined): string {
  const d = parseIsoDay(iso);
  return d ? toBrDate(d) : '';
}

export type DatePreset = 'hoje' | '7' | '30' | '60' | '90' | 'personalizado';

export const DATE_PRESETS: readonly { value: DatePreset; label: string }[] = [
  { value: 'hoje', label: 'Hoje' },
  { value: '7', label: 'Últimos 7 dias' },
  { value: '30', label: 'Últimos 30 dias' },
  { value: '60', label: 'Últimos 60 dias' },
  { value: '90', label: 'Últimos 90 dias' },
  { value: 'personalizado', label: 'Personalizado' },
];

export interface DateRangeValue {
  preset: DatePreset;
  /** ISO days ('yyyy-mm-dd'); null while the user has not typed a full valid date. */
  start: string | null;
  end: string | null;
}

/**
 * The days a preset covers, ending today: 'hoje' is today only; 'N' is N days counting today
 * (7 → today and the 6 days before), as the sales history's period filter counts them on the
 * server, so 'Últimos 7 dias' means the same days on every screen. 'personalizado' → null.
 */
export function presetRange(
  preset: DatePreset,
  now: Date = new Date(),
): { start: string; end: string } | null {
  const today = dayOf(now);
  if (preset === 'hoje') return { start: toIsoDay(today), end: toIsoDay(today) };
  if (preset === 'personalizado') return null;
  return { start: toIsoDay(addDaysTo(today, -(Number(preset) - 1))), end: toIsoDay(today) };
}

/** The range's problems by field: an incomplete/invalid date, or the end before the start. */
export function dateRangeErrors(value: Pick<DateRangeValue, 'start' | 'end'>): {
  start?: string;
  end?: string;
} {
  const check = checkRange(isoToBrDate(value.start), isoToBrDate(value.end));
  return check.ok ? {} : { [check.field]: check.message };
}

/* ------------------------------------------------------------------ times */

/** 'HH:MM' → minutes since midnight (0..1439), or null when incomplete or out of range. */
export function parseTimeMinutes(text: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return h * 60 + min;
}

/** An end time: empty or 00:00 counts as 23:59 (1439 minutes, 02 §5); otherwise as parsed. */
export function endTimeMinutes(text: string): number | null {
  const t = text.trim();
  if (t === '' || t === '00:00') return 1439;
  return parseTimeMinutes(t);
}

/** Minutes → 'HH:MM'. */
export function minutesToTime(minutes: number): string {
  const m = Math.min(1439, Math.max(0, Math.floor(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/* ------------------------------------------------------------------ files */

export type FileProblem = 'type' | 'size' | 'empty';

/**
 * Why a chosen file cannot be sent, or null. The type is the browser's MIME type or, when the
 * browser gives none, the one its extension implies; `maxBytes` is inclusive.
 */
export function fileProblem(
  file: { name: string; type: string; size: number },
  accept: readonly string[],
  maxBytes: number,
): FileProblem | null {
  const type = (file.type || contentTypeFor(file.name)).toLowerCase();
  if (!accept.map((a) => a.toLowerCase()).includes(type)) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** '2MB' → bytes, for the specs' limits ('10 MB', '500KB'). */
export function megabytes(n: number): number {
  return Math.round(n * 1024 * 1024);
}
