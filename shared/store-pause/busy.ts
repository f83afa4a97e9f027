/**
 * Busy mode on the delivery estimate (issue 34 §2), beyond the spec but built only from its call
 * (01 §7 estabelecimento/mudaPrevisao) and presets (01 §9): the estimate moves up by one or two
 * presets for 30 min, 1 h or until the store closes, and back to what it was at the end, unless
 * staff changed it in between. Kept with the pause in the desk's record (pause.ts), on the same
 * rules: the desk that started it ends it, and the end survives a restart. Pure.
 */
import type { OpeningDay } from '../api/store-settings';
import { DELIVERY_TIME_PRESETS } from '../api/platform-v1';
import { formatDeliveryRange } from '../format';
import { currentSlotEnd } from './hours-slot';
import { clockTime } from './pause';
import { BUSY_LENGTHS, type BusyLength, type BusyMode, type Estimate } from './busy-record';

export { BUSY_LENGTHS, busyModeSchema, type BusyLength, type BusyMode, type Estimate } from './busy-record';

export const BUSY_STEPS = [
  { steps: 1, label: 'Uma faixa acima' },
  { steps: 2, label: 'Duas faixas acima' },
] as const;

export const BUSY_MESSAGES = {
  top: 'A previsão de entrega já está na maior faixa: não há como aumentá-la.',
  unknownEstimate: 'A previsão de entrega atual não é uma das faixas: escolha uma faixa antes.',
  outsideHours: 'A loja está fora do horário de funcionamento: não há fechamento para esperar.',
  hoursUnknown: 'Não foi possível ler o horário de funcionamento. Escolha 30 min ou 1 h.',
} as const;

const presetIndex = (e: Estimate) => DELIVERY_TIME_PRESETS.findIndex(([a, b]) => a === e.min && b === e.max);

/** The preset `steps` above `current`, capped at the last one; why not when it cannot move. */
export function busyTarget(
  current: Estimate | null,
  steps: 1 | 2,
): { ok: true; to: Estimate } | { ok: false; message: string } {
  const i = current ? presetIndex(current) : -1;
  if (i < 0) return { ok: false, message: BUSY_MESSAGES.unknownEstimate };
  const last = DELIVERY_TIME_PRESETS.length - 1;
  if (i >= last) return { ok: false, message: BUSY_MESSAGES.top };
  const [min, max] = DELIVERY_TIME_PRESETS[Math.min(last, i + steps)] as readonly [number, number];
  return { ok: true, to: { min, max } };
}

/** When busy mode started at `now` ends; 'até fechar' is the end of the slot the store is in. */
export function busyEnd(
  length: BusyLength,
  now: Date,
  hours: readonly OpeningDay[] | null,
): { ok: true; endsAt: number } | { ok: false; message: string } {
  const fixed = BUSY_LENGTHS.find((l) => l.id === length)?.minutes;
  if (fixed) return { ok: true, endsAt: now.getTime() + fixed * 60_000 };
  if (!hours) return { ok: false, message: BUSY_MESSAGES.hoursUnknown };
  const end = currentSlotEnd(hours, now);
  return end ? { ok: true, endsAt: end.getTime() } : { ok: false, message: BUSY_MESSAGES.outsideHours };
}

const same = (a: Estimate | null, b: Estimate) => a !== null && a.min === b.min && a.max === b.max;

/**
 * At the end: back to the estimate before, if the one in force is still the one busy mode set.
 * Staff who changed it in between chose what they want: it stays, and they are told.
 */
export function decideBusyEnd(
  busy: BusyMode,
  current: Estimate | null,
): { kind: 'restore'; to: Estimate } | { kind: 'keep'; message: string } {
  if (same(current, busy.to)) return { kind: 'restore', to: busy.from };
  return {
    kind: 'keep',
    message: `O modo movimentado terminou. A previsão foi mudada durante ele e ficou em ${formatDeliveryRange(current?.min, current?.max)}.`,
  };
}

/** The header's words: 'Entrega 60–90 min · movimentado até 21:00'. */
export function busyLabel(current: Estimate | null, busy: Pick<BusyMode, 'endsAt'>): string {
  return `Entrega ${formatDeliveryRange(current?.min, current?.max)} · movimentado até ${clockTime(busy.endsAt)}`;
}

/** The same in few words, beside a running pause: 'Movimentado até 21:00'. */
export function busyShortLabel(busy: Pick<BusyMode, 'endsAt'>): string {
  return `Movimentado até ${clockTime(busy.endsAt)}`;
}
