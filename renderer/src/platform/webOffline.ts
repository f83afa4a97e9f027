/**
 * Web mode's outbox and orders cache (issue 19): IndexedDB, one database with the outbox (by id),
 * the notices of refused replays (by id), the cache (the day's last known orders) and `meta` (the next `seq`, so a seq is never reused
 * after the outbox empties or the page reloads). Every write resolves on its transaction's
 * `complete`, asked with strict durability, so the screen says 'Aguardando conexão' only for an
 * action the browser has kept. The semantics are main's (main/offline): an id already kept
 * answers the kept entry, at most OUTBOX_MAX_ENTRIES wait, a record that no longer parses is
 * dropped with a warning.
 *
 * Where IndexedDB is missing or refuses to open (private windows of some browsers, storage
 * disabled), or refuses an outbox write for lack of room (quota), the outbox keeps nothing: an add
 * rejects with OUTBOX_NOT_KEPT_MESSAGE and `keepsOutbox` answers false, so the desk says so and
 * lets nothing wait (issue 36 §2) rather than showing 'Aguardando conexão' for what a reload would
 * lose. The notices and the orders cache, which promise nothing past the page, live in memory then.
 */
import {
  OUTBOX_FULL_MESSAGE,
  OUTBOX_NOT_KEPT_MESSAGE,
  OUTBOX_MAX_ENTRIES,
  OUTBOX_MAX_NOTICES,
  localDay,
  newOutboxEntrySchema,
  ordersCacheSchema,
  outboxEntrySchema,
  outboxNoticeSchema,
  type OfflineBridge,
  type OutboxKeeping,
  type OrdersCache,
  type OutboxEntry,
  type OutboxNotice,
} from '../../../shared/offline';

export const OFFLINE_DB_NAME = 'cash-desk-offline';
// 2: the notices store.
const DB_VERSION = 2;
/** The object stores. */
const STORE = { outbox: 'outbox', notices: 'notices', cache: 'cache', meta: 'meta' } as const;
const ORDERS_KEY = 'orders';
const NEXT_SEQ_KEY = 'nextSeq';

/** main's message (main/offline/outbox-store.ts), so both hosts refuse alike. */

export interface WebOfflineDeps {
  /** `window.indexedDB`, read when first needed (reading it may throw where storage is off). */
  indexedDB(): IDBFactory | undefined;
  /** The clock (ms): which day the cache is for. */
  now?(): number;
  warn?(message: string, detail?: unknown): void;
  dbName?: string;
}

/** The outbox and cache operations, once validated: IndexedDB or memory. */
interface Backend {
  list(): Promise<OutboxEntry[]>;
  add(entry: Omit<OutboxEntry, 'seq' | 'state'>): Promise<OutboxEntry>;
  markSending(id: string): Promise<void>;
  remove(id: string): Promise<void>;
  /** Every notice kept (the day is the caller's); those that no longer parse left out. */
  listNotices(): Promise<OutboxNotice[]>;
  /** Keeps it unless its id is; `drop` (the oldest beyond the limit) goes in the same write. */
  addNotice(notice: OutboxNotice, drop: readonly string[]): Promise<void>;
  removeNotices(ids: readonly string[]): Promise<void>;
  loadCache(): Promise<unknown>;
  saveCache(cache: OrdersCache): Promise<void>;
  clearCache(): Promise<void>;
}

const bySeq = (a: OutboxEntry, b: OutboxEntry) => a.seq - b.seq;
const byRefusal = (a: OutboxNotice, b: OutboxNotice) => Date.parse(a.refusedAt) - Date.parse(b.refusedAt);

function outboxFull(): Error {
  return new Error(OUTBOX_FULL_MESSAGE);
}

function notKept(): Error {
  return new Error(OUTBOX_NOT_KEPT_MESSAGE);
}

