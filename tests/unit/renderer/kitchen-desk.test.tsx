// The desk's side of the kitchen screen (issue 33 §3): 'Pronto na cozinha' in the row and the
// detail only while the kitchen screen is on; PICKUP_READY on 'ready' for a pickup order in a
// status that offers it, PL on 'opened' from PA/PI, each once, through the counter's own path.
import type { KitchenDeskBridge } from '../../../shared/kitchen-screen/bridge';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitchenReadyBadge } from '../../../renderer/src/kitchen/desk/KitchenReadyBadge';
import { useKitchenDesk } from '../../../renderer/src/kitchen/desk/deskStore';
import { createKitchenProgress, decideSend } from '../../../renderer/src/kitchen/desk/progress';
import { useKitchenProgress } from '../../../renderer/src/kitchen/desk/useKitchenProgress';
import { toEntry, useOrders } from '../../../renderer/src/stores/orders';
import {
  DEFAULT_KITCHEN_SETTINGS,
  type KitchenOrderProgress,
  type KitchenSettings,
} from '../../../shared/kitchen-screen/contract';
import type { LiveOrder } from '../../../shared/api/live-order';
import type { OrderStatus } from '../../../shared/api/platform-v1';
import { liveOrder } from './orderFixtures';
import { OrderDetail } from '../../../renderer/src/features/orders/OrderDetail';
import { OrderRow } from '../../../renderer/src/features/orders/OrderList';
import { ServicesProvider } from '../../../renderer/src/services/services';
import { connectivity, useConnectivity } from '../../../renderer/src/offline/connectivity';
import { createDesk, setDeskOutbox } from '../../../renderer/src/offline/desk';
import { sendOutboxAction, verifyOutboxAction } from '../../../renderer/src/offline/platformActions';
import { createMemoryOfflineStore } from '../../support/offline-store';
import { fakeApi, makeServices } from './helpers';
import { fakeSource, T0 } from './kitchenFakes';

const ON: KitchenSettings = {
  ...DEFAULT_KITCHEN_SETTINGS,
  enabled: true,
  sendReadyOnBump: true,
  sendProductionOnOpen: true,
};
const pickup = (status: string, id = '500') =>
  liveOrder({ id_pedido: id, status: status as OrderStatus, pedidoObj: { retirada_local: true } });
const delivery = (status: string, id = '600') => liveOrder({ id_pedido: id, status: status as OrderStatus });
const ready = (orderId: string): KitchenOrderProgress => ({ orderId, state: 'ready', at: T0 });
const opened = (orderId: string): KitchenOrderProgress => ({ orderId, state: 'opened', at: T0 });

afterEach(() => {
  useKitchenDesk.getState().reset();
  useOrders.setState({ entries: new Map() });
});

describe('decideSend', () => {
  it.each([
    ['ready, pickup PA', ready('500'), pickup('PA'), ON, 'PICKUP_READY'],
    ['ready, pickup PI', ready('500'), pickup('PI'), ON, 'PICKUP_READY'],
    ['ready, pickup PL (spec: only Enviar)', ready('500'), pickup('PL'), ON, null],
    ['ready, pickup already PICKUP_READY', ready('500'), pickup('PICKUP_READY'), ON, null],
    ['ready, delivery PA (stays for Enviar)', ready('600'), delivery('PA'), ON, null],
    ['ready, option off', ready('500'), pickup('PA'), { ...ON, sendReadyOnBump: false }, null],
    ['ready, kitchen off', ready('500'), pickup('PA'), { ...ON, enabled: false }, null],
    ['opened, PA', opened('600'), delivery('PA'), ON, 'PL'],
    ['opened, PI', opened('500'), pickup('PI'), ON, 'PL'],
    ['opened, PE', opened('600'), delivery('PE'), ON, null],
    ['opened, PL already', opened('600'), delivery('PL'), ON, null],
    ['opened, option off', opened('600'), delivery('PA'), { ...ON, sendProductionOnOpen: false }, null],
  ] as const)('%s → %s', (_, progress, order, settings, status) => {
    const decision = decideSend(progress, order, settings);
    expect(decision === null || decision === 'wait' ? decision : decision.newStatus).toBe(status);
  });

  it('an order not loaded yet waits', () => {
    expect(decideSend(ready('1'), undefined, ON)).toBe('wait');
  });
});

