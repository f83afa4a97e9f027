/**
 * The journal as the queue screen shows it: labels ('Caixa' or the category name) and one alert
 * per printer that holds jobs back, with how many wait and why.
 */
import {
  DAY_SUMMARY_LABEL,
  printerProblemOf,
  type PrinterAlert,
  type PrinterHealth,
  type PrinterProblem,
  type PrintJobView,
  type PrintQueue,
} from '../../../shared/printing';
import { CANCELLED_LABEL, CHANGED_LABEL } from '../../../shared/print-stations';
import { startOfLocalDay } from '../../../shared/offline';
import type { StationCount } from '../../../shared/print-stations';
import type { PrintQueueDelta } from '../../../shared/print-queue-update';
import type { PrintJournal } from './contract';
import { queueListOf, type JournalSnapshot, type PrintJob } from './model';

const CASHIER_LABEL = 'Caixa';

/** How the queue names a job's category and its station (both optional). */
export interface QueueNaming {
  categoryName(job: PrintJob): string | undefined;
  /** A station's name for people where its id is not ('Tela Chapa' for `tela:chapa`). */
  stationLabel?(printerId: string): string | undefined;
}

export function jobView(job: PrintJob, naming: QueueNaming): PrintJobView {
  const { categoryName } = naming;
  const printerLabel = naming.stationLabel?.(job.printerId);
  return {
    key: job.key,
    orderId: job.orderId,
    kind: job.kind,
    ...(job.categoryId === undefined ? {} : { categoryId: job.categoryId }),
    label:
      job.kind === 'cashier'
        ? CASHIER_LABEL
        : job.kind === 'summary'
          ? DAY_SUMMARY_LABEL
          : job.kind === 'cancel'
            ? CANCELLED_LABEL
            : job.kind === 'change'
              ? CHANGED_LABEL
              : (categoryName(job) ?? job.categoryId ?? ''),
    printerName: job.printerId,
    ...(printerLabel ? { printerLabel } : {}),
    seq: job.seq,
    state: job.state,
    reprint: job.reprint,
    attempts: job.attempts,
    ...(job.lastError === undefined ? {} : { lastError: job.lastError }),
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    ...(job.nextAttemptAt === undefined ? {} : { nextAttemptAt: job.nextAttemptAt }),
    ...(job.printedAt === undefined ? {} : { printedAt: job.printedAt }),
    ...(job.state === 'printed' && job.unconfirmed ? { unconfirmed: true as const } : {}),
    ...(job.stationNo === undefined ? {} : { stationNo: job.stationNo }),
  };
}

/** The station counts, a kitchen screen's named as people call it ('Tela Chapa'). */
export const labelledStations = (counts: StationCount[], naming: QueueNaming): StationCount[] =>
  counts.map((count) => {
    const label = naming.stationLabel?.(count.station);
    return label ? { ...count, label } : count;
  });

/** A delta's body (shared/print-queue-update.ts): the jobs `keys` as they are now, the alerts, the stations. */
export function queueChanges(
  journal: Pick<PrintJournal, 'job' | 'waiting'>,
  keys: Iterable<string>,
  naming: QueueNaming,
  stations: StationCount[],
  now: number,
): Omit<PrintQueueDelta, 'from' | 'rev'> {
  const today = startOfLocalDay(now);
  const put: PrintQueueDelta['put'] = [];
  const drop: string[] = [];
  for (const key of new Set(keys)) {
    const job = journal.job(key);
    const list = job && queueListOf(job, today);
    if (job && list) put.push({ list, job: jobView(job, naming) });
    else drop.push(key);
  }
  return {
    put,
    drop,
    alerts: queueAlerts(journal.waiting()),
    ...(stations.length === 0 ? {} : { stations }),
  };
}

export function queueView(snapshot: JournalSnapshot, naming: QueueNaming): PrintQueue {
  const view = (job: PrintJob) => jobView(job, naming);
  return {
    pending: snapshot.pending.map(view),
    failed: snapshot.failed.map(view),
    printedToday: snapshot.printedToday.map(view),
    alerts: queueAlerts(snapshot),
  };
}

/** One alert per printer that holds jobs back, with how many wait and why (the waiting jobs suffice). */
export function queueAlerts(snapshot: Pick<JournalSnapshot, 'pending' | 'failed'>): PrinterAlert[] {
  const waiting = [...snapshot.pending, ...snapshot.failed];
  const alerts = new Map<string, PrinterAlert & { at: number }>();
  for (const job of waiting) {
    const current = alerts.get(job.printerId);
    if (current) current.waitingJobs += 1;
    else {
      alerts.set(job.printerId, {
        printerName: job.printerId,
        message: '',
        waitingJobs: 1,
        problem: null,
        at: -1,
      });
    }
    const alert = alerts.get(job.printerId);
    if (alert && job.lastError && job.updatedAt >= alert.at) {
      alert.message = job.lastError;
      alert.problem = problemOf(job);
      alert.at = job.updatedAt;
    }
  }
  // Only printers that are actually in trouble: jobs merely waiting their turn are no alert.
  return [...alerts.values()].filter((a) => a.message !== '').map(({ at: _at, ...alert }) => alert);
}

/** What the journal says about a printer: failing or held jobs mean it needs someone. */
export function journalHealth(snapshot: JournalSnapshot, printerName: string): PrinterHealth {
  const held = [...snapshot.failed, ...snapshot.pending].filter(
    // A parked job says nothing about the printer (its order or category is the problem).
    (job) => job.printerId === printerName && job.lastError && job.state !== 'parked',
  );
  const latest = held.reduce<PrintJob | undefined>(
    (last, job) => (!last || job.updatedAt >= last.updatedAt ? job : last),
    undefined,
  );
  const problem = latest ? problemOf(latest) : null;
  if (problem) return problem;
  if (held.length > 0) return 'offline';
  return snapshot.printedToday.some((job) => job.printerId === printerName) ? 'ok' : 'unknown';
}

/** The problem a job waits on, when the printer reported one (the journal words it so). */
function problemOf(job: PrintJob): PrinterProblem | null {
  return printerProblemOf(job.printerId, job.lastError);
}
