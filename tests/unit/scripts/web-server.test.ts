import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCsp } from '../../../shared/config';
import {
  contentTypeFor,
  DEFAULT_BRAND,
  loadBrand,
  resolveSafePath,
  sandboxRuntimeConfig,
  LOCAL_PRINT_ORIGINS,
  startWebServer,
  type WebServer,
} from '../../../scripts/web-server';

/** Raw GET so paths like `/../x` reach the server unnormalised (fetch would resolve them). */
function get(url: string, path: string, method = 'GET') {
  const u = new URL(url);
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>((ok, fail) => {
    const req = request({ host: u.hostname, port: u.port, path, method }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('resolveSafePath', () => {
  const root = '/srv/app';
  it.each([
    ['/', '/srv/app'],
    ['/index.html', '/srv/app/index.html'],
    ['/assets/index-abc.js', '/srv/app/assets/index-abc.js'],
    ['/./assets//a.css', '/srv/app/assets/a.css'],
    ['/caf%C3%A9.png', '/srv/app/café.png'],
  ])('maps %s inside the root', (path, expected) => {
    expect(resolveSafePath(root, path)).toBe(expected);
  });

  it.each([
    '/../etc/passwd',
    '/assets/../../etc/passwd',
    '/%2e%2e/etc/passwd',
    '/%2E%2E%2Fetc%2Fpasswd',
    '/..%5cetc%5cpasswd',
    '/a\\..\\..\\b',
    '/index.html%00.png',
    '/%E0%A4%A',
  ])('refuses %s', (path) => {
    expect(resolveSafePath(root, path)).toBeNull();
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['a.JS', 'text/javascript; charset=utf-8'],
    ['a.css', 'text/css; charset=utf-8'],
    ['logo.svg', 'image/svg+xml'],
    ['font.woff2', 'font/woff2'],
    ['alert.mp3', 'audio/mpeg'],
    ['blob.bin', 'application/octet-stream'],
    ['noextension', 'application/octet-stream'],
  ])('%s → %s', (file, type) => {
    expect(contentTypeFor(file)).toBe(type);
  });
});

describe('loadBrand', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'brand-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('falls back to the default when the file is missing, broken or invalid', () => {
    expect(loadBrand(join(dir, 'missing.json'))).toEqual(DEFAULT_BRAND);
    writeFileSync(join(dir, 'broken.json'), '{ not json');
    expect(loadBrand(join(dir, 'broken.json'))).toEqual(DEFAULT_BRAND);
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ brand: { name: '', logo: 1 } }));
    expect(loadBrand(join(dir, 'bad.json'))).toEqual(DEFAULT_BRAND);
  });

  it('reads a valid brand', () => {
    const brand = {
      name: 'Outra Marca',
      logo: 'brand/outra.svg',
      supportPhone: '(21) 3000-0000',
      colors: { primary: '#000000', onPrimary: '#ffffff', accent: '#123456' },
    };
    writeFileSync(join(dir, 'ok.json'), JSON.stringify({ brand, api: {} }));
    expect(loadBrand(join(dir, 'ok.json'))).toEqual(brand);
  });
});

describe('startWebServer', () => {
  let root: string;
  let server: WebServer;
  const runtimeConfig = sandboxRuntimeConfig('http://127.0.0.1:4999');

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'web-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(tmpdir(), 'outside-web-root.txt'), 'secret');
    server = await startWebServer({ port: 0, rootDir: root, runtimeConfig });
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('listens on loopback with a real port', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
  });

  it('serves index.html for / with the CSP built from the API bases', async () => {
    const res = await get(server.url, '/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(buildCsp(runtimeConfig.api, LOCAL_PRINT_ORIGINS));
    // The local print module web mode prints through.
    expect(res.headers['content-security-policy']).toContain('http://127.0.0.1:65517');
    expect(res.headers['content-security-policy']).toContain('connect-src');
    expect(res.headers['content-security-policy']).toContain('http://127.0.0.1:4999');
    expect(res.body).toContain('<title>x</title>');
  });

  it('serves assets with their MIME type, ignoring the query string', async () => {
    const res = await get(server.url, '/assets/app.js?v=1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).toBe('console.log(1)');
  });

  it('serves runtime-config.json from the config it was given', async () => {
    const res = await get(server.url, '/runtime-config.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.body)).toEqual(runtimeConfig);
    expect(runtimeConfig.api.v1).toBe('http://127.0.0.1:4999/api/v1/');
  });

  it.each([
    '/../outside-web-root.txt',
    '/%2e%2e/outside-web-root.txt',
    '/assets/..%2f..%2foutside-web-root.txt',
  ])('blocks traversal %s', async (path) => {
    const res = await get(server.url, path);
    expect([403, 404]).toContain(res.status);
    expect(res.body).not.toContain('secret');
  });

  it('answers 404 for a missing file and 405 for other methods', async () => {
    expect((await get(server.url, '/nope.js')).status).toBe(404);
    const post = await get(server.url, '/index.html', 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('answers HEAD without a body', async () => {
    const res = await get(server.url, '/assets/app.js', 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe('14');
    expect(res.body).toBe('');
  });
});
