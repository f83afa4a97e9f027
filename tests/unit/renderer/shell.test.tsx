import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useShop } from '../../../renderer/src/stores/shop';
import { OPERATOR, json, openMenu, renderShell, storeBody } from './helpers';

describe('header', () => {
  it('shows the product logo, store logo and name; the tray gets the store name', async () => {
    const { host } = renderShell({
      'GET v1 estabelecimento/getLoja': storeBody({ nome: 'Cantina', logotipo: 'https://cdn.test/l.png' }),
    });
    expect(await screen.findByText('Cantina', { selector: '.app-header__store-name' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Caixa Delivery' })).toBeTruthy();
    expect(document.querySelector('img[src="https://cdn.test/l.png"]')).toBeTruthy();
    await waitFor(() =>
      expect(host.setTrayInfo).toHaveBeenCalledWith(expect.objectContaining({ storeName: 'Cantina' })),
    );
  });
});

describe("store switch 'Loja aberta' / 'Loja fechada'", () => {
  it('closing: the server message as a 2 s success toast; the label follows', async () => {
    const user = userEvent.setup();
    const { api } = renderShell({
      'POST v1 estabelecimento/mudaAberturaFechamento': {
        status: true,
        mensagem: 'Loja fechada com sucesso!',
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'Loja aberta' }));
    expect(await screen.findByRole('switch', { name: 'Loja fechada' })).toBeTruthy();
    expect(await screen.findByText('Loja fechada com sucesso!')).toBeTruthy();
    const call = api.calls.find((c) => c.route === 'v1 estabelecimento/mudaAberturaFechamento');
    expect(call?.body).toBe('fechado=S');
  });

  it("status false: 'Atenção!' with the server message and the switch goes back", async () => {
    const user = userEvent.setup();
    renderShell({
      'GET v1 estabelecimento/getLoja': storeBody({ fechado: 'S' }),
      'POST v1 estabelecimento/mudaAberturaFechamento': {
        status: false,
        mensagem: 'A loja está suspensa e não pode ser aberta.',
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'Loja fechada' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Atenção!' });
    expect(within(dialog).getByText('A loja está suspensa e não pode ser aberta.')).toBeTruthy();
    expect(
      screen.getByRole('switch', { name: 'Loja fechada', hidden: true }).getAttribute('aria-checked'),
    ).toBe('false');
  });

  it('HTTP failure: the global Ops dialog and the switch goes back', async () => {
    const user = userEvent.setup();
    renderShell({ 'POST v1 estabelecimento/mudaAberturaFechamento': () => json({}, 500) });
    await user.click(await screen.findByRole('switch', { name: 'Loja aberta' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Ops! Ocorreu um erro inesperado 500!' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('switch', { name: 'Loja aberta', hidden: true }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it("the socket's 'loja' event moves it live", async () => {
    renderShell({});
    await screen.findByRole('switch', { name: 'Loja aberta' });
    act(() => useShop.getState().setFechado('S'));
    expect(screen.getByRole('switch', { name: 'Loja fechada' }).getAttribute('aria-checked')).toBe('false');
  });
});

describe('banners', () => {
  it('overdue invoice: due date pt-BR, balance / -100 in BRL, link to /financeiro/faturas, support phone', async () => {
    const { api } = renderShell({
      'GET json invoices': {
        data: [
          { id: 2, overdues_at: '2026-11-20', balance: -5000 },
          { id: 1, overdues_at: '2026-11-17', balance: -15990 },
        ],
      },
    });
    const title = await screen.findByText(
      /^Você tem uma fatura vencida em 17\/11\/2026 no valor de R\$\s159,90\. E mais 1 fatura vencida\.$/,
    );
    const banner = title.closest('[role="alert"]') as HTMLElement;
    expect(within(banner).getByText(/Suporte: \(11\) 4002-8922/)).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Ver faturas' }).getAttribute('href')).toBe(
      '/financeiro/faturas',
    );
    expect(api.calls.find((c) => c.route === 'json invoices')?.search).toBe('?status=overdue');
  });

  // The spec names no envelope for "invoices for the overdue banner": wrapped or bare, it shows.
  it.each([
    ['a bare list', [{ id: 1, overdues_at: '2026-11-17', balance: -15990 }]],
    ['{invoices}', { invoices: [{ id: '1', overdues_at: '2026-11-17', balance: '-15990' }] }],
  ])('overdue invoices as %s: the banner shows', async (_name, body) => {
    renderShell({ 'GET json invoices': body });
    expect(
      await screen.findByText(/^Você tem uma fatura vencida em 17\/11\/2026 no valor de R\$\s159,90\.$/),
    ).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each([
    ['an object without the list', { total: 1 }],
    ['text', 'erro'],
    ['a server error', () => json({ message: 'boom' }, 500)],
    ['not JSON', () => new Response('<html>', { status: 200 })],
  ])('overdue invoices unreadable (%s): logged once, no banner, never a dialog', async (_name, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { api } = renderShell({ 'GET json invoices': answer });
      await screen.findByRole('heading', { name: 'Início', level: 1 });
      await waitFor(() => expect(api.calls.some((c) => c.route === 'json invoices')).toBe(true));
      await waitFor(() =>
        expect(warn).toHaveBeenCalledWith(
          '[api] faturas vencidas não lidas; o aviso fica oculto',
          expect.anything(),
        ),
      );
      expect(warn.mock.calls.filter(([m]) => String(m).includes('faturas vencidas'))).toHaveLength(1);
      expect(screen.queryByText(/fatura vencida/)).toBeNull();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    } finally {
      warn.mockRestore();
    }
  });

  it('invoices answering 404 mean none: no banner, no error dialog', async () => {
    renderShell({ 'GET json invoices': () => json({ message: 'Not found' }, 404) });
    await screen.findByRole('heading', { name: 'Início', level: 1 });
    await waitFor(() => expect(screen.queryByText(/fatura vencida/)).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('no suspension banner when loja_bloqueada is N', async () => {
    renderShell({});
    await screen.findByRole('switch', { name: 'Loja aberta' });
    expect(screen.queryByText('A sua loja está suspensa!')).toBeNull();
  });
});

describe('Início', () => {
  const today = new Date();
  const at = (h: number) =>
    `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')} ${String(h).padStart(2, '0')}:15:00`;

  it("summarises today's orders: sections, revenue, average ticket and the latest", async () => {
    renderShell({
      'GET v1 pedidos/listar': {
        status: true,
        pedidos: [
          { id_pedido: '1', status: 'PP', data_criacao: at(9), valor_total: 50, usuario_nome: 'Ana' },
          { id_pedido: '2', status: 'PD', data_criacao: at(10), valor_total: 30, usuario_nome: 'Bruno' },
          { id_pedido: '3', status: 'PC', data_criacao: at(11), valor_total: 999, usuario_nome: 'Caio' },
          {
            id_pedido: '4',
            status: 'PE',
            data_criacao: '2020-01-01 10:00:00',
            valor_total: 5,
            usuario_nome: 'Velho',
          },
        ],
      },
    });
    const sections = await screen.findByRole('heading', { name: 'Pedidos de hoje por situação' });
    const card = sections.closest('section') as HTMLElement;
    const count = (label: string) =>
      within(card).getByText(label).parentElement?.querySelector('.section-count__value')?.textContent;
    expect([
      count('Pendente'),
      count('Aceito/Produção'),
      count('Enviado(s)/Pronto para retirada'),
      count('Entregues'),
      count('Cancelados'),
    ]).toEqual(['1', '0', '0', '1', '1']);
    expect(screen.getByText(/R\$\s80,00/)).toBeTruthy();
    expect(screen.getByText(/R\$\s40,00/)).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['11:15', 'Caio', 'R$\u00a0999,00', 'Cancelado'],
      ['10:15', 'Bruno', 'R$\u00a030,00', 'Entregue'],
      ['09:15', 'Ana', 'R$\u00a050,00', 'Pendente'],
    ]);
    expect(screen.queryByText('Velho')).toBeNull();
  });

  it.each<[string, Record<string, unknown>]>([
    ['null', { pedidos: null }],
    ['absent', {}],
    ["PHP's {}", { pedidos: {} }],
  ])('an empty day with pedidos %s: zero counts, no error', async (_name, body) => {
    renderShell({ 'GET v1 pedidos/listar': { status: true, ...body } });
    const sections = await screen.findByRole('heading', { name: 'Pedidos de hoje por situação' });
    const card = sections.closest('section') as HTMLElement;
    expect(
      within(card).getByText('Pendente').parentElement?.querySelector('.section-count__value')?.textContent,
    ).toBe('0');
    expect(screen.queryByRole('alertdialog', { name: 'Erro!' })).toBeNull();
    expect(screen.queryByText('Não foi possível carregar os pedidos de hoje.')).toBeNull();
  });

  it('status false → an error state with its own retry', async () => {
    const user = userEvent.setup();
    const { api } = renderShell({
      'GET v1 pedidos/listar': { status: false, erro: 'Falha ao listar pedidos.' },
    });
    expect(await screen.findByText('Falha ao listar pedidos.')).toBeTruthy();
    // The shell's live orders desk reads the same list in the background: count from here.
    const before = api.calls.filter((c) => c.route === 'v1 pedidos/listar').length;
    await user.click(screen.getByRole('button', { name: 'Recarregar pedidos' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.route === 'v1 pedidos/listar').length).toBeGreaterThan(before),
    );
  });

  it('operators see Início too', async () => {
    renderShell({}, OPERATOR);
    expect(await screen.findByRole('heading', { name: 'Início', level: 1 })).toBeTruthy();
    await openMenu();
  });
});
