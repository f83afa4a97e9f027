import { describe, expect, it } from 'vitest';
import type { Order, OrderEvent, OrdersResponse, StoreEvent } from '../../../shared/api/platform-v1';
import { simulateFromEnv } from '../../../sandbox/server';
import { createSimulator, nextDelayMs } from '../../../sandbox/orders/simulator';
import { collect, eventually, joinStore, sleep, startTestSandbox, useSandbox } from './helpers';

/** The order a 'pedido' event names ('f5pagina' names none). */
const idOf = (event: OrderEvent): unknown => ('id_pedido' in event ? event.id_pedido : undefined);

describe('sandbox order traffic', () => {
  const sb = useSandbox();
  const list = async (): Promise<Order[]> =>
    (await sb.call<OrdersResponse>('/api/v1/pedidos/listar', { hash: sb.hash })).body.pedidos;

  it('is quiet unless asked', async () => {
    expect((await sb.call('/control/simulate')).body).toMatchObject({ ok: true, ordersPerMinute: 0 });
  });

  it('withholds store events while asked (dropped, not queued), then sends again', async () => {
    const socket = sb.socket();
    await joinStore(socket);
    const pedidos = collect<OrderEvent>(socket, 'pedido');
    const lojas = collect<StoreEvent>(socket, 'loja');
    expect((await sb.control('socket/withhold', { on: true })).body).toEqual({ ok: true, withholding: true });
    const created = await sb.control<{ pedido: Order }>('orders', {});
    const id = created.body.pedido.id_pedido;
    await sb.control(`orders/${id}/status`, { status: 'PC' });
    await sb.control('store', { fechado: 'S' });
    expect((await sb.control('events/pedido', { tipo: 'f5pagina' })).body).toEqual({
      ok: true,
      emitted: false,
    });
    await sleep(200);
    expect(pedidos).toEqual([]);
    expect(lojas).toEqual([]);
    // The data changed all the same: a client that reloads sees it.
    expect((await list()).find((o) => o.id_pedido === id)?.status).toBe('PC');

    await sb.control('socket/withhold', { on: false });
    const next = await sb.control<{ pedido: Order }>('orders', {});
    await eventually(() =>
      expect(pedidos).toEqual([{ tipo: 'novo', id_pedido: next.body.pedido.id_pedido }]),
    );
    await sleep(100);
    expect(pedidos).toHaveLength(1);
  });

  it('sends the platform events f5pagina and mensagem to the store room', async () => {
    const socket = sb.socket();
    await joinStore(socket);
    const events = collect<OrderEvent>(socket, 'pedido');
    await sb.control('events/pedido', { tipo: 'f5pagina' });
    await sb.control('events/pedido', { tipo: 'mensagem', texto: 'Atenção: <b>manutenção</b> às 23h' });
    await eventually(() =>
      expect(events).toEqual([
        { tipo: 'f5pagina' },
        { tipo: 'mensagem', texto: 'Atenção: <b>manutenção</b> às 23h' },
      ]),
    );
    expect((await sb.control('events/pedido', { tipo: 'outro' })).status).toBe(400);
  });

  it('creates 2,000 orders in one call, in well under a few seconds', async () => {
    const started = performance.now();
    const res = await sb.control<{ created: number; ids: string[]; elapsedMs: number }>('orders', {
      count: 2000,
      status: 'mix',
      emit: false,
    });
    const wall = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(2000);
    expect(new Set(res.body.ids).size).toBe(2000);
    expect(wall).toBeLessThan(3000);
    const pedidos = await list();
    expect(pedidos).toHaveLength(12 + 2000);
    expect(new Set(pedidos.map((o) => o.status)).size).toBeGreaterThanOrEqual(8);
    expect((await sb.control('orders', { count: 10_001 })).status).toBe(400);
  });

  it('announces each order of a small batch unless emit is false', async () => {
    const socket = sb.socket();
    await joinStore(socket);
    const events = collect<OrderEvent>(socket, 'pedido');
    const quiet = await sb.control<{ ids: string[] }>('orders', { count: 3, emit: false });
    const loud = await sb.control<{ ids: string[] }>('orders', { count: 3, seed: 99 });
    await eventually(() => expect(events.map(idOf)).toEqual(loud.body.ids));
    expect(events.every((e) => e.tipo === 'novo')).toBe(true);
    expect(quiet.body.ids.some((id) => loud.body.ids.includes(id))).toBe(false);
  });

  it('simulates arrivals at a rate and stops on 0', async () => {
    const socket = sb.socket();
    await joinStore(socket);
    const events = collect<OrderEvent>(socket, 'pedido');
    const on = await sb.control('simulate', { ordersPerMinute: 1200, cancelChance: 0 });
    expect(on.body).toMatchObject({ ok: true, ordersPerMinute: 1200, cancelChance: 0 });
    await eventually(() => expect(events.filter((e) => e.tipo === 'novo').length).toBeGreaterThanOrEqual(3));
    await sb.control('simulate', { ordersPerMinute: 0 });
    const seen = events.length;
    await sleep(250);
    expect(events.length).toBe(seen);
    const ids = new Set((await list()).map((o) => o.id_pedido));
    for (const e of events) expect(ids.has(idOf(e) as string)).toBe(true);
    expect((await sb.control('simulate', { ordersPerMinute: -1 })).status).toBe(400);
  });

  it('lets a simulated customer cancel a pending order (atualiza → PC)', async () => {
    const socket = sb.socket();
    await joinStore(socket);
    const events = collect<OrderEvent>(socket, 'pedido');
    await sb.control('simulate', { ordersPerMinute: 1200, cancelChance: 1 });
    await eventually(() => expect(events.some((e) => e.tipo === 'atualiza')).toBe(true));
    await sb.control('simulate', { ordersPerMinute: 0 });
    const cancelled = events.find((e) => e.tipo === 'atualiza')?.id_pedido as string;
    const order = (await sb.call<OrdersResponse>(`/api/v1/pedidos/listar/${cancelled}`, { hash: sb.hash }))
      .body.pedidos[0];
    expect(order?.status).toBe('PC');
    expect(order?.motivo_cancelamento).toBe('Cliente pediu para cancelar');
    expect(order?.pedidoObj.andamentos.at(-1)?.label).toBe('Pedido cancelado pelo cliente');
    const state = await sb.call<{ created: number; cancelled: number }>('/control/simulate');
    expect(state.body.cancelled).toBeGreaterThanOrEqual(1);
  });

  it('reset stops a simulation started through the control API', async () => {
    await sb.control('simulate', { ordersPerMinute: 600 });
    await sb.control('reset');
    expect((await sb.call('/control/simulate')).body).toMatchObject({ ordersPerMinute: 0 });
  });
});

