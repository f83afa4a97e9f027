// @vitest-environment jsdom
// The realtime controller (realtime/ordersSync.ts) behind a fake socket.io client: every
// 'pedido' event type, reconnect → reconciliation, polling while disconnected, waking from
// sleep, malformed events, and the arrival hook — all with fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { io } from 'socket.io-client';
import type { LegacyResult } from '../../../renderer/src/api/http';
import { UNREADABLE_PLATFORM_MESSAGE, type LiveOrder } from '../../../shared/api/live-order';
import { ordersSyncStore } from '../../../renderer/src/orders-live/useOrdersLive';
import {
  createOrdersSync,
  readSyncDebugIntervals,
  SYNC_DEBUG_KEY,
  type OrdersDigest,
  type OrdersSync,
} from '../../../renderer/src/realtime/ordersSync';
import { connectStoreSocket } from '../../../renderer/src/realtime/storeSocket';
import { useOrders } from '../../../renderer/src/stores/orders';
import { fetchOrdersDigest } from '../../../renderer/src/api/orders';
import { fakeApi, json, makeServices } from './helpers';
import { guardedAsync, runawayGuards } from '../../support/runaway';
import { liveOrder } from './orderFixtures';

// A flight of list loads goes on while another load was asked for: one that never ends would
// spin on microtasks past any test timeout. Past this many loads the list stops answering, which
// ends it, and the test fails.
const LIST_BUDGET = 300;
const runaway = runawayGuards();

function fakeIo() {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const socket = {
    on: vi.fn((name: string, cb: (...args: unknown[]) => void) => {
      handlers.set(name, [...(handlers.get(name) ?? []), cb]);
    }),
    // The server acks the join at once: the socket is live right after 'connect'.
    emit: vi.fn((name: string, _canal?: unknown, ack?: (r: unknown) => void) => {
      if (name === 'join') ack?.({ ok: true });
    }),
    removeAllListeners: vi.fn(),
    disconnect: vi.fn(),
  };
  const fire = (name: string, ...args: unknown[]) => handlers.get(name)?.forEach((cb) => cb(...args));
  return { connect: vi.fn(() => socket) as unknown as typeof io, socket, fire };
}

/** The platform as the fake HTTP layer sees it. */
function platform(initial: LiveOrder[] = []) {
  const orders = new Map(initial.map((o) => [o.id_pedido, o]));
  const fetchList = vi.fn(async (): Promise<LegacyResult<LiveOrder[]>> => ({
    ok: true,
    data: [...orders.values()],
  }));
  const fetchOne = vi.fn(async (id: string): Promise<LegacyResult<LiveOrder | null>> => ({
    ok: true,
    data: orders.get(id) ?? null,
  }));
  /** pedidos/resumo; `digest.supported = false` makes it a server without the call. */
  const digest = { supported: true };
  const fetchDigest = vi.fn(async (): Promise<LegacyResult<OrdersDigest>> => {
    if (!digest.supported) return { ok: false, message: 'pedidos/resumo indisponível' };
    const all = [...orders.keys()].map(Number);
    return { ok: true, data: { total: all.length, ultimo_id: all.length ? String(Math.max(...all)) : null } };
  });
  return { orders, fetchList, fetchOne, fetchDigest, digest };
}

interface Setup {
  sync: OrdersSync;
  p: ReturnType<typeof platform>;
  sock: ReturnType<typeof fakeIo>;
  alert: ReturnType<typeof vi.fn>;
  arrivals: string[];
  warn: ReturnType<typeof vi.fn>;
  wake: { fire(reason: 'visible' | 'online'): void };
  disconnect(): void;
}

const running: Setup[] = [];

