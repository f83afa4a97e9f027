// main's pushes of a screen's feed (main/kitchen/feed-push.ts) as the screens apply them
// (shared/kitchen-screen/feed-update.ts): whatever the kitchen does, the feed a screen rebuilds
// from the deltas is the whole feed main holds, and a delta carries only what changed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KitchenCard, KitchenFeed } from '../../../../shared/kitchen-screen/contract';
import {
  applyFeedUpdate,
  isFeedDelta,
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
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const header = { screenName: 'Cozinha', ageAmberMin: 10, ageRedMin: 20 };

const card = (orderId: string): KitchenCard => ({
  key: cardKey(orderId, 'cozinha'),
  orderId,
  screenId: 'cozinha',
  customerFirstName: 'João',
  mode: 'entrega',
  items: [{ qty: 1, name: 'Pizza Calabresa', linhas: ['Borda: Catupiry'] }],
  acceptedAt: clock,
  state: 'open',
});

/** A kitchen store whose every change is pushed, and a screen that applies the pushes. */
function kitchen() {
  const pusher = createFeedPusher();
  const pushed: KitchenFeedUpdate[] = [];
  let screen: KitchenFeed | null = null;
  const cards = createKitchenCards({
    file: path.join(dir, 'kitchen-cards.json'),
    log: createMemoryLogger(),
    now: () => clock,
    onScreenChange: (screenId) => {
      const update = pusher.update(cards.feed(screenId, header));
      pushed.push(update);
      const next = applyFeedUpdate(screen, update);
      if (next === 'gap') screen = cards.feed(screenId, header);
      else if (next !== 'stale') screen = next;
    },
  });
  return { cards, pushed, shown: () => screen };
}

/** A tiny deterministic generator (the same run every time). */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % n;
  };
}

describe('feed pushes', () => {
  it('the first push is the whole feed, then deltas with only the changed card', () => {
    const { cards, pushed } = kitchen();
    cards.put(card('100'));
    for (let i = 101; i < 130; i++) cards.put(card(String(i)));
    cards.command('cozinha', { type: 'bump', key: cardKey('105', 'cozinha') }, header);
    expect(isFeedDelta(pushed[0] as KitchenFeedUpdate)).toBe(false);
    const last = pushed.at(-1) as KitchenFeedUpdate;
    if (!isFeedDelta(last)) throw new Error('esperava um delta');
    expect(last.put.map((p) => [p.list, p.card.orderId])).toEqual([['recent', '105']]);
    expect(last.drop).toEqual([]);
    expect(JSON.stringify(last).length * 10).toBeLessThan(
      JSON.stringify(cards.feed('cozinha', header)).length,
    );
  });

  it('whatever the kitchen does, the screen that applies the deltas holds the whole feed', () => {
    const { cards, shown, pushed } = kitchen();
    const next = random(7);
    let order = 1000;
    for (let step = 0; step < 400; step++) {
      clock += 1000;
      const feed = cards.feed('cozinha', header);
      const open = feed.cards.filter((c) => c.state === 'open');
      const pick = <T>(list: T[]) => list[next(list.length)];
      const roll = next(10);
      if (roll < 4 || open.length === 0) cards.put(card(String(order++)));
      else if (roll < 6) cards.command('cozinha', { type: 'bump', key: pick(open)?.key ?? '' }, header);
      else if (roll < 7) cards.command('cozinha', { type: 'recall' }, header);
      else if (roll < 8) cards.command('cozinha', { type: 'open', key: pick(open)?.key ?? '' }, header);
      else if (roll < 9) cards.cancel(pick(open)?.key ?? '', clock, 'Cliente desistiu');
      else {
        const cancelled = feed.cards.find((c) => c.state === 'cancelled');
        if (cancelled) cards.command('cozinha', { type: 'acknowledge', key: cancelled.key }, header);
      }
      expect(shown()).toEqual(cards.feed('cozinha', header));
    }
    // Past the first, every push was a delta (the recent list overflowed and cards left it).
    expect(pushed.slice(1).every(isFeedDelta)).toBe(true);
    expect(pushed.some((u) => isFeedDelta(u) && u.drop.length > 0)).toBe(true);
  });

  it('asked for it (the settings renamed the screen), the whole feed again', () => {
    const pusher = createFeedPusher();
    const { cards } = kitchen();
    cards.put(card('100'));
    const feed = cards.feed('cozinha', header);
    expect(isFeedDelta(pusher.update(feed))).toBe(false);
    expect(pusher.update({ ...feed, screenName: 'Chapa' }, { whole: true })).toMatchObject({
      screenName: 'Chapa',
    });
    // Nothing changed since the last push: no empty delta on the same revision.
    expect(isFeedDelta(pusher.update(feed))).toBe(false);
  });
});
