// The staff-action outbox engine (issue 19 §1): order, exactly once, durable before the screen,
// verify before resending, undo, refusals as notices, stop on no answer, restart.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxAction, OutboxEntry } from '../../../shared/offline';
import {
  createOutbox,
  type OutboxDeps,
  type OutboxEvent,
  type SendOutcome,
  type VerifyOutcome,
} from '../../../renderer/src/offline/outbox';
import { createMemoryOfflineStore, type MemoryOfflineStore } from '../../support/offline-store';
import { runawayGuards } from '../../support/runaway';

// Every turn of the drain asks whether the platform is reachable: a drain that keeps delivering the
// same entry (an entry never dropped) would spin on microtasks past any test timeout. Past this
// many asks the platform reads unreachable, which ends the drain, and the test fails.
const REACHABLE_BUDGET = 100;
const runaway = runawayGuards();
afterEach(() => runaway.done());

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
  const turns = runaway.guard('outbox reachable()', REACHABLE_BUDGET);
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
    reachable: () => !turns.spent() && reachable,
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
      sentBy: '10',
    });
    expect(r.sent).toEqual([accept('1'), accept('2')]);
    expect(r.store.kept()).toEqual([]);
  });

  it("a refusal hands keepRefusal the entry and the platform's message; an applied entry does not", async () => {
    const keepRefusal = vi.fn(async (_entry: OutboxEntry, _message: string | null) => undefined);
    const r = rig(undefined, { keepRefusal });
    await r.queuedOffline(accept('1'), accept('2'));
    r.answers.push({ kind: 'refused', message: 'Pedido cancelado pelo cliente.' }, { kind: 'applied' });
    expect(await r.outbox.drain()).toBe('done');
    expect(keepRefusal).toHaveBeenCalledTimes(1);
    expect(keepRefusal).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'e1', action: accept('1') }),
      'Pedido cancelado pelo cliente.',
    );
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

  it('an action pressed while the engine reads its store (just after login) keeps what it is: possibly sent, never undoable', async () => {
    // The start's read of the store sees the press's entry after it was added and before its
    // 'sending' mark (two disk writes, seconds apart on a loaded PC): that stale 'waiting' copy
    // was shown with Desfazer, on an action that may be on the platform already.
    const store = createMemoryOfflineStore();
    let added!: () => void;
    const afterAdd = new Promise<void>((resolve) => (added = resolve));
    const listed = store.listOutbox.bind(store);
    store.listOutbox = () => afterAdd.then(() => listed());
    const addToOutbox = store.addToOutbox.bind(store);
    store.addToOutbox = async (entry) => {
      const stored = await addToOutbox(entry);
      added();
      return stored;
    };
    let marked!: () => void;
    const markGate = new Promise<void>((resolve) => (marked = resolve));
    const mark = store.markOutboxSending.bind(store);
    store.markOutboxSending = async (id) => {
      await markGate;
      return mark(id);
    };
    const r = rig(store);
    r.setReachable(false);
    const starting = r.outbox.start();
    const pressing = r.outbox.enqueue({ action: accept('1'), possiblySent: true });
    await starting;
    marked();
    const entry = await pressing;
    expect(entry.state).toBe('sending');
    const shown = r.events.flatMap((e) => (e.type === 'changed' ? e.entries.map((x) => x.state) : []));
    expect(shown).not.toContain('waiting');
    expect(r.outbox.entries().map((e) => e.state)).toEqual(['sending']);
    expect((await r.outbox.undo(entry.id)).ok).toBe(false);
  });

  it('an action the platform took while the engine read its store is not brought back by that read', async () => {
    const store = createMemoryOfflineStore();
    const listed = store.listOutbox.bind(store);
    let snapshot!: Promise<OutboxEntry[]>;
    let added!: () => void;
    const afterAdd = new Promise<void>((resolve) => (added = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    store.listOutbox = () => {
      calls += 1;
      if (calls > 1) return listed();
      return afterAdd
        .then(() => (snapshot = listed()))
        .then(async (list) => {
          await gate;
          return list;
        });
    };
    const addToOutbox = store.addToOutbox.bind(store);
    store.addToOutbox = async (entry) => {
      const stored = await addToOutbox(entry);
      added();
      await snapshot;
      return stored;
    };
    const r = rig(store);
    const starting = r.outbox.start();
    await r.outbox.enqueue({ action: accept('1') });
    await vi.waitFor(() => expect(store.kept()).toEqual([]));
    release();
    await starting;
    expect(r.outbox.entries()).toEqual([]);
    await r.outbox.drain();
    expect(r.sent).toEqual([accept('1')]);
  });

  it("another store's entries are neither shown nor sent", async () => {
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

const mineAt = (id: string, seq: number, storeId = '1', userId = '10'): OutboxEntry => ({
  id,
  storeId,
  userId,
  pressedAt: '2026-11-26T10:00:00Z',
  seq,
  state: 'waiting',
  action: accept(id),
});

/** Real-looking timers on vitest's fake clock, so the drain's own retry can be counted. */
const fakeTimers = (): NonNullable<OutboxDeps['timers']> => ({
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as number),
});

async function withFakeTimers(run: () => Promise<void>) {
  vi.useFakeTimers();
  try {
    await run();
  } finally {
    vi.useRealTimers();
  }
}

describe('outbox engine: whose entries, and in what order', () => {
  it.each([
    ['another store, the same user', '2', '10'],
    ['another store, another user', '2', '20'],
  ])("another store's entries are neither shown nor sent: %s", async (_name, storeId, userId) => {
    const other = mineAt('x', 0, storeId, userId);
    const store = createMemoryOfflineStore([other, mineAt('m', 1)]);
    const r = rig(store);
    await r.outbox.start();
    await vi.waitFor(() => expect(store.kept()).toEqual([other]));
    expect(r.sent).toEqual([accept('m')]);
    expect(r.outbox.entries()).toEqual([]);
  });

  it("the store's entries are the next user's (issue 36 §1): shown, sent in order under them, who pressed kept", async () => {
    const byA = mineAt('a', 0, '1', '20');
    const store = createMemoryOfflineStore([byA, mineAt('m', 1)]);
    const r = rig(store);
    r.setReachable(false);
    await r.outbox.start();
    expect(r.outbox.entries().map((e) => [e.id, e.userId])).toEqual([
      ['a', '20'],
      ['m', '10'],
    ]);
    r.setReachable(true);
    await r.outbox.drain();
    expect(r.sent).toEqual([accept('a'), accept('m')]);
    expect(store.kept()).toEqual([]);
    const applied = r.events.filter((e) => e.type === 'applied');
    expect(applied.map((e) => [e.entry.id, e.entry.userId, e.sentBy])).toEqual([
      ['a', '20', '10'],
      ['m', '10', '10'],
    ]);
  });

  it('a refusal and a verify tell who sent too', async () => {
    const sending = { ...mineAt('a', 0, '1', '20'), state: 'sending' as const };
    const store = createMemoryOfflineStore([sending, mineAt('b', 1, '1', '20'), mineAt('c', 2, '1', '20')]);
    const r = rig(store);
    r.setReachable(false);
    await r.outbox.start();
    r.verdicts.push({ kind: 'applied' });
    r.answers.push({ kind: 'refused', message: 'Não.' });
    r.setReachable(true);
    await r.outbox.drain();
    const outcomes = r.events.flatMap((e) =>
      e.type === 'applied' || e.type === 'refused' ? [[e.type, e.entry.id, e.entry.userId, e.sentBy]] : [],
    );
    expect(outcomes).toEqual([
      ['applied', 'a', '20', '10'],
      ['refused', 'b', '20', '10'],
      ['applied', 'c', '20', '10'],
    ]);
  });

  it('without a session nothing is shown and nothing can wait', async () => {
    const store = createMemoryOfflineStore([mineAt('m', 0)]);
    const r = rig(store, { scope: () => null });
    await r.outbox.start();
    expect(r.outbox.entries()).toEqual([]);
    expect(r.events).toEqual([{ type: 'changed', entries: [] }]);
    await expect(r.outbox.enqueue({ action: accept('1') })).rejects.toThrow(
      'Sem sessão: nada pode aguardar a plataforma.',
    );
    expect(r.sent).toEqual([]);
    expect(store.kept().map((e) => e.id)).toEqual(['m']);
  });

  it('a restart shows and sends what the store kept in seq order, whatever order it lists them in', async () => {
    const base = createMemoryOfflineStore([mineAt('b', 1), mineAt('c', 2), mineAt('a', 0)]);
    const store = { ...base, listOutbox: async () => (await base.listOutbox()).reverse() };
    const r = rig(base, { store });
    r.setReachable(false);
    await r.outbox.start();
    expect(r.outbox.entries().map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(r.events).toEqual([{ type: 'changed', entries: r.outbox.entries() }]);
    r.setReachable(true);
    expect(await r.outbox.drain()).toBe('done');
    expect(r.sent).toEqual([accept('a'), accept('b'), accept('c')]);
  });

  it('an enqueue the store already kept (the same id) is one entry, not claimed twice', async () => {
    const r = rig(createMemoryOfflineStore(), { newId: () => 'same' });
    r.setReachable(false);
    await r.outbox.enqueue({ action: accept('1'), possiblySent: true });
    const again = await r.outbox.enqueue({ action: accept('1'), possiblySent: true });
    expect(again).toMatchObject({ id: 'same', state: 'sending' });
    expect(r.outbox.entries()).toEqual([again]);
    expect(r.store.log).toEqual(['add:same', 'sending:same', 'add:same']);
  });

  it('without an injected clock and ids, entries get a fresh uuid and the time pressed', async () => {
    const before = Date.now();
    const r = rig(createMemoryOfflineStore(), { newId: undefined, now: undefined });
    r.setReachable(false);
    const entry = await r.outbox.enqueue({ action: accept('1') });
    const other = await r.outbox.enqueue({ action: accept('2') });
    expect(entry.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(other.id).not.toBe(entry.id);
    const pressed = Date.parse(entry.pressedAt);
    expect(pressed).toBeGreaterThanOrEqual(before);
    expect(pressed).toBeLessThanOrEqual(Date.now());
  });
});

describe('outbox engine: undo', () => {
  it('an undo the store refuses keeps the entry where it was, waiting', async () => {
    const r = rig();
    r.setReachable(false);
    for (const id of ['1', '2', '3']) await r.outbox.enqueue({ action: accept(id) });
    const shown = r.events.length;
    r.store.failNextWrite();
    await expect(r.outbox.undo('e1')).rejects.toThrow('disco cheio');
    expect(r.outbox.entries().map((e) => [e.id, e.state])).toEqual([
      ['e1', 'waiting'],
      ['e2', 'waiting'],
      ['e3', 'waiting'],
    ]);
    expect(r.events).toHaveLength(shown);
    expect(r.store.kept()).toHaveLength(3);
  });

  it('an undo tells the screen the entry is gone', async () => {
    const r = rig();
    r.setReachable(false);
    await r.outbox.enqueue({ action: accept('1') });
    const kept = await r.outbox.enqueue({ action: accept('2') });
    await r.outbox.undo('e1');
    expect(r.events.at(-1)).toEqual({ type: 'changed', entries: [kept] });
  });
});

describe('outbox engine: the drain', () => {
  it('the screen sees an entry on its way before its request leaves, and gone after', async () => {
    const seen: string[][] = [];
    const r = rig(createMemoryOfflineStore(), {
      send: async () => {
        seen.push(r.events.filter((e) => e.type === 'changed').map((e) => JSON.stringify(e)));
        return { kind: 'applied' };
      },
    });
    r.setReachable(false);
    await r.outbox.enqueue({ action: accept('1') });
    r.setReachable(true);
    await r.outbox.drain();
    const changes = r.events.filter((e) => e.type === 'changed');
    expect(changes.map((e) => e.entries.map((x) => x.state))).toEqual([['waiting'], ['sending'], []]);
    // The 'sending' change was told before the request left.
    expect(seen).toEqual([[JSON.stringify(changes[0]), JSON.stringify(changes[1])]]);
    expect(r.kinds()).toEqual(['changed', 'changed', 'applied', 'changed', 'drained']);
  });

  it.each<[string, VerifyOutcome]>([
    ['found applied', { kind: 'applied' }],
    ['found moved on', { kind: 'moved', message: 'mudou' }],
  ])('a sending entry %s is done with, and the drain goes on to the next', async (_name, verdict) => {
    const r = rig();
    r.setReachable(false);
    await r.outbox.enqueue({ action: accept('1'), possiblySent: true });
    await r.outbox.enqueue({ action: accept('2') });
    r.setReachable(true);
    r.verdicts.push(verdict);
    expect(await r.outbox.drain()).toBe('done');
    expect(r.sent).toEqual([accept('2')]);
    expect(r.events.at(-1)).toEqual({ type: 'drained', sent: 2 });
  });

  it('a store that fails a write mid-drain stops it like no answer; the entry is sent once later', async () => {
    const r = rig();
    r.setReachable(false);
    await r.outbox.enqueue({ action: accept('1') });
    await r.outbox.enqueue({ action: accept('2') });
    r.setReachable(true);
    r.store.failNextWrite();
    expect(await r.outbox.drain()).toBe('unanswered');
    expect(r.sent).toEqual([]);
    expect(r.store.kept().map((e) => e.id)).toEqual(['e1', 'e2']);
    expect(await r.outbox.drain()).toBe('done');
    expect(r.sent).toEqual([accept('1'), accept('2')]);
  });

  it('a start with nothing to send leaves the drain free for the next caller', async () => {
    const r = rig();
    await r.outbox.start();
    expect(await r.outbox.drain()).toBe('done');
    r.setReachable(false);
    await r.outbox.enqueue({ action: accept('1') });
    r.setReachable(true);
    expect(await r.outbox.drain()).toBe('done');
    expect(r.sent).toEqual([accept('1')]);
  });

  it('a start while the platform does not answer leaves the drain free for the probe', async () => {
    const r = rig(createMemoryOfflineStore([mineAt('m', 0)]));
    r.setReachable(false);
    await r.outbox.start();
    r.setReachable(true);
    expect(await r.outbox.drain()).toBe('done');
    expect(r.sent).toEqual([accept('m')]);
  });

  it('stop (logout) lets the entry in flight finish and sends nothing after it', async () => {
    let answer: (o: SendOutcome) => void = () => {};
    const sent: OutboxAction[] = [];
    const r = rig(createMemoryOfflineStore(), {
      send: (action) => {
        sent.push(action);
        return new Promise((resolve) => (answer = resolve));
      },
    });
    r.setReachable(false);
    await r.outbox.enqueue({ action: accept('1') });
    await r.outbox.enqueue({ action: accept('2') });
    r.setReachable(true);
    const draining = r.outbox.drain();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    r.outbox.stop();
    answer({ kind: 'applied' });
    expect(await draining).toBe('done');
    expect(sent).toEqual([accept('1')]);
    expect(r.store.kept().map((e) => [e.id, e.state])).toEqual([['e2', 'waiting']]);
  });
});

describe("outbox engine: the drain's own retry", () => {
  it('comes after 2 s unless told otherwise', () =>
    withFakeTimers(async () => {
      const r = rig(createMemoryOfflineStore(), { timers: fakeTimers() });
      r.answers.push({ kind: 'unanswered' });
      await r.outbox.enqueue({ action: accept('1') });
      await vi.advanceTimersByTimeAsync(1999);
      expect(r.sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(r.sent).toHaveLength(2);
      expect(r.store.kept()).toEqual([]);
    }));

  it('is not armed after a drain that went through', () =>
    withFakeTimers(async () => {
      const r = rig(createMemoryOfflineStore(), { timers: fakeTimers() });
      await r.outbox.enqueue({ action: accept('1') });
      await vi.advanceTimersByTimeAsync(0);
      expect(r.sent).toHaveLength(1);
      expect(vi.getTimerCount()).toBe(0);
    }));

  it('is not armed when connectivity says the platform is down: its probe starts the drain', () =>
    withFakeTimers(async () => {
      const r = rig(createMemoryOfflineStore(), {
        timers: fakeTimers(),
        send: async () => {
          r.setReachable(false);
          return { kind: 'unanswered' };
        },
      });
      await r.outbox.enqueue({ action: accept('1') });
      await vi.advanceTimersByTimeAsync(0);
      expect(r.store.kept()).toHaveLength(1);
      expect(vi.getTimerCount()).toBe(0);
    }));

  it('is cancelled by a drain that starts before it and by stop', () =>
    withFakeTimers(async () => {
      const r = rig(createMemoryOfflineStore(), { timers: fakeTimers(), retryMs: 50 });
      r.answers.push({ kind: 'unanswered' }, { kind: 'unanswered' });
      await r.outbox.enqueue({ action: accept('1') });
      await vi.advanceTimersByTimeAsync(0);
      expect(vi.getTimerCount()).toBe(1);
      expect(await r.outbox.drain()).toBe('unanswered');
      // The manual drain's own retry replaced the first.
      expect(vi.getTimerCount()).toBe(1);
      r.outbox.stop();
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(500);
      expect(r.verify).toHaveBeenCalledTimes(1);
    }));

  it('is not armed by a drain that ends after stop', () =>
    withFakeTimers(async () => {
      let answer: (o: SendOutcome) => void = () => {};
      const r = rig(createMemoryOfflineStore(), {
        timers: fakeTimers(),
        send: () => new Promise((resolve) => (answer = resolve)),
      });
      r.setReachable(false);
      await r.outbox.enqueue({ action: accept('1') });
      r.setReachable(true);
      const draining = r.outbox.drain();
      await vi.advanceTimersByTimeAsync(0);
      r.outbox.stop();
      answer({ kind: 'unanswered' });
      expect(await draining).toBe('unanswered');
      expect(vi.getTimerCount()).toBe(0);
    }));
});
