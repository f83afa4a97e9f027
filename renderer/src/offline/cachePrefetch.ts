/**
 * The desk's start (issue 36 §4): the cached orders are asked for as soon as the stored session
 * is known (bootstrap), while the shell's and the screen's code still load, instead of after the
 * shell mounts; the shell's restore takes that read. And where main's fresh window lands.
 */
import type { OfflineBridge, OrdersCache } from '../../../shared/offline';
import { ORDERS_PATH } from '../../../shared/routes';

let prefetched: { storeId: string; cache: Promise<OrdersCache | null> } | null = null;

/** Starts reading the store's cached orders; a refused read is no cache. */
export function prefetchOrdersCache(
  offline: Pick<OfflineBridge, 'loadOrdersCache'>,
  storeId: string,
): Promise<OrdersCache | null> {
  const cache = offline.loadOrdersCache(storeId).catch(() => null);
  prefetched = { storeId, cache };
  return cache;
}

/** The read started for this store, once (a later login reads again); null when there is none. */
export function takePrefetchedOrdersCache(storeId: string): Promise<OrdersCache | null> | null {
  const taken = prefetched;
  prefetched = null;
  return taken && taken.storeId === storeId ? taken.cache : null;
}

/**
 * Where main's fresh window lands (its URL has no route): a desk in use before the restart, its
 * session live and its day's orders in the cache, opens on Pedidos, the screen a login lands on
 * and a logged-in user is sent to (spec 01 §2), with the cached orders at once. Anything else
 * goes where it was going: web mode, a page with a route (a reload keeps its screen), or a
 * desk with nothing cached (Início, '/').
 */
export function restartLanding(input: {
  kind: 'desktop' | 'web';
  hash: string;
  cachedOrders: number;
}): string | null {
  if (input.kind !== 'desktop' || (input.hash !== '' && input.hash !== '#')) return null;
  return input.cachedOrders > 0 ? ORDERS_PATH : null;
}
