/**
 * The live order list (spec 01 §4 "Live order list"), UI-independent. Orders are keyed by
 * id_pedido, so the same order fetched twice is one entry. Every fetch takes a ticket when it
 * starts (`beginRequest`); a response is applied to an order only if its ticket is newer than
 * the one that last wrote that order, so a slow, older response never overwrites newer state:
 * - a per-order response older than the last applied one for that order is dropped;
 * - a list (reconciliation) that started before a per-order fetch completed leaves that order
 *   alone, and an older list than the last applied list is dropped whole.
 */
import { create } from 'zustand';
import { orderSearchText } from '../../../shared/search';
import { parseApiDate } from '../../../shared/format';
import type { LiveOrder } from '../../../shared/api/live-order';

export interface OrderEntry {
  order: LiveOrder;
  /** Normalized search text (shared/search). */
  search: string;
  /** Creation time in ms (sorting); 0 when the platform sent none. */
  createdAt: number;
  /** The row's creation time, 'HH:mm' ('—' when unknown): formatted once, when the order arrives. */
  time: string;
  /** When the accept window of a pending order ends (epoch ms), from `segundos`; null otherwise. */
  deadline: number | null;
  /**
   * A change pressed while the platform did not answer, waiting in the outbox: `order.status` is
   * its target (what staff chose), `platformStatus` what the platform last said.
   */
  waiting?: WaitingStatus;
}

/** A status change waiting in the outbox (offline/), as the list shows it. */
export interface WaitingChange {
  entryId: string;
  to: string;
  /** When staff pressed it (ISO). */
  pressedAt: string;
  /** 'sending': it may already be on the platform, too late to undo. */
  state: 'waiting' | 'sending';
}

export interface WaitingStatus extends WaitingChange {
  platformStatus: string;
}

export type OrdersLoad = 'idle' | 'loading' | 'ready' | 'error';

export interface OrdersData {
  entries: ReadonlyMap<string, OrderEntry>;
  /** Ticket of the request that last wrote each order. */
  applied: ReadonlyMap<string, number>;
  /** Ticket of the last applied list. */
  listTicket: number;
  /** Last ticket handed out. */
  ticket: number;
  load: OrdersLoad;
  /** When the list was last confirmed with the server (epoch ms). */
  syncedAt: number | null;
  /**
   * Per order, the last status change waiting in the outbox. Fetches and reconciliations never
   * overwrite it: the platform's answer is kept underneath until the outbox lets it go.
   */
  overlay: ReadonlyMap<string, WaitingChange>;
  /**
   * The entries are the day's last known orders from the offline cache (a desk started while the
   * platform does not answer, issue 19 §3), not yet confirmed by a list from the platform.
   */
  fromCache: boolean;
}

interface OrdersState extends OrdersData {
  selectedId: string | null;
  /** Orders with a status change in flight, and which action (buttons disabled meanwhile). */
  busy: Readonly<Record<string, string>>;
  beginRequest(): number;
  /** Applies one order fetched with `ticket`; false when the response was stale. */
  applyOrder(order: LiveOrder, ticket: number, now?: number): boolean;
  /** Applies the day's list fetched with `ticket`; false when the whole list was stale. */
  applyList(orders: readonly LiveOrder[], ticket: number, now?: number): boolean;
  /**
   * Shows the cached orders while no list came from the platform; false when one did. Takes no
   * ticket: any platform answer, earlier or later, wins over the cache.
   */
  applyCachedList(orders: readonly LiveOrder[], now?: number): boolean;
  setLoad(load: OrdersLoad): void;
  /** The day turned: delivered and cancelled orders created before `dayStart` (epoch ms) leave the list. */
  dropEarlierFinished(dayStart: number): void;
  select(id: string | null): void;
  setBusy(id: string, action: string | null): void;
  /** The outbox's waiting status changes (offline/ keeps it in step). */
  setOverlay(overlay: ReadonlyMap<string, WaitingChange>): void;
  reset(): void;
}

const EMPTY: OrdersData = {
  entries: new Map(),
  applied: new Map(),
  listTicket: 0,
  ticket: 0,
  load: 'idle',
  syncedAt: null,
  overlay: new Map(),
  fromCache: false,
};

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * 'HH:mm' in local time, as formatTime (Intl pt-BR) writes it, without Intl: the list formats
 * one per order, and Intl's date formatting was the largest part of mounting a row.
 */
