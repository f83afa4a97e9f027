/** Sales history and fine-reversal calls (spec 03 §7 Sales and statement, financial overview). */
import type { ApiClient } from '../../../api/http';
import { isApiError } from '../../../api/errors';
import { unwrapLegacyAlerting } from '../../../components/backoffice';
import { fineReversalSchema, historySchema, type HistoryOrder } from '../../../../../shared/api/finance';

export interface HistoryFilter {
  /** '0' | '7' | '30' | '60' | '90' | 'PP'. */
  periodo: string;
  /** dd/mm/yyyy (PP only). */
  inicio: string;
  fim: string;
}

/** The establishment id comes from the session (the original read it from local storage). */
export async function fetchHistory(
  api: ApiClient,
  storeId: string,
  f: HistoryFilter,
  signal?: AbortSignal,
): Promise<HistoryOrder[]> {
  const res = await api.legacy('v1', 'post', 'pagamentoonline/gerahistorico', historySchema, {
    form: {
      periodo: f.periodo,
      data_inicio: f.periodo === 'PP' ? f.inicio : '',
      data_final: f.periodo === 'PP' ? f.fim : '',
      id_estabelecimento: storeId,
    },
    signal,
  });
  return unwrapLegacyAlerting(res).retorno;
}

/** POST finance/reversal-fine; a failure's message is read from the body (03 §7). */
export async function requestFineReversal(
  api: ApiClient,
  order: { id: string; hash: string },
  description: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await api.json('finance', 'post', 'finance/reversal-fine', fineReversalSchema, {
      body: { description, order_id: order.id, order_hash: order.hash },
      silent: true,
    });
    return { ok: true };
  } catch (err) {
    const message = isApiError(err) ? (err.serverMessage ?? '') : '';
    return { ok: false, message: message || 'Não foi possível enviar a solicitação.' };
  }
}
