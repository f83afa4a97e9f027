/**
 * What the two printers reached through a system (the OS spooler, os-printer.ts; QZ Tray,
 * qz-printer.ts) share: their status is that system's word on the printer ('Status pelo
 * sistema'), read within SYSTEM_STATUS_TIMEOUT_MS or taken as 'unknown' (the job is sent); and a
 * print call the system stops answering may already have passed the job on, so past its deadline
 * it is 'interrupted' (printed again marked REIMPRESSÃO), never a silent success.
 */
import { PrinterError, raceDeadline, statusWithin, type PrinterPort, type PrinterStatus } from './port';

export type SystemPort = PrinterPort & { status(): Promise<PrinterStatus> };

/** The system's status read, when it has one; 'unknown' without. */
export function systemStatus(read: (() => Promise<PrinterStatus>) | undefined): () => Promise<PrinterStatus> {
  return () => (read ? statusWithin(read) : Promise.resolve('unknown'));
}

/** `call`, or 'interrupted' with `message` once `deadlineMs` passed without its answer. */
export function systemCallWithin<T>(call: Promise<T>, deadlineMs: number, message: string): Promise<T> {
  return raceDeadline(call, deadlineMs, () => new PrinterError('interrupted', message, 'DEADLINE'));
}
