/**
 * A printer reached through QZ Tray (method 'qz'): raw ESC/POS bytes, as base64, to the printer
 * name QZ lists. The client is looked up per job because it only exists while the method is 'qz'.
 */
import { PRINT_MESSAGES } from '../../../shared/printing';
import type { QzClient } from '../qz/client';
import { PrinterError, sendDeadlineMs } from './port';
import { systemCallWithin, systemStatus, type SystemPort } from './system-port';

interface QzPrinterOptions {
  printer: string;
  client: QzClient | (() => QzClient | undefined);
}

export function createQzPrinter(opts: QzPrinterOptions): SystemPort & { format: 'escpos' } {
  const { printer } = opts;
  return {
    format: 'escpos',
    statusSource: () => 'system',
    /** QZ Tray's last word on the printer (its status listener); 'unknown' sends the job. */
    status() {
      const client = typeof opts.client === 'function' ? opts.client() : opts.client;
      return systemStatus(client && (() => client.printerStatus(printer)))();
    },
    async send(bytes, sendOpts) {
      const client = typeof opts.client === 'function' ? opts.client() : opts.client;
      if (!client) {
        throw new PrinterError(
          'not-found',
          `${PRINT_MESSAGES.moduleNotFound}: o QZ Tray não está em uso. Escolha o método QZ nas configurações de impressão.`,
          'QZ_UNAVAILABLE',
        );
      }
      // QZ Tray may have passed the job on before it stopped answering: printed again as REIMPRESSÃO.
      await systemCallWithin(
        client.printRaw(printer, bytes),
        sendDeadlineMs(sendOpts),
        `O QZ Tray não confirmou a impressão em ${printer} a tempo; o pedido pode não ter saído.`,
      );
    },
  };
}
