/**
 * USB printers exposed by the Linux kernel's usblp driver as a character device
 * (/dev/usb/lp0): the job is written to the device file as is.
 *
 * Status (issue 32 §1): usblp is bidirectional where the printer has a read-back endpoint
 * (Linux usblp.c: read() returns what the printer sends, O_NONBLOCK gives EAGAIN while nothing
 * came; the "bidirectional" protocol 2 and "1284.4" protocol 3 interfaces). So the same real-time
 * query a network printer gets (ESC/POS DLE EOT 1,2,4, or Star's EOT/ENQ, by model) is written
 * to the device and its answer read back within STATUS_TIMEOUT_MS. A printer that answers
 * nothing twice in a row (a unidirectional interface, a model without real-time status) is
 * taken as silent (silence.ts): its jobs no longer wait for the query, its tickets are 'enviado'
 * (a device write proves no paper), and it is asked again in the background, at most every
 * SILENT_POLL_MS (the printers screen's list and each job's status read are the occasions),
 * until it answers: then it is read before each job again.
 */
import { constants as fsConstants, promises as nodeFs } from 'node:fs';
import { PrinterError, raceDeadline, sendDeadlineMs, type PrinterPort, type PrinterStatus } from './port';
import { createSilence } from './silence';
import type { StatusDialect } from './tcp-status';

/** The slice of fs/promises this transport uses; tests inject failures through it. */
export interface DeviceFs {
  open(
    path: string,
    flags: string | number,
  ): Promise<{
    write(data: Buffer, offset: number, length: number): Promise<{ bytesWritten: number }>;
    /** Non-blocking read back from the printer (status); rejects EAGAIN while nothing came. */
    read?(buffer: Buffer, offset: number, length: number, position: null): Promise<{ bytesRead: number }>;
    close(): Promise<void>;
  }>;
}

interface DevicePrinterOptions {
  path: string;
  fs?: DeviceFs;
  /** How its status is asked (by model); absent: the model has no real-time status query. */
  dialect?: StatusDialect;
  statusTimeoutMs?: number;
  /** How often a device remembered as silent is asked again (silence.ts SILENT_POLL_MS). */
  silentPollMs?: number;
  now?(): number;
}

/** How long a status answer is waited for on the device. */
export const DEVICE_STATUS_TIMEOUT_MS = 300;
const READ_POLL_MS = 15;
/** Read and write, never block (a read with nothing to read answers EAGAIN), append on a file. */
const STATUS_FLAGS = fsConstants.O_RDWR | fsConstants.O_NONBLOCK | fsConstants.O_APPEND;

export function createDevicePrinter(
  options: DevicePrinterOptions,
): PrinterPort & { status(): Promise<PrinterStatus> } {
  const { path, dialect } = options;
  const fs = options.fs ?? nodeFs;
  const timeoutMs = options.statusTimeoutMs ?? DEVICE_STATUS_TIMEOUT_MS;
  const silence = createSilence(options.silentPollMs === undefined ? {} : { pollMs: options.silentPollMs });
  const now = options.now ?? Date.now;
  let answered = false;
  // One background question at a time.
  let asking: Promise<PrinterStatus> | undefined;

  async function ask(query: StatusDialect): Promise<PrinterStatus> {
    let handle: Awaited<ReturnType<DeviceFs['open']>>;
    try {
      handle = await raceDeadline(
        fs.open(path, STATUS_FLAGS),
        timeoutMs,
        () => new PrinterError('timeout', path),
      );
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENODEV' || code === 'ENXIO') return 'offline';
      return 'unknown';
    }
    try {
      if (!handle.read) return 'unknown';
      await raceDeadline(
        handle.write(query.query, 0, query.query.length),
        timeoutMs,
        () => new PrinterError('timeout', path),
      );
      const answer = Buffer.alloc(query.answers);
      let got = 0;
      const until = Date.now() + timeoutMs;
      while (got < query.answers && Date.now() < until) {
        try {
          const { bytesRead } = await handle.read(answer, got, query.answers - got, null);
          got += bytesRead;
          if (bytesRead > 0) continue;
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          // Nothing yet; anything else: this interface does not read back.
          if (code !== 'EAGAIN' && code !== 'EWOULDBLOCK') break;
        }
        await new Promise((resolve) => setTimeout(resolve, READ_POLL_MS));
      }
      if (got === 0) {
        silence.heard('silent');
        return 'unknown';
      }
      const status = query.parse(answer.subarray(0, got));
      if (status !== 'unknown') {
        answered = true;
        silence.heard('answered');
      }
      return status;
    } catch {
      return 'unknown';
    } finally {
      await handle.close().catch(() => undefined);
    }
  }

  return {
    statusSource: () => (answered || (dialect && !silence.silent()) ? 'printer' : 'none'),
    /**
     * Asked before each job (the journal holds it on paper out, cover open, offline). While
     * silent (two silences in a row) nobody waits: the question goes out in the background when
     * due, and the answer, once one comes, ends the silence.
     */
    async status() {
      if (!dialect) return 'unknown';
      if (silence.silent()) {
        if (!asking && silence.askInBackground(now())) {
          asking = ask(dialect).finally(() => {
            asking = undefined;
          });
        }
        return 'unknown';
      }
      return ask(dialect);
    },
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
