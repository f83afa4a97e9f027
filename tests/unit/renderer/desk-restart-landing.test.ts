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

  it("main's fresh window of a desk in use is sent to Pedidos before the router reads the hash", async () => {
    const p = page('');
    await warmStart(
      { kind: 'desktop', offline: { loadOrdersCache: async (id: string) => cache(id) } } as never,
      '42',
      p,
    );
    expect(p.history.replaceState).toHaveBeenCalledWith(null, '', '#/pedidos');
    // The shell's restore finds the read already made.
    expect(takePrefetchedOrdersCache('42')).not.toBeNull();
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
      await warmStart({ kind, offline } as never, '42', p);
      expect(p.history.replaceState).not.toHaveBeenCalled();
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