function setup(
  initial: LiveOrder[] = [],
  prepare?: (p: ReturnType<typeof platform>) => void,
  opts: { digest?: boolean } = {},
): Setup {
  const p = platform(initial);
  prepare?.(p);
  const sock = fakeIo();
  const alert = vi.fn();
  const warn = vi.fn();
  const arrivals: string[] = [];
  let wakeCb: ((r: 'visible' | 'online') => void) | null = null;
  const sync = createOrdersSync({
    fetchList: guardedAsync(runaway.guard('fetchList', LIST_BUDGET), p.fetchList),
    fetchOne: p.fetchOne,
    ...(opts.digest ? { fetchDigest: p.fetchDigest } : {}),
    store: ordersSyncStore,
    alert,
    warn,
    // The fake socket connects when a test fires 'connect': the first list loads at start.
    intervals: { firstListWaitMs: 0 },
    onArrival: (o) => arrivals.push(o.id_pedido),
    subscribeWake: (cb) => {
      wakeCb = cb;
      return () => (wakeCb = null);
    },
    timers: {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    },
  });
  const disconnect = connectStoreSocket(
    { url: 'http://platform.test/loja', canal: 'loja-1', connect: sock.connect },
    {
      onLoja: () => undefined,
      onStatus: (c) => (c ? sync.connected() : sync.disconnected()),
      onPedido: (payload) => sync.handleEvent(payload),
    },
  );
  sync.start();
  const s: Setup = {
    sync,
    p,
    sock,
    alert,
    arrivals,
    warn,
    wake: { fire: (r) => wakeCb?.(r) },
    disconnect: () => {
      disconnect();
      sync.stop();
    },
  };
  running.push(s);
  return s;
}

const ids = () => [...useOrders.getState().entries.keys()].sort();
const statusOf = (id: string) => useOrders.getState().entries.get(id)?.order.status;
/** Lets the fake HTTP promises settle. */
const settle = async () => {
  await vi.advanceTimersByTimeAsync(0);
  runaway.check();
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T12:00:00'));
});
afterEach(() => runaway.done());
afterEach(() => {
  for (const s of running.splice(0)) s.disconnect();
  useOrders.getState().reset();
  vi.useRealTimers();
});

describe('first load', () => {
  it('loads the day on start, without announcing what was already there', async () => {
    const s = setup([liveOrder({ id_pedido: '1' }), liveOrder({ id_pedido: '2', status: 'PA' })]);
    expect(useOrders.getState().load).toBe('loading');
    await settle();
    expect(ids()).toEqual(['1', '2']);
    expect(useOrders.getState().load).toBe('ready');
    expect(s.arrivals).toEqual([]);
  });

  it('a failed first load shows the error state and polling recovers it', async () => {
    setup([liveOrder({ id_pedido: '1' })], (p) => p.fetchList.mockRejectedValueOnce(new Error('offline')));
    await settle();
    expect(useOrders.getState().load).toBe('error');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(useOrders.getState().load).toBe('ready');
    expect(ids()).toEqual(['1']);
  });
});

