// The main core's clock in the soak: time runs `scale` times faster than the wall clock (so the
// print journal's 1 s pause between tickets, its retries and the send timeout take a tenth of the
// time at scale 10) and jump(ms) moves it at once, firing every timer that fell due, as a
// sleeping or fast-forwarded PC would on wake. One clock serves both shapes main takes: the core's
// Timers and the print journal's JournalTimers (which adds now()). runFor(ms) is the other way
// across time (issue 36 §3): every timer fires as often as it would in real time, in due order,
// the clock stepping from one due moment to the next, for the store's busiest hours.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { JournalTimers } from '../main/printing/journal/journal';
import type { Timers } from '../main/timers';

interface Pending {
  fn: () => void;
  due: number;
  everyMs: number | null;
  handle: ReturnType<typeof setTimeout>;
}

export interface CompressedClock extends Timers, JournalTimers {
  /** Virtual ms since the epoch. */
  now(): number;
  /** Moves the clock `ms` ahead at once; timers that fell due run (an interval once, then on). */
  jump(ms: number): void;
  /**
   * Moves the clock `ms` ahead through every due moment in between: each timer fires as often as
   * in real time (an interval every period), in due order, one event-loop turn apart so the
   * promise work a firing starts settles first. Resolves with the firings it ran.
   */
  runFor(ms: number): Promise<number>;
  /**
   * jump and runFor to a moment (virtual epoch ms), never back: the soak keeps main in step with
   * the page this way, so the time main gains between moves (scale × the wall clock) is absorbed
   * by the next move instead of adding up over a long run.
   */
  jumpTo(at: number): void;
  runTo(at: number): Promise<number>;
  /** Timer callbacks run so far, however the clock got there. */
  firings(): number;
}

export function createCompressedClock(options: { start: number; scale: number }): CompressedClock {
  const { scale } = options;
  const realStart = Date.now();
  let jumped = 0;
  let firings = 0;
  const pending = new Set<Pending>();
  const now = () => options.start + (Date.now() - realStart) * scale + jumped;

  function arm(p: Pending, ms: number): void {
    // unref: like the harness's timers, never what keeps the bench process alive.
    p.handle = setTimeout(() => fire(p), Math.max(0, ms) / scale).unref();
  }

  function fire(p: Pending): void {
    if (p.everyMs === null) pending.delete(p);
    else {
      p.due = now() + p.everyMs;
      arm(p, p.everyMs);
    }
    firings++;
    p.fn();
  }

  function earliest(): Pending | undefined {
    let first: Pending | undefined;
    for (const p of pending) if (!first || p.due < first.due) first = p;
    return first;
  }

  function schedule(fn: () => void, ms: number, everyMs: number | null): Pending {
    const p: Pending = { fn, due: now() + ms, everyMs, handle: undefined as never };
    pending.add(p);
    arm(p, ms);
    return p;
  }

  function cancel(handle: unknown): void {
    const p = handle as Pending | undefined;
    if (!p || !pending.has(p)) return;
    clearTimeout(p.handle);
    pending.delete(p);
  }

  return {
    now,
    setTimeout: (fn, ms) => schedule(fn, ms, null),
    setInterval: (fn, ms) => schedule(fn, ms, Math.max(1, ms)),
    clearTimeout: cancel,
    clearInterval: cancel,
    jump(ms) {
      jumped += ms;
      const at = now();
      for (const p of [...pending].sort((a, b) => a.due - b.due)) {
        if (p.due > at || !pending.has(p)) continue;
        clearTimeout(p.handle);
        fire(p);
      }
    },
    async runFor(ms) {
      const target = now() + ms;
      let ran = 0;
      for (let p = earliest(); p && p.due <= target; p = earliest()) {
        // The wall clock moves too: a moment already passed is not stepped back to.
        const behind = p.due - now();
        if (behind > 0) jumped += behind;
        clearTimeout(p.handle);
        fire(p);
        ran++;
        await nextTurn();
      }
      const rest = target - now();
      if (rest > 0) jumped += rest;
      return ran;
    },
    jumpTo(at) {
      const ahead = at - now();
      if (ahead > 0) this.jump(ahead);
    },
    runTo(at) {
      return this.runFor(Math.max(0, at - now()));
    },
    firings: () => firings,
  };
}
