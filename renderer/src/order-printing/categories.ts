/**
 * The menu categories production tickets are routed and named by (cardapiocategorias/listar,
 * also read by the print settings screen), fetched once per store and session for printing. A failed fetch is not kept: the next print asks again, and meanwhile the routes saved
 * in the print settings (with their own names) still route the tickets.
 */
import type { PrintCategory } from '../../../shared/bridge';
import { z } from 'zod';
import type { ApiClient, CallOptions } from '../api/http';
import { useSession } from '../stores/session';

const categoryEntry = z.object({
  id_cardapio_categoria: z.union([z.string().min(1), z.number()]).transform((v) => String(v)),
  nome_categoria: z.string(),
});
const categoriesSchema = z.object({ categorias: z.array(z.unknown()) }).transform(({ categorias }) => {
  const out: PrintCategory[] = [];
  const seen = new Set<string>();
  for (const raw of categorias) {
    const entry = categoryEntry.safeParse(raw);
    if (!entry.success || seen.has(entry.data.id_cardapio_categoria)) continue;
    seen.add(entry.data.id_cardapio_categoria);
    out.push({ id: entry.data.id_cardapio_categoria, name: entry.data.nome_categoria.trim() });
  }
  return out;
});

/**
 * GET cardapiocategorias/listar → {id, name} in the menu's order; malformed entries are left out.
 * Throws an ApiError on an HTTP failure (shown by the HTTP layer unless `options` opts out) and
 * an Error with the server's text when it answers status false.
 */
export async function listPrintCategories(api: ApiClient, options?: CallOptions): Promise<PrintCategory[]> {
  const res = await api.legacy('v1', 'get', 'cardapiocategorias/listar', categoriesSchema, options);
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
