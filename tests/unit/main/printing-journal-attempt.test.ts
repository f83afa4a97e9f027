// One try at a journal job (main/printing/journal/attempt.ts) against a fake context: what each
// outcome records (printed, confirmed or not; failed with backoff; held under a printer problem;
// parked), when the REIMPRESSÃO mark is set, the 'printing' record before the first byte (one
// for the tickets that start together), and a job staff discarded mid-try left alone.
import { describe, expect, it, vi } from 'vitest';
import { printerProblemMessage, PROBLEM_POLL_MS } from '../../../shared/printing';
import { createAttempt, type AttemptContext } from '../../../main/printing/journal/attempt';
import {
  JobCannotPrintError,
  printerNotFoundMessage,
  type JournalPort,
} from '../../../main/printing/journal/contract';
import { newJob } from '../../../main/printing/journal/job-factory';
import { createLanes } from '../../../main/printing/journal/lanes';
import { backoffMs, type PrintJob, type RenderRequest } from '../../../main/printing/journal/model';
import { PrinterError, type PrinterStatus, type SendReceipt } from '../../../main/printing/transports/port';
import { createMemoryLogger } from '../../support/logger';

const NOW = 1_000_000;
const SEND_TIMEOUT_MS = 4321;

type PortFor = () => JournalPort | undefined | Promise<JournalPort | undefined>;

/** A job known to the journal (in ctx.jobs), as the journal hands it to attempt(). */
function setup(
  portFor: PortFor,
  render: (req: RenderRequest) => Buffer | Promise<Buffer> = () => Buffer.from('T'),
) {
  const log = createMemoryLogger();
  const jobs = new Map<string, PrintJob>();
  const lanes = createLanes();
  /** Each changed() call: copies of its jobs as they were then. */
  const changes: PrintJob[][] = [];
  const renders: RenderRequest[] = [];
  let failNextChange = false;
  const ctx: AttemptContext = {
    deps: {
      portFor: async () => portFor(),
      render: async (req) => {
        renders.push(req);
        return render(req);
      },
      log,
    },
    timers: { setTimeout: vi.fn(), clearTimeout: vi.fn(), now: () => NOW },
    sendTimeoutMs: SEND_TIMEOUT_MS,
    jobs,
    lanes,
    changed: (...changed) => {
      changes.push(changed.map((j) => ({ ...j })));
      if (!failNextChange) return;
      failNextChange = false;
      throw new Error('disco cheio');
    },
    // A kitchen screen's 'printing' (idempotent port): recorded like any change here.
    changedInBackground: (job) => {
      changes.push([{ ...job }]);
    },
  };
  const attempt = createAttempt(ctx);
  const add = (patch: Partial<PrintJob> = {}, printerId = 'Cozinha') => {
    const job = {
      ...newJob({ orderId: '7', kind: 'production', categoryId: 'c1', printerId }, 1, 0),
      ...patch,
    };
    jobs.set(job.key, job);
    return job;
  };
  const states = () => changes.map((c) => c.map((j) => j.state));
  return {
    attempt,
    add,
    jobs,
    lanes,
    log,
    changes,
    renders,
    states,
    failNextChange: () => (failNextChange = true),
  };
}

/** A port that answers `status` and records what it was sent. */
function port(
  opts: { status?: PrinterStatus; send?: (bytes: Buffer) => Promise<unknown>; format?: 'html' } = {},
) {
  const sent: Buffer[] = [];
  const p: JournalPort = {
    ...(opts.format ? { format: opts.format } : {}),
    ...(opts.status ? { status: async () => opts.status! } : {}),
    send: vi.fn(async (bytes: Buffer): Promise<SendReceipt | void> => {
      sent.push(bytes);
      return opts.send ? ((await opts.send(bytes)) as SendReceipt | undefined) : { confirmed: true };
    }),
  };
  return Object.assign(p, { sent });
}

