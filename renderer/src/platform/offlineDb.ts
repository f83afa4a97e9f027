/**
 * Web mode's one database of what must outlive the page (issue 19, issue 36 §2): the outbox (by
 * id), the notices of refused replays (by id), the orders cache, `meta` (the next `seq`), the
 * tickets waiting for a printer (by job key) and what each station printed today (by key). One schema for both of its users, so whichever opens
 * it first creates every store.
 */
import { openDatabase } from './idb';

export const OFFLINE_DB_NAME = 'cash-desk-offline';
// 2: the notices store. 3: the tickets waiting for a printer. 4: the station numbers (issue 33).
const DB_VERSION = 4;

/** The object stores. */
export const OFFLINE_STORE = {
  outbox: 'outbox',
  notices: 'notices',
  cache: 'cache',
  meta: 'meta',
  printWait: 'printWait',
  printStations: 'printStations',
} as const;

export function openOfflineDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return openDatabase(factory, name, DB_VERSION, (db) => {
    const has = (store: string) => db.objectStoreNames.contains(store);
    if (!has(OFFLINE_STORE.outbox)) db.createObjectStore(OFFLINE_STORE.outbox, { keyPath: 'id' });
    if (!has(OFFLINE_STORE.notices)) db.createObjectStore(OFFLINE_STORE.notices, { keyPath: 'id' });
    if (!has(OFFLINE_STORE.cache)) db.createObjectStore(OFFLINE_STORE.cache);
    if (!has(OFFLINE_STORE.meta)) db.createObjectStore(OFFLINE_STORE.meta);
    if (!has(OFFLINE_STORE.printWait)) db.createObjectStore(OFFLINE_STORE.printWait, { keyPath: 'key' });
    if (!has(OFFLINE_STORE.printStations))
      db.createObjectStore(OFFLINE_STORE.printStations, { keyPath: 'key' });
  });
}
