// The print journal's files: snapshot + append-only log. Restarts (crash images: the files as the
// OS holds them at that instant) after each state, torn and damaged lines, a crash between the
// log's rotation and the snapshot's rename, compaction of 10,000 jobs while changes keep coming,
// and 'printing' on the disk before the first byte goes to the printer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPrintJournal,
  JobCannotPrintError,
  type JobRequest,
  type JournalTimers,
  type PrintJob,
  type PrintJournal,
} from '../../../main/printing/journal';
import { journalFileSchema } from '../../../main/printing/journal/model';
import {
  createJournalStore,
  logPathOf,
  readJournalFiles,
  rotatedLogPathOf,
} from '../../../main/printing/journal/store';
import { PrinterError } from '../../../main/printing/transports/port';
import { openAppendLog } from '../../../main/storage/append-log';
import { createMemoryLogger } from '../../support/logger';
import { guardedClock, guardedPause, queuedJob, T0 } from '../../support/print-journal';
import { runawayGuards } from '../../support/runaway';

/** Timers that never fire: retries and pauses wait for the test. */
const idleTimers: JournalTimers = { setTimeout: () => 0, clearTimeout: () => undefined, now: () => T0 };

const runaway = runawayGuards();
/** No pause between tickets (as without one), on the pump's budget. */
const noPause = () => guardedPause(runaway);

