// Web mode keeps the store pause in IndexedDB (issue 34 §1): a reload (a new page over the same
// database) finds it; a record that no longer parses reads as none, with a warning.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { createWebPause } from '../../../renderer/src/platform/webPause';
import type { PauseRecord } from '../../../shared/store-pause/pause';

const record: PauseRecord = {
  busy: null,
  pause: {
    store: '7',
    startedAt: 1000,
    endsAt: 901_000,
    length: '15',
    reason: 'Outro',
    by: 'Ana',
    hours: null,
  },
  closedNotice: true,
  log: [{ at: 1000, kind: 'pause', by: 'Ana', why: 'Pausa de 15 min até 20:15: Outro' }],
};

describe('web pause keeping', () => {
  it('survives a reload and logs who and why', async () => {
    const idb = new IDBFactory();
    const info = vi.fn();
    await createWebPause({ indexedDB: () => idb, info }).saveStorePause(record);
    expect(info).toHaveBeenCalledWith(
      '[pausa] pause: Pausa de 15 min até 20:15: Outro',
      expect.objectContaining({ por: 'Ana' }),
    );
    expect(await createWebPause({ indexedDB: () => idb }).getStorePause()).toEqual(record);
  });

  it('refuses to keep a bad record and reads a broken one as none', async () => {
    const idb = new IDBFactory();
    const warn = vi.fn();
    const web = createWebPause({ indexedDB: () => idb, warn });
    await expect(
      web.saveStorePause({ ...record, closedNotice: 'x' } as unknown as PauseRecord),
    ).rejects.toThrow();
    expect(await web.getStorePause()).toEqual({ pause: null, busy: null, closedNotice: true, log: [] });
    const db = await new Promise<IDBDatabase>((resolve) => {
      const r = idb.open('cash-desk-pause', 1);
      r.onsuccess = () => resolve(r.result);
    });
    await new Promise<void>((resolve) => {
      const tx = db.transaction('pause', 'readwrite');
      tx.objectStore('pause').put({ pause: 'broken' }, 'record');
      tx.oncomplete = () => resolve();
    });
    expect(await web.getStorePause()).toEqual({ pause: null, busy: null, closedNotice: true, log: [] });
    expect(warn).toHaveBeenCalled();
  });

  it('works in memory without IndexedDB', async () => {
    const web = createWebPause({ indexedDB: () => undefined, warn: () => undefined, info: () => undefined });
    await web.saveStorePause(record);
    expect(await web.getStorePause()).toEqual(record);
  });
});
