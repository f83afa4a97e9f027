// Reads the progress logs the test reporters write as tests run (scripts/reporters/) and makes
// what `npm test` ends with: each failed test with its first error line, the tests that were
// running when a stage was stopped, the slowest tests, and the one summary line
// `tests: N passed, N failed[, N skipped]`. A log cut short (a stage killed mid-write) still
// counts every line that was written whole.
import { existsSync, readFileSync } from 'node:fs';
import type { ProgressRecord, ProgressStatus } from './reporters/progress-log';

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

export const ZERO: TestCounts = { passed: 0, failed: 0, skipped: 0 };

export interface TestOutcome {
  id: string;
  title: string;
  status: ProgressStatus;
  durationMs: number;
  error?: string;
}

export interface StageTests {
  counts: TestCounts;
  /** Final result per test (the last attempt), in the order they ended. */
  outcomes: TestOutcome[];
  /** Tests that began and had not ended when the log stops. */
  running: { id: string; title: string }[];
}

function isRecord(value: unknown): value is ProgressRecord {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  if (typeof r.id !== 'string' || typeof r.title !== 'string') return false;
  if (r.event === 'begin') return true;
  return (
    r.event === 'end' &&
    (r.status === 'passed' || r.status === 'failed' || r.status === 'skipped') &&
    typeof r.durationMs === 'number'
  );
}

/** Parses a progress log's text: one JSON record a line; torn or foreign lines are left out. */
export function parseProgress(text: string): ProgressRecord[] {
  const records: ProgressRecord[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const value: unknown = JSON.parse(line);
      if (isRecord(value)) records.push(value);
    } catch {
      // A line torn by a killed runner: the records before it still count.
    }
  }
  return records;
}

export function stageTests(records: readonly ProgressRecord[]): StageTests {
  const outcomes = new Map<string, TestOutcome>();
  const open = new Map<string, string>();
  for (const r of records) {
    if (r.event === 'begin') {
      open.set(r.id, r.title);
      continue;
    }
    open.delete(r.id);
    // A retry's result replaces the earlier attempt's; re-inserting keeps the end order.
    outcomes.delete(r.id);
    outcomes.set(r.id, {
      id: r.id,
      title: r.title,
      status: r.status,
      durationMs: Math.max(0, r.durationMs),
      error: r.error,
    });
  }
  const counts = { ...ZERO };
  for (const o of outcomes.values()) counts[o.status] += 1;
  return {
    counts,
    outcomes: [...outcomes.values()],
    running: [...open].map(([id, title]) => ({ id, title })),
  };
}

export function readProgress(file: string): StageTests | null {
  if (!existsSync(file)) return null;
  return stageTests(parseProgress(readFileSync(file, 'utf8')));
}

/**
 * The counts a stage contributes: a test still running when its stage was stopped did not
 * pass, so it counts as failed (the report names it apart).
 */
export function stageCounts(tests: StageTests | null): TestCounts {
  if (!tests) return ZERO;
  return { ...tests.counts, failed: tests.counts.failed + tests.running.length };
}

export function addCounts(...all: (TestCounts | null)[]): TestCounts {
  return all.reduce<TestCounts>(
    (sum, c) =>
      c
        ? { passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped }
        : sum,
    ZERO,
  );
}

export function formatSummary(c: TestCounts): string {
  const line = `tests: ${c.passed} passed, ${c.failed} failed`;
  return c.skipped > 0 ? `${line}, ${c.skipped} skipped` : line;
}

export function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds - m * 60);
  return `${m} min ${String(s).padStart(2, '0')} s`;
}

/** The report of one test stage: failures with their first error line, what was running, the slowest. */
export function formatStageReport(stage: string, tests: StageTests, slowest = 10): string[] {
  const lines: string[] = [];
  const failed = tests.outcomes.filter((o) => o.status === 'failed');
  if (failed.length > 0) {
    lines.push(`${stage}: ${failed.length} falharam`);
    for (const f of failed) lines.push(`  ✗ ${f.title}${f.error ? `\n      ${f.error}` : ''}`);
  }
  if (tests.running.length > 0) {
    lines.push(`${stage}: em execução quando o estágio parou`);
    for (const r of tests.running) lines.push(`  … ${r.title}`);
  }
  const slow = [...tests.outcomes]
    .filter((o) => o.status !== 'skipped')
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, slowest);
  if (slow.length > 0) {
    lines.push(`${stage}: os ${slow.length} testes mais lentos`);
    for (const o of slow) lines.push(`  ${formatDuration(o.durationMs).padStart(10)}  ${o.title}`);
  }
  return lines;
}
