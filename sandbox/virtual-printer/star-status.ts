/**
 * How a Star printer in Star line mode answers over a bidirectional interface (Star Micronics,
 * "STAR Line Mode Command Specifications", Appendix 2 - Status Specifications, and ESC # * LF
 * NUL "Inquire printer version"): EOT (04h) and ENQ (05h) with one status byte each, the version
 * query with ESC # * , <model> Ver<x> LF NUL. ESC/POS's DLE EOT n and GS I n get no answer (DLE
 * and GS mean nothing to it; the EOT inside DLE EOT n is still read as EOT). The bits are written
 * out here from the manual, apart from main/printing/transports/star-status.ts, which reads them.
 */
import type net from 'node:net';
import type { PrinterIdentity, PrinterMode } from './modes';

const EOT = 0x04;
const ENQ = 0x05;
const ESC = 0x1b;
export const STAR_VERSION_QUERY = Buffer.from([ESC, 0x23, 0x2a, 0x0a, 0x00]);

/** EOT status: bit 4 fixed 1; bit 3 paper end; bit 2 paper near-end (inner sensor). */
export function starEotByte(mode: PrinterMode): number {
  return 0x10 | (mode === 'paper-out' ? 0x08 | 0x04 : 0);
}

/** ENQ status: bit 4 fixed 0; bit 5 reception buffer empty; bit 3 paper end; bit 2 other errors (cover open). */
export function starEnqByte(mode: PrinterMode): number {
  return 0x20 | (mode === 'paper-out' ? 0x08 : 0) | (mode === 'cover-open' ? 0x04 : 0);
}

export function starVersionAnswer(identity: PrinterIdentity | undefined): Buffer {
  const text = `${identity?.model ?? 'TSP100'} Ver1.0`;
  return Buffer.concat([
    Buffer.from([ESC, 0x23, 0x2a, 0x2c]),
    Buffer.from(text, 'latin1'),
    Buffer.from([0x0a, 0x00]),
  ]);
}

/**
 * Replies to the Star queries in `window` in one write; returns the bytes to keep for the next
 * chunk (an ESC that may begin a version query not yet complete). Silent: no answer at all.
 */
export function answerStarQueries(
  socket: net.Socket,
  window: Buffer,
  mode: PrinterMode,
  identity: PrinterIdentity | undefined,
): Buffer {
  const answers: Buffer[] = [];
  let i = 0;
  for (; i < window.length; i++) {
    const byte = window[i];
    if (byte === ESC && window.length - i < STAR_VERSION_QUERY.length) break;
    if (mode === 'silent') continue;
    if (byte === EOT) answers.push(Buffer.from([starEotByte(mode)]));
    else if (byte === ENQ) answers.push(Buffer.from([starEnqByte(mode)]));
    else if (byte === ESC && window.subarray(i, i + STAR_VERSION_QUERY.length).equals(STAR_VERSION_QUERY)) {
      answers.push(starVersionAnswer(identity));
      i += STAR_VERSION_QUERY.length - 1;
    }
  }
  if (answers.length > 0) socket.write(Buffer.concat(answers));
  return window.subarray(i);
}
