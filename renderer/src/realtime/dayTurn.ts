/**
 * The turn of the day (issue 21 §2): one timer set for the next local midnight (the machine's
 * zone, `localDay` as the offline cache reads it), re-armed at least hourly so a late timer or a
 * clock moved by hand never leaves it days behind, and `check()` for the moments the clock may
 * have jumped (a wake from sleep). Nothing polls: between turns the desk does no work for it.
 */
import { localDay } from '../../../shared/offline';
import type { SyncTimers } from './ordersSync';

/** The longest the timer waits before looking at the clock again. */
const DAY_TURN_MAX_WAIT_MS = 3_600_000;

/** Milliseconds from `now` to the next local midnight. */
export function msToNextDay(now: number): number {
  const d = new Date(now);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime() - now;
}

export interface DayTurnDeps {
  /** The new day ('YYYY-MM-DD') and the clock reading that saw it. */
  onTurn(day: string, now: number): void;
  timers: SyncTimers;
  now?: () => number;
}

export interface DayTurn {
  /** The day as it was last seen. */
  day(): string;
  start(): void;
  stop(): void;
  /** Looks at the clock now (after a wake or a clock jump) and re-arms the timer. */
  check(): void;
}

export function createDayTurn(deps: DayTurnDeps): DayTurn {
  const now = deps.now ?? Date.now;
  let day = localDay(new Date(now()));
  let timer: unknown = null;
  let running = false;

  const arm = () => {
    if (timer !== null) deps.timers.clearTimeout(timer);
    timer = null;
    if (!running) return;
    // A few ms past midnight: a timer that fires a hair early re-arms for the remaining moment.
    const wait = Math.min(msToNextDay(now()) + 50, DAY_TURN_MAX_WAIT_MS);
    timer = deps.timers.setTimeout(() => {
      timer = null;
      check();
    }, wait);
  };

  function check(): void {
    const at = now();
    const today = localDay(new Date(at));
    if (today !== day) {
      day = today;
      deps.onTurn(today, at);
    }
    arm();
  }

  return {
    day: () => day,
    start() {
      if (running) return;
      running = true;
      check();
    },
    stop() {
      running = false;
      arm();
    },
    check() {
      if (running) check();
    },
  };
}
