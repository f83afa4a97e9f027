// The kitchen cards on disk (main/kitchen/card-store.ts, through main/kitchen/cards.ts): a change
// appends one line instead of rewriting the file; a crash between writes (a torn line, a
// compaction cut short at any step) loses no card and shows none twice; compaction folds the log.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KitchenCard } from '../../../../shared/kitchen-screen/contract';
import { cardKey, createKitchenCards, type KitchenCards } from '../../../../main/kitchen/cards';
import { openAppendLog } from '../../../../main/storage/append-log';
import { createMemoryLogger } from '../../../support/logger';

let dir: string;
let clock: number;
const opened: KitchenCards[] = [];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kitchen-store-'));
  clock = Date.UTC(2026, 11, 2, 15, 0);
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

const header = { screenName: 'Cozinha', ageAmberMin: 10, ageRedMin: 20 };
const file = () => path.join(dir, 'kitchen-cards.json');
const logFile = () => `${file()}.log`;
const lines = (f: string) =>
  fs.existsSync(f)
    ? fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .filter((l) => l !== '')
    : [];

function open(compactMinLines?: number) {
  const log = createMemoryLogger();
  const cards = createKitchenCards({
    file: file(),
    log,
    now: () => clock,
    ...(compactMinLines === undefined ? {} : { compactMinLines }),
  });
  opened.push(cards);
  return { cards, log };
}

const card = (orderId: string): KitchenCard => ({
  key: cardKey(orderId, 'cozinha'),
  orderId,
  screenId: 'cozinha',
  customerFirstName: 'Ana',
  mode: 'retirada',
  items: [{ qty: 2, name: 'X-Burguer', linhas: [] }],
  acceptedAt: clock,
  state: 'open',
});

const shown = (cards: KitchenCards) => cards.feed('cozinha', header);

describe('the card store on disk', () => {
  it('a change appends one line and leaves the snapshot as it was', async () => {
    const { cards } = open();
    for (let i = 0; i < 20; i++) cards.put(card(String(100 + i)));
    cards.command('cozinha', { type: 'bump', key: cardKey('100', 'cozinha') }, header);
    await cards.stored();
    expect(fs.existsSync(file())).toBe(false);
    expect(lines(logFile())).toHaveLength(21);
    expect(JSON.parse(lines(logFile())[20] ?? '')).toMatchObject({
      rev: 21,
      card: { orderId: '100', state: 'bumped' },
    });
  });

  it('a crash right after a change (no close) keeps it: the next start shows the same screen', () => {
    const first = open();
    first.cards.put(card('100'));
    first.cards.put(card('101'));
    first.cards.command('cozinha', { type: 'bump', key: cardKey('101', 'cozinha') }, header);
    const before = shown(first.cards);
    const again = open();
    expect(shown(again.cards)).toEqual(before);
  });

  it('a line torn by a power cut is ignored; the changes before it stay', () => {
    const first = open();
    first.cards.put(card('100'));
    first.cards.put(card('101'));
    const before = shown(first.cards);
    fs.appendFileSync(logFile(), '{"rev":3,"card":{"key":"102:coz');
    const again = open();
    expect(shown(again.cards).cards.map((c) => c.orderId)).toEqual(['100', '101']);
    expect(shown(again.cards).revision).toBe(before.revision);
    expect(again.log.has('warn', 'incompleta')).toBe(true);
    // The next line starts on a line of its own, and is read back.
    again.cards.put(card('103'));
    expect(shown(open().cards).cards.map((c) => c.orderId)).toEqual(['100', '101', '103']);
  });

  it('compaction folds the log into the snapshot; a restart shows the same cards, none twice', async () => {
    const { cards } = open(10);
    for (let i = 0; i < 25; i++) {
      clock += 1000;
      cards.put(card(String(100 + i)));
      if (i % 2 === 0)
        cards.command('cozinha', { type: 'bump', key: cardKey(String(100 + i), 'cozinha') }, header);
      await cards.stored();
    }
    await cards.close();
    // 38 changes: the log holds only those since the last compaction.
    expect(lines(logFile()).length).toBeLessThan(38);
    expect(fs.existsSync(`${file()}.log.old`)).toBe(false);
    const snapshot = JSON.parse(fs.readFileSync(file(), 'utf8')) as { cards: unknown[]; revision: number };
    expect(snapshot.cards.length).toBeGreaterThan(10);
    const again = open();
    expect(shown(again.cards)).toEqual(shown(cards));
    expect(shown(again.cards).cards.map((c) => c.orderId)).toEqual(
      Array.from({ length: 12 }, (_, i) => String(101 + 2 * i)),
    );
  });

  it('a compaction cut short at any step (rotated log left, snapshot old or already new) loses and repeats nothing', async () => {
    const first = open();
    first.cards.put(card('100'));
    first.cards.put(card('101'));
    await first.cards.close();
    const before = shown(first.cards);
    // Cut after the rotation, before the snapshot: the old snapshot (none) and the rotated log.
    fs.renameSync(logFile(), `${file()}.log.old`);
    const rotatedOnly = open();
    expect(shown(rotatedOnly.cards)).toEqual(before);
    // A change then goes to a new log; cut again after the snapshot's rename, before the rotated
    // log's removal: the snapshot and the rotated log hold the same cards.
    rotatedOnly.cards.command('cozinha', { type: 'bump', key: cardKey('100', 'cozinha') }, header);
    const after = shown(rotatedOnly.cards);
    await rotatedOnly.cards.close();
    fs.writeFileSync(
      file(),
      JSON.stringify({
        version: 1,
        revision: after.revision,
        screens: { cozinha: after.revision },
        cards: [...after.cards, ...after.recent],
        progress: [],
      }),
    );
    const log = openAppendLog(`${file()}.log.old`);
    log.append(lines(logFile()).join('\n'));
    await log.close();
    const both = open();
    expect(shown(both.cards)).toEqual(after);
    expect(shown(both.cards).recent.map((c) => c.orderId)).toEqual(['100']);
  });

  it('a delivery is stored (stored() resolves) once its line is on the disk', async () => {
    const { cards } = open();
    cards.put(card('100'));
    let done = false;
    const stored = cards.stored().then(() => (done = true));
    expect(done).toBe(false);
    await stored;
    expect(lines(logFile())).toHaveLength(1);
  });

  it('a change the disk refused is written by the compaction it asks for at once, not a minute later', async () => {
    const { cards, log } = open();
    cards.put(card('100'));
    const write = vi.spyOn(fs, 'writeSync').mockImplementationOnce(() => {
      throw Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' });
    });
    cards.put(card('101'));
    write.mockRestore();
    expect(log.has('error', 'Não foi possível gravar os cartões da cozinha')).toBe(true);
    await cards.close();
    expect(shown(open().cards).cards.map((c) => c.orderId)).toEqual(['100', '101']);
  });

  it('reads the file the version before wrote (the whole snapshot, no log) as is', () => {
    const old = { ...card('100'), state: 'bumped' as const, bumpedAt: clock };
    fs.writeFileSync(
      file(),
      JSON.stringify({
        version: 1,
        revision: 7,
        screens: { cozinha: 7 },
        cards: [card('101'), old],
        progress: [{ orderId: '100', state: 'ready', at: clock }],
      }),
    );
    const { cards } = open();
    expect(shown(cards)).toMatchObject({
      revision: 7,
      cards: [{ orderId: '101' }],
      recent: [{ orderId: '100' }],
    });
    expect(cards.progress()).toEqual([{ orderId: '100', state: 'ready', at: clock }]);
  });
});
