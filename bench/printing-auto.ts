// Unattended printing, end to end (issue #4 §7): the desktop app in automatic accept-and-print
// mode — the built renderer in headless Chromium, the real preload bridge over the e2e harness's
// in-process IPC into the real main core — against the sandbox, printing on three virtual
// ESC/POS printers (cashier, kitchen, bar) on loopback. The sandbox and the printers run in
// processes of their own (sandbox-process.ts, printer-process.ts say why).
//   printing.order_to_ticket.p50/.p95  control POST orders (the sandbox stores the order and
//                                      emits 'novo') → the last byte of the order's last ticket
//                                      at its printer; orders come 2.5 s apart and the time a
//                                      ticket waited for the configured delay after the previous
//                                      one on its printer is subtracted; measured once the orders
//                                      found at login are printed (startup-prints.ts)
//   printing.order_to_ticket_silent.p95 the same with the kitchen printer never answering a
//                                      status query (issue 32 §2); the first orders, which find
//                                      it silent (each waits the status timeout), are a warm-up,
//                                      logged and not counted
//   printing.burst200.drain            200 orders in one go → the last ticket of all (s); the
//                                      1 s minimum delay between tickets on a printer is in it
//   printing.burst200.duplicates       tickets printed twice without the REIMPRESSÃO mark
//   printing.burst200.lost             tickets that never came out (within 10 minutes)
//   orders.long_tasks_burst200         main-thread tasks over 50 ms in the renderer (PerformanceObserver
//                                      'longtask') from the burst's creation until its last ticket
// Logged with it: the React commits the renderer made meanwhile (a stand-in for the React
// DevTools hook counts them), a count the machine's load does not change.
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { Order } from '../shared/api/platform-v1';
import {
  DEMO_BAR_PRINTER,
  DEMO_CASHIER_PRINTER,
  DEMO_KITCHEN_PRINTER,
} from '../sandbox/print-settings/service';
import type { DesktopHarness } from '../tests/e2e/support/desktop';
import { AUTO_PRINT, saveCloudPrintSettings, TWO_CATEGORY_ITEMS } from '../tests/e2e/support/printing';
import { startPrinterProcess, type PrinterProcess } from './printer-process';
import { settleStartupPrints } from './startup-prints';
import { loginAsAdmin, openDesktop, startBenchStack, until } from './support';

const DEMO_PRINTERS = [DEMO_CASHIER_PRINTER, DEMO_KITCHEN_PRINTER, DEMO_BAR_PRINTER];

export interface PrintingBenchOptions {
  rootDir: string;
  executablePath: string;
  log?: (line: string) => void;
  singles?: number;
  burst?: number;
  /** Places (0 cashier, 1 kitchen, 2 bar) of printers that never answer status. */
  silent?: readonly number[];
  /** Orders printed before the measured ones, not counted. */
  warmup?: number;
}

export interface PrintingBenchResult {
  orderToTicketMs: number[];
  burstDrainS: number;
  burstDuplicates: number;
  burstLost: number;
  /** The renderer's long tasks (ms each) during the burst. */
  burstLongTasksMs: number[];
}

const DELAY_MS = AUTO_PRINT.delay;
const BURST_LIMIT_MS = 10 * 60_000;

interface Arrival {
  order: string;
  at: number;
  reprint: boolean;
}

type BurstWindow = Window & { __longTasks?: number[]; __reactCommits?: number };

/**
 * React announces every commit to the DevTools global hook when one is installed before it loads
 * (production builds too): a minimal hook that only counts them.
 */
async function countReactCommits(page: Page): Promise<void> {
  // A string: the bench's transpiler names functions with a helper the page does not have.
  await page.addInitScript({
    content: `window.__reactCommits = 0;
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject() { return 1; },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() { window.__reactCommits += 1; },
        onPostCommitFiberRoot() {},
        onCommitFiberUnmount() {},
      };`,
  });
}

