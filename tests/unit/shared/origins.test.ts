// Issue 37 §4: what an API or socket origin may be, and that the CSP lists exactly those.
import { describe, expect, it } from 'vitest';
import { apiBasesSchema } from '../../../shared/bridge-schemas';
import {
  buildCsp,
  connectOrigins,
  isLoopbackHost,
  originProblem,
  parseOrigin,
  sandboxApiBases,
  socketOrigin,
  socketOriginFromCookie,
  SOCKET_ORIGIN_COOKIE,
} from '../../../shared/config';

const connectSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('connect-src')) ?? '';

describe('isLoopbackHost: the one loopback list (print host, CORS, config)', () => {
  it.each(['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '::1', '[::1]'])('%s is loopback', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });
  it.each(['128.0.0.1', '10.0.0.1', '192.168.0.10', 'localhost.evil.com', '127.0.0.1.nip.io', '[::2]', ''])(
    '%s is not',
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
    },
  );
});

describe('parseOrigin: accepted', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com/v1/', 'https://api.example.com'],
    ['HTTPS://API.Example.COM:8443/x?y=1', 'https://api.example.com:8443'],
    ['https://api.example.com:443/', 'https://api.example.com'],
    ['wss://rt.example.com/loja', 'wss://rt.example.com'],
    ['ws://rt-1.example.com:8080', 'ws://rt-1.example.com:8080'],
    ['http://127.0.0.1:4010/api/v1/', 'http://127.0.0.1:4010'],
    ['http://localhost:4010', 'http://localhost:4010'],
    ['https://10.0.0.5', 'https://10.0.0.5'],
  ])('%s → %s', (url, origin) => {
    expect(parseOrigin(url)?.origin).toBe(origin);
  });
});

describe('parseOrigin: refused', () => {
  it.each([
    ['a wildcard host', 'https://*'],
    ['a wildcard label', 'https://*.example.com'],
    ['a wildcard port', 'https://api.example.com:*'],
    ['userinfo', 'https://user:pw@api.example.com'],
    ['userinfo with a host after @', 'https://api.example.com@evil.com'],
    ['a backslash (the parser reads it as /)', 'https://evil.com\\@api.example.com'],
    ['a percent-escape in the host', 'https://evil%2ecom'],
    ['unicode in the host', 'https://bücher.example'],
    ['an IPv6 literal', 'https://[::1]:4010'],
    ['an underscore', 'https://api_1.example.com'],
    ['an empty label', 'https://api..example.com'],
    ['a leading hyphen', 'https://-api.example.com'],
    ['port 0', 'https://api.example.com:0'],
    ['a port over 65535', 'https://api.example.com:70000'],
    ['a short numeric host', 'https://1.2.3'],
    ['another scheme', 'ftp://api.example.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['no scheme', '//api.example.com'],
    ['a CSP keyword after the host', "https://api.example.com 'unsafe-inline'"],
    ['a directive after the host', 'https://api.example.com;script-src *'],
    ['whitespace in the path', 'https://api.example.com/a b'],
    ['empty', ''],
  ])('%s: %s', (_why, url) => {
    expect(parseOrigin(url)).toBeNull();
    expect(socketOrigin(url)).toBeNull();
    expect(originProblem(url)).toMatch(/endereço inválido/);
  });
});

describe('packaged builds: https:/wss: only, loopback excepted', () => {
  const secureOnly = { secureOnly: true };
  it.each([
    ['https://api.example.com', true],
    ['wss://rt.example.com', true],
    ['http://127.0.0.1:4010', true],
    ['http://127.9.9.9:4010', true],
    ['ws://localhost:8182', true],
    ['http://api.example.com', false],
    ['ws://rt.example.com', false],
    ['http://10.0.0.5', false],
    ['http://localhost.example.com', false],
  ])('%s → %s', (url, ok) => {
    expect(parseOrigin(url, secureOnly) !== null).toBe(ok);
    if (!ok) expect(originProblem(url, secureOnly)).toMatch(/sem criptografia/);
    // Development takes both.
    expect(parseOrigin(url)).not.toBeNull();
  });
});

describe('the CSP lists exactly the valid origins', () => {
  const api = sandboxApiBases('https://api.example.com');

  it('a `https://*` socket URL does not widen connect-src', () => {
    const csp = connectSrc(buildCsp(api, ['https://*', 'wss://*/loja', 'https://*.example.com']));
    expect(csp).not.toContain('*');
    expect(csp).toBe("connect-src 'self' https://api.example.com wss://api.example.com");
  });

  it('a valid socket joins with its ws(s) twin; nothing else does', () => {
    expect(connectOrigins(api, ['https://rt.example.com/loja', 'https://u@evil.com'])).toEqual([
      'https://api.example.com',
      'wss://api.example.com',
      'https://rt.example.com',
      'wss://rt.example.com',
    ]);
  });

  it('packaged: a plain http/ws socket stays out, loopback stays in', () => {
    const csp = connectSrc(
      buildCsp(api, ['http://rt.example.com', 'ws://localhost:8182'], { secureOnly: true }),
    );
    expect(csp).toBe("connect-src 'self' https://api.example.com wss://api.example.com ws://localhost:8182");
  });

  it('a web-mode cookie with `https://*` adds nothing', () => {
    const header = `${SOCKET_ORIGIN_COOKIE}=${encodeURIComponent('https://*')}`;
    expect(socketOriginFromCookie(header)).toEqual([]);
    expect(
      socketOriginFromCookie(`${SOCKET_ORIGIN_COOKIE}=${encodeURIComponent('https://rt.example.com')}`),
    ).toEqual(['https://rt.example.com']);
  });
});

describe('API bases in the runtime config', () => {
  const bases = sandboxApiBases('https://api.example.com');
  it('accepts valid bases and refuses one with a wildcard or userinfo', () => {
    expect(apiBasesSchema.safeParse(bases).success).toBe(true);
    expect(apiBasesSchema.safeParse({ ...bases, v1: 'https://*/api/v1/' }).success).toBe(false);
    expect(apiBasesSchema.safeParse({ ...bases, json: 'https://u:p@api.example.com/' }).success).toBe(false);
    expect(apiBasesSchema.safeParse({ ...bases, chatSocket: 'wss://*' }).success).toBe(false);
    expect(apiBasesSchema.safeParse({ ...bases, v2: 'wss://api.example.com/' }).success).toBe(false);
  });
});

describe('Trusted Types in the CSP', () => {
  it('every page requires Trusted Types for scripts', () => {
    expect(buildCsp(sandboxApiBases('https://api.example.com')).split('; ')).toContain(
      "require-trusted-types-for 'script'",
    );
  });
});
