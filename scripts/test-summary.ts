// Reads the JSON reports of vitest and Playwright and makes the one summary line `npm test`
// ends with: `tests: N passed, N failed[, N skipped]`.
import { existsSync, readFileSync } from 'node:fs';

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

export const ZERO: TestCounts = { passed: 0, failed: 0, skipped: 0 };

function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}

function readJson(file: string): unknown {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** vitest --reporter=json (jest-compatible): numPassedTests, numFailedTests, numPendingTests, numTodoTests. */
export function vitestCounts(report: unknown): TestCounts | null {
  if (!report || typeof report !== 'object') return null;
  const r = report as Record<string, unknown>;
  if (typeof r.numTotalTests !== 'number') return null;
  return {
    passed: num(r.numPassedTests),
    failed: num(r.numFailedTests),
    skipped: num(r.numPendingTests) + num(r.numTodoTests),
  };
}

/** Playwright json reporter: stats.expected / unexpected / flaky (passed on retry) / skipped. */
export function playwrightCounts(report: unknown): TestCounts | null {
  if (!report || typeof report !== 'object') return null;
  const stats = (report as { stats?: unknown }).stats;
  if (!stats || typeof stats !== 'object') return null;
  const s = stats as Record<string, unknown>;
  return {
    passed: num(s.expected) + num(s.flaky),
    failed: num(s.unexpected),
    skipped: num(s.skipped),
  };
}

export function readVitestReport(file: string): TestCounts | null {
  return vitestCounts(readJson(file));
}

export function readPlaywrightReport(file: string): TestCounts | null {
  return playwrightCounts(readJson(file));
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
