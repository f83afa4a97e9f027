// Answers compressed as a web server sends them (sandbox/compress.ts): the spec-only profile only,
// brotli first, gzip otherwise, nothing for a client that accepts neither or for small answers.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodingFor } from '../../../sandbox/compress';
import { SPEC_ONLY_PREFIXES } from '../../../sandbox/spec-only/layout';
import { SANDBOX_PREFIXES } from '../../../shared/config';
import { startTestSandbox, type TestSandbox } from './helpers';

describe('encodingFor', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(encodingFor(header)).toBe(expected);
  });
});

/** A raw GET (no automatic decompression): status, headers and the bytes as sent. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

describe.each(['spec-only', 'default'] as const)('the %s profile', (profile) => {
  let sb: TestSandbox;
  let hash: string;
  const v1 = profile === 'spec-only' ? SPEC_ONLY_PREFIXES.v1 : SANDBOX_PREFIXES.v1;
  beforeAll(async () => {
    sb = await startTestSandbox({ profile });
    const login = await sb.call<{ usuario: { sessao: { hash: string } } }>(`${v1}login/index`, {
      form: { usuario: 'admin', senha: 'demo1234' },
    });
    hash = login.body.usuario.sessao.hash;
  });
  afterAll(() => sb.close());

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('the day’s list asked with Accept-Encoding %s', async (encoding, decode) => {
    const res = await rawGet(`${sb.url}${v1}pedidos/listar`, {
      authorization: hash,
      'accept-encoding': encoding,
    });
    if (profile === 'default') {
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(res.body.toString()).pedidos.length).toBeGreaterThan(0);
      return;
    }
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    const list = JSON.parse(decode(res.body).toString()) as { pedidos: unknown[] };
    expect(list.pedidos.length).toBeGreaterThan(0);
    expect(res.body.length).toBeLessThan(decode(res.body).length / 3);
  });

  it('no compression for a client that accepts none', async () => {
    const res = await rawGet(`${sb.url}${v1}pedidos/listar`, {
      authorization: hash,
      'accept-encoding': 'identity',
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString()).pedidos.length).toBeGreaterThan(0);
  });
});

describe('a platform without validators (validators: false)', () => {
  let sb: TestSandbox;
  let hash: string;
  beforeAll(async () => {
    sb = await startTestSandbox({ profile: 'spec-only', validators: false });
    const login = await sb.call<{ usuario: { sessao: { hash: string } } }>(
      `${SPEC_ONLY_PREFIXES.v1}login/index`,
      { form: { usuario: 'admin', senha: 'demo1234' } },
    );
    hash = login.body.usuario.sessao.hash;
  });
  afterAll(() => sb.close());

  it('the list carries no ETag, so nothing can ask for it conditionally', async () => {
    const res = await rawGet(`${sb.url}${SPEC_ONLY_PREFIXES.v1}pedidos/listar`, {
      authorization: hash,
      'accept-encoding': 'gzip',
    });
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
