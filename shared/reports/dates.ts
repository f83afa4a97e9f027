/**
 * The report screens' date pickers (spec 03 §5): dd/mm/yyyy, the end not before the start; the
 * calls take yyyy-mm-dd.
 */

export interface DayDate {
  y: number;
  m: number;
  d: number;
}

function valid(y: number, m: number, d: number): DayDate | null {
  if (y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days ? { y, m, d } : null;
}

/** '05/03/2025' → {2025, 3, 5}; anything else (incomplete mask, 31/02) → null. */
export function parseBrDate(text: string): DayDate | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return m ? valid(Number(m[3]), Number(m[2]), Number(m[1])) : null;
}

/** '2025-03-05' (optionally with a time after it) → {2025, 3, 5}. */
export function parseIsoDay(text: unknown): DayDate | null {
  if (typeof text !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  return m ? valid(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

export const toIsoDay = (d: DayDate): string => `${pad(d.y, 4)}-${pad(d.m)}-${pad(d.d)}`;
export const toBrDate = (d: DayDate): string => `${pad(d.d)}/${pad(d.m)}/${pad(d.y, 4)}`;
export const dayOf = (date: Date): DayDate => ({
  y: date.getFullYear(),
  m: date.getMonth() + 1,
  d: date.getDate(),
});
export const compareDays = (a: DayDate, b: DayDate): number => a.y - b.y || a.m - b.m || a.d - b.d;

export function addDaysTo(d: DayDate, days: number): DayDate {
  const t = new Date(Date.UTC(d.y, d.m - 1, d.d + days));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

export const INVALID_DATE = 'Informe uma data válida (dd/mm/aaaa).';
export const END_BEFORE_START = 'A data final não pode ser anterior à data inicial.';

export type RangeCheck =
  { ok: true; start: DayDate; end: DayDate } | { ok: false; field: 'start' | 'end'; message: string };

/** Both dates complete and valid, the end not before the start. */
export function checkRange(startText: string, endText: string): RangeCheck {
  const start = parseBrDate(startText);
  if (!start) return { ok: false, field: 'start', message: INVALID_DATE };
  const end = parseBrDate(endText);
  if (!end) return { ok: false, field: 'end', message: INVALID_DATE };
  if (compareDays(end, start) < 0) return { ok: false, field: 'end', message: END_BEFORE_START };
  return { ok: true, start, end };
}

/** The period filter's options (03 §9): whole period, 7, 30, 60, 90 days, or custom ('PP'). */
export const PERIOD_OPTIONS = [
  { value: '0', label: 'Todo o período' },
  { value: '7', label: 'Últimos 7 dias' },
  { value: '30', label: 'Últimos 30 dias' },
  { value: '60', label: 'Últimos 60 dias' },
  { value: '90', label: 'Últimos 90 dias' },
  { value: 'PP', label: 'Personalizado' },
] as const;

export type PeriodValue = (typeof PERIOD_OPTIONS)[number]['value'];

export function isPeriodValue(v: unknown): v is PeriodValue {
  return PERIOD_OPTIONS.some((o) => o.value === v);
}
