// A week at the counter in minutes (issue 21 §1, §4; issue 36 §3): the real main core in a process
// of its own (bench/soak-desk.ts: the real preload bridge, its IPC crossing to that process) and
// the built renderer in headless Chromium, against the sandbox, printing automatically on two
// virtual printers (cashier and kitchen). Time moves on three clocks kept in step: the page's
// (Playwright's page.clock), main's (a compressed clock: 25× the wall clock between moves,
// bench/soak-clock.ts) and the sandbox's (its `now` plus the same offset; its opening-hours clock
// set through the control API at every move). The store's busiest two hours of each day
// (RUN_THROUGH_HOURS) are run through: page.clock.runFor and main's clock.runFor, a minute at a
// time, fire every timer as often as real time would; the rest of the day is jumped
// (fastForward: each due timer once). Sessions stay on the wall clock (sessionNow): the platform's
// 12 h session would otherwise log the desk out twice a simulated day. Between moves main's clock gains 24× the wall time on the others; each move
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
// timer firings (main's and the page's) of the day and of its run-through hours. Each day's log
// says where its wall time went (orders, printing, lifecycle, drops, jumps, run-through with the
// page's CPU in it, the sample) and the page's busiest timers.
// The parts: the clocks' moves (soak-moves.ts), the paper (soak-tickets.ts), the day's reads
// (soak-samples.ts), the desk (soak-desk.ts), the figures (soak-figures.ts).
import type { Page } from 'playwright-core';
import { saveCloudPrintSettings } from '../tests/e2e/support/printing';
import { DEMO, type TestSandbox } from '../tests/e2e/support/sandbox';
import { DEMO_CASHIER_PRINTER, DEMO_KITCHEN_PRINTER } from '../sandbox/print-settings/service';
import { DEMO_WEEK } from '../sandbox/store-settings/seed';
import { openSoakDesk, type SoakDesk } from './soak-desk';
import { createSimTime, createSoakMoves, localIso, type SoakMoves } from './soak-moves';
import { diskUsage, openPageProbe, takeTimerTally, type DaySample, type PageProbe } from './soak-samples';
import { createTicketLedger, type TicketLedger } from './soak-tickets';
import { loginAsAdmin, percentile, startBenchStack, type BenchRunOptions } from './support';

export type { DaySample, SizeKind } from './soak-samples';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Main's clock runs this many times faster than the wall clock between jumps. */
const MAIN_SCALE = 25;
const OPEN_HOUR = 10;
const CLOSE_HOUR = 22;
/** The store's busiest two hours (the dinner rush), run through: every timer fires as in real time. */
export const RUN_THROUGH_HOURS: readonly number[] = [19, 20];
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

export interface SoakResult {
  days: DaySample[];
  ticketsMissing: number;
  ticketsDuplicated: number;
  orders: number;
}

const realSleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const mb = (bytes: number) => (bytes / 1048576).toFixed(2);

/** The store opens and closes by its hours: every day OPEN_HOUR–CLOSE_HOUR, automatically. */
async function setStoreHours(sandbox: TestSandbox): Promise<void> {
  const hash = (await sandbox.login(DEMO.admin.usuario, DEMO.admin.senha)).sessao.hash;
  const pad = (n: number) => String(n).padStart(2, '0');
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
}

/** Where one day's wall time went, in ms: the log's phase line. */
interface DayPhases {
  /** The orders created and the singles' rows awaited. */
  orders: number;
  /** Waiting for both tickets of each hour's orders. */
  print: number;
  /** Chat messages, then PE and PD for every order. */
  lifecycle: number;
  /** The socket drops, each until connected again. */
  drops: number;
  /** The jumps between hours, to the close, the sleep and the midnight. */
  jumps: number;
  /** The run-through hours, and the page's own CPU time in them. */
  run: number;
  runPageCpu: number;
  /** The day's end: the GC'd memory reads, the disk walk, the timer tally. */
  sample: number;
}

interface SoakWorld {
  sandbox: TestSandbox;
  page: Page;
  desk: SoakDesk;
  moves: SoakMoves;
  tickets: TicketLedger;
  probe: PageProbe;
  log: (line: string) => void;
}

/** Each simulated day's traffic: orders, tickets, chat, status changes, drops and faults. */
interface DayPlan {
  ordersPerDay: number;
  chatsPerDay: number;
  dropsPerDay: number;
}

const OPEN_HOURS = CLOSE_HOUR - OPEN_HOUR;

