/**
 * USB printers exposed by the Linux kernel's usblp driver as a character device
 * (/dev/usb/lp0): the job is written to the device file as is. No status query: usblp gives no
 * portable way to read the paper sensor, so the journal just sends.
 */
import { promises as nodeFs } from 'node:fs';
import { PrinterError, type PrinterPort } from './transports/port';

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

export interface DevicePrinterOptions {
  path: string;
  fs?: DeviceFs;
}

export function createDevicePrinter(options: DevicePrinterOptions): PrinterPort {
  const { path } = options;
  const fs = options.fs ?? nodeFs;
  return {
    async send(bytes) {
      let handle: Awaited<ReturnType<DeviceFs['open']>>;
      try {
        // 'a': never truncate or create-by-accident semantics on a device; appends on a file.
        handle = await fs.open(path, 'a');
      } catch (error) {
        throw toPrinterError(error as NodeJS.ErrnoException, path, false);
      }
      let written = 0;
      try {
        while (written < bytes.length) {
          const { bytesWritten } = await handle.write(bytes, written, bytes.length - written);
          if (bytesWritten <= 0) throw Object.assign(new Error('short write'), { code: 'EIO' });
          written += bytesWritten;
        }
      } catch (error) {
        throw toPrinterError(error as NodeJS.ErrnoException, path, written > 0);
      } finally {
        await handle.close().catch(() => undefined);
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
