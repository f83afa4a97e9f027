/**
 * The serial number of a USB device printer (/dev/usb/lp*), so one printer plugged in by USB and
 * also on the network is listed once (merge.ts). The same question the network probe asks: ESC/POS
 * GS I 68 (Epson ESC/POS reference, GS I n 'Transmit printer ID', n = 68: serial number, answered
 * '_' + text + NUL), written to the device and read back as the status read does (usblp is
 * bidirectional where the printer has a read-back endpoint; O_NONBLOCK reads answer EAGAIN while
 * nothing came). A device that reads nothing back, or a model that does not know GS I 68, gives
 * undefined within `timeoutMs`: it is simply not merged. Star line mode has no serial query this
 * desk knows (its ID query, ESC # *, answers model and firmware version only), so only ESC/POS
 * devices are asked.
 */
import { constants as fsConstants, promises as nodeFs } from 'node:fs';
import type { DeviceFs } from '../transports/device';
import { PrinterError, raceDeadline } from '../transports/port';
import { readAnswer, SERIAL_QUERY_BYTES } from './identify';

/** How long the answer is waited for (the search runs it beside the network sweep). */
export const DEVICE_SERIAL_TIMEOUT_MS = 400;
const READ_POLL_MS = 15;
const FLAGS = fsConstants.O_RDWR | fsConstants.O_NONBLOCK | fsConstants.O_APPEND;
/** A serial number block is short; a device that sends more is not answering GS I 68. */
const MAX_ANSWER = 64;

/** The text of the first complete '_…NUL' block of `bytes`: '' while none is, or it is empty. */
function serialIn(bytes: Buffer): string {
  return readAnswer(bytes).texts[0] ?? '';
}

export async function readDeviceSerial(
  path: string,
  opts: { fs?: DeviceFs; timeoutMs?: number } = {},
): Promise<string | undefined> {
  const fs = opts.fs ?? nodeFs;
  const timeoutMs = opts.timeoutMs ?? DEVICE_SERIAL_TIMEOUT_MS;
  const until = Date.now() + timeoutMs;
  let handle: Awaited<ReturnType<DeviceFs['open']>>;
  try {
    handle = await raceDeadline(fs.open(path, FLAGS), timeoutMs, () => new PrinterError('timeout', path));
  } catch {
    return undefined;
  }
  try {
    if (!handle.read) return undefined;
    await raceDeadline(
      handle.write(SERIAL_QUERY_BYTES, 0, SERIAL_QUERY_BYTES.length),
      timeoutMs,
      () => new PrinterError('timeout', path),
    );
    const answer = Buffer.alloc(MAX_ANSWER);
    let got = 0;
    while (got < MAX_ANSWER && Date.now() < until) {
      try {
        const { bytesRead } = await handle.read(answer, got, MAX_ANSWER - got, null);
        got += bytesRead;
        const serial = serialIn(answer.subarray(0, got));
        if (serial !== '') return serial;
        if (bytesRead > 0) continue;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'EAGAIN' && code !== 'EWOULDBLOCK') return undefined;
      }
      await new Promise((resolve) => setTimeout(resolve, READ_POLL_MS));
    }
    return undefined;
  } catch {
    return undefined;
  } finally {
    await handle.close().catch(() => undefined);
  }
}
