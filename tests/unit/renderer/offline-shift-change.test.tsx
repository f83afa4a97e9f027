// Issue 36 §1 and §2 (first bullet): waiting actions belong to the store (the next user of the same
// store sees and sends them, the log names who pressed and who sent), logging out with actions
// waiting asks first (keep, the default, or discard one by one), and a browser whose storage keeps
// nothing says so and lets nothing wait.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_NOT_KEPT_MESSAGE, type OutboxEntry, type OutboxNotice } from '../../../shared/offline';
import { connectivity, useConnectivity } from '../../../renderer/src/offline/connectivity';
import {
  createDesk,
  outcomeLogLine,
  setDeskOutbox,
  useOutbox,
  type Desk,
} from '../../../renderer/src/offline/desk';
import { outboxActionLabel, waitingSummary } from '../../../renderer/src/offline/actionLabel';
import { LogoutWaitingDialog, useWaitingLogout } from '../../../renderer/src/offline/LogoutWaitingDialog';
import { NotKeptBanner } from '../../../renderer/src/offline/NotKeptBanner';
import {
  gateOffline,
  NOT_KEPT_REASON,
  OFFLINE_PREFIX,
  REFUSED_OFFLINE,
} from '../../../renderer/src/offline/policy';
import { runStatusChange } from '../../../renderer/src/orders-live/useOrderCommands';
import { useOrders } from '../../../renderer/src/stores/orders';
import { FeedbackHost } from '../../../renderer/src/components/feedback/FeedbackHost';
import { dialogs } from '../../../renderer/src/components/feedback/dialogs';
import type { DeskStore } from '../../../renderer/src/offline/desk';
import { createMemoryOfflineStore, type MemoryOfflineStore } from '../../support/offline-store';
import {
  ADMIN,
  fakeApi,
  fakePlatform,
  json,
  makeServices,
  openMenu,
  renderApp,
  shellRoutes,
  storeBody,
} from './helpers';
import { useSession } from '../../../renderer/src/stores/session';
import { useShop } from '../../../renderer/src/stores/shop';
import { ServicesProvider } from '../../../renderer/src/services/services';
import { StoreSwitch } from '../../../renderer/src/app/shell/StoreSwitch';
import { changeDeliveryTime } from '../../../renderer/src/features/orders/DeliveryTimeMenu';
import { liveOrder } from './orderFixtures';

const PRESSED_AT = '2026-11-26T17:05:00.000Z';

function entry(
  id: string,
  seq: number,
  over: Partial<OutboxEntry> & { idPedido?: string; to?: string } = {},
) {
  const { idPedido = id, to = 'PA', ...rest } = over;
  return {
    id,
    storeId: '1',
    userId: '20',
    pressedAt: PRESSED_AT,
    seq,
    state: 'waiting',
    action: { kind: 'status', idPedido, orderId: null, from: 'PP', to },
    ...rest,
  } as OutboxEntry;
}

let desk: Desk | null = null;

interface Rig {
  desk: Desk;
  store: MemoryOfflineStore;
  sent: string[];
  log: ReturnType<typeof vi.fn>;
}

/** A desk logged in as `userId` of store '1' over `store` (the same store = the same disk). */
function login(store: MemoryOfflineStore, userId = '10', extra: Partial<DeskStore> = {}): Rig {
  const sent: string[] = [];
  const log = vi.fn();
  desk = createDesk({
    store: { ...store, ...extra },
    send: async (a) => {
      if (a.kind === 'status') sent.push(`${a.idPedido}:${a.to}`);
      return { kind: 'applied' };
    },
    verify: async () => ({ kind: 'pending' }),
    reachable: () => useConnectivity.getState().reachable,
    scope: () => ({ storeId: '1', userId }),
    refreshOrder: async () => {},
    reconcile: async () => {},
    refreshShop: async () => {},
    alert: () => {},
    log,
  });
  setDeskOutbox(desk);
  return { desk, store, sent, log };
}

const offline = () => act(() => connectivity.unanswered());
const online = () => act(() => connectivity.answered());

afterEach(() => {
  desk?.stop();
  desk = null;
  setDeskOutbox(null);
  dialogs.clear();
  online();
});

