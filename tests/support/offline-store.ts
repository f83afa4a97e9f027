/**
 * An in-memory OfflineBridge (shared/offline.ts) for tests: the outbox and the orders cache as
 * the desktop and web stores keep them, with levers a test needs: `hold()` keeps the next writes
 * pending until released (to prove the screen waits for durability), `log` records every write
 * in order, and the same instance handed to a second engine is a restart on the same disk.
 */
import {
  OUTBOX_MAX_ENTRIES,
  localDay,
  type NewOutboxEntry,
  type OfflineBridge,
  type OrdersCache,
  type OutboxEntry,
  type OutboxNotice,
} from '../../shared/offline';

export interface MemoryOfflineStore extends OfflineBridge {
  /** What is kept, in `seq` order (a copy). */
  kept(): OutboxEntry[];
  /**
   * Writes in the order they were made: 'add:<id>', 'sending:<id>', 'remove:<id>', 'notice:<id>',
   * 'dismiss:<id>'.
   */
  log: string[];
  /** Holds every write from now on until the returned release is called. */
  hold(): () => void;
  /** The next write rejects with this error (a full disk). */
  failNextWrite(error?: Error): void;
}

export function createMemoryOfflineStore(initial: OutboxEntry[] = []): MemoryOfflineStore {
  const entries = new Map<string, OutboxEntry>(initial.map((e) => [e.id, { ...e }]));
  let seq = initial.reduce((m, e) => Math.max(m, e.seq + 1), 0);
  const notices = new Map<string, OutboxNotice>();
  let cache: OrdersCache | null = null;
  let gate: Promise<void> | null = null;
  let failure: Error | null = null;
  const log: string[] = [];

  async function write<T>(label: string, apply: () => T): Promise<T> {
    if (gate) await gate;
    if (failure) {
      const err = failure;
      failure = null;
      throw err;
    }
    log.push(label);
    return apply();
  }

  const sorted = () => [...entries.values()].sort((a, b) => a.seq - b.seq).map((e) => ({ ...e }));

  return {
    log,
    kept: sorted,
    hold() {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
    failNextWrite(error = new Error('disco cheio')) {
      failure = error;
    },
    listOutbox: () => Promise.resolve(sorted()),
    addToOutbox(entry: NewOutboxEntry) {
      return write(`add:${entry.id}`, () => {
        const known = entries.get(entry.id);
        if (known) return { ...known };
        if (entries.size >= OUTBOX_MAX_ENTRIES) throw new Error('outbox cheio');
        const kept: OutboxEntry = { ...entry, seq: seq++, state: 'waiting' };
        entries.set(kept.id, kept);
        return { ...kept };
      });
    },
    markOutboxSending(id: string) {
      return write(`sending:${id}`, () => {
        const e = entries.get(id);
        if (e) entries.set(id, { ...e, state: 'sending' });
      });
    },
    removeFromOutbox(id: string) {
      return write(`remove:${id}`, () => {
        entries.delete(id);
      });
    },
    listOutboxNotices: () =>
      Promise.resolve(
        [...notices.values()]
          .filter((n) => localDay(new Date(n.refusedAt)) === localDay(new Date()))
          .map((n) => ({ ...n })),
      ),
    addOutboxNotice(notice: OutboxNotice) {
      return write(`notice:${notice.id}`, () => {
        if (!notices.has(notice.id)) notices.set(notice.id, { ...notice });
      });
    },
    dismissOutboxNotice(id: string) {
      return write(`dismiss:${id}`, () => {
        notices.delete(id);
      });
    },
    loadOrdersCache: (storeId: string) =>
      Promise.resolve(
        cache && cache.storeId === storeId && cache.day === localDay(new Date()) ? cache : null,
      ),
    saveOrdersCache(next: OrdersCache) {
      return write('cache', () => {
        cache = next;
      });
    },
    clearOrdersCache() {
      return write('cache:clear', () => {
        cache = null;
      });
    },
  };
}
