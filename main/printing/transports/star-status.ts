/**
 * Star line mode's own status bytes (Star Micronics, "STAR Line Mode Command Specifications",
 * Appendix 2 - Status Specifications): a Star printer in its native mode does not answer ESC/POS
 * DLE EOT n; it answers EOT (04h) and ENQ (05h) with one byte each, and its model to
 * ESC # * LF NUL. Only over an interface that is bidirectional (Ethernet, USB), per the manual.
 *
 * EOT status (5-2-2): bit 0 fixed 0, bit 1 BM error, bit 2 paper near-end (inner), bit 3 paper
 * end, bit 4 fixed 1, bit 5 paper near-end (outer), bit 6 presenter paper jam, bit 7 unused (0).
 * ENQ status (5-2-1): bit 0 parity error, bit 1 framing error, bit 2 other errors (cover open,
 * non-recoverable), bit 3 paper end, bit 4 fixed 0, bit 5 reception buffer empty, bit 6
 * reception buffer overflow, bit 7 compulsion switch.
 */
import type { PrinterStatus } from './port';
import type { StatusDialect } from './tcp-status';

export const STAR_EOT = 0x04;
export const STAR_ENQ = 0x05;
/** ESC # * LF NUL: "Inquire printer version"; answered ESC # * , <model> Ver<x> LF NUL. */
export const STAR_VERSION_QUERY = Buffer.from([0x1b, 0x23, 0x2a, 0x0a, 0x00]);
const VERSION_HEADER = Buffer.from([0x1b, 0x23, 0x2a, 0x2c]);

const EOT_FIXED_MASK = 0x91; // bits 0, 4 and 7: 0, 1, 0
const EOT_FIXED = 0x10;
const ENQ_FIXED_MASK = 0x10; // bit 4: 0
const PAPER_END = 0x08; // EOT and ENQ bit 3
const NEAR_END_INNER = 0x04; // EOT bit 2
const NEAR_END_OUTER = 0x20; // EOT bit 5
const OTHER_ERRORS = 0x04; // ENQ bit 2

/** A byte shaped like Star's EOT answer; an ESC/POS DLE EOT answer always has bit 1 set too. */
export function isStarEotByte(byte: number | undefined): byte is number {
  return byte !== undefined && (byte & EOT_FIXED_MASK) === EOT_FIXED;
}

export interface StarStatus {
  status: PrinterStatus;
  /** The roll is near its end (the sensor says so before it runs out). */
  nearEnd: boolean;
}

/**
 * Reads the answers to EOT then ENQ. Paper end comes from either; 'other errors' in the ENQ byte
 * is read as the cover open (the manual: "non-recoverable errors and cover open errors"), the
 * error staff can fix at the counter. A byte of the wrong shape is 'unknown'.
 */
export function parseStarStatus(eot: number | undefined, enq: number | undefined): StarStatus {
  if (!isStarEotByte(eot)) return { status: 'unknown', nearEnd: false };
  const nearEnd = (eot & (NEAR_END_INNER | NEAR_END_OUTER)) !== 0;
  const enqValid = enq !== undefined && (enq & ENQ_FIXED_MASK) === 0;
  if (eot & PAPER_END || (enqValid && enq & PAPER_END)) return { status: 'paper-out', nearEnd };
  if (enqValid && enq & OTHER_ERRORS) return { status: 'cover-open', nearEnd };
  return { status: 'ok', nearEnd };
}

/** The printer's answer to STAR_VERSION_QUERY ('TSP143IIIW Ver1.0'); undefined when absent. */
export function parseStarVersion(bytes: Buffer): string | undefined {
  const at = bytes.indexOf(VERSION_HEADER);
  if (at === -1) return undefined;
  const end = bytes.indexOf(0x0a, at + VERSION_HEADER.length);
  if (end === -1) return undefined;
  const text = bytes
    .subarray(at + VERSION_HEADER.length, end)
    .toString('latin1')
    .trim();
  return text === '' ? undefined : text;
}

/**
 * Star line mode's real-time status over TCP: EOT then ENQ in one write, one byte back for each
 * (Appendix 2, 5-2-1 and 5-2-2), read by parseStarStatus. The network transport asks a printer
 * whose model is 'star' this instead of ESC/POS's DLE EOT n, before each job and after its last
 * byte (the answers come only once every byte before them was read).
 */
export const STAR_STATUS: StatusDialect = {
  query: Buffer.from([STAR_EOT, STAR_ENQ]),
  answers: 2,
  parse: (answer) => parseStarStatus(answer[0], answer[1]).status,
};
