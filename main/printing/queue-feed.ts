/**
 * main → renderer: the print queue's pushes (shared/print-queue-update.ts). A burst moves hundreds
 * of jobs: the windows get the latest state a few times a second (throttled), and only what
 * changed since the last push: the jobs the journal named, the alerts, the station counts. The
 * whole queue goes when the journal could not say which jobs changed (its start), on the first
 * push, when a new day starts (yesterday's printed tickets leave 'printedToday') and when the
 * names in it may have changed (the settings: category names); getQueue answers with the whole
 * queue and the revision of the last push, so a window that missed a push catches up.
 *
 * The profile of the kitchen bench (200 orders) showed why: the whole queue, growing with every
 * printed ticket, went on every change (22 MB over a 100-order run, 62 KB a push at the end) and
 * the kitchen screen's card waited behind it.
 */
import { startOfLocalDay } from '../../shared/offline';
import type { PrintQueueUpdate } from '../../shared/print-queue-update';
import type { PrinterAlert, PrintQueue } from '../../shared/printing';
import type { JournalTimers } from './journal';
import type { PrintService } from './print-service-contract';

export interface QueueFeedDeps {
  service: Pick<PrintService, 'queue' | 'queueChanges'>;
  timers: JournalTimers;
  throttleMs: number;
  push(update: PrintQueueUpdate): void;
  /** Each push's alerts (the tray's printer problems). */
  onAlerts?(alerts: PrinterAlert[]): void;
}

export interface QueueFeed {
  /** The jobs `keys` changed (absent: any may have). */
  changed(keys?: readonly string[]): void;
  /** The names in the queue may have changed: the next push carries the whole queue. */
  renamed(): void;
  /** The whole queue now, with the revision of the last push. */
  queue(): PrintQueue;
  /** Drops a push waiting for its turn. */
  stop(): void;
}

export function createQueueFeed(deps: QueueFeedDeps): QueueFeed {
  const { timers } = deps;
  let timer: unknown;
  let lastAt = -Infinity;
  let rev = 0;
  let whole = true;
  let day = Number.NaN;
  const dirty = new Set<string>();

  function pushNow(): void {
    timer = undefined;
    lastAt = timers.now();
    const today = startOfLocalDay(lastAt);
    const sendWhole = whole || today !== day;
    const keys = [...dirty];
    whole = false;
    day = today;
    dirty.clear();
    rev += 1;
    const update: PrintQueueUpdate = sendWhole
      ? { ...deps.service.queue(), rev }
      : { from: rev - 1, rev, ...deps.service.queueChanges(keys) };
    deps.push(update);
    deps.onAlerts?.(update.alerts);
  }

  function schedule(): void {
    if (timer !== undefined) return;
    timer = timers.setTimeout(pushNow, Math.max(0, lastAt + deps.throttleMs - timers.now()));
  }

  return {
    changed(keys) {
      if (keys) for (const key of keys) dirty.add(key);
      else whole = true;
      schedule();
    },
    renamed() {
      whole = true;
      schedule();
    },
    queue: () => ({ ...deps.service.queue(), rev }),
    stop() {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
  };
}
