/**
 * Whether an order's paper is out, as the print queue says (issue 32 §4): an order goes to PI
 * (Impresso) only once its cashier ticket is out, or, with no cashier printer, its first ticket;
 * out means the printer confirmed it or it went to a printer that cannot confirm. A production
 * printer's problem is shown on the order without holding PI.
 */
import type { PrintJobView, PrintQueue } from './printing';

export type OrderTicketState =
  /** No ticket of this order in the queue (nothing printed here today, or none asked). */
  | { kind: 'none' }
  /** The ticket that makes it Impresso is out; `problem`: another of its printers needs someone. */
  | { kind: 'out'; problem?: string }
  /** Not out yet; `problem`: why, when its printer said (paper, cover, offline, a failure). */
  | { kind: 'waiting'; problem?: string };

const problemOf = (jobs: readonly PrintJobView[]) =>
  jobs.find((j) => j.state !== 'printed' && j.lastError !== undefined)?.lastError;

export function orderTicketState(queue: PrintQueue, orderId: string): OrderTicketState {
  return stateOf(orderTickets(queue, orderId).jobs);
}

/** An order's tickets in one queue: those still pending or failed first (`open` of them), then the printed. */
export interface OrderTickets {
  jobs: readonly PrintJobView[];
  open: number;
}

const NO_TICKETS: OrderTickets = { jobs: [], open: 0 };

/**
 * Each queue is walked once, whoever asks: during a burst every order waiting for its paper
 * (order-printing/ticketOut.ts) asks about its own order on every queue change, and walking the
 * whole queue for each (hundreds of waiters × hundreds of jobs) made the renderer's long tasks.
 * A queue is a snapshot (a new object on every change), so its index never goes stale.
 */
const indexes = new WeakMap<PrintQueue, ReadonlyMap<string, OrderTickets>>();

export function orderTickets(queue: PrintQueue, orderId: string): OrderTickets {
  return indexOf(queue).get(orderId) ?? NO_TICKETS;
}

function indexOf(queue: PrintQueue): ReadonlyMap<string, OrderTickets> {
  let index = indexes.get(queue);
  if (!index) {
    index = orderJobs(queue);
    indexes.set(queue, index);
  }
  return index;
}

/** Each order's tickets in the queue (the day's summary is no order's). */
function orderJobs(queue: PrintQueue): Map<string, OrderTickets> {
  const byOrder = new Map<string, { jobs: PrintJobView[]; open: number }>();
  const add = (list: readonly PrintJobView[], open: number) => {
    for (const j of list) {
      if (j.kind === 'summary') continue;
      let tickets = byOrder.get(j.orderId);
      if (!tickets) byOrder.set(j.orderId, (tickets = { jobs: [], open: 0 }));
      tickets.jobs.push(j);
      tickets.open += open;
    }
  };
  add(queue.pending, 1);
  add(queue.failed, 1);
  add(queue.printedToday, 0);
  return byOrder;
}

function stateOf(jobs: readonly PrintJobView[]): OrderTicketState {
  if (jobs.length === 0) return { kind: 'none' };
  const cashier = jobs.filter((j) => j.kind === 'cashier');
  const decisive = cashier.length > 0 ? cashier : jobs;
  const withProblem = (kind: 'out' | 'waiting', problem: string | undefined): OrderTicketState =>
    problem === undefined ? { kind } : { kind, problem };
  if (decisive.some((j) => j.state === 'printed')) return withProblem('out', problemOf(jobs));
  return withProblem('waiting', problemOf(decisive) ?? problemOf(jobs));
}

/** The order row's words while its ticket waits ('Aguardando impressora: <why>'). */
export function printWaitText(state: OrderTicketState): string | undefined {
  if (state.kind === 'waiting')
    return state.problem ? `Aguardando impressora: ${state.problem}` : 'Aguardando impressora';
  return state.kind === 'out' ? state.problem : undefined;
}

/**
 * Every order's row words at once, for a whole list: one walk of the queue per change of it, not
 * one per row (orders with nothing to say are absent).
 */
export function printWaitTexts(queue: PrintQueue | null): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  if (!queue) return out;
  for (const [orderId, { jobs }] of indexOf(queue)) {
    const text = printWaitText(stateOf(jobs));
    if (text !== undefined) out.set(orderId, text);
  }
  return out;
}
