/**
 * Paper status of a network ESC/POS printer: DLE EOT 4 (paper roll sensor) over its own short
 * raw connection. Printers out of paper keep the network up and swallow what they get, so a
 * successful TCP send proves nothing: the journal asks this first and holds the job instead.
 */
import net from 'node:net';
import type { PrinterStatus } from './port';

export const DEFAULT_PRINTER_PORT = 9100;
export const DLE_EOT_PAPER_SENSOR = Buffer.from([0x10, 0x04, 0x04]);
const PAPER_END_BITS = 0x60;

/** Reads the DLE EOT 4 answer (paper roll sensor); bytes that are not a status byte are 'unknown'. */
export function parsePaperStatus(byte: number | undefined): PrinterStatus {
  if (byte === undefined || (byte & 0x93) !== 0x12) return 'unknown';
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
 * 'offline' when the connection fails, or when the printer closes it before answering (a print
 * server that accepts and drops connections while its printer is off or jammed); 'unknown' when
 * the printer accepts the connection and stays silent (not every model answers over the
 * network) or is too slow.
 */
export function queryPaperStatus(host: string, port: number, timeoutMs: number): Promise<PrinterStatus> {
  return new Promise<PrinterStatus>((resolve) => {
    let result: PrinterStatus = 'offline';
    let connected = false;
    const socket = net.createConnection({ host, port, timeout: timeoutMs });
    socket.on('connect', () => {
      connected = true;
      socket.write(DLE_EOT_PAPER_SENSOR);
    });
    socket.on('data', (data: Buffer) => {
      result = parsePaperStatus(data[0]);
      socket.destroy();
    });
    socket.on('timeout', () => {
      // Connected and silent: a model that never answers. Never connected: not there.
      if (connected) result = 'unknown';
      socket.destroy();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ETIMEDOUT' && connected) result = 'unknown';
    });
    socket.on('close', () => resolve(result));
  });
}
