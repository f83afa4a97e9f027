/**
 * The journal's lanes: one per printer, sequential. A lane knows whether a send is in flight,
 * the timer of its next try and when its last ticket came out (for the pause between tickets).
 * Head of line is the oldest job not printed and not parked, so tickets come out in order after
 * an outage.
 */
import type { PrintJob } from './model';

export interface Lane {
  busy: Promise<void> | undefined;
  timer: unknown;
  lastDoneAt: number;
}

export interface Lanes {
  lane(printerId: string): Lane;
  /** Undefined when the printer has had no lane yet. */
  peek(printerId: string): Lane | undefined;
  all(): Iterable<Lane>;
}

export function createLanes(): Lanes {
  const lanes = new Map<string, Lane>();
  return {
    lane(printerId) {
      let found = lanes.get(printerId);
      if (!found) {
        found = { busy: undefined, timer: undefined, lastDoneAt: -Infinity };
        lanes.set(printerId, found);
      }
      return found;
    },
    peek: (printerId) => lanes.get(printerId),
    all: () => lanes.values(),
  };
}

/** Head of line: the oldest unprinted job, so tickets come out in order after an outage. */
export function nextJob(jobs: Iterable<PrintJob>, printerId: string): PrintJob | undefined {
  let next: PrintJob | undefined;
  for (const job of jobs) {
    if (job.printerId !== printerId || job.state === 'printed' || job.state === 'parked') continue;
    // Stryker disable next-line EqualityOperator: seqs are unique (start() resumes above the highest).
    if (!next || job.seq < next.seq) next = job;
  }
  return next;
}
