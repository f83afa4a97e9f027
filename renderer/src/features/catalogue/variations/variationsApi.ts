/** The global variation calls (spec 02 §7 Global variations) and their schemas. */
import type { z } from 'zod';
import type { ApiClient } from '../../../api/http';
import { legacyWrite } from '../catalogueApi';
import { productSizesSchema as sizesSchema } from '../../../../../shared/api/catalogue';
import {
  variationCategoriesSchema as categoriesSchema,
  variationsSchema,
  variationWriteSchema as writeSchema,
  type Variation,
} from '../../../../../shared/api/catalogue-variations';

export type {
  Variation,
  VariationCategory,
  VariationItem,
} from '../../../../../shared/api/catalogue-variations';

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
