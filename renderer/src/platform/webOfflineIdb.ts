/**
 * Web mode's outbox and orders cache kept in IndexedDB (webOffline.ts is the bridge member over
 * it). Semantics are main's (main/offline): an id already kept answers the kept entry, at most
 * OUTBOX_MAX_ENTRIES wait, a record that no longer parses is dropped with a warning.
 */
import {
  OUTBOX_FULL_MESSAGE,
  OUTBOX_MAX_ENTRIES,
  outboxEntrySchema,
  outboxNoticeSchema,
  type OrdersCache,
  type OutboxEntry,
  type OutboxNotice,
} from '../../../shared/offline';
import { onSuccess, transact } from './idb';
import { OFFLINE_STORE as STORE } from './offlineDb';

const ORDERS_KEY = 'orders';
const NEXT_SEQ_KEY = 'nextSeq';

/** The outbox and cache operations, once validated: IndexedDB or memory. */
export interface Backend {
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

export const bySeq = (a: OutboxEntry, b: OutboxEntry) => a.seq - b.seq;

export function outboxFull(): Error {
  return new Error(OUTBOX_FULL_MESSAGE);
}

/** Drops records that no longer parse and sets the next seq past every kept one. */
export function tidy(db: IDBDatabase, warn: (message: string) => void): Promise<void> {
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

export function indexedDbBackend(db: IDBDatabase): Backend {
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
