// The live order store: keyed by id (idempotent), tickets against stale responses, and the
// lenient order schema that skips (and logs) what cannot be shown.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseLiveOrder, liveOrderSchema } from '../../../shared/api/live-order';
import { fetchLiveOrders } from '../../../renderer/src/api/orders';
import { sectionsFilter, sortEntries } from '../../../renderer/src/orders-live/sections';
import { countPending, useOrders } from '../../../renderer/src/stores/orders';
import { fakeApi, json, makeServices } from './helpers';
import { liveOrder, rawOrder } from './orderFixtures';

afterEach(() => useOrders.getState().reset());

const store = () => useOrders.getState();
const ids = () => [...store().entries.keys()].sort();
const statusOf = (id: string) => store().entries.get(id)?.order.status;

describe('idempotency', () => {
  it('the same order applied twice is one entry', () => {
    const order = liveOrder({ id_pedido: '10' });
    expect(store().applyOrder(order, store().beginRequest())).toBe(true);
    expect(store().applyOrder(order, store().beginRequest())).toBe(true);
    expect(ids()).toEqual(['10']);
  });

  it('an order in the list and from an event is one entry', () => {
    const list = [liveOrder({ id_pedido: '1' }), liveOrder({ id_pedido: '2' })];
    store().applyList(list, store().beginRequest());
    store().applyOrder(liveOrder({ id_pedido: '2', status: 'PA' }), store().beginRequest());
    store().applyList(
      list.map((o) => ({ ...o })),
      store().beginRequest(),
    );
    expect(ids()).toEqual(['1', '2']);
  });

  it('an unchanged order keeps its entry object across reconciliations (memoized rows stay put)', () => {
    const order = liveOrder({ id_pedido: '5', status: 'PA' });
    store().applyList([order], store().beginRequest());
    const before = store().entries.get('5');
    store().applyList(
      [liveOrderSchema.parse(rawOrder({ id_pedido: '5', status: 'PA' }))],
      store().beginRequest(),
    );
    expect(store().entries.get('5')).toBe(before);
  });
});

describe('stale responses never overwrite newer state', () => {
  it('a per-order response older than the last applied one is dropped', () => {
    const older = store().beginRequest();
    const newer = store().beginRequest();
    expect(store().applyOrder(liveOrder({ id_pedido: '7', status: 'PD' }), newer)).toBe(true);
    expect(store().applyOrder(liveOrder({ id_pedido: '7', status: 'PA' }), older)).toBe(false);
    expect(statusOf('7')).toBe('PD');
  });

  it('a list that started before a per-order fetch completed leaves that order alone', () => {
    store().applyList([liveOrder({ id_pedido: '7', status: 'PP' })], store().beginRequest());
    const listTicket = store().beginRequest();
    const orderTicket = store().beginRequest();
    store().applyOrder(liveOrder({ id_pedido: '7', status: 'PA' }), orderTicket);
    // The list was read before the change: it still says PP.
    expect(store().applyList([liveOrder({ id_pedido: '7', status: 'PP' })], listTicket)).toBe(true);
    expect(statusOf('7')).toBe('PA');
  });

  it('…and keeps a new order the list did not know yet', () => {
    const listTicket = store().beginRequest();
    store().applyOrder(liveOrder({ id_pedido: '8' }), store().beginRequest());
    store().applyList([liveOrder({ id_pedido: '1' })], listTicket);
    expect(ids()).toEqual(['1', '8']);
  });

  it('a per-order response older than the last list is dropped', () => {
    const orderTicket = store().beginRequest();
    store().applyList([liveOrder({ id_pedido: '7', status: 'PD' })], store().beginRequest());
    expect(store().applyOrder(liveOrder({ id_pedido: '7', status: 'PP' }), orderTicket)).toBe(false);
    expect(statusOf('7')).toBe('PD');
  });

  it('an older list than the last applied list is dropped whole', () => {
    const first = store().beginRequest();
    const second = store().beginRequest();
    store().applyList([liveOrder({ id_pedido: '1' }), liveOrder({ id_pedido: '2' })], second);
    expect(store().applyList([liveOrder({ id_pedido: '1' })], first)).toBe(false);
    expect(ids()).toEqual(['1', '2']);
  });

  it('orders gone from a newer list are dropped (e.g. after midnight)', () => {
    store().applyList([liveOrder({ id_pedido: '1' }), liveOrder({ id_pedido: '2' })], store().beginRequest());
    store().applyList([liveOrder({ id_pedido: '2' })], store().beginRequest());
    expect(ids()).toEqual(['2']);
  });
});