/** The browser ran out of room for this origin (the DOMException's name, however it surfaced). */
function isQuota(error: unknown): boolean {
  // By name: a DOMException is not an Error in every realm.
  return (
    typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'QuotaExceededError'
  );
}

// ---------------------------------------------------------------- IndexedDB

function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE.outbox)) db.createObjectStore(STORE.outbox, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(STORE.notices))
        db.createObjectStore(STORE.notices, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(STORE.cache)) db.createObjectStore(STORE.cache);
      if (!db.objectStoreNames.contains(STORE.meta)) db.createObjectStore(STORE.meta);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB não abriu'));
  });
}

type Body<T> = (
  stores: (name: string) => IDBObjectStore,
  done: (value: T) => void,
  fail: (e: Error) => void,
) => void;

/**
 * One transaction, settled on `complete` (the write is kept) or `abort`. The body chains its
 * requests with callbacks: awaiting between them would let the transaction commit early.
 */
function transact<T>(db: IDBDatabase, names: string[], mode: IDBTransactionMode, body: Body<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let result: T | undefined;
    let failure: Error | undefined;
    let tx: IDBTransaction;
    try {
      tx = db.transaction(names, mode, { durability: 'strict' });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    tx.oncomplete = () => (failure ? reject(failure) : resolve(result as T));
    tx.onabort = () => reject(failure ?? tx.error ?? new Error('IndexedDB: transação abortada'));
    body(
      (name) => tx.objectStore(name),
      (value) => {
        result = value;
      },
      (error) => {
        failure = error;
        tx.abort();
      },
    );
  });
}

function onSuccess<T>(request: IDBRequest<T>, then: (value: T) => void): void {
  request.onsuccess = () => then(request.result);
}

/** Drops records that no longer parse and sets the next seq past every kept one. */
function tidy(db: IDBDatabase, warn: (message: string) => void): Promise<void> {
  return transact<void>(db, [STORE.outbox, STORE.meta], 'readwrite', (store) => {
    let dropped = 0;
    let next = 0;
    const cursor = store(STORE.outbox).openCursor();
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (at) {
        const parsed = outboxEntrySchema.safeParse(at.value);
        if (parsed.success) next = Math.max(next, parsed.data.seq + 1);
        else {
          dropped += 1;
          at.delete();
        }
        at.continue();
        return;
      }
      if (dropped > 0) warn(`Ações aguardando conexão: ${dropped} registro(s) inválido(s) descartado(s)`);
      onSuccess(store(STORE.meta).get(NEXT_SEQ_KEY), (kept: unknown) => {
        const known = typeof kept === 'number' && Number.isInteger(kept) && kept >= 0 ? kept : 0;
        store(STORE.meta).put(Math.max(known, next), NEXT_SEQ_KEY);
      });
    };
  });
}

