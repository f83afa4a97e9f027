/**
 * The request fields the report and ratings calls share (spec 03 §7, §9): form fields, days as
 * yyyy-mm-dd or dd/mm/yyyy, and the 'periodo' select (whole history, 7 to 90 days back, or 'PP'
 * with data_inicio / data_final, bracketed or not).
 */
import { addDaysTo, compareDays, parseBrDate, parseIsoDay, type DayDate } from '../../shared/reports/dates';
import { HISTORY_DAYS } from './history';

/** A form field of the request body (undefined when absent or the body is not an object). */
export const field = (body: unknown, key: string): unknown =>
  body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;

/** yyyy-mm-dd (what the desk sends) or dd/mm/yyyy. */
export function parseDay(value: unknown): DayDate | null {
  if (typeof value !== 'string') return null;
  return /^\d{4}-/.test(value.trim()) ? parseIsoDay(value) : parseBrDate(value);
}

export type PeriodDays =
  { ok: true; start: DayDate; end: DayDate } | { ok: false; problem: 'period' | 'date' | 'order' };

/** The days a 'periodo' body asks for, ending today unless custom; or what is wrong with it. */
export function periodDays(body: unknown, today: DayDate): PeriodDays {
  const periodo = String(field(body, 'periodo') ?? '0').trim();
  if (periodo === 'PP') {
    const start = parseDay(field(body, 'data[data_inicio]') ?? field(body, 'data_inicio'));
    const end = parseDay(field(body, 'data[data_final]') ?? field(body, 'data_final'));
    if (!start || !end) return { ok: false, problem: 'date' };
    if (compareDays(end, start) < 0) return { ok: false, problem: 'order' };
    return { ok: true, start, end };
  }
  if (['0', '7', '30', '60', '90'].includes(periodo)) {
    return {
      ok: true,
      start: addDaysTo(today, periodo === '0' ? -HISTORY_DAYS : -Number(periodo)),
      end: today,
    };
  }
  return { ok: false, problem: 'period' };
}
