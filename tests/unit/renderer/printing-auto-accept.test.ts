import { describe, expect, it, vi } from 'vitest';
import { PRINT_MESSAGES, type PrintOrderOutcome } from '../../../shared/printing';
import type { StatusChangeResult } from '../../../renderer/src/api/orders';
import {
  createAutoAccept,
  type AutoOrder,
} from '../../../renderer/src/features/printing/auto-accept/controller';
import {
  autoAcceptWork,
  backoffMs,
  emptyHistory,
  type AutoAcceptHistory,
} from '../../../renderer/src/features/printing/auto-accept/decide';

const o = (id: string, status: string) => ({ id_pedido: id, status });

function history(patch: Partial<Record<keyof AutoAcceptHistory, string[] | [string, number][]>> = {}) {
  const h = emptyHistory();
  for (const id of (patch.accepted ?? []) as string[]) h.accepted.add(id);
  for (const id of (patch.unanswered ?? []) as string[]) h.unanswered.add(id);
  for (const id of (patch.done ?? []) as string[]) h.done.add(id);
  for (const id of (patch.refused ?? []) as string[]) h.refused.add(id);
  for (const [id, at] of (patch.retryAt ?? []) as [string, number][]) h.retryAt.set(id, at);
  return h;
}

describe('autoAcceptWork: which orders to act on', { timeout: 5000 }, () => {
  it.each([
    ['a new pending order is accepted', [o('1', 'PP')], [], () => history(), [{ id: '1', step: 'accept' }]],
    [
      'one found by reconciliation after a disconnect is the same as a new one',
      [o('1', 'PA'), o('2', 'PP'), o('3', 'PP')],
      [],
      () => history(),
      [
        { id: '2', step: 'accept' },
        { id: '3', step: 'accept' },
      ],
    ],
    ['in flight: left alone', [o('1', 'PP')], ['1'], () => history(), []],
    ['refused by the server: never again', [o('1', 'PP')], [], () => history({ refused: ['1'] }), []],
    [
      'an accept that got no answer but went through (PA now): prints',
      [o('1', 'PA')],
      [],
      () => history({ unanswered: ['1'] }),
      [{ id: '1', step: 'print' }],
    ],
    [
      'unanswered, then refused because it had gone through: prints once the list says PA',
      [o('1', 'PA')],
      [],
      () => history({ unanswered: ['1'], refused: ['1'] }),
      [{ id: '1', step: 'print' }],
    ],
    [
      'unanswered and still PP: asks again',
      [o('1', 'PP')],
      [],
      () => history({ unanswered: ['1'] }),
      [{ id: '1', step: 'accept' }],
    ],
    ['backoff not over: waits', [o('1', 'PP')], [], () => history({ retryAt: [['1', 2000]] }), []],
    [
      'backoff over: tries again',
      [o('1', 'PP')],
      [],
      () => history({ retryAt: [['1', 999]] }),
      [{ id: '1', step: 'accept' }],
    ],
    [
      'accepted here, list still says PP: waits for the list',
      [o('1', 'PP')],
      [],
      () => history({ accepted: ['1'] }),
      [],
    ],
    [
      'accepted here, print not through: prints',
      [o('1', 'PA')],
      [],
      () => history({ accepted: ['1'] }),
      [{ id: '1', step: 'print' }],
    ],
    ['accepted by someone else (PA): not ours to print', [o('1', 'PA')], [], () => history(), []],
    ['done: nothing', [o('1', 'PA')], [], () => history({ accepted: ['1'], done: ['1'] }), []],
    [
      'accepted here, then sent by the counter: nothing',
      [o('1', 'PE')],
      [],
      () => history({ accepted: ['1'] }),
      [],
    ],
    ['cancelled meanwhile: nothing', [o('1', 'PC')], [], () => history(), []],
    ['an unknown status: nothing', [o('1', 'XX')], [], () => history(), []],
  ])('%s', (_name, orders, inFlight, h, expected) => {
    // The history is built inside the test (not while collecting), so a broken emptyHistory()
    // fails a test instead of the file's collection.
    expect(autoAcceptWork(orders, new Set(inFlight), h(), 1000)).toEqual(expected);
  });

  it('starts with nothing accepted, unanswered, done, refused or backed off', () => {
    const h = emptyHistory();
    expect(h).toEqual({
      accepted: new Set(),
      unanswered: new Set(),
      done: new Set(),
      refused: new Set(),
      retryAt: new Map(),
    });
    expect(autoAcceptWork([o('1', 'PP')], new Set(), h, 0)).toEqual([{ id: '1', step: 'accept' }]);
  });

  it.each([
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [10, 60_000],
    [0, 2000],
  ])('backoff after %i failures is %i ms', (n, ms) => {
    expect(backoffMs(n)).toBe(ms);
  });
});

