/**
 * The print queue's per-station summary (issue 33 §1): the last number out of each station and
 * every number given that is not confirmed out, with why. The desktop journal
 * (main/printing/journal/stations.ts) and web mode's page (renderer/src/platform/webStations.ts)
 * both count with it.
 */
import { businessDayOf, type StationCount } from './print-stations';
import type { PrintJobState } from './printing';

/** A numbered job as the count reads it. */
export interface CountedJob {
  printerId: string;
  stationNo?: number;
  businessDay?: string;
  state: PrintJobState;
  unconfirmed?: true;
  lastError?: string;
}

/** A station's counter: its day and the numbers discarded (never to come out). */
export interface CountedCounter {
  station: string;
  day: string;
  skipped?: number[];
}

const OUT_OF_LINE = 'aguardando na fila';
const SENDING = 'sendo impresso';
const UNCONFIRMED = 'enviado, sem confirmação da impressora';
const DISCARDED = 'descartado da fila';

/**
 * Per station of the business day of `now`: the highest number out, and every number given that
 * is not confirmed out, with why (the job's last error, or where it stands).
 */
export function stationCounts(
  jobs: Iterable<CountedJob>,
  counters: ReadonlyMap<string, CountedCounter>,
  now: number,
  dayOf: (at: number) => string = businessDayOf,
): StationCount[] {
  const day = dayOf(now);
  const byStation = new Map<string, StationCount>();
  const entry = (station: string) => {
    let found = byStation.get(station);
    if (!found) {
      found = { station, day, lastOut: null, missing: [] };
      byStation.set(station, found);
    }
    return found;
  };
  for (const job of jobs) {
    if (job.stationNo === undefined || job.businessDay !== day) continue;
    const count = entry(job.printerId);
    const out = job.state === 'printed' && !job.unconfirmed;
    if (out) {
      count.lastOut = Math.max(count.lastOut ?? 0, job.stationNo);
      continue;
    }
    const reason =
      job.state === 'printed'
        ? UNCONFIRMED
        : job.state === 'printing'
          ? SENDING
          : (job.lastError ?? OUT_OF_LINE);
    count.missing.push({ no: job.stationNo, reason });
  }
  for (const counter of counters.values()) {
    if (counter.day !== day) continue;
    const count = entry(counter.station);
    for (const no of counter.skipped ?? []) count.missing.push({ no, reason: DISCARDED });
  }
  for (const count of byStation.values()) count.missing.sort((a, b) => a.no - b.no);
  return [...byStation.values()].sort((a, b) => a.station.localeCompare(b.station, 'pt-BR'));
}
