/**
 * The financial overview calls (spec 03 §7, first and second generation). The screens call the
 * second generation; the schemas read both shapes (start_at/end_at or starts_at/ends_at;
 * data or financial_periods / order_transactions; a flat summary or financial_period_summary),
 * so either server works. Values are cents.
 */
import { z } from 'zod';
import type { ApiClient } from '../../api/http';

const cents = z
  .unknown()
  .optional()
  .transform((v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : 0;
    return Number.isFinite(n) ? Math.round(n) : 0;
  });
const text = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''));
const url = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' && /^https?:\/\//i.test(v) ? v : null));
const total = z
  .looseObject({ total: z.coerce.number().int().min(0).catch(0) })
  .nullish()
  .transform((m) => m?.total);

export const periodSchema = z
  .looseObject({
    id: text,
    starts_at: z.unknown().optional(),
    ends_at: z.unknown().optional(),
    start_at: z.unknown().optional(),
    end_at: z.unknown().optional(),
  })
  .transform((p) => ({
    id: p.id,
    startsAt: typeof (p.starts_at ?? p.start_at) === 'string' ? String(p.starts_at ?? p.start_at) : '',
    endsAt: typeof (p.ends_at ?? p.end_at) === 'string' ? String(p.ends_at ?? p.end_at) : '',
  }));

export const periodsSchema = z
  .looseObject({
    data: z.array(periodSchema).optional(),
    financial_periods: z.array(periodSchema).optional(),
  })
  .transform((r) => r.data ?? r.financial_periods ?? []);

const summaryFields = z.looseObject({
  total_value: cents,
  commission_value: cents,
  subtotal_value: cents,
  delivery_value: cents,
  online_payment_value: cents,
  online_payment_tax_value: cents,
  order_count: cents,
  balance_value: cents,
  retained_value: cents,
  invoiceUrl: url,
  bankSlipUrl: url,
  nfseUrl: url,
});

/** First generation wraps the summary in financial_period_summary; the second sends it flat. */
export const summarySchema = z.preprocess(
  (v) =>
    v !== null && typeof v === 'object' && 'financial_period_summary' in v
      ? (v as { financial_period_summary: unknown }).financial_period_summary
      : v,
  summaryFields,
);

export type PeriodSummary = z.infer<typeof summarySchema>;

export const transactionSchema = z.looseObject({
  order_hash: text,
  order_id: text,
  order_created_at: text,
  created_at: text,
  payment_type: text,
  subtotal_value: cents,
  delivery_value: cents,
  total_value: cents,
  online_payment_value: cents,
  commission_value: cents,
  nett_value: cents,
});

export const transactionsSchema = z
  .looseObject({
    data: z.array(transactionSchema).optional(),
    order_transactions: z.array(transactionSchema).optional(),
    paginate_metadata: total,
  })
  .transform((r) => {
    const rows = r.data ?? r.order_transactions ?? [];
    return { rows, total: r.paginate_metadata ?? rows.length };
  });

export type Transactions = z.infer<typeof transactionsSchema>;

export const settlementSchema = z.looseObject({
  id: text,
  settlement_date: text,
  merchant_split_value: cents,
  total_value: cents,
  subtotal_value: cents,
  delivery_value: cents,
  online_payment_value: cents,
  online_payment_tax_value: cents,
  commission_value: cents,
  retained_value: cents,
});

export type Settlement = z.infer<typeof settlementSchema>;

export const settlementsSchema = z
  .looseObject({ data: z.array(settlementSchema), paginate_metadata: total })
  .transform((r) => ({ rows: r.data, total: r.paginate_metadata ?? r.data.length }));

/** Financial periods are fetched 5000 per page (03 §9). */
export async function fetchPeriods(api: ApiClient, signal?: AbortSignal) {
  return api.json('finance', 'get', 'financial-periods', periodsSchema, {
    searchParams: { per_page: 5000, page: 1 },
    quiet: true,
    signal,
  });
}

export async function fetchSummary(api: ApiClient, id: string, signal?: AbortSignal) {
  return api.json('finance', 'get', `financial-periods/${encodeURIComponent(id)}`, summarySchema, {
    quiet: true,
    signal,
  });
}

export interface TransactionQuery {
  page: number;
  perPage: number;
  financialPeriodId?: string;
  settlementPeriodId?: string;
  /** 'yyyy-MM-dd HH:mm:ss'. */
  processedAtStart?: string;
  processedAtEnd?: string;
}

export async function fetchTransactions(api: ApiClient, q: TransactionQuery, signal?: AbortSignal) {
  const searchParams: Record<string, string | number> = { per_page: q.perPage, page: q.page };
  if (q.financialPeriodId) searchParams.financial_period_id = q.financialPeriodId;
  if (q.settlementPeriodId) searchParams.settlement_period_id = q.settlementPeriodId;
  if (q.processedAtStart) searchParams.processed_at_start = q.processedAtStart;
  if (q.processedAtEnd) searchParams.processed_at_end = q.processedAtEnd;
  return api.json('finance', 'get', 'order-transactions', transactionsSchema, {
    searchParams,
    quiet: true,
    signal,
  });
}

export async function fetchSettlements(api: ApiClient, page: number, perPage: number, signal?: AbortSignal) {
  return api.json('finance', 'get', 'settlement-periods', settlementsSchema, {
    searchParams: { per_page: perPage, page },
    quiet: true,
    signal,
  });
}