const dirs: string[] = [];
const journals: PrintJournal[] = [];
afterEach(() => runaway.done());
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(journals.splice(0).map((j) => j.stop()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-store-'));
  dirs.push(dir);
  return path.join(dir, 'print-journal.json');
}

/** What a crash leaves: the journal's files copied as they are now, into a fresh folder. */
function crashImage(file: string): string {
  const copy = tempFile();
  for (const [from, to] of [
    [file, copy],
    [logPathOf(file), logPathOf(copy)],
    [rotatedLogPathOf(file), rotatedLogPathOf(copy)],
  ] as const) {
    if (fs.existsSync(from)) fs.copyFileSync(from, to);
  }
  return copy;
}

/** Starts a journal over `file` whose printers never answer, so it shows what it loaded. */
function restartOn(file: string) {
  const log = createMemoryLogger();
  const journal = createPrintJournal({
    file,
    log,
    portFor: () => new Promise(() => undefined),
    render: () => Buffer.from(''),
    // No pause given (a journal works without one), so its clock carries the pump's budget.
    timers: { ...idleTimers, now: guardedClock(runaway, () => T0) },
  });
  journal.start();
  const snap = journal.snapshot();
  const byOrder = new Map(
    [...snap.pending, ...snap.failed, ...snap.printedToday].map((job) => [job.orderId, job]),
  );
  // Not added to `journals`: its sends never end, so stop() would never resolve.
  return { journal, log, byOrder };
}

const request = (n: number, printerId = `p${n}`): JobRequest => ({
  orderId: String(n),
  kind: 'cashier',
  printerId,
});

/** A cashier job printed half a minute before T0. */
function job(n: number, extra: Partial<PrintJob> = {}): PrintJob {
  return queuedJob(n, {
    state: 'printed',
    attempts: 1,
    updatedAt: T0 - 30_000,
    printedAt: T0 - 30_000,
    ...extra,
  });
}

const until = async (condition: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    runaway.check();
    if (Date.now() > deadline) throw new Error('until: condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
};

/** A printer whose every send waits for the test to end it. */
function manualPrinter() {
  const sends: { resolve(): void; reject(error: Error): void }[] = [];
  return {
    sends,
    port: {
      send: () =>
        new Promise<void>((resolve, reject) => {
          sends.push({ resolve, reject });
        }),
    },
  };
}

/** A started journal over `file` sending to a manual printer; order 3 cannot be printed. */
function startOnManualPrinter(file: string) {
  const printer = manualPrinter();
  const journal = createPrintJournal({
    file,
    log: createMemoryLogger(),
    portFor: () => printer.port,
    render(req) {
      if (req.orderId === '3') throw new JobCannotPrintError('Pedido indisponível para impressão. (#3)');
      return Buffer.from(req.orderId);
    },
    timers: idleTimers,
    delayMs: noPause(),
  });
  journals.push(journal);
  journal.start();
  return { printer, journal };
}

describe('print journal restarts after each state', () => {
  it('queued, printing (→ REIMPRESSÃO), printed, failed, parked and discarded all come back as they were', async () => {
    const file = tempFile();
    const { printer, journal } = startOnManualPrinter(file);

    // queued: the crash comes before the job is even tried.
    journal.enqueue(request(1));
    let after = restartOn(crashImage(file));
    expect(after.byOrder.get('1')).toMatchObject({ state: 'queued', reprint: false });

    // printing: the bytes may have gone out, so it prints again, marked.
    await until(() => printer.sends.length === 1);
    after = restartOn(crashImage(file));
    expect(after.byOrder.get('1')).toMatchObject({ state: 'queued', reprint: true });
    expect(after.log.has('warn', 'Impressão interrompida (1:cashier:-:p1)')).toBe(true);

    // printed: known, never printed twice.
    printer.sends[0]?.resolve();
    await until(() => journal.snapshot().printedToday.length === 1);
    after = restartOn(crashImage(file));
    expect(after.byOrder.get('1')).toMatchObject({ state: 'printed', reprint: false });
    expect(after.journal.enqueue(request(1)).state).toBe('printed');

    // failed: kept with its reason and its tries.
    journal.enqueue(request(2));
    await until(() => printer.sends.length === 2);
    printer.sends[1]?.reject(new PrinterError('offline', 'Impressora p2 desligada ou fora da rede.'));
    await until(() => journal.snapshot().failed.length === 1);
    after = restartOn(crashImage(file));
    expect(after.byOrder.get('2')).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'Impressora p2 desligada ou fora da rede.',
    });

    // parked: stays parked, with its reason.
    journal.enqueue(request(3));
    await until(() => journal.snapshot().failed.length === 2);
    after = restartOn(crashImage(file));
    expect(after.byOrder.get('3')).toMatchObject({
      state: 'parked',
      lastError: 'Pedido indisponível para impressão. (#3)',
    });

    // discarded: gone for good.
    expect(journal.discard('2:cashier:-:p2').ok).toBe(true);
    after = restartOn(crashImage(file));
    expect([...after.byOrder.keys()].sort()).toEqual(['1', '3']);
    // None of this rewrote the snapshot: the log carried every change.
    expect(fs.readFileSync(logPathOf(file), 'utf8').trim().split('\n').length).toBeGreaterThanOrEqual(9);
  });

  it('a journal written before the log existed loads as it is, and stays in that format', async () => {
    const file = tempFile();
    const jobs = [job(1), job(2, { state: 'queued', attempts: 0 }), job(3, { state: 'printing' })];
    fs.writeFileSync(file, JSON.stringify({ version: 1, jobs }, null, 2));
    const { journal, byOrder } = restartOn(file);
    expect(byOrder.get('1')?.state).toBe('printed');
    expect(byOrder.get('2')?.state).toBe('queued');
    expect(byOrder.get('3')).toMatchObject({ state: 'queued', reprint: true });
    // The start folds the recovery into a fresh snapshot, in the same format.
    await until(
      () =>
        !fs.existsSync(rotatedLogPathOf(file)) && fs.readFileSync(file, 'utf8').includes('"reprint":true'),
    );
    const stored = journalFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    expect(stored.jobs.map((j) => [j.orderId, j.state])).toEqual([
      ['1', 'printed'],
      ['2', 'queued'],
      ['3', 'queued'],
    ]);
    void journal;
  });
});

