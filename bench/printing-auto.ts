// Unattended printing, end to end (issue #4 §7): the desktop app in automatic accept-and-print
// mode — the built renderer in headless Chromium, the real preload bridge over the e2e harness's
// in-process IPC into the real main core — against the sandbox, printing on three virtual
// ESC/POS printers (cashier, kitchen, bar) on loopback.
//   printing.order_to_ticket.p50/.p95  control POST orders (the sandbox stores the order and
//                                      emits 'novo') → the last byte of the order's last ticket
//                                      at its printer; orders come 2.5 s apart and the time a
//                                      ticket waited for the configured delay after the previous
//                                      one on its printer is subtracted
//   printing.burst200.drain            200 orders in one go → the last ticket of all (s); the
//                                      1 s minimum delay between tickets on a printer is in it
//   printing.burst200.duplicates       tickets printed twice without the REIMPRESSÃO mark
//   printing.burst200.lost             tickets that never came out (within 10 minutes)
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Order } from '../shared/api/platform-v1';
import type { CashDeskBridge } from '../shared/bridge';
import type { LocalPrintSettings } from '../shared/printing';
import { DEMO_BAR_PRINTER, DEMO_CASHIER_PRINTER, DEMO_KITCHEN_PRINTER } from '../sandbox/print-settings';
import { startSandbox } from '../sandbox/server';
import type { Job, VirtualPrinter } from '../sandbox/virtual-printer';
import { sandboxRuntimeConfig, startWebServer } from '../scripts/web-server';
import { startDesktopHarness } from '../tests/e2e/support/desktop';
import { CHROMIUM_ARGS } from './web-start';

export interface PrintingBenchOptions {
  rootDir: string;
  executablePath: string;
  log?: (line: string) => void;
  singles?: number;
  burst?: number;
}

export interface PrintingBenchResult {
  orderToTicketMs: number[];
  burstDrainS: number;
  burstDuplicates: number;
  burstLost: number;
}

const ITEMS = [
  { nome: 'Pizza Grande Calabresa', quantidade: 1, valor_unitario: 54.9, id_cardapio_categoria: '12' },
  { nome: 'Guaraná Antarctica 2L', quantidade: 2, valor_unitario: 12.5, id_cardapio_categoria: '20' },
];
const DELAY_MS = 1000;
const BURST_LIMIT_MS = 10 * 60_000;

const orderOf = (job: Job) => /PEDIDO #(\d+)/.exec(job.lines.join('\n'))?.[1];
const isReprint = (job: Job) => job.lines.some((l) => l.includes('REIMPRESSÃO'));

interface Arrival {
  order: string;
  at: number;
  reprint: boolean;
}

