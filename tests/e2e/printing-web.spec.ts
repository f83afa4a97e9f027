// Web mode printing through the app's own local print service, end to end (issue #4 §2, spec
// 01 §7): the renderer in a plain browser (no bridge, settings in localStorage) prints through
// "the local module" — here the real print host of `npm start` (main/printing/host.ts: the same
// printing system as the desktop, serving /impressoras + /imprimir and /list + /print) — onto a
// virtual ESC/POS printer. The host listens on free ports so parallel workers don't collide; the
// page's requests to the fixed module ports 65517 / 8847 are forwarded to them unchanged.
import type { Order } from '../../shared/api/platform-v1';
import { DEMO, expect, test } from './fixtures';
import { detail, list, row } from './support/orders-desk';
import { setWebPrintSettings, useWebPrintHost } from './support/web-print-host';
import { absenceWindow, scaled } from './support/timeouts';

test.use({ mode: 'web' });

const PRINTER = 'Balcão (virtual)';

const rig = useWebPrintHost(PRINTER);

for (const method of ['aiboo', 'nat'] as const) {
  test(`Imprimir (${method}) reaches the printer through the local print service; PI is set`, async ({
    app,
    page,
    sandbox,
  }) => {
    await app.goto('/login');
    await setWebPrintSettings(page, {
      impressora: PRINTER,
      metodoImpressao: method,
      impressaoCliente: 'true',
    });
    const { pedido } = await sandbox.control<{ pedido: Order }>('orders', {
      template: 0,
      overrides: { usuario_nome: 'Conceição Araújo' },
    });
    await app.loginAs(DEMO.admin.usuario);

    // The printer list comes from the module, as the original panel read it.
    await page.goto(`${app.url}/#/configuracoes/impressoras`);
    await expect(page.getByLabel('Impressora padrão')).toContainText(PRINTER);
    if (method === 'aiboo') {
      // Beyond the spec, in web mode too: the kitchen's numbers and slips (issue 33), on by default.
      const stations = page.getByRole('region', { name: 'Cozinha: numeração e avisos' });
      await stations.scrollIntoViewIfNeeded();
      await expect(stations.getByRole('checkbox', { name: /^Numerar os cupons/ })).toBeChecked();
      await app.audit('print-settings-web');
      await app.screenshot('print-settings-web-stations');
    }

    await app.goto('/pedidos');
    await row(page, String(pedido.id_pedido)).click();
    await detail(page)
      .getByRole('button', { name: /^Imprimir/ })
      .click();
    await expect(page.getByText('Pedido enviado para impressão')).toBeVisible();
    await expect(row(page, String(pedido.id_pedido))).toContainText('Impresso');

    await expect.poll(() => rig.printer.jobs.length, { timeout: scaled(15_000) }).toBe(1);
    const ticket = rig.printer.jobs[0]?.lines.join('\n') ?? '';
    expect(ticket).toContain(`PEDIDO #${pedido.id_pedido}`);
    // Accents survive the trip: browser → HTTP → the host's encoder (cp860) → the printer.
    expect(ticket).toContain('Conceição');
    expect(ticket).toContain('Guaraná');
  });
}

test('a printer that is not there, or that drops the connection, comes back with the module error; nothing is lost', async ({
  app,
  page,
  sandbox,
}) => {
  await app.goto('/login');
  await setWebPrintSettings(page, { impressora: 'Impressora que não existe', metodoImpressao: 'aiboo' });
  const { pedido } = await sandbox.control<{ pedido: Order }>('orders', { template: 0 });
  const { pedido: second } = await sandbox.control<{ pedido: Order }>('orders', { template: 0 });
  await app.loginAs(DEMO.admin.usuario);
  await row(page, String(pedido.id_pedido)).click();
  await detail(page)
    .getByRole('button', { name: /^Imprimir/ })
    .click();
  const alert = page.getByRole('alertdialog', { name: 'Erro!' });
  await expect(alert).toContainText('Erro EP01 - módulo de impressão');
  await alert.getByRole('button', { name: 'OK' }).click();
  // Not printed, so not moved to PI: the cashier can fix the printer and print again.
  await expect(row(page, String(pedido.id_pedido))).toContainText('Pendente');
  expect(rig.printer.jobs).toHaveLength(0);

  // The right printer now: it prints (and has answered the status query)...
  await setWebPrintSettings(page, { impressora: PRINTER });
  await page.reload();
  const printIt = async (id: string) => {
    await row(page, id).click();
    await detail(page)
      .getByRole('button', { name: /^Imprimir/ })
      .click();
  };
  await printIt(String(pedido.id_pedido));
  await expect(row(page, String(pedido.id_pedido))).toContainText('Impresso');
  await expect.poll(() => rig.printer.jobs.length, { timeout: scaled(15_000) }).toBe(1);

  // ...then its print server accepts connections and closes them without answering the status
  // query (printer off or jammed): as on the desktop, the host says the printer is off, the
  // ticket waits (no EP01, nothing to reprint by hand) and comes out once when it is back.
  await rig.printer.setMode('drops');
  await printIt(String(second.id_pedido));
  await expect(page.getByText('Pedido enviado para impressão').first()).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: `Impressora ${PRINTER} desligada ou desconectada` }),
  ).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(rig.printer.jobs).toHaveLength(1);

  await rig.printer.setMode('online');
  await expect.poll(() => rig.printer.jobs.length, { timeout: scaled(15_000) }).toBe(2);
  expect(rig.printer.jobs[1]?.lines.join('\n')).toContain(`PEDIDO #${second.id_pedido}`);
  await absenceWindow(2500);
  expect(rig.printer.jobs).toHaveLength(2);
});

