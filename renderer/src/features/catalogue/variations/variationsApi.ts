/** The global variation calls (spec 02 §7 Global variations) and their schemas. */
import { z } from 'zod';
import type { ApiClient } from '../../../api/http';
import { legacyWrite } from '../catalogueApi';
import { PRICE_CALC_CODES } from '../../../../../shared/catalogue/labels';
import { lenientList, lenientText, listOf, money, requiredId } from '../../../../../shared/api/lenient';

const id = requiredId;
const text = lenientText;
const count = z.coerce.number().catch(0);

export const variationCategorySchema = z.object({
  id_variacao_categoria: id,
  nome_categoria: text,
  status: z.enum(['S', 'O', 'N']).catch('S'),
});
export type VariationCategory = z.infer<typeof variationCategorySchema>;

export const variationItemSchema = z.object({
  id_variacao_estoque: id,
  id_estoque: id.catch('-1'),
  nome_var: text,
  nome_item: text,
  // An item whose price cannot be read is left out, never shown as R$ 0,00.
  preco: money,
});
export type VariationItem = z.infer<typeof variationItemSchema>;

export const variationSchema = z.object({
  id_variacao: id,
  id_variacao_categoria: id.catch(''),
  nome_variacao: text,
  escolha_minima: count,
  escolha_maxima: count,
  // An unknown code is kept as text so the screen shows it as it is, never as another mode.
  calculo_preco: z.union([z.enum(PRICE_CALC_CODES as ['mp', 'pm', 'mm', 'st', 'in']), z.string()]).catch(''),
  status: z.enum(['S', 'F', 'O', 'N']).catch('S'),
  id_cardapio: id.catch('0'),
  id_cardapio_tamanho: id.catch('0'),
  estoque: lenientList(variationItemSchema, 'variacoes.estoque').catch([]),
});
export type Variation = z.infer<typeof variationSchema>;

const categoriesSchema = listOf('variacoescategorias', variationCategorySchema, 'variacoescategorias/listar');
const variationsSchema = listOf('variacoes', variationSchema, 'variacoes/listar');
const sizesSchema = listOf(
  'cardapiotamanhos',
  z.looseObject({ id_cardapio_tamanho: id, nome: text }),
  'cardapiotamanhos/listar',
);
const writeSchema = z.looseObject({
  mensagem: z.string().optional(),
  id_variacao: id.optional(),
  id_variacao_categoria: id.optional(),
  id_variacao_estoque: id.optional(),
});
type Write = z.infer<typeof writeSchema>;
type Form = Record<string, string>;

export function listVariationCategories(api: ApiClient, signal?: AbortSignal) {
  return api.legacy('v1', 'get', 'variacoescategorias/listar', categoriesSchema, { signal, quiet: true });
}

export function listVariationsOfCategory(api: ApiClient, categoryId: string, signal?: AbortSignal) {
  return api.legacy(
    'v1',
    'get',
    `variacoes/listarCategoria/${encodeURIComponent(categoryId)}`,
    variationsSchema,
    { signal, quiet: true },
  );
}

/** GET variacoes/listar/{id}; null when it fails (the caller shows 'Erro ao obter variação'). */
export async function getVariation(api: ApiClient, variationId: string): Promise<Variation | null> {
  try {
    const res = await api.legacy(
      'v1',
      'get',
      `variacoes/listar/${encodeURIComponent(variationId)}`,
      variationsSchema,
      { quiet: true },
    );
    return res.ok ? (res.data.variacoes[0] ?? null) : null;
  } catch {
    return null;
  }
}

/** The sizes of the product a variation is bound to (Vínculo); [] when it cannot be read. */
export async function listProductSizes(api: ApiClient, productId: string, signal?: AbortSignal) {
  try {
    const res = await api.legacy(
      'v1',
      'get',
      `cardapiotamanhos/listar/${encodeURIComponent(productId)}`,
      sizesSchema,
      { signal, quiet: true },
    );
    return res.ok ? res.data.cardapiotamanhos : [];
  } catch {
    return [];
  }
}

/** A write through the catalogue's one write path ('Atenção!' on refusal, toast on success). */
const write = (api: ApiClient, path: string, form: Form): Promise<Write | null> =>
  legacyWrite(api, path, form, writeSchema);

export const variationsApi = {
  saveCategory: (api: ApiClient, categoryId: string | null, form: Form) =>
    write(api, `variacoescategorias/adicionar${categoryId ? `/${categoryId}` : ''}`, form),
  deleteCategory: (api: ApiClient, categoryId: string) =>
    write(api, 'variacoescategorias/excluir', { id_variacao_categoria: categoryId }),
  save: (api: ApiClient, variationId: string | null, form: Form) =>
    write(api, `variacoes/adicionar${variationId ? `/${variationId}` : ''}`, form),
  status: (api: ApiClient, variationId: string, status: string) =>
    write(api, 'variacoes/mudaSts', { id: variationId, status }),
  duplicate: (api: ApiClient, variationId: string) =>
    write(api, 'variacoes/duplicar', { variacao: variationId }),
  remove: (api: ApiClient, variationId: string) =>
    write(api, 'variacoes/excluir', { id_variacao: variationId }),
  saveItem: (api: ApiClient, itemId: string | null, form: Form) =>
    write(api, `variacoesestoque/adicionar${itemId ? `/${itemId}` : ''}`, form),
  removeItem: (api: ApiClient, itemId: string) =>
    write(api, 'variacoesestoque/excluir', { id_variacao_estoque: itemId }),
  orderItems: (api: ApiClient, ids: string[]) =>
    write(api, 'variacoesestoque/ordem', { ordem: JSON.stringify(ids) }),
};
