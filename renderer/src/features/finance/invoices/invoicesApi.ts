/**
 * Invoice calls (spec 03 §7 Invoices): the paginated new-invoice list (JSON base, `invoices?page`,
 * data[] + paginate_metadata.last_page) and the legacy list (v1 `faturas/listar`, faturas[]).
 * A 404 from either is "no invoices" (03 §8); any other failure is the screen's error state.
 */
import type { ApiClient } from '../../../api/http';
import { invoicePageSchema, type ListedInvoice } from '../../../../../shared/api/platform-json';
import { legacyInvoicesSchema, type ListedLegacyInvoice } from '../../../../../shared/api/platform-v1';
import { emptyOnStatus, unwrapLegacyAlerting } from '../../../components/backoffice';

/** Invoices as the screen reads them (shared/api's schemas). */
export type Invoice = ListedInvoice;
export type LegacyInvoice = ListedLegacyInvoice;

export interface InvoicePage {
  invoices: Invoice[];
  lastPage: number;
}

const INVOICES_PER_PAGE = 10;

export function fetchInvoicePage(api: ApiClient, page: number, signal?: AbortSignal): Promise<InvoicePage> {
  const call = api
    .json('json', 'get', 'invoices', invoicePageSchema, {
      searchParams: { page, per_page: INVOICES_PER_PAGE },
      expect: [404],
      quiet: true,
      signal,
    })
    .then((res) => ({ invoices: res.data, lastPage: res.paginate_metadata.last_page }));
  return emptyOnStatus(call, [404], { invoices: [], lastPage: 1 });
}

export function fetchLegacyInvoices(api: ApiClient, signal?: AbortSignal): Promise<LegacyInvoice[]> {
  const call = api
    .legacy('v1', 'get', 'faturas/listar', legacyInvoicesSchema, { expect: [404], quiet: true, signal })
    .then((res) => unwrapLegacyAlerting(res).faturas);
  return emptyOnStatus(call, [404], []);
}
