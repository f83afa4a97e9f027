// The print journal's exactly-once rules, one behaviour per test, against an in-memory printer
// whose sends the test holds, fails or lets through (no sockets: fast enough for mutation runs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../../support/logger';
import { fakeClock, guardedPause, queuedJob, T0 } from '../../support/print-journal';
import { runawayGuards } from '../../support/runaway';
import { PrinterError, type PrinterStatus } from '../../../main/printing/transports/port';
import {
  createPrintJournal,
  JobCannotPrintError,
  type JobRequest,
  type JournalPort,
  type PrintJob,
  type PrintJournal,
  type RenderRequest,
} from '../../../main/printing/journal';
import { readJournalFiles } from '../../../main/printing/journal/store';

/** What one send does: print, fail with a printer error kind or a plain Error, or wait until released. */
type PrinterErrorKind = PrinterError['kind'];
type SendPlan = 'ok' | PrinterErrorKind | 'plain-error' | 'hold';

function memoryPrinter(format: JournalPort['format'] = 'escpos') {
  const printed: string[] = [];
  const timeouts: number[] = [];
  const plans: SendPlan[] = [];
  let release: (() => void) | undefined;
  let status: PrinterStatus | undefined;
  const port: JournalPort = {
    format,
    async send(bytes, opts) {
      timeouts.push(opts.timeoutMs);
      const plan = plans.shift() ?? 'ok';
      if (plan === 'hold') {
        await new Promise<void>((resolve) => (release = resolve));
        release = undefined;
      } else if (plan === 'plain-error') throw new Error('spooler caiu');
      else if (plan !== 'ok') throw new PrinterError(plan, `falha ${plan}`);
      printed.push(bytes.toString('latin1'));
    },
    status: async () => status ?? 'ok',
  };
  return {
    port,
    printed,
    timeouts,
    /** The next sends, in order; any send past the plan prints. */
    plan: (...next: SendPlan[]) => plans.push(...next),
    release: () => release?.(),
    holding: () => release !== undefined,
    setStatus: (next: PrinterStatus) => (status = next),
  };
}

const tmpFile = () =>
  path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'journal-rules-')), 'print-journal.json');

const runaway = runawayGuards();
const journals: PrintJournal[] = [];
afterEach(() => runaway.done());
afterEach(async () => {
  await Promise.all(journals.splice(0).map((j) => j.stop()));
});

type RenderFailure = 'cannot-print' | 'error';

function setup(
  opts: {
    file?: string;
    format?: JournalPort['format'];
    onChange?: () => void;
    onPruned?: () => void;
    delayMs?: number;
    sendTimeoutMs?: number;
    portFor?: (id: string, port: JournalPort) => JournalPort | undefined;
  } = {},
) {
  const file = opts.file ?? tmpFile();
  const clock = fakeClock(T0);
  const log = createMemoryLogger();
  const printer = memoryPrinter(opts.format);
  const renders: RenderRequest[] = [];
  const renderFailures = new Map<string, RenderFailure[]>();
  const journal = createPrintJournal({
    file,
    portFor: (id) =>
      opts.portFor ? opts.portFor(id, printer.port) : id === 'cozinha' ? printer.port : undefined,
    render(job) {
      renders.push(job);
      const failure = renderFailures.get(job.orderId)?.shift();
      if (failure === 'cannot-print') throw new JobCannotPrintError(`Pedido ${job.orderId} indisponível`);
      if (failure === 'error') throw new Error('modelo do cupom quebrado');
      return Buffer.from(`${job.orderId}${job.reprint ? ' REIMPRESSAO' : ''}\n`, 'latin1');
    },
    delayMs: guardedPause(runaway, opts.delayMs ?? 1000),
    timers: clock.timers,
    log,
    ...(opts.onChange ? { onChange: opts.onChange } : {}),
    ...(opts.onPruned ? { onPruned: opts.onPruned } : {}),
    ...(opts.sendTimeoutMs ? { sendTimeoutMs: opts.sendTimeoutMs } : {}),
  });
  journals.push(journal);
  const key = (n: number) => `${n}:production:pizzas:cozinha`;
  const job = (n: number): PrintJob | undefined => {
    const snap = journal.snapshot();
    return [...snap.pending, ...snap.failed, ...snap.printedToday].find((j) => j.key === key(n));
  };
  /** Moves the virtual clock by `ms` (firing what falls due on the way). */
  function advance(ms: number): void {
    const to = clock.now() + ms;
    clock.timers.setTimeout(() => undefined, ms);
    while (clock.now() < to && clock.next());
  }
  /** Lets the in-memory sends settle, firing the next virtual timer when nothing else moves. */
  async function drive(until: () => boolean): Promise<void> {
    for (let turn = 0; turn < 200; turn++) {
      for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
      runaway.check();
      if (until()) return;
      if (!printer.holding() && !clock.next()) break;
    }
    throw new Error('drive: condition not reached');
  }
  const failOnRender = (n: number, ...failures: RenderFailure[]) => renderFailures.set(String(n), failures);
  return { file, clock, log, printer, renders, journal, job, key, drive, advance, failOnRender };
}

