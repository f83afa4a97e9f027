// Issue 35 §3: the day's orders cache is written in a task of its own, never from inside the
// store change that brings an order: at 2,000 orders that write (every order copied and handed to
// storage) held the new row's commit back (a CPU profile of bench/orders.ts).
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWebOffline } from '../../../renderer/src/platform/webOffline';
import { useOrdersCache } from '../../../renderer/src/offline/useOrdersCache';
import { ServicesProvider } from '../../../renderer/src/services/services';
import { useOrders } from '../../../renderer/src/stores/orders';
import { useSession } from '../../../renderer/src/stores/session';
import { ordersCacheSchema } from '../../../shared/offline';
import { IDBFactory as FakeIDBFactory } from 'fake-indexeddb';
import { ADMIN, fakeApi, fakePlatform, makeServices } from './helpers';
import { liveOrder } from './orderFixtures';

afterEach(() => {
  useOrders.getState().reset();
  vi.useRealTimers();
});

function Keeper() {
  useOrdersCache();
  return null;
}

describe('useOrdersCache', () => {
  it('writes after the change, in a task of its own, the last change included', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    useSession.getState().setUser(ADMIN);
    const offline = createWebOffline({ indexedDB: () => new FakeIDBFactory(), warn: () => undefined });
    const save = vi.spyOn(offline, 'saveOrdersCache');
    const services = makeServices({ fetch: fakeApi({}).fetch, platform: fakePlatform({ offline }).platform });
    render(
      <ServicesProvider value={services}>
        <Keeper />
      </ServicesProvider>,
    );
    const today = new Date();
    const at = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')} 10:00:00`;
    const store = useOrders.getState();
    act(() => {
      store.applyList([liveOrder({ id_pedido: '1', data_criacao: at })], store.beginRequest());
    });
    // The change itself wrote nothing: React renders the new row first.
    expect(save).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(save).toHaveBeenCalledTimes(1);
    const written = save.mock.calls[0]?.[0];
    expect(written?.orders.map((o) => o.id_pedido)).toEqual(['1']);
    // What was written reads back whole (reading checks every order).
    expect(ordersCacheSchema.safeParse(written).success).toBe(true);
  });
});
