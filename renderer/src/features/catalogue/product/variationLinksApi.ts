/** The product variation link calls (spec 02 §7 Product variations) and the global list they pick from. */
import type { ApiClient } from '../../../api/http';
import { ABSENT_CALL_STATUSES } from '../../../api/platformCalls';
import { write } from '../catalogueApi';
import {
  globalVariationOptionsSchema as globalsSchema,
  productVariationLinksSchema as linksSchema,
  variationCategoriesSchema as categoriesSchema,
  type ProductVariationLink as Link,
} from '../../../../../shared/api/catalogue-variations';

export type { GlobalVariationOption } from '../../../../../shared/api/catalogue-variations';
export type { Link };
export const statusOfLink = (l: Link) => l.status ?? l.status_cv ?? 'S';

/**
 * GET cardapiovariacoes/listar/{id}, which the spec does not document: a platform that has no such
 * call (404/501) raises no dialog; the editor says plainly that it does not offer the list.
 */
export function listLinks(api: ApiClient, productId: string, signal?: AbortSignal) {
  return api.legacy('v1', 'get', `cardapiovariacoes/listar/${encodeURIComponent(productId)}`, linksSchema, {
    signal,
    quiet: true,
    expect: ABSENT_CALL_STATUSES,
  });
}

/** GET variacoes/listar: every global variation of the store. */
export function listGlobalVariations(api: ApiClient, signal?: AbortSignal) {
  return api.legacy('v1', 'get', 'variacoes/listar', globalsSchema, { signal, quiet: true });
}

/** GET variacoescategorias/listar: the groups of the Variação Global select. */
export function listGlobalCategories(api: ApiClient, signal?: AbortSignal) {
  return api.legacy('v1', 'get', 'variacoescategorias/listar', categoriesSchema, { signal, quiet: true });
}

export const linksApi = {
  add: (api: ApiClient, productId: string, variationId: string, sizeId: string) =>
    write(api, 'cardapiovariacoes/adicionar', {
      id_cardapio: productId,
      id_variacao: variationId,
      id_cardapio_tamanho: sizeId || '0',
    }),
  remove: (api: ApiClient, linkId: string) =>
    write(api, 'cardapiovariacoes/excluir', { id_cardapio_variacao: linkId }),
  status: (api: ApiClient, linkId: string, status: string) =>
    write(api, 'cardapiovariacoes/mudaSts', { id_cardapio_variacao: linkId, status }),
  order: (api: ApiClient, productId: string, ids: string[]) =>
    write(api, 'cardapiovariacoes/ordem', { ordem: JSON.stringify(ids), id_cardapio: productId }),
  /** A copy of the linked variation for this product only (category -2, avulsa). */
  duplicate: (api: ApiClient, linkId: string, categoryId: string) =>
    write(api, 'variacoes/duplicar_card', { variacao: linkId, categoria: categoryId }),
};

export const LINK_TEXTS = {
  chooseOne: 'Selecione uma variação global ou digite o nome de uma variação avulsa.',
  empty: 'Nenhuma variação vinculada a este produto.',
  loadError: 'Não foi possível carregar as variações do produto.',
  // The product's answer had no variacoes[] and the platform has no cardapiovariacoes/listar.
  notOffered:
    'Esta plataforma não informa as variações vinculadas a este produto: elas não podem ser exibidas aqui.',
  globalsError: 'Não foi possível carregar as variações globais.',
  allSizes: 'Todos os tamanhos',
} as const;