describe("'pedido' events", () => {
  it("'novo': fetches pedidos/listar/{id}, puts it in, announces it", async () => {
    const s = setup([liveOrder({ id_pedido: '1' })]);
    s.sock.fire('connect');
    await settle();
    s.p.orders.set('2', liveOrder({ id_pedido: '2', data_criacao: '2026-11-21 12:01:00' }));
    s.sock.fire('pedido', { tipo: 'novo', id_pedido: '2' });
    await settle();
    expect(s.p.fetchOne).toHaveBeenCalledWith('2');
    expect(ids()).toEqual(['1', '2']);
    expect(s.arrivals).toEqual(['2']);
  });

  it("'novo' twice (or 'novo' then a reconciliation) is one order and one announcement", async () => {
    const s = setup();
    s.sock.fire('connect');
    await settle();
    s.p.orders.set('3', liveOrder({ id_pedido: '3' }));
    s.sock.fire('pedido', { tipo: 'novo', id_pedido: '3' });
    s.sock.fire('pedido', { tipo: 'novo', id_pedido: 3 });
    await settle();
    await s.sync.reconcile('manual');
    expect(ids()).toEqual(['3']);
    expect(s.arrivals).toEqual(['3']);
  });

  it("'atualiza': fetches and replaces; an unknown order is added", async () => {
    const s = setup([liveOrder({ id_pedido: '1' })]);
    await settle();
    s.p.orders.set('1', liveOrder({ id_pedido: '1', status: 'PA' }));
    s.sock.fire('pedido', { tipo: 'atualiza', id_pedido: '1' });
    await settle();
    expect(statusOf('1')).toBe('PA');
    s.p.orders.set('9', liveOrder({ id_pedido: '9', status: 'PE' }));
    s.sock.fire('pedido', { tipo: 'atualiza', id_pedido: '9' });
    await settle();
    expect(statusOf('9')).toBe('PE');
  });

  it("two quick 'atualiza': the older response arriving last is dropped", async () => {
    const s = setup([liveOrder({ id_pedido: '1' })]);
    await settle();
    let releaseFirst: (v: LegacyResult<LiveOrder | null>) => void = () => undefined;
    s.p.fetchOne
      .mockImplementationOnce(() => new Promise((r) => (releaseFirst = r)))
      .mockImplementationOnce(async () => ({ ok: true, data: liveOrder({ id_pedido: '1', status: 'PE' }) }));
    s.sock.fire('pedido', { tipo: 'atualiza', id_pedido: '1' });
    s.sock.fire('pedido', { tipo: 'atualiza', id_pedido: '1' });
    await settle();
    expect(statusOf('1')).toBe('PE');
    releaseFirst({ ok: true, data: liveOrder({ id_pedido: '1', status: 'PA' }) });
    await settle();
    expect(statusOf('1')).toBe('PE');
  });

  it("'f5pagina' reloads the list", async () => {
    const s = setup([liveOrder({ id_pedido: '1' })]);
    await settle();
    s.p.orders.delete('1');
    s.p.orders.set('5', liveOrder({ id_pedido: '5' }));
    s.sock.fire('pedido', { tipo: 'f5pagina' });
    await settle();
    expect(ids()).toEqual(['5']);
  });

  it("'mensagem' shows the text in an alert", async () => {
    const s = setup();
    s.sock.fire('pedido', { tipo: 'mensagem', texto: 'Promoção termina às 22h' });
    expect(s.alert).toHaveBeenCalledWith('Promoção termina às 22h');
  });

  // The spec names no field for the text: wherever a sensible server puts it, it is shown.
  it.each([
    ['texto', { texto: '  Promoção termina às 22h ' }, 'Promoção termina às 22h'],
    ['mensagem', { mensagem: 'Promoção termina às 22h' }, 'Promoção termina às 22h'],
    ['msg', { msg: 'Promoção termina às 22h' }, 'Promoção termina às 22h'],
    ['message', { message: 'Promoção termina às 22h' }, 'Promoção termina às 22h'],
    ['text', { text: 'Promoção termina às 22h' }, 'Promoção termina às 22h'],
    ['a number', { mensagem: 42 }, '42'],
    ['texto empty, mensagem set', { texto: '  ', mensagem: 'Segunda' }, 'Segunda'],
    ['texto null, msg set', { texto: null, msg: 'Terceira' }, 'Terceira'],
    ['texto an object, text set', { texto: { pt: 'x' }, text: 'Quarta' }, 'Quarta'],
    ['texto and mensagem: texto first', { texto: 'Primeira', mensagem: 'Segunda' }, 'Primeira'],
    ['a very long text, cut', { texto: 'a'.repeat(5000) }, `${'a'.repeat(1999)}…`],
  ])("'mensagem' with its text in %s: shown", (_name, fields, shown) => {
    const s = setup();
    s.sock.fire('pedido', { tipo: 'mensagem', ...fields });
    expect(s.alert).toHaveBeenCalledTimes(1);
    expect(s.alert).toHaveBeenCalledWith(shown);
  });

  it.each([
    ['no field at all', {}],
    ['an empty texto', { texto: '   ' }],
    ['null fields', { texto: null, mensagem: null }],
    ['an object under mensagem', { mensagem: { corpo: 'x' } }],
    ['a list under texto', { texto: ['a', 'b'] }],
    ['an unknown field only', { corpo: 'Aviso' }],
    ['NaN', { mensagem: Number.NaN }],
  ])("'mensagem' with no readable text (%s): says one could not be shown, and logs it", (_name, fields) => {
    const s = setup();
    s.sock.fire('pedido', { tipo: 'mensagem', ...fields });
    expect(s.alert).toHaveBeenCalledWith(UNREADABLE_PLATFORM_MESSAGE);
    expect(UNREADABLE_PLATFORM_MESSAGE).toBe(
      'Recebemos uma mensagem da plataforma que não pôde ser exibida.',
    );
    expect(s.warn).toHaveBeenCalledWith("evento 'mensagem' sem texto legível", {
      campos: Object.keys({ tipo: 'mensagem', ...fields }),
    });
  });

  it.each([
    ['no tipo', { id_pedido: '1' }],
    ['unknown tipo', { tipo: 'apaga', id_pedido: '1' }],
    ['a string', 'novo'],
    ['null', null],
    ['__proto__ payload', JSON.parse('{"__proto__": {"tipo": "novo"}, "id_pedido": "1"}')],
  ])('malformed (%s): logged and skipped', async (_name, payload) => {
    const s = setup([liveOrder({ id_pedido: '1' })]);
    await settle();
    const before = s.p.fetchOne.mock.calls.length;
    const lists = s.p.fetchList.mock.calls.length;
    s.sock.fire('pedido', payload);
    await settle();
    expect(s.p.fetchOne.mock.calls.length).toBe(before);
    expect(s.p.fetchList.mock.calls.length).toBe(lists);
    expect(s.alert).not.toHaveBeenCalled();
    expect(s.warn).toHaveBeenCalledWith("evento 'pedido' malformado ignorado", expect.anything());
    expect(ids()).toEqual(['1']);
  });

  it.each([
    ["'novo' without id", { tipo: 'novo' }],
    ["'novo' with a path for id", { tipo: 'novo', id_pedido: '../admin' }],
    ["'atualiza' with an object id", { tipo: 'atualiza', id_pedido: { $gt: '' } }],
    ["'atualiza' with an empty id", { tipo: 'atualiza', id_pedido: '' }],
  ])('%s: an order changed but which is unreadable, so the list is reloaded', async (_name, payload) => {
    const s = setup([liveOrder({ id_pedido: '1' })]);
    s.sock.fire('connect');
    await settle();
    s.p.orders.set('1', liveOrder({ id_pedido: '1', status: 'PA' }));
    s.p.orders.set('2', liveOrder({ id_pedido: '2' }));
    const lists = s.p.fetchList.mock.calls.length;
    s.sock.fire('pedido', payload);
    await settle();
    expect(s.p.fetchList.mock.calls.length).toBe(lists + 1);
    expect(s.p.fetchOne).not.toHaveBeenCalled();
    expect(ids()).toEqual(['1', '2']);
    expect(statusOf('1')).toBe('PA');
    expect(s.warn).toHaveBeenCalledWith(
      "evento 'pedido' malformado: a lista é recarregada",
      expect.anything(),
    );
  });

  it('a failed per-order fetch is retried by a reconciliation a few seconds later', async () => {
    const s = setup();
    s.sock.fire('connect');
    await settle();
    s.p.orders.set('4', liveOrder({ id_pedido: '4' }));
    s.p.fetchOne.mockRejectedValueOnce(new Error('timeout'));
    s.sock.fire('pedido', { tipo: 'novo', id_pedido: '4' });
    await settle();
    expect(ids()).toEqual([]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(ids()).toEqual(['4']);
    expect(s.arrivals).toEqual(['4']);
  });
});

describe('never miss an order', () => {
  it('every (re)connect reconciles: orders created while disconnected appear', async () => {
    const s = setup([liveOrder({ id_pedido: '1' })]);
    s.sock.fire('connect');
    await settle();
    s.sock.fire('disconnect');
    for (const id of ['2', '3', '4']) s.p.orders.set(id, liveOrder({ id_pedido: id }));
    const calls = s.p.fetchList.mock.calls.length;
    s.sock.fire('connect');
    await settle();
    expect(s.p.fetchList.mock.calls.length).toBe(calls + 1);
    expect(ids()).toEqual(['1', '2', '3', '4']);
    expect(s.arrivals).toEqual(['2', '3', '4']);
  });

  it('with the change check: while disconnected it polls every 10 s; connected, every 5 min', async () => {
    const s = setup([], undefined, { digest: true });
    await settle();
    const count = () => s.p.fetchList.mock.calls.length;
    const start = count();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(count() - start).toBe(3);
    s.sock.fire('connect');
    await settle();
    const connectedAt = count();
    await vi.advanceTimersByTimeAsync(299_000);
    expect(count()).toBe(connectedAt);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(count()).toBe(connectedAt + 1);
    s.sock.fire('disconnect');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(count()).toBe(connectedAt + 2);
  });

  it('withheld events while connected: the periodic reconciliation finds them', async () => {
    const s = setup();
    s.sock.fire('connect');
    await settle();
    s.p.orders.set('7', liveOrder({ id_pedido: '7' }));
    await vi.advanceTimersByTimeAsync(300_000);
    expect(ids()).toEqual(['7']);
  });

  it('withheld novo while connected: the change check finds it within 10 s, without loading the list each time', async () => {
    const s = setup([liveOrder({ id_pedido: '5' })], undefined, { digest: true });
    s.sock.fire('connect');
    await settle();
    const lists = () => s.p.fetchList.mock.calls.length;
    const afterConnect = lists();
    // Nothing changes: only the small check runs.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.p.fetchDigest).toHaveBeenCalledTimes(6);
    expect(lists()).toBe(afterConnect);
    // An order whose 'novo' is lost.
    s.p.orders.set('9', liveOrder({ id_pedido: '9' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ids()).toEqual(['5', '9']);
    expect(lists()).toBe(afterConnect + 1);
    expect(s.arrivals).toContain('9');
    // Seen now: the next checks load nothing.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(lists()).toBe(afterConnect + 1);
  });

  it('an order that arrived by its event is not loaded again by the check', async () => {
    const s = setup([], undefined, { digest: true });
    s.sock.fire('connect');
    await settle();
    const afterConnect = s.p.fetchList.mock.calls.length;
    s.p.orders.set('3', liveOrder({ id_pedido: '3' }));
    s.sock.fire('pedido', { tipo: 'novo', id_pedido: '3' });
    await settle();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(ids()).toEqual(['3']);
    expect(s.p.fetchList.mock.calls.length).toBe(afterConnect);
  });

  it('a lost older order (the newest came by its event) is found by the count', async () => {
    const s = setup([], undefined, { digest: true });
    s.sock.fire('connect');
    await settle();
    await vi.advanceTimersByTimeAsync(10_000); // first check: the baseline
    s.p.orders.set('3', liveOrder({ id_pedido: '3' }));
    s.p.orders.set('4', liveOrder({ id_pedido: '4' }));
    s.sock.fire('pedido', { tipo: 'novo', id_pedido: '4' });
    await settle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ids()).toEqual(['3', '4']);
  });

  it('a server without pedidos/resumo: one try, then only the periodic list', async () => {
    const s = setup([], (p) => (p.digest.supported = false), { digest: true });
    s.sock.fire('connect');
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.p.fetchDigest).toHaveBeenCalledTimes(1);
    expect(s.warn).toHaveBeenCalledWith('verificação de mudanças indisponível', expect.anything());
  });

  /** fetchDigest through the real HTTP layer, over a platform whose pedidos/resumo answers `answer`. */
  type Platform = ReturnType<typeof platform>;
  const digestAnswering = (answer: (p: Platform) => Response) => (p: Platform) => {
    const { api } = makeServices({ fetch: fakeApi({ 'GET v1 pedidos/resumo': () => answer(p) }).fetch });
    p.fetchDigest.mockImplementation(() => fetchOrdersDigest(api));
  };

  it.each<[string, () => Response]>([
    ['405', () => json({ message: 'Method Not Allowed' }, 405)],
    ['400', () => json({ status: false, erro: 'Rota inválida' }, 400)],
    ['403', () => json({ message: 'Forbidden' }, 403)],
    ['500', () => json({ message: 'Server Error' }, 500)],
    ['a 200 of another shape', () => json({ status: true, pedidos: [] })],
    ['a 200 that is not JSON', () => new Response('<html>ok</html>', { status: 200 })],
  ])(
    'pedidos/resumo answering %s: the list is the check from then on, a lost novo within 30 s',
    async (_name, answer) => {
      const s = setup([liveOrder({ id_pedido: '5' })], digestAnswering(answer), { digest: true });
      s.sock.fire('connect');
      await settle();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(s.p.fetchDigest).toHaveBeenCalledTimes(1);
      expect(s.warn).toHaveBeenCalledWith('verificação de mudanças indisponível', expect.anything());
      await vi.advanceTimersByTimeAsync(600_000);
      s.p.orders.set('9', liveOrder({ id_pedido: '9' }));
      await vi.advanceTimersByTimeAsync(30_000);
      expect(ids()).toEqual(['5', '9']);
      // An answer that is not a digest is not asked again.
      expect(s.p.fetchDigest).toHaveBeenCalledTimes(1);
    },
  );

  it.each<[string, () => Response]>([
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch')) as unknown as Response],
    ['a 503', () => json({ message: 'Service Unavailable' }, 503)],
  ])(
    'pedidos/resumo unanswered (%s): the list is the check while it lasts; the digest takes over again',
    async (_name, failure) => {
      let away = true;
      const answer = (p: Platform) => {
        if (away) return failure();
        const all = [...p.orders.keys()].map(Number);
        return json({ status: true, total: all.length, ultimo_id: String(Math.max(...all)) });
      };
      const s = setup([liveOrder({ id_pedido: '5' })], digestAnswering(answer), { digest: true });
      s.sock.fire('connect');
      await settle();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(s.warn).toHaveBeenCalledWith('falha ao verificar mudanças nos pedidos', expect.anything());
      // Past the minute after connecting: the list every 25 s, the digest still asked every 10 s.
      const lists = s.p.fetchList.mock.calls.length;
      const digests = s.p.fetchDigest.mock.calls.length;
      s.p.orders.set('9', liveOrder({ id_pedido: '9' }));
      await vi.advanceTimersByTimeAsync(30_000);
      expect(ids()).toEqual(['5', '9']);
      expect(s.p.fetchList.mock.calls.length - lists).toBe(1);
      expect(s.p.fetchDigest.mock.calls.length - digests).toBe(3);
      // Answered again: the cheap check finds what events miss, the list back at 5 min.
      away = false;
      await vi.advanceTimersByTimeAsync(10_000);
      const recovered = s.p.fetchList.mock.calls.length;
      await vi.advanceTimersByTimeAsync(200_000);
      expect(s.p.fetchList.mock.calls.length).toBe(recovered);
      s.p.orders.set('10', liveOrder({ id_pedido: '10' }));
      await vi.advanceTimersByTimeAsync(10_000);
      expect(ids()).toEqual(['10', '5', '9']);
    },
  );

  it('without pedidos/resumo the list is the check: 10 s for a minute after connecting, then 25 s', async () => {
    const s = setup([], (p) => (p.digest.supported = false), { digest: true });
    s.sock.fire('connect');
    await settle();
    const count = () => s.p.fetchList.mock.calls.length;
    // The failed change check (10 s) switches to the list: then every 10 s until 60 s.
    await vi.advanceTimersByTimeAsync(10_000);
    const switched = count();
    await vi.advanceTimersByTimeAsync(49_000);
    expect(count() - switched).toBe(4);
    await vi.advanceTimersByTimeAsync(1_000);
    const settled = count();
    await vi.advanceTimersByTimeAsync(100_000);
    expect(count() - settled).toBe(4);
    // Another reconnect: fast again (its own reconcile, then 10 s).
    s.sock.fire('disconnect');
    s.sock.fire('connect');
    await settle();
    const again = count();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(count() - again).toBe(2);
  });

  it('without a change check a lost novo is on screen within 30 s, also long after connecting', async () => {
    const s = setup([liveOrder({ id_pedido: '5' })]);
    s.sock.fire('connect');
    await settle();
    await vi.advanceTimersByTimeAsync(600_000);
    s.p.orders.set('9', liveOrder({ id_pedido: '9' }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(ids()).toContain('9');
    expect(s.arrivals).toEqual(['9']);
  });

  it('with a working change check the list stays at 5 min after a reconnect', async () => {
    const s = setup([], undefined, { digest: true });
    s.sock.fire('connect');
    await settle();
    const start = s.p.fetchList.mock.calls.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(s.p.fetchList.mock.calls.length).toBe(start);
  });

  it('disconnected: no change check (the list is polled)', async () => {
    const s = setup([], undefined, { digest: true });
    await settle();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(s.p.fetchDigest).not.toHaveBeenCalled();
  });

  it('waking from sleep (a timer gap over 30 s) reconciles at once', async () => {
    const s = setup();
    s.sock.fire('connect');
    await settle();
    const before = s.p.fetchList.mock.calls.length;
    // The machine slept: the wall clock jumped, the timers did not run.
    vi.setSystemTime(Date.now() + 45 * 60_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(s.p.fetchList.mock.calls.length).toBe(before + 1);
  });

  it.each(['visible', 'online'] as const)('the page becoming %s reconciles', async (reason) => {
    const s = setup();
    await settle();
    const before = s.p.fetchList.mock.calls.length;
    s.wake.fire(reason);
    await settle();
    expect(s.p.fetchList.mock.calls.length).toBe(before + 1);
  });

  it('reconciliations do not pile up: one in flight plus at most one more', async () => {
    const s = setup();
    await settle();
    let release: () => void = () => undefined;
    s.p.fetchList.mockImplementationOnce(
      () => new Promise((r) => (release = () => r({ ok: true, data: [] }))),
    );
    const before = s.p.fetchList.mock.calls.length;
    void s.sync.reconcile('manual');
    void s.sync.reconcile('visible');
    void s.sync.reconcile('online');
    void s.sync.reconcile('wake');
    release();
    await settle();
    expect(s.p.fetchList.mock.calls.length).toBe(before + 2);
  });

  it('a list read before an event’s fetch completed does not undo that event', async () => {
    const s = setup([liveOrder({ id_pedido: '1' })]);
    await settle();
    let release: () => void = () => undefined;
    // The reconciliation reads the old state (PP) but answers late.
    s.p.fetchList.mockImplementationOnce(() => {
      const snapshot = [liveOrder({ id_pedido: '1', status: 'PP' })];
      return new Promise((r) => (release = () => r({ ok: true, data: snapshot })));
    });
    void s.sync.reconcile('manual');
    s.p.orders.set('1', liveOrder({ id_pedido: '1', status: 'PA' }));
    s.sock.fire('pedido', { tipo: 'atualiza', id_pedido: '1' });
    await settle();
    expect(statusOf('1')).toBe('PA');
    release();
    await settle();
    expect(statusOf('1')).toBe('PA');
  });

  it('stop() ends every timer and ignores late answers', async () => {
    const s = setup();
    await settle();
    s.disconnect();
    const before = s.p.fetchList.mock.calls.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(s.p.fetchList.mock.calls.length).toBe(before);
  });
});

describe('debug intervals (localStorage)', () => {
  const storage = (value: string | null) => ({
    getItem: (k: string) => (k === SYNC_DEBUG_KEY ? value : null),
  });
  it.each([
    [null, {}],
    ['{"reconcileMs":1500,"pollMs":1000}', { reconcileMs: 1500, pollMs: 1000 }],
    ['{"reconcileMs":10}', { reconcileMs: 250 }],
    ['{"firstListWaitMs":500}', { firstListWaitMs: 500 }],
    ['{"reconcileMs":"1"}', {}],
    ['{"evil":1}', {}],
    ['não é json', {}],
  ])('%s → %j', (value, expected) => {
    expect(readSyncDebugIntervals(storage(value))).toEqual(expected);
  });

  it("reads the page's localStorage by default; blocked storage is no override", () => {
    window.localStorage.setItem(SYNC_DEBUG_KEY, '{"pollMs":1000}');
    try {
      expect(readSyncDebugIntervals()).toEqual({ pollMs: 1000 });
    } finally {
      window.localStorage.removeItem(SYNC_DEBUG_KEY);
    }
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(readSyncDebugIntervals()).toEqual({});
    } finally {
      blocked.mockRestore();
    }
  });
});

describe("refreshOrder after a status change, beside the platform's own event", () => {
  async function connected() {
    const s = setup([
      liveOrder({ id_pedido: '1', status: 'PP' }),
      liveOrder({ id_pedido: '2', status: 'PP' }),
    ]);
    s.sock.fire('connect');
    await settle();
    s.p.fetchOne.mockClear();
    return s;
  }

  it("an 'atualiza' that came after the change was sent stands for the refresh: one fetch, the same wait", async () => {
    const s = await connected();
    const sentAt = Date.now();
    vi.advanceTimersByTime(5);
    s.p.orders.set('1', liveOrder({ id_pedido: '1', status: 'PA' }));
    s.sock.fire('pedido', { tipo: 'atualiza', id_pedido: '1' });
    const refreshed = s.sync.refreshOrder('1', { since: sentAt });
    await settle();
    await refreshed;
    expect(s.p.fetchOne.mock.calls).toEqual([['1']]);
    expect(statusOf('1')).toBe('PA');
    // Also when the event fetch started the very moment the change left.
    s.sock.fire('pedido', { tipo: 'atualiza', id_pedido: '2' });
    await s.sync.refreshOrder('2', { since: Date.now() });
    expect(s.p.fetchOne.mock.calls).toEqual([['1'], ['2']]);
  });

  it('fetches when the event came before the change was sent, for another order, or without `since`', async () => {
    const s = await connected();
    s.sock.fire('pedido', { tipo: 'atualiza', id_pedido: '1' });
    await settle();
    vi.advanceTimersByTime(5);
    await s.sync.refreshOrder('1', { since: Date.now() });
    expect(s.p.fetchOne.mock.calls).toEqual([['1'], ['1']]);
    await s.sync.refreshOrder('2', { since: Date.now() - 1000 });
    expect(s.p.fetchOne.mock.calls).toEqual([['1'], ['1'], ['2']]);
    await s.sync.refreshOrder('1');
    expect(s.p.fetchOne.mock.calls).toEqual([['1'], ['1'], ['2'], ['1']]);
  });

  it('remembers the event fetches of the last hundred orders only', async () => {
    const s = await connected();
    const since = Date.now();
    for (let n = 1; n <= 101; n++) s.sock.fire('pedido', { tipo: 'atualiza', id_pedido: String(n) });
    await settle();
    s.p.fetchOne.mockClear();
    await s.sync.refreshOrder('2', { since });
    expect(s.p.fetchOne).not.toHaveBeenCalled();
    await s.sync.refreshOrder('1', { since });
    expect(s.p.fetchOne.mock.calls).toEqual([['1']]);
    // An order's newer event moves it to the newest: 2 stays remembered past 101 more.
    s.sock.fire('pedido', { tipo: 'atualiza', id_pedido: '2' });
    for (let n = 200; n < 299; n++) s.sock.fire('pedido', { tipo: 'atualiza', id_pedido: String(n) });
    await settle();
    s.p.fetchOne.mockClear();
    await s.sync.refreshOrder('2', { since });
    expect(s.p.fetchOne).not.toHaveBeenCalled();
  });
});
