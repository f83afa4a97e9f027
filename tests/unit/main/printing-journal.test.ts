import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PrinterPort } from '../../../main/printing/transports/port';
import { createThermalTcpPrinter } from '../../../main/printing/transports/thermal-tcp';
import {
  backoffMs,
  clampDelay,
  createPrintJournal,
  JobCannotPrintError,
  type JobRequest,
  type JournalSnapshot,
  type PrintJob,
  type PrintJournal,
  type RenderRequest,
} from '../../../main/printing/journal';
import { queueView } from '../../../main/printing/journal/queue-view';
import { readJournalFiles } from '../../../main/printing/journal/store';
import { startVirtualPrinter, type VirtualPrinter } from '../../../sandbox/virtual-printer';
import { createMemoryLogger } from '../../support/logger';
import { fakeClock, T0 } from '../../support/print-journal';

const DAY = 24 * 60 * 60 * 1000;

/** What a restart would read: snapshot plus logs, last record per key. */
const onDisk = (file: string) => [...readJournalFiles(file, createMemoryLogger(), Date.now()).jobs.values()];
const printers: VirtualPrinter[] = [];
const journals: PrintJournal[] = [];

afterEach(async () => {
  await Promise.all(journals.splice(0).map((j) => j.stop()));
  await Promise.all(printers.splice(0).map((p) => p.close()));
});

async function printer(): Promise<VirtualPrinter> {
  const p = await startVirtualPrinter();
  printers.push(p);
  return p;
}

function tcp(p: VirtualPrinter): PrinterPort {
  return createThermalTcpPrinter({ host: p.host, port: p.port, statusTimeoutMs: 500 });
}

function setup(
  ports: Record<string, PrinterPort>,
  opts: { file?: string; bigTicket?: boolean; cannotPrint?: string[] } = {},
) {
  const file =
    opts.file ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'journal-')), 'print-journal.json');
  const clock = fakeClock(T0);
  const log = createMemoryLogger();
  const renders: RenderRequest[] = [];
  const changes: JournalSnapshot[] = [];
  const journal = createPrintJournal({
    file,
    portFor: (id) => ports[id],
    render(job) {
      renders.push(job);
      if (opts.cannotPrint?.includes(job.orderId)) {
        throw new JobCannotPrintError(`Pedido indisponível para impressão. (#${job.orderId})`);
      }
      const body = `${job.orderId}|${job.kind}|${job.reprint ? 'REIMPRESSAO' : 'original'}\n`;
      return Buffer.from(opts.bigTicket ? body + '.'.repeat(4000) : body, 'latin1');
    },
    delayMs: () => 1000,
    timers: clock.timers,
    log,
    onChange: () => changes.push(journal.snapshot()),
    sendTimeoutMs: 2000,
  });
  journals.push(journal);
  const printedCount = () => journal.snapshot().printedToday.length;
  /** Lets real I/O run, firing virtual timers whenever nothing else is going on. */
  async function drive(until: () => boolean, maxRealMs = 8000): Promise<void> {
    const deadline = Date.now() + maxRealMs;
    while (!until()) {
      if (Date.now() > deadline) throw new Error('drive: condition not reached');
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (!until() && !busy()) clock.next();
    }
    // A send resolves on the printer's status answer; it files the job once the connection
    // ends, one loop turn later.
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const busy = () => journal.snapshot().pending.some((job) => job.state === 'printing');
  return { file, clock, log, renders, changes, journal, drive, printedCount };
}

const order = (n: number, printerId = 'cozinha'): JobRequest => ({
  orderId: String(n),
  kind: 'production',
  categoryId: 'pizzas',
  printerId,
});
const tickets = (p: VirtualPrinter) => p.jobs.map((job) => job.bytes.toString('latin1').split('\n')[0]);