const order = (n: number, copies?: number): JobRequest => ({
  orderId: String(n),
  kind: 'production',
  categoryId: 'pizzas',
  printerId: 'cozinha',
  ...(copies === undefined ? {} : { copies }),
});

describe('print journal: reprint() never doubles a ticket still on its way', () => {
  it('a job waiting in the queue is printed once, unmarked, however often reprint is pressed', async () => {
    const t = setup();
    t.journal.start();
    t.journal.enqueue(order(1));
    t.journal.enqueue(order(2));
    await t.drive(() => t.printer.printed.length === 1);
    // Order 2 waits for the pause between tickets.
    expect(t.job(2)?.state).toBe('queued');
    expect(t.journal.reprint(t.key(2))).toMatchObject({ state: 'queued', reprint: false });
    expect(t.journal.reprint(t.key(2))?.reprint).toBe(false);
    await t.drive(() => t.job(2)?.state === 'printed');
    await t.drive(() => t.clock.now() > T0 + 30_000 || !t.clock.next());
    expect(t.printer.printed).toEqual(['1\n', '2\n']);
  });

  it('a job being sent is printed once, unmarked, when reprint is pressed mid-send', async () => {
    const t = setup();
    t.printer.plan('hold');
    t.journal.start();
    t.journal.enqueue(order(1));
    await t.drive(() => t.printer.holding());
    expect(t.job(1)?.state).toBe('printing');
    expect(t.journal.reprint(t.key(1))).toMatchObject({ state: 'printing', reprint: false });
    t.printer.release();
    await t.drive(() => t.job(1)?.state === 'printed');
    expect(t.journal.busy()).toBe(false);
    expect(t.printer.printed).toEqual(['1\n']);
    expect(t.job(1)?.reprint).toBe(false);
  });

  it('a printed job printed again goes behind the tickets already waiting, marked', async () => {
    const t = setup();
    t.journal.start();
    t.journal.enqueue(order(1));
    t.journal.enqueue(order(2));
    await t.drive(() => t.printer.printed.length === 1);
    const again = t.journal.reprint(t.key(1));
    expect(again).toMatchObject({ state: 'queued', reprint: true, attempts: 0 });
    expect(again?.seq).toBeGreaterThan(t.job(2)?.seq ?? Infinity);
    await t.drive(() => t.printer.printed.length === 3);
    expect(t.printer.printed).toEqual(['1\n', '2\n', '1 REIMPRESSAO\n']);
  });
});

describe('print journal: failures while preparing the ticket', () => {
  it('a render failure that passes is retried with backoff and prints, not parked', async () => {
    const t = setup();
    t.failOnRender(1, 'error');
    t.journal.start();
    t.journal.enqueue(order(1));
    await t.drive(() => t.job(1)?.state === 'failed');
    expect(t.job(1)).toMatchObject({
      state: 'failed',
      lastError: 'Falha ao preparar o cupom para impressão.',
      nextAttemptAt: T0 + 2000,
      attempts: 1,
    });
    expect(t.log.has('error', `Falha ao preparar o cupom ${t.key(1)}`)).toBe(true);
    await t.drive(() => t.job(1)?.state === 'printed');
    expect(t.clock.now()).toBe(T0 + 2000);
    expect(t.printer.printed).toEqual(['1\n']);
    expect(t.job(1)?.reprint).toBe(false);
  });

  it('a job that can never print is parked with its reason, and not retried by itself', async () => {
    const t = setup();
    t.failOnRender(1, 'cannot-print');
    t.journal.start();
    t.journal.enqueue(order(1));
    await t.drive(() => t.job(1)?.state === 'parked');
    expect(t.job(1)?.lastError).toBe('Pedido 1 indisponível');
    expect(t.job(1)?.nextAttemptAt).toBeUndefined();
    expect(t.journal.busy()).toBe(false);
    while (t.clock.next());
    expect(t.renders).toHaveLength(1);
  });

  it('reprinting a parked job tries it again now, keeping it unmarked (nothing came out)', async () => {
    const t = setup();
    t.failOnRender(1, 'cannot-print');
    t.journal.start();
    t.journal.enqueue(order(1));
    await t.drive(() => t.job(1)?.state === 'parked');
    // Tried again at once: its round of attempts starts over (this is its first).
    expect(t.journal.reprint(t.key(1))).toMatchObject({ state: 'queued', reprint: false, attempts: 1 });
    expect(t.log.has('info', `Impressão ${t.key(1)} pedida de novo (Pedido 1 indisponível)`)).toBe(true);
    await t.drive(() => t.job(1)?.state === 'printed');
    expect(t.printer.printed).toEqual(['1\n']);
  });
});

