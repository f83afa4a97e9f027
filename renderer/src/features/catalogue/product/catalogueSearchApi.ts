/**
 * The product catalogue on the second service (spec 02 §2.2, §7 Products, §9): GET products with
 * page 1, per_page 300 and codigo_barras or nome_produto; reads products.data. Its failures go
 * through the HTTP layer of base B: a 401 logs out and asks to log in again, any other HTTP error
 * shows 'Ops! Ocorreu um erro inesperado ws2 {status}!' with a retry that reloads.
 */
import { z } from 'zod';
import type { ApiClient } from '../../../api/http';
import { CATALOGUE_SEARCH_PAGE_SIZE } from '../../../../../shared/api/catalogue';
import { lenientList, lenientText, requiredId } from '../../../../../shared/api/lenient';

const text = lenientText;

export const catalogueProductSchema = z.looseObject({
  id_produto: requiredId,
  codigo_barras: text,
  nome_produto: text,
  descricao: text,
  imagem_redimensionada: text,
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

/** products.data as documented; products as a bare list, or a bare array, read as that list. */
const searchSchema = z.preprocess(
  (body) => {
    if (Array.isArray(body)) return { products: { data: body } };
    const products =
      body !== null && typeof body === 'object' ? (body as { products?: unknown }).products : undefined;
    return Array.isArray(products) ? { ...(body as object), products: { data: products } } : body;
  },
  z.looseObject({
    products: z.looseObject({
      data: lenientList(catalogueProductSchema, 'products'),
      total: z.coerce.number().optional().catch(undefined),
    }),
  }),
);

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
