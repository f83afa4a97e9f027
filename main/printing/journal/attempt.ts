/**
 * One try at printing a job, and what each outcome records: printed (confirmed or not), retried
 * with backoff, held while the printer reports a problem (paper out, cover open), or parked when
 * it can never succeed as it is. 'printing' reaches the disk before the first byte leaves, except
 * on a port where sending again changes nothing (JournalPort.idempotent: a kitchen screen).
 */
import {
  isPrinterProblem,
  PROBLEM_POLL_MS,
  printerProblemMessage,
  type PrinterProblem,
} from '../../../shared/printing';
import { PrinterError } from '../transports/port';
import {
  copiesToSend,
  JobCannotPrintError,
  printerNotFoundMessage,
  type JournalPort,
  type JournalTimers,
  type PrintJournalDeps,
} from './contract';
import type { Lanes } from './lanes';
import { backoffMs, type PrintJob } from './model';

const PROBLEM_LOG: Record<PrinterProblem, string> = {
  'paper-out': 'sem papel',
  'cover-open': 'com a tampa aberta',
  offline: 'desligada ou desconectada',
};

export interface AttemptContext {
  deps: Pick<PrintJournalDeps, 'portFor' | 'render' | 'log'>;
  timers: JournalTimers;
  sendTimeoutMs: number;
  jobs: ReadonlyMap<string, PrintJob>;
  lanes: Lanes;
  /** Records the jobs' new states and tells the queue (journal.ts). */
  changed(...jobs: PrintJob[]): void;
  /** changed(), its record reaching the disk in the background whatever the state. */
  changedInBackground(job: PrintJob): void;
}