describe('busy(): what a waiting update install looks at', () => {
  it('a queued or printing ticket is busy; printed, failed and parked ones are not', async () => {
    const { printer, journal } = startOnManualPrinter(tempFile());
    expect(journal.busy()).toBe(false);
    journal.enqueue(request(1));
    expect(journal.busy()).toBe(true); // queued
    await until(() => printer.sends.length === 1);
    expect(journal.busy()).toBe(true); // printing
    printer.sends[0]?.resolve();
    await until(() => journal.snapshot().printedToday.length === 1);
    expect(journal.busy()).toBe(false);
    journal.enqueue(request(2));
    await until(() => printer.sends.length === 2);
    printer.sends[1]?.reject(new PrinterError('offline', 'Impressora p2 desligada.'));
    journal.enqueue(request(3));
    await until(() => journal.snapshot().failed.length === 2);
    // A failed ticket retries for as long as it takes; a parked one waits for staff: neither holds an update.
    expect(journal.busy()).toBe(false);
  });
});

describe('printing is on the disk before the bytes leave', () => {
  it('a new ticket and its printing record are synced (fdatasync) before enqueue returns and before send(); printed is not waited for', async () => {
    const file = tempFile();
    const sync = vi.spyOn(fs, 'fdatasyncSync');
    let onDiskAtSend: PrintJob | undefined;
    const send = vi.fn(async () => {
      onDiskAtSend = readJournalFiles(crashImage(file), createMemoryLogger(), T0).jobs.get('1:cashier:-:p1');
    });
    const journal = createPrintJournal({
      file,
      log: createMemoryLogger(),
      portFor: () => ({ send }),
      render: () => Buffer.from('ticket'),
      timers: idleTimers,
      delayMs: noPause(),
    });
    journals.push(journal);
    journal.start();
    journal.enqueue(request(1));
    // The new ticket is on the disk when enqueue returns (a power cut now must not lose it).
    expect(sync).toHaveBeenCalledTimes(1);
    expect(
      readJournalFiles(crashImage(file), createMemoryLogger(), T0).jobs.get('1:cashier:-:p1')?.state,
    ).toBe('queued');
    await until(() => journal.snapshot().printedToday.length === 1);
    // One more synchronous sync, for the printing record, before the first byte; 'printed' is not waited for.
    expect(sync).toHaveBeenCalledTimes(2);
    expect(sync.mock.invocationCallOrder[1]).toBeLessThan(send.mock.invocationCallOrder[0] ?? 0);
    expect(onDiskAtSend?.state).toBe('printing');
  });

  it("an order's tickets for three printers reach the disk in one write and one fdatasync before enqueueAll returns", () => {
    const file = tempFile();
    const sync = vi.spyOn(fs, 'fdatasyncSync');
    const journal = createPrintJournal({
      file,
      log: createMemoryLogger(),
      // Looked up after enqueueAll returned; whatever it says is written later.
      portFor: () => undefined,
      render: () => Buffer.from('ticket'),
      timers: idleTimers,
      delayMs: noPause(),
    });
    journals.push(journal);
    journal.start();
    const queued = journal.enqueueAll([request(7, 'caixa'), request(7, 'cozinha'), request(7, 'bar')]);
    expect(queued.map((j) => [j.key, j.state])).toEqual([
      ['7:cashier:-:caixa', 'queued'],
      ['7:cashier:-:cozinha', 'queued'],
      ['7:cashier:-:bar', 'queued'],
    ]);
    expect(sync).toHaveBeenCalledTimes(1);
    const onDisk = readJournalFiles(crashImage(file), createMemoryLogger(), T0).jobs;
    expect([...onDisk.values()].map((j) => [j.key, j.state])).toEqual([
      ['7:cashier:-:caixa', 'queued'],
      ['7:cashier:-:cozinha', 'queued'],
      ['7:cashier:-:bar', 'queued'],
    ]);
    // Asked again, nothing new: no write, no sync, the same jobs.
    expect(journal.enqueueAll([request(7, 'caixa'), request(7, 'bar')]).map((j) => j.seq)).toEqual([
      queued[0]?.seq,
      queued[2]?.seq,
    ]);
    expect(sync).toHaveBeenCalledTimes(1);
  });
});

