// The order list's 'Aguardando impressora' words (issue 32 §4) come from one walk of the print
// queue per change of it, read by the list and handed to each row: no row subscribes to the
// queue or computes its own state (as the late marks are read once for the list).
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as printState from '../../../shared/order-print-state';
import { OrderList } from '../../../renderer/src/features/orders/OrderList';
import { usePrintQueue } from '../../../renderer/src/order-printing/printQueueStore';
import { toEntry } from '../../../renderer/src/stores/orders';
import type { PrintJobView, PrintQueue } from '../../../shared/printing';
import { liveOrder } from './orderFixtures';

vi.mock('../../../shared/order-print-state', async (importOriginal) => {
  const actual = await importOriginal<typeof printState>();
  return {
    ...actual,
    printWaitTexts: vi.fn(actual.printWaitTexts),
    orderTicketState: vi.fn(actual.orderTicketState),
  };
});

const job = (orderId: string, patch: Partial<PrintJobView> = {}): PrintJobView => ({
  key: `${orderId}:cashier`,
  orderId,
  kind: 'cashier',
  label: 'Caixa',
  printerName: 'Caixa',
  state: 'queued',
  reprint: false,
  attempts: 1,
  createdAt: 0,
  updatedAt: 0,
  ...patch,
});
const queueOf = (pending: PrintJobView[], printedToday: PrintJobView[] = []): PrintQueue => ({
  pending,
  failed: [],
  printedToday,
  alerts: [],
});

afterEach(() => usePrintQueue.setState({ queue: null }));

describe('the order list and the print queue', () => {
  it('one walk of the queue per change for all rows; each row shows its own words', () => {
    const ids = ['1', '2', '3', '4'];
    const entries = ids.map((id) => toEntry(liveOrder({ id_pedido: id, status: 'PA' }), Date.now()));
    usePrintQueue.setState({
      queue: queueOf([job('1', { lastError: 'Sem papel' }), job('2')], [job('3', { state: 'printed' })]),
    });
    vi.mocked(printState.printWaitTexts).mockClear();
    const { container } = render(
      <OrderList
        sections={[{ id: 'production', label: 'Aceito/Produção', entries }]}
        limits={{}}
        selectedId={null}
        query=""
        onSelect={() => {}}
        onShowMore={() => {}}
      />,
    );
    const words = () =>
      ids.map(
        (id) => container.querySelector(`[data-order-id="${id}"] .badge--print-wait`)?.textContent ?? null,
      );
    expect(words()).toEqual(['Aguardando impressora: Sem papel', 'Aguardando impressora', null, null]);
    expect(printState.printWaitTexts).toHaveBeenCalledTimes(1);

    act(() => usePrintQueue.setState({ queue: queueOf([job('2', { lastError: 'Tampa aberta' })]) }));
    expect(words()).toEqual([null, 'Aguardando impressora: Tampa aberta', null, null]);
    expect(printState.printWaitTexts).toHaveBeenCalledTimes(2);
    expect(printState.orderTicketState).not.toHaveBeenCalled();
  });
});
