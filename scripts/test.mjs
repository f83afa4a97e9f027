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

/** Every child still running, so Ctrl+C stops their process groups too. */
const children = new Set();
function interrupt(signal) {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      child.kill(signal);
    }
  }
  process.exit(130);
}
process.on('SIGINT', () => interrupt('SIGINT'));
process.on('SIGTERM', () => interrupt('SIGTERM'));

/** Where a stage's output goes: straight through, or held and printed whole when it ends. */
function sink(buffered) {
  const held = [];
  return {
    out: (chunk) => (buffered ? held.push([process.stdout, chunk]) : process.stdout.write(chunk)),
    err: (chunk) => (buffered ? held.push([process.stderr, chunk]) : process.stderr.write(chunk)),
    line: (text) => (buffered ? held.push([process.stdout, `${text}\n`]) : console.log(text)),
    flush: () => held.splice(0).forEach(([stream, chunk]) => stream.write(chunk)),
  };
}

/**
 * Runs a command in its own process group, its output to `io`; stops the group when it has
 * printed nothing for `stallMs` or the run's limit is reached. Resolves to the exit code
 * (124 when stopped, after saying why).
 */
function run(io, cmd, args, { env = {}, stallMs }) {
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
    children.add(child);
    let lastOutput = Date.now();
    let stopped = null;
    child.stdout.on('data', (chunk) => {
      lastOutput = Date.now();
      io.out(chunk);
    });
    child.stderr.on('data', (chunk) => {
      lastOutput = Date.now();
      io.err(chunk);
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
    const finish = (code) => {
      clearInterval(watchdog);
      children.delete(child);
      if (stopped) io.err(`Parado: ${stopped}.\n`);
      done(stopped ? 124 : code);
    };
    child.on('error', (err) => {
      io.err(`${String(err)}\n`);
      finish(1);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

const results = [];
/**
 * One stage under its header. `buffered` stages may run beside others: their output is held and
 * printed whole, header first, when they end.
 */
async function stage(name, fn, { buffered = false } = {}) {
  const io = sink(buffered);
  const started = Date.now();
  const header = `\n==== ${name} ${'='.repeat(Math.max(3, 60 - name.length))}`;
  if (buffered) console.log(`(${name}: iniciado)`);
  else console.log(header);
  let passed;
  if (Date.now() - runStarted > RUN_LIMIT) {
    io.err(`Não iniciado: o teste inteiro passou de ${Math.round(RUN_LIMIT / MIN)} min.\n`);
    passed = false;
  } else {
    try {
      passed = await fn(io);
    } catch (err) {
      io.err(`${err instanceof Error ? err.message : String(err)}\n`);
      passed = false;
    }
  }
  const ms = Date.now() - started;
  if (buffered) console.log(header);
  io.flush();
  console.log(`---- ${name}: ${passed ? 'ok' : 'FALHOU'} (${formatDuration(ms)})`);
  results.push({ name, ok: passed, ms });
  return passed;
}
const skip = (name, why) => {
  console.log(`\n==== ${name}: pulado (${why})`);
  results.push({ name, ok: false, skipped: true, ms: 0 });
};

/** Runs the tasks two at a time (this machine's kind has two cores; each tool here uses one). */
async function twoAtATime(tasks) {
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  };
  await Promise.all([worker(), worker()]);
}

const chromiumOk = await stage('chromium', async (io) => {
  io.line(`Chromium: ${ensureChromium()}`);
  return true;
});

// The checks that each use one core and depend on nothing run side by side, two at a time;
// the build too (e2e waits for it). Unit and e2e use every core themselves: one after the other.
let buildOk = false;
await twoAtATime([
  // One tsc per project, in one stage: the longest task starts first.
  () =>
    stage(
      'typecheck',
      async (io) => {
        let all = true;
        for (const project of ['tsconfig.node.json', 'tsconfig.web.json', 'tsconfig.test.json']) {
          io.line(`tsc -p ${project}`);
          all = (await run(io, bin('tsc'), ['-p', project], { stallMs: STALL.quiet })) === 0 && all;
        }
        return all;
      },
      { buffered: true },
    ),
  () =>
    stage(
      'lint',
      async (io) =>
        (await run(io, bin('eslint'), ['.', '--max-warnings', '0'], { stallMs: STALL.quiet })) === 0,
      { buffered: true },
    ),
  () =>
    stage(
      'build',
      async (io) => {
        buildOk = (await run(io, bin('electron-vite'), ['build'], { stallMs: STALL.quiet })) === 0;
        return buildOk;
      },
      { buffered: true },
    ),
  () =>
    stage(
      'format:check',
      async (io) => (await run(io, bin('prettier'), ['--check', '.'], { stallMs: STALL.quiet })) === 0,
      { buffered: true },
    ),
]);
await stage(
  'unit',
  async (io) =>
    (await run(
      io,
      bin('vitest'),
      ['run', '--reporter=default', '--reporter=./scripts/reporters/vitest-progress.ts'],
      { env: { TEST_PROGRESS_FILE: progressFile.unit }, stallMs: STALL.chatty },
    )) === 0,
);
if (!buildOk) skip('e2e', 'o build falhou');
else if (!chromiumOk) skip('e2e', 'sem Chromium');
else {
  await stage(
    'e2e',
    async (io) =>
      (await run(
        io,
        bin('playwright'),
        ['test', '--reporter=list,./scripts/reporters/playwright-progress.ts'],
        {
          env: { TEST_PROGRESS_FILE: progressFile.e2e },
          stallMs: STALL.chatty,
        },
      )) === 0,
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
