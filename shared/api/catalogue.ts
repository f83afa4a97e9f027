/**
 * Catalogue payloads of base A (spec 02 §3, §7): categories, products, sizes and the product's
 * variation links as the listar calls return them. Ids travel as text, prices as numbers.
 */
import type { MenuCategory, MenuStatus } from './platform-v1';

export type { MenuCategory, MenuStatus };

/** Size (cardapio tamanho). */
export interface CatalogueSize {
  id_cardapio_tamanho: string;
  id_cardapio: string;
  nome: string;
  preco: number;
  status: MenuStatus;
  ordem: number;
}

/** Product variation link (cardapio variacao). */
export interface CatalogueVariationLink {
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
  status: MenuStatus;
}

/** Product (cardapio). */
export interface CatalogueProduct {
  id_cardapio: string;
  id_cardapio_categoria: string;
  id_produto: string;
  nome_prod: string;
  descricao: string;
  preco: number;
  /** Promotional price; null when none. */
  novo_preco: number | null;
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
}

/** Composition item (cardapio estoque): a stock ingredient of the product. */
export interface CatalogueComposition {
  id_cardapio_estoque: string;
  id_cardapio: string;
  id_estoque: string;
  nome_item: string;
  quantidade: number;
  /** The customer may remove it from the product. */
  removivel: boolean;
  ordem: number;
}

/** GET cardapioestoque/listar/{id_cardapio}. */
export interface CompositionResponse {
  status: true;
  cardapioestoque: CatalogueComposition[];
}

/** A product of the catalogue on the second service (GET products), used to replace a product's data. */
export interface CatalogueSearchProduct {
  id_produto: string;
  codigo_barras: string;
  nome_produto: string;
  descricao: string;
  /** The resized image's URL ('' when none). */
  imagem_redimensionada: string;
}

/** GET products?page&per_page&codigo_barras|nome_produto on the second service (base B). */
export interface CatalogueSearchResponse {
  status: true;
  products: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
    data: CatalogueSearchProduct[];
  };
}

/** Page size of the catalogue search (spec 02 §9). */
export const CATALOGUE_SEARCH_PAGE_SIZE = 300;

/** GET cardapio/listar/{categoryId}[/{productId}]. */
export interface ProductsResponse {
  status: true;
  cardapio: CatalogueProduct[];
}

/** GET cardapiotamanhos/listar/{id_cardapio}. */
export interface SizesResponse {
  status: true;
  cardapiotamanhos: CatalogueSize[];
}

/** Success of a write: the toast shows `mensagem`; adicionar calls also return the new id. */
export interface CatalogueWriteResponse {
  status: true;
  mensagem: string;
  id_cardapio_categoria?: string;
  id_cardapio?: string;
  id_cardapio_tamanho?: string;
  id_cardapio_estoque?: string;
  id_cardapio_variacao?: string;
}

/** POST cardapio/foto. */
export interface PhotoResponse {
  status: true;
  mensagem: string;
  url_imagem: string;
}

/** Accepted image types and size (spec 02 §5, §9). */
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
