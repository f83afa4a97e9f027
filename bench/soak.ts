// A week at the counter in minutes (issue 21 §1, §4; issue 36 §3): the real main core in a process
// of its own (bench/soak-desk.ts: the real preload bridge, its IPC crossing to that process) and
// the built renderer in headless Chromium, against the sandbox, printing automatically on two
// virtual printers (cashier and kitchen). Time moves on three clocks kept in step: the page's
// (Playwright's page.clock), main's (a compressed clock: 25× the wall clock between moves,
// bench/soak-clock.ts) and the sandbox's (its `now` plus the same offset; its opening-hours clock
// set through the control API at every move). The store's busiest two hours of each day
// (RUN_THROUGH_HOURS) are run through: page.clock.runFor and main's clock.runFor, a minute at a
// time, fire every timer as often as real time would; the rest of the day is jumped
// (fastForward: each due timer once). Sessions stay on
// the wall clock (sessionNow): the platform's 12 h session would otherwise log the desk out twice
// a simulated day. Between moves main's clock gains 24× the wall time on the others; each move
// takes main to the page's moment, never back (jumpTo/runTo), so the gain stays within an hour's
// work instead of adding up (added up, one week's run had main ~8 hours ahead by day 3, where five
// orders' copies were gone before they printed: 'Pedido indisponível para impressão').
// Each simulated day: 300 orders (25 an hour, 10:00–22:00) accepted and printed automatically,
// then sent out and delivered; 40 chat messages; 10 drops of the store socket; 3 printer faults
// (paper-out or offline, then back); the store opened at 10:00 and closed at 22:00 by its hours
// (auto open/close); a midnight. Day 3 ends with the PC asleep for 8 hours (sleepPc).
// Measured at each day's end, after the midnight: the renderer's JS heap after a forced GC (CDP),
// DOM nodes (CDP Memory.getDOMCounters, detached ones included), main's process RSS and heap
// after a forced GC, the user-data dir on disk, 'novo' → row for two orders an hour, and the
// timer firings (main's and the page's) of the day and of its run-through hours.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';
import type { OrderHistory } from '../sandbox/orders/history-repo';
import type { VirtualPrinter } from '../sandbox/virtual-printer';
import { isReprint, orderNumber, saveCloudPrintSettings } from '../tests/e2e/support/printing';
import { DEMO } from '../tests/e2e/support/sandbox';
import { DEMO_CASHIER_PRINTER, DEMO_KITCHEN_PRINTER } from '../sandbox/print-settings/service';
import { DEMO_WEEK } from '../sandbox/store-settings/seed';
import { openSoakDesk, type SoakDesk } from './soak-desk';
import { loginAsAdmin, percentile, startBenchStack, until, type BenchRunOptions } from './support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Main's clock runs this many times faster than the wall clock between jumps. */
const MAIN_SCALE = 25;
const OPEN_HOUR = 10;
const CLOSE_HOUR = 22;
/** The store's busiest two hours (the dinner rush), run through: every timer fires as in real time. */
export const RUN_THROUGH_HOURS: readonly number[] = [19, 20];
/** The run-through's step: the page and main move a minute at a time, in step with each other. */
const RUN_STEP_MS = 60_000;
/** Orders per hour timed alone from the sandbox's 'novo' to their row (the event_to_row figure). */
const SINGLES_PER_HOUR = 2;
/** Pizza only: category 12 prints in the kitchen (the demo's bar category would need a third printer). */
const KITCHEN_ITEMS = [
  { nome: 'Pizza Grande Calabresa', quantidade: 1, valor_unitario: 54.9, id_cardapio_categoria: '12' },
];
/** Each order: pizza only, with chat on (the customers' 40 messages a day go to these orders). */
const ORDER_OVERRIDES = { itens: KITCHEN_ITEMS, chat_enabled: true };

