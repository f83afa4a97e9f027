#!/usr/bin/env node
// `npm test`: every check CI runs, in order, each under a header. A failing stage does not stop
// the independent ones after it (so one run shows every problem), but e2e needs the build and
// Chromium. The very last line is always `tests: N passed, N failed[, N skipped]` (unit + e2e),
// and the exit code is non-zero when any stage failed.
//
// Limits guard against hangs, not slow machines: a stage is stopped only when it has printed
// nothing for a while (STALL_MINUTES, per stage), or when the whole run passes RUN_LIMIT (CI
// stops at 90 minutes). Tests report as they finish (scripts/reporters/), so whatever stops a
// stage, the summary counts what ran and names the running test and every failure.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { register } from 'tsx/esm/api';
import { ensureChromium } from './ensure-chromium.mjs';

register();
const { readProgress, stageCounts, addCounts, formatSummary, formatDuration, formatStageReport } =
  await import('./test-summary.ts');

const root = resolve(import.meta.dirname, '..');
const reportsDir = join(root, 'tests', 'artifacts', 'reports');
const progressFile = {
  unit: join(reportsDir, 'unit.progress.jsonl'),
  e2e: join(reportsDir, 'e2e.progress.jsonl'),
};
for (const file of Object.values(progressFile)) rmSync(file, { force: true });
mkdirSync(reportsDir, { recursive: true });

const bin = (name) => join(root, 'node_modules', '.bin', name);
const MIN = 60_000;
const minutes = (name, fallback) => {
  const value = Number(process.env[name]);
  return (Number.isFinite(value) && value > 0 ? value : fallback) * MIN;
};
/** Silence that means a hang: tools that print only at the end (tsc, eslint) get longer. */
const STALL = { quiet: minutes('TEST_STALL_MINUTES_QUIET', 12), chatty: minutes('TEST_STALL_MINUTES', 5) };
const runStarted = Date.now();
const RUN_LIMIT = minutes('TEST_RUN_LIMIT_MINUTES', 60);

let current = null;
function interrupt(signal) {
  if (current) {
    try {
      process.kill(-current.pid, signal);
    } catch {
      current.kill(signal);
    }
  }
  process.exit(130);
}
process.on('SIGINT', () => interrupt('SIGINT'));
process.on('SIGTERM', () => interrupt('SIGTERM'));

/**
 * Runs a command in its own process group, passing its output through; stops the group when it
 * has printed nothing for `stallMs` or the run's limit is reached. Resolves to
 * { code, stopped } where stopped says why it was stopped, if it was.
 */
function run(cmd, args, { env = {}, stallMs }) {
  return new Promise((done) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
        ...env,
      },
      detached: process.platform !== 'win32',
    });
    current = child;
    let lastOutput = Date.now();
    let stopped = null;
    child.stdout.on('data', (chunk) => {
      lastOutput = Date.now();
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      lastOutput = Date.now();
      process.stderr.write(chunk);
    });
    const stop = (why) => {
      stopped = why;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const watchdog = setInterval(() => {
      if (stopped) return;
      const now = Date.now();
      if (now - lastOutput > stallMs) stop(`sem saída por ${Math.round(stallMs / MIN)} min (travado?)`);
      else if (now - runStarted > RUN_LIMIT)
        stop(`o teste inteiro passou de ${Math.round(RUN_LIMIT / MIN)} min`);
    }, 1000);
    child.on('error', (err) => {
      clearInterval(watchdog);
      console.error(String(err));
      done({ code: 1, stopped });
    });
    child.on('close', (code) => {
      clearInterval(watchdog);
      current = null;
      if (stopped) console.error(`Parado: ${stopped}.`);
      done({ code: stopped ? 124 : (code ?? 1), stopped });
    });
  });
}
const ok = async (...args) => (await run(...args)).code === 0;

const results = [];
async function stage(name, fn) {
  const started = Date.now();
  console.log(`\n==== ${name} ${'='.repeat(Math.max(3, 60 - name.length))}`);
  let passed;
  if (Date.now() - runStarted > RUN_LIMIT) {
    console.error(`Não iniciado: o teste inteiro passou de ${Math.round(RUN_LIMIT / MIN)} min.`);
    passed = false;
  } else {
    try {
      passed = await fn();
    } catch (err) {
      console.error(err instanceof Error ? err.message : String(err));
      passed = false;
    }
  }
  const ms = Date.now() - started;
  console.log(`---- ${name}: ${passed ? 'ok' : 'FALHOU'} (${formatDuration(ms)})`);
  results.push({ name, ok: passed, ms });
  return passed;
}
const skip = (name, why) => {
  console.log(`\n==== ${name}: pulado (${why})`);
  results.push({ name, ok: false, skipped: true, ms: 0 });
};

const chromiumOk = await stage('chromium', async () => {
  console.log(`Chromium: ${ensureChromium()}`);
  return true;
});
// One tsc per project, each announced, so a slow machine shows progress between them.
await stage('typecheck', async () => {
  let all = true;
  for (const project of ['tsconfig.node.json', 'tsconfig.web.json', 'tsconfig.test.json']) {
    console.log(`tsc -p ${project}`);
    all = (await ok(bin('tsc'), ['-p', project], { stallMs: STALL.quiet })) && all;
  }
  return all;
});
await stage('lint', () => ok(bin('eslint'), ['.', '--max-warnings', '0'], { stallMs: STALL.quiet }));
await stage('format:check', () => ok(bin('prettier'), ['--check', '.'], { stallMs: STALL.quiet }));
await stage('unit', () =>
  ok(bin('vitest'), ['run', '--reporter=default', '--reporter=./scripts/reporters/vitest-progress.ts'], {
    env: { TEST_PROGRESS_FILE: progressFile.unit },
    stallMs: STALL.chatty,
  }),
);
const buildOk = await stage('build', () => ok(bin('electron-vite'), ['build'], { stallMs: STALL.quiet }));
if (!buildOk) skip('e2e', 'o build falhou');
else if (!chromiumOk) skip('e2e', 'sem Chromium');
else {
  await stage('e2e', () =>
    ok(bin('playwright'), ['test', '--reporter=list,./scripts/reporters/playwright-progress.ts'], {
      env: { TEST_PROGRESS_FILE: progressFile.e2e },
      stallMs: STALL.chatty,
    }),
  );
}

const failed = results.filter((r) => !r.ok).map((r) => r.name);
const unit = readProgress(progressFile.unit);
const e2e = readProgress(progressFile.e2e);
console.log('\n==== resumo ' + '='.repeat(52));
for (const r of results) {
  const mark = r.ok ? 'ok    ' : r.skipped ? 'pulado' : 'FALHOU';
  console.log(`${mark}  ${r.name.padEnd(13)} ${r.skipped ? '' : formatDuration(r.ms)}`);
}
console.log(`total   ${formatDuration(Date.now() - runStarted)}`);
for (const [name, tests] of [
  ['unit', unit],
  ['e2e', e2e],
]) {
  if (tests) for (const line of formatStageReport(name, tests)) console.log(line);
  else if (results.some((r) => r.name === name && !r.skipped))
    console.log(`(${name}: nenhum teste informou resultado)`);
}
console.log(formatSummary(addCounts(stageCounts(unit), stageCounts(e2e))));
process.exit(failed.length > 0 ? 1 : 0);
