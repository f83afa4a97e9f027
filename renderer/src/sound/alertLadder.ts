/**
 * The alert ladder's engine (issue 34 §3), framework-free: the clock and what each step does
 * reach it as ports, so the tests run it on a fixed clock. The rules are shared/alerts/escalation.
 *
 * Each pending order climbs on its own, from when the desk first saw it pending; an action on it
 * or 'Silenciar' starts it over. Off (the default), it does nothing at all: the spec's ring alone.
 */
import {
  DEFAULT_ALERT_SETTINGS,
  ladderStep,
  type AlertSettings,
  type LadderStep,
} from '../../../shared/alerts/escalation';

export const LADDER_TICK_MS = 1000;

export interface LadderOrder {
  id: string;
}

export interface LadderPorts<O extends LadderOrder> {
  now(): number;
  /** Step 1: the window to front, the taskbar flashing (desktop); the browser's focus on the web. */
  raise(): void;
  /** Step 2: the OS notification for this order (number, customer, total; a click opens it). */
  notify(order: O): void;
  /** Step 3 reached by any order (true), or by none any more (false). */
  fullVolume(on: boolean): void;
  /** How many orders wait past step 1 (the tab title '(2) Novo pedido!'); 0: none. */
  waiting(count: number): void;
}

interface Climb<O> {
  order: O;
  since: number;
  step: LadderStep;
}

export function createAlertLadder<O extends LadderOrder>(ports: LadderPorts<O>) {
  let settings: AlertSettings = DEFAULT_ALERT_SETTINGS;
  const climbs = new Map<string, Climb<O>>();
  let full = false;
  let waitingCount = 0;

  function publish(): void {
    let nextFull = false;
    let nextWaiting = 0;
    if (settings.ladder)
      for (const c of climbs.values()) {
        if (c.step >= 1) nextWaiting += 1;
        if (c.step >= 3) nextFull = true;
      }
    if (nextFull !== full) {
      full = nextFull;
      ports.fullVolume(full);
    }
    if (nextWaiting !== waitingCount) {
      waitingCount = nextWaiting;
      ports.waiting(waitingCount);
    }
  }

  /** Climbs each order to the step its wait has reached, doing each step it passes once. */
  function tick(): void {
    if (!settings.ladder) return publish();
    const now = ports.now();
    let raise = false;
    for (const c of climbs.values()) {
      const step = ladderStep(now - c.since, settings.raiseAfterSeconds);
      if (step <= c.step) {
        c.step = step;
        continue;
      }
      if (c.step < 1 && step >= 1) raise = true;
      if (c.step < 2 && step >= 2) ports.notify(c.order);
      c.step = step;
    }
    if (raise) ports.raise();
    publish();
  }

  return {
    tick,

    /** The orders pending now: new ones start climbing, answered ones leave the ladder. */
    setPending(orders: readonly O[]): void {
      const now = ports.now();
      const ids = new Set(orders.map((o) => o.id));
      for (const id of [...climbs.keys()]) if (!ids.has(id)) climbs.delete(id);
      for (const order of orders) {
        const c = climbs.get(order.id);
        if (c) c.order = order;
        else climbs.set(order.id, { order, since: now, step: 0 });
      }
      tick();
    },

    setSettings(next: AlertSettings): void {
      settings = next;
      tick();
    },

    /** An action on this order: its ladder starts over. */
    acknowledge(id: string): void {
      const c = climbs.get(id);
      if (!c) return;
      c.since = ports.now();
      c.step = 0;
      publish();
    },

    /** 'Silenciar': every pending order starts over, counted from `from` (the silence's end). */
    acknowledgeAll(from: number = ports.now()): void {
      for (const c of climbs.values()) {
        c.since = from;
        c.step = 0;
      }
      publish();
    },

    stepOf(id: string): LadderStep | null {
      return climbs.get(id)?.step ?? null;
    },
  };
}

export type AlertLadder<O extends LadderOrder = LadderOrder> = ReturnType<typeof createAlertLadder<O>>;
