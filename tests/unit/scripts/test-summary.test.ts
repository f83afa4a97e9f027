import { describe, expect, it } from 'vitest';
import { addCounts, formatSummary, playwrightCounts, vitestCounts } from '../../../scripts/test-summary';

describe('vitestCounts', () => {
  it('reads the jest-compatible fields', () => {
    expect(
      vitestCounts({
        numTotalTests: 12,
        numPassedTests: 9,
        numFailedTests: 1,
        numPendingTests: 1,
        numTodoTests: 1,
        testResults: [],
      }),
    ).toEqual({ passed: 9, failed: 1, skipped: 2 });
  });

  it.each([null, undefined, 'text', 42, {}, { numPassedTests: 3 }])('returns null for %j', (report) => {
    expect(vitestCounts(report)).toBeNull();
  });

  it('treats hostile numbers as zero', () => {
    expect(
      vitestCounts({ numTotalTests: 1, numPassedTests: -3, numFailedTests: 'x', numPendingTests: Infinity }),
    ).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });
});

describe('playwrightCounts', () => {
  it('counts flaky tests (passed on retry) as passed', () => {
    expect(
      playwrightCounts({ stats: { expected: 20, unexpected: 2, flaky: 1, skipped: 3, duration: 1 } }),
    ).toEqual({
      passed: 21,
      failed: 2,
      skipped: 3,
    });
  });

  it.each([null, {}, { stats: null }, { stats: 'x' }])('returns null for %j', (report) => {
    expect(playwrightCounts(report)).toBeNull();
  });
});

describe('formatSummary', () => {
  it('sums unit and e2e and omits skipped when there are none', () => {
    const total = addCounts({ passed: 10, failed: 0, skipped: 0 }, null, {
      passed: 5,
      failed: 1,
      skipped: 0,
    });
    expect(formatSummary(total)).toBe('tests: 15 passed, 1 failed');
  });

  it('adds skipped when there are some', () => {
    expect(formatSummary({ passed: 3, failed: 0, skipped: 2 })).toBe('tests: 3 passed, 0 failed, 2 skipped');
  });

  it('prints zeros when no report was produced', () => {
    expect(formatSummary(addCounts(null, null))).toBe('tests: 0 passed, 0 failed');
  });
});
