// Imprimir on the orders desk, the default-printer modal and the automatic accept in the shell,
// against a scripted printing host.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/api/platform-v1';
import { PRINT_MESSAGES } from '../../../shared/printing';
import { clearPrintCategories } from '../../../renderer/src/order-printing/categories';
import { useDefaultPrinterModal } from '../../../renderer/src/order-printing/defaultPrinterStore';
import {
  ADMIN,
  fakeApi,
  fakePlatform,
  json,
  makeServices,
  renderApp,
  shellRoutes,
  type Call,
  type Handler,
} from './helpers';
import { rawOrder } from './orderFixtures';
import { fakePrinting } from './printing-orders-fakes';

afterEach(() => {
  clearPrintCategories();
  useDefaultPrinterModal.setState({ open: false });
});

const CATEGORIES = {
  status: true,
  categorias: [
    { id_cardapio_categoria: '1', nome_categoria: 'Pizzas' },
    { id_cardapio_categoria: '2', nome_categoria: 'Bebidas' },
  ],
};

function setup(seed: Order[], printing = fakePrinting()) {
  const orders = new Map(seed.map((o) => [o.id_pedido, structuredClone(o)]));
  const one: Handler = (call) =>
    json({ status: true, pedidos: [orders.get(call.route.split('/').pop() ?? '')] });
  const routes: Record<string, Handler | unknown> = {
    'GET v1 pedidos/listar': () => json({ status: true, pedidos: [...orders.values()] }),
    'GET v1 cardapiocategorias/listar': CATEGORIES,
    ...Object.fromEntries(seed.map((o) => [`GET v1 pedidos/listar/${o.id_pedido}`, one])),
    ...Object.fromEntries(
      seed.map((o) => [
        `PUT json orders/${o.orderId}`,
        (call: Call) => {
          const order = orders.get(o.id_pedido);
          if (order) order.status = (JSON.parse(call.body) as { new_status: Order['status'] }).new_status;
          return json({ status: true, message: 'ok' });
        },
      ]),
    ),
  };
  const api = fakeApi(shellRoutes(routes));
  const host = fakePlatform({ session: ADMIN, printing: printing.bridge });
  renderApp('/pedidos', {
    user: ADMIN,
    services: makeServices({ fetch: api.fetch, platform: host.platform }),
  });
  return { api, printing, orders };
}

const puts = (calls: Call[]) =>
  calls.filter((c) => c.method === 'PUT').map((c) => JSON.parse(c.body) as Record<string, string>);
