/**
 * Catalogue payloads of base A (spec 02 §3, §7): categories, products, sizes and the product's
 * variation links as the listar calls return them. Ids travel as text, prices as numbers.
 */
import { z } from 'zod';
import { flag, lenientList, lenientText, listOf, money, optionalMoney, requiredId } from './lenient';
import type { MenuCategory, MenuStatus } from './platform-v1';
import { productVariationLinkSchema } from './catalogue-variations';

export type { MenuCategory, MenuStatus };

/** Size (cardapio tamanho). */
export type CatalogueSize = {
  id_cardapio_tamanho: string;
  id_cardapio: string;
  nome: string;
  preco: number;
  /** N = inactive (spec 02 §4). */
  status: MenuStatus | 'N';
  ordem: number;
};

/** Product variation link (cardapio variacao). */
export type CatalogueVariationLink = {
  id_cardapio_variacao: string;
  id_variacao: string;
  id_cardapio: string;
  /** '0' = every size. */
  id_cardapio_tamanho: string;
  nome_variacao: string;
  nome_variacao_avulsa: string;
  escolha_minima: number;
  escolha_maxima: number;
  calculo_preco: string;
  tamanho_nome: string;
  /** N = inactive (spec 02 §4). */
  status: MenuStatus | 'N';
};

/** Product (cardapio). */
export type CatalogueProduct = {
  id_cardapio: string;
  id_cardapio_categoria: string;
  id_produto: string;
  nome_prod: string;
  descricao: string;
  preco: number;
  /** Promotional price; null when none. */
  novo_preco: number | null;
  /** The earlier price shown struck through; null when none. */
  preco_antigo: number | null;
  /** 'S': the menu shows the product 'A partir de' preco_apartirde. */
  apartirde: 'S' | 'N';
  preco_apartirde: number | null;
  /** The store's own description of the product, for its staff. */
  descricao_sis: string;
  foto: string;
  status: MenuStatus;
  ordem: number;
  /** JSON text of a WeeklyAvailability; '' = always available. */
  disponibilidade: string;
  id_estabelecimento: string;
  deletado: 'N';
  tamanhos: CatalogueSize[];
  /** The composition (cardapio estoque), in order. */
  ingredientes: CatalogueComposition[];
  variacoes: CatalogueVariationLink[];
};

/** Composition item (cardapio estoque): a stock ingredient of the product. */
export type CatalogueComposition = {
  id_cardapio_estoque: string;
  id_cardapio: string;
  id_estoque: string;
  nome_item: string;
  quantidade: number;
  /** The customer may remove it from the product. */
  removivel: boolean;
  ordem: number;
};

/** GET cardapioestoque/listar/{id_cardapio}. */
export type CompositionResponse = {
  status: true;
  cardapioestoque: CatalogueComposition[];
};

/** A product of the catalogue on the second service (GET products), used to replace a product's data. */
export type CatalogueSearchProduct = {
  id_produto: string;
  codigo_barras: string;
  nome_produto: string;
  descricao: string;
  /** The resized image's URL ('' when none). */
  imagem_redimensionada: string;
};

/** GET products?page&per_page&codigo_barras|nome_produto on the second service (base B). */
export type CatalogueSearchResponse = {
  status: true;
  products: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
    data: CatalogueSearchProduct[];
  };
};

/** Page size of the catalogue search (spec 02 §9). */
export const CATALOGUE_SEARCH_PAGE_SIZE = 300;

/** GET cardapio/listar/{categoryId}[/{productId}]. */
export type ProductsResponse = {
  status: true;
  cardapio: CatalogueProduct[];
};

/** GET cardapiotamanhos/listar/{id_cardapio}. */
export type SizesResponse = {
  status: true;
  cardapiotamanhos: CatalogueSize[];
};

/** Success of a write: the toast shows `mensagem`; adicionar calls also return the new id. */
export type CatalogueWriteResponse = {
  status: true;
  mensagem: string;
  id_cardapio_categoria?: string;
  id_cardapio?: string;
  id_cardapio_tamanho?: string;
  id_cardapio_estoque?: string;
  id_cardapio_variacao?: string;
};

/** POST cardapio/foto. */
export type PhotoResponse = {
  status: true;
  mensagem: string;
  url_imagem: string;
};

/** Accepted image types and size (spec 02 §5, §9). */
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

// ---------------------------------------------------------------- what the panel reads

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

const categorySchema = z.object({
  id_cardapio_categoria: id,
  nome_categoria: text,
  status,
  disponibilidade: availabilityText,
  ordem: z.coerce.number().catch(0),
});
export type Category = z.output<typeof categorySchema>;

/** A size without a readable price is left out, never shown as R$ 0,00. */
const sizeSchema = z.object({
  id_cardapio_tamanho: id,
  id_cardapio: id,
  nome: text,
  preco: money,
  // Sizes are also described with N, inactive (spec 02 §4).
  status: z.enum(['S', 'F', 'O', 'N']).catch('S'),
});
export type Size = z.output<typeof sizeSchema>;

