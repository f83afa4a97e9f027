// Web mode's printing as a store runs it: one virtual ESC/POS printer behind the real local print
// host (main/printing/host.ts, the same system `npm start` runs), which the page reaches at the
// local module's fixed ports. The host listens on free ports so parallel workers don't collide;
// the page's calls to the fixed ports are forwarded to them. The host answers the desk's own web
// origin only, and the page is paired with it (its pairing code in localStorage, as typed once in
// Configurações > Impressoras) before it loads.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { startPrintHost, type PrintHost } from '../../../main/printing/host';
import { LOCAL_PRINT_PORTS } from '../../../shared/printing';
import { PAIRING_KEY } from '../../../renderer/src/platform/webPrintPairing';
import { startVirtualPrinter, type VirtualPrinter } from '../../../sandbox/virtual-printer';
import { createMemoryLogger } from '../../support/logger';
import { test } from '../fixtures';

/** Sends the page's calls to a module port on to the host's real port (method, headers, body). */
async function forwardModule(page: Page, fixedPort: number, realPort: number | null): Promise<void> {
  if (realPort === null) throw new Error(`o host não abriu a porta do módulo ${fixedPort}`);
  await page.route(`http://127.0.0.1:${fixedPort}/**`, async (route) => {
    const url = route.request().url().replace(`:${fixedPort}/`, `:${realPort}/`);
    await route.fulfill({ response: await route.fetch({ url }) });
  });
}

export interface WebPrintRig {
  /** The printer of the running test (a fresh one per test). */
  readonly printer: VirtualPrinter;
  /** The second printer, when the file asked for one (a kitchen's). */
  readonly kitchen: VirtualPrinter;
}

/**
 * Starts a printer named `printerName` (and one named `kitchenName`, if given) and their print
 * host before each test of the file.
 */
export function useWebPrintHost(printerName: string, kitchenName?: string): WebPrintRig {
  let printer: VirtualPrinter | undefined;
  let kitchen: VirtualPrinter | undefined;
  let host: PrintHost | undefined;

  test.beforeEach(async ({ page, web }, testInfo) => {
    printer = await startVirtualPrinter();
    kitchen = kitchenName === undefined ? undefined : await startVirtualPrinter();
    const dataDir = testInfo.outputPath('print-host');
    mkdirSync(dataDir, { recursive: true });
    host = await startPrintHost({
      dataDir,
      ports: { aiboo: 0, nat: 0 },
      webOrigins: [web.url],
      env: {
        CASHDESK_DEV_PRINTERS: JSON.stringify([
          { name: printerName, host: printer.host, port: printer.port },
          ...(kitchen ? [{ name: kitchenName, host: kitchen.host, port: kitchen.port }] : []),
        ]),
      },
      log: createMemoryLogger(),
    });
    await page.addInitScript(
      ([key, token]) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, token);
      },
      [PAIRING_KEY, host.token] as const,
    );
    await forwardModule(page, LOCAL_PRINT_PORTS.aiboo, host.ports.aiboo);
    await forwardModule(page, LOCAL_PRINT_PORTS.nat, host.ports.nat);
  });

  test.afterEach(async () => {
    await host?.close();
    await printer?.close();
    await kitchen?.close();
  });

  return {
    get printer() {
      if (!printer) throw new Error('a impressora virtual só existe durante um teste');
      return printer;
    },
    get kitchen() {
      if (!kitchen) throw new Error('a impressora da cozinha só existe durante um teste que a pediu');
      return kitchen;
    },
  };
}

/** Web mode's print settings, kept in localStorage as the printers screen keeps them. */
export async function setWebPrintSettings(page: Page, settings: Record<string, string>): Promise<void> {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, settings);
}
