// The kitchen page's desktop source (bridgeSource) against a fake bridge, and the pick between it
// and the tablet's httpSource (issue 33 §3).
import { describe, expect, it, vi } from 'vitest';
import type { KitchenDeskBridge } from '../../../../shared/kitchen-screen/bridge';
import type { KitchenConnection, KitchenFeed } from '../../../../shared/kitchen-screen/contract';
import type { KitchenFeedDelta, KitchenFeedUpdate } from '../../../../shared/kitchen-screen/feed-update';
import { createBridgeSource } from '../../../../renderer/src/kitchen/sources/bridgeSource';
import { createKitchenSource } from '../../../../renderer/src/kitchen/sources';
import { createWebKitchen, WEB_KITCHEN_MESSAGE } from '../../../../renderer/src/platform/webKitchen';

const feed = (screenId: string, revision: number, orderIds: string[] = []): KitchenFeed => ({
  screenId,
  screenName: screenId,
  revision,
  cards: orderIds.map((orderId) => ({
    key: `${orderId}:${screenId}`,
    orderId,
    screenId,
    customerFirstName: 'Ana',
    mode: 'entrega',
    items: [],
    acceptedAt: 0,
    state: 'open',
  })),
  recent: [],
  ageAmberMin: 10,
  ageRedMin: 20,
});

function fakeBridge(initial: Promise<KitchenFeed>) {
  const listeners = new Set<(f: KitchenFeedUpdate) => void>();
  const bridge = {
    getFeed: vi.fn(() => initial),
    command: vi.fn(),
    onFeed: (cb: (f: KitchenFeedUpdate) => void) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
  } as unknown as KitchenDeskBridge;
  return { bridge, push: (f: KitchenFeedUpdate) => listeners.forEach((l) => l(f)), listeners };
}

const delta = (from: number, revision: number, put: string[], drop: string[] = []): KitchenFeedDelta => ({
  screenId: 'cozinha',
  from,
  revision,
  put: feed('cozinha', revision, put).cards.map((card) => ({ list: 'cards' as const, card })),
  drop: drop.map((id) => `${id}:cozinha`),
});