describe('print journal: the REIMPRESSÃO mark after a failed send', () => {
  it.each<[string, PrinterErrorKind, boolean]>([
    ['offline: nothing came out', 'offline', false],
    ['not found: nothing came out', 'not-found', false],
    ['timeout: nothing came out', 'timeout', false],
    ['interrupted: part may have come out', 'interrupted', true],
    ['unknown: part may have come out', 'unknown', true],
  ])('first copy fails %s → reprint %s', async (_name, kind, marked) => {
    const t = setup({ format: 'html' });
    t.printer.plan(kind);
    t.journal.start();
    t.journal.enqueue(order(1, 2));
    await t.drive(() => t.job(1)?.state === 'failed');
    expect(t.job(1)).toMatchObject({ reprint: marked, lastError: `falha ${kind}`, nextAttemptAt: T0 + 2000 });
    await t.drive(() => t.job(1)?.state === 'printed');
    const copy = marked ? '1 REIMPRESSAO\n' : '1\n';
    expect(t.printer.printed).toEqual([copy, copy]);
  });

  it('a later copy failing after the first printed marks the retry, whatever the error kind', async () => {
    const t = setup({ format: 'html' });
    t.printer.plan('ok', 'offline');
    t.journal.start();
    t.journal.enqueue(order(1, 2));
    await t.drive(() => t.job(1)?.state === 'failed');
    expect(t.job(1)?.reprint).toBe(true);
    await t.drive(() => t.job(1)?.state === 'printed');
    expect(t.printer.printed).toEqual(['1\n', '1 REIMPRESSAO\n', '1 REIMPRESSAO\n']);
  });

  it('reprinting a failed job keeps the mark the failure left and skips the backoff', async () => {
    const t = setup({ format: 'html' });
    t.printer.plan('interrupted');
    t.journal.start();
    t.journal.enqueue(order(1));
    await t.drive(() => t.job(1)?.state === 'failed');
    expect(t.journal.reprint(t.key(1))).toMatchObject({ state: 'queued', reprint: true, attempts: 1 });
    expect(t.job(1)?.nextAttemptAt).toBeUndefined();
    await t.drive(() => t.job(1)?.state === 'printed');
    expect(t.clock.now()).toBeLessThan(T0 + 2000);
    expect(t.printer.printed).toEqual(['1 REIMPRESSAO\n']);
  });

  it('ESC/POS copies go out in one write', async () => {
    const t = setup();
    t.journal.start();
    t.journal.enqueue(order(1, 3));
    await t.drive(() => t.job(1)?.state === 'printed');
    expect(t.printer.printed).toEqual(['1\n1\n1\n']);
  });
});

describe('print journal: numbering across a restart', () => {
  it('new tickets after a restart go behind older ones still waiting', async () => {
    const file = tmpFile();
    const waiting: PrintJob = {
      key: '7:production:pizzas:cozinha',
      seq: 7,
      orderId: '7',
      kind: 'production',
      categoryId: 'pizzas',
      printerId: 'cozinha',
      copies: 1,
      state: 'failed',
      reprint: false,
      attempts: 3,
      lastError: 'falha offline',
      nextAttemptAt: T0 + 5000,
      createdAt: T0 - 60_000,
      updatedAt: T0 - 1000,
    };
    fs.writeFileSync(file, JSON.stringify({ version: 1, jobs: [waiting] }));
    const t = setup({ file });
    t.journal.start();
    const fresh = t.journal.enqueue(order(8));
    expect(fresh.seq).toBe(8);
    await t.drive(() => t.printer.printed.length === 2);
    expect(t.printer.printed).toEqual(['7\n', '8\n']);
  });
});