describe('print journal', () => {
  it('prints a burst of 20 jobs once each, in order, with the delay between them', async () => {
    const p = await printer();
    const t = setup({ cozinha: tcp(p) });
    t.journal.start();
    for (let n = 1; n <= 20; n++) t.journal.enqueue(order(n));
    await t.drive(() => t.printedCount() === 20);
    expect(tickets(p)).toEqual(Array.from({ length: 20 }, (_, i) => `${i + 1}|production|original`));
    expect(t.clock.now() - T0).toBeGreaterThanOrEqual(19 * 1000);
    expect(t.renders.every((r) => !r.reprint)).toBe(true);
    expect(t.changes.at(-1)?.printedToday).toHaveLength(20);
  });

  it('keeps a burst through 30 s of printer offline: all printed after, none twice, none lost', async () => {
    const p = await printer();
    await p.setMode('offline');
    const t = setup({ cozinha: tcp(p) });
    t.journal.start();
    for (let n = 1; n <= 8; n++) t.journal.enqueue(order(n));
    await t.drive(() => t.journal.snapshot().pending[0]?.lastError !== undefined);
    // The printer says it is not there: the jobs wait (no failure, nothing to reprint by hand).
    expect(t.journal.snapshot().pending[0]).toMatchObject({
      state: 'queued',
      lastError: 'Impressora cozinha desligada ou desconectada',
      nextAttemptAt: T0 + 2000,
    });
    // A check may be under way when the clock passes 30 s: wait until the job waits for the
    // next one (nothing moves then until the clock does).
    const waiting = () => (t.journal.snapshot().pending[0]?.nextAttemptAt ?? 0) > t.clock.now();
    await t.drive(() => t.clock.now() >= T0 + 30_000 && waiting());
    expect(t.journal.snapshot()).toMatchObject({ failed: [], printedToday: [] });
    expect(t.journal.snapshot().pending).toHaveLength(8);
    await p.setMode('online');
    const back = t.clock.now();
    await t.drive(() => t.printedCount() === 1);
    expect(t.clock.now() - back).toBeLessThanOrEqual(5000);
    await t.drive(() => t.printedCount() === 8);
    expect(tickets(p)).toEqual(Array.from({ length: 8 }, (_, i) => `${i + 1}|production|original`));
    // Asking a printer that is not there is no try at printing.
    expect(t.journal.snapshot().printedToday[0]?.attempts).toBe(1);
  });

  it('holds jobs while the printer is out of paper, then prints them', async () => {
    const p = await printer();
    await p.setMode('paper-out');
    const t = setup({ cozinha: tcp(p) });
    t.journal.start();
    t.journal.enqueue(order(1));
    await t.drive(() => t.journal.snapshot().pending[0]?.lastError === 'Impressora cozinha sem papel');
    await t.drive(() => t.clock.now() >= T0 + 10_000);
    expect(p.jobs).toHaveLength(0);
    await p.setMode('online');
    await t.drive(() => t.printedCount() === 1);
    expect(p.jobs.map((job) => job.printed)).toEqual([true]);
    expect(tickets(p)).toEqual(['1|production|original']);
  });

  it.each([
    ['paper-out', 'Impressora cozinha sem papel'],
    ['cover-open', 'Impressora cozinha com a tampa aberta'],
  ] as const)(
    '%s: the job waits, named in the queue, and prints exactly once within 5 s of the fix',
    async (problem, message) => {
      const p = await printer();
      await p.setMode(problem);
      const t = setup({ cozinha: tcp(p) });
      t.journal.start();
      t.journal.enqueue(order(1));
      t.journal.enqueue(order(2));
      await t.drive(() => t.clock.now() >= T0 + 20_000);
      const queue = queueView(t.journal.snapshot(), { categoryName: () => undefined });
      // Waiting, not failed: nothing for staff to reprint, only the printer to fix.
      expect(queue.failed).toEqual([]);
      expect(queue.pending.map((j) => j.state)).toEqual(['queued', 'queued']);
      expect(queue.alerts).toEqual([{ printerName: 'cozinha', message, waitingJobs: 2, problem }]);
      expect(JSON.stringify(queue)).not.toMatch(/reimpr|EP01|fila/i);
      expect(p.jobs).toEqual([]);
      await p.setMode('online');
      const fixedAt = t.clock.now();
      await t.drive(() => t.printedCount() === 1);
      expect(t.clock.now() - fixedAt).toBeLessThanOrEqual(5000);
      await t.drive(() => t.printedCount() === 2);
      expect(tickets(p)).toEqual(['1|production|original', '2|production|original']);
      expect(p.jobs.every((job) => job.printed)).toBe(true);
      expect(queueView(t.journal.snapshot(), { categoryName: () => undefined }).alerts).toEqual([]);
    },
  );

  it.each([
    ['paper-out', 'Impressora cozinha sem papel', 'acabou durante a impressão'],
    ['cover-open', 'Impressora cozinha com a tampa aberta', 'foi aberta durante a impressão'],
  ] as const)(
    '%s mid-ticket: the swallowed ticket waits for the fix, then comes out once, marked REIMPRESSÃO',
    async (problem, waiting, cutOff) => {
      const p = await printer();
      const real = tcp(p);
      let strikes = 1;
      // The status read 'ok'; the problem comes while this ticket's bytes go out.
      const port: PrinterPort = {
        status: () => real.status!(),
        async send(bytes, opts) {
          if (strikes-- > 0) await p.setMode(problem);
          return real.send(bytes, opts);
        },
      };
      const t = setup({ cozinha: port });
      t.journal.start();
      t.journal.enqueue(order(1));
      await t.drive(() => t.journal.snapshot().failed.length === 1);
      expect(t.journal.snapshot().failed[0]).toMatchObject({ reprint: true });
      expect(t.journal.snapshot().failed[0]?.lastError).toContain(cutOff);
      expect(p.jobs.map((job) => [job.printed, tickets(p)[0]])).toEqual([[false, '1|production|original']]);
      // While the problem lasts the job waits under its name, with nothing sent.
      await t.drive(() => t.journal.snapshot().pending[0]?.lastError === waiting);
      await t.drive(() => t.clock.now() >= T0 + 20_000);
      expect(p.jobs).toHaveLength(1);
      expect(t.journal.snapshot().pending[0]).toMatchObject({ state: 'queued', reprint: true });
      await p.setMode('online');
      const fixedAt = t.clock.now();
      await t.drive(() => t.printedCount() === 1);
      expect(t.clock.now() - fixedAt).toBeLessThanOrEqual(5000);
      expect(tickets(p)).toEqual(['1|production|original', '1|production|REIMPRESSAO']);
      expect(p.jobs.map((job) => job.printed)).toEqual([false, true]);
    },
  );

  it('prints a job cut off mid-send again, marked as reprint', async () => {
    const p = await printer();
    const plain = tcp(p);
    // Without status(): the status query would otherwise take the cut connection.
    const t = setup({ cozinha: { send: plain.send.bind(plain) } }, { bigTicket: true });
    t.journal.start();
    t.journal.enqueue(order(1));
    await t.drive(() => t.printedCount() === 1);
    p.cutNextConnectionAfter(100);
    t.journal.enqueue(order(2));
    await t.drive(() => t.journal.snapshot().failed.length === 1);
    expect(t.journal.snapshot().failed[0]?.lastError).toContain('caiu durante a impressão');
    await t.drive(() => t.printedCount() === 2);
    expect(tickets(p)).toEqual(['1|production|original', '2|production|REIMPRESSAO']);
    expect(t.renders.filter((r) => r.orderId === '2').map((r) => r.reprint)).toEqual([false, true]);
  });

  it('enqueues idempotently by key; only reprint() prints again, marked', async () => {
    const p = await printer();
    const t = setup({ cozinha: tcp(p) });
    t.journal.start();
    const first = t.journal.enqueue(order(1));
    expect(t.journal.enqueue(order(1)).key).toBe(first.key);
    t.journal.enqueue({ ...order(1), copies: 3 });
    await t.drive(() => t.printedCount() === 1);
    t.journal.enqueue(order(1));
    expect(t.journal.reprint('nope')).toBeUndefined();
    expect(t.journal.reprint(first.key)?.reprint).toBe(true);
    expect(t.journal.reprint(first.key)?.state).toBe('queued'); // pressed twice: still one
    await t.drive(() => t.printedCount() === 1 && t.journal.snapshot().pending.length === 0);
    expect(first.key).toBe('1:production:pizzas:cozinha');
    expect(tickets(p)).toEqual(['1|production|original', '1|production|REIMPRESSAO']);
  });

  it('keeps printing on one printer while another is offline', async () => {
    const [a, b] = [await printer(), await printer()];
    await a.setMode('offline');
    const t = setup({ bar: tcp(a), cozinha: tcp(b) });
    t.journal.start();
    for (let n = 1; n <= 3; n++) {
      t.journal.enqueue(order(n, 'bar'));
      t.journal.enqueue(order(n, 'cozinha'));
    }
    await t.drive(() => t.printedCount() === 3);
    expect(tickets(b)).toEqual(['1', '2', '3'].map((n) => `${n}|production|original`));
    expect(a.jobs).toHaveLength(0);
    const snap = t.journal.snapshot();
    expect(snap.failed).toEqual([]);
    expect(snap.pending.map((j) => [j.printerId, j.state])).toEqual([
      ['bar', 'queued'],
      ['bar', 'queued'],
      ['bar', 'queued'],
    ]);
    expect(snap.pending[0]?.lastError).toBe('Impressora bar desligada ou desconectada');
  });

  it('reports a printer that is not configured and retries; staff may retry it now', async () => {
    const p = await printer();
    const ports: Record<string, PrinterPort> = {};
    const t = setup(ports);
    t.journal.start();
    t.journal.enqueue(order(1, 'sumiu'));
    await t.drive(() => t.journal.snapshot().failed.length === 1);
    expect(t.journal.snapshot().failed[0]).toMatchObject({
      state: 'failed',
      lastError: 'Impressora sumiu não encontrada. Verifique as configurações de impressão.',
    });
    ports.sumiu = tcp(p);
    expect(t.journal.reprint('1:production:pizzas:sumiu')?.state).toBe('queued');
    await t.drive(() => t.printedCount() === 1);
    expect(tickets(p)).toEqual(['1|production|original']);
  });

  it('a job that can never print is parked and does not hold newer tickets for that printer', async () => {
    const p = await printer();
    const t = setup({ cozinha: tcp(p) }, { cannotPrint: ['2'] });
    t.journal.start();
    for (let n = 1; n <= 4; n++) t.journal.enqueue(order(n));
    await t.drive(() => t.printedCount() === 3);
    expect(tickets(p)).toEqual(['1', '3', '4'].map((n) => `${n}|production|original`));
    const [parked] = t.journal.snapshot().failed;
    expect(parked).toMatchObject({ key: '2:production:pizzas:cozinha', state: 'parked' });
    expect(parked?.lastError).toBe('Pedido indisponível para impressão. (#2)');
    expect(t.log.has('warn', 'Impressão 2:production:pizzas:cozinha parada')).toBe(true);
  });

  it('staff discard a parked or failed job, each discard logged; a waiting or printed one stays', async () => {
    const p = await printer();
    const t = setup({ cozinha: tcp(p) }, { cannotPrint: ['2'] });
    t.journal.start();
    t.journal.enqueue(order(1));
    t.journal.enqueue(order(2));
    await t.drive(() => t.journal.snapshot().failed.length === 1 && t.printedCount() === 1);
    expect(t.journal.discard('1:production:pizzas:cozinha')).toEqual({ ok: false, reason: 'not-held' });
    expect(t.journal.discard('9:production:pizzas:cozinha')).toEqual({ ok: false, reason: 'not-found' });
    const result = t.journal.discard('2:production:pizzas:cozinha', 'admin');
    expect(result.ok).toBe(true);
    expect(t.journal.has('2:production:pizzas:cozinha')).toBe(false);
    expect(t.journal.snapshot().failed).toEqual([]);
    const logged = t.log.lines.filter((l) => l.includes('Impressão descartada'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('[warn]');
    expect(logged[0]).toContain('2:production:pizzas:cozinha');
    expect(logged[0]).toContain('por admin');
    expect(logged[0]).toContain('Pedido indisponível para impressão.');
    // Gone from the file as well.
    expect(onDisk(t.file).map((job) => job.key)).not.toContain('2:production:pizzas:cozinha');
  });
});

describe('print journal across restarts', () => {
  function stored(key: number, state: PrintJob['state'], extra: Partial<PrintJob> = {}): PrintJob {
    const base = order(key);
    return {
      ...base,
      key: `${base.orderId}:production:pizzas:cozinha`,
      categoryId: 'pizzas',
      seq: key,
      copies: 1,
      state,
      reprint: false,
      attempts: 0,
      createdAt: T0 - 60_000,
      updatedAt: T0 - 60_000,
      ...extra,
    };
  }

  it('resumes queued, printing (as reprint) and failed jobs; prunes old printed ones', async () => {
    const p = await printer();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-'));
    const file = path.join(dir, 'print-journal.json');
    const jobs = [
      stored(1, 'printed', { printedAt: T0 - 3 * DAY }),
      stored(2, 'printed', { printedAt: T0 - 1000 }),
      stored(3, 'queued'),
      stored(4, 'printing', { attempts: 1 }),
      stored(5, 'failed', { attempts: 2, lastError: 'x', nextAttemptAt: T0 - 1 }),
    ];
    fs.writeFileSync(file, JSON.stringify({ version: 1, jobs }));
    const t = setup({ cozinha: tcp(p) }, { file });
    t.journal.start();
    expect(t.log.has('warn', 'Impressão interrompida (4:production:pizzas:cozinha)')).toBe(true);
    await t.drive(() => t.printedCount() === 4);
    expect(tickets(p)).toEqual([
      '3|production|original',
      '4|production|REIMPRESSAO',
      '5|production|original',
    ]);
    expect(onDisk(file).map((j) => [j.orderId, j.state])).toEqual(
      ['2', '3', '4', '5'].map((n) => [n, 'printed']),
    );
    // The pruned key is free again; the kept printed one still blocks a duplicate.
    expect(t.journal.enqueue(order(2)).state).toBe('printed');
    expect(t.journal.enqueue(order(1)).state).toBe('queued');
  });

  it('a desk that runs for days prunes old printed jobs while running (not only at start)', async () => {
    const p = await printer();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-'));
    const file = path.join(dir, 'print-journal.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ version: 1, jobs: [stored(1, 'printed', { printedAt: T0 - 1000 })] }),
    );
    const t = setup({ cozinha: tcp(p) }, { file });
    t.journal.start();
    expect(t.journal.has(stored(1, 'printed').key)).toBe(true);
    // Three days later, without a restart: the next change drops it from memory and from disk.
    t.clock.timers.setTimeout(() => undefined, 3 * DAY);
    t.clock.next();
    t.journal.enqueue(order(6));
    expect(t.journal.has(stored(1, 'printed').key)).toBe(false);
    expect(onDisk(file).map((j) => j.orderId)).toEqual(['6']);
    expect(t.log.has('info', 'antiga(s) removida(s)')).toBe(true);
    await t.drive(() => t.printedCount() === 1);
  });

  it('survives a stop while the printer is offline and prints after the restart', async () => {
    const p = await printer();
    await p.setMode('offline');
    const first = setup({ cozinha: tcp(p) });
    first.journal.start();
    first.journal.enqueue(order(1));
    first.journal.enqueue(order(2));
    await first.drive(() => first.journal.snapshot().pending[0]?.lastError !== undefined);
    await first.journal.stop();
    await p.setMode('online');
    const second = setup({ cozinha: tcp(p) }, { file: first.file });
    second.journal.start();
    await second.drive(() => second.printedCount() === 2);
    expect(tickets(p)).toEqual(['1|production|original', '2|production|original']);
  });

  it('backs up and logs a corrupt journal, then starts empty', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-'));
    const file = path.join(dir, 'print-journal.json');
    fs.writeFileSync(file, '{"version":1,"jobs":[{"key":');
    const t = setup({}, { file });
    t.journal.start();
    expect(t.log.has('error', 'Fila de impressão ilegível')).toBe(true);
    const backups = fs.readdirSync(dir).filter((name) => name.includes('.corrupt-'));
    expect(backups).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, backups[0] ?? ''), 'utf8')).toContain('"key":');
    expect(t.journal.snapshot()).toEqual({ pending: [], failed: [], printedToday: [] });
    // Replaced by a fresh snapshot in the background (stop() waits for it).
    await t.journal.stop();
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ version: 1, jobs: [] });
  });
});

