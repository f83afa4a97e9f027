// Issue 33 §1, §2 in web mode: the page numbers each station's tickets and, when an order printed
// in the kitchen is cancelled by the platform, prints exactly one CANCELADO slip on the kitchen
// printer (through the real local print host, onto virtual printers); the orders screen then
// says 'Cancelamento impresso na' the kitchen.
import type { Order } from '../../shared/api/platform-v1';
import type { Job } from '../../sandbox/virtual-printer';
import { DEMO, expect, test } from './fixtures';
import { detail, row } from './support/orders-desk';
import { setWebPrintSettings, useWebPrintHost } from './support/web-print-host';
import { orderNumber, ticketText, TWO_CATEGORY_ITEMS } from './support/printing';
import { absenceWindow, scaled } from './support/timeouts';

test.use({ mode: 'web' });

const CASHIER = 'Balcão (virtual)';
const KITCHEN = 'Cozinha (virtual)';

const isSlip = (job: Job) => job.lines.some((l) => l.trim() === 'CANCELADO');

const rig = useWebPrintHost(CASHIER, KITCHEN);

test('an order printed, then cancelled by the platform: one CANCELADO on the kitchen printer', async ({
  app,
  page,
  sandbox,
}) => {
  await app.goto('/login');
  await setWebPrintSettings(page, {
    impressora: CASHIER,
    metodoImpressao: 'aiboo',
    impressaoProducao: 'true',
    impressorasProducao: JSON.stringify({ 12: { impressora: KITCHEN, agrupamento: '' } }),
  });
  const { pedido } = await sandbox.control<{ pedido: Order }>('orders', {
    template: 0,
    overrides: { itens: TWO_CATEGORY_ITEMS },
  });
  const id = String(pedido.id_pedido);
  const ours = (jobs: Job[]) => jobs.filter((j) => orderNumber(j) === id);
  await app.loginAs(DEMO.admin.usuario);

  await row(page, id).click();
  await detail(page)
    .getByRole('button', { name: /^Imprimir/ })
    .click();
  await expect(row(page, id)).toContainText('Impresso');
  await expect.poll(() => ours(rig.kitchen.jobs).length, { timeout: scaled(15_000) }).toBe(1);
  const number = /Nº (\d+)/.exec(ticketText(ours(rig.kitchen.jobs)[0]))?.[1];
  expect(number).toBeDefined();

  await sandbox.control(`orders/${id}/status`, { status: 'PC', motivo_cancelamento: 'Cliente desistiu' });
  await expect.poll(() => ours(rig.kitchen.jobs).filter(isSlip).length, { timeout: scaled(30_000) }).toBe(1);
  const slip = ticketText(ours(rig.kitchen.jobs).find(isSlip));
  expect(slip).toContain(`Cupom original: nº ${number}`);
  expect(slip).toContain('Motivo: Cliente desistiu');

  // A reload finds the order cancelled and tells the page again: nothing more comes out.
  await page.reload();
  await expect(row(page, id)).toBeVisible();
  await absenceWindow(2500);
  expect(ours(rig.kitchen.jobs).filter(isSlip)).toHaveLength(1);

  await row(page, id).click();
  const notice = detail(page).getByRole('status').filter({ hasText: 'Cancelamento impresso na' });
  await expect(notice).toContainText(KITCHEN, { timeout: scaled(15_000) });
});
