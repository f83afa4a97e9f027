/**
 * The product catalogue on the second service (spec 02 §2.2, §7 Products, §9): GET products with
 * page 1, per_page 300 and codigo_barras or nome_produto; reads products.data. Its failures go
 * through the HTTP layer of base B: a 401 logs out and asks to log in again, any other HTTP error
 * shows 'Ops! Ocorreu um erro inesperado ws2 {status}!' with a retry that reloads.
 */
import type { ApiClient } from '../../../api/http';
import {
  CATALOGUE_SEARCH_PAGE_SIZE,
  catalogueSearchSchema as searchSchema,
} from '../../../../../shared/api/catalogue';

export type { CatalogueSearchItem as CatalogueProduct } from '../../../../../shared/api/catalogue';

export type SearchBy = 'codigo_barras' | 'nome_produto';

/** Only digits count in a barcode. */
export const normaliseQuery = (by: SearchBy, query: string) =>
  by === 'codigo_barras' ? query.replace(/\D/g, '') : query.trim();

export async function searchCatalogue(api: ApiClient, by: SearchBy, query: string, signal?: AbortSignal) {
  return api.legacy('v2', 'get', 'products', searchSchema, {
    signal,
    searchParams: { page: 1, per_page: CATALOGUE_SEARCH_PAGE_SIZE, [by]: normaliseQuery(by, query) },
  });
}
