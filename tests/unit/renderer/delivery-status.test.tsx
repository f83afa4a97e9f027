// The order's live external status: the status list read when the detail opens and the order
// changes, the step/courier/vehicle shown, and the action bar (courier buttons, code badge,
// Enviar/Cancelar disabling, the chat button's unread count) following it.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { reachTarget } from '../../../renderer/src/components/shortcutTargets';
import { afterEach, describe, expect, it } from 'vitest';
import { ServicesProvider } from '../../../renderer/src/services/services';
import { FeedbackHost } from '../../../renderer/src/components/feedback/FeedbackHost';
import { liveExternalStatus, useDelivery } from '../../../renderer/src/order-delivery/deliveryStore';
import { OrderActionsBar } from '../../../renderer/src/features/orders/OrderActionsBar';
import type { LiveOrder } from '../../../shared/api/live-order';
import { parseStatusEntries } from '../../../shared/delivery/status';
import { useChat } from '../../../renderer/src/stores/chat';
import { useSession } from '../../../renderer/src/stores/session';
import { connectivity } from '../../../renderer/src/offline/connectivity';
import { ADMIN, expectRefusedOffline, fakeApi, makeServices, type Handler } from './helpers';
import { liveOrder } from './orderFixtures';

afterEach(() => {
  useDelivery.setState({ flow: null, lists: {}, codes: {}, cancelling: {} });
  useChat.getState().reset();
});

const entry = (status: string, date: string, man: unknown = null) => ({
  date,
  status,
  meta_data: { deliveryMan: man },
});

describe('liveExternalStatus', () => {
  const list = (deliveryId: string | null, ...statuses: string[]) => ({
    deliveryId,
    entries: parseStatusEntries(statuses.map((s, i) => entry(s, `2026-11-21 18:0${i}:00`))),
  });
  it.each([
    [{ externalDeliveryStatus: null, externalDeliveryId: null }, undefined, null],
    [{ externalDeliveryStatus: null, externalDeliveryId: null }, list('d1', 'SEARCHING_DELIVERY'), null],
    [
      { externalDeliveryStatus: 'SEARCHING_DELIVERY', externalDeliveryId: 'd1' },
      undefined,
      'SEARCHING_DELIVERY',
    ],
    [
      { externalDeliveryStatus: 'SEARCHING_DELIVERY', externalDeliveryId: 'd1' },
      list('d1', 'SEARCHING_DELIVERY', 'WAITING_COLLECT'),
      'WAITING_COLLECT',
    ],
    [
      { externalDeliveryStatus: 'WITH_DELIVERY', externalDeliveryId: 'd1' },
      list('d1', 'SEARCHING_DELIVERY'),
      'WITH_DELIVERY',
    ],
    [
      { externalDeliveryStatus: 'SEARCHING_DELIVERY', externalDeliveryId: 'd2' },
      list('d1', 'SEARCHING_DELIVERY', 'FINISHED'),
      'SEARCHING_DELIVERY',
    ],
  ])('order %j with list %j → %s', (order, l, expected) => {
    expect(liveExternalStatus(order, l)).toBe(expected);
  });
});

function renderBar(order: LiveOrder, routes: Record<string, Handler | unknown> = {}) {
  useSession.getState().setUser(ADMIN);
  const api = fakeApi(routes);
  const services = makeServices({ fetch: api.fetch });
  const view = (o: LiveOrder) => (
    <ServicesProvider value={services}>
      <OrderActionsBar order={o} busyAction={null} onAction={() => undefined} />
      <FeedbackHost />
    </ServicesProvider>
  );
  const utils = render(view(order));
  return { api, rerender: (o: LiveOrder) => utils.rerender(view(o)) };
}

const buttons = () =>
  within(screen.getByRole('group', { name: 'Ações do pedido' }))
    .getAllByRole('button')
    .map((b) => `${b.textContent?.replace(/[A-Z]$/, '')}${(b as HTMLButtonElement).disabled ? ':off' : ''}`);

