// Issue 36 §1 and §2 (first bullet), web mode. A shift change: Aceitar pressed by the admin (A)
// during an outage, A logs out keeping it, the operator (B) of the same store logs in while status
// changes still get no answer and sees it marked, the platform comes back, and it reaches the
// platform exactly once under B's session, logged with who pressed it and who sent it. And a
// browser whose storage refuses (IndexedDB will not open): the desk says so and lets nothing wait.
import type { Page } from '@playwright/test';
import { DEMO, expect, loginForm, test } from './fixtures';
import { detail, row } from './support/orders-desk';
import { expectDeskOffline, newOrder, statusesRequested, timesApplied } from './support/outage';
import type { TestSandbox } from './support/sandbox';
import { absenceWindow, scaled } from './support/timeouts';

test.describe.configure({ timeout: scaled(90_000) });

const OUTAGE_SECONDS = 120;
const REPLAY_TIMEOUT = scaled(20_000);
// Written out, not imported: a test comparing with the exported text would pass if it were emptied.
const NOT_KEPT_REASON =
  'Indisponível sem conexão com a plataforma: este navegador não guarda ações sem conexão.';

const waitingMark = (page: Page) => page.getByRole('status').filter({ hasText: 'Aguardando conexão' });
const acceptButton = (page: Page) => detail(page).locator('.order-actions__btn--accept');

async function openOrder(page: Page, id: string) {
  await row(page, id).click();
  await expect(detail(page).getByRole('heading', { name: `Pedido #${id}` })).toBeVisible();
}

/** id_usuario as the platform gives it at login. */
async function userId(sandbox: TestSandbox, usuario: string): Promise<string> {
  return (await sandbox.login(usuario, 'demo1234')).id_usuario;
}

test('a shift change: A presses Aceitar offline and logs out keeping it; B sees it and sends it once', async ({
  app,
  page,
  sandbox,
}) => {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await app.loginAs(DEMO.admin.usuario);
  const id = await newOrder(sandbox, { status: 'PP', overrides: { retirada_local: false } });
  await expect(row(page, id)).toBeVisible();

  // Open first: the desk knows the platform is away when the order's Cancelar says why.
  await openOrder(page, id);
  await sandbox.outage({ mode: 'refuse', target: 'http', seconds: OUTAGE_SECONDS });
  await expectDeskOffline(page);
  await acceptButton(page).click();
  await expect(waitingMark(page)).toBeVisible();

  // Sair da Loja says what waits; keeping it (the default) logs out.
  await page.getByRole('button', { name: 'Sair da Loja' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sair da Loja' });
  await expect(dialog).toContainText(`1 ação aguardando conexão: Aceitar #${id}`);
  await expect(dialog.getByRole('button', { name: 'Manter e sair' })).toBeFocused();
  await app.screenshot('shift-change-logout-dialog');
  await dialog.getByRole('button', { name: 'Manter e sair' }).click();
  await expect(page).toHaveURL(/#\/login$/);

  // The platform answers logins again, but not status changes yet: B logs in meanwhile.
  await sandbox.control('faults', { method: 'PUT', path: 'orders/', status: 503 });
  await sandbox.endOutage();
  // The desk retries the kept Aceitar against the 503 the whole time B is logged in, so its calls
  // never settle: wait for B's shell and the order, not for quiet.
  await app.goto('/login');
  const form = loginForm(page);
  await form.usuario.fill(DEMO.operator.usuario);
  await form.senha.fill(DEMO.operator.senha);
  await form.acessar.click();
  await expect(page.locator('nav[aria-label="Menu principal"]')).toBeVisible();
  await expect(row(page, id)).toBeVisible();
  await openOrder(page, id);
  await expect(waitingMark(page)).toBeVisible();
  expect(await timesApplied(sandbox, id, 'PA')).toBe(0);

  // The platform returns: sent once, under B.
  await sandbox.control('faults', undefined, 'DELETE');
  await expect.poll(() => timesApplied(sandbox, id, 'PA'), { timeout: REPLAY_TIMEOUT }).toBe(1);
  await expect(waitingMark(page)).toHaveCount(0, { timeout: REPLAY_TIMEOUT });
  // A late duplicate (a resend after an unanswered attempt) would land within a probe or two.
  await absenceWindow(2500);
  expect(await statusesRequested(sandbox, id)).toEqual(['PA']);
  expect((await sandbox.orderHistory(id)).changes.map((c) => c.status)).toEqual(['PA']);

  const [pressedBy, sentBy] = [
    await userId(sandbox, DEMO.admin.usuario),
    await userId(sandbox, DEMO.operator.usuario),
  ];
  expect(pressedBy).not.toBe(sentBy);
  const sent = logs.filter((l) => l.includes(`Ação aplicada na plataforma: Aceitar #${id}`));
  expect(sent).toHaveLength(1);
  expect(sent[0]).toContain(`pressionada pelo usuário ${pressedBy}`);
  expect(sent[0]).toContain(`enviada pelo usuário ${sentBy}`);
});

test('IndexedDB refused: the banner says so and Aceitar is refused with the reason, not kept', async ({
  app,
  page,
  sandbox,
}) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  });
  await app.loginAs(DEMO.admin.usuario);
  const banner = page.getByRole('status').filter({ hasText: 'Este navegador não guarda ações sem conexão' });
  await expect(banner).toBeVisible();
  const id = await newOrder(sandbox, { status: 'PP', overrides: { retirada_local: false } });
  await expect(row(page, id)).toBeVisible();

  await openOrder(page, id);
  await sandbox.outage({ mode: 'refuse', target: 'http', seconds: OUTAGE_SECONDS });
  await expectDeskOffline(page);
  await expect(acceptButton(page)).toBeDisabled();
  await expect(acceptButton(page)).toHaveAttribute('title', NOT_KEPT_REASON);
  await expect(detail(page).getByText(NOT_KEPT_REASON).first()).toBeVisible();
  await acceptButton(page).scrollIntoViewIfNeeded();
  await app.screenshot('shift-change-storage-refused');
  await expect(waitingMark(page)).toHaveCount(0);

  await sandbox.endOutage();
  await expect(acceptButton(page)).toBeEnabled({ timeout: REPLAY_TIMEOUT });
  expect(await statusesRequested(sandbox, id)).toEqual([]);
});
