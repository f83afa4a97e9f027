// The kitchen-screen service for tablets (issue 33 §3), on 127.0.0.1 only: off by default, its
// own server on the settings' address and port, a 6-digit pairing code, per-device tokens
// (hashed, revocable), wrong codes refused in Portuguese and rate-limited, the feed as SSE.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_KITCHEN_SETTINGS,
  type KitchenFeed,
  type KitchenSettings,
} from '../../../../shared/kitchen-screen/contract';
import { applyFeedUpdate, type KitchenFeedUpdate } from '../../../../shared/kitchen-screen/feed-update';
import { createKitchenSystem, type KitchenSystem } from '../../../../main/kitchen';
import { cardKey } from '../../../../main/kitchen/cards';
import { PAIRING_MESSAGES } from '../../../../main/kitchen/pairing';
import { createSseParser } from '../../../../renderer/src/kitchen/sources/httpSource';
import { createMemoryLogger } from '../../../support/logger';
import { freePort } from '../../../support/ports';

let dir: string;
let kitchen: KitchenSystem | undefined;
let pushed: { channel: string; payload: unknown }[];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kitchen-tablet-'));
  const renderer = path.join(dir, 'renderer');
  fs.mkdirSync(path.join(renderer, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(renderer, 'kitchen.html'), '<!doctype html><title>Tela da cozinha</title>');
  fs.writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><title>Caixa</title>');
  fs.writeFileSync(path.join(renderer, 'assets', 'kitchen.js'), 'console.log(1)');
  pushed = [];
});
afterEach(async () => {
  await kitchen?.stop();
  kitchen = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

async function settingsOn(port: number): Promise<KitchenSettings> {
  return {
    ...structuredClone(DEFAULT_KITCHEN_SETTINGS),
    enabled: true,
    screens: [{ id: 'cozinha', name: 'Cozinha', categories: [] }],
    tablet: { enabled: true, address: '127.0.0.1', port },
  };
}

async function startOn(): Promise<{ base: string; system: KitchenSystem }> {
  const system = createKitchenSystem({
    dataDir: dir,
    rendererDir: path.join(dir, 'renderer'),
    log: createMemoryLogger(),
    send: (channel, payload) => pushed.push({ channel, payload }),
  });
  kitchen = system;
  const port = await freePort();
  await system.ipc.saveSettings(await settingsOn(port));
  return { base: `http://127.0.0.1:${port}`, system };
}

async function pair(base: string, system: KitchenSystem, name = 'Tablet Chapa'): Promise<string> {
  const code = system.serviceView().pairingCode ?? '';
  const res = await fetch(`${base}/pair`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code, name }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Reads SSE feeds from /feed until `count` arrived. */
async function feeds(base: string, token: string, count: number, act?: () => void): Promise<KitchenFeed[]> {
  const controller = new AbortController();
  const res = await fetch(`${base}/feed?screen=cozinha&since=0`, {
    headers: { Authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  // The feeds as the page rebuilds them: the whole one, then each delta applied on the last.
  const got: KitchenFeed[] = [];
  const parse = createSseParser((event, data) => {
    if (event !== 'feed' && event !== 'delta') return;
    const next = applyFeedUpdate(got.at(-1) ?? null, JSON.parse(data) as KitchenFeedUpdate);
    if (typeof next === 'string') throw new Error(`atualização ${next}`);
    got.push(next);
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  while (got.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    parse(decoder.decode(value, { stream: true }));
    if (got.length === 1 && act) {
      act();
      act = undefined;
    }
  }
  controller.abort();
  return got;
}

const card = (orderId: string) => ({
  key: cardKey(orderId, 'cozinha'),
  orderId,
  screenId: 'cozinha',
  customerFirstName: 'Ana',
  mode: 'retirada' as const,
  items: [{ qty: 1, name: 'X-Burguer', linhas: [] }],
  acceptedAt: Date.now(),
  state: 'open' as const,
});

describe('the tablet service', () => {
  it('is off by default: no code, nothing listening', async () => {
    const system = createKitchenSystem({
      dataDir: dir,
      rendererDir: dir,
      log: createMemoryLogger(),
      send: () => {},
    });
    kitchen = system;
    await system.start();
    expect(system.serviceView()).toEqual({ state: 'off', pairingCode: null, devices: [] });
  });

  it('listens on the settings address; an unpaired device sees only the pairing form', async () => {
    const { base, system } = await startOn();
    const view = system.serviceView();
    expect(view).toMatchObject({ state: 'listening', url: `${base}/` });
    expect(view.pairingCode).toMatch(/^\d{6}$/);
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Código de pareamento');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    for (const url of ['/feed?screen=cozinha', '/screens', '/assets/kitchen.js', '/kitchen.js']) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(401);
      expect(await res.json()).toEqual({ error: 'Este tablet não está pareado com o caixa.' });
    }
    expect((await fetch(`${base}/command?screen=cozinha`, { method: 'POST', body: '{}' })).status).toBe(401);
  });

  it('refuses a wrong code in Portuguese, then 5 wrong tries a minute per address', async () => {
    const { base, system } = await startOn();
    const right = system.serviceView().pairingCode ?? '';
    const wrong = right === '000000' ? '111111' : '000000';
    const form = (code: string) =>
      fetch(`${base}/pair`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ code, name: 'Tablet' }).toString(),
        redirect: 'manual',
      });
    const refused = await form(wrong);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await refused.text()).toContain(PAIRING_MESSAGES.wrongCode);
    for (let i = 0; i < 4; i++) expect((await form(wrong)).status).toBe(403);
    const limited = await form(right);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Muitas tentativas');
    expect(system.serviceView().devices).toEqual([]);
  });

  it('pairs with the code: a cookie, the kitchen page, a new code for the next tablet', async () => {
    const { base, system } = await startOn();
    const code = system.serviceView().pairingCode ?? '';
    const res = await fetch(`${base}/pair`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `code=${code}&name=Tablet%20Chapa`,
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict/);
    const page = await fetch(`${base}/`, { headers: { cookie } });
    expect(await page.text()).toContain('<title>Tela da cozinha</title>');
    expect((await fetch(`${base}/assets/kitchen.js`, { headers: { cookie } })).status).toBe(200);
    // The desk's own page and anything outside the build are not served.
    expect((await fetch(`${base}/index.html`, { headers: { cookie } })).status).toBe(404);
    expect((await fetch(`${base}/..%2f..%2fkitchen-devices.json`, { headers: { cookie } })).status).toBe(404);
    expect(await (await fetch(`${base}/screens`, { headers: { cookie } })).json()).toEqual([
      { id: 'cozinha', name: 'Cozinha' },
    ]);
    const view = system.serviceView();
    expect(view.devices).toEqual([
      {
        id: expect.any(String),
        name: 'Tablet Chapa',
        pairedAt: expect.any(Number),
        lastSeenAt: expect.any(Number),
      },
    ]);
    expect(view.pairingCode).not.toBe(code);
    // Only the token's hash is on the disk.
    const token = decodeURIComponent(cookie.split('=')[1] ?? '');
    expect(fs.readFileSync(path.join(dir, 'kitchen-devices.json'), 'utf8')).not.toContain(token);
  });

  it('refuses a request naming another host (DNS rebinding)', async () => {
    const { base } = await startOn();
    const port = new URL(base).port;
    const res = await new Promise<number>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET / HTTP/1.1\r\nHost: evil.example:${port}\r\nConnection: close\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (d) => (data += d.toString()));
      socket.on('end', () => resolve(Number(data.split(' ')[1])));
      socket.on('error', reject);
    });
    expect(res).toBe(403);
  });

  it('streams the whole feed on connect and on each change; commands answer the new feed', async () => {
    const { base, system } = await startOn();
    const token = await pair(base, system);
    const got = await feeds(base, token, 2, () => system.cards.put(card('100')));
    expect(got.map((f) => [f.revision, f.cards.length])).toEqual([
      [0, 0],
      [1, 1],
    ]);
    const res = await fetch(`${base}/command?screen=cozinha`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'bump', key: '100:cozinha' }),
    });
    const result = (await res.json()) as { ok: true; feed: KitchenFeed };
    expect(result.ok).toBe(true);
    expect(result.feed.recent.map((c) => c.orderId)).toEqual(['100']);
    const bad = await fetch(`${base}/command?screen=cozinha`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ type: 'explode' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ ok: false, error: 'Comando inválido para a tela da cozinha.' });
    const unknown = await fetch(`${base}/feed?screen=nada`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(unknown.status).toBe(404);
    expect(pushed.some((p) => p.channel === 'kitchen:feed')).toBe(true);
  });

  it('a revoked device is unpaired at once', async () => {
    const { base, system } = await startOn();
    const token = await pair(base, system);
    const [device] = system.serviceView().devices;
    const view = system.ipc.revokeDevice(device!.id) as ReturnType<KitchenSystem['serviceView']>;
    expect(view.devices).toEqual([]);
    expect((await fetch(`${base}/screens`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(
      401,
    );
  });

  it('says why it cannot listen (port taken), and stops when turned off', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    const system = createKitchenSystem({
      dataDir: dir,
      rendererDir: dir,
      log: createMemoryLogger(),
      send: () => {},
    });
    kitchen = system;
    await system.ipc.saveSettings(await settingsOn(port));
    expect(system.serviceView()).toEqual({
      state: 'error',
      error: `A porta ${port} já está em uso neste computador. Escolha outra.`,
      pairingCode: null,
      devices: [],
    });
    await new Promise<void>((resolve) => blocker.close(() => resolve()));
    const free = await freePort();
    await system.ipc.saveSettings(await settingsOn(free));
    expect(system.serviceView().state).toBe('listening');
    await system.ipc.saveSettings({
      ...(await settingsOn(free)),
      tablet: { enabled: false, address: '127.0.0.1', port: free },
    });
    expect(system.serviceView().state).toBe('off');
    await expect(fetch(`http://127.0.0.1:${free}/`)).rejects.toThrow();
  });
});
