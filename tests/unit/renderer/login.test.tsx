import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeBase64Utf8 } from '../../../shared/encoding';
import { ROLE_ADMIN } from '../../../shared/session';
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
  storeBody,
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
  it('valid base64 + hash: after ~0.5 s the hash is checked with getLoja and becomes the session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, host, router } = setup(`/login/${encodeBase64Utf8('José Ção')}/abc123`, {
      'GET v1 estabelecimento/getLoja': storeBody({ id_estabelecimento: 7, nome: 'Loja do José' }),
    });
    expect(await screen.findByText('José Ção')).toBeTruthy();
    expect(api.calls.filter((c) => c.route === 'v1 estabelecimento/getLoja')).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pedidos'));
    const check = api.calls.find((c) => c.route === 'v1 estabelecimento/getLoja');
    expect(check?.headers.get('authorization')).toBe('abc123');
    expect(host.stored()).toMatchObject({
      nome: 'José Ção',
      id_estabelecimento: '7',
      company: 'Loja do José',
      role_group: [ROLE_ADMIN],
      sessao: { hash: 'abc123' },
    });
  });

  it('an invalid hash (401) → login failure, the name stays in the field, no session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = setup(`/login/${encodeBase64Utf8('ana')}/expirado`, {
      'GET v1 estabelecimento/getLoja': () => json({ status: false, erro: 'Sessão expirada.' }, 401),
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro!' });
    expect(within(dialog).getByText('Sessão expirada.')).toBeTruthy();
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
