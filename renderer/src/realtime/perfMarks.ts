/**
 * A performance mark for the renderer's own work on an order (issue 35 §3): 'orders:in-hand' is
 * set the moment a fetched order is in hand, before the store takes it, with the order id as its
 * detail. A PerformanceObserver (bench/orders.ts) pairs it with the row's DOM commit, so the
 * figure is the renderer's work alone: no network, no frame wait. One entry is kept at a time,
 * so a day of orders does not grow the performance timeline.
 */
export const ORDER_IN_HAND_MARK = 'orders:in-hand';

export function markOrderInHand(id: string): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  performance.clearMarks(ORDER_IN_HAND_MARK);
  performance.mark(ORDER_IN_HAND_MARK, { detail: id });
}
