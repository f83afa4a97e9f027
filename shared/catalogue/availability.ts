/**
 * The availability editor's model and its `disponibilidade` text (spec 02 §2.4, §3, §5): either
 * always available ('') or a JSON object keyed by weekday (do sg te qa qi sx sb), each with a
 * first (initAt/endAt) and a second (initAt2/endAt2) period as 'HH:MM'.
 */
import type { AvailabilityDay, WeekdayKey, WeeklyAvailability } from '../api/platform-v1';

export const WEEKDAY_KEYS: readonly WeekdayKey[] = ['do', 'sg', 'te', 'qa', 'qi', 'sx', 'sb'];

export const WEEKDAY_LABELS: Readonly<Record<WeekdayKey, string>> = {
  do: 'Domingo',
  sg: 'Segunda-Feira',
  te: 'Terça-Feira',
  qa: 'Quarta-Feira',
  qi: 'Quinta-Feira',
  sx: 'Sexta-Feira',
  sb: 'Sábado',
};

/** The last minute of a day: an empty or 00:00 end means "until the end of the day". */
export const END_OF_DAY = 1439;

export interface PeriodForm {
  enabled: boolean;
  start: string;
  end: string;
}

export interface DayForm {
  first: PeriodForm;
  second: PeriodForm;
}

export interface AvailabilityForm {
  always: boolean;
  days: Record<WeekdayKey, DayForm>;
}

const emptyPeriod = (): PeriodForm => ({ enabled: false, start: '', end: '' });

export function emptyAvailability(): AvailabilityForm {
  const days = {} as Record<WeekdayKey, DayForm>;
  for (const k of WEEKDAY_KEYS) days[k] = { first: emptyPeriod(), second: emptyPeriod() };
  return { always: true, days };
}

/** 'HH:MM' (00:00–23:59) to minutes from midnight; null for anything else. */
export function timeToMinutes(text: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h <= 23 && min <= 59 ? h * 60 + min : null;
}

/** An end time's minutes: '' or '00:00' count as 23:59 (1439); null when unreadable. */
export function endToMinutes(text: string): number | null {
  const t = text.trim();
  if (t === '' || t === '00:00') return END_OF_DAY;
  return timeToMinutes(t);
}

function minutesToTime(minutes: number): string {
  const m = Math.max(0, Math.min(END_OF_DAY, Math.trunc(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

const str = (v: unknown): string =>
  typeof v === 'string' ? v.trim().slice(0, 5) : typeof v === 'number' ? minutesToTime(v) : '';

/**
 * Reads a stored `disponibilidade`. '' (or anything that is not a weekday object) is "always".
 * Minutes from midnight (the other reading of the spec) are accepted and shown as HH:MM.
 */
export function decodeAvailability(text: string | null | undefined): AvailabilityForm {
  const form = emptyAvailability();
  if (typeof text !== 'string' || text.trim() === '') return form;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return form;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return form;
  const record = parsed as Record<string, unknown>;
  form.always = false;
  for (const k of WEEKDAY_KEYS) {
    const day = Object.hasOwn(record, k) ? record[k] : undefined;
    if (day === null || typeof day !== 'object') continue;
    const d = day as Record<string, unknown>;
    const first = { start: str(d.initAt), end: str(d.endAt) };
    const second = { start: str(d.initAt2), end: str(d.endAt2) };
    form.days[k] = {
      first: { enabled: first.start !== '', ...first },
      second: { enabled: second.start !== '', ...second },
    };
  }
  return form;
}

export type AvailabilityErrors = Partial<Record<`${WeekdayKey}.${'first' | 'second'}`, string>> & {
  form?: string;
};

export const AVAILABILITY_MESSAGES = {
  start: 'Informe um horário de início válido (HH:MM, até 23:59).',
  end: 'Informe um horário de fim válido (HH:MM, até 23:59) ou deixe em branco.',
  order: 'O horário de fim deve ser depois do início.',
  none: 'Marque ao menos um período ou escolha "Sempre disponível".',
} as const;

/** The editor's messages per period; an empty object means the form can be saved. */
export function validateAvailability(form: AvailabilityForm): AvailabilityErrors {
  const errors: AvailabilityErrors = {};
  if (form.always) return errors;
  let any = false;
  for (const k of WEEKDAY_KEYS) {
    for (const which of ['first', 'second'] as const) {
      const p = form.days[k][which];
      if (!p.enabled) continue;
      any = true;
      const start = timeToMinutes(p.start);
      const end = endToMinutes(p.end);
      if (start === null) errors[`${k}.${which}`] = AVAILABILITY_MESSAGES.start;
      else if (end === null) errors[`${k}.${which}`] = AVAILABILITY_MESSAGES.end;
      else if (end <= start) errors[`${k}.${which}`] = AVAILABILITY_MESSAGES.order;
    }
  }
  if (!any) errors.form = AVAILABILITY_MESSAGES.none;
  return errors;
}

/** The JSON text the API stores ('' = always). Only enabled periods are written; days without one are left out. */
export function encodeAvailability(form: AvailabilityForm): string {
  if (form.always) return '';
  const schedule: WeeklyAvailability = {};
  for (const k of WEEKDAY_KEYS) {
    const { first, second } = form.days[k];
    if (!first.enabled && !second.enabled) continue;
    const day: AvailabilityDay = {
      initAt: first.enabled ? first.start.trim() : '',
      endAt: first.enabled ? first.end.trim() : '',
      initAt2: second.enabled ? second.start.trim() : '',
      endAt2: second.enabled ? second.end.trim() : '',
    };
    schedule[k] = day;
  }
  return JSON.stringify(schedule);
}

/** Whether a stored text is acceptable to the server: '' or a weekday object with valid periods. */
export function isValidAvailabilityText(text: string): boolean {
  if (text.trim() === '') return true;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return false;
  const keys = Object.keys(parsed);
  if (keys.some((k) => !(WEEKDAY_KEYS as readonly string[]).includes(k))) return false;
  const form = decodeAvailability(text);
  form.always = false;
  const errors = validateAvailability(form);
  return Object.keys(errors).filter((k) => k !== 'form').length === 0;
}

/** Whether a schedule allows buying at `date` ('' or unreadable = always). */
export function isAvailableAt(text: string, date: Date): boolean {
  const form = decodeAvailability(text);
  if (form.always) return true;
  const day = form.days[WEEKDAY_KEYS[date.getDay()] as WeekdayKey];
  const at = date.getHours() * 60 + date.getMinutes();
  return [day.first, day.second].some((p) => {
    if (!p.enabled) return false;
    const from = timeToMinutes(p.start);
    const to = endToMinutes(p.end) ?? END_OF_DAY;
    return from !== null && at >= from && at <= to;
  });
}

/** The 99:99 mask of the time inputs: digits only, a colon after the second. */
export function maskTime(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}
