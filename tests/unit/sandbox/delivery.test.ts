import { describe, expect, it } from 'vitest';
import { JSON_BASE, V1, orderById, readyOrder, requestDelivery, statusList } from './chat-delivery-helpers';
import { collect, eventually, joinStore, sleep, useSandbox } from './helpers';

interface Area {
  coverageAreaID?: number | null;
  enabled: boolean;
  price: unknown;
  coverageArea: { name: string | null; city: { name: string } };
}

/** Polls an async check until it passes (the helpers' `eventually` takes sync checks). */
async function until(check: () => Promise<void>, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await sleep(20);
    }
  }
}

describe('coverage areas and the provider token (base C)', () => {
  const sb = useSandbox();

  it('lists duplicates across cities, disabled areas and entries without id or name', async () => {
    const res = await sb.call<{ coverageAreas: Area[] }>(`${JSON_BASE}v2/delivery/coverageAreas`, {
      hash: sb.hash,
    });
    const areas = res.body.coverageAreas;
    const centros = areas.filter((a) => a.coverageArea.name === 'Centro' && a.enabled);
    expect(centros.map((a) => a.coverageArea.city.name)).toEqual(
      expect.arrayContaining(['São Paulo', 'Guarulhos', 'Osasco']),
    );
    expect(areas.some((a) => a.enabled === false)).toBe(true);
    expect(areas.some((a) => !('coverageAreaID' in a))).toBe(true);
    expect(areas.some((a) => a.coverageAreaID === null)).toBe(true);
    expect(areas.some((a) => a.coverageArea.name === null)).toBe(true);
    expect(areas.some((a) => a.coverageArea.name === '')).toBe(true);
    for (const a of areas) expect(typeof a.price).toBe('number');
  });

  it('maps an order bairro to its area', async () => {
    const o = await readyOrder(sb);
    const res = await sb.call(`${JSON_BASE}areas/${o.pedidoObj.endereco_id_bairro}`, { hash: sb.hash });
    expect(res.body).toEqual({ area: { external_id: '1101', name: 'Vila Mariana' } });
    for (const bad of ['999', 'abc', '..%2F..%2Fetc']) {
      const r = await sb.call(`${JSON_BASE}areas/${bad}`, { hash: sb.hash });
      expect(r.status).toBe(404);
    }
  });

  it('hands out a token that authorizes like the session; nothing without a session', async () => {
    const res = await sb.call<{ token: string }>(`${JSON_BASE}delivery/auth`, {
      hash: sb.hash,
      method: 'POST',
    });
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 43200 });
    const withToken = await sb.call(`${JSON_BASE}v2/delivery/coverageAreas`, {
      hash: `Bearer ${res.body.token}`,
    });
    expect(withToken.status).toBe(200);
    for (const path of ['delivery/auth', 'v2/delivery', 'v2/delivery/ext-1/cancel']) {
      expect((await sb.call(JSON_BASE + path, { method: 'POST' })).status).toBe(401);
    }
    expect((await sb.call(`${JSON_BASE}v2/delivery/coverageAreas`)).status).toBe(401);
    expect((await sb.call(`${V1}pedidos/externalDeliveryStatusList/1`)).status).toBe(401);
  });
});

