// Playwright reporter: each test's begin and end as it happens (scripts/reporters/progress-log.ts),
// to TEST_PROGRESS_FILE. Only `npm test` sets it; without it this reporter writes nothing.
// A retried test writes one 'end' per attempt; the summary takes the last, and a test that
// passed on its retry (Playwright's 'flaky') counts as passed, as Playwright's own stats do.
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { createProgressLog, firstErrorLine, type ProgressStatus } from './progress-log';

function titleOf(test: TestCase): string {
  // [project] file › describe › test, as the list reporter names it.
  return test.titlePath().filter(Boolean).join(' › ');
}

function statusOf(test: TestCase, result: TestResult): ProgressStatus {
  if (result.status === 'skipped') return 'skipped';
  // 'expected' also covers test.fail() that failed as declared.
  return result.status === test.expectedStatus ? 'passed' : 'failed';
}

export default class PlaywrightProgress implements Reporter {
  private readonly log = createProgressLog(process.env.TEST_PROGRESS_FILE);

  printsToStdio(): boolean {
    return false;
  }

  onTestBegin(test: TestCase, result: TestResult): void {
    this.log.write({ event: 'begin', id: test.id, title: titleOf(test), at: result.startTime.getTime() });
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.log.write({
      event: 'end',
      id: test.id,
      title: titleOf(test),
      at: Date.now(),
      status: statusOf(test, result),
      durationMs: Math.round(result.duration),
      attempt: result.retry,
      error: result.status === test.expectedStatus ? undefined : firstErrorLine(result.error?.message),
    });
  }
}
