/**
 * Printer status as the operating system or QZ Tray report it (issue 32 §1), read into the same
 * PrinterStatus the network printers give, so an OS or QZ printer out of paper holds its jobs and
 * names the problem on the same banner. None of these sources runs here: each reader follows its
 * source's documentation, and the tests feed answers shaped as those documents give them.
 *
 * - Windows spooler: PRINTER_INFO_2.Status, the PRINTER_STATUS_* flags of WinSpool.h
 *   ("PRINTER_INFO_2 structure", Win32 docs), which Electron's getPrintersAsync passes on as
 *   PrinterInfo `status` (older releases) or in `options` ('status' / 'printer-status').
 * - CUPS (Linux, macOS): the queue's IPP attributes Electron's PrinterInfo `options` carries
 *   (cupsGetDests): 'printer-state' (RFC 8011 §5.4.11: 3 idle, 4 processing, 5 stopped) and
 *   'printer-state-reasons' (RFC 8011 §5.4.12 and the PWG keyword registry: 'media-empty',
 *   'media-needed', 'door-open', 'cover-open', 'offline', 'shutdown', 'media-jam', each with an
 *   optional '-report' / '-warning' / '-error' suffix).
 * - QZ Tray 2.1+: qz.printers.startListening + setPrinterCallbacks; each event is
 *   { eventType: 'PRINTER' | 'JOB', printerName, statusText, severity, statusCode, message }
 *   (QZ wiki "Printer Status"; statusText is QZ's NativePrinterStatus name: OK, PAPER_OUT,
 *   DOOR_OPEN, OFFLINE, NOT_AVAILABLE, PAPER_JAM, ERROR, ...; severity INFO / WARN / ERROR / FATAL).
 */
import type { PrinterStatus } from './port';

/** WinSpool.h PRINTER_STATUS_* flags this desk reads. */
export const PRINTER_STATUS = {
  PAUSED: 0x1,
  ERROR: 0x2,
  PAPER_JAM: 0x8,
  PAPER_OUT: 0x10,
  PAPER_PROBLEM: 0x40,
  OFFLINE: 0x80,
  NOT_AVAILABLE: 0x1000,
  USER_INTERVENTION: 0x100000,
  DOOR_OPEN: 0x400000,
  SERVER_UNKNOWN: 0x800000,
} as const;

/**
 * A Windows printer's status flags. Paper first (an empty roll is also 'offline' to many
 * drivers), then the door, then anything that keeps the spooler from printing. 0 is 'ok'.
 */
export function windowsPrinterStatus(flags: number): PrinterStatus {
  if (!Number.isInteger(flags) || flags < 0) return 'unknown';
  const has = (bit: number) => (flags & bit) !== 0;
  if (has(PRINTER_STATUS.PAPER_OUT) || has(PRINTER_STATUS.PAPER_PROBLEM)) return 'paper-out';
  if (has(PRINTER_STATUS.DOOR_OPEN)) return 'cover-open';
  if (
    has(PRINTER_STATUS.OFFLINE) ||
    has(PRINTER_STATUS.NOT_AVAILABLE) ||
    has(PRINTER_STATUS.SERVER_UNKNOWN) ||
    has(PRINTER_STATUS.PAUSED) ||
    has(PRINTER_STATUS.ERROR) ||
    has(PRINTER_STATUS.PAPER_JAM) ||
    has(PRINTER_STATUS.USER_INTERVENTION)
  )
    return 'offline';
  return 'ok';
}

const CUPS_PAPER = new Set(['media-empty', 'media-needed']);
const CUPS_COVER = new Set(['door-open', 'cover-open', 'interlock-open']);
const CUPS_OFFLINE = new Set(['offline', 'shutdown', 'media-jam', 'paused', 'stopped-partly', 'stopping']);

/** 'media-empty-error' → 'media-empty'; '-report' reasons are information only (null). */
function reasonKeyword(reason: string): string | null {
  const r = reason.trim().toLowerCase();
  if (r === '' || r === 'none') return null;
  if (r.endsWith('-report')) return null;
  return r.replace(/-(warning|error)$/, '');
}

