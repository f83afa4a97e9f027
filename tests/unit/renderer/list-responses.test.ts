// Lists the spec calls "a list" are read whether the server answers a bare array or the wrapped
// form used today (issue 14 §3): establishment banners and external delivery status entries.
import { describe, expect, it } from 'vitest';
import { fetchBanners, fetchLiveOrder, fetchLiveOrders } from '../../../renderer/src/api/orders';
import { z } from 'zod';
import { listResponse, wrappedOrBare } from '../../../shared/api/lenient';
import { fetchLegacyInvoices } from '../../../renderer/src/features/finance/invoices/invoicesApi';
import { storeUsersSchema } from '../../../shared/api/store-settings';
import { fetchStatusList } from '../../../renderer/src/order-delivery/deliveryApi';
import { fakeApi, makeServices } from './helpers';

const banner = { image: 'https://cdn.example.com/b1.png', link: 'https://example.com/promo' };
const entry = {
  date: '2026-11-24 10:00:00',
  status: 'SEARCHING_DELIVERY',
  meta_data: { deliveryMan: { name: 'João', vehicle: { model: 'CG 160', plate: 'ABC1D23' } } },
};

describe('listResponse', () => {
  it.each([
    ['bare array', [1, 2], [1, 2]],
    ['wrapped', { items: [1, 2] }, [1, 2]],
    ['wrapped with status', { status: true, items: [3] }, [3]],
    ['wrapped, not a list', { items: 'x' }, []],
    ['other key', { outros: [1] }, []],
    ['null', null, []],
    ['string', 'abc', []],
    ['number', 7, []],
  ])('%s', (_name, body, expected) => {
    expect(listResponse('items').parse(body)).toEqual(expected);
  });
});

describe('establishment banners', () => {
  it.each([
    ['wrapped', { status: true, banners: [banner] }],
    ['bare array', [banner]],
  ])('%s → the banners', async (_name, body) => {
    const { api } = makeServices({ fetch: fakeApi({ 'GET v1 establishment-banners': body }).fetch });
    expect(await fetchBanners(api)).toEqual([banner]);
  });

  it('a bare array keeps only valid banners', async () => {
    const body = [banner, { image: '' }, { link: 'x' }, 'lixo', null];
    const { api } = makeServices({ fetch: fakeApi({ 'GET v1 establishment-banners': body }).fetch });
    expect(await fetchBanners(api)).toEqual([banner]);
  });
});

describe('external delivery status entries', () => {
  const route = 'GET v1 pedidos/externalDeliveryStatusList/42';
  it.each([
    ['wrapped', { status: true, data: [entry] }],
    ['bare array', [entry]],
  ])('%s → the entries', async (_name, body) => {
    const { api } = makeServices({ fetch: fakeApi({ [route]: body }).fetch });
    const entries = await fetchStatusList(api, '42');
    expect(entries).toHaveLength(1);
    expect(entries?.[0]).toMatchObject({ status: 'SEARCHING_DELIVERY' });
  });

  it('an empty bare array is an empty list, not a failure', async () => {
    const { api } = makeServices({ fetch: fakeApi({ [route]: [] }).fetch });
    expect(await fetchStatusList(api, '42')).toEqual([]);
  });
});

describe('lists documented only as "a list"', () => {
  const invoice = {
    hash_fatura: 'abc',
    referencia: '10/2026',
    valor_pagar: '120.50',
    data_vencimento: '2026-11-10',
    status: 'PAGO',
    fatura_link: 'https://example.com/f.pdf',
    nfse_link: '',
    boleto_link: '',
  };
  it.each([
    ['wrapped', { status: true, faturas: [invoice] }],
    ['bare array', [invoice]],
  ])('faturas/listar %s → the legacy invoices', async (_name, body) => {
    const { api } = makeServices({ fetch: fakeApi({ 'GET v1 faturas/listar': body }).fetch });
    const list = await fetchLegacyInvoices(api);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ hash_fatura: 'abc' });
  });

  const user = { id: 7, name: 'Ana', email: 'ana@example.com', status: 'S', role_group: 'Lojista Operador' };
  it.each([
    ['wrapped', { data: [user] }],
    ['bare array', [user]],
  ])('users/merchant %s → the users', (_name, body) => {
    const parsed = storeUsersSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.data).toHaveLength(1);
  });

  it('wrappedOrBare leaves other bodies to the schema', () => {
    const schema = wrappedOrBare('items', z.object({ items: z.array(z.number()) }));
    expect(schema.safeParse([1, 2]).data).toEqual({ items: [1, 2] });
    expect(schema.safeParse({ items: [3] }).data).toEqual({ items: [3] });
    expect(schema.safeParse('x').success).toBe(false);
  });
});

describe('an empty day (pedidos/listar): the live desk reads it as no orders', () => {
  it.each<[string, Record<string, unknown>]>([
    ['null', { pedidos: null }],
    ['absent', {}],
    ["PHP's {}", { pedidos: {} }],
  ])('pedidos as %s', async (_name, body) => {
    const answer = { status: true, ...body };
    const api = fakeApi({ 'GET v1 pedidos/listar': answer, 'GET v1 pedidos/listar/7': answer });
    const { api: client } = makeServices({ fetch: api.fetch });
    expect(await fetchLiveOrders(client)).toEqual({ ok: true, data: [] });
    expect(await fetchLiveOrder(client, '7')).toEqual({ ok: true, data: null });
  });
});
