/**
 * Sleep, wake and clock jumps (issue 21 §3). A counter PC that sleeps overnight, or whose clock
 * is set by a time sync, leaves the renderer with a dead socket, stale countdowns and timers that
 * fired late or not at all. Main hears Electron's powerMonitor 'suspend'/'resume' and compares
 * the wall clock with the monotonic one on a timer (a jump the OS does not announce), and tells
 * the renderer once per wake; the renderer reconnects and reconciles.
 */
import { CLOCK_CHECK_MS, createClockJumpDetector, type SystemWake } from '../../shared/clock-jump';
import type { Logger } from '../log/logger';
import type { Timers } from '../timers';

/** Electron's powerMonitor, the part we use. */
export interface PowerMonitorLike {
  on(event: 'suspend' | 'resume', listener: () => void): unknown;
  removeListener(event: 'suspend' | 'resume', listener: () => void): unknown;
}

export interface PowerWatchDeps {
  /** Omitted: only the clock check runs (no OS events, e.g. a harness without one). */
  powerMonitor?: PowerMonitorLike;
  send(channel: string, payload: SystemWake): void;
  channel: string;
  timers: Timers;
  log: Logger;
  wall?: () => number;
  monotonic?: () => number;
  checkMs?: number;
}

export interface PowerWatch {
  start(): void;
  stop(): void;
}

export function createPowerWatch(deps: PowerWatchDeps): PowerWatch {
  const wall = deps.wall ?? Date.now;
  const monotonic = deps.monotonic ?? (() => performance.now());
  const jumps = createClockJumpDetector({ wall, monotonic });
  let suspendedAt: number | null = null;
  let ticker: unknown = null;

  const tell = (wake: SystemWake) => {
    deps.log.info(`Caixa retomado (${wake.reason}, ${Math.round(wake.awayMs / 1000)} s)`);
    deps.send(deps.channel, wake);
  };

  const onSuspend = () => {
    suspendedAt = wall();
    deps.log.info('Computador entrando em suspensão');
  };
  const onResume = () => {
    const awayMs = suspendedAt === null ? 0 : Math.max(0, wall() - suspendedAt);
    suspendedAt = null;
    // The sleep itself would read as a jump at the next check: the OS already said it.
    jumps.reset();
    tell({ reason: 'resume', awayMs });
  };
  const check = () => {
    // Between 'suspend' and 'resume' nothing is told: the resume will.
    if (suspendedAt !== null) return;
    const jump = jumps.check();
    if (jump !== null) tell({ reason: 'clock-jump', awayMs: jump });
  };

  return {
    start() {
      if (ticker !== null) return;
      jumps.reset();
      deps.powerMonitor?.on('suspend', onSuspend);
      deps.powerMonitor?.on('resume', onResume);
      ticker = deps.timers.setInterval(check, deps.checkMs ?? CLOCK_CHECK_MS);
    },
    stop() {
      if (ticker === null) return;
      deps.timers.clearInterval(ticker);
      ticker = null;
      deps.powerMonitor?.removeListener('suspend', onSuspend);
      deps.powerMonitor?.removeListener('resume', onResume);
    },
  };
}
