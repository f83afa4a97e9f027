// The sandbox's CORS and Host checks (issue 37 §8, issue 31 §2): only the web-mode desk's origins
// and app://, loopback Host only, no private-network preflight, only the listed headers.
import http from 'node:http';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORS_MESSAGES } from '../../../sandbox/cors';
import { DEFAULT_USER_ID_HEADER } from '../../../shared/config';
import { startTestSandbox, type TestSandbox } from './helpers';

const DESK = 'http://127.0.0.1:5180';
const PATH = '/api/v1/estabelecimento/getLoja';

const preflight = (
  sb: TestSandbox,
  origin: string,
  headers = 'authorization',
  extra: Record<string, string> = {},
) =>
  fetch(`${sb.url}${PATH}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': headers,
      ...extra,
    },
  });

function withHost(port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: PATH, headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('sandbox CORS (default profile)', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startTestSandbox();
  });
  afterAll(() => sb.close());

  it.each([DESK, 'http://localhost:5180', 'app://bundle', 'app://cash-desk'])(
    'answers the preflight from %s with the listed methods and headers only',
    async (origin) => {
      const res = await preflight(
        sb,
        origin,
        `authorization, content-type, ${DEFAULT_USER_ID_HEADER.toLowerCase()}`,
      );
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      // Every method the specs' calls use: PUT orders/{id}, PATCH product-files/{id}/cancel.
      expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(res.headers.get('access-control-allow-headers')).toBe(
        'Authorization, Content-Type, Accept, X-Id-Usuario, If-None-Match',
      );
    },
  );

  it.each([
    'https://evil.example',
    'http://127.0.0.1:43125',
    'http://localhost:3000',
    'null',
    'http://127.0.0.1:5180.evil.example',
  ])('gives %s no CORS answer and refuses its preflight', async (origin) => {
    const res = await preflight(sb, origin);
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const hash = await sb.login();
    const call = await sb.call(PATH, { hash, headers: { origin } });
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers an origin it is told about later (a web server on a free port)', async () => {
    const origin = 'http://127.0.0.1:45678';
    expect((await preflight(sb, origin)).status).toBe(403);
    sb.handle.allowOrigin(origin);
    expect((await preflight(sb, origin)).status).toBe(204);
  });

  it('never answers a private-network preflight', async () => {
    const res = await preflight(sb, DESK, 'authorization', {
      'access-control-request-private-network': 'true',
    });
    expect(res.headers.get('access-control-allow-private-network')).toBeNull();
  });

  it.each(['x-custom', 'authorization, x-forwarded-for', 'cookie'])(
    'refuses a preflight that names another header (%s)',
    async (headers) => {
      const res = await preflight(sb, DESK, headers);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { erro: string }).erro).toBe(CORS_MESSAGES.header);
      expect(res.headers.get('access-control-allow-headers')).toBeNull();
    },
  );

  it('exposes ETag where the conditional order list exists', async () => {
    const hash = await sb.login();
    const res = await sb.call(PATH, { hash, headers: { origin: DESK } });
    expect(res.headers.get('access-control-expose-headers')).toBe('ETag');
  });

  it('puts the CORS header on successes, 401s, 404s and injected faults', async () => {
    const hash = await sb.login();
    await sb.control('faults', { path: 'faturas/listar', status: 500 });
    for (const [path, status, auth] of [
      [PATH, 200, true],
      [PATH, 401, false],
      ['/api/v2/nada', 404, true],
      ['/api/v1/faturas/listar', 500, true],
    ] as const) {
      const res = await sb.call(path, { headers: { origin: DESK }, ...(auth ? { hash } : {}) });
      expect(res.status, path).toBe(status);
      expect(res.headers.get('access-control-allow-origin'), path).toBe(DESK);
    }
  });

  it.each(['evil.example', 'evil.example:4010', '127.0.0.1.evil.example', 'localhost.evil.example:80'])(
    'refuses Host %j (DNS rebinding)',
    async (host) => {
      expect(await withHost(sb.handle.port, host)).toBe(403);
    },
  );

  it.each(['localhost', '127.0.0.1:4010', '[::1]:4010', '127.0.0.2'])(
    'accepts loopback Host %s',
    async (host) => {
      expect(await withHost(sb.handle.port, host)).not.toBe(403);
    },
  );
});

describe('sandbox socket origins', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startTestSandbox();
  });
  afterAll(() => sb.close());

  /** Connects with an Origin header (as a page would) and says whether the handshake was taken. */
  function connects(origin: string, transport: 'websocket' | 'polling'): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = io(`${sb.url}/loja`, {
        transports: [transport],
        extraHeaders: { origin },
        reconnection: false,
        forceNew: true,
      });
      const done = (ok: boolean) => {
        socket.close();
        resolve(ok);
      };
      // The namespace then asks for a session: any answer past the transport means it was taken.
      socket.on('connect', () => done(true));
      socket.on('connect_error', (error: Error & { type?: string }) =>
        done(error.message !== 'websocket error' && error.message !== 'xhr poll error'),
      );
    });
  }

  it.each(['websocket', 'polling'] as const)('refuses a page of another origin (%s)', async (transport) => {
    expect(await connects('https://evil.example', transport)).toBe(false);
    expect(await connects(DESK, transport)).toBe(true);
  });
});

describe('sandbox CORS (spec-only profile, configured headers)', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startTestSandbox({
      profile: 'spec-only',
      cors: { headers: ['Authorization', 'Content-Type', 'X-Usuario'] },
    });
  });
  afterAll(() => sb.close());

  it('lists only the configured headers and exposes no ETag', async () => {
    const ok = await preflight(sb, DESK, 'authorization, x-usuario');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type, X-Usuario');
    expect(ok.headers.get('access-control-expose-headers')).toBeNull();
    // The default user-id header is not listed by this platform.
    expect((await preflight(sb, DESK, 'authorization, x-id-usuario')).status).toBe(403);
    expect((await preflight(sb, DESK, 'if-none-match')).status).toBe(403);
  });
});
