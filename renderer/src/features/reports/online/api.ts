/** Pre-cutoff online payments (spec 03 §7 Reports): getReportTransactions and getReportBatch. */
import { z } from 'zod';
import type { ApiClient, LegacyResult } from '../../../api/http';

const num = z
  .preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number())
  .catch(0);
const text = z.preprocess((v) => (v === null || v === undefined ? '' : String(v)), z.string());
const nullableText = z
  .preprocess((v) => (v === null || v === undefined || v === '' ? null : String(v)), z.string().nullable())
  .catch(null);

const transactionSchema = z.looseObject({
  orderHash: text,
  transactionDate: text.catch(''),
  orderAmountTotal: num,
  finalEstablishment: num,
  paymentType: text.catch(''),
  status: text.catch(''),
});
export type OnlineTransaction = z.infer<typeof transactionSchema>;

const transactionsSchema = z.looseObject({
  report: z
    .array(z.unknown())
    .catch([])
    .transform((l) =>
      l.flatMap((r) => (transactionSchema.safeParse(r).success ? [transactionSchema.parse(r)] : [])),
    ),
});

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

const batchSchema = z.looseObject({
  id: num,
  token: text.catch(''),
  establishment: text.catch(''),
  value_final_establishment: num,
  value_tax: num,
  value_commission: num,
  retained_value: num,
  compensated_value: num,
  date_from: text.catch(''),
  date_to: text.catch(''),
  status: text.catch(''),
  invoice_id: nullableText,
  finished_at: nullableText,
  complete_description: text.catch(''),
});
export type PayoutBatch = z.infer<typeof batchSchema>;

const batchesSchema = z.looseObject({
  report: z.looseObject({
    entities: z
      .array(z.unknown())
      .catch([])
      .transform((l) => l.flatMap((r) => (batchSchema.safeParse(r).success ? [batchSchema.parse(r)] : []))),
    count: num,
  }),
});

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
