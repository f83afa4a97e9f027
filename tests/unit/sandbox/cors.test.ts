import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_ID_HEADER } from '../../../shared/config';
import { startTestSandbox, type TestSandbox } from './helpers';

describe('sandbox CORS', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startTestSandbox();
  });
  afterAll(() => sb.close());

  it.each(['http://127.0.0.1:5180', 'http://127.0.0.1:43125', 'app://cash-desk'])(
    'answers the preflight from %s',
    async (origin) => {
      const res = await fetch(`${sb.url}/api/v1/estabelecimento/getLoja`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    },
  );

  it('puts the CORS header on successes, 401s, 404s and injected faults', async () => {
    const origin = 'http://127.0.0.1:5180';
    const hash = await sb.login();
    await sb.control('faults', { path: 'faturas/listar', status: 500 });
    for (const [path, status, auth] of [
      ['/api/v1/estabelecimento/getLoja', 200, true],
      ['/api/v1/estabelecimento/getLoja', 401, false],
      ['/api/v2/nada', 404, true],
      ['/api/v1/faturas/listar', 500, true],
    ] as const) {
      const res = await sb.call(path, { headers: { origin }, ...(auth ? { hash } : {}) });
      expect(res.status, path).toBe(status);
      expect(res.headers.get('access-control-allow-origin'), path).toBe(origin);
    }
  });

  it('lets the user-id header (02 §6) through the preflight and answers calls that carry it', async () => {
    const origin = 'http://127.0.0.1:5180';
    const preflight = await fetch(`${sb.url}/api/v1/estabelecimento/getLoja`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': `authorization, ${DEFAULT_USER_ID_HEADER.toLowerCase()}`,
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-id-usuario');
    const hash = await sb.login();
    const res = await sb.call('/api/v1/estabelecimento/getLoja', {
      hash,
      headers: { origin, [DEFAULT_USER_ID_HEADER]: '1' },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
  });
});
