/** Web mode's outbox and cache where IndexedDB is not there: memory, or (refused) nothing kept. */
import {
  OUTBOX_MAX_ENTRIES,
  OUTBOX_NOT_KEPT_MESSAGE,
  type OrdersCache,
  type OutboxEntry,
  type OutboxNotice,
} from '../../../shared/offline';
import { bySeq, outboxFull, type Backend } from './webOfflineIdb';

export function notKept(): Error {
  return new Error(OUTBOX_NOT_KEPT_MESSAGE);
}

export function memoryBackend(): Backend {
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
export function refusedBackend(): Backend {
  return {
    ...memoryBackend(),
    list: async () => [],
    add: async () => {
      throw notKept();
    },
  };
}
