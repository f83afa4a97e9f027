// Issue 35 §3: the print queue is pushed with every ticket (many times a second in a burst of
// orders). In the renderer's CPU profile of the 200-order burst the closed 'Fila de impressão'
// dialog was the largest single component: it listed, filtered and sorted the whole queue on every
// push although nothing of it was on screen. Closed, it now reads only whether it is open.
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PrintJobView, PrintQueue } from '../../../shared/printing';
import { PrintQueueDialog } from '../../../renderer/src/features/printing/queue/PrintQueueDialog';
import { usePrintQueue } from '../../../renderer/src/order-printing/printQueueStore';
import { ServicesProvider } from '../../../renderer/src/services/services';
import { ADMIN, fakeApi, fakePlatform, makeServices } from './helpers';

afterEach(() => {
  usePrintQueue.setState({ open: false, queue: null });
});

function queueOf(printed: number): PrintQueue {
  const job = (n: number): PrintJobView => ({
    key: `k-${n}`,
    orderId: String(1000 + n),
    kind: 'cashier',
    label: 'Caixa',
    printerName: 'EPSON',
    state: 'printed',
    reprint: false,
    attempts: 1,
    createdAt: Date.now(),
    updatedAt: Date.now(),
    printedAt: Date.now(),
  });
  return {
    pending: [],
    failed: [],
    printedToday: Array.from({ length: printed }, (_, n) => job(n)),
    alerts: [],
  };
}

function setup() {
  let commits = 0;
  const services = makeServices({
    fetch: fakeApi({}).fetch,
    platform: fakePlatform({ session: ADMIN }).platform,
  });
  render(
    <ServicesProvider value={services}>
      <Profiler id="queue" onRender={() => (commits += 1)}>
        <PrintQueueDialog />
      </Profiler>
    </ServicesProvider>,
  );
  return { commits: () => commits };
}

describe('PrintQueueDialog', () => {
  it('closed: a burst of queue pushes renders nothing', () => {
    const { commits } = setup();
    const before = commits();
    for (let n = 1; n <= 20; n++) act(() => usePrintQueue.getState().setQueue(queueOf(n * 10)));
    expect(commits()).toBe(before);
  });

  it('open: it follows the pushes', async () => {
    setup();
    act(() => usePrintQueue.getState().setQueue(queueOf(2)));
    act(() => usePrintQueue.getState().show());
    expect(await screen.findByRole('tab', { name: 'Impressos hoje (2)' })).toBeTruthy();
    act(() => usePrintQueue.getState().setQueue(queueOf(3)));
    expect(screen.getByRole('tab', { name: 'Impressos hoje (3)' })).toBeTruthy();
  });
});
