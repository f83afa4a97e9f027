// Issue 24: each equivalent mutant is marked with a one-line reason in the Stryker config. The mark
// that works is the source comment `// Stryker disable next-line <mutators>: <reason>`; the config's
// header lists each one with the same mutators and reason, and this test keeps the two in step.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE_DIRS = ['main', 'shared', 'renderer', 'scripts'];
// Stryker's JavaScript mutators (a misspelt one would disable nothing), and `all`.
const MUTATORS = new Set([
  'all',
  'ArithmeticOperator',
  'ArrayDeclaration',
  'ArrowFunction',
  'AssignmentOperator',
  'BlockStatement',
  'BooleanLiteral',
  'ConditionalExpression',
  'EqualityOperator',
  'LogicalOperator',
  'MethodExpression',
  'ObjectLiteral',
  'OptionalChaining',
  'Regex',
  'StringLiteral',
  'UnaryOperator',
  'UpdateOperator',
]);

interface Mark {
  file: string;
  mutators: string;
  reason: string;
}

const key = (m: Mark) => `${m.file} ${m.mutators}: ${m.reason}`;
const MARK = /^\s*\/\/ Stryker disable next-line ([A-Za-z,]+): (\S.*)$/;

/** Every `Stryker disable` comment in the source, or the lines that do not read as a mark. */
function sourceMarks(): { marks: (Mark & { line: number })[]; malformed: string[] } {
  const marks: (Mark & { line: number })[] = [];
  const malformed: string[] = [];
  for (const dir of SOURCE_DIRS) {
    for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      const file = path.posix.join(dir, entry.split(path.sep).join('/'));
      if (file.includes('node_modules') || !/\.(ts|tsx|mjs|js)$/.test(file)) continue;
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((text, i) => {
          if (!text.includes('Stryker disable')) return;
          const m = MARK.exec(text);
          if (!m) malformed.push(`${file}:${i + 1} ${text.trim()}`);
          else marks.push({ file, line: i + 2, mutators: m[1] ?? '', reason: (m[2] ?? '').trim() });
        });
    }
  }
  return { marks, malformed };
}

/** The header's list: `// - <file>:~<line> <mutators>: <reason>`, the reason wrapped on `//   ` lines. */
function configMarks(): Mark[] {
  const header: string[] = [];
  for (const line of fs.readFileSync('stryker.config.mjs', 'utf8').split('\n')) {
    if (!line.startsWith('//')) break;
    header.push(line);
  }
  const entries: string[] = [];
  for (const line of header) {
    if (line.startsWith('// - ')) entries.push(line.slice(5));
    else if (line.startsWith('//   ') && entries.length > 0)
      entries[entries.length - 1] += ` ${line.slice(5)}`;
  }
  return entries.map((entry) => {
    const m = /^(\S+):~\d+ ([A-Za-z,]+): (.+)$/.exec(entry);
    if (!m) throw new Error(`stryker.config.mjs: unreadable entry "${entry}"`);
    return { file: m[1] ?? '', mutators: m[2] ?? '', reason: (m[3] ?? '').replace(/\s+/g, ' ').trim() };
  });
}

describe('equivalent mutants', () => {
  const { marks, malformed } = sourceMarks();

  it('are each disabled for named mutators, with a reason', () => {
    expect(malformed).toEqual([]);
    expect(marks.length).toBeGreaterThan(0);
    for (const m of marks) {
      expect(m.reason.split(' ').length, key(m)).toBeGreaterThanOrEqual(3);
      for (const name of m.mutators.split(',')) expect(MUTATORS.has(name), key(m)).toBe(true);
    }
  });

  it('are listed in the Stryker config header exactly as the source marks them, and nothing else is', () => {
    const listed = configMarks().map(key).sort();
    const inSource = marks.map((m) => key({ ...m, reason: m.reason.replace(/\s+/g, ' ') })).sort();
    expect(listed).toEqual(inSource);
  });
});
