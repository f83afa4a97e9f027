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
