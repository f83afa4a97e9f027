// The offline desk (issue 19): what waits goes to the outbox (and shows at once, over what the
// platform says), what cannot wait is disabled with its reason, and the replay's outcomes.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runStatusChange } from '../../../renderer/src/orders-live/useOrderCommands';
import { connectivity, useConnectivity } from '../../../renderer/src/offline/connectivity';
import { createDesk, setDeskOutbox, useOutbox, type Desk } from '../../../renderer/src/offline/desk';
import { gateOffline, OFFLINE_PREFIX, REFUSED_OFFLINE } from '../../../renderer/src/offline/policy';
import { sendOutboxAction, verifyOutboxAction } from '../../../renderer/src/offline/platformActions';
import { countPending, useOrders, type OrderEntry } from '../../../renderer/src/stores/orders';
import { useShop } from '../../../renderer/src/stores/shop';
import { ServicesProvider, type Services } from '../../../renderer/src/services/services';
import { FeedbackHost } from '../../../renderer/src/components/feedback/FeedbackHost';
import { StoreSwitch } from '../../../renderer/src/app/shell/StoreSwitch';
import { changeDeliveryTime } from '../../../renderer/src/features/orders/DeliveryTimeMenu';
import { OrderActionsBar } from '../../../renderer/src/features/orders/OrderActionsBar';
import { OrderDetail } from '../../../renderer/src/features/orders/OrderDetail';
import { OrderRow } from '../../../renderer/src/features/orders/OrderList';
import type { ApiClient } from '../../../renderer/src/api/http';
import { createMemoryOfflineStore, type MemoryOfflineStore } from '../../support/offline-store';
import { expectRefusedOffline, fakeApi, json, makeServices, storeBody, type Handler } from './helpers';
import { liveOrder, rawOrder } from './orderFixtures';

let store: MemoryOfflineStore;
let outbox: Desk;
const refreshOrder = vi.fn(async (_id: string) => {});
const reconcile = vi.fn(async () => {});

function desk(api: ApiClient, kept: MemoryOfflineStore = createMemoryOfflineStore()) {
  store = kept;
  outbox = createDesk({
    store,
    send: (a) => sendOutboxAction(api, a),
    verify: (a) => verifyOutboxAction(api, a),
    reachable: () => useConnectivity.getState().reachable,
    scope: () => ({ storeId: '1', userId: '10' }),
    refreshOrder,
    reconcile,
    refreshShop: async () => {},
    alert: () => {},
  });
  setDeskOutbox(outbox);
  return outbox;
}

function services(routes: Record<string, Handler | unknown>) {
  const api = fakeApi({ 'GET v1 estabelecimento/getLoja': storeBody(), ...routes });
  const s = makeServices({ fetch: api.fetch });
  desk(s.api);
  return { services: s, calls: api.calls };
}

/** The header's switch with the dialogs it may open. */
function renderStoreSwitch(s: Services) {
  render(
    <ServicesProvider value={s}>
      <StoreSwitch />
      <FeedbackHost />
    </ServicesProvider>,
  );
}

const offline = () => act(() => connectivity.unanswered());
const online = () => act(() => connectivity.answered());

function putOrder(status = 'PP') {
  const order = liveOrder({ id_pedido: '101', orderId: '9101', status } as never);
  const orders = useOrders.getState();
  orders.applyList([order], orders.beginRequest());
  return order;
}

beforeEach(() => {
  refreshOrder.mockClear();
  reconcile.mockClear();
});
afterEach(() => {
  outbox.stop();
  setDeskOutbox(null);
});

/** Aceitar pressed while the platform is away, refused on replay: the customer had cancelled. */
async function refusedOnReplay() {
  const { services: s } = services({
    'PUT json orders/9101': () => json({ status: false, message: 'O cliente cancelou o pedido.' }, 422),
  });
  const order = putOrder('PP');
  offline();
  await runStatusChange({ api: s.api, sync: null, order, action: 'accept' });
  online();
  await outbox.drain();
  return s;
}