const detail = () => screen.getByRole('region', { name: /^Pedido #/ });

async function open(id: string) {
  const row = await waitFor(() => {
    const el = document.querySelector<HTMLElement>(`.order-row[data-order-id="${id}"]`);
    if (!el) throw new Error('row not there yet');
    return el;
  });
  fireEvent.click(row);
  return detail();
}

describe('Imprimir', () => {
  it.each([
    ['PP', 'PI'],
    ['PA', 'PI'],
  ])('prints an order in %s with the menu categories, then sets %s', async (status) => {
    const { api, printing } = setup([rawOrder({ id_pedido: '301', status: status as Order['status'] })]);
    const d = await open('301');
    fireEvent.click(within(d).getByRole('button', { name: /Imprimir/ }));
    expect(await screen.findByText('Pedido enviado para impressão')).toBeTruthy();
    expect(printing.bridge.printOrder).toHaveBeenCalledTimes(1);
    const [order, opts] = printing.bridge.printOrder.mock.calls[0] ?? [];
    expect(order?.id_pedido).toBe('301');
    expect(opts).toEqual({
      categories: [
        { id: '1', name: 'Pizzas' },
        { id: '2', name: 'Bebidas' },
      ],
    });
    await waitFor(() => expect(puts(api.calls)).toEqual([{ new_status: 'PI', obs: '' }]));
  });

  it("PI waits for the cashier ticket: meanwhile the row says 'Aguardando impressora' and why (issue 32 §4)", async () => {
    const printing = fakePrinting();
    const paperOut = 'A impressora Caixa está sem papel. Troque a bobina para continuar a impressão.';
    printing.state.cashierTicket = { state: 'queued', lastError: paperOut };
    const { api } = setup([rawOrder({ id_pedido: '305', status: 'PA' })], printing);
    const d = await open('305');
    fireEvent.click(within(d).getByRole('button', { name: /Imprimir/ }));
    expect(await screen.findByText('Pedido enviado para impressão')).toBeTruthy();
    const row = document.querySelector<HTMLElement>('.order-row[data-order-id="305"]')!;
    await waitFor(() => expect(row.textContent).toContain(`Aguardando impressora: ${paperOut}`));
    expect(puts(api.calls)).toEqual([]);

    // Paper back: the ticket comes out, and only then the order is Impresso.
    const now = Date.now();
    act(() =>
      printing.setQueue({
        pending: [],
        failed: [],
        alerts: [],
        printedToday: [
          {
            key: '305:cashier:Caixa',
            orderId: '305',
            kind: 'cashier',
            label: 'Caixa',
            printerName: 'Caixa',
            state: 'printed',
            reprint: false,
            attempts: 2,
            createdAt: now,
            updatedAt: now,
            printedAt: now,
          },
        ],
      }),
    );
    await waitFor(() => expect(puts(api.calls)).toEqual([{ new_status: 'PI', obs: '' }]));
    await waitFor(() => expect(row.textContent).not.toContain('Aguardando impressora'));
  });

  it.each(['PI', 'PL', 'PE', 'PICKUP_READY', 'PD', 'PC'])(
    'prints an order in %s without moving it',
    async (status) => {
      const { api, printing } = setup([rawOrder({ id_pedido: '302', status: status as Order['status'] })]);
      const d = await open('302');
      fireEvent.click(within(d).getByRole('button', { name: /Imprimir/ }));
      expect(await screen.findByText('Pedido enviado para impressão')).toBeTruthy();
      expect(printing.bridge.printOrder).toHaveBeenCalledTimes(1);
      // Give a wrongly sent status change the time to show up.
      await new Promise((r) => setTimeout(r, 100));
      expect(puts(api.calls)).toEqual([]);
    },
  );

  it('an order already printed asks before reprinting, and reprints only when confirmed', async () => {
    const printing = fakePrinting();
    printing.state.printOutcome = { ok: true, queued: 0, skippedCategories: [] };
    setup([rawOrder({ id_pedido: '303', status: 'PI' })], printing);
    const d = await open('303');
    fireEvent.click(within(d).getByRole('button', { name: /Imprimir/ }));
    let ask = await screen.findByRole('alertdialog', { name: 'Reimprimir pedido?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(printing.bridge.printOrder).toHaveBeenCalledTimes(1);
    fireEvent.click(within(detail()).getByRole('button', { name: /Imprimir/ }));
    ask = await screen.findByRole('alertdialog', { name: 'Reimprimir pedido?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Reimprimir' }));
    await waitFor(() => expect(printing.bridge.printOrder).toHaveBeenCalledTimes(3));
    expect(printing.bridge.printOrder.mock.calls[2]?.[1]).toMatchObject({ reprint: true });
  });

  it('the I key prints the selected order', async () => {
    const { printing } = setup([rawOrder({ id_pedido: '306', status: 'PE' })]);
    await open('306');
    fireEvent.keyDown(window, { key: 'i' });
    await waitFor(() => expect(printing.bridge.printOrder).toHaveBeenCalledTimes(1));
  });

  it('a print error is shown verbatim and the order stays where it was', async () => {
    const printing = fakePrinting();
    printing.state.printOutcome = { ok: false, error: PRINT_MESSAGES.ep01 };
    const { api } = setup([rawOrder({ id_pedido: '304', status: 'PP' })], printing);
    const d = await open('304');
    fireEvent.click(within(d).getByRole('button', { name: /Imprimir/ }));
    const alert = await screen.findByRole('alertdialog', { name: 'Erro!' });
    expect(within(alert).getByText(PRINT_MESSAGES.ep01)).toBeTruthy();
    expect(puts(api.calls)).toEqual([]);
  });

  it('no printer at all: the message, then the choose-default-printer modal; saving merges the default', async () => {
    const printing = fakePrinting({
      settings: { qtdeCopia: 3 },
      printers: { printers: [{ name: 'EPSON', kind: 'os', detail: '', configured: false, health: 'ok' }] },
    });
    printing.state.printOutcome = { ok: false, error: PRINT_MESSAGES.noPrinter };
    setup([rawOrder({ id_pedido: '305', status: 'PA' })], printing);
    const d = await open('305');
    fireEvent.click(within(d).getByRole('button', { name: /Imprimir/ }));
    const alert = await screen.findByRole('alertdialog', { name: 'Erro!' });
    expect(within(alert).getByText(PRINT_MESSAGES.noPrinter)).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    const modal = await screen.findByRole('dialog', { name: 'Escolher impressora padrão' });
    expect(within(modal).getByText('Nenhuma impressora padrão escolhida.')).toBeTruthy();
    await userEvent.selectOptions(await within(modal).findByLabelText('Impressora'), 'EPSON');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(printing.bridge.saveSettings).toHaveBeenCalledTimes(1));
    expect(printing.bridge.saveSettings.mock.calls[0]?.[0]).toMatchObject({
      defaultPrinter: 'EPSON',
      qtdeCopia: 3,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Escolher impressora padrão' })).toBeNull(),
    );
  });
});

describe('default-printer modal from the top bar', () => {
  it('shows the current default and the module problem', async () => {
    const printing = fakePrinting({
      settings: { defaultPrinter: 'ANTIGA' },
      printers: { printers: [], problem: PRINT_MESSAGES.listProblem },
    });
    setup([], printing);
    await userEvent.click(await screen.findByRole('button', { name: 'Escolher impressora padrão' }));
    const modal = await screen.findByRole('dialog', { name: 'Escolher impressora padrão' });
    expect(await within(modal).findByText('ANTIGA')).toBeTruthy();
    expect(within(modal).getByText(PRINT_MESSAGES.listProblem)).toBeTruthy();
    expect(within(modal).getByRole('option', { name: 'ANTIGA (não encontrada)' })).toBeTruthy();
    expect(
      within(modal).getByRole('link', { name: 'Configurações de impressão' }).getAttribute('href'),
    ).toContain('/configuracoes/impressoras');
    // Nothing changed yet: nothing to save.
    expect((within(modal).getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('automatic accept and print in the shell', () => {
  it("with autoAceiteImprimir 'true' a pending order is accepted with 'auto', printed, then PI with 'auto'", async () => {
    const printing = fakePrinting({ settings: { autoAceiteImprimir: 'true' } });
    const { api } = setup([rawOrder({ id_pedido: '401', status: 'PP' })], printing);
    await waitFor(() =>
      expect(puts(api.calls)).toEqual([
        { new_status: 'PA', obs: 'auto' },
        { new_status: 'PI', obs: 'auto' },
      ]),
    );
    expect(printing.bridge.printOrder).toHaveBeenCalledTimes(1);
    // No per-order success toast for the unattended work.
    expect(screen.queryByText('Status do pedido alterado')).toBeNull();
  });

  it('off: nothing happens until the settings turn it on', async () => {
    const printing = fakePrinting();
    const { api } = setup([rawOrder({ id_pedido: '402', status: 'PP' })], printing);
    await open('402');
    expect(puts(api.calls)).toEqual([]);
    printing.setSettings({ autoAceiteImprimir: 'true' });
    await waitFor(() => expect(puts(api.calls)).toHaveLength(2));
  });
});

describe('the cash drawer on a cash order (issue 20 §4)', () => {
  const cash = (id: string, status: Order['status'] = 'PA') =>
    rawOrder({ id_pedido: id, status, pedidoObj: { forma_pagamento: 'Dinheiro', cobrar_cliente: true } });
  const card = (id: string, status: Order['status'] = 'PA') =>
    rawOrder({
      id_pedido: id,
      status,
      pedidoObj: { forma_pagamento: 'Cartão de crédito na entrega', cobrar_cliente: true },
    });

  it.each([
    ['a cash order with the option on', cash('601'), 'true', [{ reason: 'cash-print', orderId: '601' }]],
    ['a card order with the option on', card('602'), 'true', []],
    ['a cash order with the option off', cash('603'), 'false', []],
  ] as const)('printing %s', async (_name, order, option, pulses) => {
    const printing = fakePrinting({ settings: { abrirGavetaDinheiro: option } });
    setup([order], printing);
    const d = await open(order.id_pedido);
    fireEvent.click(within(d).getByRole('button', { name: /Imprimir/ }));
    expect(await screen.findByText('Pedido enviado para impressão')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(printing.bridge.openDrawer.mock.calls.map((c) => c[0])).toEqual(pulses);
  });

  it('a reprint does not open it: no cash is taken twice', async () => {
    const printing = fakePrinting({ settings: { abrirGavetaDinheiro: 'true' } });
    printing.state.printOutcome = { ok: true, queued: 0, skippedCategories: [] };
    setup([cash('604', 'PI')], printing);
    const d = await open('604');
    fireEvent.click(within(d).getByRole('button', { name: /Imprimir/ }));
    const ask = await screen.findByRole('alertdialog', { name: 'Reimprimir pedido?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Reimprimir' }));
    await waitFor(() => expect(printing.bridge.printOrder).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(printing.bridge.openDrawer).not.toHaveBeenCalled();
  });

  it.each([
    ['cash', cash('605', 'PE'), [{ reason: 'cash-delivered', orderId: '605' }]],
    ['card', card('606', 'PE'), []],
  ] as const)('Entregue on a %s order', async (_name, order, pulses) => {
    const printing = fakePrinting({ settings: { abrirGavetaDinheiro: 'true' } });
    const { api } = setup([order], printing);
    const d = await open(order.id_pedido);
    fireEvent.click(within(d).getByRole('button', { name: 'Entregue' }));
    await waitFor(() => expect(puts(api.calls)).toEqual([{ new_status: 'PD', obs: '' }]));
    await waitFor(() => expect(printing.bridge.openDrawer.mock.calls.map((c) => c[0])).toEqual(pulses));
  });

  it("'Abrir gaveta' on the top bar pulses it; a failure is shown", async () => {
    const printing = fakePrinting();
    setup([], printing);
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir gaveta' }));
    expect(printing.bridge.openDrawer).toHaveBeenCalledWith({ reason: 'manual' });
    expect(await screen.findByText('Gaveta aberta')).toBeTruthy();
    printing.state.drawerOutcome = { ok: false, error: 'Impressora Balcão não encontrada.' };
    await userEvent.click(screen.getByRole('button', { name: 'Abrir gaveta' }));
    expect(await screen.findByText('Impressora Balcão não encontrada.')).toBeTruthy();
  });

  it('a Brother cashier printer: the button says it has no drawer and sends nothing', async () => {
    const printing = fakePrinting({
      settings: { impressorasCaixa: ['Balcão'] },
      printers: {
        printers: [
          {
            name: 'Balcão',
            kind: 'tcp',
            detail: '127.0.0.1:9100',
            configured: true,
            health: 'ok',
            model: 'brother',
          },
        ],
      },
    });
    setup([], printing);
    const button = await screen.findByRole('button', {
      name: /^Abrir gaveta: A impressora Balcão \(Brother\)/,
    });
    await userEvent.click(button);
    expect(await screen.findByText(/não tem comando de gaveta/, { selector: 'p' })).toBeTruthy();
    expect(printing.bridge.openDrawer).not.toHaveBeenCalled();
  });
});
