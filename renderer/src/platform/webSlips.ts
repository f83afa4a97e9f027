/**
 * CANCELADO / ALTERADO slips in web mode (issue 33 §2), planned as the desktop plans them
 * (shared/print-slips.ts) from the page's station records (webStations.ts): each station that
 * received one of the order's tickets today gets its slip, laid out by shared/tickets' slipTicket
 * and numbered like any ticket. A slip's job key has no variant for a cancel and the change's
 * `<n>.<transition>` for a change, and its record is kept with it, so a cancel told again (the
 * staff's action, the platform's 'atualiza', the reload that finds the order PC) prints once.
 * The slips go through the same scheduler as the tickets: retried, kept across a reload, once.
 */
import type { LiveOrder } from '../../../shared/api/live-order';
import { cancelSlips, changeSlips, type SlipRequest, type SlipTicketJob } from '../../../shared/print-slips';
import {
  CANCELLED_LABEL,
  CHANGED_LABEL,
  type OrderChangeOutcome,
  type OrderPrintChange,
} from '../../../shared/print-stations';
import type { LocalPrintSettings } from '../../../shared/printing';
import { fromLocalPrintSettings, slipTicket } from '../../../shared/tickets';
import { baseView, textOf, type Job, type JobFor } from './webPrintJobs';
import { kitchenItems, type WebStations } from './webStations';

/** A slip's job key in the page's queue (and its record's). */
export function slipKey(request: Pick<SlipRequest, 'orderId' | 'kind' | 'printerId' | 'variant'>): string {
  const base = `${request.orderId}|${request.kind}|${request.printerId}`;
  return request.variant === undefined ? base : `${base}|${request.variant}`;
}

export interface WebSlipsDeps {
  stations: WebStations;
  jobs: ReadonlyMap<string, Job>;
  jobFor: JobFor;
  settings(): LocalPrintSettings;
  now(): number;
  /** Sends the slips' jobs (the scheduler's runAll). */
  run(list: Job[], s: LocalPrintSettings): Promise<unknown>;
}

export function createWebSlips(deps: WebSlipsDeps) {
  const { stations, jobs, now } = deps;

  /** The order's tickets and slips as the plan reads them (a discarded one is gone, as on desktop). */
  function ticketsOf(orderId: string): SlipTicketJob[] {
    return stations
      .recordsOf(orderId)
      .filter((r) => !r.discarded)
      .map((r) => ({
        kind: r.kind,
        printerId: r.station,
        ...(r.categoryId === undefined ? {} : { categoryId: r.categoryId }),
        ...(r.no === undefined ? {} : { stationNo: r.no }),
        state: jobs.get(r.key)?.view.state ?? (r.out ? 'printed' : 'queued'),
        ...(r.variant === undefined ? {} : { variant: r.variant }),
      }));
  }

  function jobOf(request: SlipRequest, s: LocalPrintSettings): Job {
    const ts = fromLocalPrintSettings(s);
    const input = { kind: request.kind, orderId: request.orderId, slip: request.slip };
    return deps.jobFor(slipKey(request), () => ({
      view: {
        ...baseView(request.orderId, request.printerId, now()),
        kind: request.kind,
        label: request.kind === 'cancel' ? CANCELLED_LABEL : CHANGED_LABEL,
      },
      ...(request.variant === undefined ? {} : { variant: request.variant }),
      copies: 1,
      render: (reprint, stationNo) =>
        textOf(
          slipTicket(input, ts, {
            reprint,
            ...(reprint ? { now: new Date(now()) } : {}),
            ...(stationNo === undefined ? {} : { stationNo }),
          }),
          ts,
        ),
    }));
  }

  /** The order's items, as its stations read them, when its first tickets are made here today. */
  function printed(order: LiveOrder): void {
    if (stations.itemsOf(order.id_pedido) === undefined)
      stations.setItems(order.id_pedido, kitchenItems(order));
  }

  async function orderChanged(change: OrderPrintChange): Promise<OrderChangeOutcome> {
    await stations.ready;
    const s = deps.settings();
    const at = now();
    let due: SlipRequest[];
    if (change.kind === 'cancelled') {
      due = cancelSlips(change.orderId, ticketsOf(change.orderId), s, at, change.reason);
    } else {
      const orderId = change.order.id_pedido;
      const before = stations.itemsOf(orderId);
      // No ticket of it was printed here today: nothing to tell a station.
      if (before === undefined) return { ok: true, slips: 0 };
      const was = { id_pedido: orderId, pedidoObj: { itens: before } } as unknown as LiveOrder;
      due = changeSlips(was, change.order, ticketsOf(orderId), s, at);
    }
    const fresh = due.filter((r) => !jobs.has(slipKey(r)) && !stations.known(slipKey(r)));
    const list = fresh.map((r) => jobOf(r, s));
    // The slips are kept (with their records) before the new items: a reload in between finds
    // the same transition on the next 'atualiza' and adds nothing.
    if (list.length > 0) void deps.run(list, s);
    if (change.kind === 'items') stations.setItems(change.order.id_pedido, kitchenItems(change.order));
    return { ok: true, slips: list.length };
  }

  return { orderChanged, printed };
}
