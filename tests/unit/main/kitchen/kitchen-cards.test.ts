// The kitchen screens' card store (issue 33 §3): bump, recall the last ten, open, acknowledge,
// revisions, the orders screen's 'opened' / 'ready', and a restart that loses and repeats nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KitchenCard, KitchenOrderProgress } from '../../../../shared/kitchen-screen/contract';
import { CARD_MESSAGES, cardKey, createKitchenCards } from '../../../../main/kitchen/cards';
import { createMemoryLogger } from '../../../support/logger';

let dir: string;
let clock: number;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kitchen-cards-'));
  clock = Date.UTC(2026, 11, 2, 15, 0);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const header = { screenName: 'Cozinha', ageAmberMin: 10, ageRedMin: 20 };

function open() {
  const progress: KitchenOrderProgress[] = [];
  const changed: string[] = [];
  const cards = createKitchenCards({
    file: path.join(dir, 'kitchen-cards.json'),
    log: createMemoryLogger(),
    now: () => clock,
    onProgress: (p) => progress.push(p),
    onScreenChange: (change) => changed.push(change.screenId),
  });
  return { cards, progress, changed };
}

function card(orderId: string, screenId = 'cozinha', patch: Partial<KitchenCard> = {}): KitchenCard {
  return {
    key: cardKey(orderId, screenId),
    orderId,
    screenId,
    stationNo: (Number(orderId) % 97) + 1,
    customerFirstName: 'João',
    mode: 'entrega',
    items: [{ qty: 1, name: 'Pizza Calabresa', linhas: ['Borda: Catupiry'] }],
    acceptedAt: clock,
    state: 'open',
    ...patch,
  };
}

describe('cards on a screen', () => {
  it('shows open cards oldest first, each change a higher revision', () => {
    const { cards, changed } = open();
    cards.put(card('101', 'cozinha', { acceptedAt: clock + 5 }));
    cards.put(card('100'));
    const feed = cards.feed('cozinha', header);
    expect(feed.cards.map((c) => c.orderId)).toEqual(['100', '101']);
    expect(feed.revision).toBe(2);
    expect(feed).toMatchObject({
      screenId: 'cozinha',
      screenName: 'Cozinha',
      ageAmberMin: 10,
      ageRedMin: 20,
    });
    expect(changed).toEqual(['cozinha', 'cozinha']);
  });

  it('a card delivered again (a send cut off by a crash) changes nothing and is not shown twice', () => {
    const { cards } = open();
    cards.put(card('100'));
    cards.command('cozinha', { type: 'bump', key: cardKey('100', 'cozinha') }, header);
    const before = cards.feed('cozinha', header);
    cards.put(card('100'));
    expect(cards.feed('cozinha', header)).toEqual(before);
    expect(before.cards).toEqual([]);
    expect(before.recent.map((c) => c.orderId)).toEqual(['100']);
  });

  it('bump takes a card off; recall brings back the newest, or a named one of the last ten', () => {
    const { cards } = open();
    for (let i = 0; i < 12; i++) {
      cards.put(card(`1${String(i).padStart(2, '0')}`));
      clock += 1000;
    }
    for (let i = 0; i < 12; i++) {
      cards.command(
        'cozinha',
        { type: 'bump', key: cardKey(`1${String(i).padStart(2, '0')}`, 'cozinha') },
        header,
      );
      clock += 1000;
    }
    const feed = cards.feed('cozinha', header);
    expect(feed.cards).toEqual([]);
    expect(feed.recent).toHaveLength(10);
    expect(feed.recent[0]?.orderId).toBe('111');
    const recalled = cards.command('cozinha', { type: 'recall' }, header);
    expect(recalled.ok && recalled.feed.cards.map((c) => c.orderId)).toEqual(['111']);
    expect(recalled.ok && recalled.feed.cards[0]?.state).toBe('open');
    // '100' and '101' fell out of the last ten: they cannot be recalled.
    expect(cards.command('cozinha', { type: 'recall', key: cardKey('100', 'cozinha') }, header)).toEqual({
      ok: false,
      error: CARD_MESSAGES.nothingToRecall,
    });
    expect(cards.command('cozinha', { type: 'recall', key: cardKey('105', 'cozinha') }, header).ok).toBe(
      true,
    );
  });

  it('refuses a card of another screen or an unknown one', () => {
    const { cards } = open();
    cards.put(card('100', 'bar'));
    expect(cards.command('cozinha', { type: 'bump', key: cardKey('100', 'bar') }, header)).toEqual({
      ok: false,
      error: CARD_MESSAGES.notFound,
    });
    expect(cards.command('cozinha', { type: 'open', key: 'x' }, header).ok).toBe(false);
  });

  it('a cancelled card stays, CANCELADO, until acknowledged; it cannot be bumped; then it is gone for good', () => {
    const { cards } = open();
    const key = cardKey('100', 'cozinha');
    cards.put(card('100'));
    cards.cancel(key, clock, 'Cliente desistiu');
    cards.cancel(key, clock + 1, 'de novo');
    const feed = cards.feed('cozinha', header);
    expect(feed.cards[0]).toMatchObject({
      state: 'cancelled',
      cancelReason: 'Cliente desistiu',
      cancelledAt: clock,
    });
    expect(cards.command('cozinha', { type: 'bump', key }, header)).toEqual({
      ok: false,
      error: CARD_MESSAGES.cancelled,
    });
    expect(cards.command('cozinha', { type: 'acknowledge', key }, header).ok).toBe(true);
    expect(cards.feed('cozinha', header).cards).toEqual([]);
    // The card's journal job delivered again after a restart: still gone.
    cards.put(card('100'));
    cards.cancel(key, clock, 'x');
    expect(cards.feed('cozinha', header).cards).toEqual([]);
  });

  it('acknowledge is only for a cancelled card', () => {
    const { cards } = open();
    cards.put(card('100'));
    expect(cards.command('cozinha', { type: 'acknowledge', key: cardKey('100', 'cozinha') }, header)).toEqual(
      {
        ok: false,
        error: CARD_MESSAGES.notCancelled,
      },
    );
  });

  it('a change shows ALTERADO with the difference and the new items', () => {
    const { cards } = open();
    const key = cardKey('100', 'cozinha');
    cards.put(card('100'));
    const items = [{ qty: 2, name: 'Pizza Calabresa', linhas: [] }];
    cards.change(key, { at: clock, added: [{ qty: 1, name: 'Pizza Calabresa' }], removed: [], items });
    const shown = cards.feed('cozinha', header).cards[0];
    expect(shown?.change).toEqual({ at: clock, added: [{ qty: 1, name: 'Pizza Calabresa' }], removed: [] });
    expect(shown?.items).toEqual(items);
  });
});

