/**
 * A start with a stored session (issue 36 §4): the shell's code, the landing screen's code and
 * the cached orders all start loading at once, instead of one after the other as the router
 * renders (shell, then screen, then the shell's cache read). Main's fresh window of a desk in use
 * lands on Pedidos (restartLanding).
 */
import { ORDERS_PATH } from '../../../shared/routes';
import { prefetchOrdersCache, restartLanding } from '../offline/cachePrefetch';
import type { Platform } from '../platform';
import { markStart } from '../offline/startMarks';
import { preloadShell } from './guards';
import { preloadScreen } from './registry';

/** The route a hash names ('#/pedidos?x' → '/pedidos'; none → '/'). */
export function routeOfHash(hash: string): string {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0] ?? '';
  return path === '' ? '/' : path;
}

export async function warmStart(
  platform: Pick<Platform, 'kind' | 'offline'>,
  storeId: string,
  page: { location: Pick<Location, 'hash'>; history: Pick<History, 'replaceState'> } = window,
): Promise<void> {
  const cache = prefetchOrdersCache(platform.offline, storeId);
  void cache.then(() => markStart('cache'));
  preloadShell();
  const { hash } = page.location;
  if (platform.kind !== 'desktop' || (hash !== '' && hash !== '#')) {
    preloadScreen(routeOfHash(hash));
    return;
  }
  // Main's fresh window: likely Pedidos; the cached orders decide, before the router reads the hash.
  preloadScreen(ORDERS_PATH);
  const landing = restartLanding({
    kind: platform.kind,
    hash,
    cachedOrders: (await cache)?.orders.length ?? 0,
  });
  if (landing) page.history.replaceState(null, '', `#${landing}`);
  else preloadScreen('/');
}
