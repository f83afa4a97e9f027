/**
 * Financial periods (calendar months), their summaries, order transactions and weekly
 * settlements, all derived from the sales ledger (spec 03 §3). Cents throughout.
 */
import type {
  FinancialPeriod,
  OrderTransaction,
  PeriodSummary,
  SettlementPeriod,
} from '../../shared/api/finance';
import { addDays, localDateTime, localDay, startOfDay } from '../time';
import { commissionOf, fineOf, isOnline, onlineTaxOf, total, type Sale } from './ledger';

/** Period id = yyyymm of its month: stable across restarts. */
export function periodsOf(sales: readonly Sale[], now: Date): FinancialPeriod[] {
  const first = sales[0]?.createdAt ?? now;
  const out: FinancialPeriod[] = [];
  let y = first.getFullYear();
  let m = first.getMonth();
  while (y < now.getFullYear() || (y === now.getFullYear() && m <= now.getMonth())) {
    const start = new Date(y, m, 1);
    const end = new Date(y, m + 1, 0, 23, 59, 59);
    out.push({ id: y * 100 + m + 1, starts_at: localDateTime(start), ends_at: localDateTime(end) });
    m += 1;
    if (m === 12) {
      m = 0;
      y += 1;
    }
  }
  return out.reverse();
}

export function periodRange(id: number): { start: Date; end: Date } | null {
  const y = Math.floor(id / 100);
  const m = (id % 100) - 1;
  if (!Number.isSafeInteger(id) || m < 0 || m > 11 || y < 2000 || y > 2100) return null;
  return { start: new Date(y, m, 1), end: new Date(y, m + 1, 1) };
}

const within = (s: Sale, start: Date, end: Date): boolean => s.createdAt >= start && s.createdAt < end;
const sum = (sales: readonly Sale[], f: (s: Sale) => number): number => sales.reduce((a, s) => a + f(s), 0);

export function summaryOf(
  id: number,
  sales: readonly Sale[],
  links: { invoiceUrl: string | null; bankSlipUrl: string | null },
): PeriodSummary | null {
  const range = periodRange(id);
  if (!range) return null;
  const inPeriod = sales.filter((s) => within(s, range.start, range.end));
  const delivered = inPeriod.filter((s) => s.status === 'PD');
  const online = delivered.filter(isOnline);
  const offline = delivered.filter((s) => !isOnline(s));
  const commission = sum(delivered, commissionOf);
  const tax = sum(online, onlineTaxOf);
  const fines = sum(inPeriod, fineOf);
  const onlineValue = sum(online, total);
  const balance = onlineValue - tax - commission - fines;
  return {
    id,
    starts_at: localDateTime(range.start),
    ends_at: localDateTime(new Date(range.end.getTime() - 1000)),
    total_value: sum(delivered, total),
    subtotal_value: sum(delivered, (s) => s.subtotal),
    delivery_value: sum(delivered, (s) => s.delivery),
    commission_value: commission,
    online_payment_tax_value: tax,
    online_payment_value: onlineValue,
    cash_value: sum(
      offline.filter((s) => s.payment === -1),
      total,
    ),
    card_on_delivery_value: sum(
      offline.filter((s) => s.payment !== -1),
      total,
    ),
    total_discount_value: sum(delivered, (s) => s.discount),
    discount_value: sum(delivered, (s) => s.discount),
    sponsored_discount_value: 0,
    total_online_payment_value: onlineValue,
    total_offline_payment_value: sum(offline, total),
    fine_value: fines,
    balance_value: balance,
    sponsored_discount_balance_value: 0,
    retained_value: fines,
    order_count: delivered.length,
    custom_transaction_value: 0,
    commissionable_subtotal_value: sum(delivered, (s) => s.subtotal),
    commissionable_delivery_value: sum(delivered, (s) => s.delivery),
    ...links,
    nfseUrl: null,
  };
}

const PAYMENT_TYPE = (s: Sale): OrderTransaction['payment_type'] =>
  s.status === 'PC' ? 'fine' : isOnline(s) ? 'online' : s.payment === -1 ? 'cash' : 'card';

/** Delivered orders make one transaction each; a refused order, its fine. */
export function transactionsOf(sales: readonly Sale[]): OrderTransaction[] {
  const out: OrderTransaction[] = [];
  for (const s of sales) {
    if (s.status !== 'PD' && s.status !== 'PC') continue;
    const processed = new Date(s.createdAt.getTime() + 45 * 60_000);
    const fine = fineOf(s);
    const online = s.status === 'PD' && isOnline(s) ? total(s) : 0;
    const commission = s.status === 'PD' ? commissionOf(s) : 0;
    out.push({
      id: s.id,
      order_hash: s.hash,
      order_id: s.id,
      created_at: localDateTime(processed),
      order_created_at: localDateTime(s.createdAt),
      payment_type: PAYMENT_TYPE(s),
      subtotal_value: s.status === 'PD' ? s.subtotal : 0,
      delivery_value: s.status === 'PD' ? s.delivery : 0,
      total_value: s.status === 'PD' ? total(s) : 0,
      online_payment_value: online,
      commission_value: commission,
      nett_value: s.status === 'PD' ? online - onlineTaxOf(s) - commission : -fine,
    });
  }
  return out;
}

/** Monday 00:00 of the date's week. */
function weekStart(date: Date): Date {
  const d = startOfDay(date);
  return addDays(d, -((d.getDay() + 6) % 7));
}

export interface Settlement extends SettlementPeriod {
  from: Date;
  to: Date;
}

/**
 * Each week's (Mon–Sun) online sales are paid on the following Wednesday, net of the online
 * tax and the commission, less what is retained for fines. Only settled weeks are listed.
 */
export function settlementsOf(sales: readonly Sale[], now: Date): Settlement[] {
  const first = sales[0]?.createdAt;
  if (!first) return [];
  // One pass: each sale into its week (keyed by the week's Monday).
  const byWeek = new Map<string, Sale[]>();
  for (const s of sales) {
    const key = localDay(weekStart(s.createdAt));
    let list = byWeek.get(key);
    if (!list) byWeek.set(key, (list = []));
    list.push(s);
  }
  const out: Settlement[] = [];
  const today = startOfDay(now);
  let id = 1;
  for (let from = weekStart(first); ; from = addDays(from, 7), id++) {
    const to = addDays(from, 7);
    const pay = addDays(to, 2);
    if (pay > today) break;
    const week = byWeek.get(localDay(from)) ?? [];
    const online = week.filter((s) => s.status === 'PD' && isOnline(s));
    const commission = sum(online, commissionOf);
    const tax = sum(online, onlineTaxOf);
    const retained = sum(week, fineOf);
    const onlineValue = sum(online, total);
    out.push({
      id,
      from,
      to,
      settlement_date: localDay(pay),
      merchant_split_value: onlineValue - tax - commission - retained,
      total_value: onlineValue,
      subtotal_value: sum(online, (s) => s.subtotal),
      delivery_value: sum(online, (s) => s.delivery),
      online_payment_value: onlineValue,
      online_payment_tax_value: tax,
      commission_value: commission,
      retained_value: retained,
    });
  }
  return out.reverse();
}

export function settlementSales(sales: readonly Sale[], s: Settlement): Sale[] {
  return sales.filter(
    (x) => within(x, s.from, s.to) && ((x.status === 'PD' && isOnline(x)) || x.status === 'PC'),
  );
}
