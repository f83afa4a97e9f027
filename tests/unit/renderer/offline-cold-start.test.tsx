// A desk that starts during an outage (issue 19 §3): the cache of the day's last known orders
// (written only while the platform answers, throttled, today's only), the cache shown under any
// platform answer, the outage banner, no error dialog for the shell's background loads, and what
// happens when the platform answers again.
import { IDBFactory } from 'fake-indexeddb';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { localDay, type OrdersCache } from '../../../shared/offline';
import { closeUnansweredErrorDialog, createApiClient } from '../../../renderer/src/api/http';
import { DialogHost } from '../../../renderer/src/components/feedback/DialogHost';
import { dialogs, useDialogStore } from '../../../renderer/src/components/feedback/dialogs';
import { useConnectivity } from '../../../renderer/src/offline/connectivity';
import { createDesk } from '../../../renderer/src/offline/desk';
import { createCacheWriter, ordersOfDay, useRestoredCache } from '../../../renderer/src/offline/ordersCache';
import { lastContact, OutageBanner, outageText } from '../../../renderer/src/offline/OutageBanner';
import {
  confirmedSnapshot,
  rebaseCountdowns,
  restoreOrdersCache,
} from '../../../renderer/src/offline/useOrdersCache';
import { createWebPlatform } from '../../../renderer/src/platform/web';
import { signOut } from '../../../renderer/src/features/auth/session';
import { useOrders } from '../../../renderer/src/stores/orders';
import { useSession } from '../../../renderer/src/stores/session';
import { useShop } from '../../../renderer/src/stores/shop';
import { createMemoryOfflineStore } from '../../support/offline-store';
import { ADMIN, CONFIG, fakeApi, json } from './helpers';
import { liveOrder } from './orderFixtures';

afterEach(() => {
  useOrders.getState().reset();
  useShop.getState().reset();
  useConnectivity.setState({ reachable: true, downSince: null });
  useRestoredCache.setState({ lastContactAt: null });
  dialogs.clear();
});

const store = () => useOrders.getState();
const statusOf = (id: string) => store().entries.get(id)?.order.status;

/** 2026-11-21 12:40 local: the fixtures' orders are created that day at 12:30. */
const NOON = new Date(2026, 10, 21, 12, 40).getTime();

function writerRig(opts: { reachable?: boolean; snapshot?: boolean } = {}) {
  let now = NOON;
  let reachable = opts.reachable ?? true;
  const pending: { at: number; fn: () => void }[] = [];
  const saved: OrdersCache[] = [];
  let answeredAt: number | null = NOON - 5_000;
  const orders = [
    liveOrder({ id_pedido: '1' }),
    liveOrder({ id_pedido: '2', data_criacao: '2026-11-20 23:50:00' }),
  ];
  const writer = createCacheWriter({
    storeId: '42',
    save: async (c) => {
      saved.push(c);
    },
    snapshot: () => (opts.snapshot === false ? null : { orders, shop: null }),
    reachable: () => reachable,
    lastAnsweredAt: () => answeredAt,
    now: () => now,
    timers: {
      setTimeout: (fn, ms) => {
        const t = { at: now + ms, fn };
        pending.push(t);
        return t;
      },
      clearTimeout: (h) => {
        const i = pending.indexOf(h as (typeof pending)[number]);
        if (i >= 0) pending.splice(i, 1);
      },
    },
  });
  return {
    writer,
    saved,
    advance(ms: number) {
      now += ms;
      for (const t of [...pending].sort((a, b) => a.at - b.at)) {
        if (t.at > now) continue;
        pending.splice(pending.indexOf(t), 1);
        t.fn();
      }
    },
    setReachable: (v: boolean) => (reachable = v),
    answer: (at: number) => (answeredAt = at),
    get now() {
      return now;
    },
  };
}

