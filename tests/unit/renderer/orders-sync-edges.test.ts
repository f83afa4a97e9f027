// The orders sync's edges that orders-sync-rules.test.ts leaves implicit, each through the public
// API (createOrdersSync) only: what a stopped sync still answers, and which events' 'tipo' counts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LegacyResult } from '../../../renderer/src/api/http';
import type { LiveOrder } from '../../../shared/api/live-order';
import { liveOrder } from './orderFixtures';
import { createOrdersSync } from '../../../renderer/src/realtime/ordersSync';

const ok = <T>(data: T): LegacyResult<T> => ({ ok: true, data });

function harness() {
  let loaded = false;
  const store = {
    beginRequest: vi.fn(() => 1),
    applyOrder: vi.fn(() => true),
    applyList: vi.fn(() => (loaded = true)),
    setLoad: vi.fn(),
    isLoaded: () => loaded,
  };
  const fetchList = vi.fn(async (): Promise<LegacyResult<LiveOrder[]>> => ok([]));
  const fetchOne = vi.fn(async (): Promise<LegacyResult<LiveOrder | null>> => ok(null));
  const warn = vi.fn();
  const sync = createOrdersSync({
    fetchList,
    fetchOne,
    store,
    alert: vi.fn(),
    warn,
    subscribeWake: () => () => undefined,
    timers: {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    },
    now: () => Date.now(),
    intervals: { firstListWaitMs: 0 },
  });
  /** The next list load waits for the returned function's answer. */
  const holdNextList = () => {
    let release: (v: Promise<LegacyResult<LiveOrder[]>>) => void = () => undefined;
    fetchList.mockImplementationOnce(() => new Promise((r) => (release = r)));
    return (answer: () => Promise<LegacyResult<LiveOrder[]>>) => {
      const v = answer();
      v.catch(() => undefined);
      release(v);
    };
  };
  return { sync, store, fetchList, fetchOne, warn, holdNextList };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a stopped sync', () => {
  it('answers reconcile at once: it neither waits for the load stop() cut short nor asks one after it', async () => {
    const h = harness();
    h.sync.start();
    await flush();
    const release = h.holdNextList();
    const cut = h.sync.reconcile('manual');
    h.sync.stop();
    let answered = false;
    void h.sync.reconcile('visible').then(() => (answered = true));
    await flush();
    expect(answered).toBe(true);
    release(async () => ok([]));
    await cut;
    expect(h.fetchList).toHaveBeenCalledTimes(2);
  });
});

describe('a list answer that comes after stop()', () => {
  const answers: [string, () => Promise<LegacyResult<LiveOrder[]>>][] = [
    ['a list', async () => ok([liveOrder({ id_pedido: '1' })])],
    ['a refusal', async () => ({ ok: false, message: 'recusado' })],
    ['a failure', () => Promise.reject(new Error('offline'))],
  ];

  it.each(answers)(
    '%s, to the first load: nothing applied, no error state, nothing logged',
    async (_n, answer) => {
      const h = harness();
      const release = h.holdNextList();
      h.sync.start();
      await flush();
      expect(h.fetchList).toHaveBeenCalledTimes(1);
      h.sync.stop();
      release(answer);
      await flush();
      expect(h.store.applyList).not.toHaveBeenCalled();
      expect(h.store.setLoad.mock.calls).toEqual([['loading']]);
      expect(h.warn).not.toHaveBeenCalled();
    },
  );

  it.each(answers)('%s, to a later load: nothing applied, nothing logged', async (_n, answer) => {
    const h = harness();
    h.sync.start();
    await flush();
    const release = h.holdNextList();
    void h.sync.reconcile('manual');
    h.sync.stop();
    release(answer);
    await flush();
    expect(h.fetchList).toHaveBeenCalledTimes(2);
    expect(h.store.applyList).toHaveBeenCalledTimes(1);
    expect(h.warn).not.toHaveBeenCalled();
  });
});

describe("a malformed 'pedido' event's tipo", () => {
  it("is the payload's own: one only inherited names nothing, so no list is reloaded for it", async () => {
    const h = harness();
    h.sync.start();
    await flush();
    const lists = h.fetchList.mock.calls.length;
    const inherited = Object.create({ tipo: 'novo' }) as object;
    h.sync.handleEvent(inherited);
    await flush();
    expect(h.fetchList).toHaveBeenCalledTimes(lists);
    expect(h.warn).toHaveBeenLastCalledWith("evento 'pedido' malformado ignorado", {
      tipo: 'undefined',
      issues: expect.anything(),
    });
    h.sync.stop();
  });

  it("of 'novo' without a readable id reloads the list, logged with the reason unreadable", async () => {
    const h = harness();
    h.sync.start();
    await flush();
    h.fetchList.mockResolvedValueOnce({ ok: false, message: 'recusado' });
    h.sync.handleEvent({ tipo: 'novo' });
    await flush();
    expect(h.warn).toHaveBeenLastCalledWith('lista de pedidos recusada', {
      reason: 'unreadable',
      message: 'recusado',
    });
    h.sync.stop();
  });

  it.each([
    [undefined, 'undefined'],
    [7, 'number'],
    ['atualiza', 'string'],
  ])('of a payload that is no object (%j) is its type', (payload, type) => {
    const h = harness();
    h.sync.handleEvent(payload);
    expect(h.warn).toHaveBeenLastCalledWith("evento 'pedido' malformado ignorado", {
      tipo: type,
      issues: expect.anything(),
    });
  });
});
