/**
 * The financial overview calls (spec 03 §7, first and second generation). The screens call the
 * second generation; the schemas (shared/api/finance.ts) read both shapes, so either server
 * works. Values are cents.
 */
import type { ApiClient } from '../../api/http';
import {
  periodsSchema,
  settlementsSchema,
  summarySchema,
  transactionsSchema,
} from '../../../../shared/api/finance';

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