export interface SoakOptions extends BenchRunOptions {
  days?: number;
  ordersPerDay?: number;
  chatsPerDay?: number;
  dropsPerDay?: number;
}

/** One day's end, after its midnight. */
export interface DaySample {
  rendererHeapBytes: number;
  domNodes: number;
  /** Main's process, after a forced GC. */
  mainRssBytes: number;
  mainHeapBytes: number;
  diskBytes: number;
  /** Each timed order's 'novo' → row, this day. */
  eventToRowMs: number[];
  sizes: Record<SizeKind, number>;
  /** Timer callbacks run this day, main's and the page's. */
  firings: { main: number; renderer: number };
  /** Of which in the run-through hours, and how many simulated ms those were. */
  runThrough: { main: number; renderer: number; ms: number };
}

export type SizeKind = 'logs' | 'journal' | 'print_orders' | 'orders_cache' | 'chat_cache' | 'other';

export interface SoakResult {
  days: DaySample[];
  ticketsMissing: number;
  ticketsDuplicated: number;
  orders: number;
}

const realSleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const pad = (n: number) => String(n).padStart(2, '0');
/** The sandbox's control clock takes local date-times. */
function localIso(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * Which §4 bucket a file in the user-data dir belongs to: main's logs, the print journal (snapshot,
 * append-only log and its rotated part), the journal's order copies, the offline orders cache. The
 * desk keeps no chat on disk (the chat lives in the renderer's memory): chat_cache stays 0 unless
 * a chat file appears.
 */
export function sizeKind(path: string): SizeKind {
  if (path.startsWith('logs/')) return 'logs';
  if (/(^|\/)print-journal\.json/.test(path)) return 'journal';
  if (/(^|\/)print-orders\//.test(path)) return 'print_orders';
  if (/(^|\/)orders-cache\.json/.test(path)) return 'orders_cache';
  if (/chat/i.test(path)) return 'chat_cache';
  return 'other';
}

function diskUsage(dir: string): { total: number; sizes: Record<SizeKind, number> } {
  const sizes: Record<SizeKind, number> = {
    logs: 0,
    journal: 0,
    print_orders: 0,
    orders_cache: 0,
    chat_cache: 0,
    other: 0,
  };
  let total = 0;
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const bytes = statSync(full).size;
        total += bytes;
        sizes[sizeKind(relative(dir, full))] += bytes;
      }
    }
  };
  walk(dir);
  return { total, sizes };
}

async function rendererMemory(page: Page): Promise<{ heap: number; nodes: number }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    const { nodes } = (await cdp.send('Memory.getDOMCounters')) as { nodes: number };
    return { heap: usedSize, nodes };
  } finally {
    await cdp.detach();
  }
}