test('out of paper: the tickets wait under a banner naming the printer, then come out once within 5 s of the paper', async ({
  app,
  page,
  sandbox,
}) => {
  await app.goto('/login');
  await setWebPrintSettings(page, { impressora: PRINTER, metodoImpressao: 'aiboo' });
  const { pedido } = await sandbox.control<{ pedido: Order }>('orders', { template: 0 });
  const { pedido: second } = await sandbox.control<{ pedido: Order }>('orders', { template: 0 });
  await app.loginAs(DEMO.admin.usuario);
  await rig.printer.setMode('paper-out');
  for (const id of [String(pedido.id_pedido), String(second.id_pedido)]) {
    await row(page, id).click();
    await detail(page)
      .getByRole('button', { name: /^Imprimir/ })
      .click();
    await expect(page.getByText('Pedido enviado para impressão').first()).toBeVisible();
  }
  const banner = page.getByRole('status').filter({ hasText: `Impressora ${PRINTER} sem papel` });
  await expect(banner).toContainText('2 tickets aguardando');
  await expect(banner).toContainText('Coloque papel na impressora.');
  await expect(page.getByText(/EP01|use Reimprimir/)).toHaveCount(0);
  // The desk scrolled to the selected order: the banner sits above the list.
  await page.evaluate(() => document.getElementById('conteudo')?.scrollTo(0, 0));
  await banner.scrollIntoViewIfNeeded();
  await app.screenshot('paper-out-banner');
  expect(rig.printer.jobs).toHaveLength(0);

  await rig.printer.setMode('online');
  await expect
    .poll(() => rig.printer.jobs.filter((j) => j.printed).length, { timeout: scaled(15_000) })
    .toBe(2);
  await expect(banner).toHaveCount(0);
  await absenceWindow(2500);
  expect(rig.printer.jobs).toHaveLength(2);
  expect(rig.printer.jobs.map((j) => j.lines.join('\n').includes('REIMPRESS'))).toEqual([false, false]);
});

test('a reload in the middle of paper-out loses no ticket and prints none twice (issue 36 §2)', async ({
  app,
  page,
  sandbox,
}) => {
  await app.goto('/login');
  await setWebPrintSettings(page, { impressora: PRINTER, metodoImpressao: 'aiboo' });
  const orders = [];
  for (let i = 0; i < 3; i++)
    orders.push((await sandbox.control<{ pedido: Order }>('orders', { template: 0 })).pedido);
  await app.loginAs(DEMO.admin.usuario);
  await rig.printer.setMode('paper-out');
  for (const order of orders) {
    await row(page, String(order.id_pedido)).click();
    await detail(page)
      .getByRole('button', { name: /^Imprimir/ })
      .click();
    await expect(page.getByText('Pedido enviado para impressão').first()).toBeVisible();
  }
  const banner = page.getByRole('status').filter({ hasText: `Impressora ${PRINTER} sem papel` });
  await expect(banner).toContainText('3 tickets aguardando');

  // Kept in the browser: the page lets itself be reloaded without asking, and the new page finds them.
  let asked = false;
  page.on('dialog', (dialog) => {
    asked = true;
    void dialog.accept();
  });
  await page.reload();
  await expect(banner).toContainText('3 tickets aguardando');
  expect(asked).toBe(false);
  expect(rig.printer.jobs).toHaveLength(0);

  await rig.printer.setMode('online');
  await expect
    .poll(() => rig.printer.jobs.filter((j) => j.printed).length, { timeout: scaled(15_000) })
    .toBe(3);
  await expect(banner).toHaveCount(0);
  // Once more after the paper: nothing is left to come out again.
  await page.reload();
  await expect(list(page).locator('.order-row').first()).toBeVisible();
  await absenceWindow(2500);
  expect(rig.printer.jobs).toHaveLength(3);
  const texts = rig.printer.jobs.map((j) => j.lines.join('\n'));
  for (const order of orders) {
    expect(texts.filter((t) => t.includes(`PEDIDO #${order.id_pedido}`))).toHaveLength(1);
  }
});
