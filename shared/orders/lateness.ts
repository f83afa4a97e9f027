/**
 * Late orders in sight (issue 34 §4): an accepted order's age against the store's delivery
 * estimate (spec 01 §4, entrega_minimo / entrega_maximo, in minutes). Past the minimum it is
 * 'warn' (amber), past the maximum 'late' (red, with the word 'Atrasado'). Only orders accepted
 * and not yet finished count: a pending one has its own accept countdown, a delivered or
 * cancelled one is done. Pure, on the clock it is given.
 */
import { sectionOf } from '../order-status';

export type Lateness = 'on-time' | 'warn' | 'late';

export interface DeliveryEstimate {
  /** Minutes. */
  min: number;
  max: number;
}

export const LATE_WORD = 'Atrasado';

/** The estimate the store shows, or null when it is missing or makes no sense (nothing is judged). */
export function estimateOf(min: unknown, max: unknown): DeliveryEstimate | null {
  const a = Number(min);
  const b = Number(max);
  if (!Number.isFinite(a) || !Number.isFinite(b) || a <= 0 || b < a) return null;
  return { min: a, max: b };
}

/** Accepted and not finished: the sections 'Aceito/Produção' and 'Enviado(s)/Pronto para retirada'. */
export function isTimedStatus(status: string): boolean {
  const section = sectionOf(status);
  return section === 'production' || section === 'sent';
}

/** When an order crosses the minimum and the maximum (epoch ms); null when it is not judged. */
export function lateMarks(
  createdAt: number,
  status: string,
  estimate: DeliveryEstimate | null,
): { warnAt: number; lateAt: number } | null {
  if (!estimate || createdAt <= 0 || !isTimedStatus(status)) return null;
  return { warnAt: createdAt + estimate.min * 60_000, lateAt: createdAt + estimate.max * 60_000 };
}

export function latenessAt(marks: { warnAt: number; lateAt: number } | null, now: number): Lateness {
  if (!marks) return 'on-time';
  if (now >= marks.lateAt) return 'late';
  return now >= marks.warnAt ? 'warn' : 'on-time';
}

/** Whole minutes since `createdAt` (never negative: a clock a little behind the platform's). */
export function ageMinutes(createdAt: number, now: number): number {
  return Math.max(0, Math.floor((now - createdAt) / 60_000));
}

/** How many of `moments` (ascending) are at or before `now`. */
export function countLateAt(moments: readonly number[], now: number): number {
  let lo = 0;
  let hi = moments.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((moments[mid] as number) <= now) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
