#!/usr/bin/env node
// `npm run test:mutation`: Stryker over the core modules (stryker.config.mjs), then one line per
// module, `mutation <module> <score> %`, from its JSON report. Extra arguments go to Stryker
// (e.g. `npm run test:mutation -- --mutate shared/order-actions.ts`); then only the modules that
// ran are listed. Exits non-zero when Stryker fails or a module that ran is under its goal.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { register } from 'tsx/esm/api';
import { MUTATION_MODULES } from './mutation-modules.mjs';

register();
const { moduleScores, formatMutationLine, belowGoal, readMutationReport } =
  await import('./mutation-summary.ts');

const root = resolve(import.meta.dirname, '..');
const report = join(root, 'tests', 'artifacts', 'mutation', 'mutation.json');
rmSync(report, { force: true });

const code = await new Promise((done) => {
  const child = spawn(join(root, 'node_modules', '.bin', 'stryker'), ['run', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  const stop = (signal) => child.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('error', (error) => {
    console.error(String(error));
    done(1);
  });
  child.on('close', (status) => done(status ?? 1));
});

const scores = moduleScores(readMutationReport(report), MUTATION_MODULES);
const ran = scores.filter((s) => s.score !== null);
console.log('');
for (const s of ran.length > 0 ? ran : scores) console.log(formatMutationLine(s));
const under = belowGoal(scores);
for (const s of under) console.log(`below goal: ${s.name} (${s.score?.toFixed(2)} % < ${s.goal} %)`);
process.exit(code !== 0 ? code : under.length > 0 ? 1 : 0);