describe('print journal: what support reads in the log', () => {
  it('a printed ticket, a reprint, a failed send and an unknown printer are each logged', async () => {
    const t = setup();
    t.printer.plan('offline');
    t.journal.start();
    t.journal.enqueue(order(1));
    t.journal.enqueue({ ...order(2), printerId: 'sumiu' });
    await t.drive(() => t.job(1)?.state === 'printed');
    expect(t.log.has('warn', `Impressão de ${t.key(1)} falhou (offline); nova tentativa com espera`)).toBe(
      true,
    );
    expect(
      t.log.lines.filter((l) => l.includes('[info] Impresso')).map((l) => l.split('[info] ')[1]),
    ).toEqual([`Impresso ${t.key(1)}`]);
    expect(t.log.has('info', '(reimpressão)')).toBe(false);
    expect(t.log.has('warn', 'Impressora sumiu não encontrada; 2:production:pizzas:sumiu aguarda')).toBe(
      true,
    );
    t.journal.reprint(t.key(1));
    await t.drive(() => t.printer.printed.length === 2);
    expect(t.log.has('info', `Impresso ${t.key(1)} (reimpressão)`)).toBe(true);
  });

  it('a send that fails with something other than a printer error: unknown, marked, retried', async () => {
    const t = setup();
    t.printer.plan('plain-error');
    t.journal.start();
    t.journal.enqueue(order(1));
    await t.drive(() => t.job(1)?.state === 'failed');
    expect(t.job(1)).toMatchObject({ lastError: 'Falha desconhecida ao imprimir.', reprint: true });
    expect(t.log.has('warn', `Impressão de ${t.key(1)} falhou (unknown)`)).toBe(true);
  });

  it('a printer out of paper holds the job without sending, then prints it', async () => {
    const t = setup();
    t.printer.setStatus('paper-out');
    t.journal.start();
    t.journal.enqueue(order(1));
    await t.drive(() => t.job(1)?.lastError !== undefined);
    expect(t.job(1)).toMatchObject({
      state: 'queued',
      lastError: 'Impressora cozinha sem papel',
      nextAttemptAt: T0 + 2000,
    });
    expect(t.log.has('warn', `Impressora cozinha sem papel; ${t.key(1)} aguarda`)).toBe(true);
    expect(t.renders).toHaveLength(0);
    t.printer.setStatus('ok');
    await t.drive(() => t.job(1)?.state === 'printed');
    expect(t.printer.printed).toEqual(['1\n']);
  });

  it.each<[PrinterStatus, string]>([
    ['cover-open', 'Impressora cozinha com a tampa aberta'],
    ['offline', 'Impressora cozinha desligada ou desconectada'],
  ])('a printer reporting %s holds the job and says why', async (status, message) => {
    const t = setup();
    t.printer.setStatus(status);
    t.journal.start();
    t.journal.enqueue(order(1));
    await t.drive(() => t.job(1)?.lastError !== undefined);
    expect(t.job(1)).toMatchObject({ state: 'queued', lastError: message });
    expect(t.log.has('warn', `${message}; ${t.key(1)} aguarda`)).toBe(true);
    expect(t.renders).toHaveLength(0);
  });

  it('a printer still out of paper is asked again every 2 s, logged once, and counts no try', async () => {
    const { t, job } = startedWithFailedJobOutOfPaper();
    // Held at T0, asked again at T0 + 2 s and T0 + 4 s.
    await t.drive(() => t.job(3)?.nextAttemptAt === T0 + 6000);
    expect(t.job(3)).toMatchObject({
      state: 'queued',
      attempts: 4,
      lastError: 'Impressora cozinha sem papel',
    });
    const holds = t.log.lines.filter((l) => l.includes(`Impressora cozinha sem papel; ${job.key} aguarda`));
    expect(holds).toHaveLength(1);
    expect(t.renders).toHaveLength(0);
  });

  it('a job discarded while the printer is asked stays gone when it answers out of paper', async () => {
    const { t, job } = startedWithFailedJobOutOfPaper();
    expect(t.journal.discard(job.key).ok).toBe(true);
    await t.drive(() => !t.clock.next());
    expect(t.journal.has(job.key)).toBe(false);
    expect(t.journal.snapshot()).toEqual({ pending: [], failed: [], printedToday: [] });
    expect(t.log.has('warn', 'sem papel')).toBe(false);
  });

  it('a discard without a name or a reason says so', async () => {
    const file = tmpFile();
    fs.writeFileSync(
      file,
      JSON.stringify({
        version: 1,
        jobs: [stored(3, { state: 'failed', attempts: 4, nextAttemptAt: T0 + 60_000 })],
      }),
    );
    const t = setup({ file });
    t.journal.start();
    expect(t.journal.discard(t.key(3))).toMatchObject({ ok: true, job: { key: t.key(3) } });
    const line = t.log.lines.find((l) => l.includes('Impressão descartada'));
    expect(line).toContain(
      `Impressão descartada: ${t.key(3)} (pedido 3, impressora cozinha, 4 tentativa(s)); motivo: sem motivo`,
    );
    expect(line).not.toContain(' por ');
  });

  it('reprinting a failed job without a recorded reason logs "sem motivo"', async () => {
    const file = tmpFile();
    fs.writeFileSync(
      file,
      JSON.stringify({ version: 1, jobs: [stored(3, { state: 'failed', nextAttemptAt: T0 + 60_000 })] }),
    );
    const t = setup({ file });
    t.journal.start();
    t.journal.reprint(t.key(3));
    expect(t.log.has('info', `Impressão ${t.key(3)} pedida de novo (sem motivo)`)).toBe(true);
    await t.drive(() => t.job(3)?.state === 'printed');
    expect(t.clock.now()).toBe(T0);
  });
});

/** A job as an earlier run left it on disk. */
function stored(n: number, patch: Partial<PrintJob>): PrintJob {
  return queuedJob(n, {
    key: `${n}:production:pizzas:cozinha`,
    kind: 'production',
    categoryId: 'pizzas',
    printerId: 'cozinha',
    ...patch,
  });
}

