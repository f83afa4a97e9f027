/**
 * The day's last known orders and the shop's details, kept for a desk that starts while the
 * platform does not answer (issue 19 §3). Where they are kept is the platform's (`OfflineBridge`:
 * main's disk, encrypted, or IndexedDB); what is kept and when is decided here.
 *
 * Only what the platform confirmed is written, and only while it answers: a desk showing the cache
 * or waiting changes during an outage would otherwise write its own guesses back as the truth, and
 * move `lastContactAt` past the last real contact.
 */
import { create } from 'zustand';
import { localDay, type OrdersCache } from '../../../shared/offline';
import { parseApiDate } from '../../../shared/format';
import { storeDetailsSchema, type StoreInfo } from '../../../shared/api/platform-v1';
import type { LiveOrder } from '../../../shared/api/live-order';

/**
 * At most one write per this interval: on the desktop each one is a synchronous, fsync'ed,
 * encrypted write in main, and the list changes with every event.
 */
const CACHE_WRITE_INTERVAL_MS = 3_000;
/**
 * While nothing changes, `lastContactAt` is brought up to date this often, so a desk that crashes
 * after a quiet hour does not say the platform was away since an hour ago.
 */
const CACHE_CONTACT_REFRESH_MS = 60_000;

/** What the platform last confirmed, or null when nothing is (no list from the platform yet). */
export interface CacheSnapshot {
  orders: readonly LiveOrder[];
  shop: StoreInfo | null;
}

export interface CacheWriterDeps {
  storeId: string;
  save(cache: OrdersCache): Promise<void>;
  snapshot(): CacheSnapshot | null;
  reachable(): boolean;
  /** When the platform last answered (epoch ms). */
  lastAnsweredAt(): number | null;
  now(): number;
  timers: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
  intervalMs?: number;
  contactRefreshMs?: number;
  warn?(message: string, detail: unknown): void;
}

export interface CacheWriter {
  /** The orders or the shop changed: written now, or at the end of the current interval. */
  changed(): void;
  /** A clean stop (pagehide, the shell unmounting): what is pending is written now. */
  flush(): void;
  /** Brings `lastContactAt` up to date when the last write's is older than the refresh step. */
  refreshContact(): void;
  /** Nothing is written after this (logout: the cache is being cleared). */
  stop(): void;
}

/** The orders created on `day` (local); an order without a readable creation date is left out. */
export function ordersOfDay(orders: readonly LiveOrder[], day: string): LiveOrder[] {
  return orders.filter((o) => {
    const created = parseApiDate(o.data_criacao);
    return created !== null && localDay(created) === day;
  });
}

export function createCacheWriter(deps: CacheWriterDeps): CacheWriter {
  const interval = deps.intervalMs ?? CACHE_WRITE_INTERVAL_MS;
  const refreshStep = deps.contactRefreshMs ?? CACHE_CONTACT_REFRESH_MS;
  const warn = deps.warn ?? ((message, detail) => console.warn(`[offline] ${message}`, detail));
  let dirty = false;
  let stopped = false;
  let lastWrite = Number.NEGATIVE_INFINITY;
  let savedContact: number | null = null;
  let timer: unknown = null;

  function clearTimer() {
    if (timer !== null) deps.timers.clearTimeout(timer);
    timer = null;
  }

  function write() {
    clearTimer();
    if (stopped || !dirty || !deps.reachable()) return;
    const snap = deps.snapshot();
    if (!snap) return;
    const at = deps.now();
    const contact = deps.lastAnsweredAt() ?? at;
    const day = localDay(new Date(at));
    const cache: OrdersCache = {
      version: 1,
      storeId: deps.storeId,
      day,
      lastContactAt: new Date(contact).toISOString(),
      orders: ordersOfDay(snap.orders, day),
      shop: snap.shop ? { ...snap.shop } : null,
    };
    dirty = false;
    lastWrite = at;
    savedContact = contact;
    deps.save(cache).catch((err: unknown) => {
      // Kept for the next change: a failed write must not leave an older snapshot as the last one.
      dirty = true;
      warn('últimos pedidos não gravados', { error: String(err) });
    });
  }

  return {
    changed() {
      if (stopped) return;
      dirty = true;
      if (timer !== null) return;
      const wait = lastWrite + interval - deps.now();
      if (wait <= 0) write();
      else timer = deps.timers.setTimeout(write, wait);
    },
    flush() {
      if (dirty) write();
    },
    refreshContact() {
      const answered = deps.lastAnsweredAt();
      if (answered === null || savedContact === null || answered - savedContact < refreshStep) return;
      this.changed();
    },
    stop() {
      stopped = true;
      clearTimer();
    },
  };
}

/** What the cache said at a cold start: the banner's 'desde HH:MM' before any contact here. */
export const useRestoredCache = create<{ lastContactAt: number | null }>(() => ({ lastContactAt: null }));

/** The cached shop as the panel reads getLoja, or null when it no longer parses. */
export function cachedShop(shop: OrdersCache['shop']): StoreInfo | null {
  if (!shop) return null;
  const parsed = storeDetailsSchema.safeParse(shop);
  return parsed.success ? parsed.data : null;
}