describe('attempt: printed', () => {
  it("records 'printing' before the first byte, then printed and confirmed, with the lane's time", async () => {
    const printer = port({ status: 'ok' });
    const t = setup(() => printer);
    const job = t.add({ stationNo: 36, lastError: 'antes', nextAttemptAt: 5, unconfirmed: true });
    vi.mocked(printer.send).mockImplementation(async () => {
      // The disk knows it is being sent before any byte leaves.
      expect(t.states()).toEqual([['printing']]);
      return { confirmed: true };
    });
    await t.attempt(job);
    expect(t.states()).toEqual([['printing'], ['printed']]);
    expect(job).toMatchObject({
      state: 'printed',
      printedAt: NOW,
      updatedAt: NOW,
      attempts: 1,
      reprint: false,
    });
    expect(job).not.toHaveProperty('lastError');
    expect(job).not.toHaveProperty('nextAttemptAt');
    expect(job).not.toHaveProperty('unconfirmed');
    expect(t.lanes.peek('Cozinha')?.lastDoneAt).toBe(NOW);
    expect(printer.send).toHaveBeenCalledWith(Buffer.from('T'), { timeoutMs: SEND_TIMEOUT_MS });
    expect(t.renders).toEqual([
      {
        orderId: '7',
        kind: 'production',
        categoryId: 'c1',
        printerId: 'Cozinha',
        reprint: false,
        stationNo: 36,
      },
    ]);
    expect(t.log.has('info', `Impresso ${job.key}`)).toBe(true);
  });

  it('renders a slip with its content and a reprint marked, and logs it as one', async () => {
    const t = setup(() => port());
    const slip = { at: 5, reason: 'Cliente desistiu' };
    const job = t.add({ kind: 'cancel', reprint: true, slip });
    delete job.categoryId;
    await t.attempt(job);
    expect(t.renders[0]).toEqual({ orderId: '7', kind: 'cancel', printerId: 'Cozinha', reprint: true, slip });
    expect(t.log.has('info', '(reimpressão)')).toBe(true);
  });

  const receipt = (r: SendReceipt | undefined) => () => Promise.resolve(r);
  it.each([
    ['no receipt', receipt(undefined), true],
    ['confirmed: false', receipt({ confirmed: false }), true],
    ['confirmed: true', receipt({ confirmed: true }), undefined],
  ] as const)(
    'an ESC/POS port takes the copies in one write; %s → unconfirmed %s',
    async (_, send, unconfirmed) => {
      const printer = port({ send });
      const t = setup(() => printer);
      const job = t.add({ copies: 3 });
      await t.attempt(job);
      expect(printer.sent).toEqual([Buffer.from('TTT')]);
      expect(job.state).toBe('printed');
      expect(job.unconfirmed).toBe(unconfirmed);
    },
  );

  it('an HTML port takes one document per copy; one unconfirmed copy leaves the job unconfirmed', async () => {
    let n = 0;
    const html = port({ format: 'html', send: async () => ({ confirmed: ++n === 1 }) });
    const b = setup(() => html);
    const two = b.add({ copies: 2 });
    await b.attempt(two);
    expect(html.sent).toHaveLength(2);
    expect(two).toMatchObject({ state: 'printed', unconfirmed: true });
  });
});

describe('attempt: failed, retried with backoff', () => {
  it.each([
    ['the printer list cannot be read', () => Promise.reject(new Error('EIO')), 'indisponível'],
    ['no printer has that name', () => undefined, 'não encontrada'],
  ])('%s: failed, not found, retried after the backoff', async (_, portFor, logged) => {
    const t = setup(portFor as PortFor);
    const job = t.add({ attempts: 2 });
    await t.attempt(job);
    expect(job).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: printerNotFoundMessage('Cozinha'),
      nextAttemptAt: NOW + backoffMs(3),
      updatedAt: NOW,
    });
    expect(t.states()).toEqual([['failed']]);
    expect(t.log.has('warn', logged)).toBe(true);
    expect(t.renders).toEqual([]);
  });

  it('a render that fails for now: failed, retried; one that never can: parked, never retried', async () => {
    const t = setup(
      () => port(),
      () => {
        throw new Error('boom');
      },
    );
    const job = t.add();
    await t.attempt(job);
    expect(job).toMatchObject({
      state: 'failed',
      lastError: 'Falha ao preparar o cupom para impressão.',
      nextAttemptAt: NOW + backoffMs(1),
    });
    expect(t.log.has('error', 'Falha ao preparar o cupom')).toBe(true);

    const gone = setup(
      () => port(),
      () => {
        throw new JobCannotPrintError('Pedido não encontrado');
      },
    );
    const parked = gone.add({ nextAttemptAt: 9 });
    await gone.attempt(parked);
    expect(parked).toMatchObject({ state: 'parked', lastError: 'Pedido não encontrado', updatedAt: NOW });
    expect(parked).not.toHaveProperty('nextAttemptAt');
    expect(gone.log.has('warn', 'parada: Pedido não encontrado')).toBe(true);
  });

  it.each([
    // Nothing was taken: the ticket never came out, the mark stays as it was.
    ['offline', new PrinterError('offline', 'Impressora desligada'), false],
    ['not-found', new PrinterError('not-found', 'Impressora sumiu'), false],
    ['timeout', new PrinterError('timeout', 'Sem resposta'), false],
    // Part of it may be on paper: the next try says REIMPRESSÃO.
    ['interrupted', new PrinterError('interrupted', 'A conexão caiu'), true],
    ['unknown', new PrinterError('unknown', 'Algo'), true],
    ['a plain Error', new Error('x'), true],
  ])('a send that fails (%s): failed with its message, REIMPRESSÃO %s', async (_, error, reprint) => {
    const t = setup(() => port({ send: () => Promise.reject(error) }));
    const job = t.add();
    await t.attempt(job);
    expect(job).toMatchObject({
      state: 'failed',
      reprint,
      lastError: error instanceof PrinterError ? error.message : 'Falha desconhecida ao imprimir.',
      nextAttemptAt: NOW + backoffMs(1),
    });
    expect(t.states()).toEqual([['printing'], ['failed']]);
    expect(t.lanes.peek('Cozinha')).toBeUndefined();
  });

  it('an offline error after a copy already went out marks the reprint', async () => {
    let n = 0;
    const html = port({
      format: 'html',
      send: async () => {
        if (++n === 2) throw new PrinterError('offline', 'Impressora desligada');
        return { confirmed: true };
      },
    });
    const t = setup(() => html);
    const job = t.add({ copies: 2 });
    await t.attempt(job);
    expect(job).toMatchObject({ state: 'failed', reprint: true });
  });
});

