/**
 * The financial overview calls (spec 03 §7, first and second generation), values in cents. Which
 * generation the platform has is configuration (`calls.financeOverview`) or, on 'auto', its answer
 * to the second generation's period list: 404/501 there and the first generation serves the whole
 * screen (periods, summary and transactions), since one platform has one generation.
 */
import { ABSENT_CALL_STATUSES, eitherCall, isAbsentCall } from '../../api/platformCalls';
import type { ApiClient } from '../../api/http';
import type { PlatformCalls } from '../../../../shared/config';
import {
  periodsSchema,
  settlementSchema,
  settlementsSchema,
  summarySchema,
  transactionsSchema,
  type Period,
  type Transaction,
} from '../../../../shared/api/finance';
import { groupByOrder, type OrderGroup } from '../../../../shared/finance/transactions';
import { pageSlice } from '../../components/backoffice';

export type Generation = 'first' | 'second';

/** Order groups per page where the first generation sends every transaction (03 §9). */
const FIRST_GENERATION_GROUPS_PER_PAGE = 10;

/** Financial periods are fetched 5000 per page (03 §9). */
export async function fetchPeriods(
  api: ApiClient,
  choice: PlatformCalls['financeOverview'],
  signal?: AbortSignal,
): Promise<{ generation: Generation; periods: Period[] }> {
  type Loaded = { generation: Generation; periods: Period[] };
  const second = async (): Promise<Loaded> => ({
    generation: 'second',
    periods: await api.json('finance', 'get', 'financial-periods', periodsSchema, {
      searchParams: { per_page: 5000, page: 1 },
      quiet: true,
      expect: ABSENT_CALL_STATUSES,
      signal,
    }),
  });
  const first = async (): Promise<Loaded> => ({
    generation: 'first',
    periods: await api.json('finance', 'get', 'finance/financial-periods', periodsSchema, {
      quiet: true,
      signal,
    }),
  });
  const pick = choice === 'auto' ? 'auto' : choice === 'second' ? 'preferred' : 'fallback';
  return eitherCall(api, 'finance-overview', pick, second, first);
}

export async function fetchSummary(api: ApiClient, generation: Generation, id: string, signal?: AbortSignal) {
  const prefix = generation === 'first' ? 'finance/' : '';
  return api.json('finance', 'get', `${prefix}financial-periods/${encodeURIComponent(id)}`, summarySchema, {
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

/** One page of a period's transactions grouped by order, with how many groups (or rows) in all. */
interface GroupedPage {
  groups: OrderGroup[];
  total: number;
  pageSize: number;
}

/**
 * The overview's page of order groups. The second generation pages on the server (15 transactions a
 * page, 03 §9); the first sends the period's every transaction, so the desk keeps the processed-at
 * range itself and pages the groups, 10 a page.
 */
export async function fetchGroupedPage(
  api: ApiClient,
  generation: Generation,
  q: TransactionQuery,
  signal?: AbortSignal,
): Promise<GroupedPage> {
  if (generation === 'second') {
    const res = await fetchTransactions(api, q, signal);
    return { groups: groupByOrder(res.rows), total: res.total, pageSize: q.perPage };
  }
  const searchParams: Record<string, string> = {};
  if (q.financialPeriodId) searchParams.financial_period_id = q.financialPeriodId;
  const res = await api.json('finance', 'get', 'finance/order-transactions', transactionsSchema, {
    searchParams,
    quiet: true,
    signal,
  });
  const groups = groupByOrder(res.rows.filter((t) => processedWithin(t, q)));
  return {
    groups: pageSlice(groups, q.page, FIRST_GENERATION_GROUPS_PER_PAGE),
    total: groups.length,
    pageSize: FIRST_GENERATION_GROUPS_PER_PAGE,
  };
}

/** 'yyyy-MM-dd HH:mm:ss' bounds compare as text against the platform's zone-less local times. */
function processedWithin(t: Transaction, q: TransactionQuery): boolean {
  const at = (t.created_at || t.order_created_at).replace('T', ' ').slice(0, 19);
  if (q.processedAtStart && at < q.processedAtStart) return false;
  if (q.processedAtEnd && at > q.processedAtEnd) return false;
  return true;
}

/**
 * GET settlement-periods/{id}: the payout's own totals for the drawer. Null where the platform has no
 * such call: the list's row already holds the same fields.
 */
export async function fetchSettlement(api: ApiClient, id: string, signal?: AbortSignal) {
  try {
    return await api.json(
      'finance',
      'get',
      `settlement-periods/${encodeURIComponent(id)}`,
      settlementSchema,
      {
        quiet: true,
        expect: ABSENT_CALL_STATUSES,
        signal,
      },
    );
  } catch (error) {
    if (isAbsentCall(error)) return null;
    throw error;
  }
}

export async function fetchSettlements(api: ApiClient, page: number, perPage: number, signal?: AbortSignal) {
  return api.json('finance', 'get', 'settlement-periods', settlementsSchema, {
    searchParams: { per_page: perPage, page },
    quiet: true,
    signal,
  });
}
