/**
 * The financial overview calls (spec 03 §7, first and second generation). The screens call the
 * second generation; the schemas read both shapes (start_at/end_at or starts_at/ends_at;
 * data or financial_periods / order_transactions; a flat summary or financial_period_summary),
 * so either server works. Values are cents.
 */
import { z } from 'zod';
import type { ApiClient } from '../../api/http';
import {
  httpUrl as url,
  lenientList,
  lenientText as text,
  optionalMoney,
  requiredId,
} from '../../../../shared/api/lenient';

/**
 * Cents as a number or numeric text; missing or null is 0. Text that is not a number fails the
 * row (left out of a list) or the summary (the screen's error state), never shown as R$ 0,00.
 */
const cents = optionalMoney(0).transform((n) => Math.round(n));
const total = z
  .looseObject({ total: z.coerce.number().int().min(0).catch(0) })
  .nullish()
  .transform((m) => m?.total);

export const periodSchema = z
  .looseObject({
    id: requiredId,
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

/** A list under either generation's key (data or the first generation's name), or a bare array. */
const eitherList = <T extends z.ZodType>(keys: readonly [string, string], item: T, where: string) => {
  const list = lenientList(item, where);
  return z.preprocess(
    (body) => (Array.isArray(body) ? { [keys[0]]: body } : body),
    z
      .looseObject({ [keys[0]]: z.unknown().optional(), [keys[1]]: z.unknown().optional() })
      .transform((r, ctx) => {
        const parsed = list.safeParse(r[keys[0]] ?? r[keys[1]]);
        if (parsed.success) return { rows: parsed.data, body: r };
        ctx.addIssue({ code: 'custom', message: 'não é uma lista', path: [keys[0]] });
        return z.NEVER;
      }),
  );
};

export const periodsSchema = eitherList(
  ['data', 'financial_periods'],
  periodSchema,
  'financial-periods',
).transform((r) => r.rows);

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

/** A transaction without an order id (order_hash or order_id) is left out. */
export const transactionSchema = z
  .looseObject({
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
  })
  .refine((t) => t.order_hash !== '' || t.order_id !== '', 'transação sem pedido');

const totalOf = (body: Record<string, unknown>) => total.catch(undefined).parse(body.paginate_metadata);

export const transactionsSchema = eitherList(
  ['data', 'order_transactions'],
  transactionSchema,
  'order-transactions',
).transform(({ rows, body }) => ({ rows, total: totalOf(body) ?? rows.length }));

export const settlementSchema = z.looseObject({
  id: requiredId,
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

export const settlementsSchema = eitherList(
  ['data', 'data'],
  settlementSchema,
  'settlement-periods',
).transform(({ rows, body }) => ({ rows, total: totalOf(body) ?? rows.length }));

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
