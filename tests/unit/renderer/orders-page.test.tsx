// The /pedidos screen in the app shell against a fake platform: sections, detail, the status
// changes (calls, toasts, failures, the in-flight lock), the keyboard, the notices.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/api/platform-v1';
import { useOrders } from '../../../renderer/src/stores/orders';
import { useSound } from '../../../renderer/src/sound/soundStore';
import { useShop } from '../../../renderer/src/stores/shop';
import { ADMIN, OPERATOR, json, renderShell, storeBody, type Call, type Handler } from './helpers';
import { rawOrder, type OrderOverrides } from './orderFixtures';

afterEach(() => {
  useOrders.getState().reset();
  useSound.setState({ mutedUntil: null, blocked: false });
});

/** An order whose customer name is the same on the envelope and in `pedidoObj`, as the platform sends it. */
function customerOrder(
  id: string,
  status: Order['status'],
  name: string,
  overrides: OrderOverrides = {},
): Order {
  const { pedidoObj, ...rest } = overrides;
  return rawOrder({
    id_pedido: id,
    status,
    usuario_nome: name,
    ...rest,
    pedidoObj: { usuario_nome: name, ...pedidoObj },
  });
}

const SEED: Order[] = [
  customerOrder('101', 'PP', 'Ana Pendente'),
  customerOrder('102', 'PA', 'Bruno Aceito'),
  customerOrder('103', 'PA', 'Carla Retira', { endereco_id: null, pedidoObj: { retirada_local: true } }),
  customerOrder('104', 'PE', 'Davi Enviado'),
  customerOrder('105', 'PD', 'Eva Entregue'),
  customerOrder('106', 'PC', 'Fábio Cancelado'),
];

function server(seed: Order[] = SEED, extra: Record<string, Handler | unknown> = {}) {
  const orders = new Map(seed.map((o) => [o.id_pedido, structuredClone(o)]));
  const one: Handler = (call) => {
    const id = call.route.split('/').pop() ?? '';
    const o = orders.get(id);
    return o
      ? json({ status: true, pedidos: [o] })
      : json({ status: false, erro: 'Pedido não encontrado.' }, 404);
  };
  const routes: Record<string, Handler | unknown> = {
    'GET v1 pedidos/listar': () => json({ status: true, pedidos: [...orders.values()] }),
    ...Object.fromEntries(seed.map((o) => [`GET v1 pedidos/listar/${o.id_pedido}`, one])),
    ...Object.fromEntries(
      seed.map((o) => [
        `PUT json orders/${o.orderId}`,
        (call: Call) => {
          const body = JSON.parse(call.body) as { new_status: Order['status']; motivo_cancelamento?: string };
          const order = orders.get(o.id_pedido);
          if (order) {
            order.status = body.new_status;
            if (body.motivo_cancelamento) order.motivo_cancelamento = body.motivo_cancelamento;
          }
          return json({ status: true, message: 'Status do pedido alterado.' });
        },
      ]),
    ),
    ...extra,
  };
  return { orders, routes };
}

function setup(
  opts: { seed?: Order[]; extra?: Record<string, Handler | unknown>; user?: typeof ADMIN } = {},
) {
  const s = server(opts.seed, opts.extra);
  return { ...renderShell(s.routes, opts.user ?? ADMIN, '/pedidos'), orders: s.orders };
}