/** One simulated day, its sample taken after its midnight; `allIds` gets its orders. */
async function soakDay(world: SoakWorld, plan: DayPlan, day: number, allIds: string[]): Promise<DaySample> {
  const { sandbox, page, desk, moves, tickets, probe, log } = world;
  const [caixa, cozinha] = desk.printers;
  if (!caixa || !cozinha) throw new Error('impressoras virtuais não iniciaram');
  const faultHours = new Map([
    [2, { printer: cozinha, mode: 'paper-out' as const }],
    [5, { printer: caixa, mode: 'offline' as const }],
    [8, { printer: cozinha, mode: 'offline' as const }],
  ]);
  const perHour = Math.ceil(plan.ordersPerDay / OPEN_HOURS);
  const dayStarted = Date.now();
  const dayFirst = await desk.firings();
  const runThroughFired = { main: 0, renderer: 0, ms: 0 };
  const phases: DayPhases = {
    orders: 0,
    print: 0,
    lifecycle: 0,
    drops: 0,
    jumps: 0,
    run: 0,
    runPageCpu: 0,
    sample: 0,
  };
  /** Runs `work`, its wall time added to `phase`. */
  const phase = async <T>(key: keyof DayPhases, work: () => Promise<T>): Promise<T> => {
    const t = Date.now();
    try {
      return await work();
    } finally {
      phases[key] += Date.now() - t;
    }
  };
  const advanceTo = (hourOfDay: number) => phase('jumps', () => moves.advanceTo(hourOfDay, day - 1));
  const dropSocket = () => phase('drops', () => moves.dropSocket());

  await advanceTo(OPEN_HOUR);
  const eventToRow: number[] = [];
  let made = 0;
  let chats = 0;
  let drops = 0;
  for (let hour = 0; hour < OPEN_HOURS && made < plan.ordersPerDay; hour++) {
    const fault = faultHours.get(hour);
    if (fault) await fault.printer.setMode(fault.mode);
    const count = Math.min(perHour, plan.ordersPerDay - made);
    const ids = await phase('orders', async () => {
      const made: string[] = [];
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
        made.push(id);
      }
      if (count > singles) {
        const res = await sandbox.control<{ ids: (string | number)[] }>('orders', {
          count: count - singles,
          status: 'PP',
          overrides: ORDER_OVERRIDES,
        });
        made.push(...res.ids.map(String));
      }
      return made;
    });
    made += count;
    allIds.push(...ids);
    if (fault) {
      await realSleep(1500);
      await fault.printer.setMode('online');
    }
    if (hour % 4 === 3) log(`  dia ${day} ${OPEN_HOUR + hour}h`);
    const printedAll = await phase('print', () => tickets.untilPrinted(ids, 120_000, 600_000));
    if (!printedAll) {
      const late = ids.filter((id) => !tickets.bothPrinted(id));
      log(`  dia ${day} ${OPEN_HOUR + hour}h: ${late.length} sem ticket`);
      for (const id of late) log(`    ${await tickets.whereIs(id)}`);
    }
    await phase('lifecycle', async () => {
      // The customers write while the orders are out.
      const chatsNow = Math.round(((hour + 1) * plan.chatsPerDay) / OPEN_HOURS) - chats;
      for (let i = 0; i < chatsNow; i++) {
        const id = ids[i % ids.length]!;
        await sandbox
          .control('chat/message', { id_pedido: id, text: `Mensagem ${chats + i + 1} do dia ${day}` })
          .catch(() => log(`  mensagem de chat recusada pelo sandbox (pedido ${id})`));
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
    });
    if (RUN_THROUGH_HOURS.includes(OPEN_HOUR + hour)) {
      const before = await desk.firings();
      const ms = moves.untilHour(OPEN_HOUR + hour + 1, day - 1);
      const cpu = await probe.cpuSeconds();
      await phase('run', () => moves.runThrough(ms));
      phases.runPageCpu += ((await probe.cpuSeconds()) - cpu) * 1000;
      const after = await desk.firings();
      runThroughFired.main += after.main - before.main;
      runThroughFired.renderer += after.renderer - before.renderer;
      runThroughFired.ms += ms;
    } else await advanceTo(OPEN_HOUR + hour + 1);
    if (drops < plan.dropsPerDay && hour < OPEN_HOURS - 1) {
      await dropSocket();
      drops++;
    }
  }
  while (drops < plan.dropsPerDay) {
    await dropSocket();
    drops++;
  }
  await advanceTo(CLOSE_HOUR);
  if (day === 3) {
    await phase('jumps', async () => {
      await moves.advance(30 * 60_000);
      await moves.sleepPc(8);
    });
  }
  // The midnight, and a minute past it.
  await advanceTo(24);
  await phase('jumps', () => moves.advance(60_000));
  await realSleep(1000);

  const tSample = Date.now();
  // The printers' own records of everything sent: the bench's memory, not main's (tickets are
  // counted as they arrive).
  for (const p of desk.printers) p.jobs.length = 0;
  const dayLast = await desk.firings();
  const tally = await takeTimerTally(page);
  const renderer = await probe.memory();
  const main = await desk.memory();
  const disk = diskUsage(desk.userDataDir);
  phases.sample = Date.now() - tSample;
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
  const parts = moves.takeRunParts();
  log(
    `  dia ${day}: ${seconds(Date.now() - dayStarted)} s; heap ${mb(renderer.heap)} MB, ${renderer.nodes} nós, ` +
      `main RSS ${mb(main.rss)} MB heap ${mb(main.heapUsed)} MB, disco ${(disk.total / 1024).toFixed(0)} KB, ` +
      `evento→linha ${percentile(eventToRow, 50).toFixed(0)} ms; timers main ${sample.firings.main} ` +
      `página ${sample.firings.renderer} (horas corridas: ${runThroughFired.main} + ${runThroughFired.renderer} ` +
      `em ${(runThroughFired.ms / HOUR).toFixed(2)} h)`,
  );
  log(
    `    tempo: pedidos ${seconds(phases.orders)} s, impressão ${seconds(phases.print)} s, ` +
      `ciclo ${seconds(phases.lifecycle)} s, quedas ${seconds(phases.drops)} s, saltos ${seconds(phases.jumps)} s, ` +
      `horas corridas ${seconds(phases.run)} s (à espera do main ${seconds(parts.main)} s, da página ` +
      `${seconds(parts.page)} s, ${seconds(parts.network)} s disso à espera da rede, do sandbox ${seconds(parts.sandbox)} s; CPU da página ${seconds(phases.runPageCpu)} s), ` +
      `amostra ${seconds(phases.sample)} s`,
  );
  for (const [key, n] of tally) log(`    ${n}× ${key.replace(/\s+/g, ' ')}`);
  return sample;
}

