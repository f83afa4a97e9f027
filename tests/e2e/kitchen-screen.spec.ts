// Issue 33 §3–§4 end to end, desktop mode against the sandbox: a kitchen with a production
// printer AND a screen ('Tela da cozinha', turned on through its settings card). The screen page
// (kitchen.html?screen=ID) runs in a second page of the same context, with the same bridge, as
// the desk's second window would: main's feed pushes reach it (main.attachPage).
// - an accepted order's card shows; Enter bumps it, Backspace recalls it, a second bump and the
//   orders screen says 'Pronto na cozinha';
// - an order cancelled after printing, the kitchen printer out of paper: exactly one CANCELADO
//   slip once paper is back, and the card shows CANCELADO;
// - a reload of the screen in the middle of a burst of orders shows every card once;
// - axe on the kitchen page; screenshots at 1280×800 and 1920×1080.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Order } from '../../shared/api/platform-v1';
import { DEMO_KITCHEN_PRINTER } from '../../sandbox/print-settings/service';
import type { Job } from '../../sandbox/virtual-printer';
import { DEMO, expect, test } from './fixtures';
import { auditPage, formatViolations } from './support/axe';
import { kdsCard, shownCardIds } from './support/kitchen-desk';
import { row } from './support/orders-desk';
import {
  AUTO_PRINT,
  expectCancelSlipWaiting,
  isSlip,
  orderNumber,
  saveCloudPrintSettings,
  startDemoPrinters,
  ticketText,
  TWO_CATEGORY_ITEMS,
} from './support/printing';
import type { TestSandbox } from './support/sandbox';
import { absenceWindow, scaled } from './support/timeouts';

test.use({ mode: 'desktop' });
test.describe.configure({ timeout: scaled(240_000) });

const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'artifacts', 'screenshots');
const BURST_NAMES = ['Ana Paula', 'Bruno Costa', 'Carla Dias', 'Diego Reis', 'Elisa Nunes', 'Fábio Melo'];

async function newOrder(sandbox: TestSandbox, name: string): Promise<string> {
  const made = await sandbox.control<{ ids: string[]; pedido: Order }>('orders', {
    status: 'PP',
    overrides: { usuario_nome: name, itens: TWO_CATEGORY_ITEMS },
  });
  return made.ids[0] ?? String(made.pedido.id_pedido);
}

async function shoot(kds: Page, name: string, width: number, height: number) {
  await kds.setViewportSize({ width, height });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await kds.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled', caret: 'hide' });
}

