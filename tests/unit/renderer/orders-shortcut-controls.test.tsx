// Issue 35 §2 on the real controls: every line of the shortcuts help reaches a control the orders
// screen draws (the order's action bar in each state that shows it, the top bar, the header), and
// that control names its key in its tooltip and its aria-keyshortcuts as the help writes it. F and
// V pressed on the page open their dialogs; Escape gives focus back to the order they came from.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/api/platform-v1';
import { useOrders } from '../../../renderer/src/stores/orders';
import { useDelivery } from '../../../renderer/src/order-delivery/deliveryStore';
import { usePrintQueue } from '../../../renderer/src/order-printing/printQueueStore';
import { useChat } from '../../../renderer/src/stores/chat';
import { SHORTCUTS } from '../../../renderer/src/features/orders/ShortcutsHelp';
import { SHORTCUT_TARGETS } from '../../../renderer/src/features/orders/shortcuts';
import { ADMIN, renderShell } from './helpers';
import { rawOrder } from './orderFixtures';

afterEach(() => {
  useOrders.getState().reset();
  useDelivery.setState({ flow: null, lists: {}, codes: {}, cancelling: {} });
  usePrintQueue.setState({ open: false });
  useChat.getState().reset();
});

/** One order per state that draws a keyed control. */
const PENDING = '101';
const DELIVERY = '102';
const PICKUP = '103';
const SEARCHING = '104';
const CODED = '105';

const SEED: Order[] = [
  rawOrder({ id_pedido: PENDING, status: 'PP' }),
  // Chat on and external delivery allowed, with a valid address: chat and both courier buttons.
  rawOrder({ id_pedido: DELIVERY, status: 'PA', chat_enabled: true, canUseExternalDelivery: true }),
  rawOrder({ id_pedido: PICKUP, status: 'PA', endereco_id: null, pedidoObj: { retirada_local: true } }),
  // A courier being searched for: Cancelar Solicitação, or the link-code badge when it has a code.
  ...[SEARCHING, CODED].map((id) =>
    rawOrder({
      id_pedido: id,
      status: 'PA',
      canUseExternalDelivery: true,
      externalDeliveryStatus: 'SEARCHING_DELIVERY',
      externalDeliveryId: `d${id}`,
      externalDeliveryWithCode: id === CODED,
    }),
  ),
];

function setup() {
  useDelivery.getState().setCode(CODED, 'A-7K2Q9');
  return renderShell(
    {
      'GET v1 pedidos/listar': { status: true, pedidos: SEED },
      ...Object.fromEntries(
        [SEARCHING, CODED].map((id) => [
          `GET v1 pedidos/externalDeliveryStatusList/${id}`,
          { status: true, data: [] },
        ]),
      ),
      'GET json v2/delivery/coverageAreas': { coverageAreas: [] },
    },
    ADMIN,
    '/pedidos',
  );
}

