// The web platform's offline cache read from the page, for the e2e specs and the benches alike
// (playwright-core only: a bench runs outside the test runner).
import type { Page } from 'playwright-core';

/** The orders cache as the web platform keeps it (IndexedDB cash-desk-offline, store 'cache'). */
export function cachedIds(page: Page): Promise<{ ids: string[]; shop: boolean } | null> {
  return page.evaluate(
    () =>
      new Promise<{ ids: string[]; shop: boolean } | null>((resolve) => {
        const open = indexedDB.open('cash-desk-offline');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache')) return resolve(null);
          const all = db.transaction('cache').objectStore('cache').getAll();
          all.onsuccess = () => {
            const cache = all.result[0] as { orders: { id_pedido: string }[]; shop: unknown } | undefined;
            db.close();
            resolve(cache ? { ids: cache.orders.map((o) => o.id_pedido), shop: cache.shop !== null } : null);
          };
          all.onerror = () => resolve(null);
        };
      }),
  );
}

/**
 * Leaves the web orders cache without its store (as after a start whose getLoja never answered):
 * the orders stay, the shop becomes null.
 */
export function dropCachedShop(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
      });
    const db = await done(indexedDB.open('cash-desk-offline'));
    try {
      const tx = db.transaction('cache', 'readwrite');
      const written = new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB'));
      });
      const store = tx.objectStore('cache');
      // One record, under a key of its own (the store has no key path).
      const key = (await done(store.getAllKeys()))[0];
      if (key === undefined) return false;
      const cache = (await done(store.get(key))) as object;
      store.put({ ...cache, shop: null }, key);
      await written;
      return true;
    } finally {
      db.close();
    }
  });
}