describe('the cache writer', () => {
  it('writes at once, then at most once per 3 s, on the trailing edge with the latest change', () => {
    const r = writerRig();
    r.writer.changed();
    expect(r.saved).toHaveLength(1);
    r.advance(500);
    r.writer.changed();
    r.advance(500);
    r.writer.changed();
    expect(r.saved).toHaveLength(1);
    r.advance(1_999);
    expect(r.saved).toHaveLength(1);
    r.advance(1);
    expect(r.saved).toHaveLength(2);
    r.advance(10_000);
    expect(r.saved).toHaveLength(2);
  });

  it("keeps today's orders only, with the store, the day and the last contact", () => {
    const r = writerRig();
    r.writer.changed();
    const [cache] = r.saved;
    expect(cache).toMatchObject({ version: 1, storeId: '42', day: '2026-11-21', shop: null });
    expect(cache?.orders.map((o) => o.id_pedido)).toEqual(['1']);
    expect(cache?.lastContactAt).toBe(new Date(NOON - 5_000).toISOString());
    expect(ordersOfDay([liveOrder({ data_criacao: '' })], '2026-11-21')).toEqual([]);
  });

  it('writes nothing while the platform does not answer; the change is written once it does', () => {
    const r = writerRig({ reachable: false });
    r.writer.changed();
    r.advance(5_000);
    expect(r.saved).toHaveLength(0);
    r.setReachable(true);
    r.writer.changed();
    expect(r.saved).toHaveLength(1);
  });

  it('writes nothing before the platform confirmed a list (the cache on screen is not rewritten)', () => {
    const r = writerRig({ snapshot: false });
    r.writer.changed();
    r.writer.flush();
    expect(r.saved).toHaveLength(0);
  });

  it('a clean stop writes what is pending at once; after stop() nothing is written', () => {
    const r = writerRig();
    r.writer.changed();
    r.advance(100);
    r.writer.changed();
    r.writer.flush();
    expect(r.saved).toHaveLength(2);
    r.writer.flush();
    expect(r.saved).toHaveLength(2);
    r.advance(100);
    r.writer.changed();
    r.writer.stop();
    r.advance(10_000);
    r.writer.flush();
    expect(r.saved).toHaveLength(2);
  });

  it('brings the last contact up to date once a minute while nothing changes', () => {
    const r = writerRig();
    r.writer.changed();
    r.answer(NOON + 30_000);
    r.writer.refreshContact();
    r.advance(5_000);
    expect(r.saved).toHaveLength(1);
    r.answer(NOON + 60_000);
    r.writer.refreshContact();
    r.advance(5_000);
    expect(r.saved).toHaveLength(2);
    expect(r.saved[1]?.lastContactAt).toBe(new Date(NOON + 60_000).toISOString());
  });

  it('only a list the platform gave is a snapshot to write', () => {
    expect(confirmedSnapshot()).toBeNull();
    store().applyCachedList([liveOrder({ id_pedido: '1' })]);
    expect(confirmedSnapshot()).toBeNull();
    store().applyList([liveOrder({ id_pedido: '2' })], store().beginRequest());
    expect(confirmedSnapshot()?.orders.map((o) => o.id_pedido)).toEqual(['2']);
  });
});

describe('the cached list never beats the platform', () => {
  it('cache first, then the real list: the real list replaces it whole', () => {
    const ticket = store().beginRequest();
    expect(store().applyCachedList([liveOrder({ id_pedido: '1' }), liveOrder({ id_pedido: '9' })])).toBe(
      true,
    );
    expect(store().load).toBe('ready');
    expect(store().fromCache).toBe(true);
    expect(store().applyList([liveOrder({ id_pedido: '1', status: 'PA' })], ticket)).toBe(true);
    expect([...store().entries.keys()]).toEqual(['1']);
    expect(statusOf('1')).toBe('PA');
    expect(store().fromCache).toBe(false);
  });

  it('the real list first, then the cache (a slow disk): the cache is ignored', () => {
    store().applyList([liveOrder({ id_pedido: '1', status: 'PA' })], store().beginRequest());
    expect(
      store().applyCachedList([liveOrder({ id_pedido: '1', status: 'PP' }), liveOrder({ id_pedido: '9' })]),
    ).toBe(false);
    expect([...store().entries.keys()]).toEqual(['1']);
    expect(statusOf('1')).toBe('PA');
  });

  it('an order response before the cache keeps what it wrote; one after replaces the cached order', () => {
    const early = store().beginRequest();
    const late = store().beginRequest();
    store().applyOrder(liveOrder({ id_pedido: '1', status: 'PA' }), early);
    store().applyCachedList([
      liveOrder({ id_pedido: '1', status: 'PP' }),
      liveOrder({ id_pedido: '2', status: 'PP' }),
    ]);
    expect(statusOf('1')).toBe('PA');
    expect(statusOf('2')).toBe('PP');
    expect(store().applyOrder(liveOrder({ id_pedido: '2', status: 'PI' }), late)).toBe(true);
    expect(statusOf('2')).toBe('PI');
  });

  it('a failing first list leaves the cached orders on screen (the banner says why)', () => {
    store().applyCachedList([liveOrder({ id_pedido: '1' })]);
    store().setLoad('error');
    expect(store().load).toBe('ready');
  });
});

