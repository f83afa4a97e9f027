// A desktop desk started again (issue 36 §4): the cached orders are asked for as soon as the
// stored session is known, once, and a restart of a desk in use opens on the orders screen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDay, type OrdersCache } from '../../../shared/offline';
import {
  prefetchOrdersCache,
  restartLanding,
  takePrefetchedOrdersCache,
} from '../../../renderer/src/offline/cachePrefetch';
import { routeOfHash, warmStart } from '../../../renderer/src/app/deskStart';
import { restoreOrdersCache } from '../../../renderer/src/offline/useOrdersCache';
import { useOrders } from '../../../renderer/src/stores/orders';
import { liveOrder } from './orderFixtures';

afterEach(() => {
  useOrders.getState().reset();
  takePrefetchedOrdersCache('');
});

const cache = (storeId: string): OrdersCache => ({
  version: 1,
  storeId,
  day: localDay(new Date()),
  lastContactAt: new Date().toISOString(),
  orders: [liveOrder({ id_pedido: '7' })],
  shop: null,
});

describe("the desk's start reads the cached orders early", () => {
  it('the shell takes the read started at the start instead of asking main again', async () => {
    const loadOrdersCache = vi.fn(async (storeId: string) => cache(storeId));
    void prefetchOrdersCache({ loadOrdersCache }, '42');
    expect(await restoreOrdersCache({ loadOrdersCache }, '42')).toBe(true);
    expect(loadOrdersCache).toHaveBeenCalledTimes(1);
    expect([...useOrders.getState().entries.keys()]).toEqual(['7']);
  });

  it('once only, and only for its store: a later login reads again', async () => {
    const loadOrdersCache = vi.fn(async (storeId: string) => cache(storeId));
    void prefetchOrdersCache({ loadOrdersCache }, '42');
    expect(takePrefetchedOrdersCache('43')).toBeNull();
    void prefetchOrdersCache({ loadOrdersCache }, '42');
    expect(takePrefetchedOrdersCache('42')).not.toBeNull();
    expect(takePrefetchedOrdersCache('42')).toBeNull();
  });

  it('a refused read is no cache, not a failed start', async () => {
    const loadOrdersCache = vi.fn(async () => {
      throw new Error('disco');
    });
    expect(await prefetchOrdersCache({ loadOrdersCache }, '42')).toBeNull();
  });
});

describe('where a restart lands', () => {
  it("main's fresh window with a live session and cached orders opens on Pedidos", () => {
    expect(restartLanding({ kind: 'desktop', hash: '', cachedOrders: 3 })).toBe('/pedidos');
  });

  it.each([
    ['web mode', { kind: 'web' as const, hash: '', cachedOrders: 3 }],
    [
      'a route already asked for (a reload keeps its screen)',
      { kind: 'desktop' as const, hash: '#/', cachedOrders: 3 },
    ],
    ['another screen', { kind: 'desktop' as const, hash: '#/relatorio', cachedOrders: 3 }],
    ["no cached orders (the spec's Início)", { kind: 'desktop' as const, hash: '', cachedOrders: 0 }],
  ])('%s: where it was going', (_name, input) => {
    expect(restartLanding(input)).toBeNull();
  });
});

describe('the start with a stored session', () => {
  const page = (hash: string) => ({ location: { hash }, history: { replaceState: vi.fn() } });
  /** Code that loads at once, recording what was asked for. */
  const code = () => ({
    shell: vi.fn(async () => undefined),
    screen: vi.fn(async (_path: string) => undefined),
  });

  it("main's fresh window of a desk in use is sent to Pedidos before the router reads the hash", async () => {
    const p = page('');
    const c = code();
    await warmStart(
      { kind: 'desktop', offline: { loadOrdersCache: async (id: string) => cache(id) } } as never,
      '42',
      p,
      c,
    );
    expect(p.history.replaceState).toHaveBeenCalledWith(null, '', '#/pedidos');
    expect(c.shell).toHaveBeenCalledTimes(1);
    expect(c.screen.mock.calls).toEqual([['/pedidos']]);
    // The shell's restore finds the read already made.
    expect(takePrefetchedOrdersCache('42')).not.toBeNull();
  });

  it("the app's first render waits for the shell's and the screen's code, asked with the cache", async () => {
    let shellLoaded: () => void = () => undefined;
    let screenLoaded: () => void = () => undefined;
    const loadOrdersCache = vi.fn(async (id: string) => cache(id));
    const c = {
      shell: vi.fn(() => new Promise<void>((resolve) => (shellLoaded = resolve))),
      screen: vi.fn(() => new Promise<void>((resolve) => (screenLoaded = resolve))),
    };
    let settled = false;
    const started = warmStart(
      { kind: 'desktop', offline: { loadOrdersCache } } as never,
      '42',
      page(''),
      c,
    ).then(() => (settled = true));
    // All three asked at once.
    expect(loadOrdersCache).toHaveBeenCalledTimes(1);
    expect(c.shell).toHaveBeenCalledTimes(1);
    expect(c.screen).toHaveBeenCalledTimes(1);
    shellLoaded();
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(false);
    screenLoaded();
    await started;
    expect(settled).toBe(true);
  });

  it('nothing cached, a route asked for, or web mode: the page goes where it was going', async () => {
    const empty = { loadOrdersCache: async () => null };
    const full = { loadOrdersCache: async (id: string) => cache(id) };
    for (const [kind, hash, offline] of [
      ['desktop', '', empty],
      ['desktop', '#/relatorio', full],
      ['web', '', full],
    ] as const) {
      const p = page(hash);
      const c = code();
      await warmStart({ kind, offline } as never, '42', p, c);
      expect(p.history.replaceState).not.toHaveBeenCalled();
      // The screen it goes to is loaded ahead (Início when nothing is cached).
      expect(c.screen).toHaveBeenLastCalledWith(hash === '#/relatorio' ? '/relatorio' : '/');
    }
  });

  it.each([
    ['', '/'],
    ['#/', '/'],
    ['#/pedidos', '/pedidos'],
    ['#/relatorio?de=1', '/relatorio'],
  ])('the route of %j is %s', (hash, route) => {
    expect(routeOfHash(hash)).toBe(route);
  });
});
