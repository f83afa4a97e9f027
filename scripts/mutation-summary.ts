// Reads Stryker's JSON report (mutation-testing-report-schema) and makes the lines
// `npm run test:mutation` prints: `mutation <module> <score> %`, one per core module.
import { existsSync, readFileSync } from 'node:fs';
import type { MutationModuleEntry } from './mutation-modules.mjs';

/** What a score needs of a module entry (its line ranges only matter to Stryker). */
type MutationModule = Pick<MutationModuleEntry, 'name' | 'file' | 'goal'>;

export interface ModuleScore {
  name: string;
  goal: number;
  /** Killed + timed out over killed + timed out + survived + not covered; null when no mutant ran. */
  score: number | null;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
}

function mutantsOf(report: unknown, file: string): { status?: unknown }[] {
  if (!report || typeof report !== 'object') return [];
  const files = (report as { files?: unknown }).files;
  if (!files || typeof files !== 'object') return [];
  // Stryker writes paths relative to the project (sometimes with ./); match either way.
  for (const [path, entry] of Object.entries(files as Record<string, unknown>)) {
    if (path.replace(/^\.\//, '').replace(/\\/g, '/') !== file) continue;
    const mutants = (entry as { mutants?: unknown } | null)?.mutants;
    return Array.isArray(mutants) ? (mutants as { status?: unknown }[]) : [];
  }
  return [];
}

/** One score per module, as Stryker computes the mutation score (ignored and compile errors left out). */
export function moduleScores(report: unknown, modules: readonly MutationModule[]): ModuleScore[] {
  return modules.map((m) => {
    const mutants = mutantsOf(report, m.file);
    const count = (status: string) => mutants.filter((x) => x.status === status).length;
    const [killed, timeout, survived, noCoverage] = ['Killed', 'Timeout', 'Survived', 'NoCoverage'].map(
      count,
    ) as [number, number, number, number];
    const detected = killed + timeout;
    const total = detected + survived + noCoverage;
    return {
      name: m.name,
      goal: m.goal,
      score: total === 0 ? null : (detected / total) * 100,
      killed,
      timeout,
      survived,
      noCoverage,
    };
  });
}

/** `mutation shared/order-actions.ts 97.18 %` (or `n/a` when nothing of it was mutated). */
export function formatMutationLine(s: ModuleScore): string {
  return `mutation ${s.name} ${s.score === null ? 'n/a' : s.score.toFixed(2)} %`;
}

/** Modules that ran and are under their goal. */
export function belowGoal(scores: readonly ModuleScore[]): ModuleScore[] {
  return scores.filter((s) => s.score !== null && s.score < s.goal);
}

export function readMutationReport(file: string): unknown {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
