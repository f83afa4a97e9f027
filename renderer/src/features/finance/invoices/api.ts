/**
 * Invoice calls (spec 03 §7 Invoices): the paginated new-invoice list (JSON base, `invoices?page`,
 * data[] + paginate_metadata.last_page) and the legacy list (v1 `faturas/listar`, faturas[]).
 * A 404 from either is "no invoices" (03 §8); any other failure is the screen's error state.
 */
import { z } from 'zod';
import type { ApiClient } from '../../../api/http';
import { isApiError } from '../../../api/errors';
import {
  httpUrl as url,
  lenientList,
  lenientText as text,
  listOf,
  optionalMoney,
  requiredId,
  wrappedOrBare,
} from '../../../../../shared/api/lenient';
import { LegacyRefusal } from '../../../components/backoffice';

/** An invoice without an id, or whose amount is not money, is left out (never shown as R$ 0,00). */
export const invoiceSchema = z.looseObject({
  id: requiredId,
  hash: text,
  starts_at: text,
  ends_at: text,
  balance: optionalMoney(null),
  overdues_at: text,
  status: text,
  pdf_url: url,
  invoice_url: url,
  nfs: z
    .array(z.looseObject({ type: text, pdf: url }))
    .nullish()
    .transform((v) => v ?? []),
});

/** data[] + paginate_metadata as documented; a bare array is one page. */
export const invoicePageSchema = wrappedOrBare(
  'data',
  z.looseObject({
    data: lenientList(invoiceSchema, 'invoices'),
    paginate_metadata: z
      .looseObject({ last_page: z.coerce.number().int().min(1).catch(1) })
      .nullish()
      .catch(null)
      .transform((m) => ({ last_page: m?.last_page ?? 1 })),
  }),
);

export const legacyInvoiceSchema = z.looseObject({
  hash_fatura: requiredId,
  referencia: text,
  valor_pagar: optionalMoney(null),
  data_vencimento: text,
  status: text,
  fatura_link: url,
  nfse_link: url,
  boleto_link: url,
});

const legacyListSchema = listOf('faturas', legacyInvoiceSchema, 'faturas/listar');

export type Invoice = z.infer<typeof invoiceSchema>;
export type LegacyInvoice = z.infer<typeof legacyInvoiceSchema>;

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
    const res = await api.legacy('v1', 'get', 'faturas/listar', legacyListSchema, {
      expect: [404],
      quiet: true,
      signal,
    });
    if (!res.ok) throw new LegacyRefusal(res.message, res.errors);
    return res.data.faturas;
  } catch (err) {
    if (isNotFound(err)) return [];
    throw err;
  }
}