describe('createKitchenProgress', () => {
  it('marks, sends once, and tries again an order that arrives later', () => {
    const orders = new Map<string, LiveOrder>();
    const send = vi.fn(async () => undefined);
    const mark = vi.fn();
    const c = createKitchenProgress({ settings: () => ON, order: (id) => orders.get(id), mark, send });
    c.onProgress(ready('500'));
    expect(mark).toHaveBeenCalledWith(ready('500'));
    expect(send).not.toHaveBeenCalled();
    orders.set('500', pickup('PA'));
    c.tick();
    c.tick();
    c.onProgress(ready('500'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'pickupReady', newStatus: 'PICKUP_READY' }),
    );
  });
});

function fakeKitchen(settings: KitchenSettings, first: KitchenOrderProgress[] = []) {
  let emit: (p: KitchenOrderProgress) => void = () => undefined;
  const bridge = {
    ...fakeSource([]),
    getSettings: vi.fn(async () => settings),
    getOrderProgress: vi.fn(async () => first),
    onOrderProgress: vi.fn((cb: (p: KitchenOrderProgress) => void) => {
      emit = cb;
      return () => undefined;
    }),
  } as unknown as KitchenDeskBridge;
  return { bridge, emit: (p: KitchenOrderProgress) => emit(p) };
}

function Desk({
  kitchen,
  api,
}: {
  kitchen: KitchenDeskBridge | null;
  api: ReturnType<typeof makeServices>['api'];
}) {
  useKitchenProgress(kitchen, api, null);
  return <KitchenReadyBadge idPedido="500" />;
}

const load = (...orders: LiveOrder[]) =>
  useOrders.setState({ entries: new Map(orders.map((o) => [o.id_pedido, toEntry(o, T0)])) });

