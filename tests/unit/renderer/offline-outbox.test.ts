// The staff-action outbox engine (issue 19 §1): order, exactly once, durable before the screen,
// verify before resending, undo, refusals as notices, stop on no answer, restart.
import { describe, expect, it, vi } from 'vitest';
import type { OutboxAction, OutboxEntry } from '../../../shared/offline';
import {
  createOutbox,
  type OutboxDeps,
  type OutboxEvent,
  type SendOutcome,
  type VerifyOutcome,
} from '../../../renderer/src/offline/outbox';
import { createMemoryOfflineStore, type MemoryOfflineStore } from '../../support/offline-store';

const accept = (id: string, from = 'PP', to = 'PA'): OutboxAction => ({
  kind: 'status',
  idPedido: id,
  orderId: null,
  from,
  to,
});

function rig(store: MemoryOfflineStore = createMemoryOfflineStore(), overrides: Partial<OutboxDeps> = {}) {
  const events: OutboxEvent[] = [];
  const sent: OutboxAction[] = [];
  const answers: SendOutcome[] = [];
  const verdicts: VerifyOutcome[] = [];
  let reachable = true;
  let n = 0;
  const verify = vi.fn(
    async (_a: OutboxAction): Promise<VerifyOutcome> => verdicts.shift() ?? { kind: 'pending' },
  );
  const outbox = createOutbox({
    store,
    send: async (action) => {
      sent.push(action);
      return answers.shift() ?? { kind: 'applied' };
    },
    verify,
    reachable: () => reachable,
    scope: () => ({ storeId: '1', userId: '10' }),
    listener: (e) => events.push(e),
    newId: () => `e${++n}`,
    now: () => new Date('2026-11-26T14:05:00Z'),
    ...overrides,
  });
  return {
    outbox,
    store,
    events,
    sent,
    answers,
    verdicts,
    verify,
    setReachable: (v: boolean) => {
      reachable = v;
    },
    /** Queues `actions` while the platform does not answer; it answers again after. */
    queuedOffline: async (...actions: OutboxAction[]) => {
      reachable = false;
      for (const action of actions) await outbox.enqueue({ action });
      reachable = true;
    },
    kinds: () => events.map((e) => e.type),
  };
}

