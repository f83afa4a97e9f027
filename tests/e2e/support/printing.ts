// Printing helpers shared by the desktop printing specs: the demo store's virtual printers, its
// cloud print settings copied into main, and the tickets the virtual printers received.
import { expect, type Page } from '@playwright/test';
import type { CashDeskBridge } from '../../../shared/bridge';
import type { LocalPrintSettings } from '../../../shared/printing';
import {
  DEMO_BAR_PRINTER,
  DEMO_CASHIER_PRINTER,
  DEMO_KITCHEN_PRINTER,
} from '../../../sandbox/print-settings/service';
import type { Job, VirtualPrinter } from '../../../sandbox/virtual-printer';
import type { DesktopHarness } from './desktop';
import type { TestSandbox } from './sandbox';
import { scaled, TIMEOUTS } from './timeouts';

declare global {
  interface Window {
    /** The bridge the desktop harness installs (the real preload's createBridge). */
    cashDesk: CashDeskBridge;
  }
}

/** The demo store's three printers (cashier, kitchen, bar) started as virtual ESC/POS printers. */
export async function startDemoPrinters(main: DesktopHarness) {
  const [caixa, cozinha, bar] = await main.printers.start([
    DEMO_CASHIER_PRINTER,
    DEMO_KITCHEN_PRINTER,
    DEMO_BAR_PRINTER,
  ]);
  if (!caixa || !cozinha || !bar) throw new Error('impressoras virtuais não iniciaram');
  return { caixa, cozinha, bar };
}

/**
 * The cashier printer alone as a virtual printer (production tickets off), its settings saved in
 * main from the login page; the caller then makes its orders and logs in.
 */
export async function cashierOnly(
  app: { goto(route: string): Promise<unknown> },
  page: Page,
  main: DesktopHarness,
  sandbox: TestSandbox,
): Promise<VirtualPrinter> {
  const [caixa] = await main.printers.start([DEMO_CASHIER_PRINTER]);
  if (!caixa) throw new Error('impressora virtual não iniciou');
  await app.goto('/login');
  await saveCloudPrintSettings(page, sandbox, { impressaoProducao: 'false' });
  return caixa;
}

/**
 * The demo store's cloud print settings as "sync with cloud" copies them (everything but the
 * store id, the sync flag and the alias), automatic accept off unless `patch` turns it on.
 */
export async function cloudPrintSettings(
  sandbox: TestSandbox,
  patch: Partial<LocalPrintSettings> = {},
): Promise<LocalPrintSettings> {
  const { obj } = await sandbox.control<{ obj: Record<string, unknown> }>('print-settings');
  const { id_estabelecimento: _id, sincronizado: _sync, impressora: _alias, ...cloud } = obj;
  return { ...(cloud as unknown as LocalPrintSettings), autoAceiteImprimir: 'false', ...patch };
}

/** Saves the cloud print settings (with `patch`) in main through the bridge. */
export async function saveCloudPrintSettings(
  page: Page,
  sandbox: TestSandbox,
  patch: Partial<LocalPrintSettings> = {},
) {
  const settings = await cloudPrintSettings(sandbox, patch);
  return page.evaluate((s) => window.cashDesk.printing.saveSettings(s), settings);
}

/** Waits until `printer` has received `count` tickets and returns them (`timeout` stretched by E2E_TIME_SCALE). */
export async function jobsOn(
  printer: VirtualPrinter | undefined,
  count: number,
  timeout?: number,
): Promise<Job[]> {
  await expect
    .poll(() => printer?.jobs.length ?? 0, { timeout: timeout ? scaled(timeout) : TIMEOUTS.expect })
    .toBe(count);
  return printer?.jobs ?? [];
}

/** A ticket's text, one line per printed row. */
export const ticketText = (job: Job | undefined) => (job?.lines ?? []).join('\n');

/** The order number a ticket prints ('PEDIDO #123'). */
export const orderNumber = (job: Job | undefined) => /PEDIDO #(\d+)/.exec(ticketText(job))?.[1];

/** A cancel slip ('CANCELADO' on a line of its own). */
export const isSlip = (job: Job) => job.lines.some((l) => l.trim() === 'CANCELADO');

/** Waits until the desk's print queue holds an order's cancel slip for `printerName`, not yet out. */
export async function expectCancelSlipWaiting(page: Page, orderId: string, printerName: string) {
  await expect
    .poll(
      async () => {
        const queue = await page.evaluate(() => window.cashDesk.printing.getQueue());
        return queue.pending.some(
          (j) => j.orderId === orderId && j.kind === 'cancel' && j.printerName === printerName,
        );
      },
      { timeout: scaled(30_000), message: `aviso de cancelamento na fila de ${printerName}` },
    )
    .toBe(true);
}

/** A ticket printed again on purpose says so. */
export const isReprint = (job: Job) => job.lines.some((l) => l.includes('REIMPRESSÃO'));

/** The station's number a ticket carries ('Nº 37' on a line of its own, issue 33 §1). */
export function stationNumber(job: Job): number | undefined {
  for (const line of job.lines) {
    const found = /^\s*Nº (\d+)\s*$/.exec(line);
    if (found) return Number(found[1]);
  }
  return undefined;
}

/**
 * A station's numbers on paper are 1..n, each on one first (unmarked) ticket, none missing. A
 * REIMPRESSÃO repeats its ticket's number; it counts only for a number whose first ticket never
 * came out whole (cut off by a restart, so the printer kept nothing of it).
 */
export function expectStationNumbers(name: string, jobs: readonly Job[]) {
  const firsts = jobs.filter((j) => !isReprint(j)).map(stationNumber);
  expect(firsts.filter((n) => n === undefined).length, `${name}: cupons sem Nº`).toBe(0);
  const repeated = firsts.filter((n, i) => firsts.indexOf(n) !== i);
  expect(repeated, `${name}: Nº repetidos`).toEqual([]);
  const all = new Set([...firsts, ...jobs.filter(isReprint).map(stationNumber)]);
  const sorted = [...all].sort((a, b) => (a ?? 0) - (b ?? 0));
  expect(sorted, `${name}: Nº de 1 a n, sem falhas`).toEqual(sorted.map((_, i) => i + 1));
}

/** Demo menu categories: 12 Pizzas Salgadas → kitchen, 20 Bebidas → bar (sandbox/print-settings/service.ts). */
export const TWO_CATEGORY_ITEMS = [
  { nome: 'Pizza Grande Calabresa', quantidade: 1, valor_unitario: 54.9, id_cardapio_categoria: '12' },
  { nome: 'Guaraná Antarctica 2L', quantidade: 2, valor_unitario: 12.5, id_cardapio_categoria: '20' },
];

/** Automatic accept and print on, production tickets on, one copy, 1 s between tickets. */
export const AUTO_PRINT = {
  autoAceiteImprimir: 'true',
  impressaoProducao: 'true',
  delay: 1000,
  qtdeCopia: 1,
} satisfies Partial<LocalPrintSettings>;
