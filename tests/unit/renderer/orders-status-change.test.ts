// Which call changes a status (spec 01 §4, §7) and what it sends; the in-flight lock.
import { describe, expect, it, vi } from 'vitest';
import { changeOrderStatus, statusChangeRoute } from '../../../renderer/src/api/orders';
import { runStatusChange } from '../../../renderer/src/orders-live/useOrderCommands';
import { useOrders } from '../../../renderer/src/stores/orders';
import { fakeApi, json, makeServices, type Call } from './helpers';

describe('statusChangeRoute', () => {
  it.each([
    ['PL', 'legacy'],
    ['LE', 'legacy'],
    ['LI', 'legacy'],
    ['LG', 'legacy'],
    ['PA', 'json'],
    ['PE', 'json'],
    ['PICKUP_READY', 'json'],
    ['PD', 'json'],
    ['PC', 'json'],
  ])('to %s → %s', (status, route) => {
    expect(statusChangeRoute(status)).toBe(route);
  });
});

const order = { id_pedido: '48201', orderId: '9001', status: 'PA' };

describe('changeOrderStatus', () => {
  it('to a production status: POST v1 pedidos/mudaStatus/{id_pedido} form novo_status, obs', async () => {
    const api = fakeApi({ 'POST v1 pedidos/mudaStatus/48201': { status: true, mensagem: 'ok' } });
    const { api: client } = makeServices({ fetch: api.fetch });
    expect(await changeOrderStatus(client, { order, newStatus: 'PL' })).toEqual({ ok: true });
    expect(api.calls[0]?.body).toBe('novo_status=PL&obs=');
  });

  it('mudaStatus status false: the server message as detail', async () => {
    const api = fakeApi({
      'POST v1 pedidos/mudaStatus/48201': { status: false, erro: 'Pedido já finalizado.' },
    });
    const { api: client } = makeServices({ fetch: api.fetch });
    expect(await changeOrderStatus(client, { order, newStatus: 'LE' })).toEqual({
      ok: false,
      detail: 'Pedido já finalizado.',
    });
  });

  it('other statuses: PUT json orders/{orderId} {new_status, obs}', async () => {
    const api = fakeApi({ 'PUT json orders/9001': { status: true } });
    const { api: client } = makeServices({ fetch: api.fetch });
    expect(await changeOrderStatus(client, { order, newStatus: 'PE' })).toEqual({ ok: true });
    expect(JSON.parse(api.calls[0]?.body ?? '')).toEqual({ new_status: 'PE', obs: '' });
  });

  it('cancelling: {new_status: PC, motivo_cancelamento}', async () => {
    const api = fakeApi({ 'PUT json orders/9001': { status: true } });
    const { api: client } = makeServices({ fetch: api.fetch });
    await changeOrderStatus(client, {
      order,
      newStatus: 'PC',
      motivoCancelamento: 'Cliente pediu para cancelar',
    });
    expect(JSON.parse(api.calls[0]?.body ?? '')).toEqual({
      new_status: 'PC',
      motivo_cancelamento: 'Cliente pediu para cancelar',
    });
  });

  it.each([
    [() => json({ status: false, message: 'Pedido já finalizado.' }, 422), 'Pedido já finalizado.'],
    [() => json({ erro: 'Falha interna' }, 500), 'Falha interna'],
    [() => json({}, 501), 'Erro 501.'],
    [() => json({ status: false, message: 'Recusado' }), 'Recusado'],
  ])('failure %# → detail %j (no global dialog)', async (handler, detail) => {
    const api = fakeApi({ 'PUT json orders/9001': handler });
    const { api: client } = makeServices({ fetch: api.fetch });
    expect(await changeOrderStatus(client, { order, newStatus: 'PD' })).toEqual({ ok: false, detail });
  });

  // A gateway answering for a platform that is away is no answer from the platform (issue 19).
  it.each([
    [() => json({}, 502), 'Erro 502.'],
    [() => json({}, 503), 'Erro 503.'],
    [() => json({}, 504), 'Erro 504.'],
  ])('gateway %# → detail %j, retry: the platform did not answer', async (handler, detail) => {
    const api = fakeApi({ 'PUT json orders/9001': handler });
    const { api: client } = makeServices({ fetch: api.fetch });
    expect(await changeOrderStatus(client, { order, newStatus: 'PD' })).toEqual({
      ok: false,
      detail,
      retry: true,
    });
  });

  it('without orderId the id_pedido is used', async () => {
    const api = fakeApi({ 'PUT json orders/48201': { status: true } });
    const { api: client } = makeServices({ fetch: api.fetch });
    expect(await changeOrderStatus(client, { order: { ...order, orderId: null }, newStatus: 'PD' })).toEqual({
      ok: true,
    });
  });
});

describe('runStatusChange: one change per order at a time', () => {
  it('a second request while one is in flight is refused; the order is fetched again after', async () => {
    let release: () => void = () => undefined;
    const calls: Call[] = [];
    let requestedAt = 0;
    const api = fakeApi({
      'PUT json orders/9001': (c: Call) => {
        calls.push(c);
        requestedAt = Date.now();
        return new Promise<Response>((r) => (release = () => r(json({ status: true }))));
      },
    });
    const { api: client } = makeServices({ fetch: api.fetch });
    const sync = { refreshOrder: vi.fn(async () => undefined) };
    const first = runStatusChange({ api: client, sync, order, action: 'send' });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(useOrders.getState().busy).toEqual({ '48201': 'send' });
    expect(await runStatusChange({ api: client, sync, order, action: 'send' })).toBeNull();
    expect(await runStatusChange({ api: client, sync, order, action: 'deliver' })).toBeNull();
    release();
    expect(await first).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    // Told when the change left: an 'atualiza' the platform sent after it stands for the fetch.
    expect(sync.refreshOrder).toHaveBeenCalledWith('48201', { since: expect.any(Number) });
    const [[, opts]] = sync.refreshOrder.mock.calls as unknown as [[string, { since: number }]];
    expect(opts.since).toBeLessThanOrEqual(requestedAt);
    expect(opts.since).toBeGreaterThan(requestedAt - 1000);
    expect(useOrders.getState().busy).toEqual({});
  });

  it('waits for the order refresh, unless asked to return once the platform answered (the auto-accept prints then)', async () => {
    const api = fakeApi({ 'PUT json orders/9001': { status: true } });
    const { api: client } = makeServices({ fetch: api.fetch });
    let refreshed = false;
    const sync = {
      refreshOrder: vi.fn(() => new Promise<void>((r) => setTimeout(() => r(void (refreshed = true)), 50))),
    };
    expect(await runStatusChange({ api: client, sync, order, action: 'send' })).toEqual({ ok: true });
    expect(refreshed).toBe(true);
    refreshed = false;
    const early = await runStatusChange({
      api: client,
      sync,
      order,
      action: 'send',
      refreshInBackground: true,
    });
    expect(early).toEqual({ ok: true });
    expect(sync.refreshOrder).toHaveBeenCalledTimes(2);
    expect(refreshed).toBe(false);
    await vi.waitFor(() => expect(refreshed).toBe(true));
  });

  it('actions that change no status (print, chat) send nothing', async () => {
    const api = fakeApi({});
    const { api: client } = makeServices({ fetch: api.fetch });
    expect(await runStatusChange({ api: client, sync: null, order, action: 'print' })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