describe('entries', () => {
  it('pending orders get a deadline from segundos; others none', () => {
    store().applyOrder(
      liveOrder({ id_pedido: '1', status: 'PP', segundos: 90 }),
      store().beginRequest(),
      1_000,
    );
    store().applyOrder(
      liveOrder({ id_pedido: '2', status: 'PA', segundos: 90 }),
      store().beginRequest(),
      1_000,
    );
    expect(store().entries.get('1')?.deadline).toBe(91_000);
    expect(store().entries.get('2')?.deadline).toBeNull();
    expect(countPending(store().entries)).toBe(1);
  });

  it('sections: newest first, so a new order lands on top', () => {
    store().applyList(
      [
        liveOrder({ id_pedido: '1', data_criacao: '2026-11-21 10:00:00' }),
        liveOrder({ id_pedido: '3', data_criacao: '2026-11-21 12:00:00' }),
        liveOrder({ id_pedido: '2', data_criacao: '2026-11-21 11:00:00' }),
      ],
      store().beginRequest(),
    );
    store().applyOrder(
      liveOrder({ id_pedido: '4', data_criacao: '2026-11-21 12:05:00' }),
      store().beginRequest(),
    );
    const pending = sectionsFilter(sortEntries(store().entries))('')[0]?.entries.map(
      (e) => e.order.id_pedido,
    );
    expect(pending).toEqual(['4', '3', '2', '1']);
  });

  it('an unknown status still shows (with the orders in progress)', () => {
    store().applyOrder(liveOrder({ id_pedido: '9', status: 'LI' as never }), store().beginRequest());
    expect(
      sectionsFilter(sortEntries(store().entries))('')[1]?.entries.map((e) => e.order.id_pedido),
    ).toEqual(['9']);
  });
});

describe('the outbox overlay', () => {
  const change = (entryId: string, to: string) =>
    ({ entryId, to, pressedAt: '2026-01-01T12:00:00.000Z', state: 'waiting' }) as const;

  it('shows the waiting status on top, and the platform status once the change leaves', () => {
    store().applyList([liveOrder({ id_pedido: '1', status: 'PP' })], store().beginRequest());
    store().setOverlay(new Map([['1', change('e1', 'PA')]]));
    expect(statusOf('1')).toBe('PA');
    expect(store().entries.get('1')?.waiting?.platformStatus).toBe('PP');
    store().setOverlay(new Map());
    expect(statusOf('1')).toBe('PP');
    expect(store().entries.get('1')?.waiting).toBeUndefined();
  });

  it('rewrites only the orders whose change differs; an unchanged overlay keeps the entries map', () => {
    store().applyList(
      [liveOrder({ id_pedido: '1', status: 'PP' }), liveOrder({ id_pedido: '2', status: 'PA' })],
      store().beginRequest(),
    );
    store().setOverlay(new Map([['1', change('e1', 'PA')]]));
    const entries = store().entries;
    const untouched = entries.get('2');
    // The same change again (an outbox change that touched only the store switch): nothing copied.
    store().setOverlay(new Map([['1', change('e1', 'PA')]]));
    expect(store().entries).toBe(entries);
    // Another order's change: that order rewritten, the other keeps its entry object.
    store().setOverlay(
      new Map([
        ['1', change('e1', 'PA')],
        ['2', change('e2', 'PE')],
      ]),
    );
    expect(store().entries).not.toBe(entries);
    expect(statusOf('2')).toBe('PE');
    expect(store().entries.get('1')).toBe(entries.get('1'));
    expect(untouched).toBe(entries.get('2'));
  });
});

describe('malformed order payloads are logged and skipped', () => {
  it.each([
    ['no id', { ...rawOrder(), id_pedido: undefined }],
    ['empty id', { ...rawOrder(), id_pedido: '' }],
    ['id with a path', { ...rawOrder(), id_pedido: '../../admin' }],
    ['no status', { ...rawOrder(), status: undefined }],
    ['a string', 'pedido'],
    ['null', null],
    ['an array', [1, 2]],
  ])('%s', (_name, payload) => {
    const warn = vi.fn();
    expect(parseLiveOrder(payload, warn, 'teste')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'pedido malformado ignorado',
      expect.objectContaining({ where: 'teste' }),
    );
  });

  it('odd fields fall back to defaults instead of hiding the order', () => {
    const order = parseLiveOrder(
      {
        id_pedido: 123,
        status: 'PA',
        valor_total: '45,90',
        segundos: 'x',
        compraGlobal: 1,
        chat_enabled: 'S',
        pedidoObj: 'quebrado',
      },
      vi.fn(),
      'teste',
    );
    expect(order).toMatchObject({
      id_pedido: '123',
      valor_total: 45.9,
      segundos: 0,
      compraGlobal: '1',
      chat_enabled: true,
      pedidoObj: { itens: [], dados_pagamento: [], retirada_local: false },
    });
  });

  it('a list with bad orders keeps the good ones', async () => {
    const warn = vi.fn();
    const api = fakeApi({
      'GET v1 pedidos/listar': () =>
        json({
          status: true,
          pedidos: [rawOrder({ id_pedido: '1' }), { id_pedido: null }, 'lixo', rawOrder({ id_pedido: '2' })],
        }),
    });
    const services = makeServices({ fetch: api.fetch });
    const res = await fetchLiveOrders(services.api, {}, warn);
    expect(res.ok && res.data.map((o) => o.id_pedido)).toEqual(['1', '2']);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
