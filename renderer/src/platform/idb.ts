/**
 * The few IndexedDB helpers web mode's keeping shares (the outbox and orders cache, the tickets
 * waiting for a printer, the store pause): open a database, run one transaction settled on its
 * `complete`, and read one request's answer. Every write is asked with strict durability, so a
 * promise that resolves means the browser has kept it.
 */

/** Opens `name` at `version`; `upgrade` creates what the version needs (it runs only when older). */
export function openDatabase(
  factory: IDBFactory,
  name: string,
  version: number,
  upgrade: (db: IDBDatabase) => void,
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, version);
    request.onupgradeneeded = () => upgrade(request.result);
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading the database: this one steps aside rather than blocking it.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB não abriu'));
  });
}

export type Body<T> = (
  stores: (name: string) => IDBObjectStore,
  done: (value: T) => void,
  fail: (e: Error) => void,
) => void;

/**
 * One transaction, settled on `complete` (the write is kept) or `abort`. The body chains its
 * requests with callbacks: awaiting between them would let the transaction commit early.
 */
export function transact<T>(
  db: IDBDatabase,
  names: string[],
  mode: IDBTransactionMode,
  body: Body<T>,
): Promise<T> {
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
    try {
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
    } catch (error) {
      // A request the browser refused at once (a value it cannot clone, quota).
      failure = error instanceof Error ? error : new Error(String(error));
      tx.abort();
    }
  });
}

export function onSuccess<T>(request: IDBRequest<T>, then: (value: T) => void): void {
  request.onsuccess = () => then(request.result);
}
