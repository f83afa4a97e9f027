import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../../shared/api/platform-v1';
import { SANDBOX_PREFIXES } from '../../../shared/config';
import type { SessionUser } from '../../../shared/session';
import { startTestSandbox, useSandbox, refusal } from './helpers';

const EXPIRED = { status: false, erro: 'Sessão expirada. Faça login novamente.' };
/**
 * The shared 401 as each base completes it: the {message} services (JSON, upload) add `message`,
 * the main API (base A) its `mensagem` (02 §7).
 */
const expiredOn = (path: string) => {
  if (/^\/api\/(json|upload)\//.test(path)) return { ...EXPIRED, message: EXPIRED.erro };
  return path.startsWith('/api/v1/') ? refusal(EXPIRED.erro) : EXPIRED;
};

describe('sandbox login and sessions', () => {
  const sb = useSandbox({ login: false });

  it('logs the admin in with the session user of spec 01 §3', async () => {
    const res = await sb.call<LoginResponse>('/api/v1/login/index', {
      form: { usuario: 'admin', senha: 'demo1234' },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    const u = (res.body as { usuario: SessionUser }).usuario;
    expect(u).toMatchObject({
      id_estabelecimento: '1',
      nome: 'Marco Rossi',
      company: 'Pizzaria Bella Napoli',
      role_group: ['Lojista Admin'],
      socket: { url: `${sb.url}/loja`, canal: 'loja-1' },
      logo: `${sb.url}/static/logo-loja.svg`,
      email: 'admin@bellanapoli.com.br',
    });
    expect(u.sessao.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(u.sessao.id_sessao).toMatch(/^\d+$/);
    expect(typeof u.telefones).toBe('string');
  });

  it.each([
    ['operador', ['Lojista Operador']],
    ['semperfil', []],
  ])('gives %s the roles %j', async (usuario, roles) => {
    const res = await sb.call<{ usuario: SessionUser }>('/api/v1/login/index', {
      form: { usuario, senha: 'demo1234' },
    });
    expect(res.body.usuario.role_group).toEqual(roles);
  });

  it('accepts a JSON body too', async () => {
    const res = await sb.call('/api/v1/login/index', { json: { usuario: 'admin', senha: 'demo1234' } });
    expect(res.body.status).toBe(true);
  });

  it.each([
    [{ usuario: 'admin', senha: 'errada123' }, 'Usuário ou senha inválidos.'],
    [{ usuario: 'ninguem', senha: 'demo1234' }, 'Usuário ou senha inválidos.'],
    [{ usuario: 'admin' }, 'Informe usuário e senha.'],
    [{ senha: 'demo1234' }, 'Informe usuário e senha.'],
    [{ usuario: '', senha: '' }, 'Informe usuário e senha.'],
    [{}, 'Informe usuário e senha.'],
  ])('refuses %j with 200 {status:false, erro}', async (form, erro) => {
    const res = await sb.call('/api/v1/login/index', { form });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(refusal(erro));
  });

  it('answers the same 401 on every base without a session', async () => {
    const paths = [
      '/api/v1/estabelecimento/getLoja',
      '/api/v1/pedidos/listar',
      '/api/json/invoices?status=overdue',
      ...Object.values(SANDBOX_PREFIXES).map((p) => `${p}qualquer/coisa`),
    ];
    for (const path of paths) {
      const res = await sb.call(path);
      expect(res.status, path).toBe(401);
      expect(res.body, path).toEqual(expiredOn(path));
    }
  });

  it('answers 401 for an unknown hash and for an expired session, on every base', async () => {
    const hash = await sb.login();
    expect((await sb.call('/api/v1/estabelecimento/getLoja', { hash })).status).toBe(200);
    expect((await sb.call('/api/v1/estabelecimento/getLoja', { hash: 'f'.repeat(64) })).status).toBe(401);
    const expired = await sb.control<{ expired: number }>('sessions/expire', { hash });
    expect(expired.body.expired).toBe(1);
    for (const prefix of Object.values(SANDBOX_PREFIXES)) {
      const res = await sb.call(`${prefix}estabelecimento/getLoja`, { hash });
      expect(res.status, prefix).toBe(401);
      expect(res.body, prefix).toEqual(expiredOn(prefix));
    }
  });

  it('expires every session when no hash is given', async () => {
    const a = await sb.login('admin');
    const b = await sb.login('operador');
    await sb.control('sessions/expire');
    expect((await sb.call('/api/v1/pedidos/listar', { hash: a })).status).toBe(401);
    expect((await sb.call('/api/v1/pedidos/listar', { hash: b })).status).toBe(401);
  });

  it('accepts Bearer and Basic forms of the hash', async () => {
    const hash = await sb.login();
    for (const header of [
      `Bearer ${hash}`,
      `Basic ${hash}`,
      `Basic ${Buffer.from(`${hash}:`).toString('base64')}`,
    ]) {
      expect((await sb.call('/api/v1/estabelecimento/getLoja', { hash: header })).status, header).toBe(200);
    }
  });

  it('answers a JSON 404 for unknown routes with a valid session', async () => {
    const hash = await sb.login();
    for (const prefix of Object.values(SANDBOX_PREFIXES)) {
      const res = await sb.call(`${prefix}nao/existe`, { hash });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: false, erro: 'Rota não encontrada.' });
    }
    expect((await sb.call('/nao-existe')).status).toBe(404);
  });
});

describe('sandbox session clock', () => {
  it('ends sessions 12 hours after login', async () => {
    let now = new Date(2025, 5, 10, 12, 0, 0);
    const sb = await startTestSandbox({ now: () => now });
    try {
      const hash = await sb.login();
      now = new Date(2025, 5, 10, 23, 59, 0);
      expect((await sb.call('/api/v1/estabelecimento/getLoja', { hash })).status).toBe(200);
      now = new Date(2025, 5, 11, 0, 0, 1);
      const res = await sb.call('/api/v1/estabelecimento/getLoja', { hash });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(refusal(EXPIRED.erro));
    } finally {
      await sb.close();
    }
  });

  it('checks sessions on sessionNow when given, so a soak can move the days without a logout', async () => {
    let now = new Date(2025, 5, 10, 12, 0, 0);
    const sb = await startTestSandbox({ now: () => now, sessionNow: () => new Date(2025, 5, 10, 12, 5, 0) });
    try {
      const hash = await sb.login();
      now = new Date(2025, 5, 17, 12, 0, 0);
      expect((await sb.call('/api/v1/estabelecimento/getLoja', { hash })).status).toBe(200);
    } finally {
      await sb.close();
    }
  });
});
