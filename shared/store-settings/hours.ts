/**
 * Opening hours rules (spec 02 §2.10, §3, §5): HH:MM slots, an empty or 00:00 end counts as 23:59
 * (1439 minutes), two periods a day that may not overlap. Shared by the screen (validation before
 * saving), the sandbox (the same refusal, and when the store opens and closes by itself).
 */
import { DAY_ABBREVIATIONS, type DayAbbreviation, type OpeningDay } from '../api/store-settings';

const END_OF_DAY = 1439;

export const DAY_NAMES: Readonly<Record<DayAbbreviation, string>> = {
  dom: 'Domingo',
  seg: 'Segunda-feira',
  ter: 'Terça-feira',
  qua: 'Quarta-feira',
  qui: 'Quinta-feira',
  sex: 'Sexta-feira',
  sab: 'Sábado',
};

const HOURS_MESSAGES = {
  invalidTime: 'horário inválido, use HH:MM entre 00:00 e 23:59.',
  firstMissing: 'informe a abertura e o fechamento do 1º horário.',
  secondIncomplete: 'preencha abertura e fechamento do 2º horário, ou deixe os dois em branco.',
  endBeforeStart: 'o fechamento deve ser depois da abertura.',
  overlap: 'o 1º e o 2º horário se sobrepõem.',
} as const;

/** 'HH:MM' → minutes from midnight; null when it is not a valid time. */
export function parseTime(text: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : null;
}

const isBlank = (t: string): boolean => t.trim() === '' || /^[_:\s]*$/.test(t);

/** An end time: empty or 00:00 is the end of the day. */
export function parseEnd(text: string): number | null {
  if (isBlank(text) || text.trim() === '00:00') return END_OF_DAY;
  return parseTime(text);
}

interface Period {
  from: number;
  to: number;
}

type PeriodResult = { ok: true; period: Period | null } | { ok: false; message: string };

function period(start: string, end: string, required: boolean): PeriodResult {
  if (isBlank(start) && isBlank(end)) {
    return required ? { ok: false, message: HOURS_MESSAGES.firstMissing } : { ok: true, period: null };
  }
  if (isBlank(start)) {
    return { ok: false, message: required ? HOURS_MESSAGES.firstMissing : HOURS_MESSAGES.secondIncomplete };
  }
  if (!required && isBlank(end)) return { ok: false, message: HOURS_MESSAGES.secondIncomplete };
  const from = parseTime(start);
  const to = parseEnd(end);
  if (from === null || to === null) return { ok: false, message: HOURS_MESSAGES.invalidTime };
  if (to <= from) return { ok: false, message: HOURS_MESSAGES.endBeforeStart };
  return { ok: true, period: { from, to } };
}

/** The periods of an open day, or the reason they are refused. An unchecked day has none. */
export function periodsOf(day: OpeningDay): { ok: true; periods: Period[] } | { ok: false; message: string } {
  if (!day.checked) return { ok: true, periods: [] };
  const first = period(day.abertura, day.fechamento, true);
  if (!first.ok) return first;
  const second = period(day.abertura2, day.fechamento2, false);
  if (!second.ok) return second;
  const periods = [first.period, second.period].filter((p): p is Period => p !== null);
  const [a, b] = periods;
  if (a && b && a.from <= b.to && b.from <= a.to) return { ok: false, message: HOURS_MESSAGES.overlap };
  return { ok: true, periods };
}

export interface DayProblem {
  abreviacao: DayAbbreviation;
  message: string;
}

/** Every refused day, with a sentence naming it ('Sábado: o 1º e o 2º horário se sobrepõem.'). */
export function validateSchedule(days: readonly OpeningDay[]): DayProblem[] {
  const problems: DayProblem[] = [];
  for (const day of days) {
    const r = periodsOf(day);
    if (!r.ok)
      problems.push({ abreviacao: day.abreviacao, message: `${DAY_NAMES[day.abreviacao]}: ${r.message}` });
  }
  return problems;
}

/** Whether the schedule has the store open at `date` (local time). Refused days count as closed. */
export function isOpenAt(days: readonly OpeningDay[], date: Date): boolean {
  const abbr = DAY_ABBREVIATIONS[date.getDay()];
  const day = days.find((d) => d.abreviacao === abbr);
  if (!day) return false;
  const r = periodsOf(day);
  if (!r.ok) return false;
  const at = date.getHours() * 60 + date.getMinutes();
  return r.periods.some((p) => at >= p.from && at < p.to + (p.to === END_OF_DAY ? 1 : 0));
}

/** Seven closed days, Sunday first. */
export function emptyWeek(): OpeningDay[] {
  return DAY_ABBREVIATIONS.map((abreviacao) => ({
    abreviacao,
    checked: false,
    abertura: '',
    fechamento: '',
    abertura2: '',
    fechamento2: '',
  }));
}

const dayAbbr = new Set<string>(DAY_ABBREVIATIONS);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const truthy = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'S' || v === 'true';

/**
 * Reads the horarios JSON text (alteraHorarios2) into a full week; null when it is not a list of
 * known days. Days missing from the list are closed; a repeated day keeps its last row.
 */
export function parseHorarios(json: string): OpeningDay[] | null {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(raw) || raw.length > 7) return null;
  const week = emptyWeek();
  for (const item of raw) {
    if (item === null || typeof item !== 'object') return null;
    const r = item as Record<string, unknown>;
    const abbr = text(r.abreviacao).toLowerCase();
    if (!dayAbbr.has(abbr)) return null;
    const i = DAY_ABBREVIATIONS.indexOf(abbr as DayAbbreviation);
    week[i] = {
      abreviacao: abbr as DayAbbreviation,
      checked: truthy(r.checked),
      abertura: text(r.abertura),
      fechamento: text(r.fechamento),
      abertura2: text(r.abertura2),
      fechamento2: text(r.fechamento2),
    };
  }
  return week;
}