const medianOf = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function benchPrintingAuto(options: PrintingBenchOptions): Promise<PrintingBenchResult> {
  const log = options.log ?? (() => undefined);
  const stack = await startBenchStack({
    name: 'printing',
    rootDir: options.rootDir,
    executablePath: options.executablePath,
    chromiumArgs: ['--autoplay-policy=no-user-gesture-required'],
    sandboxProcess: true,
  });
  const { sandbox, web } = stack;
  let harness: DesktopHarness | undefined;
  let printerProcess: PrinterProcess | undefined;
  try {
    const desk = await openDesktop(stack, {}, countReactCommits);
    harness = desk.harness;
    const { page } = desk;
    // The demo's cashier, kitchen and bar printers, as devices of their own (printer-process.ts).
    printerProcess = await startPrinterProcess(DEMO_PRINTERS.length, { silent: options.silent ?? [] });
    const registry = harness.core.printing?.registry;
    if (!registry) throw new Error('main foi criado sem impressão');
    printerProcess.printers.forEach(({ host, port }, i) =>
      registry.save({
        name: DEMO_PRINTERS[i] ?? '',
        connection: { kind: 'tcp', host, port },
        codePage: 'cp860',
      }),
    );
    const printers = printerProcess.printers.map((_, i) => i);
    const arrivals = new Map<number, Arrival[]>(printers.map((i) => [i, []]));
    printerProcess.onTicket((t) =>
      arrivals.get(t.printer)?.push({ order: t.order, at: t.at, reprint: t.reprint }),
    );

    await loginAsAdmin(page, web.url);
    await page.locator('.plug[data-connected="true"]').waitFor({ timeout: 15_000 });
    await saveCloudPrintSettings(page, sandbox, AUTO_PRINT);
    // The orders waiting at login print first (startup-prints.ts says why that matters).
    await settleStartupPrints(
      () => harness?.core.printing?.service.busy() ?? false,
      () => Math.max(0, ...[...arrivals.values()].flat().map((a) => a.at)),
    );

    // ---- one order at a time
    const orderToTicketMs: number[] = [];
    const warmup = options.warmup ?? 0;
    const warmupMs: number[] = [];
    const perPrinter = new Map<number, number[]>(printers.map((p) => [p, []]));
    for (let i = 0; i < warmup + (options.singles ?? 20); i++) {
      const t0 = Date.now();
      const res = await sandbox.control<{ ids: string[]; pedido: Order }>('orders', {
        overrides: { itens: TWO_CATEGORY_ITEMS },
      });
      const id = res.ids[0] ?? String(res.pedido.id_pedido);
      const seen = () => printers.map((p) => arrivals.get(p)?.find((a) => a.order === id));
      if (!(await until(() => seen().every(Boolean), 30_000))) throw new Error(`pedido ${id} não imprimiu`);
      let worst = 0;
      const counted = i >= warmup;
      for (const p of printers) {
        const list = arrivals.get(p) ?? [];
        const index = list.findIndex((a) => a.order === id);
        const previous = list[index - 1];
        const heldForDelay = previous ? Math.max(0, previous.at + DELAY_MS - t0) : 0;
        const took = (list[index]?.at ?? t0) - t0 - heldForDelay;
        if (counted) perPrinter.get(p)?.push(took);
        worst = Math.max(worst, took);
      }
      (i < warmup ? warmupMs : orderToTicketMs).push(worst);
      await sleep(2500);
    }
    if (warmup > 0) log(`  aquecimento (não contado): ${warmupMs.map((n) => n.toFixed(0)).join(', ')} ms`);
    if (orderToTicketMs.length > 0) {
      log(`  pedido→ticket: ${orderToTicketMs.map((n) => n.toFixed(0)).join(', ')} ms`);
      const each = printers.map((p) => medianOf(perPrinter.get(p) ?? []).toFixed(0));
      log(`  mediana por impressora (caixa, cozinha, bar): ${each.join(', ')} ms`);
    }

    // ---- a burst (none when 0: `npm run bench -- printing.order_to_ticket`)
    const burst = options.burst ?? 200;
    if (burst === 0) {
      return {
        orderToTicketMs,
        burstDrainS: Number.NaN,
        burstDuplicates: 0,
        burstLost: 0,
        burstLongTasksMs: [],
      };
    }
    for (const list of arrivals.values()) list.length = 0;
    const commitsBefore = await page.evaluate(() => (window as BurstWindow).__reactCommits ?? 0);
    await page.evaluate(() => {
      const w = window as BurstWindow;
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks?.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    // BENCH_BURST_PROFILE=<file>: the renderer's CPU profile during the burst (DevTools format),
    // to see which work makes each long task (scripts/longtask-profile.mjs reads it).
    const profileTo = process.env.BENCH_BURST_PROFILE;
    const cdp = profileTo ? await page.context().newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    const t0 = Date.now();
    const created = await sandbox.control<{ ids: string[] }>('orders', {
      count: burst,
      status: 'PP',
      overrides: { itens: TWO_CATEGORY_ITEMS },
    });
    const ids = new Set(created.ids.map(String));
    const distinct = (p: number) =>
      new Set((arrivals.get(p) ?? []).filter((a) => !a.reprint && ids.has(a.order)).map((a) => a.order)).size;
    let lastReport = Date.now();
    // The profile stops at nine tenths of the tickets: a straggler's wait adds nothing to it.
    let profiled: Promise<void> | null = null;
    const stopProfile = async () => {
      if (!cdp || !profileTo) return;
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(profileTo, JSON.stringify(profile));
      await cdp.detach();
      const so_far = await page.evaluate(
        () => (window as Window & { __longTasks?: number[] }).__longTasks ?? [],
      );
      log(`  perfil da CPU do renderer: ${profileTo} (${so_far.length} tarefas longas até aqui)`);
    };
    await until(() => {
      if (!profiled && printers.every((p) => distinct(p) >= burst * 0.9)) profiled = stopProfile();
      if (Date.now() - lastReport > 15_000) {
        lastReport = Date.now();
        log(`  rajada: ${printers.map(distinct).join(' / ')} de ${burst}`);
      }
      return printers.every((p) => distinct(p) === burst);
    }, BURST_LIMIT_MS);
    const burstLongTasksMs = await page.evaluate(
      () => (window as Window & { __longTasks?: number[] }).__longTasks ?? [],
    );
    await (profiled ?? stopProfile());
    log(
      `  tarefas longas no renderer: ${burstLongTasksMs.map((n) => n.toFixed(0)).join(', ') || 'nenhuma'} ms`,
    );
    const commits = (await page.evaluate(() => (window as BurstWindow).__reactCommits ?? 0)) - commitsBefore;
    log(`  commits do React durante a rajada: ${commits}`);
    const all = [...arrivals.values()].flat();
    const burstDrainS = (Math.max(...all.map((a) => a.at)) - t0) / 1000;
    let burstDuplicates = 0;
    let burstLost = 0;
    for (const p of printers) {
      const firsts = (arrivals.get(p) ?? []).filter((a) => !a.reprint).map((a) => a.order);
      burstDuplicates += firsts.length - new Set(firsts).size;
      burstLost += burst - distinct(p);
    }
    return { orderToTicketMs, burstDrainS, burstDuplicates, burstLost, burstLongTasksMs };
  } finally {
    await harness?.dispose();
    await printerProcess?.close();
    await stack.close();
  }
}
