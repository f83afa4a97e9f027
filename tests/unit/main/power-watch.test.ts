import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Channels } from '../../../shared/bridge';
import { CLOCK_CHECK_MS, createClockJumpDetector } from '../../../shared/clock-jump';
import { createPowerWatch } from '../../../main/power/power-watch';
import { systemTimers } from '../../../main/timers';
import { createMemoryLogger } from '../../support/logger';
import { FakePowerMonitor } from '../../support/power-monitor';

const HOUR = 3_600_000;

/** A machine's two clocks: `sleep` moves only the wall clock (the monotonic one stops while suspended). */
function machine() {
  let wall = Date.UTC(2026, 10, 26, 23, 0);
  let mono = 0;
  return {
    wall: () => wall,
    monotonic: () => mono,
    /** Time passes while awake, timers fire. */
    run(ms: number) {
      for (let left = ms; left > 0;) {
        const step = Math.min(left, 1000);
        wall += step;
        mono += step;
        left -= step;
        vi.advanceTimersByTime(step);
      }
    },
    sleep(ms: number) {
      wall += ms;
    },
    setClock(ms: number) {
      wall += ms;
    },
  };
}

function setup(withMonitor = true) {
  const clocks = machine();
  const powerMonitor = new FakePowerMonitor();
  const sent: [string, unknown][] = [];
  const log = createMemoryLogger();
  const watch = createPowerWatch({
    ...(withMonitor ? { powerMonitor } : {}),
    send: (channel, payload) => sent.push([channel, payload]),
    channel: Channels.app.systemWake,
    timers: systemTimers,
    log,
    wall: clocks.wall,
    monotonic: clocks.monotonic,
  });
  return { clocks, powerMonitor, sent, log, watch };
}

describe('power watch (sleep, wake and clock jumps)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a resume tells the renderer once, with how long the machine slept', () => {
    const { clocks, powerMonitor, sent, watch } = setup();
    watch.start();
    clocks.run(60_000);
    powerMonitor.suspend();
    clocks.sleep(8 * HOUR);
    powerMonitor.resume();
    // The sleep is not told again as a clock jump at the next checks.
    clocks.run(5 * CLOCK_CHECK_MS);
    expect(sent).toEqual([['app:system-wake', { reason: 'resume', awayMs: 8 * HOUR }]]);
  });

  it('a clock set forward or back (time sync) is told as a jump; ordinary ticking is not', () => {
    const { clocks, sent, watch } = setup();
    watch.start();
    clocks.run(10 * CLOCK_CHECK_MS);
    expect(sent).toEqual([]);
    clocks.setClock(2 * HOUR);
    clocks.run(CLOCK_CHECK_MS);
    clocks.setClock(-5 * 60_000);
    clocks.run(CLOCK_CHECK_MS);
    expect(sent).toEqual([
      ['app:system-wake', { reason: 'clock-jump', awayMs: 2 * HOUR }],
      ['app:system-wake', { reason: 'clock-jump', awayMs: -5 * 60_000 }],
    ]);
  });

  it('without a power monitor a sleep is still seen, as a jump of the wall clock', () => {
    const { clocks, sent, watch } = setup(false);
    watch.start();
    clocks.run(CLOCK_CHECK_MS);
    clocks.sleep(HOUR);
    clocks.run(CLOCK_CHECK_MS);
    expect(sent).toEqual([['app:system-wake', { reason: 'clock-jump', awayMs: HOUR }]]);
  });

  it('between suspend and resume nothing is told; a resume without a suspend says 0', () => {
    const { clocks, powerMonitor, sent, watch } = setup();
    watch.start();
    powerMonitor.suspend();
    clocks.sleep(HOUR);
    // A check that runs before the resume arrives sees the wall clock far ahead.
    vi.advanceTimersByTime(CLOCK_CHECK_MS);
    expect(sent).toEqual([]);
    powerMonitor.resume();
    powerMonitor.resume();
    expect(sent.map(([, p]) => p)).toEqual([
      { reason: 'resume', awayMs: HOUR },
      { reason: 'resume', awayMs: 0 },
    ]);
  });

  it('stop removes its listeners and its timer', () => {
    const { clocks, powerMonitor, sent, watch } = setup();
    watch.start();
    watch.start();
    expect(powerMonitor.listenerCount('resume')).toBe(1);
    watch.stop();
    expect(powerMonitor.listenerCount('resume')).toBe(0);
    expect(powerMonitor.listenerCount('suspend')).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    clocks.setClock(HOUR);
    clocks.run(CLOCK_CHECK_MS);
    powerMonitor.resume();
    expect(sent).toEqual([]);
  });
});

describe('clock jump detector', () => {
  it.each([
    { label: 'both clocks move together', wall: 60_000, mono: 60_000, jump: null },
    { label: 'timers late but clocks agree', wall: 45_000, mono: 45_000, jump: null },
    { label: 'drift within tolerance', wall: 40_000, mono: 15_000, jump: null },
    { label: 'wall ahead (sleep, sync forward)', wall: 3_600_000, mono: 10_000, jump: 3_590_000 },
    { label: 'wall behind (sync back)', wall: -120_000, mono: 10_000, jump: -130_000 },
  ])('$label', ({ wall, mono, jump }) => {
    let w = 1_000_000;
    let m = 0;
    const detector = createClockJumpDetector({ wall: () => w, monotonic: () => m });
    w += wall;
    m += mono;
    expect(detector.check()).toBe(jump);
    // Each check takes the clocks as its new baseline.
    expect(detector.check()).toBeNull();
  });
});