/** A journal restarted with job 3 failed after 4 tries, its printer now out of paper. */
function startedWithFailedJobOutOfPaper() {
  const file = tmpFile();
  const job = stored(3, { state: 'failed', attempts: 4, lastError: 'falha offline' });
  fs.writeFileSync(file, JSON.stringify({ version: 1, jobs: [job] }));
  const t = setup({ file });
  t.printer.setStatus('paper-out');
  t.journal.start();
  return { t, job };
}

describe('print journal: discarding a job whose retry has begun', () => {
  it.each<[string, Partial<PrintJob>, RenderFailure | undefined]>([
    ['about to send', {}, undefined],
    ['its printer gone', { printerId: 'sumiu', key: '3:production:pizzas:sumiu' }, undefined],
    ['its ticket unprintable', {}, 'cannot-print'],
    ['its ticket failing to render', {}, 'error'],
  ])('%s: nothing is sent or recorded, and the job stays gone', async (_name, patch, renderFailure) => {
    const file = tmpFile();
    const job = stored(3, { state: 'failed', attempts: 4, lastError: 'falha offline', ...patch });
    fs.writeFileSync(file, JSON.stringify({ version: 1, jobs: [job] }));
    const t = setup({ file });
    if (renderFailure) t.failOnRender(3, renderFailure);
    t.journal.start();
    // The retry is under way (asking for the printer) when staff discard the job.
    expect(t.journal.discard(job.key).ok).toBe(true);
    await t.drive(() => !t.clock.next());
    expect(t.printer.printed).toEqual([]);
    expect(t.journal.has(job.key)).toBe(false);
    expect(t.journal.snapshot()).toEqual({ pending: [], failed: [], printedToday: [] });
    await t.journal.stop();
    expect([...readJournalFiles(file, createMemoryLogger(), T0).jobs.keys()]).toEqual([]);
  });
});

describe('print journal: the job record', () => {
  it.each([
    [undefined, 1],
    [0, 1],
    [-3, 1],
    [2.7, 2],
    [10, 10],
    [25, 10],
  ])('copies %j are stored as %i', (copies, stored_) => {
    const t = setup();
    t.journal.enqueue(order(1, copies));
    expect(t.journal.snapshot().pending[0]?.copies).toBe(stored_);
  });

  it('a new job: queued, numbered, unmarked, no tries yet, stamped now', () => {
    const t = setup();
    expect(t.journal.enqueue(order(1))).toEqual({
      key: t.key(1),
      seq: 1,
      orderId: '1',
      kind: 'production',
      categoryId: 'pizzas',
      printerId: 'cozinha',
      copies: 1,
      state: 'queued',
      reprint: false,
      attempts: 0,
      createdAt: T0,
      updatedAt: T0,
    });
    expect(t.journal.enqueue({ orderId: '2', kind: 'cashier', printerId: 'caixa' })).not.toHaveProperty(
      'categoryId',
    );
    expect(t.journal.enqueue(order(3)).seq).toBe(3);
  });

  it('the ticket asked of render() names the order, kind, category, printer and mark', async () => {
    const t = setup();
    t.journal.start();
    t.journal.enqueue(order(1));
    t.journal.enqueue({ orderId: '2', kind: 'cashier', printerId: 'cozinha' });
    await t.drive(() => t.printer.printed.length === 2);
    expect(t.renders).toStrictEqual([
      { orderId: '1', kind: 'production', categoryId: 'pizzas', printerId: 'cozinha', reprint: false },
      { orderId: '2', kind: 'cashier', printerId: 'cozinha', reprint: false },
    ]);
  });

  it('a job that printed after failing keeps no error or retry time', async () => {
    const t = setup();
    t.printer.plan('timeout');
    t.journal.start();
    t.journal.enqueue(order(1));
    await t.drive(() => t.job(1)?.state === 'failed');
    expect(t.job(1)?.updatedAt).toBe(T0);
    await t.drive(() => t.job(1)?.state === 'printed');
    const printed = t.job(1);
    expect(printed).toMatchObject({ printedAt: T0 + 2000, updatedAt: T0 + 2000, attempts: 2 });
    expect(printed).not.toHaveProperty('lastError');
    expect(printed).not.toHaveProperty('nextAttemptAt');
  });

  it('a job parked after a failed try loses its retry time', async () => {
    const t = setup();
    t.failOnRender(1, 'error', 'cannot-print');
    t.journal.start();
    t.journal.enqueue(order(1));
    await t.drive(() => t.job(1)?.state === 'parked');
    expect(t.job(1)).not.toHaveProperty('nextAttemptAt');
    expect(t.job(1)?.updatedAt).toBe(T0 + 2000);
  });

  it('a printed job reprinted is stamped with the time of the request', async () => {
    const t = setup();
    t.printer.plan('ok', 'hold');
    t.journal.start();
    t.journal.enqueue(order(1));
    await t.drive(() => t.job(1)?.state === 'printed');
    t.advance(5000);
    t.journal.reprint(t.key(1));
    await t.drive(() => t.printer.holding());
    expect(t.job(1)).toMatchObject({ state: 'printing', reprint: true, attempts: 1, updatedAt: T0 + 5000 });
    t.printer.release();
    await t.drive(() => t.job(1)?.state === 'printed');
  });
});

