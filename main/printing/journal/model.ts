/**
 * The print journal's data: one job per order × ticket kind × printer, as stored on disk.
 * Pure (no I/O): validation of the stored file, the job key, backoff and the queue view.
 */
import { z } from 'zod';
import { printRetryDelayMs } from '../../../shared/printing';
import { startOfLocalDay } from '../../../shared/offline';
import type { SlipContent } from '../../../shared/print-stations';

/**
 * 'summary': the day summary (issue 20 §5); its orderId is the summary's own id. 'cancel' and
 * 'change': the CANCELADO and ALTERADO slips (issue 33 §2), printed from their own job's `slip`.
 */
export type TicketKind = 'cashier' | 'production' | 'summary' | 'cancel' | 'change';
/** 'parked': can never succeed as it is (order copy missing, category gone, printer removed). */
export type JobState = 'queued' | 'printing' | 'printed' | 'failed' | 'parked';

export interface JobRequest {
  orderId: string;
  kind: TicketKind;
  categoryId?: string;
  printerId: string;
  copies?: number;
  /** Tells apart several jobs of one kind for one order and printer (a second ALTERADO slip). */
  variant?: string;
  slip?: SlipContent;
}

/** What the caller renders: `reprint` true → the ticket carries the REIMPRESSÃO marker. */
export interface RenderRequest {
  orderId: string;
  kind: TicketKind;
  categoryId?: string;
  printerId: string;
  reprint: boolean;
  /** The station's number of the ticket, printed as `Nº 37` (absent: numbering off). */
  stationNo?: number;
  slip?: SlipContent;
}

const slipItemSchema = z.object({ qty: z.number(), name: z.string().max(200) });

export const slipSchema = z.object({
  at: z.number(),
  reason: z.string().max(500).optional(),
  originalNos: z.array(z.number().int().min(1)).max(50).optional(),
  added: z.array(slipItemSchema).max(200).optional(),
  removed: z.array(slipItemSchema).max(200).optional(),
}) satisfies z.ZodType<SlipContent>;

export const jobSchema = z.object({
  key: z.string().min(1),
  seq: z.number().int(),
  orderId: z.string().min(1),
  kind: z.enum(['cashier', 'production', 'summary', 'cancel', 'change']),
  categoryId: z.string().min(1).optional(),
  variant: z.string().min(1).optional(),
  printerId: z.string().min(1),
  copies: z.number().int().min(1).max(10),
  state: z.enum(['queued', 'printing', 'printed', 'failed', 'parked']),
  reprint: z.boolean(),
  /** Tries in the current print round (reset by an explicit reprint); drives the backoff. */
  attempts: z.number().int().min(0),
  lastError: z.string().optional(),
  createdAt: z.number(),
  updatedAt: z.number(),
  nextAttemptAt: z.number().optional(),
  printedAt: z.number().optional(),
  /** Printed on a printer that could not confirm it took the job (sent, not seen on paper). */
  unconfirmed: z.literal(true).optional(),
  /** The station's number for the business day `businessDay` (issue 33 §1), kept on reprint. */
  stationNo: z.number().int().min(1).optional(),
  businessDay: z.string().optional(),
  slip: slipSchema.optional(),
});

export type PrintJob = z.infer<typeof jobSchema>;

/** A station's counter: the last number given on `day`, and numbers whose job was discarded. */
export const counterSchema = z.object({
  station: z.string().min(1),
  day: z.string().min(1),
  last: z.number().int().min(0),
  skipped: z.array(z.number().int().min(1)).optional(),
});
export type StationCounter = z.infer<typeof counterSchema>;

export const journalFileSchema = z.object({
  version: z.literal(1),
  jobs: z.array(jobSchema),
  /** Written since issue 33; older files have none (the jobs' numbers rebuild the counters). */
  stations: z.array(counterSchema).optional(),
});

export type JournalFile = z.infer<typeof journalFileSchema>;

export interface JournalSnapshot {
  /** Waiting or being sent, in print order (held jobs carry lastError, e.g. paper out). */
  pending: PrintJob[];
  /**
   * Last try failed (retried at nextAttemptAt), or parked (never retried by itself: staff
   * reprint or discard it). lastError is the reason shown to the cashier.
   */
  failed: PrintJob[];
  printedToday: PrintJob[];
}

export function jobKey(
  job: Pick<JobRequest, 'orderId' | 'kind' | 'categoryId' | 'printerId' | 'variant'>,
): string {
  const base = `${job.orderId}:${job.kind}:${job.categoryId ?? '-'}:${job.printerId}`;
  return job.variant === undefined ? base : `${base}:${job.variant}`;
}

const MIN_DELAY_MS = 1000;
const MAX_DELAY_MS = 10_000;
/** Printed jobs older than this are pruned on load; the key is then free again. */
const PRINTED_RETENTION_MS = 2 * 24 * 60 * 60 * 1000;

/** A printed job past the retention: dropped on load and, on a desk left running, while running. */
export function pastRetention(job: PrintJob, now: number): boolean {
  return job.state === 'printed' && (job.printedAt ?? job.updatedAt) < now - PRINTED_RETENTION_MS;
}

export function clampDelay(ms: number): number {
  if (!Number.isFinite(ms)) return MIN_DELAY_MS;
  return Math.min(MAX_DELAY_MS, Math.max(MIN_DELAY_MS, ms));
}

/** 2 s, 4 s, 8 s, … capped at 60 s, for the n-th consecutive failure (n ≥ 1): web mode's policy too. */
export const backoffMs = printRetryDelayMs;

/** The queue list a job shows in today (`today`: the local day's start); none: printed before today. */
export function queueListOf(job: PrintJob, today: number): 'pending' | 'failed' | 'printedToday' | undefined {
  if (job.state === 'queued' || job.state === 'printing') return 'pending';
  if (job.state === 'failed' || job.state === 'parked') return 'failed';
  return (job.printedAt ?? job.updatedAt) >= today ? 'printedToday' : undefined;
}

export function buildSnapshot(jobs: Iterable<PrintJob>, now: number): JournalSnapshot {
  const sorted = [...jobs].sort((a, b) => a.seq - b.seq).map((job) => ({ ...job }));
  const today = startOfLocalDay(now);
  const snapshot: JournalSnapshot = { pending: [], failed: [], printedToday: [] };
  for (const job of sorted) {
    const list = queueListOf(job, today);
    if (list) snapshot[list].push(job);
  }
  return snapshot;
}
