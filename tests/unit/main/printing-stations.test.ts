// Station numbers (issue 33 §1): per station, per business day, given once when the job is
// created, persisted with it, kept on reprint, gap-free and unique across restarts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { businessDayOf, missingText } from '../../../shared/print-stations';
import {
  createPrintJournal,
  type JobRequest,
  type JournalPort,
  type PrintJob,
  type PrintJournal,
  type RenderRequest,
} from '../../../main/printing/journal';
import { createStationCounters, stationCounts } from '../../../main/printing/journal/stations';
import { readJournalFiles } from '../../../main/printing/journal/store';
import { PrinterError } from '../../../main/printing/transports/port';
import { createMemoryLogger } from '../../support/logger';
import { fakeClock } from '../../support/print-journal';

const at = (day: number, hour: number, minute = 0) => new Date(2026, 11, day, hour, minute).getTime();

describe('businessDayOf: the day turns at 05:00 local', () => {
  it.each([
    [at(2, 12), '2026-12-02'],
    [at(2, 5), '2026-12-02'],
    [at(2, 4, 59), '2026-12-01'],
    [at(3, 0, 30), '2026-12-02'],
    [at(1, 0, 0), '2026-11-30'],
    [new Date(2027, 0, 1, 2).getTime(), '2026-12-31'],
  ])('%s → %s', (when, day) => expect(businessDayOf(when)).toBe(day));
});

const tmpFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stations-')), 'print-journal.json');
const journals: PrintJournal[] = [];
afterEach(async () => {
  await Promise.all(journals.splice(0).map((j) => j.stop()));
});

interface Setup {
  file?: string;
  start?: number;
  numbered?: () => boolean;
  /** The printer: prints by default; 'never' never answers (a crash mid-burst leaves it so). */
  port?: 'ok' | 'never' | 'offline';
}

function setup(opts: Setup = {}) {
  const file = opts.file ?? tmpFile();
  const clock = fakeClock(opts.start ?? at(2, 12));
  const rendered: RenderRequest[] = [];
  const port: JournalPort = {
    async send() {
      if (opts.port === 'offline') throw new PrinterError('offline', 'Impressora desligada.');
    },
  };
  const journal = createPrintJournal({
    file,
    log: createMemoryLogger(),
    timers: clock.timers,
    delayMs: () => 0,
    numberTickets: opts.numbered ?? (() => true),
    portFor: () => (opts.port === 'never' ? new Promise<JournalPort>(() => undefined) : port),
    render(job) {
      rendered.push(job);
      return Buffer.from(`#${job.orderId}`);
    },
  });
  journal.start();
  journals.push(journal);
  return { file, clock, journal, rendered };
}

