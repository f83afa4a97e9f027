/** Pre-cutoff online payments (spec 03 §7 Reports): getReportTransactions and getReportBatch. */
import { z } from 'zod';
import type { ApiClient, LegacyResult } from '../../../api/http';
import { lenientList, listOf, money, optionalMoney, requiredId } from '../../../../../shared/api/lenient';

const num = z
  .preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number())
  .catch(0);
const text = z.preprocess((v) => (v === null || v === undefined ? '' : String(v)), z.string());
const nullableText = z
  .preprocess((v) => (v === null || v === undefined || v === '' ? null : String(v)), z.string().nullable())
  .catch(null);

/** A transaction without its order hash or a readable amount is left out (and reported). */
const transactionSchema = z.looseObject({
  orderHash: requiredId,
  transactionDate: text.catch(''),
  orderAmountTotal: money,
  finalEstablishment: money,
  paymentType: text.catch(''),
  status: text.catch(''),
});
export type OnlineTransaction = z.infer<typeof transactionSchema>;

const transactionsSchema = listOf('report', transactionSchema, 'pagamentoonline/getReportTransactions');

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

/** Amounts a batch may leave out (0); text that is not money drops the batch instead. */
const amount = optionalMoney(0);

/** A batch without a numeric id or a readable value is left out (and reported). */
const batchSchema = z.looseObject({
  id: z.union([z.number().int(), z.string().trim().regex(/^\d+$/)]).transform(Number),
  token: text.catch(''),
  establishment: text.catch(''),
  value_final_establishment: money,
  value_tax: amount,
  value_commission: amount,
  retained_value: amount,
  compensated_value: amount,
  date_from: text.catch(''),
  date_to: text.catch(''),
  status: text.catch(''),
  invoice_id: nullableText,
  finished_at: nullableText,
  complete_description: text.catch(''),
});
export type PayoutBatch = z.infer<typeof batchSchema>;

/** report{entities, count} as documented; report as a bare list (or a bare array) counts itself. */
const batchesSchema = z.preprocess(
  (body) => {
    if (Array.isArray(body)) return { report: { entities: body, count: body.length } };
    const report =
      body !== null && typeof body === 'object' ? (body as { report?: unknown }).report : undefined;
    return Array.isArray(report)
      ? { ...(body as object), report: { entities: report, count: report.length } }
      : body;
  },
  z.looseObject({
    report: z.looseObject({
      entities: lenientList(batchSchema, 'pagamentoonline/getReportBatch'),
      count: num,
    }),
  }),
);

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
