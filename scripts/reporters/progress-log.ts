// One line of JSON per test as it begins and as it ends, appended to a file the moment it
// happens: whatever stops a stage (a hang, the run's limit, a crash of the runner), `npm test`'s
// summary can still count what ran, name the test that was running and every failure.
// Both the vitest and the Playwright reporter write through here; scripts/test-summary.ts reads it.
import { appendFileSync } from 'node:fs';

export type ProgressStatus = 'passed' | 'failed' | 'skipped';

export type ProgressRecord =
  | { event: 'begin'; id: string; title: string; at: number }
  | {
      event: 'end';
      id: string;
      title: string;
      at: number;
      status: ProgressStatus;
      durationMs: number;
      /** A retry of the same id may follow (Playwright); the last 'end' of an id is its result. */
      attempt: number;
      /** The first line of the first error, for the summary. */
      error?: string;
    };

/** The first non-empty line of an error message, without terminal colours, at most 240 characters. */
export function firstErrorLine(message: string | undefined): string | undefined {
  if (!message) return undefined;
  // eslint-disable-next-line no-control-regex -- terminal colour codes are control characters
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 0);
  if (!line) return undefined;
  return line.length > 240 ? `${line.slice(0, 239)}…` : line;
}

export function createProgressLog(file: string | undefined) {
  return {
    write(record: ProgressRecord): void {
      if (!file) return;
      // Sync on purpose: a runner killed a moment later must not take the line with it.
      appendFileSync(file, JSON.stringify(record) + '\n');
    },
  };
}
