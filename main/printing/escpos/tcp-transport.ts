/**
 * Raw TCP transport (port 9100, "RAW"/"JetDirect") for network kitchen printers.
 *
 * Why not node-thermal-printer (installed, and it speaks tcp://): our encoder already builds the
 * bytes with explicit code-page control and is tested byte for byte, while the library switches
 * code page by itself on unexpected characters, keeps its buffer after execute() (double
 * tickets), sends an incomplete drawer pulse, and resolves a TCP print when bytes are written
 * rather than when the printer took them. All this file needs is node:net, with errors the
 * cashier can act on and a paper status query.
 */
import net from 'node:net';

export type PrinterStatus = 'ok' | 'offline' | 'paper-out' | 'unknown';

export interface SendOptions {
  /** Inactivity limit: connecting, or no bytes accepted by the printer for this long. */
  timeoutMs: number;
}

export interface PrinterPort {
  send(bytes: Buffer, opts: SendOptions): Promise<void>;
  status?(): Promise<PrinterStatus>;
}

export type PrinterErrorKind = 'offline' | 'not-found' | 'timeout' | 'interrupted' | 'unknown';

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

export interface TcpPrinterOptions {
  host: string;
  port?: number;
  /** For status(): how long to wait for the status byte. */
  statusTimeoutMs?: number;
}

export const DEFAULT_PRINTER_PORT = 9100;
const DLE_EOT_PAPER_SENSOR = Buffer.from([0x10, 0x04, 0x04]);
const PAPER_END_BITS = 0x60;

export function createTcpPrinter(options: TcpPrinterOptions): PrinterPort & {
  status(): Promise<PrinterStatus>;
} {
  const host = options.host;
  const port = options.port ?? DEFAULT_PRINTER_PORT;
  const where = `${host}:${port}`;
  const statusTimeoutMs = options.statusTimeoutMs ?? 2000;

  return {
    send(bytes, { timeoutMs }) {
      return new Promise<void>((resolve, reject) => {
        let flushed = false;
        let failure: PrinterError | undefined;
        const socket = net.createConnection({ host, port, timeout: timeoutMs });
        socket.on('connect', () => {
          // end() flushes, then half-closes: the printer sees the job end and closes its side.
          socket.end(bytes, () => {
            flushed = true;
          });
        });
        // Drain whatever the printer says (auto status bytes): an unread socket never sees the
        // printer's FIN, so 'close' would never come.
        socket.on('data', () => undefined);
        socket.on('timeout', () => {
          // Once bytes left for the printer, part of the ticket may have come out: that is an
          // interrupted job (reprinted marked REIMPRESSÃO), not a clean "never printed" timeout.
          failure ??=
            socket.bytesWritten > 0
              ? interrupted(where)
              : new PrinterError(
                  'timeout',
                  `A impressora não respondeu em ${formatSeconds(timeoutMs)} (${where}).`,
                );
          socket.destroy();
        });
        socket.on('error', (error: NodeJS.ErrnoException) => {
          failure ??= toPrinterError(error, host, where);
        });
        socket.on('close', (hadError) => {
          if (!failure && !hadError && flushed) {
            resolve();
            return;
          }
          reject(failure ?? interrupted(where));
        });
      });
    },

    status() {
      return new Promise<PrinterStatus>((resolve) => {
        let result: PrinterStatus = 'unknown';
        const socket = net.createConnection({ host, port, timeout: statusTimeoutMs });
        socket.on('connect', () => socket.write(DLE_EOT_PAPER_SENSOR));
        socket.on('data', (data: Buffer) => {
          result = parsePaperStatus(data[0]);
          socket.destroy();
        });
        // Not every model answers over the network: silence is 'unknown', not an error.
        socket.on('timeout', () => socket.destroy());
        socket.on('error', (error: NodeJS.ErrnoException) => {
          result = toPrinterError(error, host, where).kind === 'timeout' ? 'unknown' : 'offline';
        });
        socket.on('close', () => resolve(result));
      });
    },
  };
}

/** Reads the DLE EOT 4 answer (paper roll sensor); bytes that are not a status byte are 'unknown'. */
export function parsePaperStatus(byte: number | undefined): PrinterStatus {
  if (byte === undefined || (byte & 0x93) !== 0x12) return 'unknown';
  return (byte & PAPER_END_BITS) === PAPER_END_BITS ? 'paper-out' : 'ok';
}

function toPrinterError(error: NodeJS.ErrnoException, host: string, where: string): PrinterError {
  switch (error.code) {
    case 'ECONNREFUSED':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EHOSTDOWN':
    case 'ENETDOWN':
      return new PrinterError('offline', `Impressora desligada ou fora da rede (${where}).`, error.code);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new PrinterError(
        'not-found',
        `Endereço da impressora não encontrado (${host}). Confira o IP nas configurações.`,
        error.code,
      );
    case 'ETIMEDOUT':
      return new PrinterError('timeout', `A impressora não respondeu (${where}).`, error.code);
    case 'ECONNRESET':
    case 'EPIPE':
      return interrupted(where, error.code);
    default:
      return new PrinterError(
        'unknown',
        `Falha ao enviar para a impressora (${where}): ${error.code ?? error.message}.`,
        error.code,
      );
  }
}

function interrupted(where: string, code?: string): PrinterError {
  return new PrinterError(
    'interrupted',
    `A conexão com a impressora caiu durante a impressão; o pedido pode não ter saído (${where}).`,
    code,
  );
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${seconds.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s`;
}