const cashier = (orderId: string, printerId = 'Caixa'): JobRequest => ({
  orderId,
  kind: 'cashier',
  printerId,
});
const kitchen = (orderId: string): JobRequest => ({
  orderId,
  kind: 'production',
  categoryId: 'lanches',
  printerId: 'Cozinha',
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Every number each station gave, from what a restart reads. */
function numbersOnDisk(file: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const job of readJournalFiles(file, createMemoryLogger(), Date.now()).jobs.values()) {
    if (job.stationNo === undefined) continue;
    out.set(job.printerId, [...(out.get(job.printerId) ?? []), job.stationNo]);
  }
  for (const list of out.values()) list.sort((a, b) => a - b);
  return out;
}

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('the journal numbers each station', () => {
  it('from 1 per station, in the order jobs are created; the day summary takes none', () => {
    const { journal } = setup();
    const [a, b] = journal.enqueueAll([cashier('1'), kitchen('1')]);
    const c = journal.enqueue(cashier('2'));
    const summary = journal.enqueue({ orderId: 'resumo-1', kind: 'summary', printerId: 'Caixa' });
    expect([a?.stationNo, b?.stationNo, c.stationNo]).toEqual([1, 1, 2]);
    expect(a?.businessDay).toBe('2026-12-02');
    expect(summary.stationNo).toBeUndefined();
    // The same request again is the same job: no new number.
    expect(journal.enqueue(cashier('2')).stationNo).toBe(2);
    expect(journal.enqueue(cashier('3')).stationNo).toBe(3);
  });

  it('gives no number while the setting is off, and goes on from the last one once it is on', () => {
    let numbered = false;
    const { journal } = setup({ numbered: () => numbered });
    expect(journal.enqueue(cashier('1')).stationNo).toBeUndefined();
    numbered = true;
    expect(journal.enqueue(cashier('2')).stationNo).toBe(1);
  });

  it('starts again from 1 after the turn of the day, and keeps counting past midnight until then', () => {
    const { journal, clock } = setup({ start: at(2, 23, 50) });
    expect(journal.enqueue(cashier('1')).stationNo).toBe(1);
    clock.timers.setTimeout(() => undefined, at(3, 0, 30) - clock.now());
    clock.next();
    expect(journal.enqueue(cashier('2')).stationNo).toBe(2);
    clock.timers.setTimeout(() => undefined, at(3, 11) - clock.now());
    clock.next();
    const next = journal.enqueue(cashier('3'));
    expect(next.stationNo).toBe(1);
    expect(next.businessDay).toBe('2026-12-03');
  });

  it('prints the number with the ticket, and a reprint keeps it (marked REIMPRESSÃO)', async () => {
    const { journal, rendered, clock } = setup();
    /** Runs the lane: the sends, and the pauses between tickets on the fake clock. */
    const drain = async () => {
      do await settle();
      while (clock.next());
      await settle();
    };
    journal.enqueue(cashier('1'));
    const job = journal.enqueue(cashier('2'));
    await drain();
    journal.reprint(job.key);
    await drain();
    expect(rendered.map((r) => [r.orderId, r.stationNo, r.reprint])).toEqual([
      ['1', 1, false],
      ['2', 2, false],
      ['2', 2, true],
    ]);
  });

  it('goes on after a restart, above a discarded last number, which the queue still names', async () => {
    const first = setup({ port: 'offline' });
    const only = first.journal.enqueue(cashier('1'));
    await settle();
    expect(first.journal.stations()[0]?.missing).toEqual([{ no: 1, reason: 'Impressora desligada.' }]);
    expect(first.journal.discard(only.key).ok).toBe(true);
    await first.journal.stop();
    const again = setup({ file: first.file, port: 'never' });
    expect(again.journal.enqueue(cashier('2')).stationNo).toBe(2);
    journals.splice(journals.indexOf(again.journal), 1);
    expect(again.journal.stations()).toEqual([
      {
        station: 'Caixa',
        day: '2026-12-02',
        lastOut: null,
        missing: [
          { no: 1, reason: 'descartado da fila' },
          { no: 2, reason: 'aguardando na fila' },
        ],
      },
    ]);
  });

  it('finds every station gap-free and unique when main is restarted again and again mid-burst', async () => {
    const file = tmpFile();
    let order = 0;
    for (let run = 0; run < 5; run++) {
      // A main that never finishes a send and is never stopped: the next one starts on its files.
      const { journal } = setup({ file, port: 'never' });
      for (let n = 0; n < 7; n++) {
        order += 1;
        journal.enqueueAll([cashier(String(order)), kitchen(String(order))]);
        if (n % 3 === 0) journal.enqueue(cashier(String(order), 'Caixa 2'));
      }
      journals.splice(journals.indexOf(journal), 1);
    }
    const numbers = numbersOnDisk(file);
    expect(numbers.get('Caixa')).toEqual(oneTo(35));
    expect(numbers.get('Cozinha')).toEqual(oneTo(35));
    expect(numbers.get('Caixa 2')).toEqual(oneTo(15));
    // A clean start after the burst goes on from there.
    const last = setup({ file, port: 'never' });
    journals.splice(journals.indexOf(last.journal), 1);
    expect(last.journal.enqueue(kitchen('x')).stationNo).toBe(36);
  });

  it('rebuilds the counters from the jobs of a file written before them', () => {
    const counters = createStationCounters();
    const job = { printerId: 'Cozinha', stationNo: 9, businessDay: businessDayOf(at(2, 12)) } as PrintJob;
    counters.load([], [job]);
    expect(counters.assign('Cozinha', at(2, 13)).no).toBe(10);
    // A counter of a later day wins over older jobs; a stale one is replaced.
    counters.load([{ station: 'Cozinha', day: '2026-12-03', last: 2 }], [job]);
    expect(counters.assign('Cozinha', at(3, 13)).no).toBe(3);
  });
});

describe('the queue per station', () => {
  const job = (no: number, state: PrintJob['state'], extra: Partial<PrintJob> = {}): PrintJob => ({
    key: `k${no}`,
    seq: no,
    orderId: String(no),
    kind: 'production',
    printerId: 'Cozinha',
    copies: 1,
    state,
    reprint: false,
    attempts: 0,
    createdAt: 0,
    updatedAt: 0,
    stationNo: no,
    businessDay: '2026-12-02',
    ...extra,
  });

  it('names the last number out and every number not confirmed out, with why', () => {
    const counts = stationCounts(
      [
        job(34, 'printed'),
        job(35, 'printed', { unconfirmed: true }),
        job(36, 'failed', { lastError: 'Impressora Cozinha sem papel.' }),
        job(37, 'printing'),
        job(38, 'printed'),
        job(1, 'printed', { businessDay: '2026-12-01' }),
      ],
      new Map(),
      at(2, 20),
    );
    expect(counts).toEqual([
      {
        station: 'Cozinha',
        day: '2026-12-02',
        lastOut: 38,
        missing: [
          { no: 35, reason: 'enviado, sem confirmação da impressora' },
          { no: 36, reason: 'Impressora Cozinha sem papel.' },
          { no: 37, reason: 'sendo impresso' },
        ],
      },
    ]);
    expect(missingText('Cozinha', { no: 36, reason: 'sem papel' })).toBe(
      'Cozinha: nº 36 ainda não saiu (sem papel)',
    );
  });
});
