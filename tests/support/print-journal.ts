/** What the print journal's tests share: a fixed start time, virtual timers, and a job as stored. */
import type { PrintJob } from '../../main/printing/journal';
import type { RunawayGuards } from './runaway';

export const T0 = new Date(2026, 10, 21, 12, 0, 0).getTime();

/** Virtual time: nothing fires until the test drives it. */
export function fakeClock(start: number) {
  let now = start;
  let nextId = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  return {
    timers: {
      setTimeout(fn: () => void, ms: number) {
        pending.set(++nextId, { at: now + ms, fn });
        return nextId;
      },
      clearTimeout: (handle: unknown) => void pending.delete(handle as number),
      now: () => now,
    },
    now: () => now,
    pending: () => pending.size,
    /** Fires the earliest timer, moving time to it; false when none is set. */
    next(): boolean {
      const first = [...pending.entries()].sort((a, b) => a[1].at - b[1].at)[0];
      if (!first) return false;
      pending.delete(first[0]);
      now = Math.max(now, first[1].at);
      first[1].fn();
      return true;
    },
  };
}

/** Far above the turns of the pump any journal test takes (ten at most). */
const PUMP_BUDGET = 100;
/** Far above the clock reads of a journal that loads its file and tries its jobs once (a dozen at most). */
const CLOCK_BUDGET = 200;

/**
 * The pause between tickets a test journal is given (`ms`, none by default), on a budget: every
 * turn of the journal's pump asks for it, even one whose attempt does nothing at all, so a pump
 * spinning on microtasks trips a guard of `runaway`, and the throw ends the spin.
 */
export function guardedPause(runaway: RunawayGuards, ms = 0): () => number {
  const guard = runaway.guard('print journal pump', PUMP_BUDGET);
  return () => {
    if (guard.spent()) throw new Error('runaway print journal pump');
    return ms;
  };
}

/**
 * A journal's clock on a budget, for a journal given no pause: every turn of its pump reads the
 * clock, so a spinning pump trips a guard of `runaway`, and the throw ends the spin.
 */
export function guardedClock(runaway: RunawayGuards, now: () => number): () => number {
  const guard = runaway.guard('print journal clock', CLOCK_BUDGET);
  return () => {
    if (guard.spent()) throw new Error('runaway print journal pump');
    return now();
  };
}

/** A cashier job queued a minute before T0, as an earlier run left it on disk. */
export function queuedJob(n: number, extra: Partial<PrintJob> = {}): PrintJob {
  return {
    key: `${n}:cashier:-:Caixa`,
    seq: n,
    orderId: String(n),
    kind: 'cashier',
    printerId: 'Caixa',
    copies: 1,
    state: 'queued',
    reprint: false,
    attempts: 0,
    createdAt: T0 - 60_000,
    updatedAt: T0 - 60_000,
    ...extra,
  };
}