function indexedDbBackend(db: IDBDatabase): Backend {
  return {
    list: () =>
      transact<OutboxEntry[]>(db, [STORE.outbox], 'readonly', (store, done) => {
        onSuccess(store(STORE.outbox).getAll(), (records: unknown[]) => {
          done(
            records
              .map((r) => outboxEntrySchema.safeParse(r))
              .flatMap((p) => (p.success ? [p.data] : []))
              .sort(bySeq),
          );
        });
      }),

    add: (entry) =>
      transact<OutboxEntry>(db, [STORE.outbox, STORE.meta], 'readwrite', (store, done, fail) => {
        onSuccess(store(STORE.outbox).get(entry.id), (existing: unknown) => {
          const kept = outboxEntrySchema.safeParse(existing);
          if (kept.success) return done(kept.data);
          onSuccess(store(STORE.outbox).count(), (count) => {
            if (count >= OUTBOX_MAX_ENTRIES) return fail(outboxFull());
            onSuccess(store(STORE.meta).get(NEXT_SEQ_KEY), (next: unknown) => {
              const seq = typeof next === 'number' ? next : 0;
              const stored: OutboxEntry = { ...entry, seq, state: 'waiting' };
              // A browser may refuse the write at once (quota) or by aborting the transaction
              // (tx.error): either way the add rejects with the browser's own error.
              try {
                store(STORE.outbox).put(stored);
                store(STORE.meta).put(seq + 1, NEXT_SEQ_KEY);
              } catch (error) {
                return fail(error as Error);
              }
              done(stored);
            });
          });
        });
      }),

    markSending: (id) =>
      transact<void>(db, [STORE.outbox], 'readwrite', (store) => {
        onSuccess(store(STORE.outbox).get(id), (existing: unknown) => {
          const kept = outboxEntrySchema.safeParse(existing);
          if (!kept.success || kept.data.state === 'sending') return;
          store(STORE.outbox).put({ ...kept.data, state: 'sending' });
        });
      }),

    remove: (id) =>
      transact<void>(db, [STORE.outbox], 'readwrite', (store) => {
        store(STORE.outbox).delete(id);
      }),

    listNotices: () =>
      transact<OutboxNotice[]>(db, [STORE.notices], 'readonly', (store, done) => {
        onSuccess(store(STORE.notices).getAll(), (records: unknown[]) => {
          done(
            records.map((r) => outboxNoticeSchema.safeParse(r)).flatMap((p) => (p.success ? [p.data] : [])),
          );
        });
      }),

    addNotice: (notice, drop) =>
      transact<void>(db, [STORE.notices], 'readwrite', (store) => {
        onSuccess(store(STORE.notices).count(notice.id), (count) => {
          if (count > 0) return;
          for (const id of drop) store(STORE.notices).delete(id);
          store(STORE.notices).put(notice);
        });
      }),

    removeNotices: (ids) =>
      transact<void>(db, [STORE.notices], 'readwrite', (store) => {
        for (const id of ids) store(STORE.notices).delete(id);
      }),

    loadCache: () =>
      transact<unknown>(db, [STORE.cache], 'readonly', (store, done) => {
        onSuccess(store(STORE.cache).get(ORDERS_KEY), (value: unknown) => done(value ?? null));
      }),

    saveCache: (cache) =>
      transact<void>(db, [STORE.cache], 'readwrite', (store) => {
        store(STORE.cache).put(cache, ORDERS_KEY);
      }),

    clearCache: () =>
      transact<void>(db, [STORE.cache], 'readwrite', (store) => {
        store(STORE.cache).delete(ORDERS_KEY);
      }),
  };
}

// ---------------------------------------------------------------- memory

function memoryBackend(): Backend {
  const outbox = new Map<string, OutboxEntry>();
  let nextSeq = 0;
  const notices = new Map<string, OutboxNotice>();
  let cache: OrdersCache | null = null;
  return {
    list: async () => [...outbox.values()].sort(bySeq).map((e) => structuredClone(e)),
    add: async (entry) => {
      const existing = outbox.get(entry.id);
      if (existing) return structuredClone(existing);
      if (outbox.size >= OUTBOX_MAX_ENTRIES) throw outboxFull();
      const stored: OutboxEntry = { ...entry, seq: nextSeq, state: 'waiting' };
      nextSeq += 1;
      outbox.set(stored.id, stored);
      return structuredClone(stored);
    },
    markSending: async (id) => {
      const entry = outbox.get(id);
      if (entry) outbox.set(id, { ...entry, state: 'sending' });
    },
    remove: async (id) => {
      outbox.delete(id);
    },
    listNotices: async () => [...notices.values()].map((n) => structuredClone(n)),
    addNotice: async (notice, drop) => {
      if (notices.has(notice.id)) return;
      for (const id of drop) notices.delete(id);
      notices.set(notice.id, structuredClone(notice));
    },
    removeNotices: async (ids) => {
      for (const id of ids) notices.delete(id);
    },
    loadCache: async () => structuredClone(cache),
    saveCache: async (next) => {
      cache = structuredClone(next);
    },
    clearCache: async () => {
      cache = null;
    },
  };
}

