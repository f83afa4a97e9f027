// Printing through the real bridge into the real main printing core (desktop mode): the print
// settings saved in main, an order from the sandbox printed on virtual ESC/POS printers — the
// cashier ticket and one production ticket per routed category, each exactly once.
import type { Page } from '@playwright/test';
import type { Order } from '../../shared/api/platform-v1';
import { liveOrderSchema } from '../../shared/api/live-order';
import type { PrintCategory } from '../../shared/bridge';
import type { PrintQueueUpdate } from '../../shared/print-queue-update';
import {
  DEMO_BAR_PRINTER,
  DEMO_CASHIER_PRINTER,
  DEMO_KITCHEN_PRINTER,
} from '../../sandbox/print-settings/service';
import { expect, test } from './fixtures';
import {
  cloudPrintSettings,
  jobsOn,
  saveCloudPrintSettings,
  startDemoPrinters,
  ticketText as text,
} from './support/printing';
import { absenceWindow, scaled } from './support/timeouts';

test.use({ mode: 'desktop' });

declare global {
  interface Window {
    printQueues: PrintQueueUpdate[];
  }
}

/** The demo store's menu categories that print in the kitchen and at the bar. */
const CATEGORIES: PrintCategory[] = [
  { id: '12', name: 'Pizzas Salgadas' },
  { id: '20', name: 'Bebidas' },
];

/** Prints the sandbox's order as the desk does: read with the live order schema first. */
async function printOrder(page: Page, order: Order) {
  return page.evaluate(([o, categories]) => window.cashDesk.printing.printOrder(o, { categories }), [
    liveOrderSchema.parse(order),
    CATEGORIES,
  ] as const);
}

test('an order prints its cashier and production tickets exactly once', async ({
  app,
  page,
  main,
  sandbox,
}) => {
  const { caixa, cozinha, bar } = await startDemoPrinters(main);
  await app.goto('/login');
  await page.evaluate(() => {
    window.printQueues = [];
    window.cashDesk.printing.onQueueChanged((queue) => window.printQueues.push(queue));
  });

  // The renderer's automatic accept is not under test here (off in the copied settings).
  const settings = await cloudPrintSettings(sandbox);
  const saved = await page.evaluate((s) => window.cashDesk.printing.saveSettings(s), settings);
  expect(saved.settings.impressorasCaixa).toEqual([DEMO_CASHIER_PRINTER]);
  expect((await page.evaluate(() => window.cashDesk.printing.getSettings())).settings).toEqual(settings);
  const printers = await page.evaluate(() => window.cashDesk.printing.listPrinters());
  expect(printers.printers.map((p) => p.name)).toEqual(
    expect.arrayContaining([DEMO_CASHIER_PRINTER, DEMO_KITCHEN_PRINTER, DEMO_BAR_PRINTER]),
  );

  // Template 0: a pizza (category 12 → kitchen) and a drink (20 → bar).
  const { pedido } = await sandbox.control<{ pedido: Order }>('orders', { template: 0, emit: false });
  expect(await printOrder(page, pedido)).toEqual({ ok: true, queued: 3, skippedCategories: [] });

  const [cashier] = await jobsOn(caixa, 1);
  const [kitchen] = await jobsOn(cozinha, 1);
  const [drinks] = await jobsOn(bar, 1);
  expect(text(cashier)).toContain(`PEDIDO #${pedido.id_pedido}`);
  expect(text(cashier)).toContain('Pizza Grande Calabresa');
  expect(text(kitchen)).toContain('Pizzas');
  expect(text(kitchen)).toContain('Calabresa');
  expect(text(kitchen)).not.toContain('Guaraná');
  expect(text(drinks)).toContain('Bebidas');
  expect(text(drinks)).toContain('Guaraná');
  for (const job of [cashier, kitchen, drinks]) expect(text(job)).not.toContain('REIMPRESSÃO');

  // Asked again (a second click, a reconnect): nothing prints twice.
  expect(await printOrder(page, pedido)).toEqual({ ok: true, queued: 0, skippedCategories: [] });
  await absenceWindow(1500);
  expect([caixa.jobs.length, cozinha.jobs.length, bar.jobs.length]).toEqual([1, 1, 1]);

  const queue = await page.evaluate(() => window.cashDesk.printing.getQueue());
  expect(queue.pending).toEqual([]);
  expect(queue.failed).toEqual([]);
  expect(queue.alerts).toEqual([]);
  expect(queue.printedToday.map((j) => [j.label, j.printerName, j.state])).toEqual([
    ['Caixa', DEMO_CASHIER_PRINTER, 'printed'],
    ['Pizzas Salgadas', DEMO_KITCHEN_PRINTER, 'printed'],
    ['Bebidas', DEMO_BAR_PRINTER, 'printed'],
  ]);
  // The queue screen heard about it without asking.
  await main.flush();
  // Each push carries what changed (shared/print-queue-update.ts): the three printed tickets came by them.
  const heard = await page.evaluate(() =>
    window.printQueues.flatMap((u) =>
      'from' in u
        ? u.put.filter((p) => p.list === 'printedToday').map((p) => p.job.key)
        : u.printedToday.map((j) => j.key),
    ),
  );
  expect(new Set(heard).size).toBe(3);
  expect((await page.evaluate(() => window.cashDesk.printing.getQueue())).printedToday).toHaveLength(3);
});

