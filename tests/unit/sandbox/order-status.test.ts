import { describe, expect, it } from 'vitest';
import type { Order, OrderEvent, OrdersResponse } from '../../../shared/api/platform-v1';
import { collect, joinStore, sleep, useSandbox, refusal } from './helpers';

type Status = 'PP' | 'PA' | 'PI' | 'PL' | 'LE' | 'LI' | 'LG' | 'PE' | 'PICKUP_READY' | 'PD' | 'PC';
const ALL: Status[] = ['PP', 'PA', 'PI', 'PL', 'LE', 'LI', 'LG', 'PE', 'PICKUP_READY', 'PD', 'PC'];
const MUDA: Status[] = ['PL', 'LE', 'LI', 'LG'];
const AFTER_PRODUCTION: Status[] = ['LE', 'LI', 'LG', 'PE', 'PICKUP_READY', 'PD', 'PC'];

/** The platform's rules as spec 01 §4 reads (pickup order, so PICKUP_READY is possible). */
const ALLOWED: Record<Status, Status[]> = {
  PP: ['PA', 'PI', 'PC'],
  PA: ['PI', 'PL', ...AFTER_PRODUCTION],
  PI: ['PL', ...AFTER_PRODUCTION],
  PL: AFTER_PRODUCTION,
  LI: ['PL', 'LE', 'LG', 'PE', 'PICKUP_READY', 'PD', 'PC'],
  LG: ['PL', 'LE', 'LI', 'PE', 'PICKUP_READY', 'PD', 'PC'],
  LE: ['PE', 'PD', 'PC'],
  PE: ['PD', 'PC'],
  PICKUP_READY: ['PD', 'PC'],
  PD: [],
  PC: [],
};

