// A kitchen screen's feed as deltas (shared/kitchen-screen/feed-update.ts) and the revision rules
// it shares with the print queue (shared/revision-delta.ts): order, removal, stale and gap.
import { describe, expect, it, vi } from 'vitest';
import type { KitchenCard, KitchenFeed } from '../../../shared/kitchen-screen/contract';
import { applyFeedUpdate, type KitchenFeedDelta } from '../../../shared/kitchen-screen/feed-update';
import { createResync, deltaVerdict, insertSorted } from '../../../shared/revision-delta';

const card = (orderId: string, patch: Partial<KitchenCard> = {}): KitchenCard => ({
  key: `${orderId}:cozinha`,
  orderId,
  screenId: 'cozinha',
  customerFirstName: 'Ana',
  mode: 'entrega',
  items: [{ qty: 1, name: 'X-Burguer', linhas: [] }],
  acceptedAt: Number(orderId),
  state: 'open',
  ...patch,
});

const FEED: KitchenFeed = {
  screenId: 'cozinha',
  screenName: 'Cozinha',
  revision: 5,
  cards: [card('100'), card('102')],
  recent: [card('90', { state: 'bumped', bumpedAt: 50 }), card('80', { state: 'bumped', bumpedAt: 40 })],
  ageAmberMin: 10,
  ageRedMin: 20,
};

const delta = (patch: Partial<KitchenFeedDelta>): KitchenFeedDelta => ({
  screenId: 'cozinha',
  from: 5,
  revision: 6,
  put: [],
  drop: [],
  ...patch,
});

const keys = (feed: KitchenFeed | string) => {
  if (typeof feed === 'string') throw new Error(feed);
  return { cards: feed.cards.map((c) => c.orderId), recent: feed.recent.map((c) => c.orderId) };
};

describe('applyFeedUpdate', () => {
  it('puts a new card in accepted order, and a bumped one first in the recent list', () => {
    const next = applyFeedUpdate(
      FEED,
      delta({
        put: [
          { list: 'cards', card: card('101') },
          { list: 'recent', card: card('100', { state: 'bumped', bumpedAt: 60 }) },
        ],
      }),
    );
    expect(keys(next)).toEqual({ cards: ['101', '102'], recent: ['100', '90', '80'] });
    expect((next as KitchenFeed).revision).toBe(6);
    // The feed held is not changed in place (the screen compares references).
    expect(keys(FEED)).toEqual({ cards: ['100', '102'], recent: ['90', '80'] });
  });

  it('a recalled card leaves the recent list for its place among the open ones; a dropped key leaves', () => {
    const next = applyFeedUpdate(
      FEED,
      delta({ put: [{ list: 'cards', card: card('90') }], drop: ['80:cozinha', '102:cozinha'] }),
    );
    expect(keys(next)).toEqual({ cards: ['90', '100'], recent: [] });
  });

  it('a changed card is replaced where it is, and deltas in a row apply one on the other', () => {
    const first = applyFeedUpdate(
      FEED,
      delta({ put: [{ list: 'cards', card: card('102', { state: 'cancelled', cancelReason: 'Cliente' }) }] }),
    );
    if (typeof first === 'string') throw new Error(first);
    const second = applyFeedUpdate(
      first,
      delta({ from: 6, revision: 9, put: [{ list: 'cards', card: card('099') }] }),
    );
    expect(keys(second)).toEqual({ cards: ['099', '100', '102'], recent: ['90', '80'] });
    expect((second as KitchenFeed).cards[2]?.state).toBe('cancelled');
    expect((second as KitchenFeed).revision).toBe(9);
  });

  it('drops a delta already included or another screen’s; a gap or no feed held asks for the whole feed', () => {
    expect(applyFeedUpdate(FEED, delta({ from: 4, revision: 5 }))).toBe('stale');
    expect(applyFeedUpdate(FEED, delta({ from: 6, revision: 7 }))).toBe('gap');
    expect(applyFeedUpdate(null, delta({}))).toBe('gap');
    expect(applyFeedUpdate(FEED, delta({ screenId: 'bar' }))).toBe('stale');
  });

  it('a whole feed replaces the one held unless older (a command’s answer that crossed a push)', () => {
    const newer = { ...FEED, revision: 8, cards: [] };
    expect(applyFeedUpdate(FEED, newer)).toBe(newer);
    expect(applyFeedUpdate(newer, FEED)).toBe('stale');
    expect(applyFeedUpdate(null, FEED)).toBe(FEED);
    // Same revision: the settings renamed the screen.
    const renamed = { ...FEED, screenName: 'Chapa' };
    expect(applyFeedUpdate(FEED, renamed)).toBe(renamed);
  });
});

describe('revision rules', () => {
  it('deltaVerdict: apply on the revision held, stale when included, gap otherwise', () => {
    expect(deltaVerdict(3, 3, 4)).toBe('apply');
    expect(deltaVerdict(3, 2, 3)).toBe('stale');
    expect(deltaVerdict(3, 4, 5)).toBe('gap');
    expect(deltaVerdict(undefined, 3, 4)).toBe('gap');
  });

  it('insertSorted keeps equal items in arrival order', () => {
    const list = [
      { k: 1, n: 'a' },
      { k: 3, n: 'b' },
    ];
    insertSorted(list, { k: 3, n: 'c' }, (a, b) => a.k - b.k);
    insertSorted(list, { k: 0, n: 'd' }, (a, b) => a.k - b.k);
    expect(list.map((i) => i.n)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('createResync: one request at a time, once more after a gap seen meanwhile', async () => {
    const answers: ((n: number) => void)[] = [];
    const fetch = vi.fn(() => new Promise<number>((resolve) => answers.push(resolve)));
    const accepted: number[] = [];
    const resync = createResync({ fetch, accept: (n) => accepted.push(n), alive: () => true });
    resync();
    resync();
    resync();
    expect(fetch).toHaveBeenCalledTimes(1);
    answers[0]?.(1);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    answers[1]?.(2);
    await vi.waitFor(() => expect(accepted).toEqual([1, 2]));
  });
});
