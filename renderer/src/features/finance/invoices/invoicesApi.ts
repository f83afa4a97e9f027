/**
 * Invoice calls (spec 03 §7 Invoices): the paginated new-invoice list (JSON base, `invoices?page`,
 * data[] + paginate_metadata.last_page) and the legacy list (v1 `faturas/listar`, faturas[]).
 * A 404 from either is "no invoices" (03 §8); any other failure is the screen's error state.
 */
import type { ApiClient } from '../../../api/http';
import { isApiError } from '../../../api/errors';
import { invoicePageSchema, type ListedInvoice } from '../../../../../shared/api/platform-json';
import { legacyInvoicesSchema, type ListedLegacyInvoice } from '../../../../../shared/api/platform-v1';
import { unwrapLegacyAlerting } from '../../../components/backoffice';

/** Invoices as the screen reads them (shared/api's schemas). */
export type Invoice = ListedInvoice;
export type LegacyInvoice = ListedLegacyInvoice;

export interface InvoicePage {
  invoices: Invoice[];
  lastPage: number;
}

export const INVOICES_PER_PAGE = 10;

const isNotFound = (err: unknown) => isApiError(err) && err.status === 404;

export async function fetchInvoicePage(
  api: ApiClient,
  page: number,
  signal?: AbortSignal,
): Promise<InvoicePage> {
  try {
    const res = await api.json('json', 'get', 'invoices', invoicePageSchema, {
      searchParams: { page, per_page: INVOICES_PER_PAGE },
      expect: [404],
      quiet: true,
      signal,
    });
    return { invoices: res.data, lastPage: res.paginate_metadata.last_page };
  } catch (err) {
    if (isNotFound(err)) return { invoices: [], lastPage: 1 };
    throw err;
  }
}

export async function fetchLegacyInvoices(api: ApiClient, signal?: AbortSignal): Promise<LegacyInvoice[]> {
  try {
    const res = await api.legacy('v1', 'get', 'faturas/listar', legacyInvoicesSchema, {
      expect: [404],
      quiet: true,
      signal,
    });
    return unwrapLegacyAlerting(res).faturas;
  } catch (err) {
    if (isNotFound(err)) return [];
    throw err;
  }
}