/**
 * The product's variation links as the spec documents them (02 §3 lists: variacoes[]); undefined
 * when the answer has none, or none that reads as a list, so the editor asks
 * cardapiovariacoes/listar instead.
 */
const productLinks = z
  .union([z.undefined(), z.null(), lenientList(productVariationLinkSchema, 'cardapio.variacoes')])
  .transform((v) => v ?? undefined)
  .catch(undefined);

/** A price that may be absent: 0, '' or null read as none. */
const optionalPrice = optionalMoney(null).transform((n) => (n !== null && n > 0 ? n : null));

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
  novo_preco: optionalPrice,
  preco_antigo: optionalPrice,
  apartirde: flag,
  preco_apartirde: optionalPrice,
  descricao_sis: text,
  foto: text,
  status,
  ordem: z.coerce.number().catch(0),
  disponibilidade: availabilityText,
  tamanhos: lenientList(sizeSchema, 'cardapio.tamanhos').catch([]),
  variacoes: productLinks,
});
export type Product = z.output<typeof productSchema>;

/** GET cardapiocategorias/listar. */
export const categoriesSchema = listOf('categorias', categorySchema, 'cardapiocategorias/listar');
/** GET cardapio/listar/{categoryId}. */
export const productsSchema = listOf('cardapio', productSchema, 'cardapio/listar');
/** GET cardapio/listar/{categoryId}/{productId}: the list form, or the product itself under cardapio. */
export const oneProductSchema = z.preprocess((body) => {
  const inner =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>).cardapio
      : undefined;
  return inner !== null && typeof inner === 'object' && !Array.isArray(inner) && 'id_cardapio' in inner
    ? { ...(body as object), cardapio: [inner] }
    : body;
}, productsSchema);

/** A write's answer: the toast's mensagem and, for adicionar, the new id. */
export const catalogueWriteSchema = z.looseObject({
  mensagem: z.string().optional(),
  id_cardapio_categoria: id.optional(),
  id_cardapio: id.optional(),
  id_cardapio_tamanho: id.optional(),
});

/** POST cardapio/foto. */
export const photoSchema = z.looseObject({ url_imagem: z.string(), mensagem: z.string().optional() });

/** The product sizes a variation may be bound to (GET cardapiotamanhos/listar/{id_cardapio}). */
export const productSizesSchema = listOf(
  'cardapiotamanhos',
  z.looseObject({ id_cardapio_tamanho: id, nome: text }),
  'cardapiotamanhos/listar',
);

/** removivel as the platform may send it: boolean, 1/0, 'S'/'N', 'true'/'false'. */
const removable = z
  .union([z.boolean(), z.number(), z.string()])
  .nullish()
  .transform((v) => v === true || v === 1 || ['1', 's', 'true', 'sim'].includes(String(v).toLowerCase()));

export const compositionItemSchema = z.object({
  id_cardapio_estoque: id,
  id_cardapio: id,
  id_estoque: id,
  nome_item: lenientText,
  quantidade: z.coerce.number().catch(1),
  removivel: removable,
});
export type CompositionItem = z.output<typeof compositionItemSchema>;

/** GET cardapioestoque/listar/{id_cardapio}. */
export const compositionSchema = listOf('cardapioestoque', compositionItemSchema, 'cardapioestoque/listar');

export const catalogueSearchItemSchema = z.looseObject({
  id_produto: requiredId,
  codigo_barras: text,
  nome_produto: text,
  descricao: text,
  imagem_redimensionada: text,
});
/** A product of the second service's catalogue as the search reads it. */
export type CatalogueSearchItem = z.output<typeof catalogueSearchItemSchema>;

/** GET products as documented: products.data, one page of the second service's catalogue. */
export const catalogueSearchPageSchema = z.looseObject({
  products: z.looseObject({
    data: lenientList(catalogueSearchItemSchema, 'products'),
    total: z.coerce.number().optional().catch(undefined),
  }),
});

/** GET products: products.data as documented; products as a bare list, or a bare array, read as that list. */
export const catalogueSearchSchema = z.preprocess((body) => {
  if (Array.isArray(body)) return { products: { data: body } };
  const products =
    body !== null && typeof body === 'object' ? (body as { products?: unknown }).products : undefined;
  return Array.isArray(products) ? { ...(body as object), products: { data: products } } : body;
}, catalogueSearchPageSchema);

// ---------------------------------------------------------------- stock (estoque)

const stockItemSchema = z.object({
  id_estoque: requiredId,
  nome_item: lenientText,
  descricao: lenientText,
  status: z.enum(['S', 'O']).catch('S'),
  tipo: z.enum(['sabor', 'ingrediente']).catch('ingrediente'),
  image_url: lenientText,
});
export type StockItem = z.output<typeof stockItemSchema>;

/** GET estoque/listar. */
export const stockListSchema = listOf('estoque', stockItemSchema, 'estoque/listar');
/** A stock write's answer. */
export const stockWriteSchema = z.looseObject({
  mensagem: z.string().optional(),
  id_estoque: z.union([z.string(), z.number()]).transform(String).optional(),
});
