import type { ApiClient } from './http';
import { isApiError } from './errors';
import { overdueInvoicesSchema, type OverdueInvoice } from '../../../shared/api/platform-json';

/** Overdue invoices for the shell banner. A 404 means "none" (spec 03 §8, invoice list). */
export async function fetchOverdueInvoices(api: ApiClient): Promise<OverdueInvoice[]> {
  try {
    const res = await api.json('json', 'get', 'invoices', overdueInvoicesSchema, {
      searchParams: { status: 'overdue' },
      expect: [404],
    });
    return res.data;
  } catch (err) {
    if (isApiError(err) && err.status === 404) return [];
    throw err;
  }
}