describe('waiting actions belong to the store', () => {
  it("A's waiting accept is shown to B after a shift change, sent once under B, and the log names both", async () => {
    const disk = createMemoryOfflineStore();
    offline();
    const a = login(disk, '20');
    await a.desk.start();
    await a.desk.enqueue({ action: entry('x', 0, { idPedido: '48213' }).action });
    // A logs out keeping it: the engine stops, the entry stays on the disk.
    a.desk.stop();
    setDeskOutbox(null);
    expect(disk.kept()).toHaveLength(1);

    const b = login(disk, '10');
    await b.desk.start();
    expect(useOutbox.getState().entries.map((e) => [e.action, e.userId])).toEqual([
      [expect.objectContaining({ idPedido: '48213', to: 'PA' }), '20'],
    ]);
    expect(useOrders.getState().overlay.get('48213')).toMatchObject({ to: 'PA', state: 'waiting' });
    online();
    await b.desk.drain();
    expect(b.sent).toEqual(['48213:PA']);
    expect(a.sent).toEqual([]);
    expect(disk.kept()).toEqual([]);
    expect(b.log).toHaveBeenCalledOnce();
    expect(b.log.mock.calls[0]![0]).toMatch(
      /^\[offline\] Ação aplicada na plataforma: Aceitar #48213 \(pressionada pelo usuário 20 às \d\d:\d\d, enviada pelo usuário 10\)$/,
    );
  });

  it('a login to another store neither shows nor sends them', async () => {
    const disk = createMemoryOfflineStore([entry('x', 0)]);
    const sent: string[] = [];
    desk = createDesk({
      store: disk,
      send: async () => {
        sent.push('x');
        return { kind: 'applied' };
      },
      verify: async () => ({ kind: 'pending' }),
      reachable: () => true,
      scope: () => ({ storeId: '2', userId: '20' }),
      refreshOrder: async () => {},
      reconcile: async () => {},
      refreshShop: async () => {},
      alert: () => {},
      log: () => {},
    });
    await desk.start();
    await desk.drain();
    expect(useOutbox.getState().entries).toEqual([]);
    expect(sent).toEqual([]);
    expect(disk.kept()).toHaveLength(1);
  });

  it("the store's refusal notices are the next user's too, another store's are not", async () => {
    const disk = createMemoryOfflineStore();
    const notice = (id: string, storeId: string): OutboxNotice => ({
      id,
      storeId,
      userId: '20',
      idPedido: '48213',
      message: 'O cliente cancelou o pedido.',
      refusedAt: new Date().toISOString(),
    });
    await disk.addOutboxNotice(notice('mine', '1'));
    await disk.addOutboxNotice(notice('theirs', '2'));
    await login(disk, '10').desk.start();
    expect(useOutbox.getState().notices.map((n) => n.id)).toEqual(['mine']);
  });

  it('a refused replay is logged with who pressed, who sent and why', () => {
    const line = outcomeLogLine({
      type: 'refused',
      entry: entry('x', 0, { idPedido: '48190', to: 'PE' }),
      message: 'Pedido cancelado.',
      sentBy: '10',
    });
    expect(line).toMatch(
      /^\[offline\] Ação recusada pela plataforma: Enviar #48190 \(pressionada pelo usuário 20 às \d\d:\d\d, enviada pelo usuário 10\): Pedido cancelado\.$/,
    );
  });

  it.each([
    [{ kind: 'status', idPedido: '1', orderId: null, from: 'PP', to: 'PA' }, 'Aceitar #1'],
    [{ kind: 'status', idPedido: '2', orderId: null, from: 'PA', to: 'PE' }, 'Enviar #2'],
    [{ kind: 'status', idPedido: '3', orderId: null, from: 'PE', to: 'PD' }, 'Entregue #3'],
    [
      { kind: 'status', idPedido: '4', orderId: null, from: 'PA', to: 'PICKUP_READY' },
      'Pronto para retirada #4',
    ],
    [{ kind: 'status', idPedido: '5', orderId: null, from: 'PA', to: 'PI' }, 'Imprimir #5'],
    [{ kind: 'store-open', open: true }, 'Abrir a loja'],
    [{ kind: 'store-open', open: false }, 'Fechar a loja'],
    [{ kind: 'delivery-time', min: 30, max: 40 }, 'Previsão de entrega 30 a 40 min'],
  ] as const)('names %o as %s', (action, label) => {
    expect(outboxActionLabel(action)).toBe(label);
  });

  it('summarizes what waits as the issue words it', () => {
    expect(waitingSummary([])).toBe('');
    expect(waitingSummary([entry('a', 0, { idPedido: '48213' })])).toBe(
      '1 ação aguardando conexão: Aceitar #48213',
    );
    expect(
      waitingSummary([entry('a', 0, { idPedido: '48213' }), entry('b', 1, { idPedido: '48190', to: 'PE' })]),
    ).toBe('2 ações aguardando conexão: Aceitar #48213, Enviar #48190');
  });
});