describe('print journal: start and stop', () => {
  it('nothing prints before start(); a job asked for before it prints once after', async () => {
    const t = setup();
    t.journal.enqueue(order(1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.renders).toHaveLength(0);
    t.journal.start();
    await t.drive(() => t.job(1)?.state === 'printed');
    expect(t.printer.printed).toEqual(['1\n']);
  });

  it('a second start() while a ticket is being sent changes nothing (no REIMPRESSÃO copy)', async () => {
    const t = setup();
    t.printer.plan('hold');
    t.journal.start();
    t.journal.enqueue(order(1));
    await t.drive(() => t.printer.holding());
    t.journal.start();
    t.printer.release();
    await t.drive(() => t.job(1)?.state === 'printed');
    while (t.clock.next());
    await t.drive(() => true);
    expect(t.printer.printed).toEqual(['1\n']);
  });

  it('stop() waits for the send in flight and records it; nothing prints after', async () => {
    const t = setup();
    t.printer.plan('hold');
    t.journal.start();
    t.journal.enqueue(order(1));
    t.journal.enqueue(order(2));
    await t.drive(() => t.printer.holding());
    let done = false;
    const stopped = t.journal.stop().then(() => (done = true));
    // Long enough for the store to close (real file I/O): stop() must still be waiting.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(done).toBe(false);
    t.printer.release();
    await stopped;
    expect(t.job(1)?.state).toBe('printed');
    while (t.clock.next());
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.printer.printed).toEqual(['1\n']);
    expect(t.job(2)?.state).toBe('queued');
  });

  it('a failing change listener is logged and printing goes on; without one nothing is logged', async () => {
    const t = setup({
      onChange: () => {
        throw new Error('janela fechada');
      },
    });
    t.journal.start();
    t.journal.enqueue(order(1));
    await t.drive(() => t.job(1)?.state === 'printed');
    expect(t.log.has('error', 'Falha ao avisar mudança na fila de impressão')).toBe(true);
    const quiet = setup();
    quiet.journal.start();
    quiet.journal.enqueue(order(1));
    await quiet.drive(() => quiet.job(1)?.state === 'printed');
    expect(quiet.log.lines.filter((l) => l.includes('[error]'))).toEqual([]);
  });
});

describe('print journal: asking again for tickets already queued', () => {
  it('changes nothing, so the screen is not told of a change', () => {
    let changes = 0;
    const t = setup({ onChange: () => changes++ });
    t.journal.enqueueAll([order(1), order(2)]);
    expect(changes).toBe(1);
    expect(t.journal.enqueueAll([order(1), order(2)]).map((j) => j.key)).toEqual([t.key(1), t.key(2)]);
    expect(changes).toBe(1);
  });
});

describe('print journal: old printed jobs on a desk left running', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('are dropped at most once a minute, and the count is logged', async () => {
    const file = tmpFile();
    // 10 s short of the two-day retention at start.
    fs.writeFileSync(
      file,
      JSON.stringify({
        version: 1,
        jobs: [stored(1, { state: 'printed', printedAt: T0 - 2 * DAY + 10_000 })],
      }),
    );
    const t = setup({ file });
    t.journal.start();
    t.advance(30_000);
    t.journal.enqueue(order(2));
    expect(t.journal.has(t.key(1))).toBe(true);
    expect(t.log.has('info', 'antiga(s) removida(s)')).toBe(false);
    t.advance(30_000);
    t.journal.enqueue(order(3));
    expect(t.journal.has(t.key(1))).toBe(false);
    expect(t.log.has('info', 'Fila de impressão: 1 impressão(ões) antiga(s) removida(s)')).toBe(true);
  });
});

