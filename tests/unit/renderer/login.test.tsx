import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_ADMIN, ROLE_OPERATOR } from '../../../shared/session';
import { LOGIN_FAILED_MESSAGE } from '../../../renderer/src/features/auth/LoginPage';
import { NO_ROLES_MESSAGE } from '../../../renderer/src/features/auth/session';
import { useSession } from '../../../renderer/src/stores/session';
import {
  ADMIN,
  fakeApi,
  fakePlatform,
  json,
  makeServices,
  makeUser,
  renderApp,
  shellRoutes,
  type Handler,
} from './helpers';

function setup(path: string, routes: Record<string, Handler | unknown>) {
  const host = fakePlatform();
  const api = fakeApi(shellRoutes(routes));
  const services = makeServices({ fetch: api.fetch, platform: host.platform });
  return { ...renderApp(path, { services }), api, host };
}

async function typeLogin(usuario: string, senha: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Usuário'), usuario);
  await user.type(screen.getByLabelText('Senha'), senha);
  return user;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('login', () => {
  it('shows the fields, the links and the support phone', async () => {
    setup('/login', {});
    expect(await screen.findByLabelText('Usuário')).toBeTruthy();
    expect(screen.getByLabelText('Senha').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'ACESSAR' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Esqueci minha senha' })).toBeTruthy();
    expect(screen.getByText('(11) 4002-8922')).toBeTruthy();
  });

  it('Enter in the password submits; success saves the session and lands on the orders desk', async () => {
    const { api, host, router } = setup('/login', {
      'POST v1 login/index': {
        status: true,
        usuario: { ...ADMIN, id_estabelecimento: 1, id_usuario: 10, extra: 'x' },
      },
    });
    const user = await typeLogin('admin', 'demo1234');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pedidos'));
    const login = api.calls.find((c) => c.route === 'v1 login/index');
    expect(new URLSearchParams(login?.body).toString()).toBe('usuario=admin&senha=demo1234');
    expect(host.stored()).toMatchObject({ id_estabelecimento: '1', id_usuario: '10', sessao: ADMIN.sessao });
    expect(host.stored()).not.toHaveProperty('extra');
  });

  // Issue 23 §3: a socket the page's CSP would block is let through by a new page asked before
  // the first screen, so no first-screen call is made on this page (and none twice).
  it('a store socket this page’s CSP does not allow: saves the session and reloads before any screen call', async () => {
    const host = fakePlatform();
    const api = fakeApi(
      shellRoutes({
        'POST v1 login/index': {
          status: true,
          usuario: { ...ADMIN, socket: { url: 'https://rt.example.com/loja', canal: 'loja-1' } },
        },
      }),
    );
    const reload = vi.fn();
    const allowsSocket = vi.fn((url: string) => !url.startsWith('https://rt.example.com'));
    const services = makeServices({
      fetch: api.fetch,
      platform: host.platform,
      reload,
      pagePolicy: { allowsSocket },
    });
    const { router } = renderApp('/login', { services });
    const user = await typeLogin('admin', 'demo1234');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(allowsSocket).toHaveBeenCalledWith('https://rt.example.com/loja');
    expect(host.stored()).toMatchObject({ socket: { url: 'https://rt.example.com/loja' } });
    // The next page opens on the desk; this one shows and asks nothing more.
    expect(window.location.hash).toBe('#/pedidos');
    expect(useSession.getState().user).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.calls.map((c) => c.route)).toEqual(['v1 login/index']);
    sessionStorage.clear();
    window.history.replaceState(null, '', '#');
  });

  it("failure shows 'Erro!' with the server message", async () => {
    setup('/login', { 'POST v1 login/index': { status: false, erro: 'Usuário ou senha inválidos.' } });
    const user = await typeLogin('admin', 'errada');
    await user.click(screen.getByRole('button', { name: 'ACESSAR' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro!' });
    expect(within(dialog).getByText('Usuário ou senha inválidos.')).toBeTruthy();
    expect(useSession.getState().user).toBeNull();
  });

  it.each([
    ['status false without a message', () => json({ status: false })],
    ['HTTP 500', () => json('erro interno', 500)],
    ['a malformed user', () => json({ status: true, usuario: { nome: 'x' } })],
  ])('%s → the generic login failure message', async (_name, handler) => {
    setup('/login', { 'POST v1 login/index': handler });
    const user = await typeLogin('a', 'b');
    await user.click(screen.getByRole('button', { name: 'ACESSAR' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro!' });
    expect(within(dialog).getByText(LOGIN_FAILED_MESSAGE)).toBeTruthy();
    expect(LOGIN_FAILED_MESSAGE).toBe(
      'Não foi possível fazer login, verifique seus dados e tente novamente!',
    );
  });

  it('a user with no roles is logged out and told why', async () => {
    const { host, router } = setup('/login', {
      'POST v1 login/index': { status: true, usuario: makeUser({ role_group: [] }) },
    });
    const user = await typeLogin('semperfil', 'demo1234');
    await user.click(screen.getByRole('button', { name: 'ACESSAR' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Atenção!' });
    expect(within(dialog).getByText(NO_ROLES_MESSAGE)).toBeTruthy();
    expect(host.stored()).toBeNull();
    expect(useSession.getState().user).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a login response without role_group gets the default Lojista Admin (spec 03 §6)', async () => {
    const { role_group: _omit, ...noRoles } = ADMIN;
    const { host } = setup('/login', { 'POST v1 login/index': { status: true, usuario: noRoles } });
    const user = await typeLogin('admin', 'x');
    await user.click(screen.getByRole('button', { name: 'ACESSAR' }));
    await waitFor(() => expect(host.stored()?.role_group).toEqual([ROLE_ADMIN]));
  });
});

describe('/login/{usuario}/{hash}', () => {
  it('valid base64 + hash: after ~0.5 s login/index gets usuario and hash; the answer is the session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const operator = {
      ...ADMIN,
      nome: 'José Ção',
      role_group: [ROLE_OPERATOR],
      sessao: { hash: 'abc123', id_sessao: '9' },
      socket: { url: 'https://rt.example.com/loja', canal: 'loja-7' },
    };
    // am9zZQ== is 'jose' in base64, as the platform writes the link.
    const { api, host, router } = setup('/login/am9zZQ==/abc123', {
      'POST v1 login/index': { status: true, usuario: { ...operator, id_estabelecimento: 7 } },
    });
    expect(await screen.findByText('jose')).toBeTruthy();
    expect(api.calls.filter((c) => c.route === 'v1 login/index')).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pedidos'));
    const call = api.calls.find((c) => c.route === 'v1 login/index');
    expect(new URLSearchParams(call?.body).toString()).toBe('usuario=jose&hash=abc123');
    // What the platform says about the user: roles, store, socket.
    expect(host.stored()).toMatchObject({
      nome: 'José Ção',
      id_estabelecimento: '7',
      role_group: [ROLE_OPERATOR],
      sessao: { hash: 'abc123' },
      socket: { url: 'https://rt.example.com/loja', canal: 'loja-7' },
    });
  });

  it('a refused link → login failure with the server message, the name stays in the field, no session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = setup('/login/YW5h/expirado', {
      'POST v1 login/index': {
        status: false,
        erro: 'Link de acesso inválido ou expirado. Faça login novamente.',
      },
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro!' });
    expect(
      within(dialog).getByText('Link de acesso inválido ou expirado. Faça login novamente.'),
    ).toBeTruthy();
    expect(useSession.getState().user).toBeNull();
    expect(router.state.location.pathname).toBe('/login/YW5h/expirado');
    expect((screen.getByLabelText('Usuário') as HTMLInputElement).value).toBe('ana');
  });

  it('invalid base64 shows the normal login and calls nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = setup('/login/%25%25%25/abc', {});
    expect(await screen.findByRole('button', { name: 'ACESSAR' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(api.calls).toHaveLength(0);
    expect((screen.getByLabelText('Usuário') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'ACESSAR' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('registration request', () => {
  async function openModal() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Quero cadastrar minha loja' }));
    return { user, modal: await screen.findByRole('dialog', { name: 'Solicitação de cadastro' }) };
  }

  /** Opens the modal, fills every field validly and sends it. */
  async function openAndSendValidRequest() {
    const { user, modal } = await openModal();
    await user.type(within(modal).getByLabelText('Seu nome'), 'Ana Lima');
    await user.type(within(modal).getByLabelText('Nome do estabelecimento'), 'Pizzaria Boa');
    await user.type(within(modal).getByLabelText('Celular'), '11987654321');
    await user.type(within(modal).getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.click(within(modal).getByRole('button', { name: 'Solicitar cadastro' }));
    return { user, modal };
  }

  it('each field shows its own error and clears it when edited; the first invalid one gets focus', async () => {
    setup('/login', {});
    const { user, modal } = await openModal();
    await user.click(within(modal).getByRole('button', { name: 'Solicitar cadastro' }));
    expect(within(modal).getByText('Informe o seu nome.')).toBeTruthy();
    expect(within(modal).getByText('Informe o nome do estabelecimento.')).toBeTruthy();
    expect(within(modal).getByText('Informe o número do celular.')).toBeTruthy();
    expect(within(modal).getByText('Informe o e-mail.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(modal).getByLabelText('Seu nome')));
    await user.type(within(modal).getByLabelText('Celular'), '11987654321');
    expect((within(modal).getByLabelText('Celular') as HTMLInputElement).value).toBe('(11) 98765-4321');
    expect(within(modal).queryByText('Informe o número do celular.')).toBeNull();
    expect(within(modal).getByText('Informe o seu nome.')).toBeTruthy();
  });

  it('a valid form opens the WhatsApp message to the support phone and closes', async () => {
    const { host } = setup('/login', {});
    await openAndSendValidRequest();
    await waitFor(() => expect(host.openExternal).toHaveBeenCalledTimes(1));
    const url = new URL(host.openExternal.mock.calls[0]?.[0] ?? '');
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toContain('Estabelecimento: Pizzaria Boa');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Solicitação de cadastro' })).toBeNull());
  });

  it('a link that fails to open says to call the support phone and keeps the form', async () => {
    const { host } = setup('/login', {});
    host.openExternal.mockRejectedValueOnce(new Error('refused'));
    const { modal } = await openAndSendValidRequest();
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Não foi possível abrir o WhatsApp. Para solicitar o cadastro');
    expect((within(modal).getByLabelText('Seu nome') as HTMLInputElement).value).toBe('Ana Lima');
  });
});
