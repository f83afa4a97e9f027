import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createProgressLog,
  firstErrorLine,
  type ProgressRecord,
} from '../../../scripts/reporters/progress-log';
import {
  addCounts,
  formatDuration,
  formatStageReport,
  formatSummary,
  parseProgress,
  readProgress,
  stageCounts,
  stageTests,
} from '../../../scripts/test-summary';

const begin = (id: string, title = id): ProgressRecord => ({ event: 'begin', id, title, at: 0 });
const end = (
  id: string,
  status: 'passed' | 'failed' | 'skipped',
  extra: { durationMs?: number; attempt?: number; error?: string; title?: string } = {},
): ProgressRecord => ({
  event: 'end',
  id,
  title: extra.title ?? id,
  at: 0,
  status,
  durationMs: extra.durationMs ?? 10,
  attempt: extra.attempt ?? 0,
  error: extra.error,
});
const lines = (...records: ProgressRecord[]) => records.map((r) => JSON.stringify(r)).join('\n') + '\n';

describe('parseProgress', () => {
  it('keeps every whole record and leaves out a torn last line and foreign lines', () => {
    const text =
      lines(begin('a'), end('a', 'passed')) +
      'not json\n{"event":"end","id":"b"}\n{"event":"end","id":"c","tit';
    expect(parseProgress(text)).toEqual([begin('a'), end('a', 'passed')]);
  });
});

describe('stageTests', () => {
  it('counts each test once, by its last attempt (a retry that passed counts as passed)', () => {
    const t = stageTests([
      begin('a'),
      end('a', 'failed', { error: 'boom' }),
      begin('a'),
      end('a', 'passed', { attempt: 1 }),
      begin('b'),
      end('b', 'failed', { error: 'first' }),
      begin('b'),
      end('b', 'failed', { attempt: 1, error: 'second' }),
      end('c', 'skipped'),
    ]);
    expect(t.counts).toEqual({ passed: 1, failed: 1, skipped: 1 });
    expect(t.outcomes.find((o) => o.id === 'b')?.error).toBe('second');
    expect(t.running).toEqual([]);
  });

  it('names the tests that began and never ended, and counts them as failed', () => {
    const t = stageTests([begin('a'), end('a', 'passed'), begin('b', 'spec › the slow one'), begin('c')]);
    expect(t.running.map((r) => r.title)).toEqual(['spec › the slow one', 'c']);
    expect(stageCounts(t)).toEqual({ passed: 1, failed: 2, skipped: 0 });
  });

  it('a retry that began after a failed attempt is running, and the failure still counts', () => {
    const t = stageTests([begin('a'), end('a', 'failed'), begin('a')]);
    expect(t.running).toHaveLength(1);
    expect(t.counts.failed).toBe(1);
  });
});

describe('readProgress', () => {
  it('reads what a progress log wrote, and null when no log exists', () => {
    const dir = mkdtempSync(join(tmpdir(), 'progress-'));
    const file = join(dir, 'p.jsonl');
    expect(readProgress(file)).toBeNull();
    const log = createProgressLog(file);
    log.write(begin('x'));
    log.write(end('x', 'passed', { durationMs: 1234 }));
    expect(readProgress(file)?.counts).toEqual({ passed: 1, failed: 0, skipped: 0 });
    writeFileSync(file, '');
    expect(readProgress(file)?.counts).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });

  it('a log without a file writes nothing and does not throw', () => {
    expect(() => createProgressLog(undefined).write(begin('x'))).not.toThrow();
  });
});

describe('firstErrorLine', () => {
  it('takes the first non-empty line without colours and cuts a long one', () => {
    expect(firstErrorLine('\n\u001b[31mError: expected 1\u001b[39m\n  at x')).toBe('Error: expected 1');
    expect(firstErrorLine('x'.repeat(300))).toHaveLength(240);
    expect(firstErrorLine(undefined)).toBeUndefined();
    expect(firstErrorLine('  \n ')).toBeUndefined();
  });
});

describe('formatStageReport', () => {
  it('lists failures with their first error line, what was running, and the slowest first', () => {
    const t = stageTests([
      end('fast', 'passed', { durationMs: 5 }),
      end('slow', 'passed', { durationMs: 49_000 }),
      end('bad', 'failed', { durationMs: 100, error: 'Error: timeout' }),
      end('skip', 'skipped', { durationMs: 99_999 }),
      begin('hung'),
    ]);
    expect(formatStageReport('e2e', t, 2)).toEqual([
      'e2e: 1 falharam',
      '  ✗ bad\n      Error: timeout',
      'e2e: em execução quando o estágio parou',
      '  … hung',
      'e2e: os 2 testes mais lentos',
      `      49.0 s  slow`,
      `       0.1 s  bad`,
    ]);
  });
});

describe('formatDuration', () => {
  it('seconds under a minute, minutes and seconds past it', () => {
    expect(formatDuration(1500)).toBe('1.5 s');
    expect(formatDuration(61_000)).toBe('1 min 01 s');
    expect(formatDuration(16 * 60_000 + 2_400)).toBe('16 min 02 s');
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
    expect(formatSummary(addCounts(stageCounts(null), stageCounts(null)))).toBe('tests: 0 passed, 0 failed');
  });
});