test('kitchen screen beside the kitchen printer: card, bump, recall, cancel, reload mid-burst', async ({
  app,
  page,
  context,
  main,
  sandbox,
}) => {
  const printers = await startDemoPrinters(main);
  await app.loginAs(DEMO.admin.usuario);
  await saveCloudPrintSettings(page, sandbox, AUTO_PRINT);

  // The store turns the kitchen screen on in its settings card.
  await app.goto('/configuracoes/impressoras');
  const settings = page.getByRole('region', { name: 'Tela da cozinha' });
  await settings.getByRole('checkbox', { name: 'Usar a tela da cozinha' }).check();
  await settings.getByRole('button', { name: 'Adicionar tela' }).click();
  await settings.getByLabel('Nome da tela').fill('Chapa');
  await settings.getByRole('button', { name: 'Salvar tela da cozinha' }).click();
  await expect(page.getByText('Configurações da tela da cozinha salvas')).toBeVisible();
  const saved = await page.evaluate(() => window.cashDesk.kitchen.getSettings());
  expect(saved.enabled).toBe(true);
  expect(saved.screens.map((s) => s.name)).toEqual(['Chapa']);
  const screenId = saved.screens[0]?.id ?? '';
  await app.goto('/pedidos');

  // The screen, as the desk's second window: same bridge, main's pushes reach it.
  const kds = await context.newPage();
  main.attachPage(kds);
  await kds.setViewportSize({ width: 1280, height: 800 });
  await kds.goto(`${app.url}/kitchen.html?screen=${encodeURIComponent(screenId)}`);
  await expect(kds.getByRole('heading', { name: 'Chapa', level: 1 })).toBeVisible();
  await expect(kds.getByText('Nenhum pedido para preparar.')).toBeVisible();

  // Accepted by itself: the kitchen ticket prints and the card shows.
  const first = await newOrder(sandbox, 'Maria Souza');
  await expect(kdsCard(kds, first)).toBeVisible({ timeout: scaled(60_000) });
  await expect(kdsCard(kds, first)).toContainText('Maria');
  await expect(kdsCard(kds, first)).not.toContainText('Souza');
  await expect(kdsCard(kds, first)).toContainText('Pizza Grande Calabresa');
  await expect
    .poll(() => printers.cozinha.jobs.filter((j) => orderNumber(j) === first).length, {
      timeout: scaled(60_000),
    })
    .toBe(1);

  // Bump bar: 1 selects, Enter bumps, Backspace recalls, Enter bumps again.
  await kds.bringToFront();
  await kds.keyboard.press('1');
  await expect(kdsCard(kds, first)).toHaveAttribute('aria-current', 'true');
  await kds.keyboard.press('Enter');
  await expect(kdsCard(kds, first)).toHaveCount(0);
  await kds.keyboard.press('Backspace');
  await expect(kdsCard(kds, first)).toBeVisible();
  await kds.keyboard.press('1');
  await kds.keyboard.press('Enter');
  await expect(kdsCard(kds, first)).toHaveCount(0);
  await expect(row(page, first)).toContainText('Pronto na cozinha', { timeout: scaled(15_000) });

  // Cancelled after printing, the kitchen printer out of paper during the cancel.
  const cancelled = await newOrder(sandbox, 'Pedro Lima');
  const ours = (jobs: Job[]) => jobs.filter((j) => orderNumber(j) === cancelled);
  await expect.poll(() => ours(printers.cozinha.jobs).length, { timeout: scaled(60_000) }).toBe(1);
  await expect(kdsCard(kds, cancelled)).toBeVisible();
  const number = /Nº (\d+)/.exec(ticketText(ours(printers.cozinha.jobs)[0]))?.[1];
  expect(number).toBeDefined();
  await expect.poll(async () => (await sandbox.orderHistory(cancelled)).status).toBe('PI');
  await printers.cozinha.setMode('paper-out');
  await sandbox.control(`orders/${cancelled}/status`, {
    status: 'PC',
    motivo_cancelamento: 'Cliente desistiu',
  });
  await expect(kdsCard(kds, cancelled)).toContainText('CANCELADO', { timeout: scaled(30_000) });
  await expect(kdsCard(kds, cancelled)).toContainText('Cliente desistiu');
  await expectCancelSlipWaiting(page, cancelled, DEMO_KITCHEN_PRINTER);
  expect(ours(printers.cozinha.jobs).filter(isSlip)).toHaveLength(0);
  await printers.cozinha.setMode('online');
  await expect
    .poll(() => ours(printers.cozinha.jobs).filter(isSlip).length, { timeout: scaled(30_000) })
    .toBe(1);
  expect(ticketText(ours(printers.cozinha.jobs).find(isSlip))).toContain(`Cupom original: nº ${number}`);

  // A burst of orders; the screen reloads once the first of them shows.
  const burst: string[] = [];
  for (const name of BURST_NAMES) burst.push(await newOrder(sandbox, name));
  await expect(kdsCard(kds, burst[0] ?? '')).toBeVisible({ timeout: scaled(60_000) });
  await kds.reload();
  for (const id of burst) await expect(kdsCard(kds, id)).toBeVisible({ timeout: scaled(90_000) });
  // A late duplicate would come within moments.
  await absenceWindow(1500);
  const ids = await shownCardIds(kds);
  expect(ids.filter((id) => burst.includes(id)).sort()).toEqual([...burst].sort());
  expect(ids).toHaveLength(new Set(ids).size);
  // The cancelled card stays until acknowledged, once.
  expect(ids.filter((id) => id === cancelled)).toHaveLength(1);
  expect(ids).not.toContain(first);

  // A thick border (CANCELADO, the age colours) takes no room from the content: the cancelled
  // card's 'Nº' stays on its header line, as on its neighbours.
  const head = kdsCard(kds, cancelled);
  const order = await head.getByRole('heading', { name: `#${cancelled}` }).boundingBox();
  const station = await head.locator('.kds-card__station').boundingBox();
  expect(station && order && station.y < order.y + order.height, 'Nº na linha do pedido').toBe(true);

  // Accessibility and the look, at a kitchen monitor's two usual sizes.
  const violations = await auditPage(kds);
  expect(violations, formatViolations('tela da cozinha', violations)).toEqual([]);
  await shoot(kds, 'kitchen-screen-1280x800', 1280, 800);
  await shoot(kds, 'kitchen-screen-1920x1080', 1920, 1080);

  // More cards than fit at 1280×800: the bump bar reaches the last one, and the bar (connection,
  // Desfazer) and the key help stay in sight while the cards scroll.
  await kds.setViewportSize({ width: 1280, height: 800 });
  const last = String(ids.length);
  await kds.keyboard.press(last);
  await expect(kds.locator('article.kds-card').nth(ids.length - 1)).toBeInViewport();
  await expect(kds.locator('.kds__bar')).toBeInViewport({ ratio: 1 });
  await expect(kds.locator('.kds__help')).toBeInViewport({ ratio: 1 });
});
