/**
 * Real-time status of a network ESC/POS printer over its own short raw connection: DLE EOT 1
 * (printer: offline), 2 (offline cause: cover open, stopped at paper end) and 4 (paper roll
 * sensor). Printers out of paper or with the cover open keep the network up and swallow what
 * they get, so a successful TCP send proves nothing: the journal asks this first and holds the
 * job instead.
 */
import net from 'node:net';
import type { PrinterStatus } from './port';

export const DEFAULT_PRINTER_PORT = 9100;
/** DLE EOT 1, 2 and 4 in one write: each is answered by one byte, in order. */
export const DLE_EOT_FULL_STATUS = Buffer.from([0x10, 0x04, 0x01, 0x10, 0x04, 0x02, 0x10, 0x04, 0x04]);
const PAPER_END_BITS = 0x60;
const OFFLINE_BIT = 0x08; // DLE EOT 1
const COVER_OPEN_BIT = 0x04; // DLE EOT 2
const PAPER_STOP_BIT = 0x20; // DLE EOT 2
/** After a first answer, how long to wait for the others (a model may answer only DLE EOT 4). */
export const REST_OF_ANSWERS_MS = 150;
/** One status byte per query of DLE_EOT_FULL_STATUS. */
export const FULL_STATUS_ANSWERS = 3;

/**
 * Runs `fn` once the sockets have been read again. A loop stalled longer than the wait (a busy
 * counter PC) runs a timer that fell due before it reads the answers already waiting in the
 * socket, and would decide on the first answer alone; setImmediate runs after that read.
 */
export function afterPendingReads(fn: () => void): () => void {
  return () => setImmediate(fn);
}

const isStatusByte = (byte: number | undefined): byte is number =>
  byte !== undefined && (byte & 0x93) === 0x12;

/** Reads the DLE EOT 4 answer (paper roll sensor); bytes that are not a status byte are 'unknown'. */
export function parsePaperStatus(byte: number | undefined): PrinterStatus {
  if (!isStatusByte(byte)) return 'unknown';
  return (byte & PAPER_END_BITS) === PAPER_END_BITS ? 'paper-out' : 'ok';
}

/** Codes meaning the connection was never made: no byte can have reached the printer. */
export const NEVER_CONNECTED_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EADDRNOTAVAIL',
]);

/**
 * Reads the answers to DLE_EOT_FULL_STATUS (printer, offline cause, paper sensor). The cover
 * comes first (an open cover also stops the paper feed), then paper end, then any other offline
 * state (feeding by hand, an error). Answers that are not status bytes are 'unknown'; a model
 * that answers only some queries is read from the answers it gave.
 */
export function parseFullStatus(answer: Uint8Array): PrinterStatus {
  const [printer, cause, paper] = [answer[0], answer[1], answer[2]];
  if (![printer, cause, paper].some(isStatusByte)) return 'unknown';
  if (isStatusByte(cause) && cause & COVER_OPEN_BIT) return 'cover-open';
  if ((isStatusByte(cause) && cause & PAPER_STOP_BIT) || parsePaperStatus(paper) === 'paper-out') {
    return 'paper-out';
  }
  if (isStatusByte(printer) && printer & OFFLINE_BIT) return 'offline';
  return 'ok';
}

/**
 * How one command language asks for the real-time status and reads the answer: ESC/POS's DLE
 * EOT 1, 2, 4 (three bytes back), or Star line mode's EOT and ENQ (star-status.ts, two bytes).
 */
export interface StatusDialect {
  query: Buffer;
  /** Answer bytes a complete reply has, one per question. */
  answers: number;
  parse(answer: Uint8Array): PrinterStatus;
}

export const ESCPOS_STATUS: StatusDialect = {
  query: DLE_EOT_FULL_STATUS,
  answers: FULL_STATUS_ANSWERS,
  parse: parseFullStatus,
};

/** A status read; `socket` is the connection that answered 'ok', handed over still open. */
export interface StatusConnection {
  status: PrinterStatus;
  socket?: net.Socket;
}

/**
 * The printer's real-time state (parseFullStatus); 'offline' when the connection fails or the
 * printer closes it before answering, 'unknown' when it accepts and stays silent (not every
 * model answers over the network) or is too slow. With `keepIfOk` a connection that answered
 * 'ok' is handed over open (its own listeners removed), so the job that asked can be written on
 * a connection the printer has just proven it reads, instead of opening another and waiting for
 * it to settle.
 */
export function openStatusConnection(
  host: string,
  port: number,
  timeoutMs: number,
  opts: { keepIfOk: boolean; dialect?: StatusDialect },
): Promise<StatusConnection> {
  const dialect = opts.dialect ?? ESCPOS_STATUS;
  return new Promise<StatusConnection>((resolve) => {
    let result: PrinterStatus = 'offline';
    let connected = false;
    let answers = Buffer.alloc(0);
    let rest: ReturnType<typeof setTimeout> | undefined;
    const socket = net.createConnection({ host, port, timeout: timeoutMs });
    // The query is one small write: never held back waiting for an ACK.
    socket.setNoDelay(true);
    const onConnect = () => {
      connected = true;
      socket.write(dialect.query);
    };
    const onData = (data: Buffer) => {
      answers = Buffer.concat([answers, data]);
      if (answers.length >= dialect.answers) settle();
      else rest ??= setTimeout(afterPendingReads(settle), REST_OF_ANSWERS_MS);
    };
    const onTimeout = () => {
      if (connected) result = 'unknown';
      socket.destroy();
    };
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'ETIMEDOUT' && connected) result = 'unknown';
    };
    const onClose = () => {
      clearTimeout(rest);
      // Some answers came, then the printer hung up: read what it said.
      if (answers.length > 0 && answers.length < dialect.answers) result = dialect.parse(answers);
      resolve({ status: result });
    };
    let settled = false;
    function settle() {
      if (settled) return;
      settled = true;
      clearTimeout(rest);
      result = dialect.parse(answers);
      // Handed over only with all its answers in: one still on its way would be read by the job
      // written on this connection as the printer's confirmation of that job.
      const complete = answers.length === dialect.answers;
      if (!opts.keepIfOk || result !== 'ok' || !complete || socket.destroyed) {
        socket.destroy();
        return;
      }
      socket.off('connect', onConnect).off('data', onData).off('timeout', onTimeout);
      socket.off('error', onError).off('close', onClose);
      socket.setTimeout(0);
      // Until the new owner listens, an error must not crash the process.
      socket.on('error', () => undefined);
      resolve({ status: result, socket });
    }
    socket.on('connect', onConnect);
    socket.on('data', onData);
    socket.on('timeout', onTimeout);
    socket.on('error', onError);
    socket.on('close', onClose);
  });
}
