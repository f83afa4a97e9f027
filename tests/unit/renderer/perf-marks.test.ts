// Issue 35 §3: the 'orders:in-hand' mark bench/orders.ts pairs with the row's commit; one entry
// kept at a time, so a day of orders does not grow the performance timeline.
import { describe, expect, it } from 'vitest';
import { markOrderInHand, ORDER_IN_HAND_MARK } from '../../../renderer/src/realtime/perfMarks';

describe('markOrderInHand', () => {
  it('marks the order in hand with its id, one entry at a time', () => {
    markOrderInHand('41');
    markOrderInHand('42');
    const marks = performance.getEntriesByName(ORDER_IN_HAND_MARK) as PerformanceMark[];
    expect(marks).toHaveLength(1);
    expect(marks[0]?.detail).toBe('42');
  });
});
