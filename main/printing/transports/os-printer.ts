/**
 * Printers installed in the operating system (Windows spooler, CUPS on Linux): the ticket goes
 * as HTML and the OS driver renders it, which is how a USB printer without a device file (the
 * usual case on Windows) prints. The Electron side lives in main/electron/os-printing.ts behind
 * OsPrinting, so this file and its tests never load Electron.
 */
import {
  PrinterError,
  raceDeadline,
  sendDeadlineMs,
  statusWithin,
  type PrinterPort,
  type PrinterStatus,
} from './port';

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

export function createOsPrinter(
  opts: OsPrinterOptions,
): PrinterPort & { format: 'html'; status(): Promise<PrinterStatus> } {
  const { deviceName, widthMm, os } = opts;
  return {
    format: 'html',
    statusSource: () => 'system',
    /**
     * The OS's word on the printer, read before each job: out of paper, door open or offline
     * hold the job (nothing sent) and name the problem on the banner, as a network printer's own
     * answer does. A source that fails or says nothing is 'unknown': the job is sent.
     */
    status() {
      const read = os.printerStatus?.bind(os);
      return read ? statusWithin(() => read(deviceName)) : Promise.resolve('unknown');
    },
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
        await raceDeadline(
          os.printHtml(html, { deviceName, widthMm, copies: 1, timeoutMs: spoolMs }),
          Math.max(spoolMs, sendDeadlineMs(opts)),
          () =>
            new PrinterError(
              'interrupted',
              `A impressora ${deviceName} do sistema não confirmou a impressão a tempo; o pedido pode não ter saído.`,
              'DEADLINE',
            ),
        );
      } catch (error) {
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
