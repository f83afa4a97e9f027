import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import type { Order, OrderEvent, OrdersResponse } from '../../../shared/api/platform-v1';
import { MIGRATIONS } from '../../../sandbox/db/migrations';
import { joinStore, once, sleep, startTestSandbox, useSandbox, refusal } from './helpers';

describe('sandbox control API', () => {
  const sb = useSandbox();

  const getLoja = (h = sb.hash) => sb.call('/api/v1/estabelecimento/getLoja', { hash: h });

  it('answers health', async () => {
    const res = await sb.call('/control/health');
    expect(res.body).toMatchObject({ ok: true, url: sb.url, schemaVersion: MIGRATIONS.length });
  });

  it('injects a status with the base error shape, a given number of times', async () => {
    await sb.control('faults', { path: 'estabelecimento/getLoja', status: 503, times: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await getLoja();
      expect(res.status).toBe(503);
      expect(res.body).toEqual(refusal('Falha simulada pelo sandbox.'));
    }
    expect((await getLoja()).status).toBe(200);
    expect((await sb.call<{ faults: unknown[] }>('/control/faults')).body.faults).toEqual([]);
  });

  it('injects a custom body, filtered by method, until cleared', async () => {
    await sb.control('faults', {
      method: 'post',
      path: '/api/json/',
      status: 500,
      body: { message: 'boom' },
    });
    expect((await sb.call('/api/json/invoices', { hash: sb.hash })).status).toBe(200);
    const res = await sb.call('/api/json/reset-password/verify-document', {
      json: { cnpj_cpf: '11222333000181' },
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'boom' });
    expect(
      (await sb.call('/api/json/reset-password/verify-document', { json: { cnpj_cpf: '11222333000181' } }))
        .status,
    ).toBe(500);
    expect((await sb.call('/control/faults', { method: 'DELETE' })).body).toEqual({ ok: true, removed: 1 });
    expect(
      (await sb.call('/api/json/reset-password/verify-document', { json: { cnpj_cpf: '11222333000181' } }))
        .status,
    ).toBe(200);
  });

  it('matches a query fragment too, so other calls on the same path leave a one-off fault alone', async () => {
    await sb.control('faults', {
      method: 'GET',
      path: '/api/v2/products',
      query: 'nome_produto=pizza',
      status: 401,
      times: 1,
    });
    const image = await sb.call('/api/v2/products/imagem/1001.svg');
    expect(image.status).toBe(200);
    expect((await sb.call('/api/v2/products?page=1&nome_produto=coca', { hash: sb.hash })).status).toBe(200);
    expect((await sb.call('/api/v2/products?page=1&nome_produto=pizza', { hash: sb.hash })).status).toBe(401);
    expect((await sb.call('/api/v2/products?page=1&nome_produto=pizza', { hash: sb.hash })).status).toBe(200);
  });

  it('adds latency and then runs the route', async () => {
    await sb.control('faults', { path: 'getLoja', latencyMs: 300, times: 1 });
    const start = Date.now();
    const slow = await getLoja();
    expect(Date.now() - start).toBeGreaterThanOrEqual(280);
    expect(slow.status).toBe(200);
    const start2 = Date.now();
    await getLoja();
    expect(Date.now() - start2).toBeLessThan(250);
  });

  it('dropAnswer: the route runs (the change is applied) and the connection is cut before its answer', async () => {
    const created = await sb.control<{ pedido: { id_pedido: string } }>('orders', {
      status: 'PP',
      emit: false,
    });
    const id = created.body.pedido.id_pedido;
    await sb.control('faults', { method: 'PUT', path: `orders/${id}`, dropAnswer: true, times: 1 });
    // Meanwhile no connection is kept alive: a browser would resend the cut request on a reused one.
    expect((await getLoja()).headers.get('connection')).toBe('close');
    const lost = sb.call(`/api/json/orders/${id}`, {
      hash: sb.hash,
      method: 'PUT',
      json: { new_status: 'PA' },
    });
    await expect(lost).rejects.toThrow();
    const history = await sb.orderHistory(id);
    expect(history.status).toBe('PA');
    expect(history.requests.map((r) => r.status)).toEqual(['PA']);
    // Used up: the next request is answered, on a connection kept alive again.
    const after = await getLoja();
    expect(after.status).toBe(200);
    expect(after.headers.get('connection')).not.toBe('close');
  });

  it('holds the answer after the route ran: the change is applied before its caller hears of it', async () => {
    const created = await sb.control<{ pedido: Order }>('orders', { status: 'PP', emit: false });
    const id = created.body.pedido.id_pedido;
    await sb.control('faults', { method: 'PUT', path: '/api/json/orders/', answerLatencyMs: 600, times: 1 });
    const statusNow = async () =>
      (await sb.call<OrdersResponse>(`/api/v1/pedidos/listar/${id}`, { hash: sb.hash })).body.pedidos[0]
        ?.status;
    const start = Date.now();
    let answeredAt = 0;
    const accept = sb
      .call(`/api/json/orders/${id}`, { hash: sb.hash, method: 'PUT', json: { new_status: 'PA' } })
      .then((res) => {
        answeredAt = Date.now();
        return res;
      });
    await sleep(300);
    expect(await statusNow()).toBe('PA');
    expect(answeredAt).toBe(0);
    const res = await accept;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true });
    expect(answeredAt - start).toBeGreaterThanOrEqual(580);
    // Used up: the next change answers at once.
    const start2 = Date.now();
    await sb.call(`/api/json/orders/${id}`, { hash: sb.hash, method: 'PUT', json: { new_status: 'PI' } });
    expect(Date.now() - start2).toBeLessThan(400);
  });

  it('removes one fault by id and leaves /control alone', async () => {
    const added = await sb.control<{ fault: { id: number } }>('faults', { path: '/', status: 500 });
    expect((await sb.call('/control/health')).status).toBe(200);
    expect((await getLoja()).status).toBe(500);
    expect((await sb.call(`/control/faults/${added.body.fault.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await getLoja()).status).toBe(200);
    expect((await sb.call('/control/faults/999', { method: 'DELETE' })).status).toBe(404);
  });

  it('reset clears faults and restores data', async () => {
    await sb.control('faults', { path: 'getLoja', status: 500 });
    await sb.control('store', { fechado: 'S' });
    await sb.control('reset');
    const h = await sb.login();
    const res = await getLoja(h);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ estabelecimento: { fechado: 'N' } });
  });

  it('refuses malformed control bodies with 400', async () => {
    for (const [path, body] of [
      ['store', { fechado: 'X' }],
      ['store', { unknown: 1 }],
      ['faults', { status: 500 }],
      ['faults', { path: 'x', status: 99 }],
      ['terms', { assinar: 'sim' }],
      ['emit', { namespace: '/nope', event: 'x' }],
    ] as const) {
      const res = await sb.control(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body).toMatchObject({ ok: false });
    }
  });

  it('announces a new order and a status change to the store room', async () => {
    const socket = sb.socket();
    await joinStore(socket);
    const novo = once<OrderEvent>(socket, 'pedido');
    const created = await sb.control<{ pedido: { id_pedido: string; status: string } }>('orders', {
      template: 1,
    });
    expect(created.body.pedido.status).toBe('PP');
    expect(await novo).toEqual({ tipo: 'novo', id_pedido: created.body.pedido.id_pedido });

    const list = await sb.call<OrdersResponse>('/api/v1/pedidos/listar', { hash: sb.hash });
    expect(list.body.pedidos[0]?.id_pedido).toBe(created.body.pedido.id_pedido);

    const atualiza = once<OrderEvent>(socket, 'pedido');
    await sb.control(`orders/${created.body.pedido.id_pedido}/status`, { status: 'PA' });
    expect(await atualiza).toEqual({ tipo: 'atualiza', id_pedido: created.body.pedido.id_pedido });
    const one = await sb.call<OrdersResponse>(`/api/v1/pedidos/listar/${created.body.pedido.id_pedido}`, {
      hash: sb.hash,
    });
    expect(one.body.pedidos[0]?.status).toBe('PA');
  });

  it('emits raw events, to a room or to everyone', async () => {
    const joined = sb.socket();
    await joinStore(joined);
    const loose = sb.socket();
    await once(loose, 'connect');
    const hostile =
      '{"tipo":{"$gt":""},"texto":"<img src=x onerror=alert(1)>","__proto__":{"polluted":true}}';
    const both = Promise.all([once<Record<string, unknown>>(joined, 'pedido'), once(loose, 'pedido')]);
    await sb.control('emit', { namespace: '/loja', event: 'pedido', payloadJson: hostile });
    const [a, b] = await both;
    expect(a).toEqual(b);
    expect(Object.hasOwn(a, '__proto__')).toBe(true);
    expect(a.texto).toBe('<img src=x onerror=alert(1)>');
    const roomOnly = once(joined, 'pedido');
    let looseGot = false;
    loose.once('pedido', () => (looseGot = true));
    await sb.control('emit', {
      namespace: '/loja',
      event: 'pedido',
      payload: { tipo: 'f5pagina' },
      room: 'loja-1',
    });
    expect(await roomOnly).toEqual({ tipo: 'f5pagina' });
    await sleep(100);
    expect(looseGot).toBe(false);
  });
});

describe('sandbox control API from another machine', () => {
  const external = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

  it.skipIf(!external)('refuses non-loopback callers', async () => {
    const sb = await startTestSandbox({ host: '0.0.0.0' });
    try {
      const res = await fetch(`http://${external}:${sb.handle.port}/control/health`);
      expect(res.status).toBe(403);
      expect((await fetch(`${sb.url}/control/health`)).status).toBe(200);
    } finally {
      await sb.close();
    }
  });
});
