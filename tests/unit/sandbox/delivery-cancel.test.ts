import { describe, expect, it } from 'vitest';
import {
  JSON_BASE,
  V1,
  cancelDelivery,
  orderById,
  orderWhere,
  readyOrder,
  requestDelivery,
  statusList,
} from './chat-delivery-helpers';
import { startTestSandbox, useSandbox } from './helpers';

describe('cancelling a delivery', () => {
  const sb = useSandbox();

  it('cancels while searching or waiting; refuses once collected', async () => {
    const o = await readyOrder(sb);
    const { data } = (await requestDelivery(sb, { id_pedido: o.id_pedido, coverage_area_id: 1101 })).body;
    await sb.control('delivery/advance', { id_pedido: o.id_pedido });
    expect((await cancelDelivery(sb, data.id)).body).toEqual({ data: { message: 'ORDER_CANCELED' } });
    expect(await orderById(sb, o.id_pedido)).toMatchObject({
      externalDeliveryStatus: null,
      externalDeliveryId: null,
      externalDeliveryWithCode: false,
    });
    expect((await statusList(sb, o.id_pedido)).data).toEqual([]);
    expect((await cancelDelivery(sb, data.id)).body).toEqual({ data: { message: 'ORDER_ALREADY_CANCELED' } });

    const second = (await requestDelivery(sb, { id_pedido: o.id_pedido, coverage_area_id: 1102 })).body.data;
    expect(second.id).not.toBe(data.id);
    await sb.control('delivery/advance', { id_pedido: o.id_pedido, status: 'WITH_DELIVERY' });
    expect((await cancelDelivery(sb, second.id)).body).toEqual({
      data: { message: 'ORDER_ALREADY_COLLECTED' },
    });
    expect((await orderById(sb, o.id_pedido)).externalDeliveryStatus).toBe('WITH_DELIVERY');
  });

  it('accepts the order id, refuses unknown and foreign ids, and a refusal on demand', async () => {
    const o = await readyOrder(sb);
    await requestDelivery(sb, { id_pedido: o.id_pedido, coverage_area_id: 1101 });
    await sb.control('delivery/fail', { mode: 'next-cancel' });
    expect((await cancelDelivery(sb, o.id_pedido)).body).toEqual({
      data: { message: 'ORDER_ALREADY_COLLECTED' },
    });
    expect((await cancelDelivery(sb, o.id_pedido)).body).toEqual({ data: { message: 'ORDER_CANCELED' } });
    for (const id of ['ext-naoexiste', '999999', '%3Cscript%3E', 'a'.repeat(65)]) {
      const res = await cancelDelivery(sb, id);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ data: { message: 'DELIVERY_NOT_FOUND' } });
    }
    const moema = await sb.login('moema');
    const own = await requestDelivery(sb, { id_pedido: o.id_pedido, coverage_area_id: 1101 });
    const foreign = await sb.call(`${JSON_BASE}v2/delivery/${own.body.data.id}/cancel`, {
      hash: moema,
      method: 'POST',
    });
    expect(foreign.status).toBe(404);
  });

  it('the provider may drop a delivery (control)', async () => {
    const o = await readyOrder(sb);
    await requestDelivery(sb, { id_pedido: o.id_pedido, coverage_area_id: 1101 });
    expect(
      (await sb.control('delivery/fail', { mode: 'provider-cancel', id_pedido: o.id_pedido })).body,
    ).toEqual({ ok: true });
    expect((await orderById(sb, o.id_pedido)).externalDeliveryStatus).toBeNull();
    expect(
      (await sb.control('delivery/fail', { mode: 'provider-cancel', id_pedido: o.id_pedido })).status,
    ).toBe(422);
    expect((await sb.control('delivery/fail', { mode: 'explode' })).status).toBe(400);
  });

  it('seeded orders with an external status come with a matching history', async () => {
    const searching = await orderWhere(sb, (o) => o.externalDeliveryId === 'ext-7781');
    const withCourier = await orderWhere(sb, (o) => o.externalDeliveryId === 'ext-7765');
    expect((await statusList(sb, searching.id_pedido)).data.map((e) => e.status)).toEqual([
      'SEARCHING_DELIVERY',
    ]);
    const list = (await statusList(sb, withCourier.id_pedido)).data;
    expect(list.map((e) => e.status)).toEqual(['SEARCHING_DELIVERY', 'WAITING_COLLECT', 'WITH_DELIVERY']);
    expect(list[2]?.meta_data.deliveryMan?.vehicle.model).toBeTruthy();
    expect((await cancelDelivery(sb, 'ext-7781')).body).toEqual({ data: { message: 'ORDER_CANCELED' } });
    expect((await cancelDelivery(sb, 'ext-7765')).body).toEqual({
      data: { message: 'ORDER_ALREADY_COLLECTED' },
    });
    expect((await sb.call(`${V1}pedidos/externalDeliveryStatusList/999999`, { hash: sb.hash })).status).toBe(
      404,
    );
  });
});

describe('simulated customer and courier', () => {
  it('run when the sandbox starts with order traffic, and reset keeps them so', async () => {
    const sb = await startTestSandbox({ simulate: { ordersPerMinute: 1 } });
    try {
      const state = async () => [
        (await sb.call('/control/chat/customer')).body,
        (await sb.call('/control/delivery/courier')).body,
      ];
      expect(await state()).toEqual([
        { ok: true, enabled: true, minDelayMs: 3000, maxDelayMs: 8000 },
        { ok: true, enabled: true, stepMs: 20000 },
      ]);
      await sb.control('chat/customer', { enabled: false });
      await sb.control('delivery/courier', { enabled: false, stepMs: 50 });
      await sb.control('reset');
      expect(await state()).toEqual([
        { ok: true, enabled: true, minDelayMs: 3000, maxDelayMs: 8000 },
        { ok: true, enabled: true, stepMs: 20000 },
      ]);
    } finally {
      await sb.close();
    }
  });

  it('are off in tests; a maximum delay below the minimum is raised to it', async () => {
    const sb = await startTestSandbox();
    try {
      expect((await sb.call('/control/delivery/courier')).body).toMatchObject({ enabled: false });
      const res = await sb.control('chat/customer', { enabled: true, minDelayMs: 500, maxDelayMs: 100 });
      expect(res.body).toEqual({ ok: true, enabled: true, minDelayMs: 500, maxDelayMs: 500 });
      expect((await sb.control('delivery/courier', { enabled: true, stepMs: 1 })).status).toBe(400);
    } finally {
      await sb.close();
    }
  });
});
