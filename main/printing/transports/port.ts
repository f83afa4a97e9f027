/**
 * The one interface every printer transport implements (network, USB device file, OS printer,
 * QZ Tray), and the error they all reject with. The journal's exactly-once rule reads `kind`:
 * 'offline' / 'not-found' / 'timeout' mean no byte reached the printer (safe to send again as
 * is); 'interrupted' and 'unknown' mean part of the ticket may have come out (the next attempt
 * is marked REIMPRESSÃO).
 */
import type { PrinterStatusSource } from '../../../shared/printing';
export type PrinterStatus = 'ok' | 'offline' | 'paper-out' | 'cover-open' | 'unknown';

export interface SendOptions {
  /** Inactivity limit: connecting, or no bytes accepted by the printer for this long. */
  timeoutMs: number;
  /**
   * Limit for the whole send, however the printer trickles (so quitting never waits on a
   * printer forever); each transport has a default well above a normal ticket's time.
   */
  deadlineMs?: number;
}

/** The whole-send limit when the caller gives none: a minute, or six inactivity limits. */
export function sendDeadlineMs(opts: SendOptions): number {
  return opts.deadlineMs ?? Math.max(60_000, opts.timeoutMs * 6);
}

/**
 * `work`, or `expired()` once `ms` pass without it settling. The work itself is not cancelled
 * (a blocked device write or a spooler call cannot be); its late outcome is ignored. Every
 * transport wraps its send in this so a printer that never answers cannot hold the queue or
 * the quit.
 */
export function raceDeadline<T>(work: Promise<T>, ms: number, expired: () => PrinterError): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(expired()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export interface SendReceipt {
  confirmed: boolean;
}

export interface PrinterPort {
  /**
   * What send() expects: ESC/POS bytes (the default), or the UTF-8 HTML document of the ticket
   * for printers the operating system renders (Electron silent printing).
   */
  format?: 'escpos' | 'html';
  /**
   * Resolves once the bytes were delivered as far as this printer can say; a receipt with
   * `confirmed` when the printer itself confirmed it took the whole job (a status answer after
   * the last byte). Nothing, or confirmed false: sent, but the printer cannot confirm (a spooler
   * accepting a job, a write to a device file, a printer that never answers status).
   */
  send(bytes: Buffer, opts: SendOptions): Promise<SendReceipt | void>;
  status?(): Promise<PrinterStatus>;
  /**
   * Reads the status for the job about to come, ahead of it: the next status() within a moment
   * is answered from this read (once), on the connection the job will be written on.
   */
  prepare?(): Promise<void>;
  /**
   * Where this printer's status comes from, as far as this port knows now (status-source.ts):
   * 'printer', 'system' or 'none'. Absent: 'none'.
   */
  statusSource?(): PrinterStatusSource;
}

type PrinterErrorKind = 'offline' | 'not-found' | 'timeout' | 'interrupted' | 'unknown';

export class PrinterError extends Error {
  constructor(
    readonly kind: PrinterErrorKind,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PrinterError';
  }
}

/** How long a status read from a spooler or QZ Tray may take before the job goes on without it. */
export const SYSTEM_STATUS_TIMEOUT_MS = 3000;

/**
 * A status read that cannot hold the job: 'unknown' (the job is sent) when it fails or takes
 * longer than `ms` (a spooler or QZ Tray that does not answer must not stop the lane).
 */
export function statusWithin(
  read: () => Promise<PrinterStatus>,
  ms = SYSTEM_STATUS_TIMEOUT_MS,
): Promise<PrinterStatus> {
  return raceDeadline(Promise.resolve().then(read), ms, () => new PrinterError('timeout', 'status')).catch(
    () => 'unknown' as const,
  );
}
