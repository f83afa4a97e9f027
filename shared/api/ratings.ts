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

const dist = z.array(numberOrZero).catch([]);

/** POST avaliacao/listar/: the documented answer, or a bare array read as its ratings (avaliacao). */
export const ratingsSchema = wrappedOrBare(
  'avaliacao',
  z.looseObject({
    contaComida: dist,
    contaEntrega: dist,
    contaGeral: dist,
    total: lenientList(
      z.looseObject({
        nota_comida: numberOrZero,
        nota_entrega: numberOrZero,
        nota_geral: numberOrZero,
        total: numberOrZero,
      }),
      'avaliacao/listar total',
    ).catch([]),
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
