// When an order is Impresso (issue 32 §4): its cashier ticket out (or, with no cashier printer,
// its first ticket), confirmed or sent to a printer that cannot confirm; a production printer's
// problem is shown without holding it.
import { describe, expect, it } from 'vitest';
import {
  orderTickets,
  orderTicketState,
  printWaitText,
  printWaitTexts,
} from '../../../shared/order-print-state';
import type { PrintJobView, PrintQueue } from '../../../shared/printing';

const job = (patch: Partial<PrintJobView>): PrintJobView => ({
  key: `${patch.orderId ?? '7'}:${patch.kind ?? 'cashier'}:${patch.printerName ?? 'Caixa'}`,
  orderId: '7',
  kind: 'cashier',
  label: 'Caixa',
  printerName: 'Caixa',
  state: 'queued',
  reprint: false,
  attempts: 0,
  createdAt: 0,
  updatedAt: 0,
  ...patch,
});
const queueOf = (...jobs: PrintJobView[]): PrintQueue => ({
  pending: jobs.filter((j) => j.state === 'queued' || j.state === 'printing'),
  failed: jobs.filter((j) => j.state === 'failed' || j.state === 'parked'),
  printedToday: jobs.filter((j) => j.state === 'printed'),
  alerts: [],
});
const PAPER = 'A impressora Caixa está sem papel. Troque a bobina para continuar a impressão.';
const kitchen = { kind: 'production' as const, printerName: 'Cozinha', label: 'Pizzas', categoryId: '1' };

describe('orderTicketState', () => {
  it.each<[string, PrintQueue, ReturnType<typeof orderTicketState>]>([
    ['no ticket in the queue', queueOf(), { kind: 'none' }],
    ['cashier queued', queueOf(job({})), { kind: 'waiting' }],
    ['cashier out of paper', queueOf(job({ lastError: PAPER })), { kind: 'waiting', problem: PAPER }],
    [
      'cashier failed',
      queueOf(job({ state: 'failed', lastError: 'caiu' })),
      { kind: 'waiting', problem: 'caiu' },
    ],
    ['cashier confirmed', queueOf(job({ state: 'printed' })), { kind: 'out' }],
    ['cashier sent, unconfirmed', queueOf(job({ state: 'printed', unconfirmed: true })), { kind: 'out' }],
    [
      'kitchen printed but cashier waiting',
      queueOf(job({ lastError: PAPER }), job({ ...kitchen, state: 'printed' })),
      { kind: 'waiting', problem: PAPER },
    ],
    [
      "cashier out, the kitchen's problem shown without holding it",
      queueOf(job({ state: 'printed' }), job({ ...kitchen, lastError: 'Cozinha desligada' })),
      { kind: 'out', problem: 'Cozinha desligada' },
    ],
    [
      'no cashier printer: the first ticket decides',
      queueOf(job({ ...kitchen, state: 'printed' })),
      { kind: 'out' },
    ],
    ['no cashier printer, nothing out', queueOf(job({ ...kitchen })), { kind: 'waiting' }],
    [
      "another order's ticket says nothing",
      queueOf(job({ orderId: '8', state: 'printed' })),
      { kind: 'none' },
    ],
  ])('%s', (_what, queue, state) => expect(orderTicketState(queue, '7')).toEqual(state));

  it('words the row', () => {
    expect(printWaitText({ kind: 'waiting', problem: PAPER })).toBe(`Aguardando impressora: ${PAPER}`);
    expect(printWaitText({ kind: 'waiting' })).toBe('Aguardando impressora');
    expect(printWaitText({ kind: 'out', problem: 'Cozinha desligada' })).toBe('Cozinha desligada');
    expect(printWaitText({ kind: 'out' })).toBeUndefined();
    expect(printWaitText({ kind: 'none' })).toBeUndefined();
  });

  it('printWaitTexts: every order at once, the same words as one by one; the summary is no order', () => {
    const queue = queueOf(
      job({ orderId: '1', lastError: PAPER }),
      job({ orderId: '2', state: 'printed' }),
      job({ orderId: '2', ...kitchen, lastError: 'Cozinha desligada' }),
      job({ orderId: '3', state: 'printed' }),
      job({ orderId: '4', ...kitchen }),
      job({ orderId: '', kind: 'summary', lastError: PAPER }),
    );
    const all = printWaitTexts(queue);
    for (const id of ['1', '2', '3', '4', '5'])
      expect(all.get(id)).toBe(printWaitText(orderTicketState(queue, id)));
    expect([...all.keys()].sort()).toEqual(['1', '2', '4']);
    expect(printWaitTexts(null).size).toBe(0);
  });
});

describe('orderTickets: one walk per queue', () => {
  /** A queue that counts how often its lists are read. */
  const counted = (q: PrintQueue) => {
    const reads = { n: 0 };
    const view = {
      get pending() {
        reads.n += 1;
        return q.pending;
      },
      failed: q.failed,
      printedToday: q.printedToday,
      alerts: q.alerts,
    };
    return { queue: view as PrintQueue, reads };
  };

  it('every waiting order asks about the same snapshot: the queue is walked once, not once per order', () => {
    const ids = Array.from({ length: 200 }, (_, i) => String(i + 1));
    const { queue, reads } = counted(queueOf(...ids.map((id) => job({ orderId: id }))));
    for (const id of ids) expect(orderTicketState(queue, id)).toEqual({ kind: 'waiting' });
    expect(printWaitTexts(queue).size).toBe(200);
    expect(reads.n).toBe(1);
  });

  it('a new snapshot is walked anew', () => {
    const before = queueOf(job({}));
    expect(orderTicketState(before, '7').kind).toBe('waiting');
    expect(orderTicketState(queueOf(job({ state: 'printed' })), '7').kind).toBe('out');
    expect(orderTicketState(before, '7').kind).toBe('waiting');
  });

  it('tells the still open tickets (pending, failed) from the printed, in queue order', () => {
    const queued = job({ state: 'queued' });
    const parked = job({ ...kitchen, state: 'parked' });
    const printed = job({ ...kitchen, printerName: 'Bar', state: 'printed' });
    const tickets = orderTickets(queueOf(printed, parked, queued), '7');
    expect(tickets).toEqual({ jobs: [queued, parked, printed], open: 2 });
    expect(orderTickets(queueOf(), '7')).toEqual({ jobs: [], open: 0 });
  });
});