describe('outbox engine', () => {
  it('sends in the order pressed, one at a time, each once, and removes what was applied', async () => {
    const r = rig();
    r.setReachable(false);
    await r.outbox.enqueue({ action: accept('1') });
    await r.outbox.enqueue({ action: accept('2') });
    await r.outbox.enqueue({ action: { kind: 'store-open', open: true } });
    expect(r.sent).toEqual([]);
    r.setReachable(true);
    expect(await r.outbox.drain()).toBe('done');
    expect(r.sent).toEqual([accept('1'), accept('2'), { kind: 'store-open', open: true }]);
    expect(r.store.kept()).toEqual([]);
    // Marked sending durably before each request, removed after it.
    expect(r.store.log).toEqual([
      'add:e1',
      'add:e2',
      'add:e3',
      'sending:e1',
      'remove:e1',
      'sending:e2',
      'remove:e2',
      'sending:e3',
      'remove:e3',
    ]);
    expect(await r.outbox.drain()).toBe('done');
    expect(r.sent).toHaveLength(3);
    expect(r.events.at(-1)).toEqual({ type: 'drained', sent: 3 });
  });

  it('two drains at once send nothing twice', async () => {
    const r = rig();
    await r.queuedOffline(accept('1'));
    const [a, b] = await Promise.all([r.outbox.drain(), r.outbox.drain()]);
    expect([a, b]).toEqual(['done', 'busy']);
    expect(r.sent).toEqual([accept('1')]);
  });

  it('the listener hears of an entry only after the store kept it', async () => {
    const r = rig();
    r.setReachable(false);
    const release = r.store.hold();
    const pending = r.outbox.enqueue({ action: accept('1') });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(r.events).toEqual([]);
    expect(r.outbox.entries()).toEqual([]);
    release();
    const entry = await pending;
    expect(entry).toMatchObject({ id: 'e1', state: 'waiting', pressedAt: '2026-11-26T14:05:00.000Z' });
    expect(r.events).toEqual([{ type: 'changed', entries: [entry] }]);
  });

  it('an add the store refuses changes nothing on screen', async () => {
    const r = rig();
    r.setReachable(false);
    r.store.failNextWrite();
    await expect(r.outbox.enqueue({ action: accept('1') })).rejects.toThrow('disco cheio');
    expect(r.events).toEqual([]);
    expect(r.outbox.entries()).toEqual([]);
  });

  it('no answer stops the drain: the entry stays sending and nothing after it goes', async () => {
    const r = rig();
    await r.queuedOffline(accept('1'), accept('2'));
    r.answers.push({ kind: 'unanswered' });
    expect(await r.outbox.drain()).toBe('unanswered');
    expect(r.sent).toEqual([accept('1')]);
    expect(r.store.kept().map((e) => [e.id, e.state])).toEqual([
      ['e1', 'sending'],
      ['e2', 'waiting'],
    ]);
    // The next drain verifies the unanswered one first: still PP on the platform → sent again.
    r.verdicts.push({ kind: 'pending' });
    expect(await r.outbox.drain()).toBe('done');
    expect(r.verify).toHaveBeenCalledTimes(1);
    expect(r.sent).toEqual([accept('1'), accept('1'), accept('2')]);
  });

  it.each<[string, VerifyOutcome, string[], number]>([
    ['applied on the platform: removed, not sent', { kind: 'applied' }, ['applied'], 0],
    ['still where it started: sent', { kind: 'pending' }, ['applied'], 1],
    ['moved on elsewhere: dropped with a notice', { kind: 'moved', message: 'mudou' }, ['refused'], 0],
  ])('a sending entry is verified before any resend: %s', async (_name, verdict, outcome, sends) => {
    const store = createMemoryOfflineStore();
    const r = rig(store);
    r.setReachable(false);
    await r.outbox.enqueue({ action: accept('7'), possiblySent: true });
    expect(store.kept()[0]?.state).toBe('sending');
    r.setReachable(true);
    r.verdicts.push(verdict);
    await r.outbox.drain();
    expect(r.verify).toHaveBeenCalledWith(accept('7'));
    expect(r.sent).toHaveLength(sends);
    expect(r.events.filter((e) => e.type === 'applied' || e.type === 'refused').map((e) => e.type)).toEqual(
      outcome,
    );
    if (verdict.kind === 'moved')
      expect(r.events).toContainEqual(expect.objectContaining({ message: 'mudou' }));
    expect(store.kept()).toEqual([]);
  });

  it('a verify without an answer stops the drain and keeps the entry', async () => {
    const r = rig();
    r.setReachable(false);
    await r.outbox.enqueue({ action: accept('7'), possiblySent: true });
    r.setReachable(true);
    r.verdicts.push({ kind: 'unanswered' });
    expect(await r.outbox.drain()).toBe('unanswered');
    expect(r.sent).toEqual([]);
    expect(r.store.kept()).toHaveLength(1);
  });

  it('a refusal removes the entry and raises a notice with the platform message, then goes on', async () => {
    const r = rig();
    await r.queuedOffline(accept('1'), accept('2'));
    r.answers.push({ kind: 'refused', message: 'Pedido cancelado pelo cliente.' });
    expect(await r.outbox.drain()).toBe('done');
    expect(r.events).toContainEqual({
      type: 'refused',
      entry: expect.objectContaining({ id: 'e1', state: 'sending' }),
      message: 'Pedido cancelado pelo cliente.',
    });
    expect(r.sent).toEqual([accept('1'), accept('2')]);
    expect(r.store.kept()).toEqual([]);
  });

  it('undo takes back a waiting entry; a sending one may be on the platform and stays', async () => {
    const r = rig();
    r.setReachable(false);
    const waiting = await r.outbox.enqueue({ action: accept('1') });
    const sending = await r.outbox.enqueue({ action: accept('2'), possiblySent: true });
    expect(await r.outbox.undo(waiting.id)).toEqual({ ok: true });
    expect(await r.outbox.undo(sending.id)).toEqual({ ok: false, reason: 'sending' });
    expect(await r.outbox.undo('nope')).toEqual({ ok: false, reason: 'unknown' });
    expect(r.store.kept().map((e) => e.id)).toEqual([sending.id]);
    r.setReachable(true);
    await r.outbox.drain();
    expect(r.sent).toEqual([accept('2')]);
  });

  it('an undo pressed while the entry is on its way is refused', async () => {
    const r = rig();
    r.setReachable(false);
    const entry = await r.outbox.enqueue({ action: accept('1') });
    r.setReachable(true);
    const release = r.store.hold();
    const draining = r.outbox.drain();
    expect(await r.outbox.undo(entry.id)).toEqual({ ok: false, reason: 'sending' });
    release();
    await draining;
    expect(r.sent).toEqual([accept('1')]);
  });

  it('while the platform does not answer nothing is sent', async () => {
    const r = rig();
    r.setReachable(false);
    await r.outbox.enqueue({ action: accept('1') });
    expect(await r.outbox.drain()).toBe('unreachable');
    expect(r.sent).toEqual([]);
  });

  it('an enqueue while the platform answers drains at once', async () => {
    const r = rig();
    await r.outbox.enqueue({ action: accept('1') });
    await vi.waitFor(() => expect(r.sent).toEqual([accept('1')]));
  });

  it('a restart (a new engine on the same store) resumes: verifies what was sending, sends the rest once', async () => {
    const store = createMemoryOfflineStore();
    const first = rig(store);
    await first.queuedOffline(accept('1'), accept('2'));
    // The first request goes out and the desk dies before its answer.
    first.answers.push({ kind: 'unanswered' });
    await first.outbox.drain();
    first.outbox.stop();

    const second = rig(store);
    second.verdicts.push({ kind: 'applied' });
    await second.outbox.start();
    await vi.waitFor(() => expect(store.kept()).toEqual([]));
    expect(second.verify).toHaveBeenCalledWith(accept('1'));
    expect(second.sent).toEqual([accept('2')]);
    expect([...first.sent, ...second.sent]).toEqual([accept('1'), accept('2')]);
  });

  it("another login's entries are neither shown nor sent", async () => {
    const other: OutboxEntry = {
      id: 'x',
      storeId: '2',
      userId: '20',
      pressedAt: '2026-11-26T10:00:00Z',
      seq: 0,
      state: 'waiting',
      action: accept('9'),
    };
    const store = createMemoryOfflineStore([other]);
    const r = rig(store);
    await r.outbox.start();
    await r.outbox.drain();
    expect(r.outbox.entries()).toEqual([]);
    expect(r.sent).toEqual([]);
    expect(store.kept()).toEqual([other]);
  });

  it('stopped on no answer while still reachable, it tries again by itself', async () => {
    vi.useFakeTimers();
    try {
      const r = rig(createMemoryOfflineStore(), {
        timers: {
          setTimeout: (fn, ms) => setTimeout(fn, ms),
          clearTimeout: (h) => clearTimeout(h as number),
        },
        retryMs: 2000,
      });
      r.answers.push({ kind: 'unanswered' });
      await r.outbox.enqueue({ action: accept('1') });
      await vi.advanceTimersByTimeAsync(10);
      expect(r.sent).toHaveLength(1);
      r.verdicts.push({ kind: 'pending' });
      await vi.advanceTimersByTimeAsync(2000);
      expect(r.sent).toHaveLength(2);
      expect(r.store.kept()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
