/**
 * The cache of the day's last known orders for the session (issue 19 §3): read once when the shell
 * mounts, shown while no list came from the platform; written while the platform answers.
 */
import { browserTimers } from '../realtime/ordersSync';
import { useEffect } from 'react';
import type { OfflineBridge } from '../../../shared/offline';
import type { LiveOrder } from '../../../shared/api/live-order';
import { platformOrder, useOrders } from '../stores/orders';
import { useSession } from '../stores/session';
import { useShop } from '../stores/shop';
import { useServices } from '../services/services';
import { connectivity, useConnectivity } from './connectivity';
import { takePrefetchedOrdersCache } from './cachePrefetch';
import { markStart } from './startMarks';
import { cachedShop, createCacheWriter, useRestoredCache, type CacheSnapshot } from './ordersCache';

/**
 * A pending order's accept window (`segundos`) as it was at the last contact, less the time since:
 * a countdown from the cache must not show more time than the order has left.
 */
export function rebaseCountdowns(
  orders: readonly LiveOrder[],
  lastContactAt: number,
  now: number,
): LiveOrder[] {
  const elapsed = Number.isNaN(lastContactAt) ? 0 : Math.max(0, Math.floor((now - lastContactAt) / 1000));
  return orders.map((o) => (o.segundos > 0 ? { ...o, segundos: Math.max(0, o.segundos - elapsed) } : o));
}

/** The cache's orders and shop shown where the platform has not answered yet; true when shown. */
export async function restoreOrdersCache(
  offline: Pick<OfflineBridge, 'loadOrdersCache'>,
  storeId: string,
  alive: () => boolean = () => true,
  now: () => number = Date.now,
): Promise<boolean> {
  const cache = await (takePrefetchedOrdersCache(storeId) ?? offline.loadOrdersCache(storeId)).catch(
    () => null,
  );
  if (!cache || !alive()) return false;
  const at = Date.parse(cache.lastContactAt);
  const shown = useOrders.getState().applyCachedList(rebaseCountdowns(cache.orders, at, now()), now());
  markStart('rows');
  const shop = cachedShop(cache.shop);
  if (shop && !useShop.getState().info) useShop.getState().setInfo(shop);
  useRestoredCache.setState({ lastContactAt: Number.isNaN(at) ? null : at });
  return shown;
}

/** What the platform confirmed: nothing while the list on screen is the cache or not loaded. */
export function confirmedSnapshot(): CacheSnapshot | null {
  const orders = useOrders.getState();
  if (orders.listTicket === 0 || orders.fromCache) return null;
  return {
    orders: [...orders.entries.values()].map(platformOrder),
    shop: useShop.getState().info,
  };
}

export function useOrdersCache(): void {
  const { platform } = useServices();
  const offline = platform.offline;
  const storeId = useSession((s) => s.user?.id_estabelecimento ?? null);

  useEffect(() => {
    if (!storeId) return;
    markStart('shell');
    let alive = true;
    void restoreOrdersCache(offline, storeId, () => alive).then((shown) => {
      // Started on the cache: a hung platform would hold the desk's own first loads for their
      // whole timeout before the banner said anything; the probe gives up in a second or two.
      if (shown && alive && useOrders.getState().fromCache) connectivity.hint();
    });

    const writer = createCacheWriter({
      storeId,
      save: (cache) => offline.saveOrdersCache(cache),
      snapshot: confirmedSnapshot,
      reachable: () => useConnectivity.getState().reachable,
      lastAnsweredAt: () => connectivity.lastAnsweredAt(),
      now: () => Date.now(),
      timers: browserTimers,
    });
    // The store's change renders first; the snapshot (every order of the day, copied and handed to
    // storage) follows in a task of its own. Written from inside the change, it held the new row's
    // commit back by the whole write at 2,000 orders (a CPU profile of bench/orders.ts, issue 35 §3).
    let queued: number | null = null;
    const changedLater = () => {
      if (queued !== null) return;
      queued = window.setTimeout(() => {
        queued = null;
        writer.changed();
      }, 0);
    };
    const offOrders = useOrders.subscribe((s, prev) => {
      if (s.entries !== prev.entries) changedLater();
    });
    const offShop = useShop.subscribe((s, prev) => {
      if (s.info !== prev.info) writer.changed();
    });
    const contact = window.setInterval(() => writer.refreshContact(), 10_000);
    const onPageHide = () => writer.flush();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      alive = false;
      offOrders();
      offShop();
      if (queued !== null) {
        window.clearTimeout(queued);
        queued = null;
        writer.changed();
      }
      window.clearInterval(contact);
      window.removeEventListener('pagehide', onPageHide);
      // A logout has already asked the platform to clear the cache: writing now would bring it back.
      if (useSession.getState().user?.id_estabelecimento === storeId) writer.flush();
      writer.stop();
      useRestoredCache.setState({ lastContactAt: null });
    };
  }, [offline, storeId]);
}
