// main's pushes of a screen's feed (main/kitchen/feed-push.ts) as the screens apply them
// (shared/kitchen-screen/feed-update.ts): whatever the kitchen does, the feed a screen rebuilds
// from the deltas is the whole feed main holds, each delta is the one a comparison of the whole
// feeds before and after the change finds, and a change copies only the cards it touched.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KitchenCard, KitchenFeed } from '../../../../shared/kitchen-screen/contract';
import {
  applyFeedUpdate,
  isFeedDelta,
  type KitchenFeedDelta,
  type KitchenFeedUpdate,
} from '../../../../shared/kitchen-screen/feed-update';
import { cardKey, createKitchenCards } from '../../../../main/kitchen/cards';
import { createFeedPusher } from '../../../../main/kitchen/feed-push';
import { createMemoryLogger } from '../../../support/logger';

let dir: string;
let clock: number;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kitchen-push-'));
  clock = Date.UTC(2026, 11, 2, 15, 0);
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

const header = { screenName: 'Cozinha', ageAmberMin: 10, ageRedMin: 20 };
const key = (orderId: string) => cardKey(orderId, 'cozinha');

const card = (orderId: string, items = [{ qty: 1, name: 'Pizza Calabresa', linhas: ['Borda: Catupiry'] }]) =>
  ({
    key: key(orderId),
    orderId,
    screenId: 'cozinha',
    customerFirstName: 'João',
    mode: 'entrega',
    items,
    acceptedAt: clock,
    state: 'open',
  }) satisfies KitchenCard;

/**
 * The delta of two whole feeds, as the pusher made it before a change reported what it moved:
 * each card compared as text in its list, the keys gone.
 */
function wholeFeedDiff(before: KitchenFeed, after: KitchenFeed): Omit<KitchenFeedDelta, 'screenId'> {
  const texts = (feed: KitchenFeed) =>
    new Map(
      (['cards', 'recent'] as const).flatMap((list) =>
        feed[list].map((c) => [c.key, `${list}:${JSON.stringify(c)}`] as const),
      ),
    );
  const was = texts(before);
  const now = texts(after);
  return {
    from: before.revision,
    revision: after.revision,
    put: (['cards', 'recent'] as const).flatMap((list) =>
      after[list].filter((c) => was.get(c.key) !== now.get(c.key)).map((c) => ({ list, card: c })),
    ),
    drop: [...was.keys()].filter((k) => !now.has(k)),
  };
}

/**
 * A kitchen store whose every change is pushed, and a screen that applies the pushes; `diff`:
 * each delta is also set next to the diff of the whole feeds (which copies every card).
 */
function kitchen({ diff = true } = {}) {
  const pusher = createFeedPusher();
  const pushed: KitchenFeedUpdate[] = [];
  /** Each delta next to the one a diff of the whole feeds makes. */
  const compared: { delta: KitchenFeedDelta; diff: ReturnType<typeof wholeFeedDiff> }[] = [];
  let screen: KitchenFeed | null = null;
  let last: KitchenFeed | null = null;
  const cards = createKitchenCards({
    file: path.join(dir, 'kitchen-cards.json'),
    log: createMemoryLogger(),
    now: () => clock,
    onScreenChange: (change) => {
      const update = pusher.change(change, () => cards.feed(change.screenId, header));
      pushed.push(update);
      if (diff) {
        const whole = cards.feed(change.screenId, header);
        if (isFeedDelta(update) && last) compared.push({ delta: update, diff: wholeFeedDiff(last, whole) });
        last = whole;
      }
      const next = applyFeedUpdate(screen, update);
      if (next === 'gap') screen = cards.feed(change.screenId, header);
      else if (next !== 'stale') screen = next;
    },
  });
  const lastDelta = () => {
    const update = pushed.at(-1);
    if (!update || !isFeedDelta(update)) throw new Error('esperava um delta');
    return update;
  };
  const moved = () => {
    const delta = lastDelta();
    return { put: delta.put.map((p) => [p.list, p.card.orderId]), drop: delta.drop };
  };
  return { cards, pushed, compared, lastDelta, moved, shown: () => screen };
}

/** A tiny deterministic generator (the same run every time). */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % n;
  };
}

const bump = (k: ReturnType<typeof kitchen>, orderId: string) =>
  k.cards.command('cozinha', { type: 'bump', key: key(orderId) }, header);

