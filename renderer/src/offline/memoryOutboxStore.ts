/**
 * The outbox kept in memory only: it survives neither a reload nor a restart. It stands in until
 * the platform's durable store (shared/offline.ts OfflineBridge: main's disk on the desktop,
 * IndexedDB in web mode) is wired in offline/useOfflineDesk.ts, the one place that picks it.
 */
import type { NewOutboxEntry, OutboxEntry } from '../../../shared/offline';
import { OUTBOX_MAX_ENTRIES } from '../../../shared/offline';
import type { OutboxStore } from './outbox';

export function createMemoryOutboxStore(): OutboxStore {
  const entries = new Map<string, OutboxEntry>();
  let seq = 0;
  return {
    listOutbox: () => Promise.resolve([...entries.values()].sort((a, b) => a.seq - b.seq)),
    addToOutbox(entry: NewOutboxEntry) {
      const known = entries.get(entry.id);
      if (known) return Promise.resolve(known);
      if (entries.size >= OUTBOX_MAX_ENTRIES) return Promise.reject(new Error('Fila de ações cheia.'));
      const kept: OutboxEntry = { ...entry, seq: seq++, state: 'waiting' };
      entries.set(kept.id, kept);
      return Promise.resolve(kept);
    },
    markOutboxSending(id: string) {
      const e = entries.get(id);
      if (e) entries.set(id, { ...e, state: 'sending' });
      return Promise.resolve();
    },
    removeFromOutbox(id: string) {
      entries.delete(id);
      return Promise.resolve();
    },
  };
}