/** 'Sair da Loja' as the shell wires it. */
function LogoutHarness({ logout }: { logout(): void }) {
  const { requestLogout, dialog } = useWaitingLogout(logout);
  return (
    <>
      <button type="button" onClick={requestLogout}>
        Sair da Loja
      </button>
      {dialog}
      <FeedbackHost />
    </>
  );
}

describe('logging out with actions waiting', () => {
  async function withWaiting() {
    const disk = createMemoryOfflineStore([
      entry('a', 0, { idPedido: '48213' }),
      entry('b', 1, { idPedido: '48190', to: 'PE' }),
    ]);
    offline();
    await login(disk, '20').desk.start();
    return disk;
  }

  it('nothing waiting: logs out at once, no dialog', async () => {
    await login(createMemoryOfflineStore()).desk.start();
    const logout = vi.fn();
    render(<LogoutHarness logout={logout} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sair da Loja' }));
    expect(logout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says how many and what; keeping them (the default, focused) logs out and leaves them on disk', async () => {
    const disk = await withWaiting();
    const logout = vi.fn();
    render(<LogoutHarness logout={logout} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sair da Loja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair da Loja' });
    expect(
      within(dialog).getByText('2 ações aguardando conexão: Aceitar #48213, Enviar #48190'),
    ).toBeTruthy();
    expect(logout).not.toHaveBeenCalled();
    const keep = within(dialog).getByRole('button', { name: 'Manter e sair' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    fireEvent.click(keep);
    expect(logout).toHaveBeenCalledOnce();
    expect(disk.kept().map((e) => e.id)).toEqual(['a', 'b']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('discards one by one; Continuar na loja stays logged in; with none left it only says Sair', async () => {
    const disk = await withWaiting();
    const logout = vi.fn();
    render(<LogoutHarness logout={logout} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sair da Loja' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Descartar Aceitar #48213' }));
    await waitFor(() => expect(disk.kept().map((e) => e.id)).toEqual(['b']));
    await waitFor(() =>
      expect(within(dialog).getByText('1 ação aguardando conexão: Enviar #48190')).toBeTruthy(),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar na loja' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(logout).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Sair da Loja' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Descartar Enviar #48190' }));
    await waitFor(() => expect(within(dialog).getByText('Nenhuma ação aguardando conexão.')).toBeTruthy());
    expect(disk.kept()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));
    expect(logout).toHaveBeenCalledOnce();
  });

  it('a discard the store refuses keeps the action and says so', async () => {
    const disk = await withWaiting();
    render(<LogoutHarness logout={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sair da Loja' }));
    const dialog = await screen.findByRole('dialog');
    disk.failNextWrite();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Descartar Aceitar #48213' }));
    expect(await screen.findByText('Não foi possível descartar a ação. Tente novamente.')).toBeTruthy();
    expect(disk.kept().map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('an action already on its way cannot be discarded', () => {
    render(
      <LogoutWaitingDialog
        entries={[{ ...entry('a', 0, { idPedido: '48213' }), state: 'sending' }]}
        onKeep={() => {}}
        onCancel={() => {}}
        onDiscard={async () => {}}
      />,
    );
    const discard = screen.getByRole('button', { name: 'Descartar Aceitar #48213' }) as HTMLButtonElement;
    expect(discard.disabled).toBe(true);
    expect(discard.title).toBe('Enviando: pode já ter chegado à plataforma');
  });
});

describe('a browser whose storage keeps nothing (issue 36 §2)', () => {
  it('the desk asks the store; the banner says so', async () => {
    await login(createMemoryOfflineStore(), '10', { keepsOutbox: async () => false }).desk.start();
    expect(useOutbox.getState().notKept).toBe(true);
    render(<NotKeptBanner />);
    expect(screen.getByRole('status').textContent).toContain('Este navegador não guarda ações sem conexão');
  });

  it('a store that keeps (or does not say) shows no banner', async () => {
    await login(createMemoryOfflineStore(), '10', { keepsOutbox: async () => true }).desk.start();
    expect(useOutbox.getState().notKept).toBe(false);
    render(<NotKeptBanner />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('every order action is refused offline with the reason, the waiting ones too', () => {
    const actions = [
      { action: 'accept' as const, enabled: true },
      { action: 'cancel' as const, enabled: true },
      { action: 'print' as const, enabled: false, reason: 'já' },
    ];
    expect(gateOffline(actions, true, false)).toEqual(actions);
    expect(gateOffline(actions, false, false)).toEqual([
      { action: 'accept', enabled: false, reason: NOT_KEPT_REASON },
      { action: 'cancel', enabled: false, reason: OFFLINE_PREFIX + REFUSED_OFFLINE.cancel },
      { action: 'print', enabled: false, reason: 'já' },
    ]);
    expect(NOT_KEPT_REASON).toBe(
      'Indisponível sem conexão com a plataforma: este navegador não guarda ações sem conexão.',
    );
  });

  it('Aceitar pressed offline where the add is refused: the reason, nothing waits, the banner comes up', async () => {
    const api = fakeApi({ 'GET v1 estabelecimento/getLoja': storeBody() });
    const s = makeServices({ fetch: api.fetch });
    const disk = createMemoryOfflineStore();
    await login(disk).desk.start();
    const order = liveOrder({ id_pedido: '101', orderId: '9101', status: 'PP' } as never);
    const orders = useOrders.getState();
    orders.applyList([order], orders.beginRequest());
    offline();
    disk.failNextWrite(new Error(OUTBOX_NOT_KEPT_MESSAGE));
    render(<FeedbackHost />);
    const result = await runStatusChange({ api: s.api, sync: null, order, action: 'accept' });
    expect(result).toEqual({ ok: false, detail: NOT_KEPT_REASON });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(NOT_KEPT_REASON)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    expect(useOrders.getState().entries.get('101')?.order.status).toBe('PP');
    expect(screen.queryByText(/Aguardando conexão/)).toBeNull();
    expect(useOutbox.getState().notKept).toBe(true);
  });
});

describe('where nothing is kept, the store switch and the estimate are refused offline too', () => {
  async function notKeptOffline() {
    const api = fakeApi({ 'GET v1 estabelecimento/getLoja': storeBody() });
    const s = makeServices({ fetch: api.fetch });
    const disk = createMemoryOfflineStore();
    await login(disk).desk.start();
    useShop.getState().setInfo(storeBody({ fechado: 'N' }).estabelecimento as never);
    offline();
    disk.failNextWrite(new Error(OUTBOX_NOT_KEPT_MESSAGE));
    return { s, api, disk };
  }

  it('the store switch: the reason, nothing sent, unchanged, nothing waiting', async () => {
    const { s, api, disk } = await notKeptOffline();
    render(
      <ServicesProvider value={s}>
        <StoreSwitch />
        <FeedbackHost />
      </ServicesProvider>,
    );
    fireEvent.click(screen.getByRole('switch'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(NOT_KEPT_REASON)).toBeTruthy();
    expect(screen.getByText('Loja aberta')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(disk.kept()).toEqual([]);
  });

  it('the delivery estimate: the reason, not changed', async () => {
    const { s, api, disk } = await notKeptOffline();
    render(<FeedbackHost />);
    expect(await changeDeliveryTime(s.api, 20, 40)).toBe(false);
    expect(await screen.findByText(NOT_KEPT_REASON)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(disk.kept()).toEqual([]);
  });
});

describe('the shell: Sair da Loja asks, a forced logout does not', () => {
  /** ADMIN's desk over a disk already holding an accept pressed by another user of the store. */
  function shellWithWaiting(routes: Record<string, unknown>) {
    const disk = createMemoryOfflineStore([
      entry('a', 0, { idPedido: '48213', storeId: ADMIN.id_estabelecimento, userId: 'outro' }),
    ]);
    const host = fakePlatform({ session: ADMIN, offline: disk });
    // Status changes get no answer: the accept stays on the store's outbox.
    const api = fakeApi(shellRoutes({ 'PUT json orders/48213': () => json({}, 503), ...routes }));
    renderApp('/', { user: ADMIN, services: makeServices({ fetch: api.fetch, platform: host.platform }) });
    return disk;
  }

  it('Sair da Loja lists what the store has waiting, pressed by whoever', async () => {
    const disk = shellWithWaiting({});
    await waitFor(() => expect(useOutbox.getState().entries).toHaveLength(1));
    const nav = await openMenu();
    fireEvent.click(within(nav).getByRole('button', { name: 'Sair da Loja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair da Loja' });
    expect(await within(dialog).findByText('1 ação aguardando conexão: Aceitar #48213')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Manter e sair' }));
    await waitFor(() => expect(useSession.getState().user).toBeNull());
    expect(disk.kept().map((e) => e.id)).toEqual(['a']);
  });

  it('a 401 (É necessário fazer o login novamente.) logs out without the dialog and keeps them', async () => {
    const disk = shellWithWaiting({
      'GET v1 pedidos/listar': () => json({ status: false, erro: 'Sessão expirada' }, 401),
    });
    await waitFor(() => expect(useSession.getState().lastLogout).toBe('expired'));
    expect(screen.queryByRole('dialog', { name: 'Sair da Loja' })).toBeNull();
    expect(disk.kept().map((e) => e.id)).toEqual(['a']);
  });
});
