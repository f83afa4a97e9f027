/**
 * Keeps the orders store in step with the platform so no order is ever missed (spec 01 §4
 * "Live order list"). UI-independent: the socket, the HTTP calls, the clock and the page
 * events are injected, so the unit tests drive every path.
 *
 * - 'pedido' events: 'novo' and 'atualiza' fetch that order (pedidos/listar/{id}) and put or
 *   replace it; 'f5pagina' reloads the list; 'mensagem' shows its text in an alert.
 * - The first list waits for the socket's first connect, or `firstListWaitMs` without one: a
 *   list asked after the connect misses no event, so that connect's list is the first load and
 *   a login reads pedidos/listar once. Without the socket by then, the list loads on its own and
 *   the later connect asks again (events between that list and the join would be lost).
 * - Reconciliation with pedidos/listar on every (re)connect, on waking from sleep (a timer gap
 *   longer than `wakeGapMs`, `visibilitychange` to visible, `online`), every `reconcileMs` while
 *   connected, and every `pollMs` while disconnected. A failed per-order fetch schedules one
 *   soon, so a missed 'novo' still shows within seconds.
 * - While connected, a cheap change check every `checkMs` (pedidos/resumo: today's count and
 *   newest id, a few dozen bytes) reconciles at once when an order exists that no event brought:
 *   a lost 'novo' shows within `checkMs` plus one list load, without loading the list each time.
 * - pedidos/resumo is not in the spec. Where the server does not have it (or the deps cannot ask),
 *   the spec's own pedidos/listar is the check: every `listMs` while connected, every `pollMs`
 *   while disconnected and for `settleMs` after a reconnect (events may have been lost around it).
 *   Any answer that is not a digest (a refusal, 404, 405, 403, 500, a 200 of another shape) says
 *   the server cannot give it, for the life of the sync. No answer at all (no connection, timeout,
 *   a gateway's 502/503/504: an outage, api/errors.ts isUnanswered) says nothing about the call:
 *   the list is the check meanwhile, and the digest, still asked, takes over again once it answers.
 *   The list is asked conditionally where the server offers validators (api/orders.ts), so an
 *   unchanged list costs a 304.
 * - Idempotent and stale-proof through the store's tickets (stores/orders.ts).
 * - A malformed event or order is logged (warn) and skipped; a 'novo' or 'atualiza' whose id cannot
 *   be read reloads the list instead, since an order did change. Nothing here throws at the caller.
 */
import { isApiError, isUnanswered } from '../api/errors';
import type { LegacyResult } from '../api/http';
import {
  consoleWarn,
  orderEventSchema,
  UNREADABLE_PLATFORM_MESSAGE,
  type LiveOrder,
} from '../../../shared/api/live-order';
import { issuesOf, type Warn } from '../../../shared/api/lenient';
import type { OrdersDigest } from '../../../shared/api/platform-v1';
import { markOrderInHand } from './perfMarks';

export interface SyncStore {
  beginRequest(): number;
  applyOrder(order: LiveOrder, ticket: number, now?: number): boolean;
  applyList(orders: readonly LiveOrder[], ticket: number, now?: number): boolean;
  setLoad(load: 'loading' | 'ready' | 'error'): void;
  isLoaded(): boolean;
}

export interface SyncTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface SyncIntervals {
  /** Reconciliation while connected (default 5 min: the change check below finds new orders). */
  reconcileMs: number;
  /** Reconciliation while disconnected (default 10 s). */
  pollMs: number;
  /** Heartbeat that notices the machine slept (default 5 s). */
  heartbeatMs: number;
  /** A heartbeat later than this means the timers were frozen: reconcile (default 30 s). */
  wakeGapMs: number;
  /** After a failed per-order fetch (default 3 s). */
  retryMs: number;
  /** Change check (pedidos/resumo) while connected, when the deps can fetch it (default 10 s). */
  checkMs: number;
  /** The list as the change check while connected, where pedidos/resumo is missing (default 25 s). */
  listMs: number;
  /** After a reconnect, how long the list keeps the disconnected cadence `pollMs` (default 60 s). */
  settleMs: number;
  /** How long the first list waits for the socket's first connect (default 1.5 s). */
  firstListWaitMs: number;
}

export const DEFAULT_INTERVALS: SyncIntervals = {
  // The change check finds new orders within checkMs: the full list is only the safety net.
  reconcileMs: 300_000,
  pollMs: 10_000,
  heartbeatMs: 5_000,
  wakeGapMs: 30_000,
  retryMs: 3_000,
  checkMs: 10_000,
  // Under 30 s with one list load (iFood's integration polls every 30 s); a 304 when unchanged.
  listMs: 25_000,
  settleMs: 60_000,
  // A socket usually connects well within this; a desk without one waits no longer for its list.
  firstListWaitMs: 1_500,
};

