/**
 * The tickets waiting for a printer in web mode, kept in IndexedDB beside the outbox (issue 36 §2):
 * a reload, a crash or a closed tab finds them, and they come out once. Only what a ticket needs
 * is kept (its text as is and marked REIMPRESSÃO, its copies and its queue view), and only while
 * it waits: a printed or discarded ticket is deleted (issue 37 §2, no keychain in a browser).
 *
 * Each page owns the tickets it keeps (its id on the record) and holds a Web Lock named after
 * itself for as long as it lives. A page that opens takes over the tickets of pages that are gone
 * (their lock no longer held), under one lock so two tabs opening at once never take the same
 * ticket; the tickets of another open tab stay with it. Without Web Locks a page takes them all.
 * Where IndexedDB is missing or refuses, nothing is kept (the queue says so) and printing goes on.
 *
 * Beside them, in a store of their own, the station records (webStations.ts, issue 33): each
 * ticket's record is written in the same transaction as the ticket, so a number is never given
 * twice nor lost across a reload. Every record this page gives or writes is also told at once to
 * the other open tabs of the browser (a BroadcastChannel), so two tabs printing for one store
 * count on from each other's numbers and show each other's tickets in the station counts.
 */
import { z } from 'zod';
import type { PrintJobView } from '../../../shared/printing';
import { transact } from './idb';
import { OFFLINE_DB_NAME, OFFLINE_STORE, openOfflineDatabase } from './offlineDb';

const STORE = OFFLINE_STORE.printWait;
const STATIONS = OFFLINE_STORE.printStations;
const PAGE_LOCK_PREFIX = 'cash-desk-print-page:';
const ADOPT_LOCK = 'cash-desk-print-adopt';

const jobViewSchema = z.object({
  key: z.string().min(1),
  orderId: z.string(),
  kind: z.enum(['cashier', 'production', 'summary', 'cancel', 'change']),
  categoryId: z.string().optional(),
  label: z.string(),
  printerName: z.string(),
  state: z.enum(['queued', 'printing', 'printed', 'failed', 'parked']),
  reprint: z.boolean(),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().optional(),
  createdAt: z.number(),
  updatedAt: z.number(),
  nextAttemptAt: z.number().optional(),
  printedAt: z.number().optional(),
  unconfirmed: z.literal(true).optional(),
  stationNo: z.number().int().positive().optional(),
}) satisfies z.ZodType<PrintJobView>;

const waitingTicketSchema = z.object({
  key: z.string().min(1),
  owner: z.string().min(1),
  copies: z.number().int().positive(),
  text: z.string(),
  reprintText: z.string(),
  view: jobViewSchema,
});

export type WaitingTicket = z.infer<typeof waitingTicketSchema>;

/** The part of the browser's LockManager used here (navigator.locks). */
export interface PageLocks {
  request<T>(name: string, callback: () => Promise<T> | T): Promise<T>;
  query(): Promise<{ held?: { name?: string }[] }>;
}

/** The part of the browser's BroadcastChannel used here: the other tabs, not this one, hear a post. */
export interface RecordsChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** The channel's name: one per browser profile, as the database is. */
export const STATION_RECORDS_CHANNEL = 'cash-desk-station-records';

export interface PrintWaitDeps {
  indexedDB(): IDBFactory | undefined;
  locks?(): PageLocks | undefined;
  /** The other open tabs (absent, or undefined: this page is alone). */
  channel?(): RecordsChannel | undefined;
  /** This page's id (default a random UUID). */
  pageId?: string;
  warn?(message: string, detail?: unknown): void;
  dbName?: string;
}

/** A record of the station numbers (webStations.ts reads it): kept beside the tickets. */
export type StationRecordLike = { key: string } & Record<string, unknown>;

export interface PrintWaitKeeping {
  /**
   * Keeps (or updates) a waiting ticket, and its station record in the same transaction (a
   * reload finds both or neither); never rejects (a refusal is said once and printing goes on).
   */
  put(ticket: Omit<WaitingTicket, 'owner'>, record?: StationRecordLike): Promise<void>;
  /** Forgets a ticket that printed or was discarded; its station record is updated with it. */
  remove(key: string, record?: StationRecordLike): Promise<void>;
  /** The station records (issue 33 §1, §2): what each station printed, and the business day. */
  stationRecords(): Promise<unknown[]>;
  /** Keeps station records, and deletes those under `drop`, in one transaction. */
  putStationRecords(records: readonly StationRecordLike[], drop?: readonly string[]): Promise<void>;
  /** Tells the other open tabs of records this page gave or changed (put and remove tell too). */
  share(records: readonly StationRecordLike[]): void;
  /** What the other open tabs tell; returns the unsubscribe. */
  onSharedRecords(cb: (records: unknown[]) => void): () => void;
  /** The tickets pages that are gone left waiting, now this page's. */
  adopt(): Promise<WaitingTicket[]>;
  /** Whether the browser keeps them: its storage opened and has refused nothing so far. */
  keeps(): boolean;
}

