// Every printer tells the truth (issue 32), desktop mode through the real bridge into main's
// printing core, virtual printers on loopback: a Star printer in its own mode out of paper named
// on the banner and its ticket out exactly once after the roll is back (Star's EOT/ENQ status,
// STAR Line Mode Command Specifications, Appendix 2); a printer that never answers status still
// gets its tickets ('enviado'); a kitchen printer set up from 'Procurar impressoras' for
// Produção only gets no cashier ticket.
import type { Page } from '@playwright/test';
import type { Order } from '../../shared/api/platform-v1';
import type { LocalPrintSettings } from '../../shared/printing';
import { DEMO_CASHIER_PRINTER } from '../../sandbox/print-settings/service';
import { startVirtualPrinter } from '../../sandbox/virtual-printer';
import { DEMO, expect, test, type AppFixture } from './fixtures';
import { detail, row } from './support/orders-desk';
import { jobsOn, saveCloudPrintSettings, ticketText as text } from './support/printing';
import type { TestSandbox } from './support/sandbox';
import { absenceWindow, scaled } from './support/timeouts';

test.use({ mode: 'desktop' });

const PIZZA = [
  { nome: 'Pizza Grande Calabresa', quantidade: 1, valor_unitario: 54.9, id_cardapio_categoria: '12' },
];

async function newOrder(sandbox: TestSandbox): Promise<Order> {
  const { pedido } = await sandbox.control<{ pedido: Order }>('orders', { overrides: { itens: PIZZA } });
  return pedido;
}

/** Opens the order from the list and clicks Imprimir. */
async function printFromList(page: Page, order: Order) {
  await row(page, order.id_pedido).click();
  await detail(page)
    .getByRole('button', { name: /^Imprimir/ })
    .click();
}

async function desk(app: AppFixture, page: Page, sandbox: TestSandbox, patch: Partial<LocalPrintSettings>) {
  await app.goto('/login');
  await saveCloudPrintSettings(page, sandbox, patch);
}

test('a Star printer out of paper is named on the banner, and its ticket comes out once the roll is back', async ({
  app,
  page,
  main,
  sandbox,
}) => {
  const star = await startVirtualPrinter({ model: 'star' });
  try {
    main.core.printing?.registry.save({
      name: DEMO_CASHIER_PRINTER,
      connection: { kind: 'tcp', host: star.host, port: star.port },
      codePage: 'cp850',
      model: 'star',
    });
    await star.setMode('paper-out');
    await desk(app, page, sandbox, { impressaoProducao: 'false' });
    const order = await newOrder(sandbox);
    await app.loginAs(DEMO.admin.usuario);
    await printFromList(page, order);

    // Star's own status (EOT bit 3 paper end), not DLE EOT: the printer is named, nothing sent.
    const banner = page
      .getByRole('status')
      .filter({ hasText: `Impressora ${DEMO_CASHIER_PRINTER} sem papel` });
    await expect(banner).toContainText('1 ticket aguardando', { timeout: scaled(15_000) });
    await expect(row(page, order.id_pedido)).toContainText('Aguardando impressora');
    expect(star.jobs).toHaveLength(0);
    await app.screenshot('star-paper-out-banner');

    await star.setMode('online');
    const [ticket] = await jobsOn(star, 1, scaled(15_000));
    expect(ticket?.printed).toBe(true);
    expect(text(ticket)).toContain(`PEDIDO #${order.id_pedido}`);
    expect(text(ticket)).not.toContain('REIMPRESSÃO');
    await expect(banner).toHaveCount(0, { timeout: scaled(15_000) });
    await expect(row(page, order.id_pedido)).toContainText('Impresso', { timeout: scaled(15_000) });
    await absenceWindow(1500);
    expect(star.jobs).toHaveLength(1);
  } finally {
    await star.close();
  }
});

