import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createKeyedStore } from '../../../main/printing/journal/keyed-store';
import { createOrderStore } from '../../../main/printing/journal/order-store';
import { createSealer } from '../../../main/storage/sealed-json';
import { createMemoryLogger } from '../../support/logger';
import { fakeSafeStorage } from './fakes';
import { twoCategoryOrder } from './printing-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the stored copies of orders behind print jobs', () => {
  it('a copy another program holds is left for the next prune, logged; the others go; nothing is thrown', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyed-store-'));
    const log = createMemoryLogger();
    const sealer = createSealer({
      safeStorage: fakeSafeStorage(),
      log,
      plainField: 'entry',
      plainWarning: 'sem chave',
      undecryptable: 'ilegível',
    });
    const store = createOrderStore({ dir, log, sealer, now: () => Date.now() });
    const entry = (id: string) => ({
      order: { ...twoCategoryOrder(), id_pedido: id },
      categories: [],
      storeName: 'Loja',
    });
    store.put('101', entry('101'));
    store.put('102', entry('102'));
    expect(fs.readdirSync(dir).sort()).toHaveLength(2);
    const rmSync = fs.rmSync;
    const held = vi.spyOn(fs, 'rmSync').mockImplementation((file, opts) => {
      if (String(file).includes('101'))
        throw Object.assign(new Error('EBUSY: resource busy'), { code: 'EBUSY' });
      rmSync(file, opts);
    });
    expect(() => store.prune(new Set())).not.toThrow();
    expect(fs.readdirSync(dir)).toHaveLength(1);
    expect(log.lines.some((l) => l.includes('não pôde ser removido agora'))).toBe(true);
    held.mockRestore();
    store.prune(new Set());
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

describe('sealed copies: the version before, and the bounds', () => {
  const entry = (id: string) => ({
    order: { ...twoCategoryOrder(), id_pedido: id },
    categories: [],
    storeName: 'Loja',
  });

  function storeIn(
    dir: string,
    now = () => Date.now(),
    bounds: { maxAgeMs?: number; maxCopies?: number } = {},
  ) {
    const log = createMemoryLogger();
    const safeStorage = fakeSafeStorage();
    const sealer = createSealer({
      safeStorage,
      log,
      plainField: 'entry',
      plainWarning: 'sem chave',
      undecryptable: 'ilegível',
    });
    const store = createKeyedStore({
      dir,
      log,
      schema: z.object({
        order: z.object({ id_pedido: z.string() }).passthrough(),
        categories: z.array(z.unknown()),
        storeName: z.string(),
      }),
      keyOf: (e) => e.order.id_pedido,
      noun: 'Pedido',
      sealer,
      now,
      ...bounds,
    });
    return { store, log, safeStorage };
  }

  it('a plain-text copy left by the previous version is read, then rewritten sealed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyed-legacy-'));
    try {
      fs.writeFileSync(path.join(dir, '101.json'), JSON.stringify(entry('101')));
      const { store, safeStorage } = storeIn(dir);
      expect(store.get('101')?.order.id_pedido).toBe('101');
      const content = JSON.parse(fs.readFileSync(path.join(dir, '101.json'), 'utf8')) as {
        encoding: string;
        data: string;
      };
      expect(content.encoding).toBe('safeStorage');
      expect(fs.readFileSync(path.join(dir, '101.json'), 'utf8')).not.toContain('João');
      expect(JSON.parse(safeStorage.decryptString(Buffer.from(content.data, 'base64'))).order.id_pedido).toBe(
        '101',
      );
      // And a fresh store reads the sealed file.
      expect(storeIn(dir).store.get('101')?.storeName).toBe('Loja');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('no copy outlives the age bound or the count bound, even one a job still needs (logged)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyed-bounds-'));
    try {
      const now = Date.now();
      const { store, log } = storeIn(dir, () => now, { maxAgeMs: 60_000, maxCopies: 2 });
      for (const id of ['1', '2', '3', '4']) store.put(id, entry(id));
      // '1' is old; of the others, '2' is the oldest.
      const at = (id: string, ms: number) =>
        fs.utimesSync(path.join(dir, `${id}.json`), ms / 1000, ms / 1000);
      at('1', now - 120_000);
      at('2', now - 30_000);
      at('3', now - 20_000);
      at('4', now - 10_000);
      const dropped = store.prune(new Set(['1', '2', '3', '4']));
      expect(dropped.sort()).toEqual(['1', '2']);
      expect(fs.readdirSync(dir).sort()).toEqual(['3.json', '4.json']);
      expect(store.get('1')).toBeUndefined();
      expect(log.lines.some((l) => l.includes('removida(s) por idade ou limite'))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  it("a copy's age is counted on the store's own clock, the clock the bound is checked against", () => {
    // The week-long soak runs main a week ahead of the real date: a copy written a minute ago on
    // that clock was read as a week old by its file's real modification time, and every order
    // copy behind a waiting ticket went at the first prune (tickets lost from day 3).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyed-clock-'));
    try {
      let now = Date.now() + 7 * 24 * 3_600_000;
      const { store } = storeIn(dir, () => now, { maxAgeMs: 2 * 24 * 3_600_000 });
      store.put('1', entry('1'));
      now += 60_000;
      expect(store.prune(new Set(['1']), true)).toEqual([]);
      expect(fs.readdirSync(dir)).toEqual(['1.json']);
      now += 2 * 24 * 3_600_000;
      expect(store.prune(new Set(['1']), true)).toEqual(['1']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
