// Busy hours' e2e ground (issue 34), shared by the web and desktop specs: a simulated Tuesday
// 19:00 (the demo store's Funcionamento has it open 18:00–23:00) on both the page's clock
// (Playwright's page.clock) and the sandbox's (its `now`), moved together.
import type { Page } from '@playwright/test';
import { startTestSandbox, type TestSandbox } from './sandbox';
import { DEMO, test as base } from '../fixtures';
import { expectLive } from './orders-desk';

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

/** The page's clock set to the simulated evening, logged in as the demo admin, on a live orders screen. */
export async function openOrdersAtSimTime(
  page: Page,
  app: { loginAs(user: string): Promise<unknown>; goto(path: string): Promise<unknown> },
  simClock: SimClock,
) {
  await page.clock.install({ time: new Date(simClock.now()) });
  await app.loginAs(DEMO.admin.usuario);
  await app.goto('/pedidos');
  await expectLive(page);
}

/** 'Pausar' in the header: the length, and the reason when given, then 'Pausar loja'. */
export async function pauseFromHeader(page: Page, length: string, reason?: string) {
  await header(page).getByRole('button', { name: 'Pausar' }).click();
  const menu = page.getByRole('dialog', { name: 'Pausar a loja' });
  await menu.getByRole('radio', { name: length }).check();
  if (reason) await menu.getByRole('radio', { name: reason }).check();
  await menu.getByRole('button', { name: 'Pausar loja' }).click();
}

/** 'Modo movimentado' in the header: the level and the length, then 'Ativar modo movimentado'. */
export async function busyFromHeader(page: Page, level: string, length: string) {
  await header(page).getByRole('button', { name: 'Modo movimentado' }).click();
  const menu = page.getByRole('dialog', { name: 'Modo movimentado' });
  await menu.getByRole('radio', { name: level }).check();
  await menu.getByRole('radio', { name: length }).check();
  await menu.getByRole('button', { name: 'Ativar modo movimentado' }).click();
}