describe('useKitchenProgress', () => {
  it("'ready' for a pickup PA order: the mark and PICKUP_READY through the counter's call", async () => {
    load(pickup('PA'));
    const http = fakeApi({ 'PUT json orders/500': { status: true } });
    const { api } = makeServices({ fetch: http.fetch });
    const { bridge, emit } = fakeKitchen(ON);
    render(<Desk kitchen={bridge} api={api} />);
    await waitFor(() => expect(bridge.getOrderProgress).toHaveBeenCalled());
    expect(screen.queryByText('Pronto na cozinha')).toBeNull();
    act(() => emit(ready('500')));
    expect(screen.getByText('Pronto na cozinha')).toBeTruthy();
    await waitFor(() => expect(http.calls).toHaveLength(1));
    expect(JSON.parse(http.calls[0]?.body ?? '')).toEqual({
      new_status: 'PICKUP_READY',
      obs: 'tela da cozinha',
    });
    act(() => emit(ready('500')));
    await act(async () => undefined);
    expect(http.calls).toHaveLength(1);
  });

  it("'opened' sends PL (mudaStatus) once, from the first paint's progress too", async () => {
    load(pickup('PI'));
    const http = fakeApi({ 'POST v1 pedidos/mudaStatus/500': { status: true, mensagem: 'ok' } });
    const { api } = makeServices({ fetch: http.fetch });
    const { bridge, emit } = fakeKitchen(ON, [opened('500')]);
    render(<Desk kitchen={bridge} api={api} />);
    await waitFor(() => expect(http.calls).toHaveLength(1));
    expect(http.calls[0]?.body).toBe('novo_status=PL&obs=tela+da+cozinha');
    act(() => emit(opened('500')));
    await act(async () => undefined);
    expect(http.calls).toHaveLength(1);
    // Opened is not ready: no mark.
    expect(screen.queryByText('Pronto na cozinha')).toBeNull();
  });

  it('options off: the mark only; kitchen off: not even the mark', async () => {
    load(pickup('PA'));
    const http = fakeApi({});
    const { api } = makeServices({ fetch: http.fetch });
    const marksOnly = fakeKitchen({ ...DEFAULT_KITCHEN_SETTINGS, enabled: true }, [ready('500')]);
    const view = render(<Desk kitchen={marksOnly.bridge} api={api} />);
    await screen.findByText('Pronto na cozinha');
    view.unmount();
    const off = fakeKitchen(DEFAULT_KITCHEN_SETTINGS, [ready('500')]);
    render(<Desk kitchen={off.bridge} api={api} />);
    await waitFor(() => expect(off.bridge.getOrderProgress).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByText('Pronto na cozinha')).toBeNull();
    expect(http.calls).toHaveLength(0);
  });

  it('an event before the settings arrive waits for them (not decided against the defaults)', async () => {
    load(pickup('PA'));
    const http = fakeApi({ 'PUT json orders/500': { status: true } });
    const { api } = makeServices({ fetch: http.fetch });
    let release: (s: KitchenSettings) => void = () => undefined;
    const k = fakeKitchen(ON);
    (k.bridge.getSettings as ReturnType<typeof vi.fn>).mockImplementation(
      () => new Promise<KitchenSettings>((r) => (release = r)),
    );
    render(<Desk kitchen={k.bridge} api={api} />);
    act(() => k.emit(ready('500')));
    await act(async () => release(ON));
    await waitFor(() => expect(http.calls).toHaveLength(1));
  });

  it('no kitchen domain (web mode): nothing asked, nothing shown', () => {
    load(pickup('PA'));
    const { api } = makeServices({ fetch: fakeApi({}).fetch });
    render(<Desk kitchen={null} api={api} />);
    expect(screen.queryByText('Pronto na cozinha')).toBeNull();
    expect(useKitchenDesk.getState().settings).toBe(DEFAULT_KITCHEN_SETTINGS);
  });

  it("the platform away: PICKUP_READY waits in the outbox like the button's", async () => {
    const http = fakeApi({});
    const { api } = makeServices({ fetch: http.fetch });
    const store = createMemoryOfflineStore();
    const outbox = createDesk({
      store,
      send: (a) => sendOutboxAction(api, a),
      verify: (a) => verifyOutboxAction(api, a),
      reachable: () => useConnectivity.getState().reachable,
      scope: () => ({ storeId: '1', userId: '10' }),
      refreshOrder: async () => undefined,
      reconcile: async () => undefined,
      refreshShop: async () => undefined,
      alert: () => undefined,
    });
    setDeskOutbox(outbox);
    try {
      const orders = useOrders.getState();
      orders.applyList([pickup('PA')], orders.beginRequest());
      act(() => connectivity.unanswered());
      const { bridge, emit } = fakeKitchen(ON);
      render(<Desk kitchen={bridge} api={api} />);
      await waitFor(() => expect(bridge.getOrderProgress).toHaveBeenCalled());
      act(() => emit(ready('500')));
      await waitFor(() =>
        expect(store.kept()).toEqual([
          expect.objectContaining({ action: expect.objectContaining({ from: 'PA', to: 'PICKUP_READY' }) }),
        ]),
      );
      expect(http.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    } finally {
      act(() => connectivity.answered());
      outbox.stop();
      setDeskOutbox(null);
    }
  });
});

describe('the orders screen', () => {
  function showOrder() {
    const entry = toEntry(pickup('PA'), T0);
    const services = makeServices({ fetch: fakeApi({}).fetch });
    render(
      <ServicesProvider value={services}>
        <ul>
          <OrderRow entry={entry} selected={false} busy={false} lateEstimate={null} onSelect={() => {}} />
        </ul>
        <OrderDetail entry={entry} busyAction={null} onAction={() => {}} />
      </ServicesProvider>,
    );
  }

  it("the row and the detail say 'Pronto na cozinha' once every screen bumped it", () => {
    useKitchenDesk.setState({ settings: ON, marks: { '500': { readyAt: T0 } } });
    showOrder();
    expect(screen.getAllByText('Pronto na cozinha')).toHaveLength(2);
  });

  it('invisible while the kitchen screen is off, or before it is ready', () => {
    useKitchenDesk.setState({ settings: DEFAULT_KITCHEN_SETTINGS, marks: { '500': { readyAt: T0 } } });
    showOrder();
    expect(screen.queryByText('Pronto na cozinha')).toBeNull();
    act(() => useKitchenDesk.setState({ settings: ON, marks: { '500': { openedAt: T0 } } }));
    expect(screen.queryByText('Pronto na cozinha')).toBeNull();
  });
});