export type { OrdersDigest };
export { readSyncDebugIntervals, SYNC_DEBUG_KEY } from './ordersSyncDebug';

export type ReconcileReason =
  | 'start'
  | 'connect'
  | 'interval'
  | 'poll'
  | 'wake'
  | 'day'
  | 'visible'
  | 'online'
  | 'f5pagina'
  | 'retry'
  | 'manual'
  | 'changed'
  | 'unreadable';

export interface OrdersSyncDeps {
  fetchList(): Promise<LegacyResult<LiveOrder[]>>;
  fetchOne(id: string): Promise<LegacyResult<LiveOrder | null>>;
  /** The cheap change check; without it the periodic list load is the only check. */
  fetchDigest?(): Promise<LegacyResult<OrdersDigest>>;
  store: SyncStore;
  /** 'mensagem': the text in an 'Atenção!' alert. */
  alert(texto: string): void;
  /** A pending order seen for the first time after the first load (sound, notification). */
  onArrival?(order: LiveOrder): void;
  /** Subscribes to "the page may have been asleep" signals; returns the unsubscribe. */
  subscribeWake?(cb: (reason: 'visible' | 'online') => void): () => void;
  warn?: Warn;
  timers?: SyncTimers;
  now?: () => number;
  intervals?: Partial<SyncIntervals>;
}

export interface OrdersSync {
  start(): void;
  stop(): void;
  connected(): void;
  disconnected(): void;
  /** A raw 'pedido' payload from the socket. */
  handleEvent(payload: unknown): void;
  reconcile(reason: ReconcileReason): Promise<void>;
  /**
   * Fetches one order now (after a status change). With `since` (when the change was sent), a
   * fetch the platform's own 'novo' or 'atualiza' for that order started at or after then stands
   * for it: the platform sends 'atualiza' once it applied a change, so that fetch reads it, and
   * a second one would only load the renderer and the platform while the ticket prints.
   */
  refreshOrder(id: string, opts?: { since?: number }): Promise<void>;
}

/** Orders whose event fetch is remembered for refreshOrder `since`: a busy hour's worth. */
const EVENT_FETCHES_KEPT = 100;

export const browserTimers: SyncTimers = {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (h) => window.clearTimeout(h as number),
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  clearInterval: (h) => window.clearInterval(h as number),
};

export function browserWake(cb: (reason: 'visible' | 'online') => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') cb('visible');
  };
  const onOnline = () => cb('online');
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', onOnline);
  };
}

