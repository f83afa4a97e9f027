/**
 * The print journal's contract (journal.ts implements it): what it needs (ports, render, timers),
 * what it offers, and the small pure helpers its callers share. Split from journal.ts, which
 * holds the queue's behaviour.
 */
import type { JobState, JobRequest, JournalSnapshot, PrintJob, RenderRequest } from './model';
import type { PrinterPort } from '../transports/port';
import { systemTimers } from '../../timers';
import type { Logger } from '../../log/logger';
import type { StationCount } from '../../../shared/print-stations';

export interface JournalTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

/** 'html' ports (OS printers) take one whole document per send, so copies go one by one. */
export interface JournalPort extends PrinterPort {
  format?: 'escpos' | 'html';
  /**
   * Sending a job again changes nothing (a kitchen screen's card store, main/kitchen/stations.ts):
   * no paper can come out twice, so its 'printing' mark is written without waiting for the disk
   * (and for the other printers' tickets to share that sync) before the send. A crash mid-send
   * finds the job queued or printing and sends it again, to no effect. Its 'printed' is recorded
   * as any job's: after the port confirmed.
   */
  idempotent?: boolean;
}

export interface PrintJournalDeps {
  file: string;
  /** Undefined when no printer has that name: the job fails visibly and stays retryable. */
  portFor(printerId: string): JournalPort | undefined | Promise<JournalPort | undefined>;
  /** One copy of the job's ticket, in the port's format. */
  render(job: RenderRequest, port: JournalPort): Promise<Buffer> | Buffer;
  /** Pause between jobs on the same printer (settings, 1–10 s); clamped. */
  delayMs?(): number;
  /**
   * Whether a station takes that pause (default: every one). A kitchen screen has no paper to
   * tear off: its cards of a burst come at once, not one a second.
   */
  pausesBetweenJobs?(printerId: string): boolean;
  timers?: JournalTimers;
  log: Logger;
  /**
   * The queue changed; call snapshot() when needed (not built here: it costs ms at 10,000 jobs).
   * `keys`: the jobs that changed or went (absent: any may have, e.g. on start).
   */
  onChange?(keys?: readonly string[]): void;
  /** Printed jobs past the retention were dropped while running (their orders may go too). */
  onPruned?(): void;
  /** Log lines before a compaction (at least; more when more jobs are live). */
  compactMinLines?: number;
  /** Inactivity limit for one send. */
  sendTimeoutMs?: number;
  /**
   * Whether new tickets get their station's number (issue 33 §1; the settings' 'Numerar os
   * cupons'). Read when a job is created; absent: numbered.
   */
  numberTickets?(): boolean;
  /** The business day of a moment (shared/print-stations.ts businessDayOf by default). */
  businessDayOf?(at: number): string;
}

/**
 * Thrown by render() (or portFor()) when the job can never succeed as it is: the order's copy is
 * missing, its category is gone, its printer was removed. The job is parked with the message, and
 * newer tickets for that printer go on.
 */
export class JobCannotPrintError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobCannotPrintError';
  }
}

export type DiscardOutcome = { ok: true; job: PrintJob } | { ok: false; reason: 'not-found' | 'not-held' };

export interface PrintJournal {
  start(): void;
  /** Cancels timers; resolves once sends in flight have settled and been recorded. */
  stop(): Promise<void>;
  enqueue(request: JobRequest): PrintJob;
  /**
   * enqueue() for all the tickets of one order: their 'queued' records reach the disk in one
   * write and one fdatasync before this returns, instead of one per printer.
   */
  enqueueAll(requests: readonly JobRequest[]): PrintJob[];
  /**
   * Prints a printed job again, marked REIMPRESSÃO; a failed or parked one is tried again now.
   * Undefined if the key is unknown.
   */
  reprint(key: string): PrintJob | undefined;
  /** Drops a failed or parked job for good (logged with its reason). */
  discard(key: string, who?: string): DiscardOutcome;
  snapshot(): JournalSnapshot;
  /** A copy of the job, or undefined once it is gone. */
  job(key: string): PrintJob | undefined;
  /** Copies of the jobs waiting, being sent, failed or parked, in queue order (no printed ones). */
  waiting(): JournalSnapshot;
  /** Per station of today's business day: the last number out and the numbers not out yet. */
  stations(): StationCount[];
  /** True while a job waits or is being sent (failed and parked ones do not count). */
  busy(): boolean;
  has(key: string): boolean;
  /** Copies of the order's jobs (any kind and state), for its cancel and change slips. */
  jobsOf(orderId: string): PrintJob[];
  /**
   * A job queued now for this printer would be sent at once: none is being sent or waiting for
   * it, and the pause after its last ticket is over.
   */
  readyNow(printerId: string): boolean;
  /**
   * Orders that still have jobs (in one of `states`, any state when absent), so their stored
   * copies must be kept.
   */
  orderIds(states?: ReadonlySet<JobState>): Set<string>;
}

export function printerNotFoundMessage(name: string): string {
  return `Impressora ${name} não encontrada. Verifique as configurações de impressão.`;
}

/** The sends for `copies` copies: an 'html' port takes one document per send, ESC/POS one write. */
export function copiesToSend(
  one: Buffer,
  copies: number,
  // Stryker disable next-line StringLiteral: only 'html' is told apart; any other value sends one write.
  format: JournalPort['format'] = 'escpos',
): Buffer[] {
  const all = Array.from({ length: copies }, () => one);
  return format === 'html' ? all : [Buffer.concat(all)];
}

/** The global timers and clock (looked up on each call, so vitest's fake timers apply). */
export const systemJournalTimers: JournalTimers = {
  setTimeout: (fn, ms) => systemTimers.setTimeout(fn, ms),
  clearTimeout: (handle) => systemTimers.clearTimeout(handle),
  now: () => Date.now(),
};