describe('print journal: lanes and pauses', () => {
  it('tickets on one printer keep the configured pause between them; another printer does not wait', async () => {
    const other = memoryPrinter();
    const t = setup({ delayMs: 3000, portFor: (id, port) => (id === 'bar' ? other.port : port) });
    t.journal.start();
    t.journal.enqueue(order(1));
    t.journal.enqueue(order(2));
    t.journal.enqueue({ ...order(3), printerId: 'bar' });
    await t.drive(() => t.job(1)?.state === 'printed' && other.printed.length === 1);
    expect(t.clock.now()).toBe(T0);
    await t.drive(() => t.job(2)?.state === 'printed');
    expect(t.job(2)?.printedAt).toBe(T0 + 3000);
  });

  it('a printer that cannot be listed makes its jobs wait, not the others', async () => {
    let listing = false;
    const t = setup({
      portFor: (id, port) => {
        if (id === 'bar' && !listing) throw new Error('lista indisponível');
        return port;
      },
    });
    t.journal.start();
    t.journal.enqueue({ ...order(1), printerId: 'bar' });
    t.journal.enqueue(order(2));
    await t.drive(() => t.job(2)?.state === 'printed');
    const failed = t.journal.snapshot().failed[0];
    expect(failed).toMatchObject({
      key: '1:production:pizzas:bar',
      state: 'failed',
      lastError: 'Impressora bar não encontrada. Verifique as configurações de impressão.',
      nextAttemptAt: T0 + 2000,
    });
    expect(t.log.has('warn', 'Impressora bar indisponível')).toBe(true);
    listing = true;
    await t.drive(() => t.journal.snapshot().failed.length === 0);
    expect(t.printer.printed).toEqual(['2\n', '1\n']);
  });

  it('each send is limited by the configured inactivity timeout (10 s unless set)', async () => {
    const t = setup();
    t.journal.start();
    t.journal.enqueue(order(1));
    await t.drive(() => t.job(1)?.state === 'printed');
    expect(t.printer.timeouts).toEqual([10_000]);
    const quick = setup({ sendTimeoutMs: 2500 });
    quick.journal.start();
    quick.journal.enqueue(order(1));
    await quick.drive(() => quick.job(1)?.state === 'printed');
    expect(quick.printer.timeouts).toEqual([2500]);
  });

  it('JobCannotPrintError names itself in logs', () => {
    const error = new JobCannotPrintError('Categoria removida');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('JobCannotPrintError');
    expect(error.message).toBe('Categoria removida');
  });
});