/** The journal's attempt(): one try at the job, its outcome recorded. */
export function createAttempt(ctx: AttemptContext): (job: PrintJob) => Promise<void> {
  const { deps, timers, sendTimeoutMs, changed } = ctx;
  const { log } = deps;

  /**
   * Staff may discard a failed job while its retry waits for the printer list, the status or the
   * render (it still reads 'failed' until 'printing' is recorded): that retry must then end
   * without a byte or a record, or the discarded ticket would print and come back on the disk.
   */
  const discarded = (job: PrintJob) => ctx.jobs.get(job.key) !== job;

  function retryLater(job: PrintJob, state: 'queued' | 'failed', message: string): void {
    if (discarded(job)) return;
    const now = timers.now();
    job.state = state;
    job.lastError = message;
    job.nextAttemptAt = now + backoffMs(job.attempts);
    job.updatedAt = now;
    changed(job);
  }

  /**
   * The printer itself says it cannot print now: the job waits its turn ('queued', nothing
   * sent, its REIMPRESSÃO mark untouched) and the printer is asked again on a short poll
   * instead of the failure backoff, so it prints within seconds of the problem being solved.
   */
  function holdForProblem(job: PrintJob, problem: PrinterProblem): void {
    if (discarded(job)) return;
    const now = timers.now();
    const message = printerProblemMessage(job.printerId, problem);
    if (job.lastError !== message)
      log.warn(`Impressora ${job.printerId} ${PROBLEM_LOG[problem]}; ${job.key} aguarda`);
    // Asking the printer was no try at printing: a send that fails later backs off from scratch.
    job.attempts = Math.max(0, job.attempts - 1);
    job.state = 'queued';
    job.lastError = message;
    job.nextAttemptAt = now + PROBLEM_POLL_MS;
    job.updatedAt = now;
    changed(job);
  }

  function park(job: PrintJob, message: string): void {
    if (discarded(job)) return;
    job.state = 'parked';
    job.lastError = message;
    delete job.nextAttemptAt;
    job.updatedAt = timers.now();
    log.warn(`Impressão ${job.key} parada: ${message}`);
    changed(job);
  }

  let printingBatch: { jobs: PrintJob[]; written: Promise<void> } | undefined;

  /**
   * 'printing' reaches the disk before the job's first byte leaves: a crash from then on is found
   * on the next start and reprinted marked REIMPRESSÃO. The tickets that start together (an
   * order's, on its printers) share one write and one fdatasync, taken once the loop has run what
   * was already due: one sync after another, the last printer's ticket waited for them all.
   */
  function recordPrinting(job: PrintJob): Promise<void> {
    job.state = 'printing';
    job.updatedAt = timers.now();
    if (printingBatch) {
      printingBatch.jobs.push(job);
      return printingBatch.written;
    }
    const jobs = [job];
    const written = new Promise<void>((resolve) =>
      setImmediate(() => {
        printingBatch = undefined;
        try {
          changed(...jobs);
        } catch (error) {
          // The records were appended first; what failed came after (pruning, telling the queue).
          // The lanes must not wait for ever, nor the process crash on a timer's throw.
          log.error('Falha ao registrar o início da impressão', error);
        } finally {
          resolve();
        }
      }),
    );
    printingBatch = { jobs, written };
    return written;
  }

  return async function attempt(job: PrintJob): Promise<void> {
    job.attempts += 1;
    let port: JournalPort | undefined;
    try {
      port = await deps.portFor(job.printerId);
    } catch (error) {
      // The printer list could not be read (transient): ask again later.
      log.warn(`Impressora ${job.printerId} indisponível`, error);
      retryLater(job, 'failed', printerNotFoundMessage(job.printerId));
      return;
    }
    if (!port) {
      // Not configured (yet, or any more): every job for that name waits alike, so nothing is
      // held behind this one; it prints by itself once the printer exists, and staff may
      // discard it from the queue.
      log.warn(`Impressora ${job.printerId} não encontrada; ${job.key} aguarda`);
      retryLater(job, 'failed', printerNotFoundMessage(job.printerId));
      return;
    }
    let copies: Buffer[];
    try {
      const status = port.status ? await port.status() : undefined;
      // Out of paper or with the cover open, printers swallow data: never send, hold the job.
      if (isPrinterProblem(status)) {
        holdForProblem(job, status);
        return;
      }
      const ticket = await deps.render(
        {
          orderId: job.orderId,
          kind: job.kind,
          ...(job.categoryId === undefined ? {} : { categoryId: job.categoryId }),
          printerId: job.printerId,
          reprint: job.reprint,
          ...(job.stationNo === undefined ? {} : { stationNo: job.stationNo }),
          ...(job.slip === undefined ? {} : { slip: job.slip }),
        },
        port,
      );
      copies = copiesToSend(ticket, job.copies, port.format);
    } catch (error) {
      if (error instanceof JobCannotPrintError) {
        park(job, error.message);
        return;
      }
      log.error(`Falha ao preparar o cupom ${job.key}`, error);
      retryLater(job, 'failed', 'Falha ao preparar o cupom para impressão.');
      return;
    }

    if (discarded(job)) return;
    if (port.idempotent) {
      // Sent again after a crash it changes nothing: nothing to wait for before the send.
      job.state = 'printing';
      job.updatedAt = timers.now();
      ctx.changedInBackground(job);
    } else await recordPrinting(job);
    let sent = 0;
    let confirmed = true;
    try {
      for (const bytes of copies) {
        const receipt = await port.send(bytes, { timeoutMs: sendTimeoutMs });
        confirmed &&= receipt?.confirmed === true;
        sent += 1;
      }
    } catch (error) {
      const kind = error instanceof PrinterError ? error.kind : 'unknown';
      // offline / not-found / timeout: no byte was taken, the ticket never came out, so the
      // reprint flag stays as it was. Anything else (or an earlier copy that did print) may
      // have put paper out.
      if (kind === 'interrupted' || kind === 'unknown' || sent > 0) job.reprint = true;
      const message = error instanceof PrinterError ? error.message : 'Falha desconhecida ao imprimir.';
      log.warn(`Impressão de ${job.key} falhou (${kind}); nova tentativa com espera`, message);
      retryLater(job, 'failed', message);
      return;
    }
    const now = timers.now();
    Object.assign(job, { state: 'printed', printedAt: now, updatedAt: now });
    if (confirmed) delete job.unconfirmed;
    else job.unconfirmed = true;
    delete job.lastError;
    delete job.nextAttemptAt;
    ctx.lanes.lane(job.printerId).lastDoneAt = now;
    log.info(`Impresso ${job.key}${job.reprint ? ' (reimpressão)' : ''}`);
    changed(job);
  };
}
