import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAppProtocolHandler,
  resolveAppRequestCandidates,
  resolveInside,
  type AppRoots,
} from '../../../main/protocol/app-protocol';
import { createMemoryLogger } from '../../support/logger';

/** The file an app:// URL is served from first, or null when refused. */
const firstCandidate = (url: string, roots: AppRoots) => resolveAppRequestCandidates(url, roots)[0] ?? null;

let root: string;
let rendererDir: string;
let brandDir: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'app-protocol-'));
  rendererDir = path.join(root, 'out', 'renderer');
  brandDir = path.join(root, 'brand');
  fs.mkdirSync(path.join(rendererDir, 'assets'), { recursive: true });
  fs.mkdirSync(brandDir);
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Caixa</title>');
  fs.writeFileSync(path.join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(brandDir, 'logo.svg'), '<svg/>');
  fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('app:// path resolution', () => {
  const inside: [string, string][] = [
    ['app://bundle/', 'index.html'],
    ['app://bundle', 'index.html'],
    ['app://bundle/index.html', 'index.html'],
    ['app://bundle/index.html?x=1#/pedidos', 'index.html'],
    ['app://bundle/assets/app.js', 'assets/app.js'],
    ['app://bundle/assets/../index.html', 'index.html'],
    ['app://bundle/assets/%61pp.js', 'assets/app.js'],
  ];
  it.each(inside)('%s → renderer/%s', (url, rel) => {
    expect(firstCandidate(url, { rendererDir })).toBe(path.join(rendererDir, rel));
  });

  const hostile = [
    'app://bundle/../secret.txt',
    'app://bundle/%2e%2e/secret.txt',
    'app://bundle/%2E%2E%2Fsecret.txt',
    'app://bundle/..%2F..%2Fsecret.txt',
    'app://bundle/..%5C..%5Csecret.txt',
    'app://bundle/assets/..%2F..%2F..%2Fsecret.txt',
    'app://bundle/%252e%252e/secret.txt',
    'app://bundle//etc/passwd',
    'app://bundle/%2Fetc%2Fpasswd',
    'app://bundle/C:%5CWindows%5Cwin.ini',
    'app://bundle/index.html%00.png',
    'app://bundle/%E0%A4%A',
    'app://evil/index.html',
    'app://bundle.evil/index.html',
    'file:///etc/passwd',
    'https://bundle/index.html',
    'not a url',
  ];
  it.each(hostile)('refuses %s', (url) => {
    const resolved = firstCandidate(url, { rendererDir, brandDir });
    if (resolved !== null) {
      // Some encodings decode to a harmless name inside the root (e.g. a file literally called "%2e%2e").
      expect(resolved.startsWith(rendererDir + path.sep)).toBe(true);
      expect(fs.existsSync(resolved)).toBe(false);
    }
  });

  it('serves brand/ from the brand folder and confines it', () => {
    expect(firstCandidate('app://bundle/brand/logo.svg', { rendererDir, brandDir })).toBe(
      path.join(brandDir, 'logo.svg'),
    );
    expect(firstCandidate('app://bundle/brand/..%2F..%2Fsecret.txt', { rendererDir, brandDir })).toBeNull();
    expect(resolveInside(brandDir, '/../secret.txt')).toBeNull();
  });
});

describe('app:// handler', () => {
  const csp = "default-src 'self'; connect-src 'self' http://127.0.0.1:4010";
  const handler = () =>
    createAppProtocolHandler({ roots: { rendererDir, brandDir }, csp: () => csp, log: createMemoryLogger() });

  it('serves index.html with the CSP header', async () => {
    const res = await handler()({ url: 'app://bundle/index.html', method: 'GET' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(csp);
    expect(await res.text()).toContain('<title>Caixa</title>');
  });

  it('serves scripts with their type and no CSP header', async () => {
    const res = await handler()({ url: 'app://bundle/assets/app.js' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    'app://bundle/../secret.txt',
    'app://bundle/%2e%2e/secret.txt',
    'app://bundle/missing.js',
    'app://evil/index.html',
  ])('404 for %s', async (url) => {
    const res = await handler()({ url });
    expect(res.status).toBe(404);
  });

  it('brand/ prefers the brand folder and falls back to the renderer', async () => {
    fs.mkdirSync(path.join(rendererDir, 'brand'), { recursive: true });
    fs.writeFileSync(path.join(rendererDir, 'brand', 'banner.png'), 'png');
    fs.writeFileSync(path.join(rendererDir, 'brand', 'logo.svg'), '<svg id="default"/>');
    expect(await (await handler()({ url: 'app://bundle/brand/logo.svg' })).text()).toBe('<svg/>');
    const fallback = await handler()({ url: 'app://bundle/brand/banner.png' });
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('content-type')).toBe('image/png');
    expect((await handler()({ url: 'app://bundle/brand/..%2F..%2Fsecret.txt' })).status).toBe(404);
  });

  it('refuses writes', async () => {
    expect((await handler()({ url: 'app://bundle/index.html', method: 'POST' })).status).toBe(405);
  });
});
