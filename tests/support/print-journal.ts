/** What the print journal's tests share: a fixed start time, virtual timers, and a job as stored. */
import type { PrintJob } from '../../main/printing/journal';

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