const list = () => screen.getByRole('region', { name: 'Lista de pedidos' });
const row = (id: string) => list().querySelector<HTMLButtonElement>(`.order-row[data-order-id="${id}"]`);
const detail = () => screen.getByRole('region', { name: /^Pedido #/ });
const puts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT');

async function ready() {
  await screen.findByRole('heading', { name: 'Gerenciador de Pedidos', level: 1 });
  await waitFor(() => expect(row('101')).toBeTruthy());
}

describe('the list', () => {
  it('five sections with their counts, each order where its status says', async () => {
    setup();
    await ready();
    const sections = within(list()).getAllByRole('heading', { level: 2 });
    expect(sections.map((h) => h.textContent)).toEqual([
      'Pendente1',
      'Aceito/Produção2',
      'Enviado(s)/Pronto para retirada1',
      'Entregues1',
      'Cancelados1',
    ]);
    const section = (name: string) =>
      within(list()).getByRole('region', { name: new RegExp(`^${name.replace(/[()/]/g, '.')}`) });
    expect(within(section('Pendente')).getByText('Ana Pendente')).toBeTruthy();
    expect(within(section('Cancelados')).getByText('Fábio Cancelado')).toBeTruthy();
    // Status as icon and word, never colour alone.
    expect(within(row('106') as HTMLElement).getByText('Cancelado')).toBeTruthy();
  });

  it('badges, sub-labels and the pending countdown', async () => {
    setup({
      seed: [
        rawOrder({
          id_pedido: '201',
          status: 'PP',
          segundos: 125,
          app_origin: 'cardapio-web',
          compraGlobal: '1',
          compraEst: '1',
        }),
        rawOrder({ id_pedido: '202', status: 'PA', externalDeliveryStatus: 'SEARCHING_DELIVERY' }),
        rawOrder({ id_pedido: '203', status: 'PA', externalDeliveryStatus: 'WAITING_COLLECT' }),
      ],
    });
    await waitFor(() => expect(row('201')).toBeTruthy());
    const pending = row('201') as HTMLElement;
    expect(within(pending).getByText('Cardápio digital')).toBeTruthy();
    expect(within(pending).getByText('1ª compra no app')).toBeTruthy();
    expect(within(pending).getByText('1ª compra na loja')).toBeTruthy();
    expect(within(pending).getByText(/^0[12]:\d\d$/)).toBeTruthy();
    expect(within(row('202') as HTMLElement).getByText('BUSCANDO MOTOBOY')).toBeTruthy();
    expect(within(row('203') as HTMLElement).getByText('MOTOBOY A CAMINHO')).toBeTruthy();
  });

  it('search filters accent- and case-insensitively; no match says so', async () => {
    const user = userEvent.setup();
    setup();
    await ready();
    await user.type(screen.getByRole('searchbox', { name: /Procurar pedidos/ }), 'fabio');
    await waitFor(() => expect(row('101')).toBeNull());
    expect(row('106')).toBeTruthy();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'ninguém');
    expect(await screen.findByText('Nenhum pedido encontrado para “ninguém”.')).toBeTruthy();
  });

  it('a search whose results are off screen starts at the top and fills the whole page', async () => {
    // 80 delivered orders: the 30 newest on screen; 'zelia' finds the 50 oldest, all new rows.
    const seed = Array.from({ length: 80 }, (_, i) =>
      rawOrder({
        id_pedido: String(1000 + i),
        status: 'PD',
        data_criacao: `2026-11-21 ${String(10 + Math.floor(i / 60))}:${String(i % 60).padStart(2, '0')}:00`,
        ...(i < 50 ? { usuario_nome: `Zélia ${i}`, pedidoObj: { usuario_nome: `Zélia ${i}` } } : {}),
      }),
    );
    const user = userEvent.setup();
    setup({ seed });
    await waitFor(() => expect(row('1079')).toBeTruthy());
    list().scrollTop = 600;
    fireEvent.scroll(list());
    await user.type(screen.getByRole('searchbox', { name: /Procurar pedidos/ }), 'zelia');
    await waitFor(() => expect(list().querySelectorAll('.order-row')).toHaveLength(30));
    expect(row('1049')).toBeTruthy();
    expect(row('1079')).toBeNull();
    expect(list().querySelector('.order-section__held')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mostrar mais (20 restantes)' })).toBeTruthy();
    expect(list().scrollTop).toBe(0);
  });

  it('an empty day: every section says Nenhum pedido por aqui', async () => {
    setup({ seed: [] });
    await screen.findByRole('heading', { name: 'Gerenciador de Pedidos', level: 1 });
    await waitFor(() => expect(screen.getAllByText('Nenhum pedido por aqui')).toHaveLength(5));
  });

  it('a list that cannot load says so and offers to try again', async () => {
    setup({ extra: { 'GET v1 pedidos/listar': () => json({}, 500) } });
    expect(
      await screen.findByText('Não foi possível carregar os pedidos. Verifique a conexão.'),
    ).toBeTruthy();
    // Background sync: no global 'Ops!' dialog for it.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('long sections show 30 rows and Mostrar mais', async () => {
    const seed = Array.from({ length: 45 }, (_, i) =>
      rawOrder({
        id_pedido: String(1000 + i),
        status: 'PD',
        data_criacao: `2026-11-21 10:${String(i).padStart(2, '0')}:00`,
      }),
    );
    setup({ seed });
    await waitFor(() => expect(list().querySelectorAll('.order-row')).toHaveLength(30));
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar mais (15 restantes)' }));
    expect(list().querySelectorAll('.order-row')).toHaveLength(45);
  });
});

describe('detail and actions', () => {
  it('selecting shows every detail field', async () => {
    setup();
    await ready();
    fireEvent.click(row('102') as HTMLElement);
    const d = detail();
    expect(within(d).getByRole('heading', { name: 'Pedido #102' })).toBeTruthy();
    for (const text of [
      'Bruno Aceito',
      '3 compras',
      'Cadastro confirmado',
      '(11) 99876-5432',
      'H102',
      'Rua das Flores, 100 - Vila Mariana, São Paulo',
      'Pizza Margherita',
      'Borda:',
      'Catupiry, Cheddar',
      'Sem cebola',
      'Tocar o interfone',
      'Cobrar do cliente na entrega',
      'Dinheiro',
      'Taxa de entrega',
      'Pedido realizado',
    ]) {
      expect(within(d).getAllByText(text, { exact: false }).length, text).toBeGreaterThan(0);
    }
    // Only the actions whose features exist are rendered: no chat or courier buttons yet.
    const buttons = within(within(d).getByRole('group', { name: 'Ações do pedido' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent?.replace(/[A-Z]$/, ''))).toEqual([
      'Enviar',
      'Entregue',
      'Cancelar',
      'Imprimir',
    ]);
  });

  it('pickup orders: Pronto para retirada', async () => {
    setup();
    await ready();
    fireEvent.click(row('103') as HTMLElement);
    expect(within(detail()).getByText('Retirada no local')).toBeTruthy();
    expect(within(detail()).getByRole('button', { name: 'Pronto para retirada' })).toBeTruthy();
  });

  it('Aceitar: PUT orders/{id} {new_status: PA}, toast, list updated; a double click sends once', async () => {
    const { api } = setup();
    await ready();
    fireEvent.click(row('101') as HTMLElement);
    const accept = within(detail()).getByRole('button', { name: 'Aceitar' });
    expect(accept.getAttribute('aria-keyshortcuts')).toBe('A');
    fireEvent.click(accept);
    fireEvent.click(accept);
    expect(await screen.findByText('Status do pedido alterado')).toBeTruthy();
    await waitFor(() => expect(within(row('101') as HTMLElement).getByText('Aceito')).toBeTruthy());
    expect(puts(api.calls)).toHaveLength(1);
    expect(puts(api.calls)[0]?.route).toBe('json orders/101');
    expect(JSON.parse(puts(api.calls)[0]?.body ?? '{}')).toEqual({ new_status: 'PA', obs: '' });
  });

  it('a refused change: the product message followed by the server detail', async () => {
    const { api } = setup({
      extra: {
        'PUT json orders/102': () =>
          json({ status: false, message: 'Não é possível mudar o pedido de Aceito para Enviado.' }, 422),
      },
    });
    await ready();
    fireEvent.click(row('102') as HTMLElement);
    fireEvent.click(within(detail()).getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro!' });
    expect(
      within(dialog).getByText('Ocorreu um erro ao mudar o status do pedido. Tente novamente mais tarde'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Não é possível mudar o pedido de Aceito para Enviado.')).toBeTruthy();
    // Not the global 'Ops!' dialog.
    expect(screen.queryByRole('alertdialog', { name: /Ops!/ })).toBeNull();
    // The order was fetched again anyway.
    expect(api.calls.filter((c) => c.route === 'v1 pedidos/listar/102').length).toBeGreaterThan(0);
  });

  it('no response at all to Cancelar (it cannot wait): the message with a connection detail', async () => {
    const user = userEvent.setup();
    setup({ extra: { 'PUT json orders/101': () => Promise.reject(new TypeError('Failed to fetch')) } });
    await ready();
    await user.click(row('101') as HTMLElement);
    await user.click(within(detail()).getByRole('button', { name: 'Cancelar' }));
    const modal = await screen.findByRole('dialog', { name: 'Cancelar pedido #101' });
    await user.click(within(modal).getByRole('radio', { name: 'Cliente pediu um item indisponível' }));
    await user.click(within(modal).getByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro!' });
    expect(within(dialog).getByText(/Sem resposta do servidor/)).toBeTruthy();
  });

  it('no response at all to Entregue: it waits in the outbox, shown on the order, no error dialog', async () => {
    setup({ extra: { 'PUT json orders/104': () => Promise.reject(new TypeError('Failed to fetch')) } });
    await ready();
    fireEvent.click(row('104') as HTMLElement);
    fireEvent.click(within(detail()).getByRole('button', { name: 'Entregue' }));
    await waitFor(() => expect(within(detail()).getByText(/Aguardando conexão · \d\d:\d\d/)).toBeTruthy());
    expect(within(row('104') as HTMLElement).getByText(/Aguardando conexão/)).toBeTruthy();
    expect(within(row('104') as HTMLElement).getByText('Entregue')).toBeTruthy();
    // Unanswered: it may be on the platform already, so it cannot be undone.
    expect(within(detail()).queryByRole('button', { name: /Desfazer/ })).toBeNull();
    expect(screen.queryByRole('alertdialog', { name: 'Erro!' })).toBeNull();
  });
});

describe('cancel', () => {
  it('requires a reason, then a long enough description for Outro motivo..., and sends PC with it', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await ready();
    await user.click(row('101') as HTMLElement);
    await user.click(within(detail()).getByRole('button', { name: 'Cancelar' }));
    const modal = await screen.findByRole('dialog', { name: 'Cancelar pedido #101' });
    await user.click(within(modal).getByRole('button', { name: 'Cancelar pedido' }));
    expect(within(modal).getByText('Selecione um motivo para cancelamento')).toBeTruthy();
    await user.click(within(modal).getByRole('radio', { name: 'Outro motivo...' }));
    await user.type(within(modal).getByLabelText(/Descreva o motivo/), 'Sem gás');
    await user.click(within(modal).getByRole('button', { name: 'Cancelar pedido' }));
    expect(within(modal).getByText('Descrição de motivo muito curta.')).toBeTruthy();
    expect(puts(api.calls)).toHaveLength(0);
    await user.type(within(modal).getByLabelText(/Descreva o motivo/), ' no fogão hoje');
    await user.click(within(modal).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancelar pedido #101' })).toBeNull());
    expect(JSON.parse(puts(api.calls)[0]?.body ?? '{}')).toEqual({
      new_status: 'PC',
      motivo_cancelamento: 'Sem gás no fogão hoje',
    });
    await waitFor(() => expect(within(row('101') as HTMLElement).getByText('Cancelado')).toBeTruthy());
  });

  it('a preset reason is sent as written', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await ready();
    await user.click(row('102') as HTMLElement);
    await user.click(within(detail()).getByRole('button', { name: 'Cancelar' }));
    const modal = await screen.findByRole('dialog');
    await user.click(within(modal).getByRole('radio', { name: 'Cliente pediu um item indisponível' }));
    await user.click(within(modal).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() => expect(puts(api.calls)).toHaveLength(1));
    expect(JSON.parse(puts(api.calls)[0]?.body ?? '{}')).toEqual({
      new_status: 'PC',
      motivo_cancelamento: 'Cliente pediu um item indisponível',
    });
  });
});

describe('keyboard', () => {
  it('↓/J and ↑/K move the selection, A accepts, ? opens the help; not while typing', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await ready();
    await user.keyboard('{ArrowDown}');
    expect(useOrders.getState().selectedId).toBe('101');
    await user.keyboard('j');
    expect(useOrders.getState().selectedId).not.toBe('101');
    await user.keyboard('k');
    expect(useOrders.getState().selectedId).toBe('101');
    await user.keyboard('a');
    await waitFor(() => expect(puts(api.calls)).toHaveLength(1));
    expect(JSON.parse(puts(api.calls)[0]?.body ?? '{}').new_status).toBe('PA');

    await user.keyboard('/');
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    await user.keyboard('ajk');
    expect(puts(api.calls)).toHaveLength(1);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('ajk');
    await user.keyboard('{Escape}{Escape}');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');

    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Atalhos do teclado' });
    expect(within(help).getByText('Aceitar o pedido')).toBeTruthy();
  });

  it('M silences for 2 minutes; the button says until when', async () => {
    const user = userEvent.setup();
    setup();
    await ready();
    await user.keyboard('m');
    expect(
      await screen.findByRole('button', { name: /^Som silenciado até \d\d:\d\d\. Reativar o som$/ }),
    ).toBeTruthy();
  });
});

describe('notices', () => {
  it('acceptsOnline false: the online-payment notice with Saiba mais (admin)', async () => {
    setup({
      extra: { 'GET v1 pagamentoonline/getAcceptanceStatus': { status: true, acceptsOnline: false } },
    });
    expect(await screen.findByText('Sua loja ainda não recebe pagamento online.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Saiba mais' }).getAttribute('href')).toBe(
      '/financeiro/cadastro/recebimentos',
    );
    expect(screen.getByRole('link', { name: 'Ativar pagamento online' }).getAttribute('href')).toBe(
      '/financeiro/pagamentoonline',
    );
  });

  it('the notice can be closed for the rest of the session', async () => {
    const user = userEvent.setup();
    setup({
      extra: { 'GET v1 pagamentoonline/getAcceptanceStatus': { status: true, acceptsOnline: false } },
    });
    await screen.findByText('Sua loja ainda não recebe pagamento online.');
    await user.click(screen.getByRole('button', { name: 'Fechar aviso de pagamento online' }));
    expect(screen.queryByText('Sua loja ainda não recebe pagamento online.')).toBeNull();
    expect(sessionStorage.getItem('cashDesk.onlinePaymentNotice.dismissed')).toBe('1');
    sessionStorage.clear();
  });

  it('operators get the notice without a link they cannot open', async () => {
    setup({
      user: OPERATOR,
      extra: { 'GET v1 pagamentoonline/getAcceptanceStatus': { status: true, acceptsOnline: false } },
    });
    expect(await screen.findByText('Sua loja ainda não recebe pagamento online.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Saiba mais' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ativar pagamento online' })).toBeNull();
  });

  it('acceptsOnline true: no notice', async () => {
    setup({ extra: { 'GET v1 pagamentoonline/getAcceptanceStatus': { status: true, acceptsOnline: true } } });
    await ready();
    expect(screen.queryByText('Sua loja ainda não recebe pagamento online.')).toBeNull();
  });

  it("aviso 'S': the delivery-time reminder; Entendi acknowledges it", async () => {
    const user = userEvent.setup();
    const { api } = setup({
      extra: {
        'GET v1 estabelecimento/getLoja': storeBody({ aviso: 'S' }),
        'GET v1 estabelecimento/alteraAviso': { status: true, aviso: 'N' },
      },
    });
    const notice = (await screen.findByText('Confira a previsão de entrega.')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(notice.textContent).toMatch(/Seus clientes estão vendo 40–60 min no app/);
    await user.click(within(notice).getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByText('Confira a previsão de entrega.')).toBeNull());
    expect(api.calls.some((c) => c.route === 'v1 estabelecimento/alteraAviso')).toBe(true);
  });
});

describe('attention', () => {
  it('a notification click selects that order', async () => {
    const { host } = setup();
    await ready();
    act(() => host.notificationClick.emit('pedido:104'));
    expect(useOrders.getState().selectedId).toBe('104');
    expect(within(detail()).getByRole('heading', { name: 'Pedido #104' })).toBeTruthy();
  });

  it('the tray gets the pending count', async () => {
    const { host } = setup();
    await ready();
    await waitFor(() =>
      expect(host.setTrayInfo).toHaveBeenCalledWith({ storeName: 'Pizzaria Teste', pendingOrders: 1 }),
    );
  });
});

describe("the 'Atrasados' filter (issue 34 §4)", () => {
  const stamp = (minutesAgo: number) => {
    const d = new Date(Date.now() - minutesAgo * 60_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:00`;
  };
  const seed = [
    customerOrder('201', 'PA', 'Gil Atrasado', { data_criacao: stamp(90) }),
    customerOrder('202', 'PA', 'Hana No Prazo', { data_criacao: stamp(5) }),
  ];

  it('shows only the late orders, and measures them against the estimate at accept', async () => {
    const user = userEvent.setup();
    setup({ seed });
    await screen.findByText('Hana No Prazo');
    const chip = await screen.findByRole('button', { name: 'Atrasados (1)' });
    await user.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.queryByText('Hana No Prazo')).toBeNull());
    expect(screen.getByText('Gil Atrasado')).toBeTruthy();
    // Busy mode (or staff) moves the estimate to 90–120 min: the order accepted under 40–60 min
    // stays late, measured against the estimate in force when it was accepted.
    act(() => useShop.getState().patchInfo({ entrega_minimo: 90, entrega_maximo: 120 }));
    expect(screen.getByRole('button', { name: 'Atrasados (1)' })).toBeTruthy();
    expect(screen.getByText('Gil Atrasado')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Atrasados (1)' }));
    expect(await screen.findByText('Hana No Prazo')).toBeTruthy();
  });
});