export function createOrdersSync(deps: OrdersSyncDeps): OrdersSync {
  const timers = deps.timers ?? browserTimers;
  const now = deps.now ?? Date.now;
  const warn = deps.warn ?? consoleWarn;
  const iv: SyncIntervals = { ...DEFAULT_INTERVALS, ...deps.intervals };
  const { store } = deps;

  let running = false;
  let isConnected = false;
  let periodic: unknown = null;
  let heartbeat: unknown = null;
  let retry: unknown = null;
  let check: unknown = null;
  /** Set while just reconnected: the list keeps the fast cadence until `settleMs` has passed. */
  let settle: unknown = null;
  /** Set while the first list waits for the socket's first connect. */
  let firstList: unknown = null;
  /**
   * pedidos/resumo: 'works'; 'missing' once an answer was not a digest (for the life of this
   * sync); 'away' while it goes unanswered (the list is the check until it answers again).
   */
  let digestState: 'works' | 'missing' | 'away' = deps.fetchDigest ? 'works' : 'missing';
  const digestWorks = () => digestState === 'works';
  let lastDigest: OrdersDigest | null = null;
  let lastBeat = 0;
  let unsubscribeWake: (() => void) | null = null;
  /** Ids seen at least once: arrivals are only the orders never seen before. */
  const seen = new Set<string>();
  let inFlight: Promise<void> | null = null;
  let again: ReconcileReason | null = null;
  /** The latest fetch an event started, per order; the oldest go past EVENT_FETCHES_KEPT. */
  const eventFetches = new Map<string, { at: number; done: Promise<void> }>();

  const arrived = (order: LiveOrder) => {
    const fresh = !seen.has(order.id_pedido);
    seen.add(order.id_pedido);
    if (fresh && order.status === 'PP') deps.onArrival?.(order);
  };

  /** Connected with a working change check: 5 min; with the list as the check: 25 s; else 10 s. */
  function periodicMs(): number {
    if (!isConnected || (settle !== null && !digestWorks())) return iv.pollMs;
    return digestWorks() ? iv.reconcileMs : iv.listMs;
  }

  function schedulePeriodic() {
    if (periodic !== null) timers.clearInterval(periodic);
    if (check !== null) timers.clearInterval(check);
    periodic = check = null;
    lastDigest = null;
    if (!running) return;
    periodic = timers.setInterval(() => void reconcile(isConnected ? 'interval' : 'poll'), periodicMs());
    // Disconnected, the list is polled anyway; connected, the events are checked cheaply (and a
    // digest gone unanswered is asked on, to take over again).
    if (isConnected && digestState !== 'missing')
      check = timers.setInterval(() => void checkDigest(), iv.checkMs);
  }

  function clearSettle() {
    if (settle !== null) timers.clearTimeout(settle);
    settle = null;
  }

  function clearFirstList() {
    if (firstList !== null) timers.clearTimeout(firstList);
    firstList = null;
  }

  /**
   * An order the desk has never seen is the newest one, or the count moved while no event
   * said so: either way the events missed something, and the list is loaded now.
   */
  async function checkDigest(): Promise<void> {
    // Stryker disable next-line ConditionalExpression,LogicalOperator: the check timer exists only while running with fetchDigest.
    if (!running || !deps.fetchDigest) return;
    // During a list load a change would only ask for another load after it, for what it brings.
    if (inFlight) return;
    try {
      const res = await deps.fetchDigest();
      if (!running) return;
      if (!res.ok) {
        warn('verificação de mudanças indisponível', { message: res.message });
        digestNow('missing');
        return;
      }
      digestNow('works');
      const digest = res.data;
      const previous = lastDigest;
      lastDigest = digest;
      const unseenNewest = digest.ultimo_id !== null && !seen.has(digest.ultimo_id);
      const countMoved = previous !== null && previous.total !== digest.total;
      if (store.isLoaded() && (unseenNewest || countMoved)) await reconcile('changed');
    } catch (err) {
      if (!running) return;
      if (isApiError(err) && !isUnanswered(err)) {
        warn('verificação de mudanças indisponível', { error: String(err) });
        digestNow('missing');
      } else {
        warn('falha ao verificar mudanças nos pedidos', { error: String(err) });
        // Stryker disable next-line StringLiteral: 'away' is told apart only from 'works' and 'missing'; any other text acts the same.
        digestNow('away');
      }
    }
  }

  /** Without a working change check the list itself is the check, at its cadence. */
  function digestNow(state: typeof digestState): void {
    if (digestState === state) return;
    digestState = state;
    schedulePeriodic();
  }

  function scheduleRetry() {
    if (!running || retry !== null) return;
    retry = timers.setTimeout(() => {
      retry = null;
      void reconcile('retry');
    }, iv.retryMs);
  }

  async function runReconcile(reason: ReconcileReason): Promise<void> {
    const firstLoad = !store.isLoaded();
    const ticket = store.beginRequest();
    try {
      const res = await deps.fetchList();
      if (!running) return;
      if (!res.ok) {
        warn('lista de pedidos recusada', { reason, message: res.message });
        if (firstLoad) store.setLoad('error');
        return;
      }
      store.applyList(res.data, ticket, now());
      for (const order of res.data) {
        if (firstLoad) seen.add(order.id_pedido);
        else arrived(order);
      }
    } catch (err) {
      if (!running) return;
      warn('falha ao carregar a lista de pedidos', { reason, error: String(err) });
      if (firstLoad) store.setLoad('error');
    }
  }

  /**
   * One load, then one more if another was asked for meanwhile. A call per load, not a loop: each
   * waits for the platform, so none can spin without yielding (a loop whose body is skipped would,
   * and no timeout could stop it).
   */
  async function fly(reason: ReconcileReason | null): Promise<void> {
    if (reason === null || !running) return;
    again = null;
    await runReconcile(reason);
    return fly(again);
  }

  /** Single flight: a request while one runs makes exactly one more run after it. */
  function reconcile(reason: ReconcileReason): Promise<void> {
    if (!running) return Promise.resolve();
    if (inFlight) {
      again = reason;
      return inFlight;
    }
    inFlight = fly(reason).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function refreshOrder(id: string, opts: { since?: number } = {}): Promise<void> {
    const byEvent = eventFetches.get(id);
    // Stryker disable next-line ConditionalExpression: without `since`, byEvent.at >= undefined is false as well.
    if (opts.since !== undefined && byEvent && byEvent.at >= opts.since) return byEvent.done;
    return fetchOrder(id);
  }

  /** What an event asks: a fetch others may stand on (refreshOrder `since`). */
  function fetchForEvent(id: string): void {
    const done = fetchOrder(id);
    eventFetches.delete(id);
    eventFetches.set(id, { at: now(), done });
    // The map holds `id` at least, so the first key is always there.
    const [oldest = id] = eventFetches.keys();
    if (eventFetches.size > EVENT_FETCHES_KEPT) eventFetches.delete(oldest);
  }

  async function fetchOrder(id: string): Promise<void> {
    if (!running) return;
    const ticket = store.beginRequest();
    try {
      const res = await deps.fetchOne(id);
      if (!running) return;
      if (!res.ok) {
        warn('pedido recusado pelo servidor', { id_pedido: id, message: res.message });
        scheduleRetry();
        return;
      }
      if (!res.data) {
        warn('pedido não encontrado', { id_pedido: id });
        return;
      }
      markOrderInHand(res.data.id_pedido);
      const loaded = store.isLoaded();
      if (store.applyOrder(res.data, ticket, now()) && loaded) arrived(res.data);
      else seen.add(res.data.id_pedido);
    } catch (err) {
      if (!running) return;
      warn('falha ao buscar o pedido', { id_pedido: id, error: String(err) });
      scheduleRetry();
    }
  }

  function handleEvent(payload: unknown): void {
    const parsed = orderEventSchema.safeParse(payload);
    if (!parsed.success) {
      const tipo =
        payload !== null && typeof payload === 'object' && Object.hasOwn(payload, 'tipo')
          ? (payload as Record<string, unknown>).tipo
          : undefined;
      const detail = {
        tipo: payload !== null && typeof payload === 'object' ? String(tipo).slice(0, 40) : typeof payload,
        issues: issuesOf(parsed.error),
      };
      // An order was added or changed, but its id cannot be read: the list says which.
      if (tipo === 'novo' || tipo === 'atualiza') {
        warn("evento 'pedido' malformado: a lista é recarregada", detail);
        void reconcile('unreadable');
      } else warn("evento 'pedido' malformado ignorado", detail);
      return;
    }
    const event = parsed.data;
    switch (event.tipo) {
      case 'novo':
      case 'atualiza':
        fetchForEvent(event.id_pedido);
        break;
      case 'f5pagina':
        void reconcile('f5pagina');
        break;
      case 'mensagem':
        if (event.texto === null) {
          warn("evento 'mensagem' sem texto legível", { campos: event.campos });
          deps.alert(UNREADABLE_PLATFORM_MESSAGE);
        } else deps.alert(event.texto);
        break;
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      if (!store.isLoaded()) store.setLoad('loading');
      lastBeat = now();
      heartbeat = timers.setInterval(() => {
        const t = now();
        const gap = t - lastBeat;
        lastBeat = t;
        if (gap > iv.wakeGapMs) void reconcile('wake');
      }, iv.heartbeatMs);
      unsubscribeWake = (deps.subscribeWake ?? browserWake)((why) => void reconcile(why));
      schedulePeriodic();
      firstList = timers.setTimeout(() => {
        firstList = null;
        void reconcile('start');
      }, iv.firstListWaitMs);
    },
    stop() {
      running = false;
      // Unconditional: clearing a handle that is not set does nothing (issue 31 §3: no guard a
      // mutant can flip unseen).
      timers.clearInterval(periodic);
      timers.clearInterval(check);
      timers.clearInterval(heartbeat);
      clearSettle();
      clearFirstList();
      timers.clearTimeout(retry);
      periodic = check = heartbeat = retry = null;
      unsubscribeWake?.();
      unsubscribeWake = null;
    },
    connected() {
      isConnected = true;
      clearSettle();
      // The list this connect asks for is the first load too.
      clearFirstList();
      // Without a change check (or once it turns out missing), events lost around the
      // reconnect are found by the list: it keeps the fast cadence a little longer.
      if (running) {
        settle = timers.setTimeout(() => {
          settle = null;
          if (isConnected && !digestWorks()) schedulePeriodic();
        }, iv.settleMs);
      }
      schedulePeriodic();
      // Events emitted while we were away (or before the room was joined) are gone: ask.
      void reconcile('connect');
    },
    disconnected() {
      if (!isConnected) return;
      isConnected = false;
      clearSettle();
      schedulePeriodic();
    },
    handleEvent,
    reconcile,
    refreshOrder,
  };
}
