/**
 * Ratings payloads (spec 03 §3 Rating, §7 Ratings): the shapes the sandbox serves, then the
 * schemas the panel reads them with (notes may come as numbers or numeric text).
 */
import { z } from 'zod';
import { anyAsText, lenientList, numberOrZero, requiredId, wrappedOrBare } from './lenient';

export type RatingRow = {
  id_pedido: string;
  hash_pedido: string;
  pedido_data_criacao: string;
  data_criacao: string;
  nota_comida: number;
  nota_entrega: number;
  nota_geral: number;
  comentario_usuario: string | null;
  comentario_estabelecimento: string | null;
  /** CC = Contabilizado, anything else Processando. */
  status_avaliacao: string;
};

/** Sums of each rating over the period and the number of ratings. */
export type RatingTotals = {
  nota_comida: number;
  nota_entrega: number;
  nota_geral: number;
  total: number;
};

/** How many ratings gave 1..5 stars: index 0 is 1 star. */
export type RatingDistribution = number[];

export type RatingsResponse = {
  status: boolean;
  mensagem?: string;
  contaComida: RatingDistribution;
  contaEntrega: RatingDistribution;
  contaGeral: RatingDistribution;
  total: RatingTotals[];
  avaliacao: RatingRow[];
};

// ---------------------------------------------------------------- what the panel reads

const optionalText = z
  .preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? v : null), z.string().nullable())
  .catch(null);

/** A rating without its order id is left out (its order and reply could not be reached). */
const ratingSchema = z.looseObject({
  id_pedido: requiredId,
  hash_pedido: anyAsText.catch(''),
  pedido_data_criacao: anyAsText.catch(''),
  data_criacao: anyAsText.catch(''),
  nota_comida: numberOrZero,
  nota_entrega: numberOrZero,
  nota_geral: numberOrZero,
  comentario_usuario: optionalText,
  comentario_estabelecimento: optionalText,
  status_avaliacao: anyAsText.catch(''),
});
export type Rating = z.output<typeof ratingSchema>;

/**
 * A distribution: how many ratings gave 1..5 stars, index 0 being 1 star. The list as documented,
 * or an object keyed by the stars ('1'..'5'), or by PHP's list keys ('0'..'4') when a '0' is there;
 * a missing star is 0. Anything else is no distribution (empty bars).
 */
const dist = z
  .custom<readonly (number | string)[] | Record<string, number | string>>()
  .optional()
  .transform((v): number[] => {
    if (Array.isArray(v)) return v.map((n) => numberOrZero.parse(n));
    if (v === null || typeof v !== 'object') return [];
    const counts = v as Record<string, unknown>;
    const offset = '0' in counts ? 0 : 1;
    return [0, 1, 2, 3, 4].map((i) => numberOrZero.parse(counts[String(i + offset)]));
  });

const TOTALS_KEYS = ['total', 'nota_comida', 'nota_entrega', 'nota_geral'];

const totalsSchema = z.looseObject({
  nota_comida: numberOrZero,
  nota_entrega: numberOrZero,
  nota_geral: numberOrZero,
  total: numberOrZero,
});

/** POST avaliacao/listar/: the documented answer, or a bare array read as its ratings (avaliacao). */
export const ratingsSchema = wrappedOrBare(
  'avaliacao',
  z.looseObject({
    contaComida: dist,
    contaEntrega: dist,
    contaGeral: dist,
    // The documented list of one, or that one object on its own.
    total: z
      .custom<RatingTotals[] | RatingTotals | Record<string, unknown>>()
      .optional()
      .transform((t): unknown =>
        t !== null && typeof t === 'object' && !Array.isArray(t) && TOTALS_KEYS.some((k) => k in t) ? [t] : t,
      )
      .pipe(lenientList(totalsSchema, 'avaliacao/listar total'))
      .catch([]),
    avaliacao: lenientList(ratingSchema, 'avaliacao/listar').catch([]),
  }),
);
export type Ratings = z.output<typeof ratingsSchema>;

/** GET pedidos/listarpedidoavaliacao/{id_pedido}: the order as HTML (sanitize before rendering). */
export const ratedOrderHtmlSchema = z.looseObject({
  pedidos: lenientList(z.looseObject({ pedido: anyAsText.catch('') }), 'pedidos/listarpedidoavaliacao').catch(
    [],
  ),
});