test("a printer that never answers status still gets every ticket, shown as 'Enviado'", async ({
  app,
  page,
  main,
  sandbox,
}) => {
  const [caixa] = await main.printers.start([DEMO_CASHIER_PRINTER]);
  if (!caixa) throw new Error('impressora virtual não iniciou');
  await caixa.setMode('silent');
  await desk(app, page, sandbox, { impressaoProducao: 'false' });
  const first = await newOrder(sandbox);
  const second = await newOrder(sandbox);
  await app.loginAs(DEMO.admin.usuario);

  await printFromList(page, first);
  const [one] = await jobsOn(caixa, 1, scaled(15_000));
  expect(text(one)).toContain(`PEDIDO #${first.id_pedido}`);
  await expect(row(page, first.id_pedido)).toContainText('Impresso', { timeout: scaled(15_000) });

  await printFromList(page, second);
  const [, two] = await jobsOn(caixa, 2, scaled(15_000));
  expect(text(two)).toContain(`PEDIDO #${second.id_pedido}`);
  await expect(row(page, second.id_pedido)).toContainText('Impresso', { timeout: scaled(15_000) });

  // The queue says what is known: sent to a printer that cannot confirm it.
  await page.getByRole('button', { name: 'Fila de impressão', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Fila de impressão' });
  await dialog.getByRole('tab', { name: /^Impressos hoje/ }).click();
  await expect(dialog.getByText('Enviado', { exact: true })).toHaveCount(2);
  await app.screenshot('silent-printer-queue');
  await absenceWindow(1000);
  expect(caixa.jobs.map((j) => j.lines.some((l) => l.includes('REIMPRESSÃO')))).toEqual([false, false]);
});

test("a kitchen printer set up from 'Procurar impressoras' for Produção gets no cashier ticket", async ({
  app,
  page,
  main,
  sandbox,
}) => {
  const [caixa] = await main.printers.start([DEMO_CASHIER_PRINTER]);
  const kitchen = await startVirtualPrinter({ identity: { maker: 'ELGIN', model: 'i9' } });
  try {
    main.discovery.ports = [kitchen.port];
    await desk(app, page, sandbox, { impressaoProducao: 'true' });
    await app.loginAs(DEMO.admin.usuario);
    await app.goto('/configuracoes/impressoras');
    await expect(page.getByLabel('Impressora padrão')).toBeVisible();
    await page.getByRole('button', { name: 'Procurar impressoras' }).click();
    const dialog = page.getByRole('dialog', { name: 'Procurar impressoras' });
    const name = `ELGIN 127.0.0.1:${kitchen.port}`;
    await expect(dialog.getByText('Busca concluída: 1 impressora(s).')).toBeVisible({
      timeout: scaled(15_000),
    });
    const found = dialog.locator('.printer-row', { hasText: name });
    await found.getByRole('checkbox', { name: 'Pizzas Salgadas' }).check();
    await expect(found.getByRole('checkbox', { name: 'Caixa' })).not.toBeChecked();
    await found.getByRole('button', { name: `Usar esta impressora: ${name}` }).click();
    await expect(found.getByText('Impressora salva para a produção.')).toBeVisible();
    await app.screenshot('discovery-kitchen-only');
    const saved = await page.evaluate(() => window.cashDesk.printing.getSettings());
    expect(saved.settings.impressorasCaixa).not.toContain(name);
    expect(saved.settings.impressorasProducao['12']?.impressora).toBe(name);

    const order = await newOrder(sandbox);
    await app.goto('/pedidos');
    await printFromList(page, order);
    const [production] = await jobsOn(kitchen, 1, scaled(15_000));
    expect(text(production)).toContain('Calabresa');
    const [cashier] = await jobsOn(caixa, 1, scaled(15_000));
    expect(text(cashier)).toContain(`PEDIDO #${order.id_pedido}`);
    await absenceWindow(1500);
    expect(kitchen.jobs).toHaveLength(1);
    const queue = await page.evaluate(() => window.cashDesk.printing.getQueue());
    expect(queue.printedToday.filter((j) => j.printerName === name).map((j) => j.kind)).toEqual([
      'production',
    ]);
  } finally {
    await kitchen.close();
  }
});