const list = () => screen.getByRole('region', { name: 'Lista de pedidos' });
const row = (id: string) => list().querySelector<HTMLElement>(`.order-row[data-order-id="${id}"]`);
const detail = () => screen.getByRole('region', { name: /^Pedido #/ });
const actionsBar = () => within(detail()).getByRole('group', { name: 'Ações do pedido' });
const orderOfFocus = () => document.activeElement?.closest<HTMLElement>('[data-order-id]')?.dataset.orderId;

async function ready() {
  await screen.findByRole('heading', { name: 'Gerenciador de Pedidos', level: 1 });
  await waitFor(() => expect(row(PENDING)).toBeTruthy());
}

async function choose(id: string) {
  fireEvent.click(row(id) as HTMLElement);
  await waitFor(() => expect(detail().getAttribute('data-order-id')).toBe(id));
}

type Find = () => HTMLElement;
const action =
  (name: string): Find =>
  () =>
    within(actionsBar()).getByRole('button', { name });
const top =
  (role: string, name: string | RegExp): Find =>
  () =>
    screen.getByRole(role, { name });

/**
 * Each line of the help (by its first key), with where its control is drawn and the order to
 * choose first (its state is what shows the control). null: a key that moves the selection or
 * closes something, with no control of its own.
 */
const CONTROLS: Readonly<Record<string, readonly (readonly [order: string | null, find: Find])[] | null>> = {
  '↓': null,
  '↑': null,
  Enter: null,
  A: [[PENDING, action('Aceitar')]],
  P: [
    [DELIVERY, action('Enviar')],
    [PICKUP, action('Pronto para retirada')],
  ],
  E: [[DELIVERY, action('Entregue')]],
  C: [[PENDING, action('Cancelar')]],
  I: [[PENDING, action('Imprimir')]],
  '/': [[null, top('searchbox', /^Procurar pedidos/)]],
  H: [[DELIVERY, action('Abrir chat')]],
  O: [[DELIVERY, action('Solicitar Motoboy')]],
  V: [[DELIVERY, action('Vincular Motoboy')]],
  X: [
    [SEARCHING, action('Cancelar Solicitação')],
    [CODED, action('Cancelar solicitação do motoboy vinculado')],
  ],
  T: [[null, top('button', /Alterar a previsão de entrega$/)]],
  F: [[null, top('button', 'Fila de impressão')]],
  L: [[null, top('switch', 'Loja aberta')]],
  M: [[null, top('button', 'Silenciar 2 minutos')]],
  Esc: null,
  '?': [[null, top('button', 'Atalhos do teclado')]],
};

/** The keys as aria-keyshortcuts writes them ('Ctrl+F' is 'Control+F' there). */
const ariaKeys = (keys: readonly string[]) => keys.map((k) => k.replace(/^Ctrl\+/, 'Control+')).join(' ');

describe('every key of the shortcuts help reaches a control that names it (#35 §2)', () => {
  it('the table covers every line of the help', () => {
    expect(Object.keys(CONTROLS).sort()).toEqual(SHORTCUTS.map((s) => s.keys[0]).sort());
  });

  it('each control carries its key in aria-keyshortcuts and its tooltip; the help lists each', async () => {
    const user = userEvent.setup();
    setup();
    await ready();
    const problems: string[] = [];
    for (const { keys } of SHORTCUTS) {
      const [first = ''] = keys;
      for (const [order, find] of CONTROLS[first] ?? []) {
        if (order) await choose(order);
        const where = `${first}${order ? ` (pedido ${order})` : ''}`;
        let control: HTMLElement;
        try {
          control = find();
        } catch {
          problems.push(`${where}: control not on screen`);
          continue;
        }
        const aria = control.getAttribute('aria-keyshortcuts');
        if (aria !== ariaKeys(keys)) problems.push(`${where}: aria-keyshortcuts ${String(aria)}`);
        if (
          !/^\S.* \(atalho: .+\)$/.test(control.title) ||
          !control.title.endsWith(`(atalho: ${keys.join(' ou ')})`)
        )
          problems.push(`${where}: title '${control.title}'`);
        // A key of the targets table reaches its control by this mark (reachTarget).
        const target = (SHORTCUT_TARGETS as Record<string, string>)[first.toLowerCase()];
        if (target && control.dataset.shortcut !== target)
          problems.push(`${where}: data-shortcut ${String(control.dataset.shortcut)}`);
      }
    }
    expect(problems).toEqual([]);

    // The help, as drawn: one line per shortcut, its keys and what it does.
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Atalhos do teclado' });
    const lines = within(help)
      .getAllByRole('row')
      .map((tr) => ({
        keys: [...tr.querySelectorAll('kbd')].map((k) => k.textContent),
        description: tr.querySelector('td')?.textContent,
      }));
    expect(lines).toEqual(SHORTCUTS.map((s) => ({ keys: s.keys, description: s.description })));
  });
});

describe('F and V pressed on the page, on the real controls', () => {
  it('F opens the print queue from the chosen order; Escape closes it and focus is back on the order', async () => {
    const user = userEvent.setup();
    setup();
    await ready();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(row(PENDING)));

    await user.keyboard('f');
    const queue = await screen.findByRole('dialog', { name: 'Fila de impressão' });
    await waitFor(() => expect(queue.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fila de impressão' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(row(PENDING)));

    // From the order's detail pane (Enter opens it): back to that order again.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(detail()));
    await user.keyboard('f');
    await screen.findByRole('dialog', { name: 'Fila de impressão' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fila de impressão' })).toBeNull());
    await waitFor(() => expect(orderOfFocus()).toBe(PENDING));
  });

  it('F with no order focused: focus goes back to the print queue button it reached', async () => {
    const user = userEvent.setup();
    setup();
    await ready();
    expect(orderOfFocus()).toBeUndefined();
    await user.keyboard('f');
    await screen.findByRole('dialog', { name: 'Fila de impressão' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fila de impressão' })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fila de impressão' })),
    );
  });

  it('V opens Vincular Motoboy for the chosen order; Escape gives focus back to it', async () => {
    const user = userEvent.setup();
    setup();
    await ready();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(row(PENDING)));
    // Pending first, then the accepted orders: J until the delivery order is chosen.
    for (let i = 0; i < SEED.length && useOrders.getState().selectedId !== DELIVERY; i++)
      await user.keyboard('j');
    await waitFor(() => expect(document.activeElement).toBe(row(DELIVERY)));

    await user.keyboard('v');
    const dialog = await screen.findByRole('dialog', { name: 'Vincular Motoboy' });
    expect(within(dialog).getByLabelText('Nome do motoboy')).toBeTruthy();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(useDelivery.getState().flow).toMatchObject({ kind: 'link', order: { id_pedido: DELIVERY } });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vincular Motoboy' })).toBeNull());
    await waitFor(() => expect(orderOfFocus()).toBe(DELIVERY));
  });
});
