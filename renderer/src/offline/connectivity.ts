/**
 * Whether the platform answers (issue 19). The HTTP layer tells every outcome (api/http.ts
 * `onOutcome`): any answer means reachable; no connection, no answer in time or a gateway's
 * 502/503/504 means unreachable. The store socket's state is a hint only (a socket can be down
 * while HTTP works, and up for a few seconds after the platform stopped answering), and so is
 * the browser's `online` event, which never fires when the shop's network stays up and its
 * internet is down: both only kick a probe.
 *
 * While unreachable a light probe (a cheap base-A GET) is asked with a short backoff, never more
 * than PROBE_DELAYS_MS's last step apart: the outbox waits for it, and the goal is the platform
 * back → queued action applied in 3 s (p95).
 */
import { create } from 'zustand';

export interface ConnectivityState {
  reachable: boolean;
  /** When the platform last stopped answering (epoch ms); null while it answers. */
  downSince: number | null;
}

/** What staff see: starts reachable, so a desk that never lost the platform shows nothing. */
export const useConnectivity = create<ConnectivityState>(() => ({ reachable: true, downSince: null }));

/** 0.5 s, 1 s, 2 s, then every 2 s while the platform stays away. */
const PROBE_DELAYS_MS: readonly number[] = [500, 1000, 2000];

export interface ConnectivityTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ConnectivityDeps {
  /** Where the state goes (the zustand store's setState in the app). */
  set(state: ConnectivityState): void;
  timers: ConnectivityTimers;
  now(): number;
  delays?: readonly number[];
}

export interface Connectivity {
  /** The platform answered a call (any status but a gateway's). */
  answered(): void;
  /** A call got no answer. */
  unanswered(): void;
  /**
   * The store socket connected or dropped, or the browser said it is online: a probe is asked
   * now (when there is one), the state changes only on its outcome.
   */
  hint(): void;
  /** The light call that proves the platform answers; null before login (nothing to probe with). */
  setProbe(probe: (() => Promise<boolean>) | null): void;
  /** Called each time the platform answers again after not answering. */
  onReachable(cb: () => void): () => void;
  state(): ConnectivityState;
  /**
   * When the platform last answered a call (epoch ms), null before any answer: the cache's
   * `lastContactAt` and the outage banner's 'desde HH:MM'.
   */
  lastAnsweredAt(): number | null;
  /** Clears the probe's timer (logout, tests). */
  stop(): void;
}

export function createConnectivity(deps: ConnectivityDeps): Connectivity {
  const delays = deps.delays ?? PROBE_DELAYS_MS;
  let state: ConnectivityState = { reachable: true, downSince: null };
  let probe: (() => Promise<boolean>) | null = null;
  let timer: unknown = null;
  let probing = false;
  let attempt = 0;
  let lastAnswer: number | null = null;
  const listeners = new Set<() => void>();

  function publish(next: ConnectivityState) {
    state = next;
    deps.set(next);
  }

  function clearTimer() {
    if (timer !== null) deps.timers.clearTimeout(timer);
    timer = null;
  }

  function schedule() {
    clearTimer();
    if (state.reachable || probe === null || probing) return;
    const delay = delays[Math.min(attempt, delays.length - 1)] ?? 2000;
    timer = deps.timers.setTimeout(() => {
      timer = null;
      void runProbe();
    }, delay);
  }

  async function runProbe() {
    const ask = probe;
    if (probing || ask === null) return;
    probing = true;
    clearTimer();
    let ok = false;
    try {
      ok = await ask();
    } catch {
      ok = false;
    } finally {
      probing = false;
    }
    // Its session ended while it ran (logout, stop, another store's probe): what it found says
    // nothing about the platform the next session talks to.
    if (probe !== ask) return;
    if (ok) answered();
    // A probe that got nothing while the platform was thought there is news too: a hung platform
    // gives the desk's own calls no answer for their whole timeout, and the probe gives up first.
    else if (state.reachable) unanswered();
    else {
      attempt += 1;
      schedule();
    }
  }

  function answered() {
    lastAnswer = deps.now();
    if (state.reachable) return;
    clearTimer();
    attempt = 0;
    publish({ reachable: true, downSince: null });
    for (const cb of [...listeners]) cb();
  }

  function unanswered() {
    if (!state.reachable) return;
    attempt = 0;
    publish({ reachable: false, downSince: deps.now() });
    schedule();
  }

  return {
    answered,
    unanswered,
    hint() {
      if (probe !== null) void runProbe();
    },
    setProbe(next) {
      probe = next;
      attempt = 0;
      if (next === null) clearTimer();
      else schedule();
    },
    onReachable(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    state: () => state,
    lastAnsweredAt: () => lastAnswer,
    stop() {
      clearTimer();
      probe = null;
    },
  };
}

/**
 * The app's one connectivity, fed by the HTTP layer (app/bootstrap wires `reportPlatformOutcome`)
 * and probed once a session exists (offline/useOfflineDesk).
 */
export const connectivity: Connectivity = createConnectivity({
  set: (state) => useConnectivity.setState(state),
  timers: {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  },
  now: () => Date.now(),
});

/**
 * The bases whose answers say whether the desk's platform is there: base A (orders, store) and
 * base C (status changes). The other services (finance, uploads, users) may be down on their own;
 * their silence must not mark the desk offline.
 */
const DESK_BASES: ReadonlySet<string> = new Set(['v1', 'json']);

/** api/http.ts `onOutcome` for the app's client. */
export function reportPlatformOutcome(base: string, answered: boolean): void {
  if (!DESK_BASES.has(base)) return;
  if (answered) connectivity.answered();
  else connectivity.unanswered();
}