export function createPrintWait(deps: PrintWaitDeps): PrintWaitKeeping {
  const warn = deps.warn ?? ((m: string, d?: unknown) => console.warn(m, d ?? ''));
  const pageId = deps.pageId ?? crypto.randomUUID();
  let database: Promise<IDBDatabase | null> | undefined;
  let refusedSaid = false;
  let opened = false;

  const refused = (error: unknown) => {
    if (!refusedSaid) warn('[impressão] o navegador não guardou os tickets aguardando impressão', error);
    refusedSaid = true;
  };

  const open = () =>
    (database ??= (async () => {
      try {
        const factory = deps.indexedDB();
        if (!factory) throw new Error('IndexedDB ausente');
        const db = await openOfflineDatabase(factory, deps.dbName ?? OFFLINE_DB_NAME);
        opened = true;
        return db;
      } catch (error) {
        refused(error);
        return null;
      }
    })());

  const locks = () => {
    try {
      return deps.locks?.();
    } catch {
      return undefined;
    }
  };

  /** Holds this page's own lock until the page goes (the callback never settles). */
  function holdPageLock(lm: PageLocks): Promise<void> {
    return new Promise<void>((granted) => {
      void lm.request(PAGE_LOCK_PREFIX + pageId, () => {
        granted();
        return new Promise<never>(() => undefined);
      });
    });
  }

  async function takeOver(db: IDBDatabase, alive: Set<string>): Promise<WaitingTicket[]> {
    return transact<WaitingTicket[]>(db, [STORE], 'readwrite', (store, done) => {
      const taken: WaitingTicket[] = [];
      let dropped = 0;
      const cursor = store(STORE).openCursor();
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (!at) {
          if (dropped > 0) warn(`[impressão] ${dropped} ticket(s) guardado(s) ilegível(is) descartado(s)`);
          return done(taken);
        }
        const parsed = waitingTicketSchema.safeParse(at.value);
        if (!parsed.success) {
          dropped += 1;
          at.delete();
        } else if (parsed.data.owner === pageId || !alive.has(parsed.data.owner)) {
          const mine = { ...parsed.data, owner: pageId };
          at.update(mine);
          taken.push(mine);
        }
        at.continue();
      };
    });
  }

  let channel: RecordsChannel | null | undefined;
  const tabs = () => {
    if (channel === undefined) {
      try {
        channel = deps.channel?.() ?? null;
      } catch {
        channel = null;
      }
    }
    return channel;
  };
  /**
   * What this page last told of each record, as text: a ticket kept again before each try, with
   * its record as given (and told) already, tells nothing new; the record's next change (out,
   * discarded) is told. A record is forgotten once its ticket is: it changes no more. (The day's
   * and the items' records are told once per change by whoever writes them.)
   */
  const told = new Map<string, string>();
  const share = (records: readonly StationRecordLike[]) => {
    const news = records.filter((record) => {
      if (record.type !== 'ticket') return true;
      const text = JSON.stringify(record);
      if (told.get(record.key) === text) return false;
      told.set(record.key, text);
      return true;
    });
    if (news.length === 0) return;
    try {
      tabs()?.postMessage({ stationRecords: news });
    } catch (error) {
      // A tab that cannot tell the others still prints; its numbers are on the disk for a reload.
      warn('[impressão] as outras abas não foram avisadas da numeração', error);
    }
  };

  return {
    share,
    onSharedRecords(cb) {
      const listener = (event: { data: unknown }) => {
        const list = (event.data as { stationRecords?: unknown } | null)?.stationRecords;
        if (Array.isArray(list)) cb(list);
      };
      const ch = tabs();
      ch?.addEventListener('message', listener);
      return () => ch?.removeEventListener('message', listener);
    },
    async put(ticket, record) {
      if (record) share([record]);
      const db = await open();
      if (!db) return;
      await transact<void>(db, [STORE, STATIONS], 'readwrite', (store) => {
        store(STORE).put({ ...ticket, owner: pageId });
        if (record) store(STATIONS).put(record);
      }).catch(refused);
    },
    async remove(key, record) {
      if (record) share([record]);
      told.delete(key);
      const db = await open();
      if (!db) return;
      await transact<void>(db, [STORE, STATIONS], 'readwrite', (store) => {
        store(STORE).delete(key);
        if (record) store(STATIONS).put(record);
      }).catch(refused);
    },
    async stationRecords() {
      const db = await open();
      if (!db) return [];
      return transact<unknown[]>(db, [STATIONS], 'readonly', (store, done) => {
        const all = store(STATIONS).getAll();
        all.onsuccess = () => done(all.result as unknown[]);
      }).catch((error: unknown) => {
        refused(error);
        return [];
      });
    },
    async putStationRecords(records, drop = []) {
      share(records);
      const db = await open();
      if (!db || (records.length === 0 && drop.length === 0)) return;
      await transact<void>(db, [STATIONS], 'readwrite', (store) => {
        for (const key of drop) store(STATIONS).delete(key);
        for (const record of records) store(STATIONS).put(record);
      }).catch(refused);
    },
    async adopt() {
      const db = await open();
      if (!db) return [];
      const lm = locks();
      try {
        if (!lm) return await takeOver(db, new Set());
        await holdPageLock(lm);
        return await lm.request(ADOPT_LOCK, async () => {
          const { held = [] } = await lm.query();
          const alive = new Set(
            held.flatMap((l) =>
              l.name?.startsWith(PAGE_LOCK_PREFIX) ? [l.name.slice(PAGE_LOCK_PREFIX.length)] : [],
            ),
          );
          return takeOver(db, alive);
        });
      } catch (error) {
        refused(error);
        return [];
      }
    },
    keeps: () => opened && !refusedSaid,
  };
}

/** Where nothing is kept (no storage given): printing goes on, a reload finds nothing. */
export const KEEPS_NOTHING: PrintWaitKeeping = {
  put: () => Promise.resolve(),
  remove: () => Promise.resolve(),
  stationRecords: () => Promise.resolve([]),
  putStationRecords: () => Promise.resolve(),
  share: () => undefined,
  onSharedRecords: () => () => undefined,
  adopt: () => Promise.resolve([]),
  keeps: () => false,
};
