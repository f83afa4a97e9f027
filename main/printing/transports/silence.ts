/**
 * Remembers a printer that does not answer its status query (issue 32 §2). Many no-name clones,
 * and print servers in front of a USB printer, accept the connection and never answer DLE EOT:
 * asking before every job would cost each ticket the whole status timeout (2 s measured on each
 * of three jobs), twenty times the order → ticket goal. After SILENT_AFTER silences in a row
 * the printer is taken as silent: its jobs go out at once (a plain write, the best any sender can
 * do for it) and the question is asked again in the background, at most every SILENT_POLL_MS,
 * until it answers. The memory lives in the printer's port: changed settings make a new port, so
 * they forget it.
 */

export const SILENT_AFTER = 2;
/** How often a silent printer is asked again, in the background. */
export const SILENT_POLL_MS = 30_000;

/** What one status query got: an answer, silence on an open connection, or no connection. */
export type QueryOutcome = 'answered' | 'silent' | 'no-connection';

export interface Silence {
  /** Records one query's outcome; a failed connection says nothing either way. */
  heard(outcome: QueryOutcome): void;
  /** Has not answered SILENT_AFTER queries in a row (and none since). */
  silent(): boolean;
  /** A silent printer is due to be asked again in the background; true marks the ask as started. */
  askInBackground(now: number): boolean;
}

export function createSilence(opts: { after?: number; pollMs?: number } = {}): Silence {
  const after = opts.after ?? SILENT_AFTER;
  const pollMs = opts.pollMs ?? SILENT_POLL_MS;
  let inARow = 0;
  let lastAskAt: number | undefined;
  const silent = () => inARow >= after;
  return {
    heard(outcome) {
      if (outcome === 'answered') {
        inARow = 0;
        lastAskAt = undefined;
      } else if (outcome === 'silent') inARow += 1;
    },
    silent,
    askInBackground(now) {
      if (!silent()) return false;
      if (lastAskAt !== undefined && now - lastAskAt < pollMs) return false;
      lastAskAt = now;
      return true;
    },
  };
}
