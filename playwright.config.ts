// End-to-end tests: the BUILT renderer (out/renderer, `npm run build` first; `npm test` does)
// in Debian's Chromium against a fresh sandbox per test. See tests/e2e/fixtures.ts.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/e2e/support/chromium';
import { TIMEOUTS } from './tests/e2e/support/timeouts';

const isCI = Boolean(process.env.CI);
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
  workers: 2,
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
    trace: 'retain-on-failure',
    actionTimeout: TIMEOUTS.action,
    navigationTimeout: TIMEOUTS.navigation,
  },
});
