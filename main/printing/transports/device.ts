/**
 * USB printers exposed by the Linux kernel's usblp driver as a character device
 * (/dev/usb/lp0): the job is written to the device file as is. No status query: usblp gives no
 * portable way to read the paper sensor, so the journal just sends.
 */
import { promises as nodeFs } from 'node:fs';
import { PrinterError, raceDeadline, sendDeadlineMs, type PrinterPort } from './port';

/** The slice of fs/promises this transport uses; tests inject failures through it. */
export interface DeviceFs {
  open(
    path: string,
    flags: string,
  ): Promise<{
    write(data: Buffer, offset: number, length: number): Promise<{ bytesWritten: number }>;
    close(): Promise<void>;
  }>;
}

interface DevicePrinterOptions {
  path: string;
  fs?: DeviceFs;
}

export function createDevicePrinter(options: DevicePrinterOptions): PrinterPort {
  const { path } = options;
  const fs = options.fs ?? nodeFs;
  return {
    async send(bytes, opts) {
      // usblp blocks a write while the printer is off or out of paper: each step gets the
      // inactivity limit and the whole send the deadline, so the queue and the quit go on.
      const deadlineAt = Date.now() + sendDeadlineMs(opts);
      const limit = () => Math.max(0, Math.min(opts.timeoutMs, deadlineAt - Date.now()));
      let handle: Awaited<ReturnType<DeviceFs['open']>>;
      try {
        // 'a': never truncate or create-by-accident semantics on a device; appends on a file.
        handle = await raceDeadline(
          fs.open(path, 'a'),
          limit(),
          () => new PrinterError('timeout', `A impressora USB não respondeu (${path}).`, 'TIMEOUT'),
        );
      } catch (error) {
        if (error instanceof PrinterError) throw error;
        throw toPrinterError(error as NodeJS.ErrnoException, path, false);
      }
      let written = 0;
      let stuck = false;
      try {
        while (written < bytes.length) {
          const { bytesWritten } = await raceDeadline(
            handle.write(bytes, written, bytes.length - written),
            limit(),
            () => {
              stuck = true;
              // A write in flight may have put part of the ticket out: printed again as REIMPRESSÃO.
              return new PrinterError(
                'interrupted',
                `A impressora USB parou de receber o cupom (${path}); o pedido pode não ter saído.`,
                'TIMEOUT',
              );
            },
          );
          if (bytesWritten <= 0) throw Object.assign(new Error('short write'), { code: 'EIO' });
          written += bytesWritten;
        }
      } catch (error) {
        if (error instanceof PrinterError) throw error;
        throw toPrinterError(error as NodeJS.ErrnoException, path, written > 0);
      } finally {
        // close() waits for the blocked write: never await it then.
        const closing = handle.close().catch(() => undefined);
        if (!stuck) await closing;
      }
    },
  };
}

function toPrinterError(error: NodeJS.ErrnoException, path: string, partial: boolean): PrinterError {
  if (partial) {
    return new PrinterError(
      'interrupted',
      `A impressora USB parou durante a impressão; o pedido pode não ter saído (${path}).`,
      error.code,
    );
  }
  switch (error.code) {
    case 'ENOENT':
    case 'ENODEV':
    case 'ENXIO':
      return new PrinterError('not-found', `Impressora USB não encontrada (${path}).`, error.code);
    case 'EACCES':
    case 'EPERM':
      return new PrinterError(
        'offline',
        `Sem permissão para usar a impressora USB (${path}). Adicione o usuário ao grupo lp.`,
        error.code,
      );
    case 'EBUSY':
      return new PrinterError(
        'offline',
        `Impressora USB ocupada por outro programa (${path}). Feche-o e tente de novo.`,
        error.code,
      );
    default:
      return new PrinterError(
        'unknown',
        `Falha ao enviar para a impressora USB (${path}): ${error.code ?? error.message}.`,
        error.code,
      );
  }
}
