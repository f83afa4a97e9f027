/**
 * Alerts that escalate until someone answers (issue 34 §3), beyond the spec: the spec's ring
 * (01 §2: a sound while any order is pending) stays exactly as it is, and the ladder, the spoken
 * alert and the quiet profile are off until the store turns them on. Pure, on the clock it is
 * given; the settings cross IPC and come back from disk, so they are validated like any payload.
 *
 * The ladder of one pending order, counted from when the desk first saw it (or from the last
 * action on it, or 'Silenciar'): after `raiseAfterSeconds` the window comes to front and the
 * taskbar flashes; 30 s later an OS notification; 30 s after that the sound at full volume.
 */
import { z } from 'zod';
import { parseTime } from '../store-settings/hours';

const hhmm = z
  .string()
  .trim()
  .refine((t) => parseTime(t) !== null, 'horário inválido, use HH:MM entre 00:00 e 23:59.');

/** Quiet never means silent: the lowest volume the profile allows. */
export const QUIET_MIN_VOLUME = 0.05;

export const alertSettingsSchema = z
  .object({
    /** The ladder (raise, notification, full volume); off: the spec's ring alone. */
    ladder: z.boolean(),
    raiseAfterSeconds: z.number().int().min(10).max(600),
    /** 'Novo pedido de Érica, 2 itens, entrega' with the OS's offline voice. */
    speak: z.boolean(),
    /** A lower volume between two times (a counter beside customers), never silent. */
    quiet: z
      .object({
        enabled: z.boolean(),
        from: hhmm,
        to: hhmm,
        volume: z.number().min(QUIET_MIN_VOLUME).max(1),
      })
      .strict(),
  })
  .strict();
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  ladder: false,
  raiseAfterSeconds: 30,
  speak: false,
  quiet: { enabled: false, from: '22:00', to: '07:00', volume: 0.3 },
};

/** Seconds between the ladder's steps after the first. */
export const LADDER_STEP_SECONDS = 30;

/** 0: ringing as the spec says; 1: window raised, taskbar flashing; 2: OS notification; 3: full volume. */
export type LadderStep = 0 | 1 | 2 | 3;

/** The step an order unanswered for `elapsedMs` has reached. */
export function ladderStep(elapsedMs: number, raiseAfterSeconds: number): LadderStep {
  const s = elapsedMs / 1000;
  if (s < raiseAfterSeconds) return 0;
  if (s < raiseAfterSeconds + LADDER_STEP_SECONDS) return 1;
  if (s < raiseAfterSeconds + 2 * LADDER_STEP_SECONDS) return 2;
  return 3;
}

/** Whether `now` (local time) falls in [from, to); a range past midnight (22:00–07:00) included. */
export function inQuietHours(quiet: AlertSettings['quiet'], now: Date): boolean {
  if (!quiet.enabled) return false;
  const from = parseTime(quiet.from);
  const to = parseTime(quiet.to);
  if (from === null || to === null || from === to) return false;
  const minute = now.getHours() * 60 + now.getMinutes();
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/**
 * The volume the alert plays at: the store's own, lowered (never to silence) in quiet hours, and
 * full at the ladder's last step whatever the hour (a missed order costs more than a loud beep).
 * A volume of 0 chosen by the store stays 0: that is the spec's own setting, not the profile's.
 */
export function alertVolume(input: {
  volume: number;
  settings: AlertSettings;
  now: Date;
  fullVolume: boolean;
}): number {
  const { volume, settings, now, fullVolume } = input;
  if (volume <= 0) return volume;
  if (fullVolume && settings.ladder) return 1;
  if (!inQuietHours(settings.quiet, now)) return volume;
  return Math.max(QUIET_MIN_VOLUME, Math.min(volume, settings.quiet.volume));
}

/** The tab title while orders wait past the first step: '(2) Novo pedido!'. */
export function waitingTitle(count: number): string {
  return `(${count}) Novo pedido!`;
}

/** What the spoken alert may know of an order: never its address or phone. */
export interface SpokenOrder {
  customer: string;
  items: readonly { quantidade: number }[];
  pickup: boolean;
}

/**
 * 'Novo pedido de Érica, 2 itens, entrega': the customer's first name, the number of items
 * (quantities summed) and delivery or pickup. Nothing else is read out at the counter.
 */
export function spokenAlert(order: SpokenOrder): string {
  const first = order.customer.replace(/[<>]/g, '').trim().split(/\s+/)[0] || 'cliente';
  const summed = order.items.reduce((n, i) => n + (Number.isFinite(i.quantidade) ? i.quantidade : 0), 0);
  const count = Math.round(summed) > 0 ? Math.round(summed) : order.items.length;
  const items = count === 1 ? '1 item' : `${count} itens`;
  return `Novo pedido de ${first}, ${items}, ${order.pickup ? 'retirada' : 'entrega'}`;
}

export const NO_VOICE_MESSAGE =
  'Nenhuma voz em português (pt-BR) está instalada neste computador: o aviso falado não pode tocar.';
