/**
 * When an order's paper is out, from the live print queue (issue 32 §4; the rule is
 * shared/order-print-state.ts). `queuedNow`: the print just queued its tickets, so a queue that
 * does not list them yet has not caught up; otherwise an order with no ticket in the queue has
 * nothing to wait for (printed on another day, its jobs pruned).
 *
 * This is the one wait for "the ticket is out" (Imprimir on the desk and the automatic accept
 * both use whenTicketOut): it listens to the queue store, never polls, and gives up (resolves
 * false, the order is left as it is) when the wait can no longer end in a PI for this session.
 */
import { orderTickets, orderTicketState } from '../../../shared/order-print-state';
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

/** Every ticket of the order still listed is parked: nothing prints it until staff act. */
function onlyParked(queue: PrintQueue, id: string): boolean {
  const { jobs, open } = orderTickets(queue, id);
  // The open ones (pending, failed) come first; none printed today; each open one parked.
  return open > 0 && open === jobs.length && jobs.every((j) => j.state === 'parked');
}

/**
 * Resolves true once the ticket is out, however long its printer takes (paper may be hours
 * away), or false when the wait is abandoned, its subscription dropped either way:
 * - the queue went away (the shell unmounted: logout, or a session that ended);
 * - the order's tickets were listed and then all left the queue unprinted (discarded);
 * - every ticket left is parked (it cannot print until someone reprints it by hand).
 * A failed ticket is retried by the host, so it is still waited for.
 */
export function whenTicketOut(id: string, queuedNow: boolean): Promise<boolean> {
  if (ticketOutNow(id, queuedNow)) return Promise.resolve(true);
  return new Promise((resolve) => {
    let seen = false;
    let known = usePrintQueue.getState().queue !== null;
    const judge = (queue: PrintQueue | null): boolean | undefined => {
      if (!queue) return known ? false : undefined;
      known = true;
      const state = orderTicketState(queue, id).kind;
      if (state === 'out') return true;
      if (state === 'waiting') {
        seen = true;
        return onlyParked(queue, id) ? false : undefined;
      }
      // 'none': never listed yet (the queue has not caught up) or gone since.
      if (seen) return false;
      return queuedNow ? undefined : true;
    };
    const off = usePrintQueue.subscribe((s, prev) => {
      if (s.queue === prev.queue) return;
      const verdict = judge(s.queue);
      if (verdict === undefined) return;
      off();
      resolve(verdict);
    });
    // The state as it is now counts too (its tickets listed, or already only parked).
    const now = judge(usePrintQueue.getState().queue);
    if (now !== undefined) {
      off();
      resolve(now);
    }
  });
}
