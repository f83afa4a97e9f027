/**
 * Web mode's `app.onSystemWake`: no OS power events reach a page, so the browser runs the same
 * wall-vs-monotonic check main runs (shared/clock-jump.ts) on its own timer, and again the moment
 * the page becomes visible (the usual first sign of a machine back from sleep). Runs only while
 * someone listens.
 */
import { CLOCK_CHECK_MS, createClockJumpDetector, type SystemWake } from '../../../shared/clock-jump';
import type { Platform } from './types';

export function createWebWake(
  win: Pick<Window, 'setInterval' | 'clearInterval' | 'document'>,
  clocks: { wall: () => number; monotonic: () => number } = {
    wall: () => Date.now(),
    monotonic: () => performance.now(),
  },
): Platform['app']['onSystemWake'] {
  const listeners = new Set<(wake: SystemWake) => void>();
  let stopWatching: (() => void) | null = null;

  const watch = () => {
    const jumps = createClockJumpDetector(clocks);
    const check = () => {
      const jump = jumps.check();
      if (jump === null) return;
      for (const cb of [...listeners]) cb({ reason: 'clock-jump', awayMs: jump });
    };
    const onVisibility = () => {
      if (win.document.visibilityState === 'visible') check();
    };
    const ticker = win.setInterval(check, CLOCK_CHECK_MS);
    win.document.addEventListener('visibilitychange', onVisibility);
    return () => {
      win.clearInterval(ticker);
      win.document.removeEventListener('visibilitychange', onVisibility);
    };
  };

  return (cb) => {
    listeners.add(cb);
    stopWatching ??= watch();
    return () => {
      listeners.delete(cb);
      if (listeners.size === 0) {
        stopWatching?.();
        stopWatching = null;
      }
    };
  };
}
