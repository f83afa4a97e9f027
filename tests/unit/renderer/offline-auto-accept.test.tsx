// Automatic accept-and-print while the platform is away (issue 19 §2): printing follows only an
// accept the platform confirmed; once the replay applies it, the order prints exactly once.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PrintOrderOutcome } from '../../../shared/printing';
import {
  createAutoAccept,
  type AutoOrder,
} from '../../../renderer/src/features/printing/auto-accept/controller';
import { countPending, platformOrder, useOrders } from '../../../renderer/src/stores/orders';
import { WaitingAcceptBanner, acceptRunningOutText } from '../../../renderer/src/offline/WaitingAcceptBanner';
import { liveOrder } from './orderFixtures';

/** The controller over the real orders store, read as useAutoAccept reads it. */
function rig(accept: 'queued' | 'ok') {
  const calls: string[] = [];
  const reports: string[] = [];
  const printed: PrintOrderOutcome = { ok: true, queued: 2, skippedCategories: [] };
  const controller = createAutoAccept<AutoOrder>({
    enabled: () => true,
    orders: () => [...useOrders.getState().entries.values()].map(platformOrder),
    order: (id) => {
      const e = useOrders.getState().entries.get(id);
      return e ? platformOrder(e) : undefined;
    },
    busy: (id) => useOrders.getState().overlay.has(id),
    async changeStatus(order, status) {
      calls.push(`${order.id_pedido}:${status}`);
      if (status === 'PA' && accept === 'queued') {
        // What runStatusChange does offline: the outbox keeps it, the overlay shows it.
        useOrders.getState().setOverlay(
          new Map([
            [
              order.id_pedido,
              {
                entryId: 'e1',
                from: 'PP',
                to: 'PA',
                pressedAt: new Date().toISOString(),
                state: 'waiting',
              },
            ],
          ]),
        );
        return { ok: false, queued: true, detail: null };
      }
      return { ok: true };
    },
    async print(order) {
      calls.push(`${order.id_pedido}:print`);
      return printed;
    },
    report: (m) => reports.push(m),
  });
  return {
    calls,
    reports,
    controller,
    async settle() {
      for (let i = 0; i < 3; i += 1) {
        controller.tick();
        await controller.idle();
      }
    },
  };
}

function put(status: string) {
  const orders = useOrders.getState();
  orders.applyOrder(liveOrder({ id_pedido: '7', status } as never), orders.beginRequest());
}

describe('auto-accept with the outbox', () => {
  it('an accept waiting in the outbox prints nothing, is not asked again, and the order stays pending', async () => {
    put('PP');
    const r = rig('queued');
    await r.settle();
    expect(r.calls).toEqual(['7:PA']);
    expect(r.reports).toEqual([]);
    // The screen shows PA, the platform still PP: the alert sound keeps counting it.
    expect(useOrders.getState().entries.get('7')?.order.status).toBe('PA');
    expect(countPending(useOrders.getState().entries)).toBe(1);
    await r.settle();
    expect(r.calls).toEqual(['7:PA']);
  });

  it('once the replay applies it, the order is printed exactly once, then PI', async () => {
    put('PP');
    const r = rig('queued');
    await r.settle();
    // The replay: the platform confirms PA, the overlay goes, the desk tells the controller.
    put('PA');
    useOrders.getState().setOverlay(new Map());
    r.controller.adopt('7');
    await r.settle();
    r.controller.adopt('7');
    await r.settle();
    expect(r.calls).toEqual(['7:PA', '7:print', '7:PI']);
  });

  it("staff's own accept replayed while auto-accept is on: taken and printed once", async () => {
    put('PA');
    const r = rig('ok');
    await r.settle();
    // Not this controller's accept: nothing until the desk hands it over.
    expect(r.calls).toEqual([]);
    r.controller.adopt('7');
    await r.settle();
    expect(r.calls).toEqual(['7:print', '7:PI']);
  });
});

describe('the banner near the end of a waiting accept', () => {
  const BANNER_7 =
    'O aceite do pedido #7 ainda aguarda a conexão e o prazo para aceitar está acabando. Confira o pedido com a plataforma.';

  /** Order 7 pending on the platform with `segundos` left, its accept waiting in the outbox. */
  function waitingAccept(segundos: number) {
    const orders = useOrders.getState();
    orders.applyOrder(liveOrder({ id_pedido: '7', status: 'PP', segundos } as never), orders.beginRequest());
    useOrders
      .getState()
      .setOverlay(
        new Map([
          [
            '7',
            { entryId: 'e1', from: 'PP', to: 'PA', pressedAt: new Date().toISOString(), state: 'waiting' },
          ],
        ]),
      );
  }

  it.each([
    [30, true],
    [300, false],
  ])('%i s left → banner %s', async (segundos, shown) => {
    waitingAccept(segundos);
    render(<WaitingAcceptBanner />);
    if (shown) expect(screen.getByRole('alert').textContent).toBe(BANNER_7);
    else expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows once the countdown ticks into its last minute', async () => {
    vi.useFakeTimers();
    try {
      waitingAccept(90);
      render(<WaitingAcceptBanner />);
      expect(screen.queryByRole('alert')).toBeNull();
      act(() => vi.advanceTimersByTime(29_000));
      expect(screen.queryByRole('alert')).toBeNull();
      act(() => vi.advanceTimersByTime(2_000));
      expect(screen.getByRole('alert').textContent).toBe(BANNER_7);
    } finally {
      vi.useRealTimers();
    }
  });

  it('names every order running out', () => {
    expect(acceptRunningOutText(['7', '12'])).toBe(
      'Os aceites dos pedidos #7, #12 ainda aguardam a conexão e o prazo para aceitar está acabando. Confira os pedidos com a plataforma.',
    );
  });
});