describe('attempt: held while the printer reports a problem', () => {
  it.each(['paper-out', 'cover-open', 'offline'] as const)(
    '%s: nothing rendered nor sent, queued on the short poll, the try not counted',
    async (problem) => {
      const printer = port({ status: problem });
      const t = setup(() => printer);
      const job = t.add({ attempts: 2, reprint: true });
      await t.attempt(job);
      expect(job).toMatchObject({
        state: 'queued',
        attempts: 2,
        reprint: true,
        lastError: printerProblemMessage('Cozinha', problem),
        nextAttemptAt: NOW + PROBLEM_POLL_MS,
      });
      expect(printer.sent).toEqual([]);
      expect(t.renders).toEqual([]);
      // Logged once per problem, not at every poll.
      await t.attempt(job);
      expect(t.log.lines.filter((l) => l.includes('aguarda'))).toHaveLength(1);
      expect(job.attempts).toBe(2);
    },
  );

  it("'unknown' and 'ok' are no problem: the job is sent", async () => {
    for (const status of ['unknown', 'ok'] as const) {
      const printer = port({ status });
      const t = setup(() => printer);
      const job = t.add();
      await t.attempt(job);
      expect(job.state).toBe('printed');
    }
  });
});

describe('attempt: the tickets that start together share one record', () => {
  it("one changed() for the 'printing' of jobs on several printers; a failing one does not stop them", async () => {
    const t = setup(() => port());
    const a = t.add({}, 'Cozinha');
    const b = t.add({}, 'Bar');
    t.failNextChange();
    await Promise.all([t.attempt(a), t.attempt(b)]);
    expect(t.changes[0]?.map((j) => [j.key, j.state])).toEqual([
      [a.key, 'printing'],
      [b.key, 'printing'],
    ]);
    expect(t.log.has('error', 'Falha ao registrar o início da impressão')).toBe(true);
    expect([a.state, b.state]).toEqual(['printed', 'printed']);
  });
});

describe('attempt: a job staff discarded during the try', () => {
  it.each([
    ['the printer list', 'port'],
    ['the render', 'render'],
  ] as const)('while %s was read: no byte, no record', async (_, where) => {
    const printer = port();
    const discard = () => t.jobs.delete(job.key);
    const t = setup(
      () => {
        if (where !== 'port') return printer;
        discard();
        return undefined;
      },
      () => {
        discard();
        return Buffer.from('T');
      },
    );
    const job = t.add({ state: 'failed' });
    await t.attempt(job);
    expect(printer.sent).toEqual([]);
    expect(t.changes).toEqual([]);
    expect(job.state).toBe('failed');
  });

  it.each([
    ['held under a problem', () => port({ status: 'paper-out' }), () => Buffer.from('T')],
    [
      'parked',
      () => port(),
      () => {
        throw new JobCannotPrintError('Pedido não encontrado');
      },
    ],
  ] as const)(
    'discarded and queued anew under its key, the old try records nothing (%s)',
    async (_, p, render) => {
      const t = setup(p, render);
      const job = t.add();
      t.jobs.set(job.key, { ...job });
      await t.attempt(job);
      expect(t.changes).toEqual([]);
      expect(job.state).toBe('queued');
      expect(job).not.toHaveProperty('lastError');
    },
  );
});
