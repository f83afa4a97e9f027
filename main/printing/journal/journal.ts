/**
 * The durable print journal: a queue per printer, sequential per printer, recorded before and
 * after every send so a crash mid-send is detectable (store.ts: snapshot + append-only log).
 * Nothing is dropped: failures retry with backoff forever and stay visible in the snapshot. Only
 * two paths print a job twice: a send cut off mid-way (crash or 'interrupted') and an explicit
 * reprint(), both marked REIMPRESSÃO.
 */
import { createAttempt } from './attempt';
import { systemJournalTimers, type PrintJournal, type PrintJournalDeps } from './contract';
import { newJob } from './job-factory';
import { createLanes, nextJob as headOfLine } from './lanes';
import {
  buildSnapshot,
  clampDelay,
  jobKey,
  pastRetention,
  type JobRequest,
  type PrintJob,
  type StationCounter,
} from './model';
import { createStationCounters, stationCounts } from './stations';
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

export function createPrintJournal(deps: PrintJournalDeps): PrintJournal {
  const timers = deps.timers ?? systemJournalTimers;
  const { log } = deps;
  const sendTimeoutMs = deps.sendTimeoutMs ?? 10_000;
  const jobs = new Map<string, PrintJob>();
  const lanes = createLanes();
  let seq = 0;
  let running = false;

  const counters = createStationCounters(deps.businessDayOf);
  const store = createJournalStore({
    file: deps.file,
    log,
    jobs,
    counters: () => counters.all(),
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
  function pruneOldPrinted(now: number): string[] {
    if (now - lastPruneAt < 60_000) return [];
    lastPruneAt = now;
    const pruned: string[] = [];
    for (const [key, job] of jobs) {
      if (pastRetention(job, now)) {
        jobs.delete(key);
        store.remove(key);
        pruned.push(key);
      }
    }
    if (pruned.length === 0) return pruned;
    log.info(`Fila de impressão: ${pruned.length} impressão(ões) antiga(s) removida(s)`);
    deps.onPruned?.();
    return pruned;
  }

  /**
   * Records the jobs' new states (one write), then tells the queue. A 'queued' or 'printing'
   * record reaches the disk before this returns: a ticket to print is never only in memory (a
   * power cut right after an order was taken must not lose its ticket), and the caller sends
   * bytes only after 'printing' is on the disk (but to a port where a second send changes
   * nothing, a kitchen screen's, its 'printing' goes by changedInBackground). The tickets of one
   * order are queued in one write and one fdatasync (enqueueAll). The other records (printed,
   * failed, parked) reach it in the background within moments; losing one to a power cut at worst
   * repeats a send, marked REIMPRESSÃO, or a retry.
   */
  function changed(...changedJobs: PrintJob[]): void {
    changedWith([], changedJobs);
  }

  /**
   * changed(), with the station counters that numbered new jobs in the same write; `gone`: keys
   * dropped meanwhile (told to onChange with the changed ones; undefined: tell it "anything").
   */
  function changedWith(
    stationCounters: readonly StationCounter[],
    changedJobs: readonly PrintJob[],
    gone: readonly string[] | undefined = [],
    // Stryker disable next-line MethodExpression: every() differs only on no jobs or a mix, and changed() gets one job, an order's queued tickets, or none (putAll writes nothing then).
    durable = changedJobs.some((job) => job.state === 'printing' || job.state === 'queued'),
  ): void {
    store.putAll(changedJobs, { durable, counters: stationCounters });
    const pruned = pruneOldPrinted(timers.now());
    store.compactIfDue();
    if (!deps.onChange) return;
    try {
      deps.onChange(gone && [...changedJobs.map((job) => job.key), ...gone, ...pruned]);
    } catch (error) {
      log.error('Falha ao avisar mudança na fila de impressão', error);
    }
  }

  const nextJob = (printerId: string) => headOfLine(jobs.values(), printerId);

  /** The pause between two tickets on one printer (settings, clamped); none where it takes none. */
  const pauseMs = (printerId: string) =>
    deps.pausesBetweenJobs?.(printerId) === false ? 0 : clampDelay(deps.delayMs?.() ?? 0);

  function pump(printerId: string): void {
    const l = lanes.lane(printerId);
    if (!running || l.busy) return;
    // The wait is set again below, never added to (clearing an unset timer does nothing).
    timers.clearTimeout(l.timer);
    l.timer = undefined;
    const job = nextJob(printerId);
    if (!job) return;
    const now = timers.now();
    const due = Math.max(job.nextAttemptAt ?? now, l.lastDoneAt + pauseMs(printerId));
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

  const attempt = createAttempt({
    deps,
    timers,
    sendTimeoutMs,
    jobs,
    lanes,
    changed,
    changedInBackground: (job) => changedWith([], [job], [], false),
  });

  function enqueueAll(requests: readonly JobRequest[]): PrintJob[] {
    const now = timers.now();
    const added: PrintJob[] = [];
    const numbered = new Map<string, StationCounter>();
    const out = requests.map((request) => {
      const key = jobKey(request);
      const existing = jobs.get(key);
      if (existing) return { ...existing };
      const job = newJob(request, ++seq, now);
      // The day summary is a report, not a ticket a station works from: it takes no number.
      if (job.kind !== 'summary' && deps.numberTickets?.() === true) {
        const given = counters.assign(job.printerId, now);
        job.stationNo = given.no;
        job.businessDay = given.day;
        numbered.set(job.printerId, given.counter);
      }
      jobs.set(key, job);
      added.push(job);
      return { ...job };
    });
    if (added.length === 0) return out;
    changedWith([...numbered.values()], added);
    for (const printerId of new Set(added.map((job) => job.printerId))) pump(printerId);
    return out;
  }

  return {
    start() {
      if (running) return;
      jobs.clear();
      for (const job of store.load()) jobs.set(job.key, job);
      counters.load(store.loadedCounters(), jobs.values());
      seq = Math.max(0, ...[...jobs.values()].map((job) => job.seq));
      running = true;
      changedWith([], [], undefined);
      for (const printerId of new Set([...jobs.values()].map((job) => job.printerId))) {
        pump(printerId);
      }
    },

    async stop() {
      running = false;
      for (const l of lanes.all()) {
        timers.clearTimeout(l.timer);
        l.timer = undefined;
      }
      await Promise.all([...lanes.all()].map((l) => l.busy));
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
      // Its number will not come out: the station's counter remembers it (before the job goes).
      const skipped = counters.skip(job);
      if (skipped) store.putAll([], { counters: [skipped] });
      jobs.delete(key);
      store.remove(key);
      log.warn(
        `Impressão descartada: ${job.key} (pedido ${job.orderId}, impressora ${job.printerId}, ${job.attempts} tentativa(s))${who ? ` por ${who}` : ''}; motivo: ${job.lastError ?? 'sem motivo'}`,
      );
      changedWith([], [], [key]);
      return { ok: true, job: { ...job } };
    },

    snapshot,
    job(key) {
      const job = jobs.get(key);
      return job && { ...job };
    },
    waiting: () =>
      buildSnapshot(
        [...jobs.values()].filter((job) => job.state !== 'printed'),
        timers.now(),
      ),
    stations: () => stationCounts(jobs.values(), counters.all(), timers.now(), deps.businessDayOf),
    busy() {
      for (const job of jobs.values()) if (job.state === 'queued' || job.state === 'printing') return true;
      return false;
    },
    has: (key) => jobs.has(key),
    jobsOf(orderId) {
      const out: PrintJob[] = [];
      for (const job of jobs.values()) if (job.orderId === orderId) out.push({ ...job });
      return out;
    },
    readyNow(printerId) {
      // A job being sent, or waiting for its pause or its retry, is still the lane's next job.
      if (nextJob(printerId)) return false;
      return (lanes.peek(printerId)?.lastDoneAt ?? -Infinity) + pauseMs(printerId) <= timers.now();
    },
    orderIds(states) {
      const ids = new Set<string>();
      for (const job of jobs.values()) if (!states || states.has(job.state)) ids.add(job.orderId);
      return ids;
    },
  };
}
