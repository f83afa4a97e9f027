/** The menu manager's calls (spec 02 §7 Categories, Products, Sizes) and their schemas. */
import type { z } from 'zod';
import type { ApiClient, LegacyResult } from '../../api/http';
import {
  catalogueWriteSchema as writeSchema,
  categoriesSchema,
  oneProductSchema,
  photoSchema,
  productsSchema,
  type Product,
} from '../../../../shared/api/catalogue';
import { dialogs } from '../../components/feedback/dialogs';
import { notify } from '../../components/feedback/notify';

export type { Category, Product, Size } from '../../../../shared/api/catalogue';
type Write = z.infer<typeof writeSchema>;

export function listCategories(api: ApiClient, signal?: AbortSignal) {
  return api.legacy('v1', 'get', 'cardapiocategorias/listar', categoriesSchema, { signal, quiet: true });
}

export function listProducts(api: ApiClient, categoryId: string, signal?: AbortSignal) {
  return api.legacy('v1', 'get', `cardapio/listar/${encodeURIComponent(categoryId)}`, productsSchema, {
    signal,
    quiet: true,
  });
}

export async function getProduct(
  api: ApiClient,
  categoryId: string,
  productId: string,
): Promise<Product | null> {
  try {
    const res = await api.legacy(
      'v1',
      'get',
      `cardapio/listar/${encodeURIComponent(categoryId)}/${encodeURIComponent(productId)}`,
      oneProductSchema,
      { quiet: true },
    );
    return res.ok ? (res.data.cardapio[0] ?? null) : null;
  } catch {
    return null;
  }
}

type Form = Record<string, string | number | undefined>;

/**
 * A write: success shows the server's mensagem for 2 s; a refusal opens 'Atenção!' with its
 * erro/mensagem (spec 02 §8). HTTP failures already showed the HTTP layer's dialog. Returns the
 * answer on success, null otherwise.
 */
export function write(api: ApiClient, path: string, form: Form): Promise<Write | null> {
  return legacyWrite(api, path, form, writeSchema);
}

/**
 * `write` with the caller's answer schema (the variation and stock calls answer other ids); a
 * FormData body goes as multipart (uploads).
 */
export async function legacyWrite<S extends z.ZodType<{ mensagem?: string }>>(
  api: ApiClient,
  path: string,
  body: Form | FormData,
  schema: S,
): Promise<z.infer<S> | null> {
  let res: LegacyResult<z.infer<S>>;
  try {
    res = await api.legacy(
      'v1',
      'post',
      path,
      schema,
      body instanceof FormData ? { multipart: body } : { form: body },
    );
  } catch {
    return null;
  }
  if (!res.ok) {
    void dialogs.alert({ message: res.message || 'Não foi possível salvar.', okLabel: 'Fechar' });
    return null;
  }
  if (res.data.mensagem) notify.success(res.data.mensagem);
  return res.data;
}

export const catalogueApi = {
  saveCategory: (api: ApiClient, categoryId: string | null, form: Form) =>
    write(api, `cardapiocategorias/adicionar${categoryId ? `/${categoryId}` : ''}`, form),
  deleteCategory: (api: ApiClient, categoryId: string) =>
    write(api, 'cardapiocategorias/excluir', { id_cardapio_categoria: categoryId }),
  orderCategories: (api: ApiClient, ids: string[]) =>
    write(api, 'cardapiocategorias/ordem', { ordem: JSON.stringify(ids) }),
  saveProduct: (api: ApiClient, productId: string | null, form: Form) =>
    write(api, `cardapio/adicionar${productId ? `/${productId}` : ''}`, form),
  deleteProduct: (api: ApiClient, productId: string) =>
    write(api, 'cardapio/excluir', { id_cardapio: productId }),
  cloneProduct: (api: ApiClient, productId: string) =>
    write(api, 'cardapio/duplicar', { id_cardapio: productId }),
  productStatus: (api: ApiClient, productId: string, status: string) =>
    write(api, 'cardapio/mudaSts', { id_cardapio: productId, status }),
  orderProducts: (api: ApiClient, ids: string[]) =>
    write(api, 'cardapio/ordem', { ordem: JSON.stringify(ids) }),
  saveSize: (api: ApiClient, sizeId: string | null, form: Form) =>
    write(api, `cardapiotamanhos/adicionar${sizeId ? `/${sizeId}` : ''}`, form),
  deleteSize: (api: ApiClient, sizeId: string) =>
    write(api, 'cardapiotamanhos/excluir', { id_cardapio_tamanho: sizeId }),
  orderSizes: (api: ApiClient, productId: string, ids: string[]) =>
    write(api, 'cardapiotamanhos/ordem', { ordem: JSON.stringify(ids), id_cardapio: productId }),
  sizeStatus: (api: ApiClient, sizeId: string, status: string) =>
    write(api, 'cardapiotamanhos/mudaSts', { id_cardapio_tamanho: sizeId, status }),
};

/** POST cardapio/foto (multipart arquivo + id_cardapio); a refusal's erros/mensagem open 'Atenção!'. */
export async function uploadPhoto(api: ApiClient, productId: string, file: File): Promise<string | null> {
  const data = new FormData();
  data.append('id_cardapio', productId);
  data.append('arquivo', file);
  let res: LegacyResult<z.infer<typeof photoSchema>>;
  try {
    res = await api.legacy('v1', 'post', 'cardapio/foto', photoSchema, { multipart: data });
  } catch {
    return null;
  }
  if (!res.ok) {
    const message = [res.message, ...(res.errors ?? [])]
      .filter((m, i, all) => m && all.indexOf(m) === i)
      .join('\n');
    void dialogs.alert({ message: message || 'Não foi possível enviar a imagem.', okLabel: 'Fechar' });
    return null;
  }
  if (res.data.mensagem) notify.success(res.data.mensagem);
  return res.data.url_imagem;
}