describe('print journal on the global clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('without injected timers it uses the global ones (so fake timers drive its pauses)', async () => {
    vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const printer = memoryPrinter();
    const journal = createPrintJournal({
      file: tmpFile(),
      log: createMemoryLogger(),
      portFor: () => printer.port,
      render: (job) => Buffer.from(`${job.orderId}\n`, 'latin1'),
      delayMs: guardedPause(runaway, 4000),
    });
    journals.push(journal);
    journal.start();
    journal.enqueue(order(1));
    journal.enqueue(order(2));
    await vi.advanceTimersByTimeAsync(0);
    // The 'printing' record is written once the loop has turned (setImmediate is not faked).
    await new Promise((resolve) => setImmediate(resolve));
    expect(printer.printed).toEqual(['1\n']);
    expect(journal.snapshot().printedToday[0]?.printedAt).toBe(T0);
    await vi.advanceTimersByTimeAsync(3999);
    expect(printer.printed).toEqual(['1\n']);
    await vi.advanceTimersByTimeAsync(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(printer.printed).toEqual(['1\n', '2\n']);
    expect(journal.snapshot().printedToday[1]?.printedAt).toBe(T0 + 4000);
    journal.enqueue(order(3));
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    await journal.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('print journal: discard and the queue questions', () => {
  it('only a failed or parked job can be discarded; an unknown key is not found', async () => {
    const t = setup();
    t.failOnRender(2, 'cannot-print');
    t.printer.plan('ok', 'hold');
    t.journal.start();
    t.journal.enqueue(order(1));
    t.journal.enqueue(order(2));
    t.journal.enqueue(order(3));
    t.journal.enqueue(order(4));
    await t.drive(() => t.printer.holding());
    expect(t.job(1)?.state).toBe('printed');
    expect(t.job(2)?.state).toBe('parked');
    expect(t.job(3)?.state).toBe('printing');
    expect(t.job(4)?.state).toBe('queued');
    expect(t.log.has('warn', `Impressão ${t.key(2)} parada: Pedido 2 indisponível`)).toBe(true);
    for (const n of [1, 3, 4]) expect(t.journal.discard(t.key(n))).toEqual({ ok: false, reason: 'not-held' });
    expect(t.journal.discard('9:production:pizzas:cozinha')).toEqual({ ok: false, reason: 'not-found' });
    expect(t.journal.reprint('9:production:pizzas:cozinha')).toBeUndefined();
    expect([...t.journal.orderIds()].sort()).toEqual(['1', '2', '3', '4']);
    // Only the orders whose tickets have not come out (their copies must stay at a logout).
    const waiting = new Set(['queued', 'printing', 'failed', 'parked'] as const);
    expect([...t.journal.orderIds(waiting)].sort()).toEqual(['2', '3', '4']);
    expect([...t.journal.orderIds(new Set(['printed'] as const))]).toEqual(['1']);
    const discarded = t.journal.discard(t.key(2), 'admin');
    expect(discarded).toMatchObject({ ok: true, job: { key: t.key(2), state: 'parked' } });
    expect(
      t.log.has(
        'warn',
        `Impressão descartada: ${t.key(2)} (pedido 2, impressora cozinha, 1 tentativa(s)) por admin; motivo: Pedido 2 indisponível`,
      ),
    ).toBe(true);
    expect([...t.journal.orderIds()].sort()).toEqual(['1', '3', '4']);
    expect(t.journal.has(t.key(2))).toBe(false);
    t.printer.release();
    await t.drive(() => t.job(4)?.state === 'printed');
  });

  it('stop() leaves no timer behind', async () => {
    const t = setup();
    t.printer.plan('offline');
    t.journal.start();
    t.journal.enqueue(order(1));
    t.journal.enqueue(order(2));
    await t.drive(() => t.job(1)?.state === 'failed');
    expect(t.clock.pending()).toBeGreaterThan(0);
    await t.journal.stop();
    expect(t.clock.pending()).toBe(0);
  });

  it('a lane waiting for its retry holds one timer, however often it is pumped meanwhile', async () => {
    const t = setup();
    t.printer.plan('offline');
    t.journal.start();
    t.journal.enqueue(order(1));
    await t.drive(() => t.job(1)?.state === 'failed');
    expect(t.clock.pending()).toBe(1);
    // Each enqueue pumps the lane while its retry waits: the wait is set again, not added to.
    t.journal.enqueue(order(2));
    t.journal.enqueue(order(3));
    expect(t.clock.pending()).toBe(1);
    await t.journal.stop();
    expect(t.clock.pending()).toBe(0);
  });
});

describe('readyNow: a job queued now would go out at once (printers are read ahead only then)', () => {
  it('is true for a printer with nothing sent yet, false while a job is sent, then false for the pause after it', async () => {
    const t = setup({ delayMs: 1000 });
    t.journal.start();
    expect(t.journal.readyNow('cozinha')).toBe(true);
    expect(t.journal.readyNow('bar')).toBe(true);
    t.printer.plan('hold');
    t.journal.enqueue(order(1));
    await t.drive(() => t.printer.holding());
    expect(t.journal.readyNow('cozinha')).toBe(false);
    expect(t.journal.readyNow('bar')).toBe(true);
    t.printer.release();
    await t.drive(() => t.job(1)?.state === 'printed');
    expect(t.journal.readyNow('cozinha')).toBe(false);
    t.advance(999);
    expect(t.journal.readyNow('cozinha')).toBe(false);
    t.advance(1);
    expect(t.journal.readyNow('cozinha')).toBe(true);
  });

  it('is false while a job waits for its turn or its retry, true again once only a parked one is left', async () => {
    const t = setup({ delayMs: 1000 });
    t.journal.start();
    t.journal.enqueue(order(1));
    t.journal.enqueue(order(2));
    await t.drive(() => t.job(1)?.state === 'printed');
    // Job 2 waits for the pause after job 1 (a timer is set for it).
    expect(t.job(2)?.state).toBe('queued');
    expect(t.journal.readyNow('cozinha')).toBe(false);
    t.printer.plan('offline');
    await t.drive(() => t.job(2)?.state === 'failed');
    // Its retry is due later: a job queued now would wait behind it.
    expect(t.journal.readyNow('cozinha')).toBe(false);
    const parkedOnly = setup({ delayMs: 1000 });
    parkedOnly.failOnRender(3, 'cannot-print');
    parkedOnly.journal.start();
    parkedOnly.journal.enqueue(order(3));
    await parkedOnly.drive(() => parkedOnly.job(3)?.state === 'parked');
    parkedOnly.advance(1000);
    expect(parkedOnly.journal.readyNow('cozinha')).toBe(true);
  });
});

describe("the 'printing' record written for a batch", () => {
  it('a failure after the record (pruning old copies) is logged: the ticket still prints, the lane goes on, stop() ends', async () => {
    const t = setup({
      onPruned: () => {
        throw Object.assign(new Error('EBUSY: arquivo em uso'), { code: 'EBUSY' });
      },
    });
    t.journal.start();
    t.journal.enqueue(order(1));
    await t.drive(() => t.job(1)?.state === 'printed');
    // Job 1 is not yet past the two days when job 2 is queued (that write prunes nothing), and is
    // by the time job 2's 'printing' record is written, a minute on: that write prunes it.
    t.advance(2 * 24 * 60 * 60 * 1000 - 30_000);
    t.journal.enqueue(order(2));
    t.advance(61_000);
    await t.drive(() => t.job(2)?.state === 'printed');
    expect(t.printer.printed).toEqual(['1\n', '2\n']);
    expect(t.log.has('error', 'Falha ao registrar o início da impressão')).toBe(true);
    t.journal.enqueue(order(3));
    await t.drive(() => t.job(3)?.state === 'printed');
    await t.journal.stop();
  });
});
