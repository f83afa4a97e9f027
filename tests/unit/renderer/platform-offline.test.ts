// Web mode's outbox and orders cache in IndexedDB (issue 19), against fake-indexeddb: a "reload"
// is a new store on the same database. The semantics are main's (tests/unit/main/offline-store).
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { localDay, OUTBOX_MAX_ENTRIES, OUTBOX_MAX_NOTICES, type OutboxEntry } from '../../../shared/offline';
import { createWebOffline, OFFLINE_DB_NAME } from '../../../renderer/src/platform/webOffline';
import { createWebPlatform } from '../../../renderer/src/platform/web';
import { ADMIN } from './helpers';
import { MORNING, NEXT_MORNING, newEntry, notice, ordersCache } from '../../support/offline';

const FULL = 'Muitas ações aguardando conexão. Aguarde a plataforma voltar.';
const NOT_KEPT = 'Este navegador não guarda ações sem conexão.';

function web(factory: IDBFactory | undefined, opts: { now?: number } = {}) {
  const warn = vi.fn();
  const offline = createWebOffline({ indexedDB: () => factory, warn, now: () => opts.now ?? MORNING });
  return { offline, warn };
}

const ids = (entries: OutboxEntry[]) => entries.map((e) => e.id);

/** Writes a record straight into the outbox store, as an older build (or a bad hand) would. */
async function putRaw(factory: IDBFactory, record: unknown): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(OFFLINE_DB_NAME);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction(['outbox'], 'readwrite');
    tx.objectStore('outbox').put(record);
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error);
  });
  db.close();
}

describe('the web outbox in IndexedDB', () => {
  it('keeps entries in pressing order with their state across a reload', async () => {
    const factory = new IDBFactory();
    const page = web(factory).offline;
    const close = newEntry(2, { action: { kind: 'store-open', open: false } });
    expect(await page.addToOutbox(newEntry(1))).toEqual({ ...newEntry(1), seq: 0, state: 'waiting' });
    expect((await page.addToOutbox(close)).seq).toBe(1);
    expect((await page.addToOutbox(newEntry(3))).seq).toBe(2);
    await page.markOutboxSending(newEntry(1).id);
    await page.removeFromOutbox(newEntry(3).id);

    const reloaded = web(factory);
    expect(await reloaded.offline.listOutbox()).toEqual([
      { ...newEntry(1), seq: 0, state: 'sending' },
      { ...close, seq: 1, state: 'waiting' },
    ]);
    expect(reloaded.warn).not.toHaveBeenCalled();
  });

  it("keeps a pickup order's changes: to and from PICKUP_READY, the longest status code", async () => {
    const page = web(new IDBFactory()).offline;
    const ready = newEntry(1, {
      action: { kind: 'status', idPedido: '48301', orderId: null, from: 'PA', to: 'PICKUP_READY' },
    });
    const delivered = newEntry(2, {
      action: { kind: 'status', idPedido: '48301', orderId: null, from: 'PICKUP_READY', to: 'PD' },
    });
    await page.addToOutbox(ready);
    await page.addToOutbox(delivered);
    expect((await page.listOutbox()).map((e) => e.action)).toEqual([ready.action, delivered.action]);
  });

  it('adding an id already kept answers the kept entry; unknown ids are ignored', async () => {
    const { offline } = web(new IDBFactory());
    const kept = await offline.addToOutbox(newEntry(1));
    await offline.markOutboxSending(kept.id);
    const again = await offline.addToOutbox({
      ...newEntry(1),
      pressedAt: new Date(MORNING + 9e4).toISOString(),
    });
    expect(again).toEqual({ ...kept, state: 'sending' });
    await offline.markOutboxSending('nao-existe');
    await offline.removeFromOutbox('nao-existe');
    expect(ids(await offline.listOutbox())).toEqual([kept.id]);
  });

  it('never reuses a seq after a reload, even once the outbox emptied', async () => {
    const factory = new IDBFactory();
    const page = web(factory).offline;
    await page.addToOutbox(newEntry(1));
    await page.addToOutbox(newEntry(2));
    await page.removeFromOutbox(newEntry(1).id);
    await page.removeFromOutbox(newEntry(2).id);
    expect((await web(factory).offline.addToOutbox(newEntry(3))).seq).toBe(2);
  });

  it('refuses a payload the contract does not know (an action that may never wait)', async () => {
    const { offline } = web(new IDBFactory());
    const cancel = { ...newEntry(1), action: { kind: 'cancel', idPedido: '1' } };
    await expect(offline.addToOutbox(cancel as never)).rejects.toThrow();
    expect(await offline.listOutbox()).toEqual([]);
  });

  it(`refuses more than ${OUTBOX_MAX_ENTRIES} waiting actions, in Portuguese`, async () => {
    const factory = new IDBFactory();
    const { offline } = web(factory);
    for (let n = 0; n < OUTBOX_MAX_ENTRIES; n += 1) await offline.addToOutbox(newEntry(n));
    await expect(offline.addToOutbox(newEntry(OUTBOX_MAX_ENTRIES))).rejects.toThrow(FULL);
    expect((await offline.addToOutbox(newEntry(7))).seq).toBe(7);
    await offline.removeFromOutbox(newEntry(0).id);
    expect((await offline.addToOutbox(newEntry(OUTBOX_MAX_ENTRIES))).seq).toBe(OUTBOX_MAX_ENTRIES);
    const reloaded = web(factory).offline;
    expect(await reloaded.listOutbox()).toHaveLength(OUTBOX_MAX_ENTRIES);
    await expect(reloaded.addToOutbox(newEntry(OUTBOX_MAX_ENTRIES + 1))).rejects.toThrow(FULL);
  }, 60_000);

  it('drops records that no longer parse, with a warning, and counts past them', async () => {
    const factory = new IDBFactory();
    await web(factory).offline.addToOutbox(newEntry(1));
    await putRaw(factory, { id: 'antigo', seq: 40, state: 'waiting', action: { kind: 'cancel' } });
    await putRaw(factory, { ...newEntry(2), seq: 5, state: 'waiting' });
    const reloaded = web(factory);
    expect(ids(await reloaded.offline.listOutbox())).toEqual([newEntry(1).id, newEntry(2).id]);
    expect(reloaded.warn).toHaveBeenCalledOnce();
    expect(reloaded.warn.mock.calls[0]![0]).toContain('1 registro(s) inválido(s) descartado(s)');
    // The next seq is past every kept one (5), never a seq already taken.
    expect((await reloaded.offline.addToOutbox(newEntry(3))).seq).toBe(6);
  });
});

