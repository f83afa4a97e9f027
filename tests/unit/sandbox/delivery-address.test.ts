import { describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/api/platform-v1';
import { orderOfCustomer, requestDelivery } from './chat-delivery-helpers';
import { useSandbox, type SandboxFixture, refusal } from './helpers';

const request = (sb: SandboxFixture, id: string) =>
  requestDelivery(sb, { id_pedido: id, coverage_area_id: 1102 });

const update = (
  sb: SandboxFixture,
  o: Order,
  form: Record<string, string>,
  addressId = o.endereco_id ?? '',
) => sb.call(`/api/v1/enderecos/updateUserAddress/${o.id_pedido}/${addressId}`, { hash: sb.hash, form });

const GOOD = {
  founded: 'true',
  lat: '-23.5757',
  lng: '-46.6441',
  formattedAddress: 'Rua Tutóia, 310 - Paraíso, São Paulo - SP, 04007-000',
  selectedAddress: JSON.stringify({ id: 'sp-006', street: 'Rua Tutóia' }),
};

describe('order address coordinates', () => {
  const sb = useSandbox();

  it('an address without coordinates is refused until it is adjusted', async () => {
    const o = await orderOfCustomer(sb, '55310');
    expect(o.status).toBe('PI');
    const refused = await request(sb, o.id_pedido);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      error: 'ADDRESS_WITHOUT_COORDINATES',
      message: 'O endereço do pedido não possui coordenadas. Ajuste o endereço para solicitar a entrega.',
    });
    const saved = await update(sb, o, GOOD);
    expect(saved.body).toEqual({ status: true, mensagem: '', founded: true, success: true });
    expect((await request(sb, o.id_pedido)).status).toBe(200);
    const seen = await sb.call<{ coordinates: unknown }>(`/control/delivery?id_pedido=${o.id_pedido}`);
    expect(seen.body.coordinates).toEqual({
      lat: -23.5757,
      lng: -46.6441,
      formattedAddress: GOOD.formattedAddress,
    });
    // The customer's own text stays as typed.
    const after = await orderOfCustomer(sb, '55310');
    expect(after.endereco_completo).toBe(o.endereco_completo);
  });

  it.each([
    ['not founded', { founded: 'false' }, 'Endereço não encontrado no mapa. Escolha uma opção da lista.'],
    ['founded missing', { founded: '' }, 'Endereço não encontrado no mapa. Escolha uma opção da lista.'],
    ['lat not a number', { lat: 'abc' }, 'Coordenadas inválidas.'],
    ['lat out of range', { lat: '91' }, 'Coordenadas inválidas.'],
    ['lng out of range', { lng: '-180.5' }, 'Coordenadas inválidas.'],
    ['lat Infinity', { lat: 'Infinity' }, 'Coordenadas inválidas.'],
    ['lng empty', { lng: '' }, 'Coordenadas inválidas.'],
  ])('refuses %s and keeps the address without coordinates', async (_name, patch, erro) => {
    const o = await orderOfCustomer(sb, '55310');
    const res = await update(sb, o, { ...GOOD, ...patch });
    expect(res.body).toEqual(refusal(erro, { founded: false, success: false }));
    expect((await request(sb, o.id_pedido)).body.error).toBe('ADDRESS_WITHOUT_COORDINATES');
  });

  it('accepts comma decimals and JSON numbers', async () => {
    const o = await orderOfCustomer(sb, '55310');
    expect((await update(sb, o, { ...GOOD, lat: '-23,5757', lng: '-46,6441' })).body).toMatchObject({
      success: true,
    });
    const json = await sb.call(`/api/v1/enderecos/updateUserAddress/${o.id_pedido}/${o.endereco_id}`, {
      hash: sb.hash,
      json: { ...GOOD, founded: true, lat: -23.5, lng: -46.6, selectedAddress: { id: 'sp-006' } },
    });
    expect(json.body).toMatchObject({ success: true });
  });

  it('refuses another address, another store, oversized input and no session', async () => {
    const o = await orderOfCustomer(sb, '55310');
    const wrong = await update(sb, o, GOOD, '12345');
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual(refusal('Endereço não encontrado para este pedido.'));
    const moema = await sb.login('moema');
    const foreign = await sb.call(`/api/v1/enderecos/updateUserAddress/${o.id_pedido}/${o.endereco_id}`, {
      hash: moema,
      form: GOOD,
    });
    expect(foreign.status).toBe(404);
    expect((await update(sb, o, { ...GOOD, formattedAddress: 'x'.repeat(301) })).status).toBe(400);
    expect((await update(sb, o, { ...GOOD, selectedAddress: 'x'.repeat(2001) })).status).toBe(400);
    const pickup = await orderOfCustomer(sb, '55230');
    expect((await update(sb, pickup, GOOD, 'null')).status).toBe(404);
    const anonymous = await sb.call(`/api/v1/enderecos/updateUserAddress/${o.id_pedido}/${o.endereco_id}`, {
      form: GOOD,
    });
    expect(anonymous.status).toBe(401);
  });

  it('control switches coordinates off and on', async () => {
    const o = await orderOfCustomer(sb, '55044');
    const off = await sb.control('delivery/coordinates', { id_pedido: o.id_pedido, on: false });
    expect(off.body).toEqual({ ok: true, coordinates: null });
    expect((await request(sb, o.id_pedido)).body.error).toBe('ADDRESS_WITHOUT_COORDINATES');
    const on = await sb.control<{ coordinates: { lat: number; lng: number } }>('delivery/coordinates', {
      id_pedido: o.id_pedido,
      on: true,
    });
    expect(on.body.coordinates.lat).toBeCloseTo(-23.589, 1);
    expect((await request(sb, o.id_pedido)).status).toBe(200);
    const pickup = await orderOfCustomer(sb, '55230');
    expect((await sb.control('delivery/coordinates', { id_pedido: pickup.id_pedido, on: true })).status).toBe(
      422,
    );
    expect((await sb.control('delivery/coordinates', { id_pedido: 999999, on: true })).status).toBe(404);
    expect((await sb.control('delivery/coordinates', { id_pedido: o.id_pedido, on: 'sim' })).status).toBe(
      400,
    );
  });

  it('control reset puts the seeded coordinates back', async () => {
    const o = await orderOfCustomer(sb, '55310');
    await update(sb, o, GOOD);
    await sb.control('reset');
    sb.hash = await sb.login();
    const fresh = await orderOfCustomer(sb, '55310');
    expect((await request(sb, fresh.id_pedido)).body.error).toBe('ADDRESS_WITHOUT_COORDINATES');
  });
});
