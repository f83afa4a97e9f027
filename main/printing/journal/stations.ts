/**
 * Station numbers (issue 33 §1): each station (the printer a job goes to; see
 * shared/print-stations.ts for the business day and for screens as stations) numbers its tickets
 * per business day from 1. A number is given once, when the job is created, in the same write
 * and fdatasync as the job's 'queued' record together with the station's counter, so a restart
 * at any moment finds every number given exactly once: no gap, no repeat. A reprint keeps its
 * number. A discarded job's number is remembered as skipped, so the queue still names it.
 */
import { businessDayOf } from '../../../shared/print-stations';
import type { PrintJob, StationCounter } from './model';

export interface StationCounters {
  /** The next number of the station on the business day of `now`; the counter to persist. */
  assign(station: string, now: number): { no: number; day: string; counter: StationCounter };
  /** The job's number will never come out (discarded); returns the counter to persist. */
  skip(job: PrintJob): StationCounter | undefined;
  /** Replaces the counters with those read from disk, raised to the numbers the jobs carry. */
  load(counters: Iterable<StationCounter>, jobs: Iterable<PrintJob>): void;
  /** The live counters (what a compaction writes). */
  all(): ReadonlyMap<string, StationCounter>;
}

export function createStationCounters(dayOf: (at: number) => string = businessDayOf): StationCounters {
  const counters = new Map<string, StationCounter>();

  function current(station: string, day: string): StationCounter {
    const found = counters.get(station);
    if (found && found.day === day) return found;
    // A new business day: the station starts from 1 again (yesterday's counter is dropped).
    const fresh: StationCounter = { station, day, last: 0 };
    counters.set(station, fresh);
    return fresh;
  }

  return {
    assign(station, now) {
      const day = dayOf(now);
      const counter = current(station, day);
      counter.last += 1;
      return { no: counter.last, day, counter: { ...counter } };
    },
    skip(job) {
      if (job.stationNo === undefined || job.businessDay === undefined) return undefined;
      const counter = counters.get(job.printerId);
      if (!counter || counter.day !== job.businessDay) return undefined;
      counter.skipped = [...new Set([...(counter.skipped ?? []), job.stationNo])].sort((a, b) => a - b);
      return { ...counter };
    },
    load(stored, jobs) {
      counters.clear();
      for (const counter of stored) {
        const known = counters.get(counter.station);
        // The later business day wins ('YYYY-MM-DD' sorts as dates do).
        if (!known || counter.day > known.day || (counter.day === known.day && counter.last >= known.last))
          counters.set(counter.station, { ...counter });
      }
      // A file written before the counters (or a counter line lost with the disk full): the
      // numbers the jobs carry are given, so the count goes on above them.
      for (const job of jobs) {
        if (job.stationNo === undefined || job.businessDay === undefined) continue;
        const known = counters.get(job.printerId);
        if (known && known.day > job.businessDay) continue;
        if (!known || known.day < job.businessDay) {
          counters.set(job.printerId, { station: job.printerId, day: job.businessDay, last: job.stationNo });
        } else if (known.last < job.stationNo) known.last = job.stationNo;
      }
    },
    all: () => counters,
  };
}

export { stationCounts } from '../../../shared/print-station-counts';
