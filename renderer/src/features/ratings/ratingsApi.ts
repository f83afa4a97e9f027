/** The ratings calls (spec 03 §7 Ratings); their schemas are in shared/api/ratings.ts. */
import { z } from 'zod';
import type { PeriodValue } from '../../../../shared/reports/dates';
import { ratedOrderHtmlSchema, ratingsSchema, type Ratings } from '../../../../shared/api/ratings';
import type { ApiClient, LegacyResult } from '../../api/http';
import { ABSENT_CALL_STATUSES, eitherCall } from '../../api/platformCalls';
import type { PlatformCalls } from '../../../../shared/config';

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

/**
 * The screen's first load: GET avaliacao/listar/ (the whole history, 03 §7), or the filter's POST
 * for the whole period ('0') where the configuration says so or the platform has no GET (404/501).
 */
export function fetchFirstRatings(
  api: ApiClient,
  choice: PlatformCalls['ratingsFirstLoad'],
  signal?: AbortSignal,
): Promise<LegacyResult<Ratings>> {
  const viaGet = () =>
    api.legacy('v1', 'get', 'avaliacao/listar/', ratingsSchema, { signal, expect: ABSENT_CALL_STATUSES });
  const viaPost = () => fetchRatings(api, '0', null, signal);
  const pick = choice === 'auto' ? 'auto' : choice === 'get' ? 'preferred' : 'fallback';
  return eitherCall(api, 'ratings-first-load', pick, viaGet, viaPost);
}

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
    ratedOrderHtmlSchema,
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