describe('runStatusChange and the outbox', () => {
  it('known unreachable: Aceitar waits (nothing sent), shows PA over the platform PP', async () => {
    const { services: s, calls } = services({});
    const order = putOrder('PP');
    offline();
    const result = await runStatusChange({ api: s.api, sync: null, order, action: 'accept' });
    expect(result).toEqual({ ok: false, queued: true, detail: null });
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    expect(store.kept()).toEqual([
      expect.objectContaining({
        state: 'waiting',
        action: expect.objectContaining({ from: 'PP', to: 'PA' }),
      }),
    ]);
    const entry = useOrders.getState().entries.get('101');
    expect(entry?.order.status).toBe('PA');
    expect(entry?.waiting).toMatchObject({ platformStatus: 'PP', state: 'waiting' });
    // Still pending on the platform: the sound keeps going, the countdown stays.
    expect(countPending(useOrders.getState().entries)).toBe(1);
    // A reconciliation that still says PP does not overwrite what waits.
    const orders = useOrders.getState();
    orders.applyList(
      [liveOrder({ id_pedido: '101', orderId: '9101', status: 'PP' } as never)],
      orders.beginRequest(),
    );
    expect(useOrders.getState().entries.get('101')?.order.status).toBe('PA');
  });

  it('unanswered (retry): Entregue waits as possibly sent, no error dialog', async () => {
    const { services: s } = services({
      'PUT json orders/9101': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET v1 pedidos/listar/101': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const order = putOrder('PE');
    render(<FeedbackHost />);
    const result = await runStatusChange({ api: s.api, sync: null, order, action: 'deliver' });
    expect(result).toMatchObject({ queued: true });
    expect(store.kept()).toEqual([expect.objectContaining({ state: 'sending' })]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a refusal (4xx) is not queued: the spec message with the server detail', async () => {
    const { services: s } = services({
      'PUT json orders/9101': () => json({ status: false, message: 'Pedido já finalizado.' }, 422),
    });
    const order = putOrder('PE');
    render(<FeedbackHost />);
    const result = await runStatusChange({ api: s.api, sync: null, order, action: 'deliver' });
    expect(result).toEqual({ ok: false, detail: 'Pedido já finalizado.' });
    expect(store.kept()).toEqual([]);
    expect(await screen.findByText(/Ocorreu um erro ao mudar o status do pedido/)).toBeTruthy();
  });

  it('Cancelar never waits, even when the platform is known away', async () => {
    const { services: s, calls } = services({
      'PUT json orders/9101': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const order = putOrder('PA');
    offline();
    await runStatusChange({ api: s.api, sync: null, order, action: 'cancel', motivoCancelamento: 'x' });
    expect(store.kept()).toEqual([]);
    expect(calls.some((c) => c.method === 'PUT')).toBe(true);
  });

  it('the replay applies it: the order shows the platform PA, no mark, the list is reconciled', async () => {
    const { services: s, calls } = services({
      'PUT json orders/9101': { status: true },
    });
    const order = putOrder('PP');
    offline();
    await runStatusChange({ api: s.api, sync: null, order, action: 'accept' });
    online();
    await outbox.drain();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    const entry = useOrders.getState().entries.get('101');
    expect(entry?.order.status).toBe('PA');
    expect(entry?.waiting).toBeUndefined();
    expect(countPending(useOrders.getState().entries)).toBe(0);
    expect(reconcile).toHaveBeenCalled();
  });

  it('a refused replay becomes a notice on the order with the server message, dismissable', async () => {
    const s = await refusedOnReplay();
    expect(useOutbox.getState().notices).toEqual([
      expect.objectContaining({ idPedido: '101', message: 'O cliente cancelou o pedido.' }),
    ]);
    expect(refreshOrder).toHaveBeenCalledWith('101');
    expect(useOrders.getState().entries.get('101')?.order.status).toBe('PP');
    const entry = useOrders.getState().entries.get('101');
    render(
      <ServicesProvider value={s}>
        <OrderDetail entry={entry} busyAction={null} onAction={() => {}} />
      </ServicesProvider>,
    );
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText(/O cliente cancelou o pedido\./)).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Dispensar o aviso' }));
    await waitFor(() => expect(screen.queryByText(/O cliente cancelou o pedido\./)).toBeNull());
  });

  it('a refusal notice is kept before its entry goes, comes back after a reload, and dismissing it is for good', async () => {
    const s = await refusedOnReplay();
    const entryId = useOutbox.getState().notices[0]?.id ?? '';
    // The notice is on disk before the entry leaves it: a crash between tells it again, never loses it.
    expect(store.log.slice(-2)).toEqual([`notice:${entryId}`, `remove:${entryId}`]);

    // A reload: a new desk on the same store, the screen's notices forgotten meanwhile.
    outbox.stop();
    setDeskOutbox(null);
    expect(useOutbox.getState().notices).toEqual([]);
    desk(s.api, store);
    await outbox.start();
    expect(useOutbox.getState().notices).toEqual([
      expect.objectContaining({ id: entryId, idPedido: '101', message: 'O cliente cancelou o pedido.' }),
    ]);
    // The notice is on the store's order: the next user of the store sees it (issue 36 §1),
    // another store's login does not.
    const loginAs = async (storeId: string, userId: string) => {
      outbox.stop();
      setDeskOutbox(null);
      const other = createDesk({
        store,
        send: async () => ({ kind: 'applied' }),
        verify: async () => ({ kind: 'pending' }),
        reachable: () => true,
        scope: () => ({ storeId, userId }),
        refreshOrder,
        reconcile,
        refreshShop: async () => {},
        alert: () => {},
      });
      await other.start();
      const ids = useOutbox.getState().notices.map((n) => n.id);
      other.stop();
      setDeskOutbox(null);
      return ids;
    };
    expect(await loginAs('1', '11')).toEqual([entryId]);
    expect(await loginAs('2', '10')).toEqual([]);

    desk(s.api, store);
    await outbox.start();
    const entry = useOrders.getState().entries.get('101');
    render(
      <ServicesProvider value={s}>
        <OrderDetail entry={entry} busyAction={null} onAction={() => {}} />
      </ServicesProvider>,
    );
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dispensar o aviso' }));
    await waitFor(() => expect(store.log.at(-1)).toBe(`dismiss:${entryId}`));
    expect(await store.listOutboxNotices()).toEqual([]);
  });

  it('a 401 on the replay is an expired session, not a refusal: the change keeps waiting, no notice', async () => {
    const { services: s, calls } = services({
      'PUT json orders/9101': () => json({ message: 'Sessão expirada.' }, 401),
    });
    const order = putOrder('PP');
    offline();
    await runStatusChange({ api: s.api, sync: null, order, action: 'accept' });
    online();
    await outbox.drain();
    expect(calls.filter((c) => c.method === 'PUT').length).toBeGreaterThanOrEqual(1);
    expect(store.kept()).toEqual([
      expect.objectContaining({ action: expect.objectContaining({ to: 'PA' }) }),
    ]);
    expect(useOutbox.getState().notices).toEqual([]);
    expect(useOrders.getState().entries.get('101')?.order.status).toBe('PA');
    expect(useOrders.getState().entries.get('101')?.waiting).toBeDefined();
  });

  it('sendOutboxAction reads a 401 on a status change as no answer (legacy and JSON routes)', async () => {
    const api = fakeApi({
      'GET v1 estabelecimento/getLoja': storeBody(),
      'PUT json orders/9101': () => json({ message: 'Sessão expirada.' }, 401),
      'POST v1 pedidos/mudaStatus/101': () => json({ message: 'Sessão expirada.' }, 401),
    });
    const s = makeServices({ fetch: api.fetch });
    const base = { kind: 'status', idPedido: '101', orderId: '9101', from: 'PP' } as const;
    expect(await sendOutboxAction(s.api, { ...base, to: 'PA' })).toEqual({ kind: 'unanswered' });
    // 'PL' goes through v1 mudaStatus, the other route.
    expect(await sendOutboxAction(s.api, { ...base, from: 'PA', to: 'PL' })).toEqual({ kind: 'unanswered' });
  });

  it('the detail shows the waiting mark with the time pressed and a Desfazer that takes it back', async () => {
    const { services: s } = services({});
    const order = putOrder('PP');
    offline();
    // Pressed at 14:05 local time (only the clock is fixed: the outbox's promises still run).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 21, 14, 5, 42) });
    try {
      await runStatusChange({ api: s.api, sync: null, order, action: 'accept' });
    } finally {
      vi.useRealTimers();
    }
    const entry = useOrders.getState().entries.get('101');
    const { rerender } = render(
      <ServicesProvider value={s}>
        <OrderDetail entry={entry} busyAction={null} onAction={() => {}} />
      </ServicesProvider>,
    );
    expect(screen.getByText('Aguardando conexão · 14:05')).toBeTruthy();
    const undo = screen.getByRole('button', { name: 'Desfazer a mudança para Aceito' });
    undo.focus();
    expect(document.activeElement).toBe(undo);
    fireEvent.click(undo);
    await waitFor(() => expect(store.kept()).toEqual([]));
    const back = useOrders.getState().entries.get('101');
    expect(back?.order.status).toBe('PP');
    rerender(
      <ServicesProvider value={s}>
        <OrderDetail entry={back} busyAction={null} onAction={() => {}} />
      </ServicesProvider>,
    );
    expect(screen.queryByText(/Aguardando conexão/)).toBeNull();
  });
});

describe('an accept waiting for the platform keeps the countdown', () => {
  function renderRowAndDetail(s: Services, entry: OrderEntry) {
    render(
      <ServicesProvider value={s}>
        <ul>
          <OrderRow entry={entry} selected={false} busy={false} lateEstimate={null} onSelect={() => {}} />
        </ul>
        <OrderDetail entry={entry} busyAction={null} onAction={() => {}} />
      </ServicesProvider>,
    );
  }

  it('the row and the detail show Aceito, marked, and the time left to accept, which keeps running', async () => {
    const { services: s } = services({});
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 21, 14, 5, 0) });
    try {
      // The platform gives 5 minutes to accept.
      const pending = liveOrder({ id_pedido: '101', orderId: '9101', status: 'PP', segundos: 300 } as never);
      const orders = useOrders.getState();
      orders.applyList([pending], orders.beginRequest());
      offline();
      await runStatusChange({ api: s.api, sync: null, order: pending, action: 'accept' });
      vi.setSystemTime(new Date(2026, 10, 21, 14, 6, 30));
      const entry = useOrders.getState().entries.get('101');
      expect(entry?.order.status).toBe('PA');
      renderRowAndDetail(s, entry!);
      const row = screen.getByRole('button', { name: /#101/ });
      expect(within(row).getByText('Aguardando conexão · 14:05')).toBeTruthy();
      expect(within(row).getByText('Tempo para aceitar:')).toBeTruthy();
      expect(within(row).getByText('03:30')).toBeTruthy();
      const detailView = screen.getByRole('region', { name: 'Pedido #101' });
      expect(within(detailView).getByText('Tempo para aceitar:')).toBeTruthy();
      expect(within(detailView).getByText('03:30')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('once the platform has the accept, no countdown', async () => {
    const { services: s } = services({});
    const accepted = liveOrder({ id_pedido: '101', orderId: '9101', status: 'PA', segundos: 300 } as never);
    const orders = useOrders.getState();
    orders.applyList([accepted], orders.beginRequest());
    const entry = useOrders.getState().entries.get('101');
    renderRowAndDetail(s, entry!);
    expect(screen.queryByText('Tempo para aceitar:')).toBeNull();
  });
});

describe('the store switch and the delivery estimate wait too', () => {
  it('StoreSwitch while the platform is away: waits, shows the new value marked, Desfazer reverts', async () => {
    const { services: s, calls } = services({});
    useShop.getState().setInfo(storeBody({ fechado: 'S' }).estabelecimento as never);
    offline();
    render(
      <ServicesProvider value={s}>
        <StoreSwitch />
      </ServicesProvider>,
    );
    expect(screen.getByText('Loja fechada')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(screen.getByText('Loja aberta')).toBeTruthy());
    expect(store.kept()).toEqual([expect.objectContaining({ action: { kind: 'store-open', open: true } })]);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.getByText(/Aguardando conexão · /)).toBeTruthy();
    // The platform's value underneath is untouched.
    expect(useShop.getState().info?.fechado).toBe('S');
    fireEvent.click(screen.getByRole('button', { name: 'Desfazer a abertura da loja' }));
    await waitFor(() => expect(screen.getByText('Loja fechada')).toBeTruthy());
    expect(store.kept()).toEqual([]);
  });

  it('StoreSwitch unanswered: waits as possibly sent, no error dialog', async () => {
    const { services: s } = services({
      'POST v1 estabelecimento/mudaAberturaFechamento': () =>
        Promise.reject(new TypeError('Failed to fetch')),
    });
    useShop.getState().setInfo(storeBody({ fechado: 'N' }).estabelecimento as never);
    renderStoreSwitch(s);
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(store.kept()).toEqual([expect.objectContaining({ state: 'sending' })]));
    expect(screen.getByText('Loja fechada')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each([
    ['known unreachable', () => ({}), true, 'waiting'],
    [
      'unanswered',
      () => ({ 'POST v1 estabelecimento/mudaPrevisao': () => new Response('', { status: 503 }) }),
      false,
      'sending',
    ],
  ])('changeDeliveryTime %s: waits', async (_n, routes, away, state) => {
    const { services: s } = services(routes());
    useShop.getState().setInfo(storeBody().estabelecimento as never);
    if (away) offline();
    expect(await changeDeliveryTime(s.api, 20, 40)).toBe(true);
    expect(store.kept()).toEqual([
      expect.objectContaining({ state, action: { kind: 'delivery-time', min: 20, max: 40 } }),
    ]);
  });

  it('changeDeliveryTime refused by the platform: its message, nothing waits', async () => {
    const { services: s } = services({
      'POST v1 estabelecimento/mudaPrevisao': { status: false, erro: 'Previsão inválida.' },
    });
    useShop.getState().setInfo(storeBody().estabelecimento as never);
    render(<FeedbackHost />);
    expect(await changeDeliveryTime(s.api, 20, 40)).toBe(false);
    expect(store.kept()).toEqual([]);
    expect(await screen.findByText('Previsão inválida.')).toBeTruthy();
  });
});

describe('a full outbox is told to staff in its own words', () => {
  const FULL = 'Muitas ações aguardando conexão. Aguarde a plataforma voltar.';
  // As the desktop's store's refusal arrives through IPC.
  const fullOverIpc = () => new Error(`Error invoking remote method 'offline:addToOutbox': Error: ${FULL}`);

  async function expectToldFull() {
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Atenção!')).toBeTruthy();
    expect(within(dialog).getByText(FULL)).toBeTruthy();
    expect(screen.queryByText(/Ocorreu um erro/)).toBeNull();
  }

  it('Aceitar while the platform is away: the message, nothing sent, the order still pending', async () => {
    const { services: s, calls } = services({});
    const order = putOrder('PP');
    offline();
    store.failNextWrite(fullOverIpc());
    render(<FeedbackHost />);
    const result = await runStatusChange({ api: s.api, sync: null, order, action: 'accept' });
    expect(result).toEqual({ ok: false, detail: FULL });
    await expectToldFull();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    expect(useOrders.getState().entries.get('101')?.order.status).toBe('PP');
    expect(store.kept()).toEqual([]);
  });

  it('Entregue unanswered: the message instead of the generic error', async () => {
    const { services: s } = services({
      'PUT json orders/9101': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET v1 pedidos/listar/101': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const order = putOrder('PE');
    store.failNextWrite(fullOverIpc());
    render(<FeedbackHost />);
    const result = await runStatusChange({ api: s.api, sync: null, order, action: 'deliver' });
    expect(result).toEqual({ ok: false, detail: FULL });
    await expectToldFull();
  });

  it('the store switch while the platform is away: the message, nothing sent, the switch unchanged', async () => {
    const { services: s, calls } = services({});
    useShop.getState().setInfo(storeBody({ fechado: 'N' }).estabelecimento as never);
    offline();
    store.failNextWrite(fullOverIpc());
    renderStoreSwitch(s);
    fireEvent.click(screen.getByRole('switch'));
    await expectToldFull();
    expect(screen.getByText('Loja aberta')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('the delivery estimate unanswered: the message, not kept', async () => {
    const { services: s } = services({
      'POST v1 estabelecimento/mudaPrevisao': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    useShop.getState().setInfo(storeBody().estabelecimento as never);
    store.failNextWrite(fullOverIpc());
    render(<FeedbackHost />);
    expect(await changeDeliveryTime(s.api, 20, 40)).toBe(false);
    await expectToldFull();
    expect(store.kept()).toEqual([]);
  });
});

describe('what cannot wait is disabled with its reason', () => {
  it('gateOffline: the refused actions get the reason, the waiting ones stay', () => {
    const actions = [
      { action: 'accept' as const, enabled: true },
      { action: 'cancel' as const, enabled: true },
      { action: 'chat' as const, enabled: true },
      { action: 'requestCourier' as const, enabled: true },
    ];
    expect(gateOffline(actions, true)).toEqual(actions);
    expect(gateOffline(actions, false)).toEqual([
      { action: 'accept', enabled: true },
      { action: 'cancel', enabled: false, reason: OFFLINE_PREFIX + REFUSED_OFFLINE.cancel },
      { action: 'chat', enabled: false, reason: OFFLINE_PREFIX + REFUSED_OFFLINE.chat },
      { action: 'requestCourier', enabled: false, reason: OFFLINE_PREFIX + REFUSED_OFFLINE.requestCourier },
    ]);
  });

  it('the order buttons: Cancelar, Abrir chat and Solicitar Motoboy disabled with title and description', async () => {
    const { services: s } = services({});
    const order = liveOrder({
      ...rawOrder({ id_pedido: '101', status: 'PA' } as never),
      chat_enabled: true,
      canUseExternalDelivery: true,
    } as never);
    const ui = () => (
      <ServicesProvider value={s}>
        <OrderActionsBar order={order} busyAction={null} onAction={() => {}} />
      </ServicesProvider>
    );
    const { rerender } = render(ui());
    expect((screen.getByRole('button', { name: /^Cancelar/ }) as HTMLButtonElement).disabled).toBe(false);
    offline();
    rerender(ui());
    const reasons: [RegExp, string][] = [
      [
        /^Cancelar/,
        'Indisponível sem conexão com a plataforma: o cliente precisa ser avisado do cancelamento e do motivo na hora.',
      ],
      [
        /^Abrir chat/,
        'Indisponível sem conexão com a plataforma: a conversa com o cliente acontece pela plataforma.',
      ],
      [
        /^Solicitar Motoboy/,
        'Indisponível sem conexão com a plataforma: a solicitação de motoboy precisa de uma resposta imediata da plataforma.',
      ],
    ];
    for (const [name, reason] of reasons) expectRefusedOffline(screen.getByRole('button', { name }), reason);
    // One visible reason per refused button: the three above and the courier link.
    expect(
      screen.getAllByText(/^Indisponível sem conexão com a plataforma: /).map((e) => e.textContent),
    ).toEqual([
      'Indisponível sem conexão com a plataforma: a solicitação de motoboy precisa de uma resposta imediata da plataforma.',
      'Indisponível sem conexão com a plataforma: vincular um motoboy precisa de uma resposta imediata da plataforma.',
      'Indisponível sem conexão com a plataforma: o cliente precisa ser avisado do cancelamento e do motivo na hora.',
      'Indisponível sem conexão com a plataforma: a conversa com o cliente acontece pela plataforma.',
    ]);
    // What waits stays pressable.
    expect((screen.getByRole('button', { name: /^Entregue/ }) as HTMLButtonElement).disabled).toBe(false);
    online();
    rerender(ui());
    expect((screen.getByRole('button', { name: /^Cancelar/ }) as HTMLButtonElement).disabled).toBe(false);
  });
});