describe('the cold start', () => {
  it('shows the cached orders and shop, and remembers the last contact for the banner', async () => {
    const memory = createMemoryOfflineStore();
    const shop = {
      id_estabelecimento: '42',
      fechado: 'N',
      nome: 'Loja',
      entrega_minimo: 30,
      entrega_maximo: 50,
    };
    await memory.saveOrdersCache({
      version: 1,
      storeId: '42',
      day: localDay(new Date()),
      lastContactAt: new Date(NOON).toISOString(),
      orders: [liveOrder({ id_pedido: '7' })],
      shop,
    });
    expect(await restoreOrdersCache(memory, '42')).toBe(true);
    expect([...store().entries.keys()]).toEqual(['7']);
    expect(useShop.getState().info).toMatchObject({ fechado: 'N', entrega_minimo: 30, entrega_maximo: 50 });
    expect(useRestoredCache.getState().lastContactAt).toBe(NOON);
  });

  it('a pending countdown from the cache runs from the last contact, never longer', () => {
    const orders = [
      liveOrder({ id_pedido: '1', segundos: 300 }),
      liveOrder({ id_pedido: '2', segundos: 30 }),
    ];
    expect(rebaseCountdowns(orders, NOON, NOON + 60_000).map((o) => o.segundos)).toEqual([240, 0]);
  });

  it('a shop the platform already gave is kept', async () => {
    const memory = createMemoryOfflineStore();
    useShop.getState().setInfo({ id_estabelecimento: '42', fechado: 'S', nome: 'Real' } as never);
    await memory.saveOrdersCache({
      version: 1,
      storeId: '42',
      day: localDay(new Date()),
      lastContactAt: new Date(NOON).toISOString(),
      orders: [],
      shop: { id_estabelecimento: '42', fechado: 'N', nome: 'Cache' },
    });
    await restoreOrdersCache(memory, '42');
    expect(useShop.getState().info?.nome).toBe('Real');
  });
});