const base = { id_pedido: '42', status: 'PA', canUseExternalDelivery: true, chat_enabled: true } as const;

describe('the action bar with external delivery', () => {
  it('nothing going on: Solicitar and Vincular Motoboy and Abrir chat', () => {
    renderBar(liveOrder(base));
    expect(buttons()).toEqual(
      expect.arrayContaining(['Enviar', 'Solicitar Motoboy', 'Vincular Motoboy', 'Cancelar', 'Abrir chat']),
    );
  });

  it('follows the status list step by step: labels, courier, vehicle and the disabled buttons', async () => {
    const steps: unknown[] = [entry('SEARCHING_DELIVERY', '2026-11-21 18:00:00')];
    const order = liveOrder({
      ...base,
      externalDeliveryStatus: 'SEARCHING_DELIVERY',
      externalDeliveryId: 'd1',
    });
    const { rerender, api } = renderBar(order, {
      'GET v1 pedidos/externalDeliveryStatusList/42': () =>
        new Response(JSON.stringify({ status: true, data: steps }), {
          headers: { 'content-type': 'application/json' },
        }),
    });
    expect(await screen.findByText('Buscando motoboy')).toBeTruthy();
    expect(buttons()).toEqual(expect.arrayContaining(['Enviar:off', 'Cancelar Solicitação', 'Cancelar:off']));
    expect(buttons()).not.toContain('Solicitar Motoboy');

    const man = { name: 'João Motoboy', vehicle: { model: 'Honda CG 160', plate: 'FQX-2B41' } };
    steps.push(entry('WAITING_COLLECT', '2026-11-21 18:05:00', man));
    // The same order again (no field changed yet): the list alone moves it forward.
    rerender({ ...order });
    expect(await screen.findByText('Motoboy a caminho da loja')).toBeTruthy();
    expect(screen.getByText('João Motoboy')).toBeTruthy();
    expect(screen.getByText(/Honda CG 160 · FQX-2B41/)).toBeTruthy();
    expect(buttons()).toEqual(expect.arrayContaining(['Enviar:off', 'Cancelar:off']));
    expect(buttons()).not.toContain('Cancelar Solicitação');

    steps.push(
      entry('WITH_DELIVERY', '2026-11-21 18:15:00', man),
      entry('FINISHED', '2026-11-21 18:40:00', man),
    );
    rerender({ ...order, externalDeliveryStatus: 'FINISHED' });
    expect(await screen.findByText('Entrega finalizada')).toBeTruthy();
    expect(buttons()).toEqual(expect.arrayContaining(['Enviar', 'Cancelar', 'Solicitar Motoboy']));
    expect(api.calls.filter((c) => c.route === 'v1 pedidos/externalDeliveryStatusList/42').length).toBe(3);
  });

  it('no delivery: the status list is not asked', () => {
    const { api } = renderBar(liveOrder(base));
    expect(api.calls).toEqual([]);
  });

  it('a linked courier: the code badge with its cancel control (after a confirmation)', async () => {
    useDelivery.getState().setCode('42', 'A-7K2Q9');
    const { api } = renderBar(
      liveOrder({
        ...base,
        externalDeliveryStatus: 'SEARCHING_DELIVERY',
        externalDeliveryId: 'd1',
        externalDeliveryWithCode: true,
      }),
      {
        'GET v1 pedidos/externalDeliveryStatusList/42': { status: true, data: [] },
        'POST json v2/delivery/d1/cancel': { data: { message: 'ORDER_CANCELED' } },
      },
    );
    const badge = screen.getByRole('group', { name: 'Código do motoboy' });
    expect(badge.textContent).toContain('A-7K2Q9');
    expect(buttons()).not.toContain('Cancelar Solicitação');
    fireEvent.click(within(badge).getByRole('button', { name: /Cancelar solicitação do motoboy vinculado/ }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sim, cancelar solicitação' }));
    await waitFor(() => expect(api.calls.some((c) => c.route === 'json v2/delivery/d1/cancel')).toBe(true));
    expect(await screen.findByText('Solicitação de entrega cancelada com sucesso!')).toBeTruthy();
  });

  it('declining the confirmation cancels nothing; the chat button shows unread messages', async () => {
    const { api } = renderBar(
      liveOrder({ ...base, externalDeliveryStatus: 'SEARCHING_DELIVERY', externalDeliveryId: 'd1' }),
      {
        'GET v1 pedidos/externalDeliveryStatusList/42': { status: true, data: [] },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar Solicitação' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.some((c) => c.route.includes('cancel'))).toBe(false);
    useChat.getState().bumpWaiting('42');
    useChat.getState().bumpWaiting('42');
    expect((await screen.findByLabelText('2 mensagens não lidas')).textContent).toBe('2');
  });
});

describe('calling a courier off while the platform is away (issue 19 §2)', () => {
  const REFUSED =
    'Indisponível sem conexão com a plataforma: o motoboy pode já estar a caminho; o cancelamento precisa da resposta da plataforma.';
  const searching = {
    ...base,
    externalDeliveryStatus: 'SEARCHING_DELIVERY',
    externalDeliveryId: 'd1',
  } as const;
  const routes = {
    'GET v1 pedidos/externalDeliveryStatusList/42': { status: true, data: [] },
    'POST json v2/delivery/d1/cancel': { data: { message: 'ORDER_CANCELED' } },
  };
  const cancels = (api: ReturnType<typeof renderBar>['api']) =>
    api.calls.filter((c) => c.route === 'json v2/delivery/d1/cancel');

  it('Cancelar Solicitação is disabled with its reason, asks nothing; with the platform back it asks again', async () => {
    const { api } = renderBar(liveOrder(searching), routes);
    act(() => connectivity.unanswered());
    const button = screen.getByRole('button', { name: 'Cancelar Solicitação' });
    expectRefusedOffline(button, REFUSED);
    fireEvent.click(button);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cancels(api)).toHaveLength(0);

    act(() => connectivity.answered());
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar Solicitação' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
  });

  it("the courier code's Cancelar is disabled with its reason, the code still shown", async () => {
    useDelivery.getState().setCode('42', 'A-7K2Q9');
    const order = liveOrder({ ...searching, externalDeliveryWithCode: true });
    const { api } = renderBar(order, routes);
    act(() => connectivity.unanswered());
    const badge = screen.getByRole('group', { name: 'Código do motoboy' });
    expect(badge.textContent).toContain('A-7K2Q9');
    const cancel = within(badge).getByRole('button', { name: /Cancelar solicitação do motoboy vinculado/ });
    expectRefusedOffline(cancel, REFUSED);
    fireEvent.click(cancel);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cancels(api)).toHaveLength(0);

    act(() => connectivity.answered());
    expect((cancel as HTMLButtonElement).disabled).toBe(false);
    expect(within(badge).queryByText(REFUSED)).toBeNull();
  });

  it("X reaches Cancelar Solicitação, or the code badge's Cancelar, and names the key in the tooltip (#35 §2)", async () => {
    renderBar(liveOrder(searching), routes);
    const button = screen.getByRole('button', { name: 'Cancelar Solicitação' });
    expect(button.getAttribute('title')).toBe('Cancelar Solicitação (atalho: X)');
    expect(button.getAttribute('aria-keyshortcuts')).toBe('X');
    expect(reachTarget('cancelCourier')).toBe(true);
    fireEvent.keyDown(await screen.findByRole('alertdialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    cleanup();

    useDelivery.getState().setCode('42', 'A-7K2Q9');
    renderBar(liveOrder({ ...searching, externalDeliveryWithCode: true }), routes);
    const badge = screen.getByRole('group', { name: 'Código do motoboy' });
    const cancel = within(badge).getByRole('button', { name: /Cancelar solicitação do motoboy vinculado/ });
    expect(cancel.getAttribute('title')).toBe('Cancelar a solicitação do motoboy (atalho: X)');
    expect(reachTarget('cancelCourier')).toBe(true);
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
  });
});