const RUNAWAY_CALLS = 200;

/** A store and platform the controller drives, with scripted answers. */
function rig(
  initial: AutoOrder[],
  opts: {
    accept?: (id: string) => StatusChangeResult | null;
    whenTicketOut?: (id: string, queuedNow: boolean) => Promise<boolean>;
  } = {},
) {
  const orders = new Map(initial.map((x) => [x.id_pedido, { ...x }]));
  let clock = 0;
  const calls: string[] = [];
  const report = vi.fn();
  let printOutcome: PrintOrderOutcome = { ok: true, queued: 2, skippedCategories: [] };
  let enabled = true;
  const memory: string[] = [];
  /** How many calls had been made each time the printers were told to get ready. */
  const prepared: number[] = [];
  // The controller re-ticks on microtasks: a decision that keeps returning work would spin
  // without ever yielding to a timer, so no test timeout could stop it. A runaway loop fails
  // here instead (the throw ends it: the controller backs the order off).
  const record = (call: string) => {
    if (calls.length >= RUNAWAY_CALLS)
      throw new Error(`runaway auto-accept loop: ${calls.slice(-3).join(', ')}`);
    calls.push(call);
  };
  const controller = createAutoAccept<AutoOrder>({
    enabled: () => enabled,
    orders: () => orders.values(),
    order: (id) => orders.get(id),
    busy: () => false,
    now: () => clock,
    memory: { load: () => [...memory], save: (ids) => memory.splice(0, memory.length, ...ids) },
    async changeStatus(order, status) {
      record(`${order.id_pedido}:${status}`);
      await Promise.resolve();
      const result = status === 'PA' && opts.accept ? opts.accept(order.id_pedido) : { ok: true as const };
      const current = orders.get(order.id_pedido);
      if (result?.ok && current) current.status = status;
      return result;
    },
    async print(order) {
      record(`${order.id_pedido}:print`);
      await Promise.resolve();
      return printOutcome;
    },
    report,
    prepare: () => prepared.push(calls.length),
    ...(opts.whenTicketOut ? { whenTicketOut: opts.whenTicketOut } : {}),
  });
  return {
    orders,
    calls,
    prepared,
    report,
    controller,
    memory,
    advance: (ms: number) => (clock += ms),
    setPrint: (p: PrintOrderOutcome) => (printOutcome = p),
    setEnabled: (on: boolean) => (enabled = on),
    async settle() {
      controller.tick();
      await controller.idle();
    },
  };
}

