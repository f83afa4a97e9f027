// fetchLiveOrders asks pedidos/listar conditionally once the server gave a validator: a 304 gives
// back the list it had, with the pending countdown moved on by the time since, and a server
// without validators is asked plainly every time.
import { describe, expect, it } from 'vitest';
import { fetchLiveOrders } from '../../../renderer/src/api/orders';
import { fakeApi, json, makeServices } from './helpers';
import { rawOrder } from './orderFixtures';

function withHeaders(res: Response, headers: Record<string, string>): Response {
  const out = new Response(res.body, { status: res.status, headers: res.headers });
  for (const [k, v] of Object.entries(headers)) out.headers.set(k, v);
  return out;
}

describe('conditional pedidos/listar', () => {
  it('sends If-None-Match after a tagged answer and reuses the list on 304, countdown re-based', async () => {
    let etag = 'W/"a"';
    let pedidos = [rawOrder({ id_pedido: '1', status: 'PP', segundos: 300 })];
    const api = fakeApi({
      'GET v1 pedidos/listar': (call: { headers: Headers }) => {
        if (call.headers.get('if-none-match') === etag) return new Response(null, { status: 304 });
        return withHeaders(json({ status: true, pedidos }), { ETag: etag });
      },
    });
    const services = makeServices({ fetch: api.fetch });
    let now = 1_000_000;
    const clock = () => now;

    const first = await fetchLiveOrders(services.api, {}, undefined, clock);
    expect(first.ok && first.data.map((o) => [o.id_pedido, o.segundos])).toEqual([['1', 300]]);
    expect(api.calls[0]?.headers.get('if-none-match')).toBeNull();

    now += 40_000;
    const same = await fetchLiveOrders(services.api, {}, undefined, clock);
    expect(api.calls[1]?.headers.get('if-none-match')).toBe('W/"a"');
    expect(same.ok && same.data.map((o) => [o.id_pedido, o.segundos])).toEqual([['1', 260]]);

    etag = 'W/"b"';
    pedidos = [...pedidos, rawOrder({ id_pedido: '2', status: 'PA' })];
    const changed = await fetchLiveOrders(services.api, {}, undefined, clock);
    expect(changed.ok && changed.data.map((o) => o.id_pedido)).toEqual(['1', '2']);
  });

  it('asks plainly when the server gives no validator', async () => {
    const api = fakeApi({
      'GET v1 pedidos/listar': () => json({ status: true, pedidos: [rawOrder({ id_pedido: '1' })] }),
    });
    const services = makeServices({ fetch: api.fetch });
    await fetchLiveOrders(services.api);
    await fetchLiveOrders(services.api);
    expect(api.calls.map((c) => c.headers.get('if-none-match'))).toEqual([null, null]);
  });
});

describe('a server whose CORS does not list the conditional headers (issue 31 §2)', () => {
  it('falls back to plain calls once the preflight is refused, and stays plain', async () => {
    let refusals = 0;
    const api = fakeApi({
      'GET v1 pedidos/listar': (call: { headers: Headers }) => {
        // The browser refuses the preflight of a request with an unlisted header: a network error.
        if (call.headers.has('if-none-match') || call.headers.has('if-modified-since')) {
          refusals += 1;
          throw new TypeError('Failed to fetch');
        }
        return withHeaders(json({ status: true, pedidos: [rawOrder({ id_pedido: '1' })] }), {
          'Last-Modified': 'Wed, 02 Dec 2026 10:00:00 GMT',
          ETag: 'W/"x"',
        });
      },
    });
    const services = makeServices({ fetch: api.fetch });
    for (let i = 0; i < 3; i++) {
      const res = await fetchLiveOrders(services.api);
      expect(res.ok && res.data.map((o) => o.id_pedido)).toEqual(['1']);
    }
    // ky tries the refused call again before giving up on it; after the plain one answers, no
    // call carries a validator any more.
    expect(refusals).toBeGreaterThan(0);
    const plainAfter = api.calls
      .slice(-2)
      .map((c) => [c.headers.get('if-none-match'), c.headers.get('if-modified-since')]);
    expect(plainAfter).toEqual([
      [null, null],
      [null, null],
    ]);
    const refusedBefore = refusals;
    await fetchLiveOrders(services.api);
    expect(refusals).toBe(refusedBefore);
  });
});
