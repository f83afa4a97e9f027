import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN_MESSAGE } from '../../../renderer/src/app/guards';
import { useSession } from '../../../renderer/src/stores/session';
import {
  ADMIN,
  OPERATOR,
  fakeApi,
  fakePlatform,
  makeServices,
  makeUser,
  openMenu,
  renderApp,
  shellRoutes,
} from './helpers';

const setup = (path: string, user: Parameters<typeof renderApp>[1]['user']) => {
  const host = fakePlatform({ session: user ?? null });
  const api = fakeApi(shellRoutes());
  const services = makeServices({ fetch: api.fetch, platform: host.platform });
  return { ...renderApp(path, { user, services }), api, host };
};

describe('login guard (spec 03 §2.1)', () => {
  it('a protected route without a login says so and goes to /login', async () => {
    const { router } = setup('/configuracoes/impressoras', null);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', NOT_LOGGED_IN_MESSAGE);
    expect(NOT_LOGGED_IN_MESSAGE).toBe('Você não está logado, tente novamente.');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'ACESSAR' })).toBeTruthy();
  });

  it('an unknown route without a login is treated the same way', async () => {
    const { router } = setup('/qualquer/coisa', null);
    expect(await screen.findByText(NOT_LOGGED_IN_MESSAGE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("'/' without a login opens the login quietly (where the app starts)", async () => {
    const { router } = setup('/', null);
    await screen.findByRole('button', { name: 'ACESSAR' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText(NOT_LOGGED_IN_MESSAGE)).toBeNull();
  });

  it('a logged-in user opening /login goes to the orders desk (/pedidos)', async () => {
    const { router } = setup('/login', ADMIN);
    await screen.findByRole('heading', { name: 'Gerenciador de Pedidos', level: 1 });
    expect(router.state.location.pathname).toBe('/pedidos');
  });
});

describe('role guard', () => {
  it.each([
    '/financeiro/faturas',
    '/configuracoes/usuarios/list',
    '/avaliacoes',
    '/produtos',
    '/produtos/12',
    '/painel',
  ])('the operator on %s sees Acesso Negado!!', async (path) => {
    setup(path, OPERATOR);
    expect(await screen.findByRole('heading', { name: 'Acesso Negado!!' })).toBeTruthy();
    expect(
      screen.getByText(
        'Você não tem permissão para acessar essa página. Entre em contato com o administrador do sistema.',
      ),
    ).toBeTruthy();
  });

  // Every route of the table has its screen now: an address outside the table is what 404s.
  it.each([
    ['admin', ADMIN],
    ['operator', OPERATOR],
  ])('the %s on an address outside the route table sees the 404 page', async (_n, user) => {
    setup('/financeiro/nao-existe', user);
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
  });

  it.each([
    ['/financeiro/faturas', 'Faturas'],
    ['/produtos', 'Produtos'],
  ])('the admin on %s gets its screen, not the 404 page', async (path, heading) => {
    setup(path, ADMIN);
    expect(await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Página não encontrada' })).toBeNull();
  });

  it("under the 'table' reading of 03 §2.1 (config access.reading) the operator opens /produtos", async () => {
    const host = fakePlatform({ session: OPERATOR });
    const api = fakeApi(shellRoutes());
    const base = makeServices({ fetch: api.fetch, platform: host.platform });
    const services = { ...base, config: { ...base.config, access: { reading: 'table' as const } } };
    renderApp('/produtos', { user: OPERATOR, services });
    expect(
      await screen.findByRole('heading', { name: 'Produtos', level: 1 }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Acesso Negado!!' })).toBeNull();
  });

  it('a session with some other role is not an admin', async () => {
    setup('/relatorio', makeUser({ role_group: ['Gerente'] }));
    expect(await screen.findByRole('heading', { name: 'Acesso Negado!!' })).toBeTruthy();
  });
});

describe('shell menu', () => {
  it.each([
    [
      'admin',
      ADMIN,
      [
        'Gerenciador de Pedidos',
        'Início',
        'Avaliação',
        'Produtos',
        'Estoque',
        'Variações',
        'Formas de pagamento',
        'Horário de funcionamento',
        'Impressoras',
        'Locais de Atendimento',
        'Configurações do software',
        'Usuários',
        'Estabelecimento',
        'Visão geral',
        'Faturas',
        'Repasses',
        'Extrato',
        'Calendário de recebimentos',
        'Contas de recebimento',
        'Pagamento online',
        'Painel de controle',
        'Relatório geral',
        'Gráficos operacionais',
        'Histórico de vendas',
      ],
    ],
    [
      'operator',
      OPERATOR,
      [
        'Gerenciador de Pedidos',
        'Início',
        'Estoque',
        'Variações',
        'Formas de pagamento',
        'Horário de funcionamento',
        'Impressoras',
        'Locais de Atendimento',
      ],
    ],
  ])(
    '(%s) it shows every screen of that role (no upload_em_massa: no Upload em massa), Sair da Loja and the version',
    async (_n, user, links) => {
      setup('/', user);
      const nav = await openMenu();
      expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(links);
      expect(within(nav).getByRole('button', { name: 'Sair da Loja' })).toBeTruthy();
      expect(await within(nav).findByText('Versão 1.2.0')).toBeTruthy();
    },
  );

  it('Sair da Loja clears the session and goes to /login without the not-logged-in message', async () => {
    const user = userEvent.setup();
    const { router, host } = setup('/', ADMIN);
    await openMenu();
    await user.click(await screen.findByRole('button', { name: 'Sair da Loja' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSession.getState().user).toBeNull();
    expect(host.stored()).toBeNull();
    expect(screen.queryByText(NOT_LOGGED_IN_MESSAGE)).toBeNull();
  });

  it('the menu toggle has an accessible name and hides/shows the menu', async () => {
    const user = userEvent.setup();
    setup('/', ADMIN);
    await screen.findByRole('heading', { name: 'Início', level: 1 });
    const toggle = screen.getByRole('button', { name: /menu/i });
    const wasOpen = toggle.getAttribute('aria-expanded') === 'true';
    await user.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'Menu principal' }) === null).toBe(wasOpen);
    expect(screen.getByRole('button', { name: wasOpen ? 'Abrir menu' : 'Fechar menu' })).toBeTruthy();
  });
});
