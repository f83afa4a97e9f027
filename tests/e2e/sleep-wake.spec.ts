// A counter PC that sleeps (issue 21 §3), in the desktop harness: main's power monitor (the
// harness's FakePowerMonitor) says suspend, an order comes in that no socket event announces (the
// machine was asleep), and on resume main tells the renderer, which reconnects and reconciles:
// the order shows, is accepted and printed by the unattended auto mode, and no ticket prints twice.
import type { Page } from '@playwright/test';
import type { Order } from '../../shared/api/platform-v1';
import type { VirtualPrinter } from '../../sandbox/virtual-printer';
import { DEMO, expect, test } from './fixtures';
import * as printing from './support/printing';
import { absenceWindow, scaled } from './support/timeouts';

test.use({ mode: 'desktop' });
test.describe.configure({ timeout: scaled(120_000) });

/** Nothing but a wake may find the order: no periodic list, no change check, no heartbeat gap. */
async function onlyWakeReconciles(page: Page) {
  const long = 600_000;
  await page.addInitScript(
    (value) => {
      window.localStorage.setItem('cashDesk.debug.ordersSync', value);
    },
    JSON.stringify({
      reconcileMs: long,
      pollMs: long,
      checkMs: long,
      listMs: long,
      settleMs: long,
      wakeGapMs: long,
    }),
  );
}

const unmarkedTickets = (printer: VirtualPrinter) =>
  printer.jobs.filter((j) => !printing.isReprint(j)).map(printing.orderNumber);

test('an order made while asleep shows on wake, printed once', async ({ app, page, main, sandbox }) => {
  await onlyWakeReconciles(page);
  const printers = await printing.startDemoPrinters(main);
  await app.loginAs(DEMO.admin.usuario);
  await printing.saveCloudPrintSettings(page, sandbox, printing.AUTO_PRINT);
  const list = page.getByRole('region', { name: 'Lista de pedidos' });
  await expect(page.locator('.plug')).toHaveAttribute('data-connected', 'true');

  main.fakes.powerMonitor.suspend();
  const created = await sandbox.control<{ pedido: Order; ids: string[] }>('orders', {
    status: 'PP',
    emit: false,
    overrides: { usuario_nome: 'Cliente da Madrugada', itens: printing.TWO_CATEGORY_ITEMS },
  });
  const id = created.ids[0] ?? String(created.pedido.id_pedido);
  const row = list.locator(`.order-row[data-order-id="${id}"]`);
  // Asleep, nothing announces it.
  await absenceWindow(2000);
  await expect(row).toHaveCount(0);

  main.fakes.powerMonitor.resume();
  await main.flush();
  await expect(row).toHaveCount(1, { timeout: scaled(15_000) });
  for (const [name, printer] of Object.entries(printers)) {
    await expect
      .poll(() => unmarkedTickets(printer).filter((n) => n === id).length, {
        message: `ticket do pedido ${id} na impressora ${name}`,
        timeout: scaled(30_000),
      })
      .toBe(1);
  }

  // A second wake (another night) reconciles again: the journal keeps every ticket single.
  main.fakes.powerMonitor.suspend();
  main.fakes.powerMonitor.resume();
  await main.flush();
  await absenceWindow(3000);
  for (const [name, printer] of Object.entries(printers)) {
    const tickets = unmarkedTickets(printer);
    expect(tickets.length, `tickets repetidos na impressora ${name}`).toBe(new Set(tickets).size);
    expect(printer.jobs.filter(printing.isReprint), name).toEqual([]);
  }
  expect(main.fakes.log.has('info', 'Caixa retomado (resume')).toBe(true);
});
