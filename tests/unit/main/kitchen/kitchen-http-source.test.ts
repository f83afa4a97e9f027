// The tablet's source (renderer/src/kitchen/sources/httpSource.ts) against the real kitchen-screen
// service on 127.0.0.1: the whole feed on connect, live changes, commands, 'offline' when the desk
// goes away or the stream falls silent, and a reconnect that replaces what was shown (nothing twice).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_KITCHEN_SETTINGS,
  KITCHEN_OFFLINE_TEXT,
  type KitchenConnection,
  type KitchenFeed,
  type KitchenSettings,
} from '../../../../shared/kitchen-screen/contract';
import { createKitchenSystem, type KitchenSystem } from '../../../../main/kitchen';
import { cardKey } from '../../../../main/kitchen/cards';
import { createHttpSource, createSseParser } from '../../../../renderer/src/kitchen/sources/httpSource';
import { createMemoryLogger } from '../../../support/logger';
import { freePort } from '../../../support/ports';

let dir: string;
let kitchen: KitchenSystem;
let port: number;
let base: string;
let token: string;
const stops: (() => void)[] = [];

const settings = (tablet: boolean): KitchenSettings => ({
  ...structuredClone(DEFAULT_KITCHEN_SETTINGS),
  enabled: true,
  screens: [{ id: 'cozinha', name: 'Cozinha', categories: [] }],
  tablet: { enabled: tablet, address: '127.0.0.1', port },
});

