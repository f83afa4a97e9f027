// The sandbox's spec-only profile (sandbox/spec-only/): the allow-list covers every route,
// undocumented calls and the default layout answer 404, answers come in the other legal shapes,
// and the store socket lives on its own port.
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../sandbox/db/migrations';
import { createRepo } from '../../../sandbox/db/repo';
import { registerRoutes } from '../../../sandbox/routes';
import type { SandboxContext } from '../../../sandbox/context';
import { DOCUMENTED_CALLS, isKnownCall, keysOf } from '../../../sandbox/spec-only/allow-list';
import { SPEC_ONLY_PREFIXES, toSandboxUrl } from '../../../sandbox/spec-only/layout';
import { SPEC_ONLY_SHAPES, reshape, reshapeOrderEvent } from '../../../sandbox/spec-only/shapes';
import { SANDBOX_PREFIXES } from '../../../shared/config';
import { once, startTestSandbox, type TestSandbox } from './helpers';

const A = SPEC_ONLY_PREFIXES.v1;
const C = SPEC_ONLY_PREFIXES.json;

describe('spec-only allow-list', () => {
  it('classifies every sandbox route as documented or not', async () => {
    const db = new Database(':memory:');
    migrate(db);
    const app = Fastify();
    const routes: string[] = [];
    app.addHook('onRoute', (r) => {
      for (const m of [r.method].flat()) {
        if (m !== 'HEAD' && r.url.startsWith('/api/')) routes.push(`${m} ${r.url}`);
      }
    });
    const known = { db, repo: createRepo(db), now: () => new Date() } as Record<string, unknown>;
    const ctx = new Proxy(known, { get: (t, p) => (p in t ? t[p as string] : () => undefined) });
    await registerRoutes(app, ctx as unknown as SandboxContext);
    await app.close();
    db.close();
    expect(routes.filter((r) => !isKnownCall(r))).toEqual([]);
    // And nothing is listed that the sandbox does not serve.
    expect([...keysOf(DOCUMENTED_CALLS)].filter((k) => !routes.includes(k))).toEqual([]);
    expect(routes.length).toBeGreaterThan(100);
  });

  it('maps its own layout onto the sandbox routes and sends the default layout nowhere', () => {
    expect(toSandboxUrl(`${A}pedidos/listar?x=1`)).toBe('/api/v1/pedidos/listar?x=1');
    expect(toSandboxUrl(`${C}invoices`)).toBe('/api/json/invoices');
    expect(toSandboxUrl('/api/v1/pedidos/listar')).toMatch(/^\/nao-existe\//);
    expect(toSandboxUrl('/control/reset')).toBe('/control/reset');
  });
});

describe('spec-only sandbox', () => {
  let sb: TestSandbox;
  let hash: string;
  beforeAll(async () => {
    sb = await startTestSandbox({ profile: 'spec-only' });
    const res = await sb.call<{ status: boolean; usuario: { sessao: { hash: string } } }>(`${A}login/index`, {
      form: { usuario: 'admin', senha: 'demo1234' },
    });
    hash = res.body.usuario.sessao.hash;
  });
  afterAll(() => sb.close());

  it('answers 404 to undocumented calls and to the default layout, documented ones work', async () => {
    expect((await sb.call(`${A}pedidos/resumo`, { hash })).status).toBe(404);
    expect((await sb.call(`${A}pedidos/resumo`)).status).toBe(404);
    expect((await sb.call(`${A}pagamentoonline/extrato`, { hash, form: {} })).status).toBe(404);
    expect((await sb.call('/api/v1/pedidos/listar', { hash })).status).toBe(404);
    expect((await sb.call(`${A}pedidos/listar`, { hash })).status).toBe(200);
    expect((await sb.call(`${A}pedidos/listar`)).status).toBe(401);
    expect((await sb.call('/control/health', { method: 'GET' })).status).toBe(200);
  });

  it('hands out bases in its own layout and the socket on another port', () => {
    const { api, url } = sb.handle;
    expect(api.v1).toBe(url + A);
    expect(api.json).toBe(url + C);
    expect(new URL(api.chatSocket).port).not.toBe(new URL(url).port);
  });

  it('logs in with telefones as a list, ids as strings, no null fields; the socket URL on its own port', async () => {
    const res = await sb.call<{ usuario: Record<string, unknown> & { socket: { url: string } } }>(
      `${A}login/index`,
      { form: { usuario: 'admin', senha: 'demo1234' } },
    );
    const u = res.body.usuario;
    expect(Array.isArray(u.telefones)).toBe(true);
    expect(typeof u.id_estabelecimento).toBe('string');
    expect(Object.values(u)).not.toContain(null);
    expect(new URL(u.socket.url).port).toBe(new URL(sb.handle.api.chatSocket).port);
  });

  it('sends orders with money, counts and ids as strings and flags as 1/0', async () => {
    const res = await sb.call<{ pedidos: Record<string, unknown>[] }>(`${A}pedidos/listar`, { hash });
    const order = res.body.pedidos[0] as Record<string, unknown> & {
      pedidoObj: { itens: Record<string, unknown>[] };
    };
    expect(order.valor_total).toMatch(/^\d+\.\d{2}$/);
    expect(typeof order.segundos).toBe('string');
    expect(typeof order.orderId).toBe('string');
    expect(['0', '1']).toContain(order.chat_enabled);
    expect(['0', '1']).toContain(order.canUseExternalDelivery);
    expect(order.pedidoObj.itens[0]?.valor_unitario).toMatch(/^\d+\.\d{2}$/);
    for (const o of res.body.pedidos) expect(Object.values(o)).not.toContain(null);
  });

  it('answers "a list" bare', async () => {
    expect(Array.isArray((await sb.call(`${A}faturas/listar`, { hash })).body)).toBe(true);
    expect(Array.isArray((await sb.call(`${A}establishment-banners`, { hash })).body)).toBe(true);
    expect(Array.isArray((await sb.call(`${C}invoices?status=overdue`, { hash })).body)).toBe(true);
  });

  it('writes absolute URLs in answers in its own layout', async () => {
    const res = await sb.call<{ obj?: unknown }>(`${SPEC_ONLY_PREFIXES.v2}products?page=1&per_page=2`, {
      hash: `Basic ${hash}`,
    });
    const text = JSON.stringify(res.body);
    expect(text).toContain(SPEC_ONLY_PREFIXES.v2);
    expect(text).not.toContain('/api/v2/');
  });

  it('serves socket.io only on the socket port, with the events in its shapes', async () => {
    const socketUrl = new URL(sb.handle.api.chatSocket).origin;
    const polling = await fetch(`${sb.url}/socket.io/?EIO=4&transport=polling`);
    expect(polling.status).toBe(404);
    const socket = io(`${socketUrl}/loja`, { transports: ['websocket'], forceNew: true, auth: { hash } });
    try {
      expect(await socket.timeout(3000).emitWithAck('join', 'loja-1')).toEqual({ ok: true });
      const got = once<Record<string, unknown>>(socket, 'pedido');
      await sb.control('events/pedido', { tipo: 'mensagem', texto: 'Olá' });
      expect(await got).toEqual({ tipo: 'mensagem', mensagem: 'Olá' });
    } finally {
      socket.close();
    }
  });
});

describe('spec-only shapes', () => {
  const login = () => ({
    status: true,
    usuario: {
      id_usuario: 1,
      company: 'Loja',
      logo: 'https://x/l.png',
      email: 'a@b.c',
      telefones: '(11) 1, (11) 2',
    },
  });
  const loginAs = (shapes: Partial<typeof SPEC_ONLY_SHAPES>) =>
    (
      reshape(
        `POST ${SANDBOX_PREFIXES.v1}login/index`,
        login(),
        { ...SPEC_ONLY_SHAPES, ...shapes },
        'http://h',
      ) as {
        usuario: Record<string, unknown>;
      }
    ).usuario;

  it.each([
    ['string', '(11) 1, (11) 2'],
    ['list', ['(11) 1', '(11) 2']],
    ['empty', []],
    ['null', null],
  ] as const)('telefones as %s', (telefones, sent) => {
    expect(loginAs({ telefones }).telefones).toEqual(sent);
  });

  it('logo, email and company null when asked', () => {
    expect(loginAs({ loginNulls: true })).toMatchObject({ logo: null, email: null, company: null });
    expect(loginAs({ loginNulls: false })).toMatchObject({ company: 'Loja', email: 'a@b.c' });
  });

  it.each(['texto', 'mensagem', 'msg', 'message', 'text'] as const)(
    "the 'mensagem' text under %s when asked",
    (messageField) => {
      expect(
        reshapeOrderEvent({ tipo: 'mensagem', texto: 'x' }, { ...SPEC_ONLY_SHAPES, messageField }),
      ).toEqual({
        tipo: 'mensagem',
        [messageField]: 'x',
      });
    },
  );

  it("keeps the 'mensagem' text in texto when asked", () => {
    expect(
      reshapeOrderEvent({ tipo: 'mensagem', texto: 'x' }, { ...SPEC_ONLY_SHAPES, messageField: 'texto' }),
    ).toEqual({
      tipo: 'mensagem',
      texto: 'x',
    });
  });

  it('answers invoices in the shape asked for', async () => {
    const sb = await startTestSandbox({
      profile: 'spec-only',
      shapes: { invoices: 'invoices', telefones: 'string' },
    });
    try {
      const login = await sb.call<{ usuario: { telefones: unknown; sessao: { hash: string } } }>(
        `${A}login/index`,
        {
          form: { usuario: 'admin', senha: 'demo1234' },
        },
      );
      expect(typeof login.body.usuario.telefones).toBe('string');
      const res = await sb.call<{ invoices: unknown[] }>(`${C}invoices?status=overdue`, {
        hash: login.body.usuario.sessao.hash,
      });
      expect(Array.isArray(res.body.invoices)).toBe(true);
    } finally {
      await sb.close();
    }
  });
});