export function clockTime(ms: number): string {
  if (ms <= 0) return '—';
  const d = new Date(ms);
  return `${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`;
}

/** `platform` as the platform has it, shown with the waiting change on top (if any). */
export function toEntry(platform: LiveOrder, now: number, change?: WaitingChange): OrderEntry {
  const created = parseApiDate(platform.data_criacao)?.getTime() ?? 0;
  const entry: OrderEntry = {
    order: platform,
    search: orderSearchText(platform),
    createdAt: created,
    time: clockTime(created),
    // From the platform's status: an accept still waiting keeps its countdown running.
    deadline: platform.status === 'PP' && platform.segundos > 0 ? now + platform.segundos * 1000 : null,
  };
  return change ? withWaiting(entry, change) : entry;
}

/** The order as the platform last said it, whatever waits on top of it. */
export function platformOrder(entry: OrderEntry): LiveOrder {
  return entry.waiting ? { ...entry.order, status: entry.waiting.platformStatus } : entry.order;
}

function withWaiting(entry: OrderEntry, change: WaitingChange | undefined): OrderEntry {
  const platform = platformOrder(entry);
  if (!change) return entry.waiting ? { ...entry, order: platform, waiting: undefined } : entry;
  return {
    ...entry,
    order: { ...platform, status: change.to },
    waiting: { ...change, platformStatus: platform.status },
  };
}

/**
 * Pure: the outbox's waiting changes laid over the entries they belong to. Only the orders whose
 * change differs are rewritten; the entries map is copied on the first such order, and not at all
 * when none differs (an outbox change that only touched the store switch, or a mark already shown).
 */
function mergeOverlay(data: OrdersData, overlay: ReadonlyMap<string, WaitingChange>): OrdersData {
  let entries: Map<string, OrderEntry> | null = null;
  const rewrite = (id: string) => {
    const entry = data.entries.get(id);
    const change = overlay.get(id);
    if (!entry || sameChange(entry.waiting, change)) return;
    entries ??= new Map(data.entries);
    entries.set(id, withWaiting(entry, change));
  };
  overlay.forEach((_, id) => rewrite(id));
  // Orders whose change left the outbox go back to the platform's status.
  data.overlay.forEach((_, id) => {
    if (!overlay.has(id)) rewrite(id);
  });
  return { ...data, entries: entries ?? data.entries, overlay };
}

function sameChange(a: WaitingChange | undefined, b: WaitingChange | undefined): boolean {
  if (!a || !b) return a === b;
  return a.entryId === b.entryId && a.state === b.state && a.to === b.to;
}

/** Pure: one order response. */
function mergeOrder(data: OrdersData, order: LiveOrder, ticket: number, now: number): OrdersData | null {
  const id = order.id_pedido;
  if (ticket <= (data.applied.get(id) ?? 0)) return null;
  const entries = new Map(data.entries);
  entries.set(id, toEntry(order, now, data.overlay.get(id)));
  const applied = new Map(data.applied);
  applied.set(id, ticket);
  return { ...data, entries, applied };
}

/** Pure: a whole-list response (reconciliation). Orders gone from the list are dropped. */
function mergeList(
  data: OrdersData,
  orders: readonly LiveOrder[],
  ticket: number,
  now: number,
): OrdersData | null {
  if (ticket <= data.listTicket) return null;
  const entries = new Map<string, OrderEntry>();
  const applied = new Map<string, number>();
  // Orders written by a newer request than this list keep what that request wrote.
  for (const [id, t] of data.applied) {
    if (t > ticket) {
      const entry = data.entries.get(id);
      if (entry) entries.set(id, entry);
      applied.set(id, t);
    }
  }
  for (const order of orders) {
    const id = order.id_pedido;
    if (applied.has(id)) continue;
    const previous = data.entries.get(id);
    // Unchanged orders keep their entry (and object identity: memoized rows do not re-render).
    // The pending countdown is re-based on the server's segundos every time.
    entries.set(
      id,
      previous && !previous.waiting && sameOrder(previous.order, order) && previous.order.status !== 'PP'
        ? previous
        : toEntry(order, now, data.overlay.get(id)),
    );
    applied.set(id, ticket);
  }
  return { ...data, entries, applied, listTicket: ticket, load: 'ready', syncedAt: now, fromCache: false };
}

