/**
 * A call budget for the fakes of code that re-queues itself on microtasks (the print journal's
 * pump, the outbox drain, the live-orders flight). A change that makes such a loop endless never
 * yields to a timer, so no test timeout can stop it and the whole run hangs. Past its budget a
 * fake trips its guard and stops feeding the loop (each fake says how), and the test fails at its
 * next check: the drive/flush helpers and an afterEach call `check()`.
 */
export interface RunawayGuard {
  /** Counts one call; true once past the budget, and on every call after. */
  spent(): boolean;
  /** Throws when the budget was exceeded. */
  check(): void;
}

function runawayGuard(what: string, budget: number): RunawayGuard {
  let calls = 0;
  return {
    spent: () => ++calls > budget,
    check() {
      if (calls > budget) throw new Error(`runaway loop: ${what} called more than ${budget} times`);
    },
  };
}

/** The guards one test file makes, to check at once from its helpers and in its afterEach. */
export type RunawayGuards = ReturnType<typeof runawayGuards>;

export function runawayGuards() {
  let made: RunawayGuard[] = [];
  return {
    guard(what: string, budget: number): RunawayGuard {
      const guard = runawayGuard(what, budget);
      made.push(guard);
      return guard;
    },
    /** Throws when a guard made since the last `done()` tripped. */
    check(): void {
      for (const guard of made) guard.check();
    },
    /** For afterEach: forgets the test's guards, then fails the test if one of them tripped. */
    done(): void {
      const tests = made;
      made = [];
      for (const guard of tests) guard.check();
    },
  };
}

/**
 * An async fake on `guard`'s budget: past it, calls get a promise that never settles, so the loop
 * awaiting it stops there.
 */
export function guardedAsync<A extends unknown[], R>(
  guard: RunawayGuard,
  fake: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args) => (guard.spent() ? new Promise<R>(() => undefined) : fake(...args));
}