function start(heartbeatMs?: number) {
  kitchen = createKitchenSystem({
    dataDir: dir,
    rendererDir: dir,
    log: createMemoryLogger(),
    send: () => {},
    ...(heartbeatMs ? { heartbeatMs } : {}),
  });
}

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kitchen-http-'));
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  start();
  await kitchen.ipc.saveSettings(settings(true));
  const res = await fetch(`${base}/pair`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code: kitchen.serviceView().pairingCode, name: 'Tablet' }),
  });
  token = ((await res.json()) as { token: string }).token;
});
afterEach(async () => {
  stops.splice(0).forEach((stop) => stop());
  await kitchen.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const card = (orderId: string) => ({
  key: cardKey(orderId, 'cozinha'),
  orderId,
  screenId: 'cozinha',
  customerFirstName: 'Ana',
  mode: 'entrega' as const,
  items: [{ qty: 1, name: 'X-Salada', linhas: [] }],
  acceptedAt: Date.now(),
  state: 'open' as const,
});

function watch(options: Parameters<typeof createHttpSource>[0] = {}) {
  const source = createHttpSource({ baseUrl: base, token, minBackoffMs: 20, maxBackoffMs: 100, ...options });
  const feeds: KitchenFeed[] = [];
  const states: KitchenConnection[] = [];
  stops.push(
    source.subscribe(
      'cozinha',
      (f) => feeds.push(f),
      (s) => states.push(s),
    ),
  );
  return { source, feeds, states };
}

async function until(ok: () => boolean): Promise<void> {
  const deadline = Date.now() + 8000;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error('condição não atingida');
    await new Promise((r) => setTimeout(r, 10));
  }
}
const shown = (feeds: KitchenFeed[]) => feeds.at(-1)?.cards.map((c) => c.orderId) ?? [];

describe('httpSource', () => {
  it('gets the whole feed, then each change, and sends commands', async () => {
    kitchen.cards.put(card('100'));
    const { source, feeds, states } = watch();
    await until(() => feeds.length === 1);
    expect(states).toEqual(['online']);
    expect(shown(feeds)).toEqual(['100']);
    kitchen.cards.put(card('101'));
    await until(() => shown(feeds).length === 2);
    const result = await source.command('cozinha', { type: 'bump', key: '100:cozinha' });
    expect(result.ok).toBe(true);
    await until(() => shown(feeds).join() === '101');
    // The command's answer and the stream's push carry one revision: never shown going back.
    const revisions = feeds.map((f) => f.revision);
    expect([...revisions].sort((a, b) => a - b)).toEqual(revisions);
    expect(await source.command('cozinha', { type: 'bump', key: 'nada' })).toEqual({
      ok: false,
      error: 'Pedido não encontrado nesta tela.',
    });
  });

  it("says 'offline' when the desk goes, catches up when it returns, nothing twice", async () => {
    kitchen.cards.put(card('100'));
    const { source, feeds, states } = watch();
    await until(() => feeds.length === 1);
    await kitchen.ipc.saveSettings(settings(false));
    await until(() => states.at(-1) === 'offline');
    expect(await source.command('cozinha', { type: 'bump', key: '100:cozinha' })).toEqual({
      ok: false,
      error: KITCHEN_OFFLINE_TEXT,
    });
    // Cards keep coming while the tablet is away.
    kitchen.cards.put(card('101'));
    kitchen.cards.put(card('102'));
    await kitchen.ipc.saveSettings(settings(true));
    await until(() => states.at(-1) === 'online' && shown(feeds).length === 3);
    expect(states).toEqual(['online', 'offline', 'online']);
    expect(shown(feeds)).toEqual(['100', '101', '102']);
  });

  it('takes a silent stream as lost (the Wi-Fi went) and connects again', async () => {
    await kitchen.stop();
    start(60_000);
    await kitchen.start();
    const { feeds, states } = watch({ staleMs: 150 });
    await until(() => states.length >= 3);
    expect(states.slice(0, 3)).toEqual(['online', 'offline', 'online']);
    expect(feeds.every((f) => f.cards.length === 0)).toBe(true);
  });

  it('a change comes as a delta, far smaller than the feed, and the screen gets the whole feed', async () => {
    for (let i = 0; i < 30; i++) kitchen.cards.put(card(String(100 + i)));
    const events: [string, number][] = [];
    const spy = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await fetch(input, init);
      if (!String(input).includes('/feed') || !res.body) return res;
      const tee = res.body.tee();
      void (async () => {
        const parse = createSseParser((event, data) => events.push([event, data.length]));
        const reader = tee[1].getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
          if (done) break;
          parse(decoder.decode(value, { stream: true }));
        }
      })();
      return new Response(tee[0], { status: res.status, headers: res.headers });
    }) as typeof fetch;
    const { feeds } = watch({ fetch: spy });
    await until(() => feeds.length === 1);
    kitchen.cards.put(card('200'));
    await until(() => shown(feeds).length === 31);
    expect(events.map(([event]) => event)).toEqual(['feed', 'delta']);
    const [[, whole], [, delta]] = events as [[string, number], [string, number]];
    expect(delta * 10).toBeLessThan(whole);
    expect(shown(feeds).at(-1)).toBe('200');
  });

  it('a stream that missed a change starts again from the whole feed, without going offline', async () => {
    // A stream that stays open after its events, as the service's does.
    const sse = (...events: [string, unknown][]) => {
      const text = events.map(([e, d]) => `event: ${e}\ndata: ${JSON.stringify(d)}\n\n`).join('');
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode(text)),
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    };
    const whole = (revision: number, ids: string[]): KitchenFeed => ({
      screenId: 'cozinha',
      screenName: 'Cozinha',
      revision,
      cards: ids.map((id) => ({ ...card(id), acceptedAt: Number(id) })),
      recent: [],
      ageAmberMin: 10,
      ageRedMin: 20,
    });
    const answers = [
      sse(
        ['feed', whole(1, ['1'])],
        ['delta', { screenId: 'cozinha', from: 2, revision: 3, put: [], drop: ['1:cozinha'] }],
      ),
      sse(['feed', whole(3, ['2'])]),
    ];
    const fake = vi.fn(() => {
      const next = answers.shift();
      return next ? Promise.resolve(next) : new Promise<Response>(() => {});
    });
    const { feeds, states } = watch({ fetch: fake as unknown as typeof fetch });
    await until(() => feeds.at(-1)?.revision === 3);
    expect(fake).toHaveBeenCalledTimes(2);
    expect(feeds.map((f) => shown([f]))).toEqual([['1'], ['2']]);
    expect(states).toEqual(['online']);
  });

  it('tells the page when this tablet is no longer paired', async () => {
    let unpaired = 0;
    const source = createHttpSource({
      baseUrl: base,
      token: 'x',
      minBackoffMs: 20,
      onUnpaired: () => (unpaired += 1),
    });
    const states: KitchenConnection[] = [];
    stops.push(
      source.subscribe(
        'cozinha',
        () => {},
        (s) => states.push(s),
      ),
    );
    await until(() => unpaired > 0 && states.includes('offline'));
    expect(states).not.toContain('online');
  });
});

describe('the SSE parser', () => {
  it('joins split chunks, skips comments and reads CRLF', () => {
    const got: [string, string][] = [];
    const parse = createSseParser((event, data) => got.push([event, data]));
    parse(': ping\n\nid: 3\nevent: fe');
    parse('ed\ndata: {"a":1}\r\n\r\ndata: x\ndata: y\n\n');
    expect(got).toEqual([
      ['feed', '{"a":1}'],
      ['message', 'x\ny'],
    ]);
  });
});
