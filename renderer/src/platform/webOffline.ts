/**
 * Web mode's outbox and orders cache (issue 19): IndexedDB (offlineDb.ts: the outbox, the notices
 * of refused replays, the day's last known orders and the next `seq`, so a seq is never reused
 * after the outbox empties or the page reloads; webOfflineIdb.ts reads and writes them). Every
 * write resolves on its transaction's `complete`, asked with strict durability, so the screen says
 * 'Aguardando conexão' only for an action the browser has kept. The semantics are main's (main/offline): an id already kept
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
  OUTBOX_MAX_NOTICES,
  localDay,
  newOutboxEntrySchema,
  ordersCacheEnvelopeSchema,
  ordersCacheSchema,
  outboxNoticeSchema,
  type OfflineBridge,
  type OutboxKeeping,
  type OutboxNotice,
} from '../../../shared/offline';
import { OFFLINE_DB_NAME, openOfflineDatabase } from './offlineDb';
import { indexedDbBackend, tidy, type Backend } from './webOfflineIdb';
import { notKept, refusedBackend } from './webOfflineMemory';

export { OFFLINE_DB_NAME } from './offlineDb';

export interface WebOfflineDeps {
  /** `window.indexedDB`, read when first needed (reading it may throw where storage is off). */
  indexedDB(): IDBFactory | undefined;
  /** The clock (ms): which day the cache is for. */
  now?(): number;
  warn?(message: string, detail?: unknown): void;
  dbName?: string;
}

const byRefusal = (a: OutboxNotice, b: OutboxNotice) => Date.parse(a.refusedAt) - Date.parse(b.refusedAt);

/** The browser ran out of room for this origin (the DOMException's name, however it surfaced). */
function isQuota(error: unknown): boolean {
  // By name: a DOMException is not an Error in every realm.
  return (
    typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'QuotaExceededError'
  );
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
        const db = await openOfflineDatabase(factory, deps.dbName ?? OFFLINE_DB_NAME);
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
      // The orders are the live list's, parsed when they came: only the envelope is checked here.
      ordersCacheEnvelopeSchema.parse(cache);
      return (await open()).saveCache(cache);
    },
    clearOrdersCache: async () => (await open()).clearCache(),
  };
}
