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
  const jobs = [...queue.pending, ...queue.failed, ...queue.printedToday].filter(
    (j) => j.orderId === orderId && j.kind !== 'summary',
  );
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
