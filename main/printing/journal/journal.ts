/**
 * The durable print journal: a queue per printer, sequential per printer, recorded before and
 * after every send so a crash mid-send is detectable (store.ts: snapshot + append-only log).
 * Nothing is dropped: failures retry with backoff forever and stay visible in the snapshot. Only
 * two paths print a job twice: a send cut off mid-way (crash or 'interrupted') and an explicit
 * reprint(), both marked REIMPRESSÃO.
 */
import {
  PROBLEM_POLL_MS,
  isPrinterProblem,
  printerProblemMessage,
  type PrinterProblem,
} from '../../../shared/printing';
import { PrinterError } from '../transports/port';
import {
  copiesToSend,
  JobCannotPrintError,
  printerNotFoundMessage,
  systemJournalTimers,
  type JournalPort,
  type PrintJournal,
  type PrintJournalDeps,
} from './contract';
import {
  backoffMs,
  buildSnapshot,
  clampDelay,
  jobKey,
  pastRetention,
  type JobRequest,
  type PrintJob,
} from './model';
import { createJournalStore } from './store';

export {
  copiesToSend,
  JobCannotPrintError,
  printerNotFoundMessage,
  systemJournalTimers,
  type DiscardOutcome,
  type JournalPort,
  type JournalTimers,
  type PrintJournal,
  type PrintJournalDeps,
} from './contract';

const PROBLEM_LOG: Record<PrinterProblem, string> = {
  'paper-out': 'sem papel',
  'cover-open': 'com a tampa aberta',
  offline: 'desligada ou desconectada',
};

interface Lane {
  busy: Promise<void> | undefined;
  timer: unknown;
  lastDoneAt: number;
}