export async function benchSoak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? (() => undefined);
  const days = options.days ?? 7;
  const plan: DayPlan = {
    ordersPerDay: options.ordersPerDay ?? 300,
    chatsPerDay: options.chatsPerDay ?? 40,
    dropsPerDay: options.dropsPerDay ?? 10,
  };

  // Day 1 starts at 09:00 local, a week from the real date (so nothing collides with the seed).
  const first = new Date(Date.now() + 7 * DAY);
  const start = new Date(first.getFullYear(), first.getMonth(), first.getDate(), 9).getTime();
  const sim = createSimTime(start);

  const stack = await startBenchStack({
    name: 'soak',
    rootDir: options.rootDir,
    executablePath: options.executablePath,
    chromiumArgs: ['--autoplay-policy=no-user-gesture-required'],
    sandbox: { now: () => new Date(sim.now()), sessionNow: () => new Date() },
  });
  const { sandbox, web } = stack;
  let desk: SoakDesk | undefined;
  let probe: PageProbe | undefined;
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
    const { page } = desk;
    const [caixa, cozinha] = desk.printers;
    if (!caixa || !cozinha) throw new Error('impressoras virtuais não iniciaram');
    const tickets = createTicketLedger({
      printers: [
        { printer: caixa, name: 'caixa' },
        { printer: cozinha, name: 'cozinha' },
      ],
      page,
      sandbox,
    });

    await setStoreHours(sandbox);
    await sandbox.control('store', { fechado: 'S' });
    await sandbox.control('clock', { at: localIso(sim.now()) });

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
    probe = await openPageProbe(page);
    const moves = createSoakMoves({ desk, page, sandbox, start, connected, sim });
    const world: SoakWorld = { sandbox, page, desk, moves, tickets, probe, log };

    const allIds: string[] = [];
    const samples: DaySample[] = [];
    for (let day = 1; day <= days; day++) samples.push(await soakDay(world, plan, day, allIds));

    const { missing, duplicated } = tickets.tally(allIds, log);
    return { days: samples, ticketsMissing: missing, ticketsDuplicated: duplicated, orders: allIds.length };
  } finally {
    await probe?.detach();
    await desk?.dispose();
    await stack.close();
  }
}
