/**
 * A start with a stored session (issue 36 §4): the shell's code, the landing screen's code and
 * the cached orders all start loading at once, instead of one after the other as the router
 * renders (shell, then screen, then the shell's cache read), and the app's first render waits for
 * that code, so the shell and the screen commit together without their loading fallbacks (each
 * fallback holds the next reveal for 300 ms: app/preloadable.ts). Main's fresh window of a desk
 * in use lands on Pedidos (restartLanding).
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

/** Loads code ahead; each settles when its code is here or failed (app/preloadable.ts). */
export interface StartCode {
  shell(): Promise<void>;
  screen(path: string): Promise<void>;
}

const APP_CODE: StartCode = { shell: preloadShell, screen: preloadScreen };

/** Settles when the cached orders are asked for and the code of the shell and of the landing screen is here. */
export async function warmStart(
  platform: Pick<Platform, 'kind' | 'offline'>,
  storeId: string,
  page: { location: Pick<Location, 'hash'>; history: Pick<History, 'replaceState'> } = window,
  code: StartCode = APP_CODE,
): Promise<void> {
  const cache = prefetchOrdersCache(platform.offline, storeId);
  void cache.then(() => markStart('cache'));
  const loads = [code.shell()];
  const { hash } = page.location;
  if (platform.kind !== 'desktop' || (hash !== '' && hash !== '#')) {
    loads.push(code.screen(routeOfHash(hash)));
    await Promise.all(loads);
    return;
  }
  // Main's fresh window: likely Pedidos; the cached orders decide, before the router reads the hash.
  loads.push(code.screen(ORDERS_PATH));
  const landing = restartLanding({
    kind: platform.kind,
    hash,
    cachedOrders: (await cache)?.orders.length ?? 0,
  });
  if (landing) page.history.replaceState(null, '', `#${landing}`);
  else loads.push(code.screen('/'));
  await Promise.all(loads);
}
