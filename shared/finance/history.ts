/**
 * The sales history's totals (spec 03 §2.10, §4): only delivered (PD) orders count; by sales type
 * (Cartão, Dinheiro, Online from the payment code). Values in reais as the legacy call sends them.
 */
import { COUNTED_SALES_STATUS, paymentKind, type PaymentKind } from './labels';
import { toNumber } from './money';

export interface HistoryOrderInput {
  status: string;
  valor_total: unknown;
  pagamento: unknown;
}

export interface KindTotal {
  kind: PaymentKind;
  count: number;
  total: number;
}

export interface HistorySummary {
  count: number;
  total: number;
  byKind: KindTotal[];
}

export const KINDS: readonly PaymentKind[] = ['Cartão', 'Dinheiro', 'Online'];

const round2 = (n: number) => Math.round(n * 100) / 100;

export function historySummary(orders: readonly HistoryOrderInput[]): HistorySummary {
  const byKind = new Map<PaymentKind, KindTotal>(KINDS.map((k) => [k, { kind: k, count: 0, total: 0 }]));
  let count = 0;
  let total = 0;
  for (const o of orders) {
    if (o.status !== COUNTED_SALES_STATUS) continue;
    const value = toNumber(o.valor_total) ?? 0;
    const k = byKind.get(paymentKind(o.pagamento)) as KindTotal;
    k.count += 1;
    k.total = round2(k.total + value);
    count += 1;
    total = round2(total + value);
  }
  return { count, total, byKind: [...byKind.values()] };
}

export type ReversalState = 'none' | 'pending' | 'approved' | 'rejected';

/** none → requested (pending, is_approved null) → approved ('1') or rejected ('0'). */
export function reversalState(o: {
  fine_reversal_id?: unknown;
  fine_reversal_is_approved?: unknown;
}): ReversalState {
  if (o.fine_reversal_id === null || o.fine_reversal_id === undefined || o.fine_reversal_id === '')
    return 'none';
  const a = o.fine_reversal_is_approved;
  if (a === '1' || a === 1 || a === true) return 'approved';
  if (a === '0' || a === 0 || a === false) return 'rejected';
  return 'pending';
}

/** The request action exists only for refused orders without a request. */
export function canRequestReversal(o: { status: string; fine_reversal_id?: unknown }): boolean {
  return o.status === 'PC' && reversalState(o) === 'none';
}

export const REVERSAL_MIN = 20;
export const REVERSAL_MAX = 200;