describe('external delivery requests', () => {
  const sb = useSandbox();

  it('requests, then the courier advances to FINISHED with one atualiza per change', async () => {
    const store = sb.socket('/loja', { hash: sb.hash });
    await joinStore(store);
    const events = collect<{ tipo: string; id_pedido: string }>(store, 'pedido');
    const o = await readyOrder(sb);
    expect(o.externalDeliveryStatus).toBeNull();

    const res = await requestDelivery(sb, { id_pedido: o.id_pedido, coverage_area_id: 1101 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Entrega solicitada com sucesso.',
      data: { status: 'SEARCHING_DELIVERY', code: null },
    });
    const after = await orderById(sb, o.id_pedido);
    expect(after).toMatchObject({
      externalDeliveryStatus: 'SEARCHING_DELIVERY',
      externalDeliveryId: res.body.data.id,
      externalDeliveryWithCode: false,
    });
    const first = await statusList(sb, o.id_pedido);
    expect(first.data).toEqual([
      {
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        status: 'SEARCHING_DELIVERY',
        meta_data: { deliveryMan: null },
      },
    ]);

    for (const step of ['WAITING_COLLECT', 'WITH_DELIVERY', 'FINISHED']) {
      const adv = await sb.control('delivery/advance', { id_pedido: o.id_pedido });
      expect(adv.body).toEqual({ ok: true, status: step });
      expect((await orderById(sb, o.id_pedido)).externalDeliveryStatus).toBe(step);
    }
    const list = await statusList(sb, o.id_pedido);
    expect(list.data.map((e) => e.status)).toEqual([
      'SEARCHING_DELIVERY',
      'WAITING_COLLECT',
      'WITH_DELIVERY',
      'FINISHED',
    ]);
    const man = list.data[3]?.meta_data.deliveryMan;
    expect(man?.name).toBeTruthy();
    expect(man?.vehicle.plate).toMatch(/^[A-Z]{3}\d[A-Z0-9]\d{2}$/);
    await eventually(() =>
      expect(events.filter((e) => e.tipo === 'atualiza' && e.id_pedido === o.id_pedido)).toHaveLength(4),
    );
    const again = await sb.control('delivery/advance', { id_pedido: o.id_pedido });
    expect(again.status).toBe(422);
  });

  it('links the store courier with a code; the entries name them', async () => {
    const o = await readyOrder(sb);
    const res = await requestDelivery(sb, {
      id_pedido: Number(o.id_pedido),
      coverage_area_id: '1101',
      code: 'A-7K2P9',
      name: 'João <b>Entregador</b>',
      external_provider: 'proprio',
    });
    expect(res.body.data.code).toBe('A-7K2P9');
    expect((await orderById(sb, o.id_pedido)).externalDeliveryWithCode).toBe(true);
    await sb.control('delivery/advance', { id_pedido: o.id_pedido, status: 'WITH_DELIVERY' });
    const list = await statusList(sb, o.id_pedido);
    expect(list.data.map((e) => e.status)).toEqual([
      'SEARCHING_DELIVERY',
      'WAITING_COLLECT',
      'WITH_DELIVERY',
    ]);
    expect(list.data[2]?.meta_data.deliveryMan?.name).toBe('João <b>Entregador</b>');
  });

  it.each([
    ['no area', {}, 422, 'AREA_REQUIRED'],
    ['blank area', { coverage_area_id: '' }, 422, 'AREA_REQUIRED'],
    ['unknown area', { coverage_area_id: 9999 }, 422, 'UNKNOWN_AREA'],
    ['nameless area', { coverage_area_id: 1190 }, 422, 'UNKNOWN_AREA'],
    ['area not a number', { coverage_area_id: '1101 OR 1=1' }, 422, 'UNKNOWN_AREA'],
    ['disabled area', { coverage_area_id: 1110 }, 422, 'AREA_DISABLED'],
    ['bad code', { coverage_area_id: 1101, code: 'A-12' }, 422, 'INVALID_CODE'],
    ['lowercase code', { coverage_area_id: 1101, code: 'a-abcde' }, 422, 'INVALID_CODE'],
    ['name too long', { coverage_area_id: 1101, name: 'x'.repeat(121) }, 400, 'BAD_REQUEST'],
    ['area as object', { coverage_area_id: { id: 1 } }, 400, 'BAD_REQUEST'],
    ['unknown order', { id_pedido: 999999, coverage_area_id: 1101 }, 404, 'ORDER_NOT_FOUND'],
    [
      'order not digits',
      { id_pedido: '1; DROP TABLE orders', coverage_area_id: 1101 },
      404,
      'ORDER_NOT_FOUND',
    ],
  ])('refuses %s', async (_name, patch, status, error) => {
    const o = await readyOrder(sb);
    const res = await requestDelivery(sb, { id_pedido: o.id_pedido, ...patch });
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(error);
    expect(res.body.message.length).toBeGreaterThan(5);
    expect((await orderById(sb, o.id_pedido)).externalDeliveryStatus).toBeNull();
  });

  it('an order without external delivery has no courier search, whatever its generated status', async () => {
    // Seeds 0..39 of accepted orders: the generator starts a search on about one in seven.
    for (let seed = 0; seed < 40; seed += 1) {
      const res = await sb.control<{ ids: string[] }>('orders', {
        seed,
        status: 'PA',
        overrides: { retirada_local: false, canUseExternalDelivery: false },
      });
      const o = await orderById(sb, res.body.ids[0]!);
      expect([seed, o.canUseExternalDelivery, o.externalDeliveryStatus]).toEqual([seed, false, null]);
    }
  });

  it('refuses pickup, not allowed, pending, foreign and already-requested orders', async () => {
    const make = async (body: Record<string, unknown>) =>
      (await sb.control<{ ids: string[] }>('orders', { seed: 7, ...body })).body.ids[0]!;
    const pickup = await make({ status: 'PA', overrides: { retirada_local: true } });
    const notAllowed = await make({
      status: 'PP',
      overrides: { retirada_local: false, canUseExternalDelivery: false },
    });
    const pending = await make({
      status: 'PP',
      overrides: { retirada_local: false, canUseExternalDelivery: true },
    });
    const foreign = await make({ id_estabelecimento: 2, status: 'PA' });
    const cases: [string, number, string][] = [
      [pickup, 422, 'PICKUP_ORDER'],
      [notAllowed, 422, 'NOT_ALLOWED'],
      [pending, 422, 'INVALID_ORDER_STATUS'],
      [foreign, 404, 'ORDER_NOT_FOUND'],
    ];
    for (const [id, status, error] of cases) {
      const res = await requestDelivery(sb, { id_pedido: id, coverage_area_id: 1101 });
      expect([id, res.status, res.body.error]).toEqual([id, status, error]);
    }
    const o = await readyOrder(sb);
    expect((await requestDelivery(sb, { id_pedido: o.id_pedido, coverage_area_id: 1101 })).status).toBe(200);
    const twice = await requestDelivery(sb, { id_pedido: o.id_pedido, coverage_area_id: 1101 });
    expect(twice.body).toEqual({
      error: 'ALREADY_REQUESTED',
      message: 'Já existe uma solicitação de entrega em andamento para este pedido.',
    });
  });

  it('answers the provider failure once when told to', async () => {
    const o = await readyOrder(sb);
    await sb.control('delivery/fail', { mode: 'next-request', message: 'Sem motoboys por causa da chuva.' });
    const failed = await requestDelivery(sb, { id_pedido: o.id_pedido, coverage_area_id: 1101 });
    expect(failed.body).toEqual({ error: 'PROVIDER_FAILURE', message: 'Sem motoboys por causa da chuva.' });
    expect((await requestDelivery(sb, { id_pedido: o.id_pedido, coverage_area_id: 1101 })).status).toBe(200);
  });

  it('the simulated courier walks a delivery to FINISHED on its own', async () => {
    const o = await readyOrder(sb);
    expect((await sb.control('delivery/courier', { enabled: true, stepMs: 20 })).body).toEqual({
      ok: true,
      enabled: true,
      stepMs: 20,
    });
    await requestDelivery(sb, { id_pedido: o.id_pedido, coverage_area_id: 1101 });
    await until(async () =>
      expect((await orderById(sb, o.id_pedido)).externalDeliveryStatus).toBe('FINISHED'),
    );
    await until(async () => expect((await statusList(sb, o.id_pedido)).data).toHaveLength(4));
  });

  it('is off by default: nothing moves', async () => {
    const o = await readyOrder(sb);
    await requestDelivery(sb, { id_pedido: o.id_pedido, coverage_area_id: 1101 });
    await sleep(150);
    expect((await orderById(sb, o.id_pedido)).externalDeliveryStatus).toBe('SEARCHING_DELIVERY');
  });
});
