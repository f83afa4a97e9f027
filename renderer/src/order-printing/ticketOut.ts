/**
 * When an order's paper is out, from the live print queue (issue 32 §4; the rule is
 * shared/order-print-state.ts). `queuedNow`: the print just queued its tickets, so a queue that
 * does not list them yet has not caught up; otherwise an order with no ticket in the queue has
 * nothing to wait for (printed on another day, its jobs pruned).
 */
import { orderTicketState } from '../../../shared/order-print-state';
import type { PrintQueue } from '../../../shared/printing';
import { usePrintQueue } from './printQueueStore';

export function ticketOutIn(queue: PrintQueue | null, id: string, queuedNow: boolean): boolean {
  // No queue known yet: wait for it (the feed loads it at once) rather than guess.
  if (!queue) return false;
  const state = orderTicketState(queue, id).kind;
  return state === 'out' || (state === 'none' && !queuedNow);
}

export function ticketOutNow(id: string, queuedNow: boolean): boolean {
  return ticketOutIn(usePrintQueue.getState().queue, id, queuedNow);
}

/** Resolves once the ticket is out, however long its printer takes (paper may be hours away). */
export function whenTicketOut(id: string, queuedNow: boolean): Promise<void> {
  if (ticketOutNow(id, queuedNow)) return Promise.resolve();
  return new Promise((resolve) => {
    const off = usePrintQueue.subscribe((s) => {
      if (!ticketOutIn(s.queue, id, queuedNow)) return;
      off();
      resolve();
    });
  });
}
