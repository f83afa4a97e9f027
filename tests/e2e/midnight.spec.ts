// The desk across midnight (issue 21 §2), with the page's clock (Playwright's page.clock) and the
// sandbox's (its `now`, the same offset from the wall clock) moved together from 23:58 to just past
// midnight, without a reload: yesterday's delivered and cancelled orders leave the live list
// (the platform's list no longer has them either), pending and in-progress ones stay and their
// countdowns keep counting; Início counts the new day; the sales calendar's '(hoje)' moves.
import type { Page } from '@playwright/test';
import { startTestSandbox, type TestSandbox } from './support/sandbox';
import { dmy } from './support/finance';
import { detail, expectLive, list, newOrder, row } from './support/orders-desk';
import { localDay } from '../../shared/offline';
import { DEMO, expect, test as base, type AppFixture } from './fixtures';
import { scaled } from './support/timeouts';

/** How far the simulated time is ahead of the wall clock, shared by the page and the sandbox. */
interface SimClock {
  offset: number;
  now(): number;
}

const MINUTE = 60_000;

const test = base.extend<{ simClock: SimClock; desk: Desk }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
  simClock: async ({}, use) => {
    const today = new Date();
    const at = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 23, 58).getTime();
    const clock: SimClock = { offset: at - Date.now(), now: () => Date.now() + clock.offset };
    await use(clock);
  },
  // The sandbox on the simulated clock: its list of the day, its `segundos` and its seed follow it.
  sandbox: async ({ simClock }, use, testInfo) => {
    const sandbox: TestSandbox = await startTestSandbox(testInfo.outputPath('sandbox'), {
      now: () => new Date(simClock.now()),
      // The three minutes the page's clock jumps are no dead connection (see SandboxOptions).
      heartbeat: { pingIntervalMs: 25_000, pingTimeoutMs: 5 * MINUTE },
    });
    await use(sandbox);
    await sandbox.close();
  },
  desk: async ({ app, page, sandbox, simClock }, use) => {
    await use(await deskAt2358(app, page, sandbox, simClock));
  },
});

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name, exact: true });
const countdown = (page: Page, id: string) => row(page, id).locator('.countdown__value');
const ordersToday = (page: Page) =>
  page.locator('.stat', { has: page.getByRole('heading', { name: 'Pedidos hoje' }) }).locator('.stat__value');

test.describe.configure({ timeout: scaled(90_000) });

type Desk = Awaited<ReturnType<typeof deskAt2358>>;

/**
 * The desk logged in at 23:58 on both clocks (the page's runs with the wall clock after), with an
 * order of the day in each state that matters at the turn; `passMidnight` moves both to 00:01.
 */
async function deskAt2358(app: AppFixture, page: Page, sandbox: TestSandbox, simClock: SimClock) {
  const start = new Date(simClock.now());
  start.setHours(23, 58, 0, 0);
  simClock.offset = start.getTime() - Date.now();
  await page.clock.install({ time: start });
  const orders = {
    pending: await newOrder(sandbox, { status: 'PP', overrides: { usuario_nome: 'Cliente Pendente' } }),
    preparing: await newOrder(sandbox, { status: 'PE', overrides: { usuario_nome: 'Cliente em Preparo' } }),
    delivered: await newOrder(sandbox, { status: 'PD', overrides: { usuario_nome: 'Cliente Entregue' } }),
    cancelled: await newOrder(sandbox, { status: 'PC', overrides: { usuario_nome: 'Cliente Cancelado' } }),
  };
  await app.loginAs(DEMO.admin.usuario);
  return {
    orders,
    yesterday: localDay(start),
    today: localDay(new Date(start.getTime() + 3 * MINUTE)),
    /** Marks the document, so `sameDocument()` tells a reload apart. */
    async markDocument() {
      await page.evaluate(() => Object.assign(window, { midnightDocument: true }));
    },
    sameDocument: () =>
      page.evaluate(() => (window as { midnightDocument?: boolean }).midnightDocument === true),
    /** Three minutes on, on both clocks: the day-turn timer fires at 00:00 on the page's. */
    async passMidnight() {
      simClock.offset += 3 * MINUTE;
      await page.clock.fastForward(3 * MINUTE);
    },
  };
}

