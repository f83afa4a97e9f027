#!/usr/bin/env node
// `npm test`: every check CI runs, in order, each under a header. A failing stage does not stop
// the independent ones after it (so one run shows every problem), but e2e needs the build and
// Chromium. The very last line is always `tests: N passed, N failed[, N skipped]` (unit + e2e),
// and the exit code is non-zero when any stage failed.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { register } from 'tsx/esm/api';
import { ensureChromium } from './ensure-chromium.mjs';

register();
const { readVitestReport, readPlaywrightReport, addCounts, formatSummary } =
  await import('./test-summary.ts');

const root = resolve(import.meta.dirname, '..');
const reportsDir = join(root, 'tests', 'artifacts', 'reports');
const vitestReport = join(reportsDir, 'vitest.json');
const playwrightReport = join(reportsDir, 'playwright.json');
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });
mkdirSync(reportsDir, { recursive: true });

const bin = (name) => join(root, 'node_modules', '.bin', name);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const MIN = 60_000;

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

/** Runs a command in its own process group so a timeout can stop its children too. */
function run(cmd, args, { env = {}, timeoutMs }) {
  return new Promise((done) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
        ...env,
      },
      detached: process.platform !== 'win32',
    });
    current = child;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      console.error(String(err));
      done(1);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      current = null;
      if (timedOut) console.error(`Tempo esgotado (${Math.round(timeoutMs / MIN)} min).`);
      done(timedOut ? 124 : (code ?? 1));
    });
  });
}

const results = [];
async function stage(name, fn) {
  const started = Date.now();
  console.log(`\n==== ${name} ${'='.repeat(Math.max(3, 60 - name.length))}`);
  let ok;
  try {
    ok = await fn();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    ok = false;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`---- ${name}: ${ok ? 'ok' : 'FALHOU'} (${seconds} s)`);
  results.push({ name, ok });
  return ok;
}
const skip = (name, why) => {
  console.log(`\n==== ${name}: pulado (${why})`);
  results.push({ name, ok: false, skipped: true });
};

const chromiumOk = await stage('chromium', async () => {
  console.log(`Chromium: ${ensureChromium()}`);
  return true;
});
await stage(
  'typecheck',
  async () => (await run(npm, ['run', '--silent', 'typecheck'], { timeoutMs: 6 * MIN })) === 0,
);
await stage('lint', async () => (await run(npm, ['run', '--silent', 'lint'], { timeoutMs: 6 * MIN })) === 0);
await stage(
  'format:check',
  async () => (await run(npm, ['run', '--silent', 'format:check'], { timeoutMs: 2 * MIN })) === 0,
);
await stage(
  'unit',
  async () =>
    (await run(
      bin('vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
      { timeoutMs: 6 * MIN },
    )) === 0,
);
const buildOk = await stage(
  'build',
  async () => (await run(bin('electron-vite'), ['build'], { timeoutMs: 6 * MIN })) === 0,
);
if (!buildOk) skip('e2e', 'o build falhou');
else if (!chromiumOk) skip('e2e', 'sem Chromium');
else {
  await stage(
    'e2e',
    async () =>
      (await run(bin('playwright'), ['test', '--reporter=list,json'], {
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
        timeoutMs: 16 * MIN,
      })) === 0,
  );
}

const failed = results.filter((r) => !r.ok).map((r) => r.name);
const unit = readVitestReport(vitestReport);
const e2e = readPlaywrightReport(playwrightReport);
console.log('\n==== resumo ' + '='.repeat(52));
for (const r of results) console.log(`${r.ok ? 'ok    ' : r.skipped ? 'pulado' : 'FALHOU'}  ${r.name}`);
if (!unit) console.log('(sem relatório do vitest)');
if (!e2e && results.some((r) => r.name === 'e2e' && !r.skipped)) console.log('(sem relatório do Playwright)');
console.log(formatSummary(addCounts(unit, e2e)));
process.exit(failed.length > 0 ? 1 : 0);
