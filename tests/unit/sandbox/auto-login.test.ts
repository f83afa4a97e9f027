import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../shared/session';
import { INVALID_LINK } from '../../../sandbox/auth/routes';
import { once, useSandbox, refusal } from './helpers';

type LoginBody = { status: true; usuario: SessionUser } | { status: false; erro: string };

describe('auto-login: login/index with usuario and a session hash', () => {
  const sb = useSandbox({ login: false });

  async function passwordLogin(usuario: string): Promise<SessionUser> {
    const res = await sb.call<LoginBody>('/api/v1/login/index', { form: { usuario, senha: 'demo1234' } });
    if (!res.body.status) throw new Error(res.body.erro);
    return res.body.usuario;
  }

  it.each([
    ['admin', ['Lojista Admin']],
    ['operador', ['Lojista Operador']],
  ])('%s: the same session user as a password login, on the same session', async (usuario, roles) => {
    const viaPassword = await passwordLogin(usuario);
    const res = await sb.call<LoginBody>('/api/v1/login/index', {
      form: { usuario, hash: viaPassword.sessao.hash },
    });
    expect(res.body).toEqual({ status: true, mensagem: '', usuario: viaPassword });
    if (!res.body.status) return;
    expect(res.body.usuario.role_group).toEqual(roles);
    expect(res.body.usuario.socket).toEqual({ url: `${sb.url}/loja`, canal: 'loja-1' });
  });

  it.each([
    ['unknown hash', 'admin', () => 'f'.repeat(64)],
    ['another user’s session', 'operador', (admin: string) => admin],
    ['no such user', 'ninguem', (admin: string) => admin],
    ['case changed login', 'ADMIN', (admin: string) => admin],
  ])('%s: refused', async (_name, usuario, hashOf) => {
    const admin = await passwordLogin('admin');
    const res = await sb.call<LoginBody>('/api/v1/login/index', {
      form: { usuario, hash: hashOf(admin.sessao.hash) },
    });
    expect(res.body).toEqual(refusal(INVALID_LINK));
  });

  it('a session that no longer exists (sandbox reset) is refused', async () => {
    const admin = await passwordLogin('admin');
    await sb.control('reset');
    const res = await sb.call<LoginBody>('/api/v1/login/index', {
      form: { usuario: 'admin', hash: admin.sessao.hash },
    });
    expect(res.body).toEqual(refusal(INVALID_LINK));
  });

  it('neither password nor hash: Informe usuário e senha.', async () => {
    const res = await sb.call<LoginBody>('/api/v1/login/index', { form: { usuario: 'admin' } });
    expect(res.body).toEqual(refusal('Informe usuário e senha.'));
  });
});

describe('a sandbox serving its store socket from a second origin', () => {
  const sb = useSandbox({ login: false, sandbox: { socketOrigin: 'separate' } });

  it('the login announces the other origin, and the store events arrive there', async () => {
    const res = await sb.call<LoginBody>('/api/v1/login/index', {
      form: { usuario: 'admin', senha: 'demo1234' },
    });
    if (!res.body.status) throw new Error(res.body.erro);
    const { url, canal } = res.body.usuario.socket;
    expect(new URL(url).origin).not.toBe(new URL(sb.url).origin);
    expect(new URL(url).pathname).toBe('/loja');
    const socket = io(url, {
      auth: { hash: res.body.usuario.sessao.hash },
      transports: ['websocket'],
      forceNew: true,
    });
    try {
      await once(socket, 'connect');
      await new Promise((done) => socket.emit('join', canal, done));
      const event = once<{ tipo?: string }>(socket, 'pedido');
      await sb.control('orders', { status: 'PP' });
      expect(await event).toBeTruthy();
    } finally {
      socket.close();
    }
  });
});
