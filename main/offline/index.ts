/**
 * Where the desktop keeps what working through a platform outage needs (issue 19): the outbox of
 * staff actions and the day's last known orders, in `dataDir` (userData in Electron). The
 * renderer decides what waits and sends it; this only keeps it. Files are read on the first call,
 * so building the store touches no disk.
 */
import path from 'node:path';
import type { BridgeHandlers } from '../../shared/bridge';
import type { OfflineBridge } from '../../shared/offline';
import type { SafeStorageLike } from '../deps';
import type { Logger } from '../log/logger';
import { createOrdersCacheStore } from './orders-cache';
import { createOutboxStore } from './outbox-store';

export const OUTBOX_FILE = 'outbox.json';
export const ORDERS_CACHE_FILE = 'orders-cache.json';

export interface OfflineStoreDeps {
  dataDir: string;
  /** Already wrapped by withWeakKeychainCheck (main/storage/secret-storage.ts). */
  safeStorage: SafeStorageLike;
  log: Logger;
  /** The clock (ms): the cache's day and the copies of damaged files. Defaults to Date.now. */
  now?(): number;
}

export type OfflineStore = ReturnType<typeof createOfflineStore>;

export function createOfflineStore(deps: OfflineStoreDeps) {
  const now = deps.now ?? Date.now;
  const outbox = createOutboxStore({ file: path.join(deps.dataDir, OUTBOX_FILE), log: deps.log, now });
  const ordersCache = createOrdersCacheStore({
    file: path.join(deps.dataDir, ORDERS_CACHE_FILE),
    safeStorage: deps.safeStorage,
    log: deps.log,
    now,
  });

  const ipc = {
    listOutbox: () => outbox.list(),
    addToOutbox: (entry) => outbox.add(entry),
    markOutboxSending: (id) => outbox.markSending(id),
    removeFromOutbox: (id) => outbox.remove(id),
    listOutboxNotices: () => outbox.listNotices(),
    addOutboxNotice: (notice) => outbox.addNotice(notice),
    dismissOutboxNotice: (id) => outbox.dismissNotice(id),
    loadOrdersCache: (storeId) => ordersCache.load(storeId),
    saveOrdersCache: (cache) => ordersCache.save(cache),
    clearOrdersCache: () => ordersCache.clear(),
  } satisfies BridgeHandlers<OfflineBridge>;

  return { outbox, ordersCache, ipc, close: () => outbox.close() };
}
