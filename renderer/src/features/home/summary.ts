/** Início: today's orders summarised (pure, so the numbers are table-tested). */
import { ORDER_SECTIONS, sectionOf, type OrderSectionId } from '../../../../shared/order-status';
import { isSameLocalDay, parseApiDate } from '../../../../shared/format';
import type { OrderSummary } from '../../../../shared/api/platform-v1';

export interface TodaySummary {
  /** Orders created today (local time). */
  total: number;
  bySection: Record<OrderSectionId, number>;
  /** Sum of valor_total of today's non-cancelled orders. */
  revenue: number;
  /** revenue / non-cancelled count; 0 without orders. */
  averageTicket: number;
  /** Today's orders, newest first. */
  latest: OrderSummary[];
}

export function summarizeToday(orders: readonly OrderSummary[], now: Date, latestCount = 8): TodaySummary {
  const bySection = Object.fromEntries(ORDER_SECTIONS.map((s) => [s.id, 0])) as Record<
    OrderSectionId,
    number
  >;
  const today: { order: OrderSummary; at: number }[] = [];
  let revenue = 0;
  let paid = 0;
  for (const order of orders) {
    const at = parseApiDate(order.data_criacao);
    if (!at || !isSameLocalDay(at, now)) continue;
    today.push({ order, at: at.getTime() });
    const section = sectionOf(order.status);
    if (section) bySection[section] += 1;
    if (order.status !== 'PC') {
      revenue += order.valor_total ?? 0;
      paid += 1;
    }
  }
  today.sort((a, b) => b.at - a.at);
  revenue = Math.round(revenue * 100) / 100;
  return {
    total: today.length,
    bySection,
    revenue,
    averageTicket: paid > 0 ? Math.round((revenue / paid) * 100) / 100 : 0,
    latest: today.slice(0, latestCount).map((t) => t.order),
  };
}
