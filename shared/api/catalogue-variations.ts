/**
 * Global variations of base A (spec 02 §3 global variation, variation category, variation stock
 * item; §7 Global variations): reusable option groups (Borda, Adicionais, Sabores...) in categories.
 * Ids travel as text, prices as numbers.
 */
import type { PriceCalcCode } from '../catalogue/labels';

/** Variation category status: S Ativo, O Oculto, N Inativo (spec 02 §3). */
export type VariationCategoryStatus = 'S' | 'O' | 'N';
/** Variation status: the menu's S/F/O, plus N (inactive) in the other reading (spec 02 §4). */
export type VariationStatus = 'S' | 'F' | 'O' | 'N';

/** Variation category (variacao categoria). */
export interface VariationCategory {
  id_variacao_categoria: string;
  nome_categoria: string;
  status: VariationCategoryStatus;
}

/** Variation stock item: a choice of the variation, from stock or standalone (id_estoque '-1'). */
export interface VariationStockItem {
  id_variacao_estoque: string;
  id_variacao: string;
  /** '-1' = standalone (no stock item). */
  id_estoque: string;
  /** The choice's name as the customer sees it. */
  nome_var: string;
  /** The stock item's name ('' when standalone). */
  nome_item: string;
  preco: number;
  ordem: number;
}

/** Global variation (variacao). */
export interface GlobalVariation {
  id_variacao: string;
  id_variacao_categoria: string;
  nome_variacao: string;
  escolha_minima: number;
  escolha_maxima: number;
  calculo_preco: PriceCalcCode;
  status: VariationStatus;
  /** The product it was created for ('0' = none). */
  id_cardapio: string;
  /** The size it is bound to ('0' = every size). */
  id_cardapio_tamanho: string;
  estoque: VariationStockItem[];
}

/** GET variacoes/listar[/{id}], GET variacoes/listarCategoria/{id}. */
export interface VariationsResponse {
  status: true;
  variacoes: GlobalVariation[];
}

/** GET variacoescategorias/listar. */
export interface VariationCategoriesResponse {
  status: true;
  variacoescategorias: VariationCategory[];
}

/** Success of a write: the toast shows `mensagem`; adicionar/duplicar also return the id. */
export interface VariationWriteResponse {
  status: true;
  mensagem: string;
  id_variacao?: string;
  id_variacao_categoria?: string;
  id_variacao_estoque?: string;
}

/** The hard-coded category of ad-hoc (avulsa) variations created from a product (spec 02 §5). */
export const AVULSA_CATEGORY_ID = -2;
/** id_estoque of a standalone item (spec 02 §3). */
export const STANDALONE_STOCK_ID = -1;
