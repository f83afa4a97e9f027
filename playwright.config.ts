// End-to-end tests: the BUILT renderer (out/renderer, `npm run build` first; `npm test` does)
// in Debian's Chromium against a fresh sandbox per test. See tests/e2e/fixtures.ts.
import { defineConfig, type TraceMode } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/e2e/support/chromium';
import { TIMEOUTS } from './tests/e2e/support/timeouts';

const isCI = Boolean(process.env.CI);
/**
 * E2E_WORKERS=N: parallel workers (default 4 on this 2-core kind of machine). Each test mostly
 * waits on its browser and sandbox (one worker uses about 0.4 of a core): measured on the same
 * machine, 3 workers ran the suite in 10 min 47 s where 2 took about 17 min; 4 workers ran all
 * 224 tests green in 10 min 30 s with another e2e run and builds beside them (load 15).
 */
function readWorkers(raw: string | undefined): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 && value <= 16 ? value : 4;
}
const TRACE_MODES: readonly TraceMode[] = [
  'off',
  'on',
  'retain-on-failure',
  'on-first-retry',
  'on-all-retries',
  'retain-on-first-failure',
  'retain-on-failure-and-retries',
];
/**
 * Recording a trace costs about a quarter of the run's CPU, for every test, passing or not: by
 * default only a retry records one (CI retries once, so a failure there comes with its trace).
 * E2E_TRACE=retain-on-failure (or on) records them locally while chasing a failure.
 */
function readTrace(raw: string | undefined): TraceMode {
  return TRACE_MODES.find((mode) => mode === raw) ?? 'on-first-retry';
}
const STORE_TIME_ZONE = 'America/Sao_Paulo';
// The platform writes dates as local time with no zone, and a Brazilian store's server, desk
// and customers share one clock. The sandbox runs inside the test workers: give them the
// browser's zone, or on a UTC machine orders would read three hours ahead of chat messages.
process.env.TZ = STORE_TIME_ZONE;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  workers: readWorkers(process.env.E2E_WORKERS),
  retries: isCI ? 1 : 0,
  // Hang guards, all from tests/e2e/support/timeouts.ts (E2E_TIME_SCALE stretches them).
  timeout: TIMEOUTS.test,
  expect: { timeout: TIMEOUTS.expect },
  // `npm test` adds scripts/reporters/playwright-progress.ts (each test as it ends, for its summary).
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    // Playwright's own browser download cannot work offline: use the system Chromium
    // (scripts/ensure-chromium.mjs installs it).
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    viewport: { width: 1366, height: 768 },
    locale: 'pt-BR',
    timezoneId: STORE_TIME_ZONE,
    screenshot: 'only-on-failure',
    trace: readTrace(process.env.E2E_TRACE),
    actionTimeout: TIMEOUTS.action,
    navigationTimeout: TIMEOUTS.navigation,
  },
});
