/**
 * Global variations of base A (spec 02 §3 global variation, variation category, variation stock
 * item; §7 Global variations): reusable option groups (Borda, Adicionais, Sabores...) in categories.
 * Ids travel as text, prices as numbers.
 */
import { z } from 'zod';
import { PRICE_CALC_CODES, type PriceCalcCode } from '../catalogue/labels';
import { lenientList, lenientText, listOf, money, requiredId } from './lenient';

/** Variation category status: S Ativo, O Oculto, N Inativo (spec 02 §3). */
export type VariationCategoryStatus = 'S' | 'O' | 'N';
/** Variation status: the menu's S/F/O, plus N (inactive) in the other reading (spec 02 §4). */
export type VariationStatus = 'S' | 'F' | 'O' | 'N';

const id = requiredId;
const text = lenientText;
const count = z.coerce.number().catch(0);

const variationCategorySchema = z.object({
  id_variacao_categoria: id,
  nome_categoria: text,
  status: z.enum(['S', 'O', 'N']).catch('S'),
});
/** Variation category (variacao categoria). */
export type VariationCategory = z.output<typeof variationCategorySchema>;

/** Variation stock item: a choice of the variation, from stock or standalone (id_estoque '-1'). */
export type VariationStockItem = {
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
};

/** Global variation (variacao). */
export type GlobalVariation = {
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
};

/** GET variacoes/listar[/{id}], GET variacoes/listarCategoria/{id}. */
export type VariationsResponse = {
  status: true;
  variacoes: GlobalVariation[];
};

/** GET variacoescategorias/listar. */
export type VariationCategoriesResponse = {
  status: true;
  variacoescategorias: VariationCategory[];
};

/** Success of a write: the toast shows `mensagem`; adicionar/duplicar also return the id. */
export type VariationWriteResponse = {
  status: true;
  mensagem: string;
  id_variacao?: string;
  id_variacao_categoria?: string;
  id_variacao_estoque?: string;
};

/** The hard-coded category of ad-hoc (avulsa) variations created from a product (spec 02 §5). */
export const AVULSA_CATEGORY_ID = -2;
/** id_estoque of a standalone item (spec 02 §3). */
export const STANDALONE_STOCK_ID = -1;

// ---------------------------------------------------------------- what the panel reads

const variationItemSchema = z.object({
  id_variacao_estoque: id,
  id_estoque: id.catch('-1'),
  nome_var: text,
  nome_item: text,
  // An item whose price cannot be read is left out, never shown as R$ 0,00.
  preco: money,
});
/** A variation's choice as the panel reads it. */
export type VariationItem = z.output<typeof variationItemSchema>;

const variationSchema = z.object({
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
/** A global variation as the panel reads it. */
export type Variation = z.output<typeof variationSchema>;

/** GET variacoescategorias/listar. */
export const variationCategoriesSchema = listOf(
  'variacoescategorias',
  variationCategorySchema,
  'variacoescategorias/listar',
);
/** GET variacoes/listar[/{id}], GET variacoes/listarCategoria/{id}. */
export const variationsSchema = listOf('variacoes', variationSchema, 'variacoes/listar');

/** A variation write's answer. */
export const variationWriteSchema = z.looseObject({
  mensagem: z.string().optional(),
  id_variacao: id.optional(),
  id_variacao_categoria: id.optional(),
  id_variacao_estoque: id.optional(),
});

// ---------------------------------------------------------------- a product's variation links

export const productVariationLinkSchema = z.looseObject({
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
  // Also seen as status_cv (spec 02 §3), N = inactive (§4); null or an unknown code reads as absent.
  status: z.enum(['S', 'F', 'O', 'N']).optional().catch(undefined),
  status_cv: z.enum(['S', 'F', 'O', 'N']).optional().catch(undefined),
});
/** A product's variation link as the panel reads it. */
export type ProductVariationLink = z.output<typeof productVariationLinkSchema>;

/** A global variation as the Variação Global select needs it. */
const globalVariationOptionSchema = z.looseObject({
  id_variacao: id,
  id_variacao_categoria: id.catch(''),
  nome_variacao: text,
  status: text,
});
export type GlobalVariationOption = z.output<typeof globalVariationOptionSchema>;

/** GET cardapiovariacoes/listar/{id_cardapio}. */
export const productVariationLinksSchema = listOf(
  'cardapiovariacoes',
  productVariationLinkSchema,
  'cardapiovariacoes/listar',
);
/** GET variacoes/listar as the select reads it. */
export const globalVariationOptionsSchema = listOf(
  'variacoes',
  globalVariationOptionSchema,
  'variacoes/listar',
);
