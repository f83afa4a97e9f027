import type { ApiClient } from './http';
import { isApiError } from './errors';
import { overdueInvoicesSchema, type OverdueInvoice } from '../../../shared/api/platform-json';

/**
 * Overdue invoices for the shell banner. A 404 means "none" (spec 03 §8, invoice list). The
 * banner is a notice beside the clerk's work: an answer that cannot be read (or a failed call)
 * is logged and reads as no invoices, never a blocking dialog; only an expired session still
 * logs out with its dialog.
 */
export async function fetchOverdueInvoices(api: ApiClient): Promise<OverdueInvoice[]> {
  try {
    return await api.json('json', 'get', 'invoices', overdueInvoicesSchema, {
      searchParams: { status: 'overdue' },
      expect: [404],
      quiet: true,
    });
  } catch (err) {
    if (isApiError(err) && err.status === 404) return [];
    if (isApiError(err) && err.kind === 'unauthorized') throw err;
    console.warn('[api] faturas vencidas não lidas; o aviso fica oculto', {
      kind: isApiError(err) ? err.kind : 'unknown',
      status: isApiError(err) ? err.status : undefined,
    });
    return [];
  }
}