test('a job for a printer nobody configured waits with the reason, then prints once it exists', async ({
  app,
  page,
  main,
  sandbox,
}) => {
  await app.goto('/login');
  await saveCloudPrintSettings(page, sandbox, { impressaoProducao: 'false' });
  const { pedido } = await sandbox.control<{ pedido: Order }>('orders', { template: 0, emit: false });
  expect(await printOrder(page, pedido)).toMatchObject({ ok: true, queued: 1 });

  const message = `Impressora ${DEMO_CASHIER_PRINTER} não encontrada. Verifique as configurações de impressão.`;
  await expect
    .poll(async () => (await page.evaluate(() => window.cashDesk.printing.getQueue())).alerts, {
      timeout: scaled(15_000),
    })
    .toEqual([{ printerName: DEMO_CASHIER_PRINTER, message, waitingJobs: 1, problem: null }]);

  // The printer is added: the waiting job prints on its next retry, once.
  const [caixa] = await main.printers.start([DEMO_CASHIER_PRINTER]);
  const [cashier] = await jobsOn(caixa, 1);
  expect(text(cashier)).toContain(`PEDIDO #${pedido.id_pedido}`);
  await absenceWindow(1000);
  expect(caixa?.jobs).toHaveLength(1);
});

test('a ticket cut off by the cover opened mid-ticket waits for the fix, then comes out again marked REIMPRESSÃO', async ({
  app,
  page,
  main,
  sandbox,
}) => {
  const { caixa, cozinha, bar } = await startDemoPrinters(main);
  await app.goto('/login');
  await page.evaluate((s) => window.cashDesk.printing.saveSettings(s), await cloudPrintSettings(sandbox));
  // About 40 bytes into the kitchen ticket (past the status query its connection starts with).
  cozinha?.problemAfter('cover-open', 50);
  const { pedido } = await sandbox.control<{ pedido: Order }>('orders', { template: 0, emit: false });
  expect(await printOrder(page, pedido)).toEqual({ ok: true, queued: 3, skippedCategories: [] });

  const [swallowed] = await jobsOn(cozinha, 1);
  expect(swallowed?.printed).toBe(false);
  // Held under the printer's problem, as the banner names it; nothing more sent meanwhile.
  await expect
    .poll(async () => (await page.evaluate(() => window.cashDesk.printing.getQueue())).alerts, {
      timeout: scaled(15_000),
    })
    .toEqual([
      {
        printerName: DEMO_KITCHEN_PRINTER,
        message: `Impressora ${DEMO_KITCHEN_PRINTER} com a tampa aberta`,
        waitingJobs: 1,
        problem: 'cover-open',
      },
    ]);
  expect(cozinha?.jobs).toHaveLength(1);

  await cozinha?.setMode('online');
  // It comes out once the printer answers again (how soon is the printing bench's to say).
  const [, again] = await jobsOn(cozinha, 2, scaled(30_000));
  expect(again?.printed).toBe(true);
  expect(text(again)).toContain('REIMPRESSÃO');
  expect(text(again)).toContain('Calabresa');
  // The others came out once, unmarked.
  const [cashier] = await jobsOn(caixa, 1);
  const [drinks] = await jobsOn(bar, 1);
  for (const job of [cashier, drinks]) expect(text(job)).not.toContain('REIMPRESSÃO');
  await absenceWindow(1500);
  expect([caixa?.jobs.length, cozinha?.jobs.length, bar?.jobs.length]).toEqual([1, 2, 1]);
});