for (const mode of ['web', 'desktop'] as const) {
  test.describe(`${mode}`, () => {
    test.use({ mode });

    test("the live list keeps what the platform's day keeps; countdowns run on; Início starts over", async ({
      app,
      page,
      sandbox,
      desk,
    }) => {
      const { orders } = desk;
      await menuLink(page, 'Gerenciador de Pedidos').click();
      for (const { id } of Object.values(orders)) await expect(row(page, id)).toHaveCount(1);
      await expect(countdown(page, orders.pending.id)).toHaveText(/^(10:00|09:\d\d)$/);
      await row(page, orders.pending.id).click();
      await expect(detail(page)).toContainText('Cliente Pendente');
      await desk.markDocument();

      await desk.passMidnight();
      await expect(row(page, orders.delivered.id)).toHaveCount(0);
      await expect(row(page, orders.cancelled.id)).toHaveCount(0);
      await expect(list(page)).not.toContainText('Cliente Entregue');
      await expect(list(page)).not.toContainText('Cliente Cancelado');
      await expect(row(page, orders.pending.id)).toContainText('Cliente Pendente');
      await expect(row(page, orders.preparing.id)).toContainText('Cliente em Preparo');
      // Ten minutes to accept from 23:58: about seven left at 00:01, still counting down.
      const left = countdown(page, orders.pending.id);
      await expect(left).toHaveText(/^0[67]:\d\d$/);
      const seen = await left.innerText();
      await expect(left).not.toHaveText(seen);
      expect((await left.innerText()) < seen).toBe(true);
      await expect(detail(page).locator('.countdown__value')).toHaveText(/^0[67]:\d\d$/);
      // Midnight is no lost connection.
      await expectLive(page);
      await expect(page.getByText('Perda de conexão com o servidor')).toHaveCount(0);
      await app.screenshot(`midnight-pedidos-${mode}`);

      // Início counts the new day: the order made after midnight, none of yesterday's.
      const fresh = await newOrder(sandbox, {
        status: 'PP',
        overrides: { usuario_nome: 'Cliente da Madrugada' },
      });
      await expect(row(page, fresh.id)).toHaveCount(1);
      await menuLink(page, 'Início').click();
      await expect(ordersToday(page)).toHaveText('1');
      await expect(page.getByRole('heading', { name: 'Pedidos de hoje por situação' })).toBeVisible();
      await app.screenshot(`midnight-inicio-${mode}`);
      expect(await desk.sameDocument()).toBe(true);
    });
  });
}

test("the sales calendar's '(hoje)' moves to the new day while it is open", async ({ app, page, desk }) => {
  await menuLink(page, 'Calendário de recebimentos').click();
  const todayCell = page
    .getByRole('table', { name: /^Recebimentos de / })
    .getByRole('button', { name: /\(hoje\)/ });
  await expect(todayCell).toHaveAccessibleName(new RegExp(`^${dmy(desk.yesterday)} \\(hoje\\):`));
  await expect(page.getByRole('table', { name: `Pagamentos de ${dmy(desk.yesterday)}` })).toBeVisible();
  await desk.markDocument();

  await desk.passMidnight();
  await expect(todayCell).toHaveAccessibleName(new RegExp(`^${dmy(desk.today)} \\(hoje\\):`));
  await expect(todayCell).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table', { name: `Pagamentos de ${dmy(desk.today)}` })).toBeVisible();
  // The menu link scrolled the page down to itself: the grid is what this screenshot is for.
  await page.evaluate(() => window.scrollTo(0, 0));
  await app.screenshot('midnight-calendario');
  expect(await desk.sameDocument()).toBe(true);
});
