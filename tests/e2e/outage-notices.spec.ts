// A replay the platform refused becomes a notice on its order with the platform's message (issue
// 19 §2), and the notice is kept with the outbox: a reload of the desk (web mode, IndexedDB) or a
// restart of the desktop app (main's outbox files) shows it again, until staff dismiss it.
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';
import type { DesktopHarness } from './support/desktop';
import { detail, inSection, row } from './support/orders-desk';
import { expectDeskOffline, newOrder } from './support/outage';
import type { TestSandbox } from './support/sandbox';
import { absenceWindow, scaled } from './support/timeouts';

test.describe.configure({ timeout: scaled(90_000) });

const REPLAY_TIMEOUT = scaled(20_000);

const notice = (page: Page) =>
  detail(page).getByRole('alert').filter({ hasText: 'A plataforma recusou a ação' });
const waitingMark = (page: Page) => page.getByRole('status').filter({ hasText: 'Aguardando conexão' });

/** Aceitar pressed during an outage, refused on replay: the customer cancelled meanwhile. */
async function refusedAccept(page: Page, sandbox: TestSandbox): Promise<string> {
  const id = await newOrder(sandbox, { status: 'PP', overrides: { retirada_local: false } });
  await expect(row(page, id)).toBeVisible();
  await row(page, id).click();
  await sandbox.outage({ mode: 'refuse', target: 'http', seconds: 120 });
  await expectDeskOffline(page);
  await detail(page).locator('.order-actions__btn--accept').click();
  await expect(waitingMark(page)).toBeVisible();
  // The desk does not hear of the cancellation (events withheld) until the replay asks.
  await sandbox.control('socket/withhold', { on: true });
  await sandbox.control(`orders/${id}/status`, { status: 'PC' });
  await sandbox.endOutage();
  await expect(notice(page)).toBeVisible({ timeout: REPLAY_TIMEOUT });
  await expect(notice(page)).toContainText('Pedido já finalizado.');
  return id;
}

async function openOrder(page: Page, id: string) {
  await expect(inSection(page, 'Cancelados', id)).toBeVisible({ timeout: REPLAY_TIMEOUT });
  await row(page, id).click();
  await expect(detail(page).getByRole('heading', { name: `Pedido #${id}` })).toBeVisible();
}

/** Closes and opens the desktop app again: a new main core on the same user data, a fresh page. */
async function restartApp(main: DesktopHarness, page: Page) {
  await main.restart();
  await page.reload();
}

async function survivesReloadUntilDismissed(page: Page, sandbox: TestSandbox, reload: () => Promise<void>) {
  const id = await refusedAccept(page, sandbox);
  await reload();
  await openOrder(page, id);
  await expect(notice(page)).toContainText('Pedido já finalizado.');
  await notice(page).getByRole('button', { name: 'Dispensar o aviso' }).click();
  await expect(notice(page)).toHaveCount(0);
  await reload();
  await openOrder(page, id);
  // Give the kept notices time to be read back: a dismissed one must not return.
  await absenceWindow(1_500);
  await expect(notice(page)).toHaveCount(0);
  const history = await sandbox.orderHistory(id);
  expect(history.changes.map((c) => c.status)).toEqual(['PC']);
  // The refused accept was sent once: neither the reloads nor the dismissal sent it again.
  expect(history.requests.map((r) => r.status)).toEqual(['PA']);
}

const TITLE = 'a refusal notice survives a reload of the desk (a restart of the app) until dismissed';

test(`web: ${TITLE}`, async ({ app, page, sandbox }) => {
  await app.loginAs(DEMO.admin.usuario);
  await survivesReloadUntilDismissed(page, sandbox, () => page.reload().then(() => undefined));
});

test.describe('desktop', () => {
  test.use({ mode: 'desktop' });
  test(TITLE, async ({ app, page, main, sandbox }) => {
    await app.loginAs(DEMO.admin.usuario);
    await survivesReloadUntilDismissed(page, sandbox, () => restartApp(main, page));
    expect(await main.core.offline!.ipc.listOutboxNotices()).toEqual([]);
  });
});
