// The orders sync's edges that orders-sync-rules.test.ts leaves implicit, each through the public
// API (createOrdersSync) only: what a stopped sync still answers, and which events' 'tipo' counts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LegacyResult } from '../../../renderer/src/api/http';
import type { LiveOrder } from '../../../shared/api/live-order';
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
    let release: (v: LegacyResult<LiveOrder[]>) => void = () => undefined;
    fetchList.mockImplementationOnce(() => new Promise((r) => (release = r)));
    return (v: LegacyResult<LiveOrder[]>) => release(v);
  };
  return { sync, fetchList, fetchOne, warn, holdNextList };
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
    release(ok([]));
    await cut;
    expect(h.fetchList).toHaveBeenCalledTimes(2);
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
