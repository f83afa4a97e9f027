import { describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/api/platform-v1';
import { OUTAGE_MESSAGE, type OutageMode } from '../../../sandbox/outage';
import { joinStore, once, sleep, useSandbox, refusal } from './helpers';

describe('sandbox outage lever', () => {
  const sb = useSandbox();

  async function pendingOrder(): Promise<string> {
    const res = await sb.control<{ pedido: Order }>('orders', { status: 'PP', emit: false });
    return res.body.pedido.id_pedido;
  }
  /** Aceitar as the desk sends it (PUT orders/{id} on the JSON base). */
  const accept = (id: string) =>
    sb.call(`/api/json/orders/${id}`, { hash: sb.hash, method: 'PUT', json: { new_status: 'PA' } });
  const getLoja = () => sb.call('/api/v1/estabelecimento/getLoja', { hash: sb.hash });
  const health = async () => (await sb.call('/control/health')).status;

  it('refuse: the connection is dropped without an answer and the route does not run', async () => {
    const id = await pendingOrder();
    const started = await sb.outage({ mode: 'refuse', seconds: 30, target: 'http' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ active: true, mode: 'refuse', target: 'http', refused: 0 });

    await expect(accept(id)).rejects.toThrow(TypeError);
    await expect(getLoja()).rejects.toThrow(TypeError);
    expect(await health()).toBe(200);
    expect(await sb.outageState()).toMatchObject({ active: true, refused: 2 });
    expect(await sb.orderHistory(id)).toMatchObject({ status: 'PP', changes: [] });

    const ended = await sb.endOutage();
    expect(ended.body).toMatchObject({ ended: true, active: false, refused: 2 });
    expect((await accept(id)).status).toBe(200);
    expect((await sb.orderHistory(id)).changes).toEqual([
      expect.objectContaining({ status: 'PA', from: 'PP', origem: 'loja' }),
    ]);
  });

  it('hang: no answer while it lasts, the connection destroyed at its end, nothing applied', async () => {
    const id = await pendingOrder();
    await sb.outage({ mode: 'hang', seconds: 30, target: 'http' });
    let settled = false;
    const hanging = accept(id).finally(() => {
      settled = true;
    });
    hanging.catch(() => undefined);
    await sleep(300);
    expect(settled).toBe(false);
    expect(await health()).toBe(200);
    expect(await sb.outageState()).toMatchObject({ active: true, mode: 'hang', refused: 1 });
    expect((await sb.orderHistory(id)).changes).toEqual([]);

    expect((await sb.endOutage()).body).toMatchObject({ ended: true, active: false });
    await expect(hanging).rejects.toThrow(TypeError);
    expect(await sb.orderHistory(id)).toMatchObject({ status: 'PP', changes: [] });
  });

  it("503: answers 503 in each base's error shape, with CORS, and does not run the route", async () => {
    const id = await pendingOrder();
    await sb.outage({ mode: '503', seconds: 30, target: 'http' });

    const json = await sb.call(`/api/json/orders/${id}`, {
      hash: sb.hash,
      method: 'PUT',
      json: { new_status: 'PA' },
      headers: { origin: 'http://127.0.0.1:5180' },
    });
    expect(json.status).toBe(503);
    expect(json.body).toEqual({ message: OUTAGE_MESSAGE });
    expect(json.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5180');
    const v1 = await getLoja();
    expect(v1.status).toBe(503);
    expect(v1.body).toEqual(refusal(OUTAGE_MESSAGE));
    // A preflight still passes, so the page can read the 503 like a gateway's.
    const preflight = await sb.call(`/api/json/orders/${id}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5180', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.status).toBe(204);

    expect(await sb.outageState()).toMatchObject({ active: true, mode: '503', refused: 3 });
    expect(await sb.orderHistory(id)).toMatchObject({ status: 'PP', changes: [] });
  });

  it('ends by itself after its seconds', async () => {
    const started = await sb.outage({ mode: '503', seconds: 1, target: 'both' });
    const endsAt = Date.parse(started.body.endsAt ?? '');
    expect(endsAt - Date.now()).toBeGreaterThan(500);
    expect(endsAt - Date.now()).toBeLessThanOrEqual(1000);
    expect((await getLoja()).status).toBe(503);
    const until = Date.now() + 3000;
    while ((await sb.outageState()).active && Date.now() < until) await sleep(50);
    expect(await sb.outageState()).toMatchObject({ active: false, mode: '503', target: 'both', refused: 1 });
    expect((await getLoja()).status).toBe(200);
    expect((await sb.endOutage()).body).toMatchObject({ ended: false });
  });

  it('http only: the sockets stay up', async () => {
    const socket = sb.socket('/loja', { hash: sb.hash });
    await joinStore(socket);
    await sb.outage({ mode: 'refuse', seconds: 30, target: 'http' });
    await sleep(200);
    expect(socket.connected).toBe(true);
  });

  it.each<OutageMode>(['refuse', 'hang', '503'])(
    'socket %s: clients are cut and refused while it lasts, the HTTP API keeps answering',
    async (mode) => {
      const store = sb.socket('/loja', { hash: sb.hash });
      const chat = sb.socket('/chat', { hash: sb.hash });
      await joinStore(store);
      if (!chat.connected) await once(chat, 'connect');
      const storeCut = once(store, 'disconnect');
      const chatCut = once(chat, 'disconnect');

      await sb.outage({ mode, seconds: 30, target: 'socket' });
      await storeCut;
      await chatCut;
      await once(store, 'connect_error');
      await sleep(300);
      expect(store.connected).toBe(false);
      expect(chat.connected).toBe(false);
      expect((await getLoja()).status).toBe(200);
      expect((await sb.outageState()).refused).toBeGreaterThan(0);

      await sb.endOutage();
      await once(store, 'connect');
      expect(await joinStore(store)).toEqual({ ok: true });
    },
  );

  it('both: the HTTP API and the sockets are away together', async () => {
    const store = sb.socket('/loja', { hash: sb.hash });
    await joinStore(store);
    const cut = once(store, 'disconnect');
    await sb.outage({ mode: 'refuse', seconds: 30, target: 'both' });
    await cut;
    await expect(getLoja()).rejects.toThrow(TypeError);
    expect(await health()).toBe(200);
    await sb.endOutage();
    await once(store, 'connect');
    expect((await getLoja()).status).toBe(200);
  });

  it('ending an outage leaves a namespace dropped by socket/drop dropped', async () => {
    await sb.control('socket/drop', { namespace: '/chat' });
    await sb.outage({ mode: 'refuse', seconds: 30, target: 'socket' });
    await sb.endOutage();
    const store = sb.socket('/loja', { hash: sb.hash });
    await joinStore(store);
    const chat = sb.socket('/chat', { hash: sb.hash });
    await sleep(300);
    expect(chat.connected).toBe(false);
  });

  it('a new outage replaces the current one; reset ends it', async () => {
    await sb.outage({ mode: 'refuse', seconds: 30, target: 'http' });
    await sb.outage({ mode: '503', seconds: 30, target: 'http' });
    expect((await getLoja()).status).toBe(503);
    await sb.control('reset');
    sb.hash = await sb.login();
    expect(await sb.outageState()).toMatchObject({ active: false });
    expect((await getLoja()).status).toBe(200);
  });

  it('refuses malformed bodies with 400', async () => {
    for (const body of [
      {},
      { mode: 'refuse', seconds: 1 },
      { mode: 'drop', seconds: 1, target: 'http' },
      { mode: 'refuse', seconds: 0, target: 'http' },
      { mode: 'refuse', seconds: 601, target: 'http' },
      { mode: 'refuse', seconds: 1, target: 'dns' },
      { mode: 'refuse', seconds: 1, target: 'http', extra: 1 },
    ]) {
      const res = await sb.control('outage', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await sb.outageState()).toMatchObject({ active: false, mode: null, refused: 0 });
  });
});

describe('sandbox order history (control)', () => {
  const sb = useSandbox();

  it('lists every status change applied, in order, with time, obs and who made it', async () => {
    const res = await sb.control<{ pedido: Order }>('orders', { status: 'PP', emit: false });
    const id = res.body.pedido.id_pedido;
    const put = (body: Record<string, unknown>) =>
      sb.call(`/api/json/orders/${id}`, { hash: sb.hash, method: 'PUT', json: body });
    expect((await put({ new_status: 'PA' })).status).toBe(200);
    // A repeat changes nothing and records no change (the request is listed, below).
    expect((await put({ new_status: 'PA' })).status).toBe(200);
    expect(
      (
        await sb.call(`/api/v1/pedidos/mudaStatus/${id}`, {
          hash: sb.hash,
          form: { novo_status: 'PL', obs: 'Sem cebola 🍕' },
        })
      ).status,
    ).toBe(200);
    await sb.control(`orders/${id}/status`, { status: 'PC' });

    const history = await sb.orderHistory(id);
    expect(history).toMatchObject({ ok: true, id_pedido: id, status: 'PC' });
    expect(history.changes).toEqual([
      { status: 'PA', from: 'PP', at: expect.any(String), obs: '', motivo: '', origem: 'loja' },
      { status: 'PL', from: 'PA', at: expect.any(String), obs: 'Sem cebola 🍕', motivo: '', origem: 'loja' },
      {
        status: 'PC',
        from: 'PL',
        at: expect.any(String),
        obs: '',
        motivo: expect.any(String),
        origem: 'cliente',
      },
    ]);
    for (const change of history.changes) expect(Number.isNaN(Date.parse(change.at))).toBe(false);
    // Only the store's API calls are requests; the customer's cancel (control) is not one.
    expect(history.requests.map((r) => r.status)).toEqual(['PA', 'PA', 'PL']);
    expect(history.andamentos.map((a) => a.label)).toEqual([
      'Pedido realizado',
      expect.stringMatching(/aceito/i),
      expect.stringContaining('Sem cebola 🍕'),
      'Pedido cancelado pelo cliente',
    ]);
  });

  it('lists every status-change request that reached the API, repeats and refusals included', async () => {
    const res = await sb.control<{ pedido: Order }>('orders', { status: 'PP', emit: false });
    const id = res.body.pedido.id_pedido;
    const put = (status: string) =>
      sb.call(`/api/json/orders/${id}`, { hash: sb.hash, method: 'PUT', json: { new_status: status } });
    const mudaStatus = (status: string) =>
      sb.call(`/api/v1/pedidos/mudaStatus/${id}`, { hash: sb.hash, form: { novo_status: status } });
    expect((await put('PA')).status).toBe(200);
    // A desk that sends its accept twice: the platform answers done and applies nothing.
    expect((await put('PA')).status).toBe(200);
    expect((await mudaStatus('PL')).status).toBe(200);
    expect((await mudaStatus('PL')).status).toBe(200);
    // Refused by the transition table: still a request.
    expect((await put('PP')).status).toBe(422);

    const history = await sb.orderHistory(id);
    expect(history.changes.map((c) => c.status)).toEqual(['PA', 'PL']);
    expect(history.requests).toEqual([
      { status: 'PA', at: expect.any(String) },
      { status: 'PA', at: expect.any(String) },
      { status: 'PL', at: expect.any(String) },
      { status: 'PL', at: expect.any(String) },
      { status: 'PP', at: expect.any(String) },
    ]);
    for (const r of history.requests) expect(Number.isNaN(Date.parse(r.at))).toBe(false);
  });

  it('answers 404 for an unknown order', async () => {
    for (const id of ['999999', 'abc']) {
      const res = await sb.call(`/control/orders/${id}/history`);
      expect(res.status, id).toBe(404);
    }
  });

  it('reset forgets the recorded changes', async () => {
    const res = await sb.control<{ pedido: Order }>('orders', { status: 'PP', emit: false });
    const id = res.body.pedido.id_pedido;
    await sb.control(`orders/${id}/status`, { status: 'PA', origem: 'loja' });
    expect((await sb.orderHistory(id)).changes).toHaveLength(1);
    await sb.control('reset');
    sb.hash = await sb.login();
    expect((await sb.call(`/control/orders/${id}/history`)).status).toBe(404);
  });
});
