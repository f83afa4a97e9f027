/**
 * The ticket a printer's job prints, built when its turn comes from what was stored for it: the
 * order's copy (cashier and production tickets), the day summary's copy, or the slip the job
 * carries itself (cancel and change). A copy that is gone cannot come back: the job cannot print.
 */
import type { DaySummaryPrint } from '../../shared/reports/day-summary';
import type { LocalPrintSettings } from '../../shared/printing';
import {
  cashierTicket,
  daySummaryTicket,
  fromLocalPrintSettings,
  productionTickets,
  slipTicket,
  type Ticket,
} from '../../shared/tickets';
import { JobCannotPrintError, type RenderRequest } from './journal';
import type { StoredOrder } from './journal/order-store';
import { productionCategories } from './routing';

export const ORDER_UNAVAILABLE = 'Pedido indisponível para impressão.';
export const SUMMARY_UNAVAILABLE = 'Resumo do dia indisponível para impressão.';

function categoryGoneMessage(categoryId: string, orderId: string): string {
  return `A categoria ${categoryId} não tem mais itens no pedido #${orderId}: este cupom não pode ser impresso.`;
}

export interface JobTicketSources {
  settings(): LocalPrintSettings;
  orders: { get(orderId: string): StoredOrder | undefined };
  summaries: { get(id: string): DaySummaryPrint | undefined };
  /** The clock a reprint's mark is stamped with. */
  now(): Date;
}

/** Builds each job's ticket; throws JobCannotPrintError when its copy (or slip) is gone. */
export function createJobTickets(src: JobTicketSources): (job: RenderRequest) => Ticket {
  const stamps = (job: RenderRequest) => ({
    reprint: job.reprint,
    ...(job.reprint ? { now: src.now() } : {}),
    ...(job.stationNo === undefined ? {} : { stationNo: job.stationNo }),
  });

  function orderTicket(job: RenderRequest, stored: StoredOrder): Ticket {
    const settings = src.settings();
    const ticketSettings = fromLocalPrintSettings(settings);
    const opts = { storeName: stored.storeName, ...stamps(job) };
    if (job.kind === 'cashier') return cashierTicket(stored.order, ticketSettings, opts);
    const categories = productionCategories(settings, stored.categories).map((c) =>
      // The job keeps the printer it was queued for, even if the route changed since.
      c.id === job.categoryId ? { ...c, printer: job.printerId } : c,
    );
    const found = productionTickets(stored.order, ticketSettings, categories, opts).tickets.find(
      (t) => t.categoryId === job.categoryId,
    );
    if (!found) throw new JobCannotPrintError(categoryGoneMessage(job.categoryId ?? '?', job.orderId));
    return found.ticket;
  }

  return (job) => {
    if (job.kind === 'cancel' || job.kind === 'change') {
      if (!job.slip) throw new JobCannotPrintError(`${ORDER_UNAVAILABLE} (#${job.orderId})`);
      return slipTicket(
        { kind: job.kind, orderId: job.orderId, slip: job.slip },
        fromLocalPrintSettings(src.settings()),
        stamps(job),
      );
    }
    if (job.kind === 'summary') {
      const stored = src.summaries.get(job.orderId);
      if (!stored) throw new JobCannotPrintError(`${SUMMARY_UNAVAILABLE} (${job.orderId})`);
      return daySummaryTicket(stored.summary, fromLocalPrintSettings(src.settings()), {
        storeName: stored.storeName,
        printedAt: new Date(stored.printedAt),
        reprint: job.reprint,
        ...(job.reprint ? { now: src.now() } : {}),
      });
    }
    const stored = src.orders.get(job.orderId);
    // The order's copy is gone (pruned or unreadable): asking again will not bring it back.
    if (!stored) throw new JobCannotPrintError(`${ORDER_UNAVAILABLE} (#${job.orderId})`);
    return orderTicket(job, stored);
  };
}
