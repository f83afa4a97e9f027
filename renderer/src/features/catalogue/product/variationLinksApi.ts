/** The product variation link calls (spec 02 §7 Product variations) and the global list they pick from. */
import { z } from 'zod';
import type { ApiClient } from '../../../api/http';
import { write } from '../catalogueApi';
import { lenientText, listOf, requiredId } from '../../../../../shared/api/lenient';

const id = requiredId;
const text = lenientText;
const count = z.coerce.number().catch(0);

export const linkSchema = z.looseObject({
  id_cardapio_variacao: id,
  id_variacao: id,
  id_cardapio: id.catch(''),
  id_cardapio_tamanho: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? '0' : String(v))),
  nome_variacao: text,
  nome_variacao_avulsa: text,
  escolha_minima: count,
  escolha_maxima: count,
  calculo_preco: text,
  tamanho_nome: text,
  // Also seen as status_cv (spec 02 §3); null or an unknown code reads as absent.
  status: z.enum(['S', 'F', 'O']).optional().catch(undefined),
  status_cv: z.enum(['S', 'F', 'O']).optional().catch(undefined),
});
export type Link = z.infer<typeof linkSchema>;
export const statusOfLink = (l: Link) => l.status ?? l.status_cv ?? 'S';

/** A global variation as the Variação Global select needs it. */
export const globalVariationSchema = z.looseObject({
  id_variacao: id,
  id_variacao_categoria: id.catch(''),
  nome_variacao: text,
  status: text,
});
export type GlobalVariationOption = z.infer<typeof globalVariationSchema>;

const linksSchema = listOf('cardapiovariacoes', linkSchema, 'cardapiovariacoes/listar');
const categoriesSchema = listOf(
  'variacoescategorias',
  z.looseObject({ id_variacao_categoria: id, nome_categoria: text }),
  'variacoescategorias/listar',
);
const globalsSchema = listOf('variacoes', globalVariationSchema, 'variacoes/listar');

export function listLinks(api: ApiClient, productId: string, signal?: AbortSignal) {
  return api.legacy('v1', 'get', `cardapiovariacoes/listar/${encodeURIComponent(productId)}`, linksSchema, {
    signal,
    quiet: true,
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
  globalsError: 'Não foi possível carregar as variações globais.',
  allSizes: 'Todos os tamanhos',
} as const;
