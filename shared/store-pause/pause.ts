/**
 * The store pause (issue 34 §1), beyond the spec but built only from its open/close call
 * (01 §7 estabelecimento/mudaAberturaFechamento): how long, why, when it ends, and what the desk
 * does at the end, at its next start and when the store stays closed by hand. Pure, on the clock
 * it is given; the record is what the desk keeps (main's settings on the desktop, IndexedDB on
 * the web), so it is validated like any payload that crosses IPC or comes back from disk.
 */
import { z } from 'zod';
import type { OpeningDay } from '../api/store-settings';
import { DAY_ABBREVIATIONS } from '../api/store-settings';
import { busyModeSchema } from './busy-record';
import { currentSlotEnd, isWithinHours } from './hours-slot';

export const PAUSE_REASONS = ['Muitos pedidos', 'Falta de produto', 'Problema na cozinha', 'Outro'] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];

export const PAUSE_LENGTHS = [
  { id: '15', label: '15 min', minutes: 15 },
  { id: '30', label: '30 min', minutes: 30 },
  { id: '60', label: '1 h', minutes: 60 },
  { id: 'shift', label: 'até o fim do expediente', minutes: null },
] as const;
export type PauseLength = (typeof PAUSE_LENGTHS)[number]['id'];

const HOUR_MS = 3_600_000;

export const PAUSE_MESSAGES = {
  outsideHours:
    'A loja está fora do horário de funcionamento agora: não há expediente para pausar até o fim.',
  hoursUnknown: 'Não foi possível ler o horário de funcionamento. Escolha 15 min, 30 min ou 1 h.',
  openedElsewhere: 'Pausa encerrada: a loja foi aberta por outro caixa ou pela plataforma',
  closedNotice: 'A loja está fechada no horário de funcionamento',
} as const;

const daySchema = z.object({
  abreviacao: z.enum(DAY_ABBREVIATIONS),
  checked: z.boolean(),
  abertura: z.string().max(8),
  fechamento: z.string().max(8),
  abertura2: z.string().max(8),
  fechamento2: z.string().max(8),
});

const epochMs = z.number().int().min(0).max(8_640_000_000_000_000);
const who = z.string().trim().max(120);

export const storePauseSchema = z.object({
  /** The store it was started for: another login on this desk never reopens it. */
  store: z.string().trim().min(1).max(64),
  startedAt: epochMs,
  endsAt: epochMs,
  length: z.enum(PAUSE_LENGTHS.map((l) => l.id) as [PauseLength, ...PauseLength[]]),
  reason: z.enum(PAUSE_REASONS),
  by: who,
  /** The hours read when it started: the end is judged by them if none can be read then. */
  hours: z.array(daySchema).max(7).nullable(),
});
export type StorePause = z.infer<typeof storePauseSchema>;

/** One line of the pause log: who paused or brought the store back, and why. */
export const pauseLogEntrySchema = z.object({
  at: epochMs,
  kind: z.enum(['pause', 'return', 'ended', 'notice', 'busy', 'busy-end']),
  by: who,
  why: z.string().trim().max(200),
});
export type PauseLogEntry = z.infer<typeof pauseLogEntrySchema>;

export const PAUSE_LOG_MAX = 100;

/**
 * What the desk keeps: the running pause, busy mode on the delivery estimate (busy.ts, issue 34
 * §2), the closed-store notice setting and the recent log of both.
 */
export const pauseRecordSchema = z.object({
  pause: storePauseSchema.nullable(),
  /** Records kept before busy mode existed read as none running. */
  busy: busyModeSchema.nullable().default(null),
  /** 'A loja está fechada no horário de funcionamento' once an hour; on unless turned off. */
  closedNotice: z.boolean(),
  log: z.array(pauseLogEntrySchema).max(PAUSE_LOG_MAX),
});
export type PauseRecord = z.infer<typeof pauseRecordSchema>;

export const EMPTY_PAUSE_RECORD: PauseRecord = { pause: null, busy: null, closedNotice: true, log: [] };

/** The record with one more log line, the oldest dropped past PAUSE_LOG_MAX. */
export function withLog(record: PauseRecord, entry: PauseLogEntry): PauseRecord {
  return { ...record, log: [...record.log, entry].slice(-PAUSE_LOG_MAX) };
}