describe("an order's tickets starting together on their printers", () => {
  it("record 'printing' in one write and one fdatasync, before any of their bytes; the next order's its own", async () => {
    const file = tempFile();
    const sync = vi.spyOn(fs, 'fdatasyncSync');
    const onDiskAtSend: string[] = [];
    const syncsAtSend: number[] = [];
    const journal = createPrintJournal({
      file,
      log: createMemoryLogger(),
      portFor: (printerId) => ({
        async send() {
          syncsAtSend.push(sync.mock.calls.length);
          const job = readJournalFiles(crashImage(file), createMemoryLogger(), T0).jobs.get(
            `${onDiskAtSend.length < 3 ? 7 : 8}:cashier:-:${printerId}`,
          );
          onDiskAtSend.push(`${printerId} ${job?.state}`);
        },
      }),
      render: () => Buffer.from('ticket'),
      timers: idleTimers,
    });
    journals.push(journal);
    journal.start();
    journal.enqueueAll([request(7, 'caixa'), request(7, 'cozinha'), request(7, 'bar')]);
    expect(sync).toHaveBeenCalledTimes(1);
    await until(() => journal.snapshot().printedToday.length === 3);
    // One sync queued the three, one more recorded them printing, before the first send.
    expect(syncsAtSend).toEqual([2, 2, 2]);
    expect(onDiskAtSend.sort()).toEqual(['bar printing', 'caixa printing', 'cozinha printing']);
    // Another order later (on a printer with no pause to wait): a batch of its own, on the disk
    // before its bytes too.
    journal.enqueueAll([request(8, 'balcao')]);
    await until(() => syncsAtSend.length === 4);
    expect(syncsAtSend[3]).toBe(4);
    expect(onDiskAtSend[3]).toBe('balcao printing');
  });
});

describe('the journal log', () => {
  it('ignores a torn last line (power cut mid-append) with a warning, and never glues the next line to it', async () => {
    const file = tempFile();
    fs.writeFileSync(file, JSON.stringify({ version: 1, jobs: [job(1, { state: 'queued', attempts: 0 })] }));
    fs.writeFileSync(
      logPathOf(file),
      `${JSON.stringify({ put: job(2, { state: 'queued', attempts: 0 }) })}\n` +
        `${JSON.stringify({ put: job(1) })}\n` +
        '{"put":{"key":"3:cashier:-:Caixa","seq":3,"ord',
    );
    const first = restartOn(crashImage(file));
    expect(first.log.has('warn', 'última linha de print-journal.json.log incompleta')).toBe(true);
    expect(first.log.lines.filter((l) => l.includes('[error]'))).toEqual([]);
    expect(first.byOrder.get('1')?.state).toBe('printed');
    expect(first.byOrder.get('2')?.state).toBe('queued');
    expect(first.byOrder.has('3')).toBe(false);
    // The next line starts on its own line, and a later load reads everything cleanly.
    const log = openAppendLog(logPathOf(file));
    log.append(JSON.stringify({ put: job(4) }));
    await log.close();
    expect(fs.readFileSync(logPathOf(file), 'utf8')).toMatch(/"ord\n\{"put":\{"key":"4:/);
    const disk = readJournalFiles(crashImage(file), createMemoryLogger(), T0);
    expect([...disk.jobs.keys()].sort()).toEqual([
      '1:cashier:-:Caixa',
      '2:cashier:-:Caixa',
      '4:cashier:-:Caixa',
    ]);
  });

  it('skips a damaged line in the middle, logs it and keeps a copy of the log', () => {
    const file = tempFile();
    fs.writeFileSync(
      logPathOf(file),
      [JSON.stringify({ put: job(1) }), '{"put": garbage}', JSON.stringify({ put: job(2) }), ''].join('\n'),
    );
    const log = createMemoryLogger();
    const disk = readJournalFiles(file, log, T0);
    expect([...disk.jobs.keys()]).toEqual(['1:cashier:-:Caixa', '2:cashier:-:Caixa']);
    expect(log.has('error', '1 linha(s) ilegível(is) em print-journal.json.log')).toBe(true);
    expect(
      fs.readdirSync(path.dirname(file)).some((n) => n.startsWith('print-journal.json.log.corrupt-')),
    ).toBe(true);
  });

  it('a corrupt snapshot is backed up and the logs still apply', () => {
    const file = tempFile();
    fs.writeFileSync(file, '{"version":1,"jobs":[{"key":');
    fs.writeFileSync(logPathOf(file), `${JSON.stringify({ put: job(7, { state: 'queued' }) })}\n`);
    const { byOrder, log } = restartOn(file);
    expect(log.has('error', 'Fila de impressão ilegível')).toBe(true);
    expect(byOrder.get('7')?.state).toBe('queued');
    expect(fs.readdirSync(path.dirname(file)).filter((n) => n.includes('.corrupt-'))).toHaveLength(1);
  });
});