async function control<T>(url: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}/control/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`control ${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) return false;
    await sleep(20);
  }
  return true;
}

export async function benchPrintingAuto(options: PrintingBenchOptions): Promise<PrintingBenchResult> {
  const log = options.log ?? (() => undefined);
  const dir = mkdtempSync(join(tmpdir(), 'cashdesk-bench-printing-'));
  const sandbox = await startSandbox({
    port: 0,
    host: '127.0.0.1',
    dbFile: join(dir, 'sandbox.sqlite'),
    log: false,
    simulate: { ordersPerMinute: 0 },
  });
  const url = sandbox.url.replace(/\/+$/, '');
  const web = await startWebServer({
    port: 0,
    rootDir: options.rootDir,
    runtimeConfig: sandboxRuntimeConfig(url),
  });
  const browser = await chromium.launch({
    executablePath: options.executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  });
  const userDataDir = join(dir, 'user-data');
  mkdirSync(userDataDir, { recursive: true });
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'pt-BR' });
  const page = await context.newPage();
  const harness = await startDesktopHarness({
    context,
    page,
    sandboxUrl: url,
    rendererOrigin: web.url,
    userDataDir,
  });
  try {
    const printers = await harness.printers.start([
      DEMO_CASHIER_PRINTER,
      DEMO_KITCHEN_PRINTER,
      DEMO_BAR_PRINTER,
    ]);
    const arrivals = new Map<VirtualPrinter, Arrival[]>();
    for (const p of printers) {
      arrivals.set(p, []);
      p.onJob((job) =>
        arrivals.get(p)?.push({ order: orderOf(job) ?? '?', at: Date.now(), reprint: isReprint(job) }),
      );
    }

    await page.goto(`${web.url}/#/login`);
    await page.getByLabel('Usuário').fill('admin');
    await page.getByLabel('Senha', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'ACESSAR' }).click();
    await page.locator('.order-list').waitFor({ timeout: 30_000 });
    await page.locator('.plug[data-connected="true"]').waitFor({ timeout: 15_000 });

    const { obj } = await control<{ obj: Record<string, unknown> }>(url, 'print-settings');
    const { id_estabelecimento: _id, sincronizado: _sync, impressora: _alias, ...cloud } = obj;
    const settings: LocalPrintSettings = {
      ...(cloud as unknown as LocalPrintSettings),
      autoAceiteImprimir: 'true',
      impressaoProducao: 'true',
      delay: DELAY_MS,
      qtdeCopia: 1,
    };
    await page.evaluate(
      (s) => (window as unknown as { cashDesk: CashDeskBridge }).cashDesk.printing.saveSettings(s),
      settings,
    );

    // ---- one order at a time
    const orderToTicketMs: number[] = [];
    for (let i = 0; i < (options.singles ?? 20); i++) {
      const t0 = Date.now();
      const res = await control<{ ids: string[]; pedido: Order }>(url, 'orders', {
        overrides: { itens: ITEMS },
      });
      const id = res.ids[0] ?? String(res.pedido.id_pedido);
      const seen = () => printers.map((p) => arrivals.get(p)?.find((a) => a.order === id));
      if (!(await until(() => seen().every(Boolean), 30_000))) throw new Error(`pedido ${id} não imprimiu`);
      let worst = 0;
      for (const p of printers) {
        const list = arrivals.get(p) ?? [];
        const index = list.findIndex((a) => a.order === id);
        const previous = list[index - 1];
        const heldForDelay = previous ? Math.max(0, previous.at + DELAY_MS - t0) : 0;
        worst = Math.max(worst, (list[index]?.at ?? t0) - t0 - heldForDelay);
      }
      orderToTicketMs.push(worst);
      await sleep(2500);
    }
    log(`  pedido→ticket: ${orderToTicketMs.map((n) => n.toFixed(0)).join(', ')} ms`);

    // ---- a burst
    const burst = options.burst ?? 200;
    for (const list of arrivals.values()) list.length = 0;
    const t0 = Date.now();
    const created = await control<{ ids: string[] }>(url, 'orders', {
      count: burst,
      status: 'PP',
      overrides: { itens: ITEMS },
    });
    const ids = new Set(created.ids.map(String));
    const distinct = (p: VirtualPrinter) =>
      new Set((arrivals.get(p) ?? []).filter((a) => !a.reprint && ids.has(a.order)).map((a) => a.order)).size;
    let lastReport = Date.now();
    await until(() => {
      if (Date.now() - lastReport > 15_000) {
        lastReport = Date.now();
        log(`  rajada: ${printers.map(distinct).join(' / ')} de ${burst}`);
      }
      return printers.every((p) => distinct(p) === burst);
    }, BURST_LIMIT_MS);
    const all = [...arrivals.values()].flat();
    const burstDrainS = (Math.max(...all.map((a) => a.at)) - t0) / 1000;
    let burstDuplicates = 0;
    let burstLost = 0;
    for (const p of printers) {
      const firsts = (arrivals.get(p) ?? []).filter((a) => !a.reprint).map((a) => a.order);
      burstDuplicates += firsts.length - new Set(firsts).size;
      burstLost += burst - distinct(p);
    }
    return { orderToTicketMs, burstDrainS, burstDuplicates, burstLost };
  } finally {
    await harness.dispose();
    await browser.close();
    await web.close();
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
