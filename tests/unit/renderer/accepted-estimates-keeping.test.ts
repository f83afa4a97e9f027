// The estimate each order was accepted under survives a restart of the desk (issue 34 §2, §4):
// kept through the platform's settings (here the web keeping over fake IndexedDB, the same calls
// main answers on the desktop), read back before anything new is noted, pruned as orders finish.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  trackAcceptedEstimates,
  useAcceptedEstimates,
} from '../../../renderer/src/orders-live/acceptedEstimates';
import { createWebPause } from '../../../renderer/src/platform/webPause';
import { toEntry, useOrders, type OrderEntry } from '../../../renderer/src/stores/orders';
import { useShop } from '../../../renderer/src/stores/shop';
import type { StoreInfo } from '../../../shared/api/platform-v1';
import type { AcceptedEstimatesRecord } from '../../../shared/orders/accepted-estimates';
import { liveOrder } from './orderFixtures';

const T0 = new Date(2026, 11, 4, 20, 0).getTime();

const entries = (...pairs: [string, string][]) =>
  new Map<string, OrderEntry>(
    pairs.map(([id, status]) => [id, toEntry(liveOrder({ id_pedido: id, status: status as 'PA' }), T0)]),
  );
const setEstimate = (min: number, max: number) =>
  useShop.setState({ info: { entrega_minimo: min, entrega_maximo: max } as StoreInfo, status: 'ready' });
const setOrders = (map: Map<string, OrderEntry>, listTicket = 1) =>
  useOrders.setState({ entries: map, listTicket });
const estimateOf = (id: string) => {
  const e = useAcceptedEstimates.getState().byId.get(id);
  return e ? { min: e.min, max: e.max } : undefined;
};

afterEach(() => {
  useShop.getState().reset();
  useOrders.setState({ entries: new Map(), listTicket: 0 });
  useAcceptedEstimates.setState({ byId: new Map() });
});

describe('accepted estimates kept across a restart', () => {
  it('an order accepted at 40–60 is still measured against 40–60 after a restart under busy mode', async () => {
    const idb = new IDBFactory();
    const keeping = () => createWebPause({ indexedDB: () => idb, warn: () => undefined });
    let now = T0;
    setEstimate(40, 60);
    setOrders(entries(['1', 'PA'], ['2', 'PP']));
    const stop = trackAcceptedEstimates(keeping(), { now: () => now });
    await vi.waitFor(() => expect(estimateOf('1')).toEqual({ min: 40, max: 60 }));
    await vi.waitFor(async () =>
      expect((await keeping().getAcceptedEstimates()).orders).toEqual([
        { id: '1', min: 40, max: 60, at: T0 },
      ]),
    );
    stop();
    expect(useAcceptedEstimates.getState().byId.size).toBe(0);

    // The desk starts again while busy mode has the estimate at 60–90; before any list arrives
    // the kept orders stay, and once read, order 1 keeps 40–60; order 2, accepted now, takes 60–90.
    now = T0 + 10 * 60_000;
    setEstimate(60, 90);
    setOrders(new Map(), 0);
    const again = trackAcceptedEstimates(keeping(), { now: () => now });
    setOrders(entries(['1', 'PI'], ['2', 'PA']));
    await vi.waitFor(() => expect(estimateOf('2')).toEqual({ min: 60, max: 90 }));
    expect(estimateOf('1')).toEqual({ min: 40, max: 60 });

    // Delivered: pruned from memory and from what is kept.
    setOrders(entries(['1', 'PD'], ['2', 'PA']));
    expect(estimateOf('1')).toBeUndefined();
    await vi.waitFor(async () =>
      expect((await keeping().getAcceptedEstimates()).orders.map((o) => o.id)).toEqual(['2']),
    );
    again();
  });

  it('notes nothing before the kept record is read (an order accepted before the restart keeps its own)', async () => {
    let release: (r: AcceptedEstimatesRecord) => void = () => undefined;
    const saved: AcceptedEstimatesRecord[] = [];
    setEstimate(60, 90);
    setOrders(entries(['1', 'PA']));
    const stop = trackAcceptedEstimates({
      getAcceptedEstimates: () => new Promise((r) => (release = r)),
      saveAcceptedEstimates: async (r) => void saved.push(r),
    });
    setOrders(entries(['1', 'PI']));
    expect(estimateOf('1')).toBeUndefined();
    expect(saved).toEqual([]);
    release({ orders: [{ id: '1', min: 40, max: 60, at: Date.now() }] });
    await vi.waitFor(() => expect(estimateOf('1')).toEqual({ min: 40, max: 60 }));
    expect(saved).toEqual([]);
    stop();
  });

  it('a keeping that fails to read or write: the desk goes on in memory and says so once', async () => {
    const warn = vi.fn();
    setEstimate(40, 60);
    setOrders(entries(['1', 'PA']));
    const stop = trackAcceptedEstimates(
      {
        getAcceptedEstimates: () => Promise.reject(new Error('disco')),
        saveAcceptedEstimates: () => Promise.reject(new Error('cheio')),
      },
      { warn },
    );
    await vi.waitFor(() => expect(estimateOf('1')).toEqual({ min: 40, max: 60 }));
    setOrders(entries(['1', 'PA'], ['2', 'PA']));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[atrasos] previsões guardadas ilegíveis; começando sem elas',
      '[atrasos] não foi possível guardar as previsões dos pedidos aceitos',
    ]);
    expect(estimateOf('2')).toEqual({ min: 40, max: 60 });
    stop();
  });
});