/** When a pause of `length` started at `now` ends; 'até o fim do expediente' needs the hours. */
export function pauseEnd(
  length: PauseLength,
  now: Date,
  hours: readonly OpeningDay[] | null,
): { ok: true; endsAt: number } | { ok: false; message: string } {
  const fixed = PAUSE_LENGTHS.find((l) => l.id === length)?.minutes;
  if (fixed) return { ok: true, endsAt: now.getTime() + fixed * 60_000 };
  if (!hours) return { ok: false, message: PAUSE_MESSAGES.hoursUnknown };
  const end = currentSlotEnd(hours, now);
  return end ? { ok: true, endsAt: end.getTime() } : { ok: false, message: PAUSE_MESSAGES.outsideHours };
}

/** 'HH:MM' of an instant, local time. */
export function clockTime(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** The header's words: 'Pausado · volta às 20:45'. */
export function pauseLabel(pause: Pick<StorePause, 'endsAt'>): string {
  return `Pausado · volta às ${clockTime(pause.endsAt)}`;
}

/** The countdown beside it: '14:59' under an hour, '1:05:00' beyond. */
export function pauseCountdown(endsAt: number, now: number): string {
  const total = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mmss = `${String(m).padStart(h > 0 ? 2 : 1, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/** The hours a decision uses: the ones read now, else the ones kept when the pause started. */
const hoursFor = (pause: StorePause, hours: readonly OpeningDay[] | null) => hours ?? pause.hours;

/**
 * At the pause's end: reopen only within the hours. With no hours at all (none read now nor at
 * the start) the store stays closed and staff are told: reopening a store at night is worse
 * than a pause that lasts until someone looks.
 */
export function decideAtEnd(
  pause: StorePause,
  now: Date,
  hours: readonly OpeningDay[] | null,
): { kind: 'reopen' } | { kind: 'stay-closed'; message: string } {
  const week = hoursFor(pause, hours);
  if (!week)
    return {
      kind: 'stay-closed',
      message: `A pausa terminou às ${clockTime(pause.endsAt)}, mas o horário de funcionamento não pôde ser lido: a loja continua fechada.`,
    };
  if (isWithinHours(week, now)) return { kind: 'reopen' };
  return {
    kind: 'stay-closed',
    message: `A pausa terminou às ${clockTime(pause.endsAt)} fora do horário de funcionamento: a loja continua fechada.`,
  };
}

export type StartDecision =
  | { kind: 'none' }
  /** Another store's pause (another login on this desk): left as it is, not shown. */
  | { kind: 'other-store' }
  | { kind: 'running'; endsAt: number }
  | { kind: 'reopen'; message: string }
  | { kind: 'stay-closed'; message: string };

/** What the desk does with a kept pause when it starts (or a store logs in). */
export function decideAtStart(
  pause: StorePause | null,
  store: string,
  now: Date,
  hours: readonly OpeningDay[] | null,
): StartDecision {
  if (!pause) return { kind: 'none' };
  if (pause.store !== store) return { kind: 'other-store' };
  if (now.getTime() < pause.endsAt) return { kind: 'running', endsAt: pause.endsAt };
  const end = decideAtEnd(pause, now, hours);
  if (end.kind === 'reopen')
    return {
      kind: 'reopen',
      message: `A pausa terminou às ${clockTime(pause.endsAt)} com o caixa desligado: a loja foi reaberta agora.`,
    };
  return { kind: 'stay-closed', message: `${end.message} (O caixa estava desligado.)` };
}

/**
 * Whether to show 'A loja está fechada no horário de funcionamento' now: the store closed by
 * hand (no pause) for more than an hour, within its hours, at most once an hour, unless the
 * setting is off.
 */
export function closedNoticeDue(input: {
  enabled: boolean;
  paused: boolean;
  closedSince: number | null;
  lastNoticeAt: number | null;
  now: Date;
  hours: readonly OpeningDay[] | null;
}): boolean {
  const { enabled, paused, closedSince, lastNoticeAt, now, hours } = input;
  if (!enabled || paused || closedSince === null || !hours) return false;
  const t = now.getTime();
  if (t - closedSince < HOUR_MS) return false;
  if (lastNoticeAt !== null && t - lastNoticeAt < HOUR_MS) return false;
  return isWithinHours(hours, now);
}
