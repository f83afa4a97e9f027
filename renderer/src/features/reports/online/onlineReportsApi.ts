/** Pre-cutoff online payments (spec 03 §7 Reports): getReportTransactions and getReportBatch. */
import type { ApiClient, LegacyResult } from '../../../api/http';
import {
  onlineTransactionsSchema as transactionsSchema,
  payoutBatchesSchema as batchesSchema,
  type OnlineTransaction,
  type PayoutBatch,
} from '../../../../../shared/api/reports';

export type { OnlineTransaction, PayoutBatch };

/** POST pagamentoonline/getReportTransactions {data_inicio, data_final, id_estabelecimento}. */
export async function fetchOnlineTransactions(
  api: ApiClient,
  startIso: string,
  endIso: string,
  storeId: string,
  signal?: AbortSignal,
): Promise<LegacyResult<OnlineTransaction[]>> {
  const res = await api.legacy('v1', 'post', 'pagamentoonline/getReportTransactions', transactionsSchema, {
    form: { data_inicio: startIso, data_final: endIso, id_estabelecimento: storeId },
    signal,
  });
  return res.ok ? { ok: true, data: res.data.report } : res;
}

export const BATCH_PAGE_SIZE = 100;

/** POST pagamentoonline/getReportBatch {limit, page, paymentData (yyyy-mm-dd or empty)}. */
export async function fetchPayoutBatches(
  api: ApiClient,
  page: number,
  paymentDate: string,
  signal?: AbortSignal,
): Promise<LegacyResult<{ entities: PayoutBatch[]; count: number }>> {
  const res = await api.legacy('v1', 'post', 'pagamentoonline/getReportBatch', batchesSchema, {
    form: { limit: BATCH_PAGE_SIZE, page, paymentData: paymentDate },
    signal,
  });
  return res.ok ? { ok: true, data: res.data.report } : res;
}
