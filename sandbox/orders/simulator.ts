/**
 * Store traffic for demos: new orders at a rate (jittered), now and then a customer who cancels a
 * pending order. Timers are unref'd so a forgotten simulator never keeps the process alive.
 */

export interface SimulatorDeps {
  /** One new order (stored and announced). */
  createOrder(): void;
  /** Cancels one pending order as its customer would; false when none is pending. */
  cancelPending(pick: (ids: readonly number[]) => number): boolean;
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => { unref?: () => unknown };
  clearTimer?: (timer: unknown) => void;
  /** Called when a tick throws (the simulator stops). */
  onError?: (error: unknown) => void;
}

export interface SimulatorSettings {
  ordersPerMinute: number;
  /** Chance per new order that a customer also cancels a pending one. */
  cancelChance?: number;
}

export interface SimulatorState {
  ordersPerMinute: number;
  cancelChance: number;
  created: number;
  cancelled: number;
}

export interface Simulator {
  /** 0 stops. */
  configure(settings: SimulatorSettings): void;
  stop(): void;
  state(): SimulatorState;
}

export const MAX_ORDERS_PER_MINUTE = 6000;
const DEFAULT_CANCEL_CHANCE = 0.08;
/** The first order of a run arrives within this (or sooner at high rates). */
const FIRST_ORDER_WITHIN_MS = 10_000;

/** Delay before the next order: the rate's interval ±50 %; the first one comes within ~10 s. */
export function nextDelayMs(ordersPerMinute: number, first: boolean, random: () => number): number {
  const interval = 60_000 / ordersPerMinute;
  const jittered = interval * (0.5 + random());
  if (!first) return Math.round(jittered);
  return Math.round(Math.min(jittered, 2_000 + random() * (FIRST_ORDER_WITHIN_MS - 2_000)));
}

export function createSimulator(deps: SimulatorDeps): Simulator {
  const random = deps.random ?? Math.random;
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((t: unknown) => clearTimeout(t as ReturnType<typeof setTimeout>));
  let rate = 0;
  let cancelChance = DEFAULT_CANCEL_CHANCE;
  let timer: unknown = null;
  let created = 0;
  let cancelled = 0;

  const stop = (): void => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };

  const schedule = (first: boolean): void => {
    const handle = setTimer(tick, nextDelayMs(rate, first, random));
    handle.unref?.();
    timer = handle;
  };

  function tick(): void {
    timer = null;
    try {
      deps.createOrder();
      created += 1;
      if (random() < cancelChance) {
        const done = deps.cancelPending((ids) => ids[Math.floor(random() * ids.length)] ?? ids[0] ?? 0);
        if (done) cancelled += 1;
      }
    } catch (error) {
      rate = 0;
      deps.onError?.(error);
      return;
    }
    if (rate > 0) schedule(false);
  }

  return {
    configure(settings) {
      stop();
      rate = Math.max(0, Math.min(MAX_ORDERS_PER_MINUTE, settings.ordersPerMinute));
      cancelChance = Math.max(0, Math.min(1, settings.cancelChance ?? DEFAULT_CANCEL_CHANCE));
      if (rate > 0) schedule(true);
    },
    stop() {
      rate = 0;
      stop();
    },
    state: () => ({ ordersPerMinute: rate, cancelChance, created, cancelled }),
  };
}
