import type * as FastifyModule from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { SANDBOX_PREFIXES } from '../../../shared/config';
import { withMensagem } from '../../../sandbox/envelope';
import { useSandbox } from './helpers';

/** Every route the sandbox mounts, read from Fastify itself as it starts (no list kept by hand). */
const mounted = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof FastifyModule>();
  const create = ((opts?: Parameters<typeof real.default>[0]) => {
    const app = real.default(opts);
    app.addHook('onRoute', (r) => {
      for (const method of [r.method].flat()) if (method !== 'HEAD') mounted.push({ method, url: r.url });
    });
    return app;
  }) as typeof real.default;
  return { ...real, default: create };
});

/**
 * The CEP lookup answers the postal-code service's own shape (03 §7: erro, logradouro, localidade,
 * uf, bairro, complemento; `{erro: true}` when unknown): a `status` there would turn an unknown CEP
 * into a refusal for the desk's HTTP layer, so it stays as the spec gives it.
 */
const CEP_LOOKUP = /^\/api\/v1\/estabelecimento\/consultaCep\//;

describe('main API (base A) envelope, 02 §7: status, mensagem and, on failure, erro (or mensagem)', () => {
  const sb = useSandbox({ resetEachTest: false });

  it('holds for every route of the main API', async () => {
    const routes = mounted.filter((r) => r.url.startsWith(SANDBOX_PREFIXES.v1));
    expect(routes.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const r of routes) {
      if (CEP_LOOKUP.test(r.url)) continue;
      const path = r.url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, '');
      const res = await sb.call(path, {
        method: r.method,
        hash: sb.hash,
        ...(r.method === 'GET' ? {} : { form: {} }),
      });
      const body = res.body as unknown;
      const shaped = body !== null && typeof body === 'object' && !Array.isArray(body);
      const b = (shaped ? body : {}) as Record<string, unknown>;
      // Every answer carries mensagem (02 §7); a failure's is its erro where it has one. Status 0
      // is the documented failure of the legacy report calls (03 §7, §8).
      const failed = b.status === false || b.status === 0;
      const worded =
        typeof b.mensagem === 'string' && (!failed || typeof b.erro !== 'string' || b.mensagem === b.erro);
      if ((typeof b.status !== 'boolean' && b.status !== 0) || !worded)
        missing.push(`${r.method} ${r.url} → ${res.status} ${JSON.stringify(body).slice(0, 80)}`);
    }
    expect(missing).toEqual([]);
    // Over a hundred real requests one after another: a loaded 2-core runner needs more than 5 s.
  }, 60_000);

  it('adds an empty mensagem to successes (no new toasts on the desk) and the erro to failures', async () => {
    const ok = await sb.call('/api/v1/pagamentoonline/getAcceptanceStatus', { hash: sb.hash });
    expect(ok.body).toEqual({ status: true, acceptsOnline: true, mensagem: '' });
    const refused = await sb.call('/api/v1/estoque/excluir', {
      hash: sb.hash,
      form: { id_estoque: '999999' },
    });
    expect(refused.body).toEqual({
      status: false,
      erro: 'Item não encontrado.',
      mensagem: 'Item não encontrado.',
    });
    // An answer that already words its mensagem keeps it.
    expect(withMensagem({ status: true, mensagem: 'Salvo!' })).toEqual({ status: true, mensagem: 'Salvo!' });
    expect(withMensagem({ status: true })).toEqual({ status: true, mensagem: '' });
    expect(withMensagem({ status: false, erro: 'Não.' })).toEqual({
      status: false,
      erro: 'Não.',
      mensagem: 'Não.',
    });
    expect(withMensagem({ status: 0, mensagem: 'Sem dados.' })).toEqual({
      status: 0,
      mensagem: 'Sem dados.',
    });
    expect(withMensagem({ erro: true })).toEqual({ erro: true });
    expect(withMensagem([1])).toEqual([1]);
  });

  it('the session guard, faults and unknown routes of the main API word their failures too', async () => {
    const worded = (body: unknown) => {
      const b = body as Record<string, unknown>;
      return b.status === false && typeof b.mensagem === 'string';
    };
    expect(worded((await sb.call('/api/v1/estoque/listar')).body)).toBe(true);
    expect(worded((await sb.call('/api/v1/nada-aqui', { hash: sb.hash })).body)).toBe(true);
    await sb.control('faults', { path: 'estoque/listar', status: 500, times: 1 });
    expect(worded((await sb.call('/api/v1/estoque/listar', { hash: sb.hash })).body)).toBe(true);
  });
});