describe('automatic accept and print', { timeout: 5000 }, () => {
  it('accepts, prints, then sets PI, once', async () => {
    const r = rig([o('1', 'PP')]);
    await r.settle();
    expect(r.calls).toEqual(['1:PA', '1:print', '1:PI']);
    await r.settle();
    expect(r.calls).toHaveLength(3);
    expect(r.orders.get('1')?.status).toBe('PI');
  });

  it('PI waits until the ticket is out, without printing again or holding a slot (issue 32 §4)', async () => {
    let paperBack: (out: boolean) => void = () => undefined;
    const asked: boolean[] = [];
    const r = rig([o('1', 'PP'), o('2', 'PP')], {
      whenTicketOut: (id, queuedNow) => {
        if (id !== '1') return Promise.resolve(true);
        asked.push(queuedNow);
        return new Promise((resolve) => (paperBack = resolve));
      },
    });
    await r.settle();
    // Order 1's paper is not out: it stays PA; order 2 goes on meanwhile.
    expect(r.orders.get('1')?.status).toBe('PA');
    expect(r.orders.get('2')?.status).toBe('PI');
    // One wait for the paper, however many ticks: no poll asks again meanwhile.
    r.advance(60_000);
    await r.settle();
    await r.settle();
    expect(asked).toEqual([true]);
    expect(r.calls.filter((c) => c === '1:print')).toHaveLength(1);
    expect(r.orders.get('1')?.status).toBe('PA');
    paperBack(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await r.controller.idle();
    expect(r.orders.get('1')?.status).toBe('PI');
    expect(r.calls.filter((c) => c.startsWith('1:'))).toEqual(['1:PA', '1:print', '1:PI']);
  });

  it('a wait abandoned (tickets discarded, session gone) never sends PI and never prints again', async () => {
    const r = rig([o('1', 'PP')], { whenTicketOut: () => Promise.resolve(false) });
    await r.settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await r.settle();
    expect(r.calls).toEqual(['1:PA', '1:print']);
    expect(r.orders.get('1')?.status).toBe('PA');
  });

  it('tells the printers to get ready as the accept leaves, not for an order it only prints', async () => {
    const r = rig([o('1', 'PP')]);
    await r.settle();
    expect(r.calls).toEqual(['1:PA', '1:print', '1:PI']);
    // Once, before the first call (the accept) was made.
    expect(r.prepared).toEqual([0]);
    const accepted = rig([o('2', 'PA')]);
    accepted.controller.adopt('2');
    await accepted.settle();
    expect(accepted.calls).toEqual(['2:print', '2:PI']);
    expect(accepted.prepared).toEqual([]);
  });

  it('does nothing while autoAceiteImprimir is off', async () => {
    const r = rig([o('1', 'PP')]);
    r.setEnabled(false);
    await r.settle();
    expect(r.calls).toEqual([]);
  });

  it('a double tick never processes the same order twice at once', async () => {
    const r = rig([o('1', 'PP')]);
    r.controller.tick();
    r.controller.tick();
    r.controller.tick();
    await r.controller.idle();
    expect(r.calls.filter((c) => c === '1:PA')).toHaveLength(1);
  });

  it('a failed accept (no answer) is retried after the backoff, not before', async () => {
    let fail = true;
    const r = rig([o('1', 'PP')], {
      accept: () => (fail ? { ok: false, detail: 'Sem resposta', retry: true } : { ok: true }),
    });
    await r.settle();
    await r.settle();
    expect(r.calls).toEqual(['1:PA']);
    fail = false;
    r.advance(backoffMs(1));
    await r.settle();
    expect(r.calls).toEqual(['1:PA', '1:PA', '1:print', '1:PI']);
    expect(r.report).not.toHaveBeenCalled();
  });

  it('an accept whose answer was lost but which went through is still printed, once', async () => {
    const r = rig([o('1', 'PP')], {
      accept: () => ({ ok: false, detail: 'Tempo esgotado', retry: true }),
    });
    await r.settle();
    expect(r.calls).toEqual(['1:PA']);
    // The server had applied it: the next reconciliation shows PA.
    const order = r.orders.get('1');
    if (order) order.status = 'PA';
    expect(r.memory).toEqual(['1']);
    r.advance(backoffMs(1));
    await r.settle();
    await r.settle();
    expect(r.calls).toEqual(['1:PA', '1:print', '1:PI']);
  });

  it('a refused accept is shown once and not retried in a loop', async () => {
    const r = rig([o('1', 'PP')], { accept: () => ({ ok: false, detail: 'Pedido já cancelado.' }) });
    await r.settle();
    r.advance(600_000);
    await r.settle();
    expect(r.calls).toEqual(['1:PA']);
    expect(r.report).toHaveBeenCalledTimes(1);
    expect(r.report.mock.calls[0]?.[1]).toBe('Pedido já cancelado.');
  });

  it('an order that left PP meanwhile is skipped', async () => {
    const r = rig([o('1', 'PP')]);
    // The counter cancels it between the decision and the call.
    r.orders.get('1')!.status = 'PC';
    await r.settle();
    expect(r.calls).toEqual([]);
  });

  it('a print that fails is asked again (PA kept) until it goes through; reported once', async () => {
    const r = rig([o('1', 'PP'), o('2', 'PP')]);
    r.setPrint({ ok: false, error: PRINT_MESSAGES.noPrinter });
    await r.settle();
    expect(r.orders.get('1')?.status).toBe('PA');
    expect(r.report).toHaveBeenCalledTimes(1);
    expect(r.report).toHaveBeenCalledWith(
      'A impressão automática falhou. O pedido será impresso assim que possível.',
      'Impressora não selecionada, escolha uma impressora e tente novamente.',
    );
    r.setPrint({ ok: true, queued: 1, skippedCategories: [] });
    r.advance(60_000);
    await r.settle();
    expect(r.orders.get('1')?.status).toBe('PI');
    expect(r.orders.get('2')?.status).toBe('PI');
    expect(r.calls.filter((c) => c.endsWith(':PA'))).toHaveLength(2);
  });

  it('after a restart, an order it accepted but never printed is still printed', async () => {
    const before = rig([o('7', 'PP')]);
    before.setPrint({ ok: false, error: PRINT_MESSAGES.moduleNotFound });
    await before.settle();
    expect(before.memory).toEqual(['7']);
    // A new controller (app restarted) with the same memory and the order still PA.
    const after = rig([o('7', 'PA')]);
    after.memory.push(...before.memory);
    const again = createAutoAccept<AutoOrder>({
      enabled: () => true,
      orders: () => after.orders.values(),
      order: (id) => after.orders.get(id),
      busy: () => false,
      memory: { load: () => before.memory, save: () => undefined },
      changeStatus: async (order, status) => {
        after.calls.push(`${order.id_pedido}:${status}`);
        return { ok: true };
      },
      print: async (order) => {
        after.calls.push(`${order.id_pedido}:print`);
        return { ok: true, queued: 2, skippedCategories: [] };
      },
      report: vi.fn(),
    });
    again.tick();
    await again.idle();
    expect(after.calls).toEqual(['7:print', '7:PI']);
  });

  /** A controller as the reloaded page builds it: fresh history, the same stored memory. */
  function restarted(orders: AutoOrder[], memory: string[]) {
    const calls: string[] = [];
    const byId = new Map(orders.map((x) => [x.id_pedido, { ...x }]));
    const controller = createAutoAccept<AutoOrder>({
      enabled: () => true,
      orders: () => byId.values(),
      order: (id) => byId.get(id),
      busy: () => false,
      memory: { load: () => [...memory], save: () => undefined },
      changeStatus: async (order, status) => {
        calls.push(`${order.id_pedido}:${status}`);
        return { ok: true };
      },
      print: async (order) => {
        calls.push(`${order.id_pedido}:print`);
        return { ok: true, queued: 2, skippedCategories: [] };
      },
      report: vi.fn(),
    });
    return {
      calls,
      async settle() {
        controller.tick();
        await controller.idle();
      },
    };
  }

  it('the page reloaded while an accept was on its way (applied on the server): still printed', async () => {
    // The accept reaches the server, but its answer (and the refresh after it) never comes back
    // to this page: the reload (or the app closing) cuts it off.
    const r = rig([o('5', 'PP')], { accept: () => null });
    const pending = new Promise<never>(() => undefined);
    const hanging = createAutoAccept<AutoOrder>({
      enabled: () => true,
      orders: () => r.orders.values(),
      order: (id) => r.orders.get(id),
      busy: () => false,
      memory: { load: () => [], save: (ids) => r.memory.splice(0, r.memory.length, ...ids) },
      changeStatus: () => pending,
      print: () => pending,
      report: vi.fn(),
    });
    hanging.tick();
    expect(hanging.inFlight.has('5')).toBe(true);
    // Remembered before the request left.
    expect(r.memory).toEqual(['5']);
    const after = restarted([o('5', 'PA')], r.memory);
    await after.settle();
    await after.settle();
    expect(after.calls).toEqual(['5:print', '5:PI']);
  });

  it('the page reloaded before the accept reached the server (still PP): accepted, printed once', async () => {
    const after = restarted([o('6', 'PP')], ['6']);
    await after.settle();
    await after.settle();
    expect(after.calls).toEqual(['6:PA', '6:print', '6:PI']);
  });

  it('an accept refused at once, or not sent at all, is not remembered', async () => {
    const refused = rig([o('1', 'PP')], { accept: () => ({ ok: false, detail: 'Pedido já cancelado.' }) });
    await refused.settle();
    expect(refused.memory).toEqual([]);
    const notSent = rig([o('2', 'PP')], { accept: () => null });
    await notSent.settle();
    expect(notSent.memory).toEqual([]);
    expect(notSent.calls).toEqual(['2:PA']);
  });

  it('an order the counter moved on after printing is not moved back to PI', async () => {
    const r = rig([o('1', 'PP')]);
    r.controller.tick();
    // Sent by the counter while the ticket printed.
    await Promise.resolve();
    await Promise.resolve();
    r.orders.get('1')!.status = 'PE';
    await r.controller.idle();
    expect(r.calls).toEqual(['1:PA', '1:print']);
    expect(r.orders.get('1')?.status).toBe('PE');
  });

  it('at most three orders at once; the rest follow', async () => {
    const r = rig(Array.from({ length: 7 }, (_, i) => o(String(i + 1), 'PP')));
    r.controller.tick();
    expect(r.controller.inFlight.size).toBe(3);
    await r.controller.idle();
    await r.settle();
    expect([...r.orders.values()].every((x) => x.status === 'PI')).toBe(true);
    expect(r.calls.filter((c) => c.endsWith(':print'))).toHaveLength(7);
  });
});