export function createPrintJournal(deps: PrintJournalDeps): PrintJournal {
  const timers = deps.timers ?? systemJournalTimers;
  const { log } = deps;
  const sendTimeoutMs = deps.sendTimeoutMs ?? 10_000;
  const jobs = new Map<string, PrintJob>();
  const lanes = new Map<string, Lane>();
  let seq = 0;
  let running = false;

  const store = createJournalStore({
    file: deps.file,
    log,
    jobs,
    now: () => timers.now(),
    compactMinLines: deps.compactMinLines,
  });
  const snapshot = () => buildSnapshot(jobs.values(), timers.now());

  /**
   * A desk that runs for weeks without restarting drops printed jobs past the retention while
   * running, as a restart would (the queue view shows today's; the key stays known for two days,
   * so a late copy of the order is still not printed twice). At most once a minute.
   */
  let lastPruneAt = -Infinity;
  function pruneOldPrinted(now: number): void {
    if (now - lastPruneAt < 60_000) return;
    lastPruneAt = now;
    let pruned = 0;
    for (const [key, job] of jobs) {
      if (pastRetention(job, now)) {
        jobs.delete(key);
        store.remove(key);
        pruned += 1;
      }
    }
    if (pruned === 0) return;
    log.info(`Fila de impressão: ${pruned} impressão(ões) antiga(s) removida(s)`);
    deps.onPruned?.();
  }

  /**
   * Records the jobs' new states (one write), then tells the queue. A 'queued' or 'printing'
   * record reaches the disk before this returns: a ticket to print is never only in memory (a
   * power cut right after an order was taken must not lose its ticket), and the caller sends
   * bytes only after 'printing' is on the disk. The tickets of one order are queued in one write
   * and one fdatasync (enqueueAll). The other records (printed, failed, parked) reach it in the
   * background within moments; losing one to a power cut at worst repeats a send, marked
   * REIMPRESSÃO, or a retry.
   */
  function changed(...changedJobs: PrintJob[]): void {
    // Stryker disable next-line MethodExpression: every() differs only on no jobs or a mix, and changed() gets one job, an order's queued tickets, or none (putAll writes nothing then).
    const durable = changedJobs.some((job) => job.state === 'printing' || job.state === 'queued');
    store.putAll(changedJobs, { durable });
    pruneOldPrinted(timers.now());
    store.compactIfDue();
    if (!deps.onChange) return;
    try {
      deps.onChange();
    } catch (error) {
      log.error('Falha ao avisar mudança na fila de impressão', error);
    }
  }

  function lane(printerId: string): Lane {
    let found = lanes.get(printerId);
    if (!found) {
      found = { busy: undefined, timer: undefined, lastDoneAt: -Infinity };
      lanes.set(printerId, found);
    }
    return found;
  }

  /** Head of line: the oldest unprinted job, so tickets come out in order after an outage. */
  function nextJob(printerId: string): PrintJob | undefined {
    let next: PrintJob | undefined;
    for (const job of jobs.values()) {
      if (job.printerId !== printerId || job.state === 'printed' || job.state === 'parked') continue;
      // Stryker disable next-line EqualityOperator: seqs are unique (start() resumes above the highest).
      if (!next || job.seq < next.seq) next = job;
    }
    return next;
  }

  /** The pause between two tickets on one printer (settings, clamped). */
  const pauseMs = () => clampDelay(deps.delayMs?.() ?? 0);

  function pump(printerId: string): void {
    const l = lane(printerId);
    if (!running || l.busy) return;
    // The wait is set again below, never added to (clearing an unset timer does nothing).
    timers.clearTimeout(l.timer);
    l.timer = undefined;
    const job = nextJob(printerId);
    if (!job) return;
    const now = timers.now();
    const due = Math.max(job.nextAttemptAt ?? now, l.lastDoneAt + pauseMs());
    if (due > now) {
      l.timer = timers.setTimeout(() => {
        l.timer = undefined;
        pump(printerId);
      }, due - now);
      return;
    }
    l.busy = attempt(job).finally(() => {
      l.busy = undefined;
      pump(printerId);
    });
  }

  /**
   * Staff may discard a failed job while its retry waits for the printer list, the status or the
   * render (it still reads 'failed' until 'printing' is recorded): that retry must then end
   * without a byte or a record, or the discarded ticket would print and come back on the disk.
   */
  const discarded = (job: PrintJob) => jobs.get(job.key) !== job;

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

  async function attempt(job: PrintJob): Promise<void> {
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
    await recordPrinting(job);
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
    lane(job.printerId).lastDoneAt = now;
    log.info(`Impresso ${job.key}${job.reprint ? ' (reimpressão)' : ''}`);
    changed(job);
  }

  function enqueueAll(requests: readonly JobRequest[]): PrintJob[] {
    const now = timers.now();
    const added: PrintJob[] = [];
    const out = requests.map((request) => {
      const key = jobKey(request);
      const existing = jobs.get(key);
      if (existing) return { ...existing };
      const job: PrintJob = {
        key,
        seq: ++seq,
        orderId: request.orderId,
        kind: request.kind,
        ...(request.categoryId === undefined ? {} : { categoryId: request.categoryId }),
        printerId: request.printerId,
        copies: Math.min(10, Math.max(1, Math.trunc(request.copies ?? 1))),
        state: 'queued',
        reprint: false,
        attempts: 0,
        createdAt: now,
        updatedAt: now,
      };
      jobs.set(key, job);
      added.push(job);
      return { ...job };
    });
    if (added.length === 0) return out;
    changed(...added);
    for (const printerId of new Set(added.map((job) => job.printerId))) pump(printerId);
    return out;
  }

  return {
    start() {
      if (running) return;
      jobs.clear();
      for (const job of store.load()) jobs.set(job.key, job);
      seq = Math.max(0, ...[...jobs.values()].map((job) => job.seq));
      running = true;
      changed();
      for (const printerId of new Set([...jobs.values()].map((job) => job.printerId))) {
        pump(printerId);
      }
    },

    async stop() {
      running = false;
      for (const l of lanes.values()) {
        timers.clearTimeout(l.timer);
        l.timer = undefined;
      }
      await Promise.all([...lanes.values()].map((l) => l.busy));
      // A compaction cut short here is harmless: the logs still hold every change.
      await store.close();
    },

    enqueue(request) {
      return enqueueAll([request])[0] as PrintJob;
    },

    enqueueAll,

    reprint(key) {
      const job = jobs.get(key);
      if (!job) return undefined;
      if (job.state === 'failed' || job.state === 'parked') {
        // Staff ask for it now: in its place in the line, no waiting for the backoff. Its
        // REIMPRESSÃO mark stays as the failure left it (set only if paper may have come out).
        Object.assign(job, { state: 'queued', attempts: 0, updatedAt: timers.now() });
        delete job.nextAttemptAt;
        log.info(`Impressão ${job.key} pedida de novo (${job.lastError ?? 'sem motivo'})`);
        changed(job);
        pump(job.printerId);
        return { ...job };
      }
      // Waiting or being sent: it is already going to print; a second copy would be the double print.
      if (job.state !== 'printed') return { ...job };
      Object.assign(job, { state: 'queued', reprint: true, attempts: 0, seq: ++seq });
      job.updatedAt = timers.now();
      changed(job);
      pump(job.printerId);
      return { ...job };
    },

    discard(key, who) {
      const job = jobs.get(key);
      if (!job) return { ok: false, reason: 'not-found' };
      if (job.state !== 'failed' && job.state !== 'parked') return { ok: false, reason: 'not-held' };
      jobs.delete(key);
      store.remove(key);
      log.warn(
        `Impressão descartada: ${job.key} (pedido ${job.orderId}, impressora ${job.printerId}, ${job.attempts} tentativa(s))${who ? ` por ${who}` : ''}; motivo: ${job.lastError ?? 'sem motivo'}`,
      );
      changed();
      return { ok: true, job: { ...job } };
    },

    snapshot,
    busy() {
      for (const job of jobs.values()) if (job.state === 'queued' || job.state === 'printing') return true;
      return false;
    },
    has: (key) => jobs.has(key),
    readyNow(printerId) {
      // A job being sent, or waiting for its pause or its retry, is still the lane's next job.
      if (nextJob(printerId)) return false;
      return (lanes.get(printerId)?.lastDoneAt ?? -Infinity) + pauseMs() <= timers.now();
    },
    orderIds(states) {
      const ids = new Set<string>();
      for (const job of jobs.values()) if (!states || states.has(job.state)) ids.add(job.orderId);
      return ids;
    },
  };
}