describe('compaction', () => {
  const live = (map: ReadonlyMap<string, PrintJob>) =>
    [...map.values()].sort((a, b) => a.key.localeCompare(b.key));
  const loaded = (file: string) => live(readJournalFiles(crashImage(file), createMemoryLogger(), T0).jobs);

  it('10,000 jobs: rotates past the threshold, snapshots in the background while changes go on, loses nothing', async () => {
    const file = tempFile();
    const history = Array.from({ length: 10_000 }, (_, i) => job(i + 1));
    fs.writeFileSync(file, JSON.stringify({ version: 1, jobs: history }));
    const jobs = new Map<string, PrintJob>();
    const log = createMemoryLogger();
    const store = createJournalStore({ file, log, jobs, now: () => T0 });
    for (const loadedJob of store.load()) jobs.set(loadedJob.key, loadedJob);
    expect(jobs.size).toBe(10_000);
    const change = (j: PrintJob) => {
      jobs.set(j.key, j);
      store.put(j);
      store.compactIfDue();
    };

    // 9,999 changes: below the threshold (as many lines as live jobs), no compaction yet.
    for (let i = 1; i < 10_000; i++) change({ ...job(i), state: 'queued', reprint: true, seq: 10_000 + i });
    expect(fs.existsSync(rotatedLogPathOf(file))).toBe(false);
    // The 10,000th line rotates the log; the snapshot is written in the background.
    change({ ...job(10_000), state: 'failed', lastError: 'Impressora Caixa desligada.' });
    const inFlight = store.compact();
    expect(fs.existsSync(rotatedLogPathOf(file))).toBe(true);
    expect(fs.existsSync(logPathOf(file))).toBe(false);

    // Meanwhile the desk keeps working: changes, deletions and new jobs between the writes.
    for (let round = 0; round < 20; round++) {
      change({ ...job(round + 1), state: 'printed', printedAt: T0 + round });
      const gone = `${5000 + round}:cashier:-:Caixa`;
      jobs.delete(gone);
      store.remove(gone);
      change(job(20_000 + round, { state: 'queued' }));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await inFlight;
    expect(fs.existsSync(rotatedLogPathOf(file))).toBe(false);
    const snapshot = journalFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    expect(snapshot.jobs.length).toBeGreaterThan(9_900);
    // Only what came after the rotation is in the new log.
    expect(fs.readFileSync(logPathOf(file), 'utf8').trim().split('\n')).toHaveLength(60);
    expect(loaded(file)).toEqual(live(jobs));
    await store.close();
    expect(log.lines.filter((l) => l.includes('[error]'))).toEqual([]);

    // And once more from the compacted files with a fresh store.
    const again = new Map<string, PrintJob>();
    const reloaded = createJournalStore({ file: crashImage(file), log, jobs: again, now: () => T0 });
    for (const j of reloaded.load()) again.set(j.key, j);
    expect(live(again)).toEqual(live(jobs));
    await reloaded.close();
  });

  it('a crash between the rotation and the snapshot rename loses nothing (and quitting may abandon it)', async () => {
    const file = tempFile();
    const jobs = new Map<string, PrintJob>();
    const store = createJournalStore({
      file,
      log: createMemoryLogger(),
      jobs,
      now: () => T0,
      compactMinLines: 5,
    });
    store.load();
    // The snapshot is written but never renamed into place: the process dies there.
    vi.spyOn(fs.promises, 'rename').mockImplementation(() => new Promise(() => undefined));
    for (let i = 1; i <= 5; i++) {
      jobs.set(job(i).key, job(i, { state: 'queued' }));
      store.put(job(i, { state: 'queued' }));
      store.compactIfDue();
    }
    expect(fs.existsSync(rotatedLogPathOf(file))).toBe(true);
    jobs.set(job(2).key, job(2, { state: 'printing' }));
    store.put(job(2, { state: 'printing' }), { durable: true });
    jobs.set(job(6).key, job(6, { state: 'queued' }));
    store.put(job(6, { state: 'queued' }));
    await until(() =>
      fs.readdirSync(path.dirname(file)).some((n) => /^print-journal\.json\.\d+\.\d+\.tmp$/.test(n)),
    );

    const image = crashImage(file);
    fs.copyFileSync(
      path.join(path.dirname(file), fs.readdirSync(path.dirname(file)).find((n) => n.endsWith('.tmp')) ?? ''),
      `${image}.4242.1.tmp`,
    );
    vi.restoreAllMocks();
    const { journal, byOrder } = restartOn(image);
    expect([...byOrder.keys()].sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(byOrder.get('2')).toMatchObject({ state: 'queued', reprint: true });
    // The half-done temp file is cleared; the start compacts the rotated and current logs away.
    expect(fs.existsSync(`${image}.4242.1.tmp`)).toBe(false);
    await until(() => !fs.existsSync(rotatedLogPathOf(image)));
    void journal;
    expect([...readJournalFiles(image, createMemoryLogger(), T0).jobs.keys()]).toHaveLength(6);
  });

  it('a failed compaction keeps the rotated log; the next one adds the new lines to it and finishes', async () => {
    const file = tempFile();
    const jobs = new Map<string, PrintJob>();
    const log = createMemoryLogger();
    let now = T0;
    const store = createJournalStore({ file, log, jobs, now: () => now, compactMinLines: 3 });
    store.load();
    vi.spyOn(fs.promises, 'rename').mockRejectedValueOnce(
      Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' }),
    );
    const change = (j: PrintJob) => {
      jobs.set(j.key, j);
      store.put(j);
      store.compactIfDue();
    };
    for (let i = 1; i <= 3; i++) change(job(i, { state: 'queued' }));
    await store.compact();
    expect(log.has('error', 'Não foi possível compactar a fila de impressão')).toBe(true);
    expect(fs.existsSync(rotatedLogPathOf(file))).toBe(true);
    change(job(1));
    change(job(4, { state: 'queued' }));
    expect(loaded(file)).toEqual(live(jobs));
    // Retried a minute later, merging the current log into the rotated one first.
    now += 60_000;
    change(job(5, { state: 'queued' }));
    await store.compact();
    expect(fs.existsSync(rotatedLogPathOf(file))).toBe(false);
    expect(loaded(file)).toEqual(live(jobs));
    await store.close();
  });

  it('the journal compacts by itself and stop() waits for a compaction in flight', async () => {
    const file = tempFile();
    const journal = createPrintJournal({
      file,
      log: createMemoryLogger(),
      portFor: () => undefined,
      render: () => Buffer.from(''),
      timers: idleTimers,
      delayMs: noPause(),
      compactMinLines: 50,
    });
    // The first start writes the first snapshot (there was none); stop() waits for it.
    journal.start();
    await journal.stop();
    expect(fs.existsSync(file)).toBe(true);
    journal.start();
    for (let n = 1; n <= 60; n++) journal.enqueue(request(n, 'Caixa'));
    // The 50th line started a compaction; stop() waits for it.
    await journal.stop();
    expect(fs.existsSync(rotatedLogPathOf(file))).toBe(false);
    const snapshot = journalFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    expect(snapshot.jobs.length).toBeGreaterThanOrEqual(50);
    expect(fs.readFileSync(logPathOf(file), 'utf8').trim().split('\n').length).toBeLessThan(20);
    expect(readJournalFiles(file, createMemoryLogger(), T0).jobs.size).toBe(60);
  });
});