/** A CUPS queue's IPP state, from the PrinterInfo options Electron gives. */
export function cupsPrinterStatus(options: Record<string, unknown>): PrinterStatus {
  const reasonsText = options['printer-state-reasons'];
  const state = Number(options['printer-state']);
  if (typeof reasonsText !== 'string' && !Number.isFinite(state)) return 'unknown';
  const reasons = (typeof reasonsText === 'string' ? reasonsText.split(',') : [])
    .map(reasonKeyword)
    .filter((r): r is string => r !== null);
  if (reasons.some((r) => CUPS_PAPER.has(r))) return 'paper-out';
  if (reasons.some((r) => CUPS_COVER.has(r))) return 'cover-open';
  if (reasons.some((r) => CUPS_OFFLINE.has(r)) || state === 5) return 'offline';
  return 'ok';
}

/**
 * What Electron's PrinterInfo says of a printer: Windows' flags when present (`status`, or the
 * same number in options), else CUPS' attributes; 'unknown' when it says nothing.
 */
export function osPrinterStatus(info: {
  status?: unknown;
  options?: Record<string, unknown>;
}): PrinterStatus {
  const options = info.options ?? {};
  const flags = [info.status, options.status, options['printer-status']].find(
    (v) => v !== undefined && v !== '' && Number.isInteger(Number(v)),
  );
  if ('printer-state-reasons' in options || 'printer-state' in options) {
    const cups = cupsPrinterStatus(options);
    if (cups !== 'unknown') return cups;
  }
  return flags === undefined ? 'unknown' : windowsPrinterStatus(Number(flags));
}

export interface QzPrinterEvent {
  eventType?: unknown;
  printerName?: unknown;
  statusText?: unknown;
  severity?: unknown;
  statusCode?: unknown;
}

const QZ_PAPER = new Set(['PAPER_OUT', 'PAPER_PROBLEM', 'MEDIA_EMPTY', 'MEDIA_NEEDED']);
const QZ_COVER = new Set(['DOOR_OPEN', 'COVER_OPEN']);
const QZ_OFFLINE = new Set([
  'OFFLINE',
  'NOT_AVAILABLE',
  'SERVER_UNKNOWN',
  'PAUSED',
  'ERROR',
  'PAPER_JAM',
  'MEDIA_JAM',
  'USER_INTERVENTION',
  'STOPPED',
]);
const QZ_FINE = new Set([
  'OK',
  'IDLE',
  'PRINTING',
  'PROCESSING',
  'BUSY',
  'IO_ACTIVE',
  'WAITING',
  'WARMING_UP',
  'INITIALIZING',
  'POWER_SAVE',
]);

/**
 * One QZ Tray printer event: the printer it is about and what it says. JOB events and statuses
 * that say nothing about paper, cover or the line (TONER_LOW, OUTPUT_BIN_FULL…) give undefined:
 * the last word stands.
 */
export function qzPrinterEvent(
  event: QzPrinterEvent,
): { printer: string; status: PrinterStatus } | undefined {
  if (event.eventType !== 'PRINTER' || typeof event.printerName !== 'string') return undefined;
  const text = typeof event.statusText === 'string' ? event.statusText.trim().toUpperCase() : '';
  const printer = event.printerName;
  if (QZ_PAPER.has(text)) return { printer, status: 'paper-out' };
  if (QZ_COVER.has(text)) return { printer, status: 'cover-open' };
  if (QZ_OFFLINE.has(text)) return { printer, status: 'offline' };
  if (QZ_FINE.has(text)) return { printer, status: 'ok' };
  // Not a name QZ documents: the Windows flags it carries, when it does.
  if (typeof event.statusCode === 'number' && event.statusCode > 0) {
    const flags = windowsPrinterStatus(event.statusCode);
    if (flags !== 'ok') return { printer, status: flags };
  }
  return undefined;
}