describe('sandbox started with simulate', () => {
  it('sends the first order soon, and close() stops it', async () => {
    const sb = await startTestSandbox({ simulate: { ordersPerMinute: 3000, cancelChance: 0 } });
    try {
      expect(sb.handle.simulating).toBe(3000);
      const socket = sb.socket();
      await joinStore(socket);
      const events = collect<OrderEvent>(socket, 'pedido');
      await eventually(() => expect(events.length).toBeGreaterThanOrEqual(1));
      expect(events[0]?.tipo).toBe('novo');
      await sb.control('reset'); // back to the start-up rate, not off
      expect((await sb.call('/control/simulate')).body).toMatchObject({ ordersPerMinute: 3000 });
    } finally {
      await sb.close();
    }
  });

  it.each([
    [{}, undefined],
    [{ SANDBOX_SIMULATE_RATE: '' }, undefined],
    [{ SANDBOX_SIMULATE_RATE: 'abc' }, undefined],
    [{ SANDBOX_SIMULATE_RATE: '0' }, undefined],
    [{ SANDBOX_SIMULATE_RATE: ' 6 ' }, { ordersPerMinute: 6 }],
  ])('reads SANDBOX_SIMULATE_RATE %j', (env, expected) => {
    expect(simulateFromEnv(env)).toEqual(expected);
  });
});

describe('simulator scheduling', () => {
  function fakeClock() {
    const timers: { fn: () => void; ms: number; unrefd: boolean }[] = [];
    return {
      timers,
      setTimer: (fn: () => void, ms: number) => {
        const t = { fn, ms, unrefd: false };
        timers.push(t);
        return { unref: () => (t.unrefd = true) };
      },
      clearTimer: (t: unknown) => void t,
      fire: () => timers.shift()?.fn(),
    };
  }

  it('puts the first order within ~10 s, then jitters around the rate', () => {
    for (const r of [0, 0.5, 0.999]) {
      expect(nextDelayMs(6, true, () => r)).toBeLessThanOrEqual(10_000);
      const later = nextDelayMs(6, false, () => r);
      expect(later).toBeGreaterThanOrEqual(5_000);
      expect(later).toBeLessThanOrEqual(15_000);
      expect(nextDelayMs(600, true, () => r)).toBeLessThanOrEqual(150);
    }
  });

  it('creates orders on each tick with unref’d timers, cancels by chance, stops cleanly', () => {
    const clock = fakeClock();
    let created = 0;
    const cancelled: number[] = [];
    const sim = createSimulator({
      createOrder: () => void (created += 1),
      cancelPending: (pick) => (cancelled.push(pick([7, 8, 9])), true),
      random: () => 0.5,
      setTimer: clock.setTimer,
      clearTimer: clock.clearTimer,
    });
    sim.configure({ ordersPerMinute: 60, cancelChance: 0.6 });
    expect(clock.timers[0]?.unrefd).toBe(true);
    clock.fire();
    clock.fire();
    expect(created).toBe(2);
    expect(cancelled).toEqual([8, 8]);
    expect(clock.timers[0]?.ms).toBe(1000);
    sim.configure({ ordersPerMinute: 60, cancelChance: 0.1 });
    clock.timers.splice(0, clock.timers.length - 1);
    clock.fire();
    expect(cancelled).toHaveLength(2);
    sim.stop();
    expect(sim.state()).toMatchObject({ ordersPerMinute: 0, created: 3, cancelled: 2 });
  });

  it('stops when a tick fails instead of crashing the process', () => {
    const clock = fakeClock();
    const errors: unknown[] = [];
    const sim = createSimulator({
      createOrder: () => {
        throw new Error('database closed');
      },
      cancelPending: () => false,
      setTimer: clock.setTimer,
      clearTimer: clock.clearTimer,
      onError: (e) => errors.push(e),
    });
    sim.configure({ ordersPerMinute: 60 });
    clock.fire();
    expect(errors).toHaveLength(1);
    expect(clock.timers).toHaveLength(0);
    expect(sim.state().ordersPerMinute).toBe(0);
  });
});
