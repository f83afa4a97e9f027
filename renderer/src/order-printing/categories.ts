/**
 * The menu categories production tickets are routed and named by (cardapiocategorias/listar,
 * also read by the print settings screen), fetched once per store and session for printing. A failed fetch is not kept: the next print asks again, and meanwhile the routes saved
 * in the print settings (with their own names) still route the tickets.
 */
import type { PrintCategory } from '../../../shared/bridge';
import { printCategoriesSchema } from '../../../shared/api/print-settings';
import type { ApiClient, CallOptions } from '../api/http';
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

export function printCategories(api: ApiClient): Promise<PrintCategory[]> {
  const store = useSession.getState().user?.id_estabelecimento ?? '';
  const known = cache.get(store);
  if (known) return known;
  const pending = listPrintCategories(api, { silent: true }).catch(() => {
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