export async function benchSoak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? (() => undefined);
  const days = options.days ?? 7;
  const ordersPerDay = options.ordersPerDay ?? 300;
  const chatsPerDay = options.chatsPerDay ?? 40;
  const dropsPerDay = options.dropsPerDay ?? 10;
  const openHours = CLOSE_HOUR - OPEN_HOUR;
  const perHour = Math.ceil(ordersPerDay / openHours);

  // Day 1 starts at 09:00 local, a week from the real date (so nothing collides with the seed).
  const first = new Date(Date.now() + 7 * DAY);
  const start = new Date(first.getFullYear(), first.getMonth(), first.getDate(), 9).getTime();
  /** Simulated minus real, for the page and the sandbox; grows with every jump. */
  let offset = start - Date.now();
  const simNow = () => Date.now() + offset;

  const stack = await startBenchStack({
    name: 'soak',
    rootDir: options.rootDir,
    executablePath: options.executablePath,
    chromiumArgs: ['--autoplay-policy=no-user-gesture-required'],
    sandbox: { now: () => new Date(simNow()), sessionNow: () => new Date() },
  });
  const { sandbox, web } = stack;
  let desk: SoakDesk | undefined;
  try {
    desk = await openSoakDesk(stack, {
      rootDir: options.rootDir,
      start,
      mainScale: MAIN_SCALE,
      // 3 s of wall time, as the harness's default.
      sendTimeoutMs: 3000 * MAIN_SCALE,
      // The installed app's 250 ms of wall time between queue broadcasts, not a 25th of it.
      queueThrottleMs: 250 * MAIN_SCALE,
      printerNames: [DEMO_CASHIER_PRINTER, DEMO_KITCHEN_PRINTER],
      log,
    });
    const { page, userDataDir } = desk;
    const [caixa, cozinha] = desk.printers;
    if (!caixa || !cozinha) throw new Error('impressoras virtuais não iniciaram');
    const printers: VirtualPrinter[] = [caixa, cozinha];
    const printerName = (p: VirtualPrinter) => (p === caixa ? 'caixa' : 'cozinha');
    /**
     * Whole tickets that came out, per printer and order. A REIMPRESSÃO counts as the order's
     * ticket: the journal reprints, marked, only a ticket whose send was cut off (a printer fault
     * mid-ticket, issue 20 §3: the cut copy is swallowed or unreadable), so the store got that
     * ticket once; the bench never asks for a reprint itself, so a whole reprint beside a whole
     * first copy is a duplicate.
     */
    const printed = new Map<VirtualPrinter, Map<string, number>>(printers.map((p) => [p, new Map()]));
    /** Copies cut off and reprints, per printer and order: what a late or missing ticket became. */
    const other = new Map<VirtualPrinter, Map<string, string[]>>(printers.map((p) => [p, new Map()]));
    /** Every copy that reached a printer, whole or not: the desk is still printing while it grows. */
    let arrivals = 0;
    for (const p of printers) {
      p.onJob((job) => {
        arrivals++;
        const id = orderNumber(job) ?? '?';
        if (!job.printed || isReprint(job)) {
          const seen = other.get(p)!;
          seen.set(id, [...(seen.get(id) ?? []), job.printed ? 'reimpressão' : 'cortado']);
        }
        if (!job.printed) return;
        const counts = printed.get(p)!;
        counts.set(id, (counts.get(id) ?? 0) + 1);
      });
    }

    // The store opens and closes by its hours: every day 10:00–22:00, automatically.
    const hash = (await sandbox.login(DEMO.admin.usuario, DEMO.admin.senha)).sessao.hash;
    const week = DEMO_WEEK.map((d) => ({
      ...d,
      checked: true,
      abertura: `${pad(OPEN_HOUR)}:00`,
      fechamento: `${pad(CLOSE_HOUR)}:00`,
      abertura2: '',
      fechamento2: '',
    }));
    const saved = await fetch(`${sandbox.api.v1}software_app/alteraHorarios2`, {
      method: 'POST',
      headers: { authorization: hash, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ horarios: JSON.stringify(week), auto_abrir: 'S', auto_fechar: 'S' }),
    });
    if (!((await saved.json()) as { status: boolean }).status) throw new Error('horários não salvos');
    await sandbox.control('store', { fechado: 'S' });
    await sandbox.control('clock', { at: localIso(simNow()) });

    log('  login...');
    await loginAsAdmin(page, web.url);
    log('  conectado; configurando impressão');
    const connected = page.locator('.plug[data-connected="true"]');
    await connected.waitFor({ timeout: 30_000 });
    await saveCloudPrintSettings(page, sandbox, {
      autoAceiteImprimir: 'true',
      impressaoProducao: 'true',
      delay: 1000,
      qtdeCopia: 1,
    });

    /** Moves every clock `ms` ahead: the page's timers and main's that fell due run once. */
    async function advance(ms: number): Promise<void> {
      offset += ms;
      await desk!.jumpTo(simNow());
      await page.clock.fastForward(ms);
      await sandbox.control('clock', { at: localIso(simNow()) });
    }
    const untilHour = (hourOfDay: number, day: number) =>
      Math.max(0, start - 9 * HOUR + day * DAY + hourOfDay * HOUR - simNow());
    const advanceTo = (hourOfDay: number, day: number) => advance(untilHour(hourOfDay, day));
    /**
     * Runs every clock through `ms`, a minute at a time: the page's and main's timers fire as
     * often as in real time (the page's on Playwright's runFor, main's on its clock's runFor).
     */
    async function runThrough(ms: number): Promise<void> {
      for (let left = ms; left > 0; left -= RUN_STEP_MS) {
        const step = Math.min(RUN_STEP_MS, left);
        offset += step;
        await Promise.all([desk!.runTo(simNow()), page.clock.runFor(step)]);
        await sandbox.control('clock', { at: localIso(simNow()) });
      }
    }

    /** The store socket dropped and back; waits until the desk is connected again. */
    async function dropSocket(): Promise<void> {
      await sandbox.control('socket/drop', {});
      await page
        .locator('.plug[data-connected="false"]')
        .waitFor({ timeout: 15_000 })
        .catch(() => undefined);
      await sandbox.control('socket/restore', {});
      // The reconnect backoff is on the page's clock.
      await advance(10_000);
      await connected.waitFor({ timeout: 30_000 });
    }

    /**
     * The counter PC asleep for `hours`: the OS announces the sleep (the fake power monitor's
     * suspend), the store socket is lost meanwhile, the page's and main's clocks jump, and the wake
     * (resume) makes main tell the desk, which reconnects and reconciles (issue 21 §3).
     */
    async function sleepPc(hours: number): Promise<void> {
      await desk!.suspend();
      await sandbox.control('socket/drop', {});
      await advance(hours * HOUR);
      await sandbox.control('socket/restore', {});
      await desk!.resume();
      await advance(10_000);
      await connected.waitFor({ timeout: 60_000 });
    }

    /**
     * Where an order stands when its tickets are late: the platform's status changes, its row on
     * screen, and its jobs in main's print journal.
     */
    async function whereIs(id: string): Promise<string> {
      const history = await sandbox
        .orderHistory(id)
        .catch((error: unknown) => ({ status: String(error), changes: [] as OrderHistory['changes'] }));
      const changes = history.changes.map((c) => `${c.status} (${c.origem ?? ''} ${c.obs ?? ''})`);
      const row = await page
        .locator(`.order-row[data-order-id="${id}"]`)
        .first()
        .getAttribute('class', { timeout: 1000 })
        .catch(() => 'nenhuma');
      const queue = await page.evaluate(() => window.cashDesk.printing.getQueue());
      const jobs = [...queue.pending, ...queue.failed, ...queue.printedToday]
        .filter((job) => job.orderId === id)
        .map(
          (job) =>
            `${job.printerName} ${job.state}${job.reprint ? ' REIMPRESSÃO' : ''} ${job.lastError ?? ''}`,
        );
      const paper = printers.map(
        (p) =>
          `${printerName(p)} ${printed.get(p)!.get(id) ?? 0} inteiro(s) ${(other.get(p)!.get(id) ?? []).join(' ')}`,
      );
      return (
        `pedido ${id}: ${history.status} [${changes.join(', ')}]; linha ${row}; ` +
        `fila [${jobs.join('; ')}]; papel [${paper.join('; ')}]`
      );
    }

    const allIds: string[] = [];
    const bothPrinted = (id: string) => printers.every((p) => (printed.get(p)!.get(id) ?? 0) > 0);
    /**
     * Waits for both tickets of every order in `ids`, for as long as tickets keep coming out: a
     * loaded machine prints an hour's orders in minutes instead of seconds, and an order moved on
     * (PE) before its accept would never print. Gives up after `quietMs` of wall time without a
     * new copy on either printer, or `maxMs` in all.
     */
    async function untilPrinted(ids: readonly string[], quietMs: number, maxMs: number): Promise<boolean> {
      let seen = arrivals;
      let quietSince = Date.now();
      const settled = await until(() => {
        if (arrivals !== seen) {
          seen = arrivals;
          quietSince = Date.now();
        }
        return ids.every(bothPrinted) || Date.now() - quietSince > quietMs;
      }, maxMs);
      return settled && ids.every(bothPrinted);
    }
    const samples: DaySample[] = [];
    const faultHours = new Map<number, { printer: VirtualPrinter; mode: 'paper-out' | 'offline' }>([
      [2, { printer: cozinha, mode: 'paper-out' }],
      [5, { printer: caixa, mode: 'offline' }],
      [8, { printer: cozinha, mode: 'offline' }],
    ]);
    let chatFailures = 0;

    for (let day = 1; day <= days; day++) {
      const dayStarted = Date.now();
      const dayFirst = await desk.firings();
      const runThroughFired = { main: 0, renderer: 0, ms: 0 };
      const phases = { print: 0, lifecycle: 0, drop: 0, run: 0 };
      await advanceTo(OPEN_HOUR, day - 1);
      const eventToRow: number[] = [];
      let made = 0;
      let chats = 0;
      let drops = 0;
      for (let hour = 0; hour < openHours && made < ordersPerDay; hour++) {
        const fault = faultHours.get(hour);
        if (fault) await fault.printer.setMode(fault.mode);
        const count = Math.min(perHour, ordersPerDay - made);
        const ids: string[] = [];
        // Each hour's first two one by one: 'novo' → the row on screen. Twenty a day, spread over
        // the day, so the day's median is not one busy moment of a shared machine (five at the
        // opening hour swung the ratio by ±0.2 from one run to the next).
        const singles = Math.min(SINGLES_PER_HOUR, count);
        for (let i = 0; i < singles; i++) {
          const t0 = Date.now();
          const res = await sandbox.control<{ ids: (string | number)[] }>('orders', {
            overrides: ORDER_OVERRIDES,
          });
          const id = String(res.ids[0]);
          await page.locator(`.order-row[data-order-id="${id}"]`).first().waitFor({ timeout: 30_000 });
          eventToRow.push(Date.now() - t0);
          ids.push(id);
        }
        if (count > singles) {
          const res = await sandbox.control<{ ids: (string | number)[] }>('orders', {
            count: count - singles,
            status: 'PP',
            overrides: ORDER_OVERRIDES,
          });
          ids.push(...res.ids.map(String));
        }
        made += count;
        allIds.push(...ids);
        if (fault) {
          await realSleep(1500);
          await fault.printer.setMode('online');
        }
        const tCreated = Date.now();
        if (hour % 4 === 3) log(`  dia ${day} ${OPEN_HOUR + hour}h`);
        if (!(await untilPrinted(ids, 120_000, 600_000))) {
          const late = ids.filter((id) => !bothPrinted(id));
          log(`  dia ${day} ${OPEN_HOUR + hour}h: ${late.length} sem ticket`);
          for (const id of late) log(`    ${await whereIs(id)}`);
        }
        const tPrinted = Date.now();
        // The customers write while the orders are out.
        const chatsNow = Math.round(((hour + 1) * chatsPerDay) / openHours) - chats;
        for (let i = 0; i < chatsNow; i++) {
          const id = ids[i % ids.length]!;
          await sandbox
            .control('chat/message', { id_pedido: id, text: `Mensagem ${chats + i + 1} do dia ${day}` })
            .catch(() => chatFailures++);
        }
        chats += chatsNow;
        for (const status of ['PE', 'PD']) {
          await Promise.all(
            ids.map((id) =>
              sandbox
                .control(`orders/${id}/status`, { status, origem: 'loja' })
                .catch((error: unknown) => log(`  pedido ${id} → ${status}: ${String(error)}`)),
            ),
          );
        }
        const tDelivered = Date.now();
        if (RUN_THROUGH_HOURS.includes(OPEN_HOUR + hour)) {
          const before = await desk.firings();
          const ms = untilHour(OPEN_HOUR + hour + 1, day - 1);
          await runThrough(ms);
          const after = await desk.firings();
          runThroughFired.main += after.main - before.main;
          runThroughFired.renderer += after.renderer - before.renderer;
          runThroughFired.ms += ms;
          phases.run += Date.now() - tDelivered;
        } else await advanceTo(OPEN_HOUR + hour + 1, day - 1);
        if (drops < dropsPerDay && hour < openHours - 1) {
          await dropSocket();
          drops++;
        }
        phases.print += tPrinted - tCreated;
        phases.lifecycle += tDelivered - tPrinted;
        phases.drop += Date.now() - tDelivered;
      }
      while (drops < dropsPerDay) {
        await dropSocket();
        drops++;
      }
      await advanceTo(CLOSE_HOUR, day - 1);
      if (day === 3) {
        await advance(30 * 60_000);
        await sleepPc(8);
      }
      // The midnight, and a minute past it.
      await advanceTo(24, day - 1);
      await advance(60_000);
      await realSleep(1000);
      // The printers' own records of everything sent: the bench's memory, not main's (tickets are
      // counted as they arrive).
      for (const p of printers) p.jobs.length = 0;
      const dayLast = await desk.firings();
      const renderer = await rendererMemory(page);
      const main = await desk.memory();
      const disk = diskUsage(userDataDir);
      const sample: DaySample = {
        rendererHeapBytes: renderer.heap,
        domNodes: renderer.nodes,
        mainRssBytes: main.rss,
        mainHeapBytes: main.heapUsed,
        diskBytes: disk.total,
        eventToRowMs: eventToRow,
        sizes: disk.sizes,
        firings: { main: dayLast.main - dayFirst.main, renderer: dayLast.renderer - dayFirst.renderer },
        runThrough: runThroughFired,
      };
      samples.push(sample);
      const mb = (bytes: number) => (bytes / 1048576).toFixed(1);
      log(
        `  dia ${day}: ${((Date.now() - dayStarted) / 1000).toFixed(0)} s; heap ${(renderer.heap / 1048576).toFixed(2)} MB, ` +
          `${renderer.nodes} nós, main RSS ${mb(main.rss)} MB heap ${mb(main.heapUsed)} MB, disco ${(disk.total / 1024).toFixed(0)} KB, ` +
          `evento→linha ${percentile(eventToRow, 50).toFixed(0)} ms; timers main ${sample.firings.main} página ${sample.firings.renderer} ` +
          `(horas corridas: ${runThroughFired.main} + ${runThroughFired.renderer} em ${runThroughFired.ms / HOUR} h); ` +
          `impressão ${phases.print / 1000} s, ciclo ${phases.lifecycle / 1000} s, quedas ${phases.drop / 1000} s, ` +
          `horas corridas ${phases.run / 1000} s`,
      );
    }
    if (chatFailures > 0) log(`  ${chatFailures} mensagens de chat recusadas pelo sandbox`);

    let ticketsMissing = 0;
    let ticketsDuplicated = 0;
    for (const p of printers) {
      const counts = printed.get(p)!;
      for (const id of allIds) {
        const n = counts.get(id) ?? 0;
        if (n === 0) {
          ticketsMissing++;
          log(
            `  sem ticket: pedido ${id} na ${printerName(p)} (${other.get(p)!.get(id)?.join(', ') ?? 'nada impresso'})`,
          );
        } else if (n > 1) {
          ticketsDuplicated += n - 1;
          log(`  ticket duplicado: pedido ${id} na ${printerName(p)} (${n} inteiros)`);
        }
      }
    }
    return { days: samples, ticketsMissing, ticketsDuplicated, orders: allIds.length };
  } finally {
    await desk?.dispose();
    await stack.close();
  }
}