describe('the notices of refused replays in IndexedDB', () => {
  it('survive a reload until dismissed; the same refusal told twice is one notice', async () => {
    const factory = new IDBFactory();
    const page = web(factory).offline;
    await page.addOutboxNotice(notice(2));
    await page.addOutboxNotice(notice(2, { message: 'outra' }));
    await page.addOutboxNotice(notice(1));
    const reloaded = web(factory).offline;
    // Oldest refusal first.
    expect(await reloaded.listOutboxNotices()).toEqual([notice(1), notice(2)]);
    await reloaded.dismissOutboxNotice(notice(1).id);
    await reloaded.dismissOutboxNotice('desconhecido');
    expect(await web(factory).offline.listOutboxNotices()).toEqual([notice(2)]);
  });

  it('are for their day only, and a notice the contract does not read is refused', async () => {
    const factory = new IDBFactory();
    await web(factory).offline.addOutboxNotice(notice(1));
    await expect(web(factory).offline.addOutboxNotice({ ...notice(2), idPedido: '' })).rejects.toThrow();
    expect(await web(factory, { now: NEXT_MORNING }).offline.listOutboxNotices()).toEqual([]);
    // Deleted, not only hidden: the same day again finds nothing.
    expect(await web(factory).offline.listOutboxNotices()).toEqual([]);
  });

  it(`keep at most ${OUTBOX_MAX_NOTICES}: the oldest makes room`, async () => {
    const page = web(new IDBFactory()).offline;
    for (let n = 1; n <= OUTBOX_MAX_NOTICES + 1; n += 1) await page.addOutboxNotice(notice(n));
    const kept = await page.listOutboxNotices();
    expect(kept).toHaveLength(OUTBOX_MAX_NOTICES);
    expect(kept[0]).toEqual(notice(2));
  });

  it('a database from before notices were kept opens with its outbox and keeps them from then on', async () => {
    const factory = new IDBFactory();
    const v1 = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(OFFLINE_DB_NAME, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore('outbox', { keyPath: 'id' });
        request.result.createObjectStore('cache');
        request.result.createObjectStore('meta');
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    v1.close();
    await putRaw(factory, { ...newEntry(1), seq: 0, state: 'waiting' });
    const page = web(factory).offline;
    expect(ids(await page.listOutbox())).toEqual([newEntry(1).id]);
    await page.addOutboxNotice(notice(1));
    expect(await web(factory).offline.listOutboxNotices()).toEqual([notice(1)]);
  });
});

describe('the web orders cache in IndexedDB', () => {
  it("reads back today's snapshot of this store after a reload, none for another store or day", async () => {
    const factory = new IDBFactory();
    await web(factory).offline.saveOrdersCache(ordersCache());
    const reloaded = web(factory).offline;
    expect(await reloaded.loadOrdersCache('42')).toEqual(ordersCache());
    expect(await reloaded.loadOrdersCache('43')).toBeNull();
    expect(await web(factory, { now: NEXT_MORNING }).offline.loadOrdersCache('42')).toBeNull();
  });

  it('clearOrdersCache forgets it; a snapshot that does not parse reads as none', async () => {
    const factory = new IDBFactory();
    const { offline, warn } = web(factory);
    expect(await offline.loadOrdersCache('42')).toBeNull();
    await offline.saveOrdersCache(ordersCache());
    await offline.clearOrdersCache();
    expect(await web(factory).offline.loadOrdersCache('42')).toBeNull();
    await expect(offline.saveOrdersCache({ ...ordersCache(), day: 'hoje' })).rejects.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the web platform', () => {
  it("logging out forgets the day's orders, keeps the outbox", async () => {
    const factory = new IDBFactory();
    Object.defineProperty(window, 'indexedDB', { value: factory, configurable: true });
    try {
      const platform = createWebPlatform(window);
      await platform.session.save(ADMIN);
      await platform.offline.addToOutbox(newEntry(1));
      const cache = ordersCache({ day: localDay(new Date()) });
      await platform.offline.saveOrdersCache(cache);
      expect(await platform.offline.loadOrdersCache('42')).toEqual(cache);
      await platform.session.clear();
      const reloaded = createWebPlatform(window);
      expect(await reloaded.offline.loadOrdersCache('42')).toBeNull();
      expect(ids(await reloaded.offline.listOutbox())).toEqual([newEntry(1).id]);
    } finally {
      Reflect.deleteProperty(window, 'indexedDB');
    }
  });
});

describe('without IndexedDB (issue 36 §2: nothing may wait)', () => {
  it('keeps no action and says so; the notices and the cache live in memory, said once in the console', async () => {
    const { offline, warn } = web(undefined);
    expect(await offline.keepsOutbox!()).toBe(false);
    await expect(offline.addToOutbox(newEntry(1))).rejects.toThrow(NOT_KEPT);
    expect(await offline.listOutbox()).toEqual([]);
    await offline.markOutboxSending(newEntry(1).id);
    await offline.removeFromOutbox(newEntry(1).id);
    await offline.saveOrdersCache(ordersCache());
    expect(await offline.loadOrdersCache('42')).toEqual(ordersCache());
    await offline.clearOrdersCache();
    expect(await offline.loadOrdersCache('42')).toBeNull();
    await offline.addOutboxNotice(notice(1));
    await offline.addOutboxNotice(notice(2));
    await offline.dismissOutboxNotice(notice(1).id);
    expect(await offline.listOutboxNotices()).toEqual([notice(2)]);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toContain('IndexedDB indisponível');
  });

  it('a browser that refuses to open the database (private mode) refuses the same way', async () => {
    const refusing = {
      open: () => {
        throw new DOMException(
          'A mutation operation was attempted on a database that did not allow mutations.',
          'InvalidStateError',
        );
      },
    } as unknown as IDBFactory;
    const { offline, warn } = web(refusing);
    await expect(offline.addToOutbox(newEntry(1))).rejects.toThrow(NOT_KEPT);
    expect(await offline.listOutbox()).toEqual([]);
    expect(await offline.keepsOutbox!()).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a database that opens keeps the outbox', async () => {
    const { offline } = web(new IDBFactory());
    expect(await offline.keepsOutbox!()).toBe(true);
  });

  it('a write refused for lack of room (quota) refuses that action and every later one, keeping what was kept', async () => {
    const factory = new IDBFactory();
    const { offline, warn } = web(factory);
    await offline.addToOutbox(newEntry(1));
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      await expect(offline.addToOutbox(newEntry(2))).rejects.toThrow(NOT_KEPT);
    } finally {
      put.mockRestore();
    }
    expect(await offline.keepsOutbox!()).toBe(false);
    await expect(offline.addToOutbox(newEntry(3))).rejects.toThrow(NOT_KEPT);
    expect(ids(await offline.listOutbox())).toEqual([newEntry(1).id]);
    expect(warn.mock.calls.at(-1)![0]).toContain('Sem espaço no navegador');
  });
});
