import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { belowGoal, formatMutationLine, moduleScores } from '../../../scripts/mutation-summary';
import { MUTATION_MODULES, mutateGlobs } from '../../../scripts/mutation-modules.mjs';

const statuses = (...list: string[]) => list.map((status, i) => ({ id: String(i), status }));

describe('mutation summary', () => {
  const modules = [
    { name: 'a.ts', file: 'src/a.ts', goal: 95 },
    { name: 'b.ts#money', file: 'src/b.ts', goal: 90 },
    { name: 'c.ts', file: 'src/c.ts', goal: 90 },
  ];
  const report = {
    files: {
      'src/a.ts': { mutants: statuses('Killed', 'Killed', 'Timeout', 'Survived', 'Ignored', 'CompileError') },
      './src/b.ts': { mutants: statuses('Killed', 'NoCoverage', 'RuntimeError') },
    },
  };

  it('scores each module as Stryker does: killed + timeout over those + survived + not covered', () => {
    const scores = moduleScores(report, modules);
    expect(scores.map((s) => [s.name, s.score])).toEqual([
      ['a.ts', 75],
      ['b.ts#money', 50],
      ['c.ts', null],
    ]);
    expect(scores[0]).toMatchObject({ killed: 2, timeout: 1, survived: 1, noCoverage: 0 });
  });

  it('prints one line per module', () => {
    expect(moduleScores(report, modules).map(formatMutationLine)).toEqual([
      'mutation a.ts 75.00 %',
      'mutation b.ts#money 50.00 %',
      'mutation c.ts n/a %',
    ]);
  });

  it('each line of the real module list reads back on whitespace as mutation, module, score, %', () => {
    for (const m of MUTATION_MODULES) {
      const line = formatMutationLine({
        ...m,
        score: 91.5,
        killed: 0,
        timeout: 0,
        survived: 0,
        noCoverage: 0,
      });
      expect(line.split(/\s+/)).toEqual(['mutation', m.name, '91.50', '%']);
    }
    expect(MUTATION_MODULES.map((m) => m.name)).toContain('shared/format.ts#money');
  });

  it('lists the modules that ran under their goal', () => {
    expect(belowGoal(moduleScores(report, modules)).map((s) => s.name)).toEqual(['a.ts', 'b.ts#money']);
  });

  it.each([null, undefined, 'text', 42, {}, { files: null }, { files: { 'src/a.ts': { mutants: 'x' } } }])(
    'an unreadable report scores nothing: %j',
    (bad) => {
      expect(moduleScores(bad, modules).every((s) => s.score === null)).toBe(true);
    },
  );

  it('the mutate list covers every module, line ranges as file:start-end', () => {
    const globs = mutateGlobs();
    for (const m of MUTATION_MODULES) expect(globs.some((g) => g.split(':')[0] === m.file)).toBe(true);
    expect(mutateGlobs([{ name: 'x', file: 'x.ts', lines: '1-5,9-10', goal: 90 }])).toEqual([
      'x.ts:1-5',
      'x.ts:9-10',
    ]);
  });

  it('the money ranges of shared/format.ts still frame formatBRL … parseMoney and formatMoneyValue', () => {
    const entry = MUTATION_MODULES.find((m) => m.file === 'shared/format.ts');
    const lines = fs.readFileSync('shared/format.ts', 'utf8').split('\n');
    const at = (n: number) => lines[n - 1] ?? '';
    const ranges = (entry?.lines ?? '').split(',').map((r) => r.split('-').map(Number) as [number, number]);
    expect(ranges).toHaveLength(2);
    const [[a1, a2], [b1, b2]] = ranges as [[number, number], [number, number]];
    expect(at(a1 + 1)).toContain('export function formatBRL');
    expect(lines.slice(a1 - 1, a2).join('\n')).toContain('export function parseMoney');
    expect(at(a2)).toBe('}');
    // The dates start after parseMoney, outside the range.
    expect(lines.slice(a2, a2 + 8).join('\n')).toContain('export function parseApiDate');
    expect(at(b1 + 1)).toContain('export function formatMoneyValue');
    expect(at(b2)).toBe('}');
  });
});