/** Storage refused: the outbox keeps nothing (and so lists nothing); the rest in memory. */
function refusedBackend(): Backend {
  return {
    ...memoryBackend(),
    list: async () => [],
    add: async () => {
      throw notKept();
    },
  };
}

// ---------------------------------------------------------------- the bridge member

export function createWebOffline(deps: WebOfflineDeps): OfflineBridge & OutboxKeeping {
  // Web mode has no log file: the console is what support sees.
  const warn = deps.warn ?? ((message: string, detail?: unknown) => console.warn(message, detail ?? ''));
  const now = deps.now ?? Date.now;
  let backend: Promise<Backend> | undefined;
  /** The browser's storage refused the outbox (at open, or a write for lack of room). */
  let refused = false;

  const open = (): Promise<Backend> =>
    (backend ??= (async () => {
      try {
        const factory = deps.indexedDB();
        if (!factory) throw new Error('IndexedDB ausente');
        const db = await openDatabase(factory, deps.dbName ?? OFFLINE_DB_NAME);
        await tidy(db, warn);
        return indexedDbBackend(db);
      } catch (error) {
        warn(
          'IndexedDB indisponível: nenhuma ação fica aguardando conexão; os últimos pedidos ficam só nesta página',
          error,
        );
        refused = true;
        return refusedBackend();
      }
    })());

  const today = () => localDay(new Date(now()));
  /** Today's notices, oldest first; an earlier day's are deleted on the way (the desk's rule). */
  async function todaysNotices(db: Backend): Promise<OutboxNotice[]> {
    const all = await db.listNotices();
    const stale = all.filter((n) => localDay(new Date(n.refusedAt)) !== today()).map((n) => n.id);
    if (stale.length > 0) await db.removeNotices(stale);
    return all.filter((n) => !stale.includes(n.id)).sort(byRefusal);
  }

  return {
    listOutbox: async () => (await open()).list(),
    async keepsOutbox() {
      await open();
      return !refused;
    },
    async addToOutbox(entry) {
      const valid = newOutboxEntrySchema.parse(entry);
      const db = await open();
      // Refused once, for the page's life: the banner and the refusals stay consistent.
      if (refused) throw notKept();
      try {
        return await db.add(valid);
      } catch (error) {
        if (!isQuota(error)) throw error;
        warn('Sem espaço no navegador: nenhuma ação fica aguardando conexão', error);
        refused = true;
        throw notKept();
      }
    },
    markOutboxSending: async (id) => (await open()).markSending(id),
    removeFromOutbox: async (id) => (await open()).remove(id),
    listOutboxNotices: async () => todaysNotices(await open()),
    async addOutboxNotice(notice) {
      const valid = outboxNoticeSchema.parse(notice);
      const db = await open();
      const kept = await todaysNotices(db);
      // Beyond the limit the oldest make room (they have been on screen longest).
      const excess = kept.length - OUTBOX_MAX_NOTICES + 1;
      const drop = excess > 0 ? kept.slice(0, excess).map((n) => n.id) : [];
      return db.addNotice(valid, drop);
    },
    dismissOutboxNotice: async (id) => (await open()).removeNotices([id]),
    async loadOrdersCache(storeId) {
      const raw = await (await open()).loadCache();
      if (raw === null) return null;
      const parsed = ordersCacheSchema.safeParse(raw);
      if (!parsed.success) {
        warn('Últimos pedidos conhecidos não conferem com o formato atual; ignorados');
        return null;
      }
      const cache = parsed.data;
      return cache.storeId === storeId && cache.day === localDay(new Date(now())) ? cache : null;
    },
    async saveOrdersCache(cache) {
      const valid = ordersCacheSchema.parse(cache);
      return (await open()).saveCache(valid);
    },
    clearOrdersCache: async () => (await open()).clearCache(),
  };
}
