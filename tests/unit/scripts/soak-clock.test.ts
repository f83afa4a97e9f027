import { describe, expect, it, vi } from 'vitest';
import { createCompressedClock } from '../../../bench/soak-clock';
import { sizeKind, type DaySample } from '../../../bench/soak-samples';
import { soakFigures } from '../../../bench/soak-figures';

describe("the soak's compressed clock for main", () => {
  it('runs `scale` times faster than the wall clock, timers included', async () => {
    vi.useFakeTimers({ now: 1_000 });
    try {
      const clock = createCompressedClock({ start: 50_000, scale: 10 });
      const fired = vi.fn();
      clock.setTimeout(fired, 1000);
      await vi.advanceTimersByTimeAsync(99);
      expect(fired).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(fired).toHaveBeenCalledTimes(1);
      expect(clock.now()).toBe(51_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('jump() moves now at once and runs what fell due, an interval once and then on its period', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const clock = createCompressedClock({ start: 0, scale: 10 });
      const soon = vi.fn();
      const late = vi.fn();
      const every = vi.fn();
      clock.setTimeout(soon, 60_000);
      clock.setTimeout(late, 10 * 3_600_000);
      clock.setInterval(every, 1000);
      const cleared = vi.fn();
      clock.clearTimeout(clock.setTimeout(cleared, 10));
      clock.jump(3_600_000);
      expect(clock.now()).toBe(3_600_000);
      expect(soon).toHaveBeenCalledTimes(1);
      expect(every).toHaveBeenCalledTimes(1);
      expect(late).not.toHaveBeenCalled();
      expect(cleared).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(100);
      expect(every).toHaveBeenCalledTimes(2);
      expect(soon).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the soak's run-through hours (issue 36 §3)", () => {
  it('runFor() fires every timer as often as real time would, in order, and counts the firings', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const clock = createCompressedClock({ start: 0, scale: 10 });
      const order: string[] = [];
      const every = vi.fn(() => order.push(`s${clock.now()}`));
      clock.setInterval(every, 1000);
      clock.setTimeout(() => order.push(`t${clock.now()}`), 2500);
      // A timer armed by a firing, inside the window, fires within it too.
      clock.setTimeout(() => clock.setTimeout(() => order.push(`n${clock.now()}`), 100), 3000);
      const before = clock.firings();
      const fired = await clock.runFor(3_600_000);
      expect(clock.now()).toBe(3_600_000);
      expect(every).toHaveBeenCalledTimes(3600);
      expect(order.slice(0, 6)).toEqual(['s1000', 's2000', 't2500', 's3000', 'n3100', 's4000']);
      expect(fired).toBe(3600 + 3);
      expect(clock.firings() - before).toBe(fired);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets promise work started by one firing settle before the next', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const clock = createCompressedClock({ start: 0, scale: 10 });
      const seen: number[] = [];
      let settled = 0;
      clock.setInterval(() => {
        seen.push(settled);
        void Promise.resolve().then(() => settled++);
      }, 1000);
      await clock.runFor(5000);
      expect(seen).toEqual([0, 1, 2, 3, 4]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the soak's size buckets (issue 21 §4)", () => {
  it.each([
    ['logs/main.log', 'logs'],
    ['logs/main.2.log', 'logs'],
    ['printing/print-journal.json', 'journal'],
    ['printing/print-journal.json.log', 'journal'],
    ['printing/print-journal.json.log.old', 'journal'],
    ['printing/print-orders/123.json', 'print_orders'],
    ['offline/orders-cache.json', 'orders_cache'],
    ['offline/outbox.json', 'other'],
    ['offline/chat-cache.json', 'chat_cache'],
    ['settings.json', 'other'],
  ])('%s → %s', (path, kind) => {
    expect(sizeKind(path)).toBe(kind);
  });
});

describe("main's clock kept in step with the page's (issue 36 §3)", () => {
  it('jumpTo and runTo move it to a moment, never back: the time it gained on the others is absorbed', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const clock = createCompressedClock({ start: 0, scale: 25 });
      const every = vi.fn();
      clock.setInterval(every, 60_000);
      // 10 s of wall time: main is 250 s on, the page 10 s.
      await vi.advanceTimersByTimeAsync(10_000);
      expect(clock.now()).toBe(250_000);
      clock.jumpTo(100_000);
      expect(clock.now()).toBe(250_000);
      clock.jumpTo(3_600_000);
      expect(clock.now()).toBe(3_600_000);
      every.mockClear();
      expect(await clock.runTo(3_000_000)).toBe(0);
      expect(await clock.runTo(7_200_000)).toBe(60);
      expect(every).toHaveBeenCalledTimes(60);
      expect(clock.now()).toBe(7_200_000);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the soak's figures (issue 36 §3)", () => {
  const MB = 1048576;
  const day = (i: number, eventToRowMs: number[]): DaySample => ({
    rendererHeapBytes: 20 * MB + i * 0.25 * MB,
    domNodes: 1000 + i * 10,
    mainRssBytes: 100 * MB + i * MB,
    mainHeapBytes: 30 * MB + i * 0.5 * MB,
    diskBytes: 2 * MB,
    eventToRowMs,
    sizes: { logs: 0, journal: 0, print_orders: 0, orders_cache: 0, chat_cache: 0, other: 0 },
    firings: { main: 1000, renderer: 9000 },
    runThrough: { main: 200, renderer: 1800, ms: 2 * 3_600_000 },
  });

  it("main's RSS and heap per day, and 'novo' → row of days 5–7 over days 1–3, not day 7 over day 1", () => {
    // Day 1 fast and day 7 slow by chance; the three-day medians agree.
    const rows = [[80], [100], [110], [500], [100], [110], [200]];
    const f = soakFigures(rows.map((r, i) => day(i, r)));
    expect(f.mainRssGrowthPerDayMb).toBeCloseTo(1);
    expect(f.mainHeapGrowthPerDayMb).toBeCloseTo(0.5);
    expect(f.rendererHeapGrowthPerDayMb).toBeCloseTo(0.25);
    expect(f.eventToRowLateOverEarly).toBeCloseTo(110 / 100);
  });

  it("counts a day's firings beside a real day's at the run-through hours' rate", () => {
    const f = soakFigures([day(0, [1]), day(1, [1])]);
    expect(f.timerFiringsPerDay).toBe(10_000);
    expect(f.timerFiringsPerDayRealEquivalent).toBe(24_000);
  });
});
