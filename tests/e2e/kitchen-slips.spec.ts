// The kitchen that trusts its tickets (issue 33 §1, §2), desktop mode with the virtual printers:
// every ticket carries its station's 'Nº', and an order cancelled by the platform after its
// tickets printed gets exactly one CANCELADO slip on the kitchen printer, even though that
// printer is out of paper when the cancel comes (the slip waits, then comes out once). The
// orders screen then says 'Cancelamento impresso na Cozinha'.
import type { Order } from '../../shared/api/platform-v1';
import { DEMO_KITCHEN_PRINTER } from '../../sandbox/print-settings/service';
import type { Job } from '../../sandbox/virtual-printer';
import { DEMO, expect, test } from './fixtures';
import { detail, row } from './support/orders-desk';
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
import { absenceWindow, scaled } from './support/timeouts';

test.use({ mode: 'desktop' });
test.describe.configure({ timeout: scaled(120_000) });

test('an order cancelled after printing: one CANCELADO on the kitchen printer, through paper-out', async ({
  app,
  page,
  main,
  sandbox,
}) => {
  const printers = await startDemoPrinters(main);
  await app.loginAs(DEMO.admin.usuario);
  await saveCloudPrintSettings(page, sandbox, AUTO_PRINT);
  const made = await sandbox.control<{ ids: string[]; pedido: Order }>('orders', {
    status: 'PP',
    overrides: { usuario_nome: 'Cliente Cozinha', itens: TWO_CATEGORY_ITEMS },
  });
  const id = made.ids[0] ?? String(made.pedido.id_pedido);
  const ours = (jobs: Job[]) => jobs.filter((j) => orderNumber(j) === id);

  // Accepted and printed by itself: the kitchen ticket carries its number near the top.
  await expect.poll(() => ours(printers.cozinha.jobs).length, { timeout: scaled(60_000) }).toBe(1);
  const ticket = ticketText(ours(printers.cozinha.jobs)[0]);
  const number = /Nº (\d+)/.exec(ticket)?.[1];
  expect(number, ticket).toBeDefined();
  await expect.poll(() => ours(printers.caixa.jobs).length, { timeout: scaled(30_000) }).toBe(1);
  expect(ticketText(ours(printers.caixa.jobs)[0])).toMatch(/Nº \d+/);

  // The desk's PI after the cashier ticket has landed: a cancel before it would race it (the
  // platform refuses PI on a cancelled order, and the desk says so).
  await expect.poll(async () => (await sandbox.orderHistory(id)).status).toBe('PI');

  // The kitchen runs out of paper; the platform cancels the order.
  await printers.cozinha.setMode('paper-out');
  await sandbox.control(`orders/${id}/status`, { status: 'PC', motivo_cancelamento: 'Cliente desistiu' });
  await expectCancelSlipWaiting(page, id, DEMO_KITCHEN_PRINTER);
  expect(ours(printers.cozinha.jobs).filter(isSlip)).toHaveLength(0);

  await printers.cozinha.setMode('online');
  await expect
    .poll(() => ours(printers.cozinha.jobs).filter(isSlip).length, { timeout: scaled(30_000) })
    .toBe(1);
  const slip = ticketText(ours(printers.cozinha.jobs).find(isSlip));
  expect(slip).toContain(`Cupom original: nº ${number}`);
  expect(slip).toContain('Motivo: Cliente desistiu');
  // A late duplicate would come within moments.
  await absenceWindow(2500);
  expect(ours(printers.cozinha.jobs).filter(isSlip)).toHaveLength(1);

  await row(page, id).click();
  // Every station that printed one of its tickets printed a slip: the kitchen among them.
  const notice = detail(page).getByRole('status').filter({ hasText: 'Cancelamento impresso na' });
  await expect(notice).toContainText(DEMO_KITCHEN_PRINTER, { timeout: scaled(15_000) });
  await app.screenshot('kitchen-slip-order');
});
