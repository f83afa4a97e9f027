/**
 * Printers installed in the operating system (Windows spooler, CUPS on Linux): the ticket goes
 * as HTML and the OS driver renders it, which is how a USB printer without a device file (the
 * usual case on Windows) prints. The Electron side lives in main/electron/os-printing.ts behind
 * OsPrinting, so this file and its tests never load Electron.
 */
import { printerProblemMessage, type PrinterProblem } from '../../../shared/printing';
import { OS_REFUSAL_CODES } from './os-print-failure';
import { PrinterError, sendDeadlineMs, type PrinterStatus } from './port';
import { systemCallWithin, systemStatus, type SystemPort } from './system-port';

/** The codes a network printer's paper-out / cover-open / offline refusals carry. */
const PROBLEM_CODES: Record<PrinterProblem, string> = {
  'paper-out': 'PAPER_OUT',
  'cover-open': 'COVER_OPEN',
  offline: 'OFFLINE',
};

export interface OsPrinterEntry {
  name: string;
  displayName: string;
  isDefault: boolean;
  /** CUPS' device-uri ('socket://192.168.0.50:9100', 'usb://EPSON/TM-T20'), when the OS gives it. */
  deviceUri?: string;
}

export interface OsPrintHtmlOptions {
  deviceName: string;
  widthMm: 58 | 80;
  copies: number;
  /** How long the spooler may take to accept the job. */
  timeoutMs?: number;
}

export interface OsPrinting {
  listPrinters(): Promise<OsPrinterEntry[]>;
  /** Resolves once the spooler accepted the job; rejects with a PrinterError. */
  printHtml(html: string, opts: OsPrintHtmlOptions): Promise<void>;
  /**
   * The printer's state as the OS reports it (system-status.ts osPrinterStatus: Windows'
   * PRINTER_STATUS_* flags, CUPS' printer-state-reasons); 'unknown' when it says nothing.
   */
  printerStatus?(deviceName: string): Promise<PrinterStatus>;
}

interface OsPrinterOptions {
  deviceName: string;
  widthMm: 58 | 80;
  os: OsPrinting;
}

/** A spooler is slower than a socket (driver start-up, a sleeping USB printer). */
const MIN_SPOOL_TIMEOUT_MS = 30_000;

export function createOsPrinter(opts: OsPrinterOptions): SystemPort & { format: 'html' } {
  const { deviceName, widthMm, os } = opts;
  const read = os.printerStatus?.bind(os);
  const status = systemStatus(read && (() => read(deviceName)));

  /**
   * The spooler refused the ticket (os-print-failure.ts): the OS's word on the printer, read now,
   * names the problem when it has one, in the words the banner uses, so the queue says 'sem
   * papel' rather than the driver's 'Print job failed'. The next try's status read holds the job
   * (aguardando) until the problem is solved, as for a network printer.
   */
  async function refusalWithProblem(refusal: PrinterError): Promise<PrinterError> {
    const now = await status();
    if (now !== 'paper-out' && now !== 'cover-open' && now !== 'offline') return refusal;
    const problem = printerProblemMessage(deviceName, now);
    return new PrinterError(
      'offline',
      `${problem}: o cupom foi recusado (${refusal.message})`,
      PROBLEM_CODES[now],
    );
  }

  return {
    format: 'html',
    statusSource: () => 'system',
    /**
     * The OS's word on the printer, read before each job: out of paper, door open or offline
     * hold the job (nothing sent) and name the problem on the banner, as a network printer's own
     * answer does. A source that fails or says nothing is 'unknown': the job is sent.
     */
    status,
    async send(bytes, opts) {
      const { timeoutMs } = opts;
      const html = bytes.toString('utf8');
      if (html.trim() === '') {
        throw new PrinterError('unknown', `Cupom vazio: nada foi enviado para a impressora ${deviceName}.`);
      }
      try {
        const spoolMs = Math.max(timeoutMs, MIN_SPOOL_TIMEOUT_MS);
        // A driver that never answers must not hold the queue or the quit; the spooler may have
        // taken the job, so it is printed again marked REIMPRESSÃO.
        await systemCallWithin(
          os.printHtml(html, { deviceName, widthMm, copies: 1, timeoutMs: spoolMs }),
          Math.max(spoolMs, sendDeadlineMs(opts)),
          `A impressora ${deviceName} do sistema não confirmou a impressão a tempo; o pedido pode não ter saído.`,
        );
      } catch (error) {
        if (error instanceof PrinterError && error.code && OS_REFUSAL_CODES.has(error.code)) {
          throw await refusalWithProblem(error);
        }
        if (error instanceof PrinterError) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        throw new PrinterError(
          'unknown',
          `Falha ao imprimir na impressora ${deviceName} do sistema: ${reason}.`,
        );
      }
    },
  };
}
