/** The ratings calls (spec 03 §7 Ratings), with lenient schemas. */
import { z } from 'zod';
import type { PeriodValue } from '../../../../shared/reports/dates';
import type { ApiClient, LegacyResult } from '../../api/http';
import { lenientList, requiredId, wrappedOrBare } from '../../../../shared/api/lenient';

const num = z
  .preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number())
  .catch(0);
const text = z.preprocess((v) => (v === null || v === undefined ? '' : String(v)), z.string());
const optionalText = z
  .preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? v : null), z.string().nullable())
  .catch(null);

/** A rating without its order id is left out (its order and reply could not be reached). */
const ratingSchema = z.looseObject({
  id_pedido: requiredId,
  hash_pedido: text.catch(''),
  pedido_data_criacao: text.catch(''),
  data_criacao: text.catch(''),
  nota_comida: num,
  nota_entrega: num,
  nota_geral: num,
  comentario_usuario: optionalText,
  comentario_estabelecimento: optionalText,
  status_avaliacao: text.catch(''),
});
export type Rating = z.infer<typeof ratingSchema>;

const dist = z.array(num).catch([]);

/** The documented answer, or a bare array read as its ratings (avaliacao). */
const ratingsSchema = wrappedOrBare(
  'avaliacao',
  z.looseObject({
    contaComida: dist,
    contaEntrega: dist,
    contaGeral: dist,
    total: lenientList(
      z.looseObject({ nota_comida: num, nota_entrega: num, nota_geral: num, total: num }),
      'avaliacao/listar total',
    ).catch([]),
    avaliacao: lenientList(ratingSchema, 'avaliacao/listar').catch([]),
  }),
);
export type Ratings = z.infer<typeof ratingsSchema>;

export const EMPTY_RATINGS: Ratings = {
  contaComida: [0, 0, 0, 0, 0],
  contaEntrega: [0, 0, 0, 0, 0],
  contaGeral: [0, 0, 0, 0, 0],
  total: [{ nota_comida: 0, nota_entrega: 0, nota_geral: 0, total: 0 }],
  avaliacao: [],
};

/** POST avaliacao/listar/ {periodo, data{data_inicio, data_final}}. */
export function fetchRatings(
  api: ApiClient,
  periodo: PeriodValue,
  range: { startIso: string; endIso: string } | null,
  signal?: AbortSignal,
): Promise<LegacyResult<Ratings>> {
  return api.legacy('v1', 'post', 'avaliacao/listar/', ratingsSchema, {
    form: {
      periodo,
      ...(range ? { 'data[data_inicio]': range.startIso, 'data[data_final]': range.endIso } : {}),
    },
    signal,
  });
}

const orderHtmlSchema = z.looseObject({
  pedidos: lenientList(z.looseObject({ pedido: text.catch('') }), 'pedidos/listarpedidoavaliacao').catch([]),
});

/** GET pedidos/listarpedidoavaliacao/{id_pedido}: the order as HTML (sanitize before rendering). */
export async function fetchRatedOrderHtml(
  api: ApiClient,
  orderId: string,
  signal?: AbortSignal,
): Promise<LegacyResult<string>> {
  const res = await api.legacy(
    'v1',
    'get',
    `pedidos/listarpedidoavaliacao/${encodeURIComponent(orderId)}`,
    orderHtmlSchema,
    { signal, quiet: true },
  );
  return res.ok ? { ok: true, data: res.data.pedidos[0]?.pedido ?? '' } : res;
}

/** POST avaliacao/atualizar/{id_pedido} {resposta}. */
export function saveReply(api: ApiClient, orderId: string, resposta: string): Promise<LegacyResult<unknown>> {
  return api.legacy('v1', 'post', `avaliacao/atualizar/${encodeURIComponent(orderId)}`, z.unknown(), {
    form: { resposta },
  });
}