describe('the outage banner', () => {
  it('says since when, HH:MM 24 h, from the last contact', () => {
    expect(outageText(new Date(2026, 10, 21, 21, 5).getTime())).toBe(
      'Sem conexão com a plataforma desde 21:05 — exibindo os últimos pedidos conhecidos',
    );
    expect(lastContact(1, 2, 3)).toBe(1);
    expect(lastContact(null, 2, 3)).toBe(2);
    expect(lastContact(null, null, 3)).toBe(3);
  });

  it('shows while the platform does not answer, as a status with an icon, and goes when it answers', () => {
    useRestoredCache.setState({ lastContactAt: new Date(2026, 10, 21, 8, 7).getTime() });
    const { container } = render(<OutageBanner lastAnsweredAt={() => null} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => useConnectivity.setState({ reachable: false, downSince: NOON }));
    expect(screen.getByRole('status').textContent).toBe(
      'Sem conexão com a plataforma desde 08:07 — exibindo os últimos pedidos conhecidos',
    );
    expect(container.querySelector('svg')).not.toBeNull();
    act(() => useConnectivity.setState({ reachable: true, downSince: null }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

const anything = z.unknown();

function http(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  render(<DialogHost />);
  return createApiClient(CONFIG.api, {
    getHash: () => 'h4sh',
    onUnauthorized: vi.fn(),
    reload: vi.fn(),
    fetch: api.fetch,
    timeoutMs: 1000,
  });
}

const refused = () => {
  throw new TypeError('Failed to fetch');
};

describe('background loads while the platform does not answer', () => {
  it('unansweredIsBanner: no dialog for no answer or a 503, the usual one for an answer', async () => {
    const api = http({
      'GET v1 a': refused,
      'GET v1 b': () => json({}, 503),
      'GET v1 c': () => json({}, 500),
    });
    await expect(api.legacy('v1', 'get', 'a', anything, { unansweredIsBanner: true })).rejects.toThrow();
    await expect(api.legacy('v1', 'get', 'b', anything, { unansweredIsBanner: true })).rejects.toThrow();
    expect(useDialogStore.getState().queue).toHaveLength(0);
    await expect(api.legacy('v1', 'get', 'c', anything, { unansweredIsBanner: true })).rejects.toThrow();
    expect(
      await screen.findByRole('alertdialog', { name: 'Ops! Ocorreu um erro inesperado 500!' }),
    ).toBeTruthy();
  });

  it("a staff action keeps 'Ops! … 0!', closed once the platform answers again", async () => {
    const api = http({ 'POST v1 a': refused });
    await expect(api.legacy('v1', 'post', 'a', anything)).rejects.toThrow();
    expect(
      await screen.findByRole('alertdialog', { name: 'Ops! Ocorreu um erro inesperado 0!' }),
    ).toBeTruthy();
    act(() => closeUnansweredErrorDialog());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('a dialog about an answer (500) stays when the platform answers again', async () => {
    const api = http({ 'POST v1 a': () => json({}, 500) });
    await expect(api.legacy('v1', 'post', 'a', anything)).rejects.toThrow();
    await screen.findByRole('alertdialog', { name: 'Ops! Ocorreu um erro inesperado 500!' });
    act(() => closeUnansweredErrorDialog());
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});

describe('when the platform answers again', () => {
  it('the outbox is sent first, then the list is reconciled and the shop read again, always', async () => {
    const order: string[] = [];
    const memory = createMemoryOfflineStore();
    let reachable = true;
    const desk = createDesk({
      store: memory,
      send: async () => {
        order.push('send');
        return { kind: 'applied' };
      },
      verify: async () => ({ kind: 'pending' }),
      reachable: () => reachable,
      scope: () => ({ storeId: '42', userId: '7' }),
      refreshOrder: async () => {},
      reconcile: async () => void order.push('reconcile'),
      refreshShop: async () => void order.push('shop'),
      alert: () => {},
    });
    // Nothing waited: the list and the shop are read anyway.
    await desk.recover();
    expect(order).toEqual(['reconcile', 'shop']);
    order.length = 0;
    reachable = false;
    await memory.addToOutbox({
      id: 'e1',
      storeId: '42',
      userId: '7',
      pressedAt: new Date(NOON).toISOString(),
      action: { kind: 'store-open', open: true },
    });
    await desk.start();
    reachable = true;
    await desk.recover();
    await waitFor(() => expect(order).toEqual(['send', 'reconcile', 'shop']));
    desk.stop();
  });
});

describe('logout', () => {
  it("the renderer's sign-out forgets the day's orders (web mode, IndexedDB)", async () => {
    const factory = new IDBFactory();
    Object.defineProperty(window, 'indexedDB', { value: factory, configurable: true });
    try {
      const platform = createWebPlatform(window);
      await platform.session.save(ADMIN);
      useSession.getState().setUser(ADMIN);
      const cache: OrdersCache = {
        version: 1,
        storeId: ADMIN.id_estabelecimento,
        day: localDay(new Date()),
        lastContactAt: new Date().toISOString(),
        orders: [liveOrder({ id_pedido: '5' })],
        shop: null,
      };
      await platform.offline.saveOrdersCache(cache);
      expect(await platform.offline.loadOrdersCache(ADMIN.id_estabelecimento)).not.toBeNull();
      await signOut(platform, 'user');
      expect(await createWebPlatform(window).offline.loadOrdersCache(ADMIN.id_estabelecimento)).toBeNull();
    } finally {
      Reflect.deleteProperty(window, 'indexedDB');
    }
  });
});