describe('the orders screen hears', () => {
  it("'opened' once, the first time any screen opens a card of the order", () => {
    const { cards, progress } = open();
    cards.put(card('100', 'cozinha'));
    cards.put(card('100', 'bar'));
    cards.command('cozinha', { type: 'open', key: cardKey('100', 'cozinha') }, header);
    const rev = cards.feed('cozinha', header).revision;
    cards.command('cozinha', { type: 'open', key: cardKey('100', 'cozinha') }, header);
    cards.command('bar', { type: 'open', key: cardKey('100', 'bar') }, header);
    expect(progress).toEqual([{ orderId: '100', state: 'opened', at: clock }]);
    expect(cards.feed('cozinha', header).revision).toBe(rev);
    expect(cards.feed('cozinha', header).cards[0]?.openedAt).toBe(clock);
  });

  it("'ready' once every screen that got the order bumped it", () => {
    const { cards, progress } = open();
    cards.put(card('100', 'cozinha'));
    cards.put(card('100', 'bar'));
    cards.command('cozinha', { type: 'bump', key: cardKey('100', 'cozinha') }, header);
    expect(progress).toEqual([]);
    clock += 60_000;
    cards.command('bar', { type: 'bump', key: cardKey('100', 'bar') }, header);
    expect(progress).toEqual([{ orderId: '100', state: 'ready', at: clock }]);
    cards.command('bar', { type: 'recall' }, header);
    cards.command('bar', { type: 'bump', key: cardKey('100', 'bar') }, header);
    expect(progress).toHaveLength(1);
    expect(cards.progress()).toEqual([{ orderId: '100', state: 'ready', at: clock }]);
  });
});

describe('a restart', () => {
  it('keeps the cards, their states, the revisions and the progress', () => {
    const first = open();
    first.cards.put(card('100'));
    first.cards.put(card('101'));
    first.cards.command('cozinha', { type: 'open', key: cardKey('100', 'cozinha') }, header);
    first.cards.command('cozinha', { type: 'bump', key: cardKey('101', 'cozinha') }, header);
    const before = first.cards.feed('cozinha', header);

    const again = open();
    expect(again.cards.feed('cozinha', header)).toEqual(before);
    expect(again.cards.progress()).toEqual(first.cards.progress());
    again.cards.put(card('102'));
    expect(again.cards.feed('cozinha', header).revision).toBeGreaterThan(before.revision);
  });

  it('drops cards older than two days, and starts empty from an unreadable file', () => {
    const first = open();
    first.cards.put(card('100'));
    clock += 3 * 24 * 60 * 60 * 1000;
    expect(open().cards.feed('cozinha', header).cards).toEqual([]);
    fs.writeFileSync(path.join(dir, 'kitchen-cards.json'), '{not json');
    expect(open().cards.feed('cozinha', header).cards).toEqual([]);
  });
});