describe('timing rules', () => {
  it.each([
    [0, 1000],
    [500, 1000],
    [3000, 3000],
    [60_000, 10_000],
    [Number.NaN, 1000],
  ])('clamps the delay %s → %s', (input, expected) => {
    expect(clampDelay(input)).toBe(expected);
  });

  it('backs off 2 s, 4 s, 8 s … up to 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(backoffMs)).toEqual([
      2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});

describe('print journal ports', () => {
  it('tells a ticket the printer confirmed from one sent to a printer that cannot confirm, also after a restart (issue 32 §4)', async () => {
    const answering: PrinterPort = { send: async () => ({ confirmed: true }) };
    const spooler: PrinterPort = { send: async () => undefined };
    const silent: PrinterPort = { send: async () => ({ confirmed: false }) };
    const t = setup({ caixa: answering, cozinha: spooler, bar: silent });
    t.journal.start();
    t.journal.enqueueAll([order(1, 'caixa'), order(1, 'cozinha'), order(1, 'bar')]);
    await t.drive(() => t.printedCount() === 3);
    const byPrinter = (jobs: readonly PrintJob[]) => new Map(jobs.map((j) => [j.printerId, j.unconfirmed]));
    expect(byPrinter(t.journal.snapshot().printedToday)).toEqual(
      new Map([
        ['caixa', undefined],
        ['cozinha', true],
        ['bar', true],
      ]),
    );
    const view = queueView(t.journal.snapshot(), { categoryName: () => undefined }).printedToday;
    expect(view.find((j) => j.printerName === 'caixa')).not.toHaveProperty('unconfirmed');
    expect(view.find((j) => j.printerName === 'cozinha')?.unconfirmed).toBe(true);
    expect(byPrinter(onDisk(t.file))).toEqual(byPrinter(t.journal.snapshot().printedToday));
  });

  it('an HTML port gets each copy as its own document; a failure after one copy marks REIMPRESSÃO', async () => {
    const docs: string[] = [];
    let failAfter = Infinity;
    const html: PrinterPort & { format: 'html' } = {
      format: 'html',
      async send(bytes) {
        if (docs.length >= failAfter) throw new Error('spooler caiu');
        docs.push(bytes.toString('latin1'));
      },
    };
    const t = setup({ os: html });
    t.journal.start();
    t.journal.enqueue({ ...order(1, 'os'), copies: 2 });
    await t.drive(() => t.printedCount() === 1);
    expect(docs).toEqual(['1|production|original\n', '1|production|original\n']);

    failAfter = 3;
    t.journal.enqueue({ ...order(2, 'os'), copies: 2 });
    await t.drive(() => t.journal.snapshot().failed.length === 1);
    expect(t.journal.snapshot().failed[0]?.reprint).toBe(true);
  });

  it('waits for a printer resolved asynchronously, and a resolver that throws counts as not found', async () => {
    const p = await printer();
    let broken = true;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'journal-')), 'print-journal.json');
    const log = createMemoryLogger();
    const journal = createPrintJournal({
      file,
      log,
      portFor: async () => {
        if (broken) throw new Error('lista de impressoras indisponível');
        return tcp(p);
      },
      render: (job) => Buffer.from(`${job.orderId}\n`, 'latin1'),
      timers: fakeClock(T0).timers,
    });
    journals.push(journal);
    journal.start();
    journal.enqueue(order(5));
    const until = Date.now() + 3000;
    while (journal.snapshot().failed.length === 0 && Date.now() < until)
      await new Promise((r) => setTimeout(r, 10));
    expect(journal.snapshot().failed[0]?.lastError).toBe(
      'Impressora cozinha não encontrada. Verifique as configurações de impressão.',
    );
    broken = false;
    expect(journal.has('5:production:pizzas:cozinha')).toBe(true);
    expect([...journal.orderIds()]).toEqual(['5']);
  });
});