describe('feed pushes', () => {
  it('the first push is the whole feed, then deltas with only the changed card', () => {
    const { cards, pushed, lastDelta, moved } = kitchen();
    cards.put(card('100'));
    for (let i = 101; i < 130; i++) cards.put(card(String(i)));
    cards.command('cozinha', { type: 'bump', key: key('105') }, header);
    expect(isFeedDelta(pushed[0] as KitchenFeedUpdate)).toBe(false);
    expect(moved()).toEqual({ put: [['recent', '105']], drop: [] });
    expect(JSON.stringify(lastDelta()).length * 10).toBeLessThan(
      JSON.stringify(cards.feed('cozinha', header)).length,
    );
  });

  it('each change pushes the delta a diff of the whole feeds finds', () => {
    const k = kitchen();
    const { cards } = k;
    for (let i = 100; i < 112; i++) {
      cards.put(card(String(i)));
      clock += 1000;
    }
    // A new card.
    cards.put(card('112'));
    expect(k.moved()).toEqual({ put: [['cards', '112']], drop: [] });
    // Delivered again with other items (a refresh); the same again changes nothing.
    cards.put(card('112', [{ qty: 2, name: 'Pizza Calabresa', linhas: [] }]));
    expect(k.moved()).toEqual({ put: [['cards', '112']], drop: [] });
    const count = k.pushed.length;
    cards.put(card('112', [{ qty: 2, name: 'Pizza Calabresa', linhas: [] }]));
    expect(k.pushed).toHaveLength(count);
    // Changed, then cancelled.
    const items = [{ qty: 3, name: 'Pizza Calabresa', linhas: [] }];
    cards.change(key('112'), { at: clock, added: [{ qty: 1, name: 'Pizza Calabresa' }], removed: [], items });
    expect(k.moved()).toEqual({ put: [['cards', '112']], drop: [] });
    cards.cancel(key('111'), clock, 'Cliente desistiu');
    expect(k.moved()).toEqual({ put: [['cards', '111']], drop: [] });
    // Opened.
    cards.command('cozinha', { type: 'open', key: key('110') }, header);
    expect(k.moved()).toEqual({ put: [['cards', '110']], drop: [] });
    // Ten bumps fill the recent list; the eleventh drops the oldest of them.
    for (let i = 100; i < 110; i++) {
      bump(k, String(i));
      clock += 1000;
      expect(k.moved()).toEqual({ put: [['recent', String(i)]], drop: [] });
    }
    bump(k, '110');
    expect(k.moved()).toEqual({ put: [['recent', '110']], drop: [key('100')] });
    // Recall: the card leaves the recent list for the open ones and the one behind comes back.
    cards.command('cozinha', { type: 'recall' }, header);
    expect(k.moved()).toEqual({
      put: [
        ['cards', '110'],
        ['recent', '100'],
      ],
      drop: [],
    });
    // A named recall from the middle of the list.
    cards.command('cozinha', { type: 'recall', key: key('105') }, header);
    expect(k.lastDelta().put.map((p) => p.list)).toEqual(['cards']);
    // Eleven bumped again; a card cancelled after its bump comes back as CANCELADO, and the one
    // behind the last ten comes back to them.
    bump(k, '105');
    clock += 1000;
    bump(k, '110');
    expect(k.moved()).toEqual({ put: [['recent', '110']], drop: [key('100')] });
    cards.cancel(key('106'), clock, 'Cliente desistiu');
    expect(k.lastDelta().put.map((p) => [p.list, p.card.orderId, p.card.state])).toEqual([
      ['cards', '106', 'cancelled'],
      ['recent', '100', 'bumped'],
    ]);
    // Acknowledged: gone from the screen.
    cards.command('cozinha', { type: 'acknowledge', key: key('111') }, header);
    expect(k.moved()).toEqual({ put: [], drop: [key('111')] });

    expect(k.compared.length).toBeGreaterThan(20);
    for (const { delta, diff } of k.compared) {
      const { screenId: _screen, ...rest } = delta;
      expect(rest).toEqual(diff);
    }
    expect(k.shown()).toEqual(cards.feed('cozinha', header));
  });

  it('whatever the kitchen does, the screen that applies the deltas holds the whole feed', () => {
    const k = kitchen();
    const { cards, shown, pushed, compared } = k;
    const next = random(7);
    let order = 1000;
    for (let step = 0; step < 400; step++) {
      clock += 1000;
      const feed = cards.feed('cozinha', header);
      const open = feed.cards.filter((c) => c.state === 'open');
      const pick = <T>(list: T[]) => list[next(list.length)];
      const roll = next(13);
      if (roll < 4 || open.length === 0) cards.put(card(String(order++)));
      else if (roll < 6) cards.command('cozinha', { type: 'bump', key: pick(open)?.key ?? '' }, header);
      else if (roll < 7) cards.command('cozinha', { type: 'recall' }, header);
      else if (roll < 8) cards.command('cozinha', { type: 'open', key: pick(open)?.key ?? '' }, header);
      else if (roll < 9) cards.cancel(pick(open)?.key ?? '', clock, 'Cliente desistiu');
      else if (roll < 10) cards.cancel(pick(feed.recent)?.key ?? '', clock, 'Cliente desistiu');
      else if (roll < 11) {
        const some = pick([...open, ...feed.recent]);
        if (some) cards.put({ ...some, items: [{ qty: next(5) + 1, name: 'Pizza Calabresa', linhas: [] }] });
      } else if (roll < 12) {
        const some = pick(open);
        const items = [{ qty: next(5) + 1, name: 'Esfiha', linhas: [] }];
        if (some)
          cards.change(some.key, { at: clock, added: [{ qty: 1, name: 'Esfiha' }], removed: [], items });
      } else {
        const cancelled = feed.cards.find((c) => c.state === 'cancelled');
        if (cancelled) cards.command('cozinha', { type: 'acknowledge', key: cancelled.key }, header);
      }
      expect(shown()).toEqual(cards.feed('cozinha', header));
    }
    // Past the first, every push was a delta (the recent list overflowed and cards left it), and
    // each the one a diff of the whole feeds makes.
    expect(pushed.slice(1).every(isFeedDelta)).toBe(true);
    expect(pushed.some((u) => isFeedDelta(u) && u.drop.length > 0)).toBe(true);
    expect(compared).toHaveLength(pushed.length - 1);
    for (const { delta, diff } of compared) {
      const { screenId: _screen, ...rest } = delta;
      expect(rest).toEqual(diff);
    }
  });

  it('a change copies and serialises only the cards it touches, whatever the screen holds', () => {
    const k = kitchen({ diff: false });
    for (let i = 100; i < 160; i++) k.cards.put(card(String(i)));
    for (let i = 100; i < 120; i++) {
      bump(k, String(i));
      clock += 1000;
    }
    const clone = vi.spyOn(globalThis, 'structuredClone');
    const stringify = vi.spyOn(JSON, 'stringify');
    const count = (change: () => void) => {
      clone.mockClear();
      stringify.mockClear();
      change();
      return { copies: clone.mock.calls.length, texts: stringify.mock.calls.length };
    };
    // 40 open cards and 10 recent on the screen. The one line on the disk is the only text; the
    // card stored and the card pushed the only copies.
    expect(k.cards.feed('cozinha', header).cards).toHaveLength(40);
    expect(count(() => k.cards.put(card('160')))).toEqual({ copies: 2, texts: 1 });
    expect(count(() => k.cards.cancel(key('130'), clock))).toEqual({ copies: 1, texts: 1 });
    expect(count(() => k.cards.change(key('131'), { at: clock, added: [], removed: [], items: [] }))).toEqual(
      {
        copies: 1,
        texts: 1,
      },
    );
    // A bump's push: the card into the recent list, the one past the ten dropped; no text but the
    // line (its answer to the staff is the whole feed: a copy of what the screen shows).
    expect(count(() => bump(k, '132')).texts).toBe(1);
    expect(k.moved()).toEqual({ put: [['recent', '132']], drop: [key('110')] });
  });

  it('asked for it (the settings renamed the screen), the whole feed again', () => {
    const pusher = createFeedPusher();
    const { cards } = kitchen();
    cards.put(card('100'));
    const feed = cards.feed('cozinha', header);
    expect(pusher.whole({ ...feed, screenName: 'Chapa' })).toMatchObject({ screenName: 'Chapa' });
    // A change that does not follow the last push (one went unpushed): the whole feed.
    const skipped = {
      screenId: 'cozinha',
      from: feed.revision + 1,
      revision: feed.revision + 2,
      put: [],
      drop: [],
    };
    expect(isFeedDelta(pusher.change(skipped, () => feed))).toBe(false);
    const follows = { ...skipped, from: feed.revision, revision: feed.revision + 3 };
    expect(pusher.change(follows, () => feed)).toMatchObject({
      from: feed.revision,
      revision: feed.revision + 3,
    });
  });
});
