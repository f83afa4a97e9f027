/**
 * The menu categories production tickets are routed and named by, fetched once per store and
 * session. A failed fetch is not kept: the next print asks again, and meanwhile the routes saved
 * in the print settings (with their own names) still route the tickets.
 */
import type { PrintCategory } from '../../../../../shared/bridge';
import type { ApiClient } from '../../../api/http';
import { useSession } from '../../../stores/session';
import { listPrintCategories } from '../api';

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

/** Tests and logout: forget what was fetched. */
export function clearPrintCategories(): void {
  cache.clear();
}
