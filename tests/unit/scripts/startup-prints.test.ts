import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleStartupPrints, STARTUP_QUIET_MS } from '../../../bench/startup-prints';

describe("the printing bench's start line", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 100_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const settledAfter = async (promise: Promise<void>, ms: number) => {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(ms);
    return done;
  };

  it('waits while the orders found at login are still queued', async () => {
    let busy = true;
    const settled = settleStartupPrints(
      () => busy,
      () => 0,
    );
    expect(await settledAfter(settled, STARTUP_QUIET_MS + 1000)).toBe(false);
    busy = false;
    expect(await settledAfter(settled, 100)).toBe(true);
  });

  it('waits for a quiet spell after the last ticket, not only for an empty queue', async () => {
    // The queue looks empty between one login order's accept and the next: tickets still come.
    let last = 0;
    const settled = settleStartupPrints(
      () => false,
      () => last,
    );
    expect(await settledAfter(settled, STARTUP_QUIET_MS - 500)).toBe(false);
    last = Date.now();
    expect(await settledAfter(settled, STARTUP_QUIET_MS - 100)).toBe(false);
    expect(await settledAfter(settled, 200)).toBe(true);
  });

  it('gives up when the tickets never stop', async () => {
    const settled = settleStartupPrints(
      () => true,
      () => Date.now(),
      5_000,
    );
    const failed = expect(settled).rejects.toThrow('não terminaram de imprimir');
    await vi.advanceTimersByTimeAsync(5_100);
    await failed;
  });
});