/**
 * Pure: the cached list under whatever the platform already said. Nothing once a platform list
 * was applied; an order a platform response already wrote keeps it. The cached orders are written
 * with no ticket (`applied` stays without them), so every platform response, with any ticket,
 * replaces them: a cache read that lands after a real answer cannot undo it, and one that lands
 * before is simply overwritten.
 */
function mergeCachedList(data: OrdersData, orders: readonly LiveOrder[], now: number): OrdersData | null {
  if (data.listTicket > 0) return null;
  const entries = new Map(data.entries);
  for (const order of orders) {
    if (data.applied.has(order.id_pedido)) continue;
    entries.set(order.id_pedido, toEntry(order, now, data.overlay.get(order.id_pedido)));
  }
  return { ...data, entries, load: 'ready', fromCache: true };
}

/** Delivered and cancelled: the platform's day lets these go at midnight (issue 21 §2). */
const FINISHED = new Set(['PD', 'PC']);

/**
 * Pure: the list as the platform's new day has it, before the next list load says so: earlier
 * orders the platform finished leave; pending and in-progress ones stay whatever their age. An
 * order whose finish still waits in the outbox stays too (the platform has not taken it yet).
 */
export function withoutEarlierFinished(data: OrdersData, dayStart: number): OrdersData | null {
  let entries: Map<string, OrderEntry> | null = null;
  for (const [id, entry] of data.entries) {
    if (entry.createdAt === 0 || entry.createdAt >= dayStart || !FINISHED.has(platformOrder(entry).status)) {
      continue;
    }
    entries ??= new Map(data.entries);
    entries.delete(id);
  }
  return entries ? { ...data, entries } : null;
}

/** Cheap structural equality for two parses of the same order. */
function sameOrder(a: LiveOrder, b: LiveOrder): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export const useOrders = create<OrdersState>((set, get) => ({
  ...EMPTY,
  selectedId: null,
  busy: {},
  beginRequest() {
    const ticket = get().ticket + 1;
    set({ ticket });
    return ticket;
  },
  applyOrder(order, ticket, now = Date.now()) {
    const next = mergeOrder(get(), order, ticket, now);
    if (!next) return false;
    set({ entries: next.entries, applied: next.applied });
    return true;
  },
  applyList(orders, ticket, now = Date.now()) {
    const next = mergeList(get(), orders, ticket, now);
    if (!next) return false;
    set({
      entries: next.entries,
      applied: next.applied,
      listTicket: next.listTicket,
      load: next.load,
      syncedAt: next.syncedAt,
      fromCache: next.fromCache,
    });
    return true;
  },
  applyCachedList(orders, now = Date.now()) {
    const next = mergeCachedList(get(), orders, now);
    if (!next) return false;
    set({ entries: next.entries, load: next.load, fromCache: next.fromCache });
    return true;
  },
  // The last known orders stay on screen while the platform's first list fails (the banner says why).
  setLoad: (load) => set((s) => (s.fromCache && load !== 'ready' ? {} : { load })),
  dropEarlierFinished(dayStart) {
    const next = withoutEarlierFinished(get(), dayStart);
    if (next) set({ entries: next.entries });
  },
  select: (selectedId) => set({ selectedId }),
  setBusy: (id, action) =>
    set((s) => {
      const busy = { ...s.busy };
      if (action === null) delete busy[id];
      else busy[id] = action;
      return { busy };
    }),
  setOverlay: (overlay) => {
    const current = get();
    const next = mergeOverlay(current, overlay);
    // Same entries: only the overlay is new, and rows reading entries do not re-render.
    set(next.entries === current.entries ? { overlay } : { entries: next.entries, overlay });
  },
  reset: () =>
    set({ ...EMPTY, entries: new Map(), applied: new Map(), overlay: new Map(), selectedId: null, busy: {} }),
}));

/**
 * Pending orders on the platform right now (the alert sound and the tray count read it): an
 * accept still waiting for the platform leaves the order pending there, so it still counts.
 */
/** Waiting for an answer on the platform (PP): what rings, and what the alert ladder follows. */
export const isPendingEntry = (e: OrderEntry) => (e.waiting?.platformStatus ?? e.order.status) === 'PP';

export function countPending(entries: ReadonlyMap<string, OrderEntry>): number {
  let n = 0;
  for (const e of entries.values()) if (isPendingEntry(e)) n += 1;
  return n;
}
