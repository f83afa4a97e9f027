// The desk tells main each cancel and change until main takes it (issue 33 §2): a rejected call
// is told again with backoff, only an order's latest change, and nothing once main answered.
// The slips coming out once through such a retry: tests/unit/main/printing-slips.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderChangeOutcome, OrderPrintChange } from '../../../shared/print-stations';
import { createSlipTeller } from '../../../renderer/src/order-printing/slipTeller';
import { liveOrder } from './orderFixtures';

const cancel = (orderId = '7'): OrderPrintChange => ({ kind: 'cancelled', orderId });
const items = (quantidade: number): OrderPrintChange => ({
  kind: 'items',
  order: liveOrder({
    id_pedido: '7',
    status: 'PL',
    pedidoObj: {
      itens: [
        {
          nome: 'Pizza',
          quantidade,
          valor_unitario: 10,
          valor_total: 10,
          linhas: [],
          id_cardapio_categoria: '1',
        },
      ],
    },
  }),
});
const taken: OrderChangeOutcome = { ok: true, slips: 1 };
const refused = () => Promise.reject(new Error('main ocupado'));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A bridge whose answers are given in turn; after the list, every call is taken. */
function bridge(...answers: (() => Promise<OrderChangeOutcome>)[]) {
  return vi.fn((_change: OrderPrintChange) => (answers.shift() ?? (() => Promise.resolve(taken)))());
}

describe('createSlipTeller', () => {
  it('tells main again after a rejected call, with backoff, and stops once main took it', async () => {
    const orderChanged = bridge(refused, refused);
    const teller = createSlipTeller({ orderChanged });
    teller.tell([cancel()]);
    await vi.advanceTimersByTimeAsync(0);
    expect(orderChanged).toHaveBeenCalledTimes(1);
    expect(teller.unconfirmed()).toEqual(['7']);
    await vi.advanceTimersByTimeAsync(1999);
    expect(orderChanged).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(orderChanged).toHaveBeenCalledTimes(2);
    // The second round waits twice as long.
    await vi.advanceTimersByTimeAsync(3999);
    expect(orderChanged).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(orderChanged).toHaveBeenCalledTimes(3);
    expect(teller.unconfirmed()).toEqual([]);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(orderChanged).toHaveBeenCalledTimes(3);
    expect(orderChanged.mock.calls.map(([c]) => c)).toEqual([cancel(), cancel(), cancel()]);
    // Once main took everything, the next failure starts from the first wait again.
    orderChanged.mockImplementationOnce(refused);
    teller.tell([cancel('8')]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(orderChanged).toHaveBeenCalledTimes(5);
  });

  it('an older change taken late does not count for the newer one main refused', async () => {
    let takeFirst: (o: OrderChangeOutcome) => void = () => undefined;
    const orderChanged = bridge(() => new Promise((resolve) => (takeFirst = resolve)), refused);
    const teller = createSlipTeller({ orderChanged });
    teller.tell([items(2)]);
    teller.tell([items(3)]);
    await vi.advanceTimersByTimeAsync(0);
    takeFirst(taken);
    await vi.advanceTimersByTimeAsync(2000);
    expect(orderChanged).toHaveBeenCalledTimes(3);
    expect(orderChanged).toHaveBeenLastCalledWith(items(3));
    expect(teller.unconfirmed()).toEqual([]);
  });

  it('a bridge that throws at once is told again too', async () => {
    const orderChanged = vi
      .fn<(c: OrderPrintChange) => Promise<OrderChangeOutcome>>()
      .mockImplementationOnce(() => {
        throw new Error('canal fechado');
      })
      .mockResolvedValue(taken);
    createSlipTeller({ orderChanged }).tell([cancel()]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(orderChanged).toHaveBeenCalledTimes(2);
  });

  it("tells again only an order's latest change: an older one would take main's copy back", async () => {
    let rejectFirst: (e: Error) => void = () => undefined;
    const orderChanged = bridge(() => new Promise((_, reject) => (rejectFirst = reject)), refused);
    const teller = createSlipTeller({ orderChanged });
    teller.tell([items(2)]);
    teller.tell([items(3)]);
    await vi.advanceTimersByTimeAsync(0);
    rejectFirst(new Error('main reiniciando'));
    await vi.advanceTimersByTimeAsync(60_000);
    const told = orderChanged.mock.calls.map(([c]) =>
      c.kind === 'items' ? c.order.pedidoObj.itens[0]?.quantidade : c.kind,
    );
    expect(told).toEqual([2, 3, 3]);
    // A cancel replaces a change still waiting, and one round tells every order left.
    const many = bridge(refused, refused, refused);
    const other = createSlipTeller({ orderChanged: many });
    other.tell([items(4), cancel('8')]);
    other.tell([cancel('7')]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(many.mock.calls.map(([c]) => c)).toEqual([
      items(4),
      cancel('8'),
      cancel('7'),
      cancel('7'),
      cancel('8'),
    ]);
  });

  it("leaves main's answer as it is, ok: false included, and stop() drops what is left", async () => {
    const answered = bridge(() => Promise.resolve({ ok: false, error: 'x' }));
    createSlipTeller({ orderChanged: answered }).tell([cancel()]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(answered).toHaveBeenCalledTimes(1);

    const orderChanged = bridge(refused);
    const teller = createSlipTeller({ orderChanged });
    teller.tell([cancel()]);
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(1);
    teller.stop();
    expect(vi.getTimerCount()).toBe(0);
    teller.tell([cancel('9')]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(orderChanged).toHaveBeenCalledTimes(1);
    expect(teller.unconfirmed()).toEqual([]);
  });
});