describe('sandbox order status changes', () => {
  const sb = useSandbox();

  /** A new order of store 1 in `status` (LI/LG via PA, as only mudaStatus sets them). */
  async function orderIn(status: Status, overrides: Record<string, unknown> = {}): Promise<string> {
    const initial = status === 'LI' || status === 'LG' ? 'PA' : status;
    const res = await sb.control<{ pedido: Order }>('orders', { status: initial, emit: false, overrides });
    const id = res.body.pedido.id_pedido;
    if (initial !== status) await sb.control(`orders/${id}/status`, { status, origem: 'loja' });
    return id;
  }
  const muda = (id: string, novo_status: string, obs = '') =>
    sb.call(`/api/v1/pedidos/mudaStatus/${id}`, { hash: sb.hash, form: { novo_status, obs } });
  const put = (id: string, body: Record<string, unknown>, h = sb.hash) =>
    sb.call(`/api/json/orders/${id}`, { hash: h, method: 'PUT', json: body });
  const change = (id: string, to: Status) =>
    MUDA.includes(to)
      ? muda(id, to)
      : put(
          id,
          to === 'PC' ? { new_status: to, motivo_cancelamento: 'Cliente não atende' } : { new_status: to },
        );
  const fetchOrder = async (id: string): Promise<Order> =>
    (await sb.call<OrdersResponse>(`/api/v1/pedidos/listar/${id}`, { hash: sb.hash })).body
      .pedidos[0] as Order;

  it('routes PL, LE, LI, LG through mudaStatus and every other status through PUT orders/{id}', async () => {
    const id = await orderIn('PA');
    for (const other of ['PA', 'PI', 'PE', 'PD', 'PC', 'PICKUP_READY', 'XX', '']) {
      const res = await muda(id, other);
      expect(res.status, other).toBe(200);
      expect(res.body).toEqual(refusal('Status inválido para esta chamada.'));
    }
    for (const production of [...MUDA, 'XX', '']) {
      const res = await put(id, { new_status: production });
      expect(res.status, production).toBe(422);
      expect(res.body).toEqual({ status: false, message: 'Status inválido para esta chamada.' });
    }
    expect((await fetchOrder(id)).status).toBe('PA');
    expect((await muda(id, 'PL', 'forno 2')).body).toEqual({
      status: true,
      mensagem: 'Status do pedido alterado.',
    });
    expect((await put(id, { new_status: 'PE', obs: 'motoboy João' })).body).toEqual({
      status: true,
      message: 'Status do pedido alterado.',
    });
    const order = await fetchOrder(id);
    expect(order.status).toBe('PE');
    expect(order.pedidoObj.andamentos.slice(-2).map((a) => a.label)).toEqual([
      'Pedido em produção (forno 2)',
      'Pedido enviado (motoboy João)',
    ]);
    expect(order.pedidoObj.andamentos.at(-1)?.value).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('follows the transition table for every pair of statuses', async () => {
    const failures: string[] = [];
    for (const from of ALL) {
      for (const to of ALL) {
        if (from === to) continue;
        const id = await orderIn(from, { retirada_local: true });
        const res = await change(id, to);
        const ok = (res.body as { status: boolean }).status === true;
        if (ok !== ALLOWED[from].includes(to)) failures.push(`${from}→${to}: ${JSON.stringify(res.body)}`);
        const now = (await fetchOrder(id)).status;
        if (now !== (ok ? to : from)) failures.push(`${from}→${to} left ${now}`);
      }
    }
    expect(failures).toEqual([]);
    // Some forty orders through real HTTP: seconds on a loaded two-core runner, not a hang.
  }, 30_000);

  it('refuses final orders, unknown orders, a cancel without reason and pickup-ready deliveries', async () => {
    for (const final of ['PD', 'PC'] as const) {
      const id = await orderIn(final);
      expect(await put(id, { new_status: 'PA' })).toMatchObject({
        status: 422,
        body: { status: false, message: 'Pedido já finalizado.' },
      });
      expect((await muda(id, 'PL')).body).toEqual(refusal('Pedido já finalizado.'));
    }
    for (const missing of ['999999', 'abc', '1%20OR%201%3D1']) {
      expect(await put(missing, { new_status: 'PA' })).toMatchObject({
        status: 404,
        body: { status: false, message: 'Pedido não encontrado.' },
      });
      expect(await muda(missing, 'PL')).toMatchObject({
        status: 404,
        body: { status: false, erro: 'Pedido não encontrado.' },
      });
    }
    const pending = await orderIn('PP');
    for (const motivo of [undefined, '', '   ']) {
      const res = await put(pending, { new_status: 'PC', motivo_cancelamento: motivo });
      expect(res).toMatchObject({
        status: 422,
        body: { status: false, message: 'Informe o motivo do cancelamento.' },
      });
    }
    const delivery = await orderIn('PA', { retirada_local: false });
    const res = await put(delivery, { new_status: 'PICKUP_READY' });
    expect(res.status).toBe(422);
    expect((await fetchOrder(delivery)).status).toBe('PA');
    // Another store's order does not exist for this session.
    const moema = await sb.login('moema');
    expect((await put(pending, { new_status: 'PA' }, moema)).status).toBe(404);
  });

  it('announces each change once, stores the cancel reason and stops the countdown on accept', async () => {
    const socket = sb.socket();
    await joinStore(socket);
    const events = collect<OrderEvent>(socket, 'pedido');
    const id = await orderIn('PP');
    expect((await fetchOrder(id)).segundos).toBeGreaterThan(500);

    expect((await put(id, { new_status: 'PA', obs: 'auto' })).body).toMatchObject({ status: true });
    expect((await put(id, { new_status: 'PA' })).body).toMatchObject({ status: true }); // idempotent
    let order = await fetchOrder(id);
    expect(order.segundos).toBe(0);
    expect(order.pedidoObj.andamentos.map((a) => a.label)).toEqual([
      'Pedido realizado',
      'Pedido aceito (auto)',
    ]);

    expect((await muda(id, 'PL')).body).toMatchObject({ status: true });
    expect((await muda(id, 'PL')).body).toMatchObject({ status: true });
    const reason = 'Cliente pediu item indisponível';
    expect((await put(id, { new_status: 'PC', motivo_cancelamento: reason })).body).toMatchObject({
      status: true,
    });
    expect((await put(id, { new_status: 'PC', motivo_cancelamento: reason })).body).toMatchObject({
      status: true,
    });
    await sleep(150);
    expect(events).toEqual([
      { tipo: 'atualiza', id_pedido: id },
      { tipo: 'atualiza', id_pedido: id },
      { tipo: 'atualiza', id_pedido: id },
    ]);
    order = await fetchOrder(id);
    expect(order.status).toBe('PC');
    expect(order.motivo_cancelamento).toBe(reason);
    expect(order.pedidoObj.andamentos.map((a) => a.label)).toEqual([
      'Pedido realizado',
      'Pedido aceito (auto)',
      'Pedido em produção',
      'Pedido cancelado pela loja',
    ]);
  });

  it('takes a customer cancellation through the control API as atualiza after PC', async () => {
    const socket = sb.socket();
    await joinStore(socket);
    const id = await orderIn('PP');
    const events = collect<OrderEvent>(socket, 'pedido');
    let statusWhenAnnounced = '';
    socket.on('pedido', () => {
      void fetchOrder(id).then((o) => (statusWhenAnnounced = o.status));
    });
    const res = await sb.control<{ ok: boolean; changed: boolean; pedido: Order }>(`orders/${id}/status`, {
      status: 'PC',
    });
    expect(res.body).toMatchObject({ ok: true, changed: true });
    expect(res.body.pedido.motivo_cancelamento).toBe('Cliente pediu para cancelar');
    expect(res.body.pedido.pedidoObj.andamentos.at(-1)?.label).toBe('Pedido cancelado pelo cliente');
    await sleep(150);
    expect(events).toEqual([{ tipo: 'atualiza', id_pedido: id }]);
    expect(statusWhenAnnounced).toBe('PC');
    // The platform rules apply to control changes too, unless forced for test set-up.
    expect(await sb.control(`orders/${id}/status`, { status: 'PA' })).toMatchObject({
      status: 422,
      body: { ok: false, message: 'Pedido já finalizado.' },
    });
    const pending = await orderIn('PP');
    expect((await sb.control(`orders/${pending}/status`, { status: 'PD' })).status).toBe(422);
    expect((await sb.control(`orders/${pending}/status`, { status: 'PD', force: true })).status).toBe(200);
    expect((await sb.control('orders/999999/status', { status: 'PA' })).status).toBe(404);
  });

  it('refuses malformed status bodies with the base error shapes', async () => {
    const id = await orderIn('PA');
    const bad = await sb.call(`/api/v1/pedidos/mudaStatus/${id}`, {
      hash: sb.hash,
      form: { novo_status: ['PL', 'LE'] },
    });
    expect(bad).toMatchObject({ status: 400, body: { status: false, erro: 'Requisição inválida.' } });
    const badJson = await put(id, { new_status: { $ne: null } });
    expect(badJson.status).toBe(400);
    expect(
      (await sb.call(`/api/json/orders/${id}`, { method: 'PUT', json: { new_status: 'PD' } })).status,
    ).toBe(401);
    expect((await fetchOrder(id)).status).toBe('PA');
  });
});
