// Issue 32 §4 (spec 01 §4 Imprimir moves an order to PI): the one wait for "the order's ticket is
// out". It ends true when the cashier ticket is out, and is abandoned (false, its subscription
// dropped) when it can no longer end in a PI for this session: logout (the queue feed resets to
// null when the shell unmounts), the order's tickets discarded, or only parked tickets left.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrintJobState, PrintJobView, PrintQueue } from '../../../shared/printing';
import { usePrintQueue } from '../../../renderer/src/order-printing/printQueueStore';
import { whenTicketOut } from '../../../renderer/src/order-printing/ticketOut';

const job = (
  orderId: string,
  state: PrintJobState,
  kind: PrintJobView['kind'] = 'cashier',
): PrintJobView => ({
  key: `${orderId}:${kind}`,
  orderId,
  kind,
  label: 'Caixa',
  printerName: 'Balcão',
  state,
  reprint: false,
  attempts: 0,
  createdAt: 0,
  updatedAt: 0,
});

const queue = (jobs: PrintJobView[]): PrintQueue => ({
  pending: jobs.filter((j) => j.state === 'queued' || j.state === 'printing'),
  failed: jobs.filter((j) => j.state === 'failed' || j.state === 'parked'),
  printedToday: jobs.filter((j) => j.state === 'printed'),
  alerts: [],
});

/** Counts live subscriptions to the queue store, to see a finished wait drop its own. */
function watchSubscriptions() {
  let live = 0;
  const original = usePrintQueue.subscribe;
  vi.spyOn(usePrintQueue, 'subscribe').mockImplementation((listener) => {
    live += 1;
    const off = original(listener);
    return () => {
      live -= 1;
      off();
    };
  });
  return () => live;
}

afterEach(() => {
  vi.restoreAllMocks();
  usePrintQueue.getState().setQueue(null);
});

describe('whenTicketOut', () => {
  it('resolves true once the cashier ticket is printed, and stops listening', async () => {
    const live = watchSubscriptions();
    usePrintQueue.getState().setQueue(queue([job('1', 'queued')]));
    const out = whenTicketOut('1', true);
    expect(live()).toBe(1);
    // A failed ticket is retried by the host: still waited for.
    usePrintQueue.getState().setQueue(queue([job('1', 'failed')]));
    usePrintQueue.getState().setQueue(queue([job('1', 'printed')]));
    expect(await out).toBe(true);
    expect(live()).toBe(0);
  });

  it('logout (the feed resets the queue to null): abandoned, never a PI for the old session', async () => {
    const live = watchSubscriptions();
    usePrintQueue.getState().setQueue(queue([job('2', 'queued')]));
    const out = whenTicketOut('2', true);
    usePrintQueue.getState().setQueue(null);
    expect(await out).toBe(false);
    expect(live()).toBe(0);
  });

  it('its tickets discarded (listed, then gone unprinted): abandoned', async () => {
    usePrintQueue.getState().setQueue(queue([job('3', 'queued')]));
    const out = whenTicketOut('3', true);
    usePrintQueue.getState().setQueue(queue([]));
    expect(await out).toBe(false);
  });

  it('only parked tickets left (nothing prints them until staff act): abandoned', async () => {
    usePrintQueue.getState().setQueue(queue([job('4', 'queued')]));
    const out = whenTicketOut('4', true);
    usePrintQueue.getState().setQueue(queue([job('4', 'parked')]));
    expect(await out).toBe(false);
  });

  it('queued now but not listed yet: waits for the queue to catch up, not "nothing to wait for"', async () => {
    usePrintQueue.getState().setQueue(queue([]));
    let settled: boolean | undefined;
    const out = whenTicketOut('5', true).then((v) => (settled = v));
    usePrintQueue.getState().setQueue(queue([job('9', 'queued')]));
    await Promise.resolve();
    expect(settled).toBeUndefined();
    usePrintQueue.getState().setQueue(queue([job('5', 'queued')]));
    usePrintQueue.getState().setQueue(queue([job('5', 'printed')]));
    expect(await out).toBe(true);
  });

  it('a production ticket out does not make it out while the cashier ticket waits', async () => {
    usePrintQueue.getState().setQueue(queue([job('6', 'queued'), job('6', 'printed', 'production')]));
    let settled: boolean | undefined;
    const out = whenTicketOut('6', true).then((v) => (settled = v));
    await Promise.resolve();
    expect(settled).toBeUndefined();
    usePrintQueue.getState().setQueue(queue([job('6', 'printed'), job('6', 'printed', 'production')]));
    expect(await out).toBe(true);
  });
});