describe('bridgeSource', () => {
  it('the whole feed, then pushes of its own screen; older revisions dropped', async () => {
    const { bridge, push } = fakeBridge(Promise.resolve(feed('cozinha', 3, ['1'])));
    const feeds: KitchenFeed[] = [];
    const states: KitchenConnection[] = [];
    createBridgeSource(bridge).subscribe(
      'cozinha',
      (f) => feeds.push(f),
      (s) => states.push(s),
    );
    await vi.waitFor(() => expect(feeds).toHaveLength(1));
    expect(states).toEqual(['online']);
    push(feed('bar', 9, ['7']));
    push(feed('cozinha', 2, []));
    push(feed('cozinha', 4, ['1', '2']));
    expect(feeds.map((f) => f.revision)).toEqual([3, 4]);
    expect(bridge.getFeed).toHaveBeenCalledWith('cozinha');
  });

  it('applies deltas on the feed held, in order, and removes what they drop', async () => {
    const { bridge, push } = fakeBridge(Promise.resolve(feed('cozinha', 3, ['1'])));
    const feeds: KitchenFeed[] = [];
    createBridgeSource(bridge).subscribe(
      'cozinha',
      (f) => feeds.push(f),
      () => {},
    );
    await vi.waitFor(() => expect(feeds).toHaveLength(1));
    push(delta(3, 4, ['2']));
    push(delta(4, 6, ['3'], ['1']));
    push(delta(3, 4, ['9']));
    expect(feeds.map((f) => [f.revision, f.cards.map((c) => c.orderId)])).toEqual([
      [3, ['1']],
      [4, ['1', '2']],
      [6, ['2', '3']],
    ]);
    expect(bridge.getFeed).toHaveBeenCalledTimes(1);
  });

  it('a delta that does not follow (one missed) fetches the whole feed again', async () => {
    const { bridge, push } = fakeBridge(Promise.resolve(feed('cozinha', 3, ['1'])));
    const feeds: KitchenFeed[] = [];
    createBridgeSource(bridge).subscribe(
      'cozinha',
      (f) => feeds.push(f),
      () => {},
    );
    await vi.waitFor(() => expect(feeds).toHaveLength(1));
    vi.mocked(bridge.getFeed).mockResolvedValueOnce(feed('cozinha', 8, ['1', '2', '3']));
    push(delta(5, 8, ['3']));
    await vi.waitFor(() => expect(feeds.at(-1)?.revision).toBe(8));
    expect(feeds.at(-1)?.cards.map((c) => c.orderId)).toEqual(['1', '2', '3']);
    expect(bridge.getFeed).toHaveBeenCalledTimes(2);
  });

  it('a delta before the first answer waits for the whole feed', async () => {
    let answer: (f: KitchenFeed) => void = () => {};
    const { bridge, push } = fakeBridge(new Promise((r) => (answer = r)));
    const feeds: KitchenFeed[] = [];
    createBridgeSource(bridge).subscribe(
      'cozinha',
      (f) => feeds.push(f),
      () => {},
    );
    vi.mocked(bridge.getFeed).mockResolvedValueOnce(feed('cozinha', 5, ['1', '2']));
    push(delta(4, 5, ['2']));
    answer(feed('cozinha', 4, ['1']));
    await vi.waitFor(() => expect(feeds.at(-1)?.revision).toBe(5));
    expect(feeds.at(-1)?.cards.map((c) => c.orderId)).toEqual(['1', '2']);
  });

  it('a push that came before the first read wins over an older read', async () => {
    let answer: (f: KitchenFeed) => void = () => {};
    const { bridge, push } = fakeBridge(new Promise((r) => (answer = r)));
    const feeds: KitchenFeed[] = [];
    createBridgeSource(bridge).subscribe(
      'cozinha',
      (f) => feeds.push(f),
      () => {},
    );
    push(feed('cozinha', 5, ['1']));
    answer(feed('cozinha', 4));
    await vi.waitFor(() => expect(feeds.map((f) => f.revision)).toEqual([5]));
  });

  it("says 'offline' when main does not answer, and stops on unsubscribe", async () => {
    const { bridge, push, listeners } = fakeBridge(Promise.reject(new Error('x')));
    const states: KitchenConnection[] = [];
    const feeds: KitchenFeed[] = [];
    const stop = createBridgeSource(bridge).subscribe(
      'cozinha',
      (f) => feeds.push(f),
      (s) => states.push(s),
    );
    await vi.waitFor(() => expect(states).toEqual(['offline']));
    stop();
    expect(listeners.size).toBe(0);
    push(feed('cozinha', 1));
    expect(feeds).toEqual([]);
  });

  it('commands go to main; a failure comes back as a message', async () => {
    const { bridge } = fakeBridge(Promise.resolve(feed('cozinha', 1)));
    vi.mocked(bridge.command).mockResolvedValueOnce({ ok: true, feed: feed('cozinha', 2) });
    const source = createBridgeSource(bridge);
    expect(await source.command('cozinha', { type: 'bump', key: '1:cozinha' })).toMatchObject({ ok: true });
    expect(bridge.command).toHaveBeenCalledWith('cozinha', { type: 'bump', key: '1:cozinha' });
    vi.mocked(bridge.command).mockRejectedValueOnce(new Error('Pedido não encontrado nesta tela.'));
    expect(await source.command('cozinha', { type: 'recall' })).toEqual({
      ok: false,
      error: 'Pedido não encontrado nesta tela.',
    });
  });
});

describe('createKitchenSource', () => {
  it('uses the bridge when the preload exposed it, else HTTP to its own origin', async () => {
    const { bridge } = fakeBridge(Promise.resolve(feed('cozinha', 1)));
    const desk = createKitchenSource({ cashDesk: { kitchen: bridge } } as unknown as Window);
    desk.subscribe(
      'cozinha',
      () => {},
      () => {},
    );
    expect(bridge.getFeed).toHaveBeenCalled();
    const fetch = vi.fn(() => Promise.reject(new Error('offline')));
    const tablet = createKitchenSource({} as Window, { fetch: fetch as unknown as typeof globalThis.fetch });
    expect(await tablet.command('cozinha', { type: 'recall' })).toEqual({
      ok: false,
      error: 'Sem conexão com o caixa',
    });
    expect(fetch).toHaveBeenCalledWith(
      '/command?screen=cozinha',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});

describe('web mode', () => {
  it('has no kitchen screen: reads as off and says so when asked to change', async () => {
    const kitchen = createWebKitchen();
    expect(await kitchen.getService()).toEqual({ state: 'off', pairingCode: null, devices: [] });
    expect((await kitchen.getSettings()).enabled).toBe(false);
    await expect(kitchen.saveSettings(await kitchen.getSettings())).rejects.toThrow(WEB_KITCHEN_MESSAGE);
    expect(await kitchen.command('x', { type: 'recall' })).toEqual({ ok: false, error: WEB_KITCHEN_MESSAGE });
  });
});
