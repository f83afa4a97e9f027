/**
 * The print queue as main pushes it (desktop): the whole queue once, then only what changed.
 *
 * A busy day's queue holds every ticket printed today (hundreds of orders, several tickets each):
 * sending all of it on every change cost main a serialisation, the IPC a copy and every window a
 * parse that grew with the day, and a kitchen card waited behind it. A delta carries the jobs
 * that changed, each in the list it now belongs to, the keys that left the queue, and the alerts
 * and station counts (a few lines each), so its size follows the change, not the day.
 *
 * Each push has a revision; a delta says which one it applies on (`from`). A window that missed
 * one (or has none yet) asks for the whole queue again (getQueue), which carries its revision.
 * Applying a delta twice, or on a queue that already has its changes, gives the same queue.
 */
import type { PrinterAlert, PrintJobView, PrintQueue } from './printing';
import type { StationCount } from './print-stations';
import { deltaVerdict, insertSorted, withoutKeys } from './revision-delta';

export type PrintQueueList = 'pending' | 'failed' | 'printedToday';

export interface PrintQueueDelta {
  /** The revision this delta applies on. */
  from: number;
  /** The revision it makes. */
  rev: number;
  /** Jobs that changed or came, each in the list it belongs to now. */
  put: { list: PrintQueueList; job: PrintJobView }[];
  /** Keys no longer listed (discarded, pruned, or printed before today). */
  drop: string[];
  alerts: PrinterAlert[];
  stations?: StationCount[];
}

/** A whole queue (with its revision when main sent it) or a delta on one. */
export type PrintQueueUpdate = PrintQueue | PrintQueueDelta;

export const isQueueDelta = (update: PrintQueueUpdate): update is PrintQueueDelta => 'from' in update;

/**
 * The queue after `update`: `stale` for a delta already included (older than the queue), `gap`
 * for one that does not follow from it (fetch the whole queue again).
 */
export function applyQueueUpdate(
  current: PrintQueue | null,
  update: PrintQueueUpdate,
): PrintQueue | 'stale' | 'gap' {
  if (!isQueueDelta(update)) return update;
  if (current === null) return 'gap';
  const verdict = deltaVerdict(current.rev, update.from, update.rev);
  if (verdict !== 'apply') return verdict;
  const touched = new Set([...update.drop, ...update.put.map((p) => p.job.key)]);
  const keep = (jobs: PrintJobView[]) => withoutKeys(jobs, touched, (job) => job.key);
  const next: PrintQueue = {
    ...current,
    rev: update.rev,
    pending: keep(current.pending),
    failed: keep(current.failed),
    printedToday: keep(current.printedToday),
    alerts: update.alerts,
  };
  if (update.stations) next.stations = update.stations;
  else delete next.stations;
  for (const { list, job } of update.put) insertSorted(next[list], job, bySeq);
  return next;
}

/** Lists are in queue order (seq); a job without one goes last. */
function bySeq(a: PrintJobView, b: PrintJobView): number {
  const x = a.seq ?? Infinity;
  const y = b.seq ?? Infinity;
  return x === y ? 0 : x < y ? -1 : 1;
}
