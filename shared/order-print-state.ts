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
  return stateOf(orderJobs(queue).get(orderId) ?? []);
}

/** Each order's tickets in the queue (the day's summary is no order's). */
function orderJobs(queue: PrintQueue): Map<string, PrintJobView[]> {
  const byOrder = new Map<string, PrintJobView[]>();
  for (const list of [queue.pending, queue.failed, queue.printedToday])
    for (const j of list) {
      if (j.kind === 'summary') continue;
      const jobs = byOrder.get(j.orderId);
      if (jobs) jobs.push(j);
      else byOrder.set(j.orderId, [j]);
    }
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
  for (const [orderId, jobs] of orderJobs(queue)) {
    const text = printWaitText(stateOf(jobs));
    if (text !== undefined) out.set(orderId, text);
  }
  return out;
}
