import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOrderStore } from '../../../main/printing/journal/order-store';
import { createMemoryLogger } from '../../support/logger';
import { twoCategoryOrder } from './printing-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the stored copies of orders behind print jobs', () => {
  it('a copy another program holds is left for the next prune, logged; the others go; nothing is thrown', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyed-store-'));
    const log = createMemoryLogger();
    const store = createOrderStore(dir, log);
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
