// Busy hours' e2e ground (issue 34), shared by the web and desktop specs: a simulated Tuesday
// 19:00 (the demo store's Funcionamento has it open 18:00–23:00) on both the page's clock
// (Playwright's page.clock) and the sandbox's (its `now`), moved together.
import type { Page } from '@playwright/test';
import { startTestSandbox, type TestSandbox } from './sandbox';
import { test as base } from '../fixtures';

export const MINUTE = 60_000;

export interface SimClock {
  offset: number;
  now(): number;
}

/** The next Tuesday at 19:00, local time (within the demo week's 18:00–23:00). */
function nextTuesdayAt19(): Date {
  const d = new Date();
  d.setHours(19, 0, 0, 0);
  d.setDate(d.getDate() + ((2 - d.getDay() + 7) % 7 || 7));
  return d;
}

export const test = base.extend<{ simClock: SimClock }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
  simClock: async ({}, use) => {
    const clock: SimClock = {
      offset: nextTuesdayAt19().getTime() - Date.now(),
      now: () => Date.now() + clock.offset,
    };
    await use(clock);
  },
  sandbox: async ({ simClock }, use, testInfo) => {
    const sandbox: TestSandbox = await startTestSandbox(testInfo.outputPath('sandbox'), {
      now: () => new Date(simClock.now()),
      // The minutes the page's clock jumps are no dead connection.
      heartbeat: { pingIntervalMs: 25_000, pingTimeoutMs: 60 * MINUTE },
    });
    await use(sandbox);
    await sandbox.close();
  },
});

export const header = (page: Page) => page.locator('header.app-header');

/** Moves the page's clock and the sandbox's together. */
export async function moveBoth(page: Page, simClock: SimClock, ms: number) {
  simClock.offset += ms;
  await page.clock.fastForward(ms);
}
