// vitest reporter: each test's begin and end as it happens (scripts/reporters/progress-log.ts),
// to TEST_PROGRESS_FILE. Only `npm test` sets it; without it this reporter writes nothing.
import { relative } from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import { createProgressLog, firstErrorLine, type ProgressStatus } from './progress-log';

const STATES: Record<string, ProgressStatus | undefined> = {
  passed: 'passed',
  failed: 'failed',
  skipped: 'skipped',
};

export default class VitestProgress implements Reporter {
  private readonly log = createProgressLog(process.env.TEST_PROGRESS_FILE);
  private readonly ended = new Set<string>();

  private title(test: TestCase): string {
    return `${relative(process.cwd(), test.module.moduleId)} > ${test.fullName}`;
  }

  onTestCaseReady(test: TestCase): void {
    this.log.write({ event: 'begin', id: test.id, title: this.title(test), at: Date.now() });
  }

  onTestCaseResult(test: TestCase): void {
    const result = test.result();
    const status = STATES[result.state];
    if (!status) return;
    this.ended.add(test.id);
    this.log.write({
      event: 'end',
      id: test.id,
      title: this.title(test),
      at: Date.now(),
      status,
      durationMs: Math.round(test.diagnostic()?.duration ?? 0),
      attempt: 0,
      error: result.state === 'failed' ? firstErrorLine(result.errors[0]?.message) : undefined,
    });
  }

  onTestModuleEnd(module: TestModule): void {
    // Tests skipped at collection never report on their own; a file that failed to load has
    // no test at all, and counts as one failure named by its path.
    for (const test of module.children.allTests()) {
      if (!this.ended.has(test.id)) this.onTestCaseResult(test);
    }
    const errors = module.errors();
    if (errors.length > 0) {
      const file = relative(process.cwd(), module.moduleId);
      this.log.write({
        event: 'end',
        id: `module:${module.id}`,
        title: `${file} (o arquivo falhou ao carregar ou ao rodar)`,
        at: Date.now(),
        status: 'failed',
        durationMs: 0,
        attempt: 0,
        error: firstErrorLine(errors[0]?.message),
      });
    }
  }
}
