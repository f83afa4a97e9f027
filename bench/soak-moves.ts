// How the soak moves time (issue 36 §3) on its three clocks, kept in step: the page's
// (Playwright's page.clock), main's (bench/soak-clock.ts, in main's process) and the sandbox's
// (its `now` reads simNow(); its opening-hours clock is set through the control API at every
// move). A jump (advance) fires each due timer once; a run-through fires every timer as often as
// in real time, a minute at a time on every clock at once. The socket drops and the PC's sleep
// are moves too: each waits until the desk is connected again.
import type { Locator, Page } from 'playwright-core';
import type { TestSandbox } from '../tests/e2e/support/sandbox';
import type { SoakDesk } from './soak-desk';

const HOUR = 3_600_000;
/** The run-through's step: the page and main move a minute at a time, in step with each other. */
export const RUN_STEP_MS = 60_000;

const pad = (n: number) => String(n).padStart(2, '0');
/** The sandbox's control clock takes local date-times. */
export function localIso(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Wall ms the run-through spent waiting on each clock (each timed alone: they run at once). */
export interface RunParts {
  main: number;
  page: number;
  sandbox: number;
  /** Of the page's, waiting on its requests in flight. */
  network: number;
}

/**
 * The simulated moment, the page's and the sandbox's: the wall clock plus an offset that grows
 * with every move. Made before the sandbox, whose `now` reads it.
 */
export interface SimTime {
  now(): number;
  move(ms: number): void;
}

export function createSimTime(start: number): SimTime {
  let offset = start - Date.now();
  return {
    now: () => Date.now() + offset,
    move(ms) {
      offset += ms;
    },
  };
}

export interface SoakMoves {
  /** Simulated ms from now to `hourOfDay` of day `day` (0-based), 0 if past. */
  untilHour(hourOfDay: number, day: number): number;
  /** Moves every clock `ms` ahead: the page's timers and main's that fell due run once. */
  advance(ms: number): Promise<void>;
  advanceTo(hourOfDay: number, day: number): Promise<void>;
  /**
   * Runs every clock through `ms`, a minute at a time: the page's and main's timers fire as often
   * as in real time (the page's on Playwright's clock a second at a time, held while a request is
   * in flight; main's on its clock's runFor).
   */
  runThrough(ms: number): Promise<void>;
  /** The store socket dropped and back; waits until the desk is connected again. */
  dropSocket(): Promise<void>;
  /**
   * The counter PC asleep for `hours`: the OS announces the sleep (the fake power monitor's
   * suspend), the store socket is lost meanwhile, the page's and main's clocks jump, and the wake
   * (resume) makes main tell the desk, which reconnects and reconciles (issue 21 §3).
   */
  sleepPc(hours: number): Promise<void>;
  /** The run-through's wall time per clock since the last call; starts a new count. */
  takeRunParts(): RunParts;
}

export function createSoakMoves(deps: {
  desk: SoakDesk;
  page: Page;
  sandbox: TestSandbox;
  /** Day 1's first moment (09:00 local), epoch ms. */
  start: number;
  /** The desk's plug showing it connected. */
  connected: Locator;
  sim: SimTime;
}): SoakMoves {
  const { desk, page, sandbox, start, connected, sim } = deps;
  let parts: RunParts = { main: 0, page: 0, sandbox: 0, network: 0 };
  const simNow = sim.now;
  const setSandboxClock = () => sandbox.control('clock', { at: localIso(simNow()) });

  async function advance(ms: number): Promise<void> {
    sim.move(ms);
    await desk.jumpTo(simNow());
    await page.clock.fastForward(ms);
    await setSandboxClock();
  }
  const untilHour = (hourOfDay: number, day: number) =>
    Math.max(0, start - 9 * HOUR + day * 24 * HOUR + hourOfDay * HOUR - simNow());

  async function timed(key: keyof RunParts, work: Promise<unknown>): Promise<void> {
    const t = Date.now();
    await work;
    parts[key] += Date.now() - t;
  }

  return {
    untilHour,
    advance,
    advanceTo: (hourOfDay, day) => advance(untilHour(hourOfDay, day)),
    async runThrough(ms) {
      for (let left = ms; left > 0; left -= RUN_STEP_MS) {
        const step = Math.min(RUN_STEP_MS, left);
        sim.move(step);
        // All three at once: the sandbox's clock only opens and closes the store by its hours,
        // which no run-through minute crosses.
        await Promise.all([
          timed('main', desk.runTo(simNow())),
          timed(
            'page',
            desk.runPageFor(step).then((held) => {
              parts.network += held;
            }),
          ),
          timed('sandbox', setSandboxClock()),
        ]);
      }
    },
    async dropSocket() {
      await sandbox.control('socket/drop', {});
      await page
        .locator('.plug[data-connected="false"]')
        .waitFor({ timeout: 15_000 })
        .catch(() => undefined);
      await sandbox.control('socket/restore', {});
      // The reconnect backoff is on the page's clock.
      await advance(10_000);
      await connected.waitFor({ timeout: 30_000 });
    },
    async sleepPc(hours) {
      await desk.suspend();
      await sandbox.control('socket/drop', {});
      await advance(hours * HOUR);
      await sandbox.control('socket/restore', {});
      await desk.resume();
      await advance(10_000);
      await connected.waitFor({ timeout: 60_000 });
    },
    takeRunParts() {
      const taken = parts;
      parts = { main: 0, page: 0, sandbox: 0, network: 0 };
      return taken;
    },
  };
}
