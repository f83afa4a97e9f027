/** The menu manager's calls (spec 02 §7 Categories, Products, Sizes) and their schemas. */
import { z } from 'zod';
import type { ApiClient, LegacyResult } from '../../api/http';
import {
  lenientList,
  lenientText,
  listOf,
  money,
  optionalMoney,
  requiredId,
} from '../../../../shared/api/lenient';
import { dialogs } from '../../components/feedback/dialogs';
import { notify } from '../../components/feedback/notify';

const status = z.enum(['S', 'F', 'O']).catch('S');
const text = lenientText;
const id = requiredId;
/** The availability is JSON text (02 §3); a server that already decoded it gets it re-encoded. */
const availabilityText = z
  .unknown()
  .optional()
  .transform((v) =>
    typeof v === 'string' ? v : v !== null && typeof v === 'object' ? JSON.stringify(v) : '',
  );

export const categorySchema = z.object({
  id_cardapio_categoria: id,
  nome_categoria: text,
  status,
  disponibilidade: availabilityText,
  ordem: z.coerce.number().catch(0),
});
export type Category = z.infer<typeof categorySchema>;

/** A size without a readable price is left out, never shown as R$ 0,00. */
export const sizeSchema = z.object({
  id_cardapio_tamanho: id,
  id_cardapio: id,
  nome: text,
  preco: money,
  status,
});
export type Size = z.infer<typeof sizeSchema>;

export const variationLinkSchema = z.looseObject({
  id_cardapio_variacao: id,
  nome_variacao: text,
  escolha_minima: z.coerce.number().catch(0),
  escolha_maxima: z.coerce.number().catch(0),
  calculo_preco: text,
  tamanho_nome: text.optional(),
  status,
});
export type VariationLink = z.infer<typeof variationLinkSchema>;

/**
 * A product without a readable id, or with a price that is there but is not money, is left out of
 * the list (and reported). A missing or null price reads as 0: the platform keeps a product priced
 * by its sizes with base price zero (02 §2.2), and staff must still see and edit it.
 */
export const productSchema = z.object({
  id_cardapio: id,
  id_cardapio_categoria: id,
  id_produto: text,
  nome_prod: text,
  descricao: text,
  preco: optionalMoney(0),
  // 0, '' or null mean "no promotion"; text that is not money fails the product.
  novo_preco: optionalMoney(null).transform((n) => (n !== null && n > 0 ? n : null)),
  foto: text,
  status,
  ordem: z.coerce.number().catch(0),
  disponibilidade: availabilityText,
  tamanhos: lenientList(sizeSchema, 'cardapio.tamanhos').catch([]),
  variacoes: lenientList(variationLinkSchema, 'cardapio.variacoes').catch([]),
});
export type Product = z.infer<typeof productSchema>;

const categoriesSchema = listOf('categorias', categorySchema, 'cardapiocategorias/listar');
const productsSchema = listOf('cardapio', productSchema, 'cardapio/listar');
/** One product: the list form, or the product itself under cardapio. */
const oneProductSchema = z.preprocess((body) => {
  const inner =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>).cardapio
      : undefined;
  return inner !== null && typeof inner === 'object' && !Array.isArray(inner) && 'id_cardapio' in inner
    ? { ...(body as object), cardapio: [inner] }
    : body;
}, productsSchema);
const writeSchema = z.looseObject({
  mensagem: z.string().optional(),
  id_cardapio_categoria: id.optional(),
  id_cardapio: id.optional(),
  id_cardapio_tamanho: id.optional(),
});
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

/** `write` with the caller's answer schema (the variation calls answer other ids). */
export async function legacyWrite<S extends z.ZodType<{ mensagem?: string }>>(
  api: ApiClient,
  path: string,
  form: Form,
  schema: S,
): Promise<z.infer<S> | null> {
  let res: LegacyResult<z.infer<S>>;
  try {
    res = await api.legacy('v1', 'post', path, schema, { form });
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
  sizeStatus: (api: ApiClient, sizeId: string, status: string) =>
    write(api, 'cardapiotamanhos/mudaSts', { id_cardapio_tamanho: sizeId, status }),
};

/** The delete confirmation of the spec (02 §5, §8). */
const photoSchema = z.looseObject({ url_imagem: z.string(), mensagem: z.string().optional() });

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
