/**
 * The menu categories production tickets are routed and named by (cardapiocategorias/listar,
 * also read by the print settings screen), fetched once per store and session for printing. A failed fetch is not kept: the next print asks again, and meanwhile the routes saved
 * in the print settings (with their own names) still route the tickets.
 */
import type { PrintCategory } from '../../../shared/bridge';
import { printCategoriesSchema } from '../../../shared/api/print-settings';
import type { ApiClient, CallOptions } from '../api/http';
import { useConnectivity } from '../offline/connectivity';
import { useSession } from '../stores/session';

/**
 * GET cardapiocategorias/listar → {id, name} in the menu's order; malformed entries are left out.
 * Throws an ApiError on an HTTP failure (shown by the HTTP layer unless `options` opts out) and
 * an Error with the server's text when it answers status false.
 */
export async function listPrintCategories(api: ApiClient, options?: CallOptions): Promise<PrintCategory[]> {
  const res = await api.legacy('v1', 'get', 'cardapiocategorias/listar', printCategoriesSchema, options);
  if (!res.ok) throw new Error(res.message || 'Não foi possível carregar as categorias do cardápio.');
  return res.data;
}

const cache = new Map<string, Promise<PrintCategory[]>>();

/** A print waits this long at most for the categories (a hung platform answers nothing). */
const PRINT_CATEGORIES_TIMEOUT_MS = 8_000;

/**
 * The categories for a print, fetched once per store and session. Printing is local and never
 * waits for a platform that does not answer (issue 19 §3): the list fetched earlier in the session
 * is kept; without one (a desk started during an outage) the ticket prints with none, and the
 * routes saved in the print settings still route the production tickets by their own names.
 */
export function printCategories(api: ApiClient): Promise<PrintCategory[]> {
  const store = useSession.getState().user?.id_estabelecimento ?? '';
  const known = cache.get(store);
  if (known) return known;
  if (!useConnectivity.getState().reachable) return Promise.resolve([]);
  const pending = listPrintCategories(api, {
    silent: true,
    signal: AbortSignal.timeout(PRINT_CATEGORIES_TIMEOUT_MS),
  }).catch(() => {
    cache.delete(store);
    return [] as PrintCategory[];
  });
  cache.set(store, pending);
  return pending;
}

/** Forgets what was fetched: signOut calls it (logout, expired session), and tests. */
export function clearPrintCategories(): void {
  cache.clear();
}
