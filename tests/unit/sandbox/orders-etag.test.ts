// pedidos/listar answers with a weak ETag and 304 to a matching If-None-Match, in both profiles:
// the desk's list poll on a platform without pedidos/resumo costs headers while nothing changes.
import { beforeEach, describe, expect, it } from 'vitest';
import { SPEC_ONLY_PREFIXES } from '../../../sandbox/spec-only/layout';
import { useSandbox, type SandboxFixture } from './helpers';

/** The desk's page in web mode (an origin the sandbox answers by default). */
const DESK = 'http://127.0.0.1:5180';

function conditionalListTests(sb: SandboxFixture, listPath: string, exposesEtag: boolean) {
  it('tags the list, answers 304 while it is unchanged and 200 with a new tag once it changes', async () => {
    const first = await sb.call(listPath, { hash: sb.hash, headers: { origin: DESK } });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    // A page may read the tag only where the profile offers it: a spec platform need not.
    expect(first.headers.get('access-control-expose-headers') ?? '').toMatch(exposesEtag ? /ETag/ : /^$/);

    const same = await sb.call(listPath, { hash: sb.hash, headers: { 'if-none-match': etag ?? '' } });
    expect(same.status).toBe(304);
    expect(same.body).toBeNull();

    await sb.control('orders', { status: 'PP', emit: false });
    const changed = await sb.call(listPath, { hash: sb.hash, headers: { 'if-none-match': etag ?? '' } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('ignores the pending countdown (segundos) in the tag', async () => {
    await sb.control('orders', { status: 'PP', emit: false });
    const a = await sb.call(listPath, { hash: sb.hash });
    await new Promise((r) => setTimeout(r, 1100));
    const b = await sb.call(listPath, {
      hash: sb.hash,
      headers: { 'if-none-match': a.headers.get('etag') ?? '' },
    });
    expect(b.status).toBe(304);
  });
}

describe('conditional pedidos/listar (default profile)', () => {
  conditionalListTests(useSandbox(), '/api/v1/pedidos/listar', true);
});

describe('conditional pedidos/listar (spec-only profile)', () => {
  const sb = useSandbox({ login: false, sandbox: { profile: 'spec-only' } });
  beforeEach(async () => {
    const res = await sb.call<{ usuario: { sessao: { hash: string } } }>(
      `${SPEC_ONLY_PREFIXES.v1}login/index`,
      {
        form: { usuario: 'admin', senha: 'demo1234' },
      },
    );
    sb.hash = res.body.usuario.sessao.hash;
  });
  conditionalListTests(sb, `${SPEC_ONLY_PREFIXES.v1}pedidos/listar`, false);
});
