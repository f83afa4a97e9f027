/**
 * Sees the machine's clock move apart from elapsed time: a sleep the process did not hear about
 * (the monotonic clock stops while suspended on Linux and macOS, the wall clock does not) or a
 * time sync that set the clock. Main (main/power/) and web mode (renderer/src/platform/web.ts)
 * run the same check on a timer of their own.
 */

/** How far the two clocks may drift between two checks before it counts as a jump (timers are late). */
const CLOCK_JUMP_TOLERANCE_MS = 30_000;
/** How often the two clocks are compared. */
export const CLOCK_CHECK_MS = 10_000;

/** Why the desk should look again: the OS said it woke up, or the clock jumped under it. */
export type SystemWakeReason = 'resume' | 'clock-jump';

export interface SystemWake {
  reason: SystemWakeReason;
  /** How long the machine was away (resume), or how far the wall clock moved past elapsed time (jump, may be < 0). */
  awayMs: number;
}

export interface ClockJumpDetector {
  /** The jump (ms, wall minus monotonic) since the last check or reset when beyond the tolerance, else null. */
  check(): number | null;
  /** Takes the clocks as they are now as the new baseline (after a resume the OS already told us). */
  reset(): void;
}

export function createClockJumpDetector(clocks: {
  wall: () => number;
  monotonic: () => number;
  toleranceMs?: number;
}): ClockJumpDetector {
  const tolerance = clocks.toleranceMs ?? CLOCK_JUMP_TOLERANCE_MS;
  let wall = clocks.wall();
  let mono = clocks.monotonic();
  const reset = () => {
    wall = clocks.wall();
    mono = clocks.monotonic();
  };
  return {
    check() {
      const drift = clocks.wall() - wall - (clocks.monotonic() - mono);
      reset();
      return Math.abs(drift) > tolerance ? drift : null;
    },
    reset,
  };
}
