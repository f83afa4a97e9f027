/**
 * What a raw network printer says about itself. The probe sends ESC/POS's printer ID queries
 * (Epson ESC/POS reference, GS I n 'Transmit printer ID', printer information B: n = 66 maker
 * name, 67 model name, 68 serial number; each answered as '_' (5Fh) + text + NUL) and one real-time
 * status query (DLE EOT 1: one byte with bits 1 and 4 set, 0 and 7 clear). Printers that support
 * neither stay silent, and are still listed; anything else that answers (an HTTP server on 9100,
 * a telnet banner) is not a printer. A Star printer in Star line mode ignores the ESC/POS queries
 * but answers the EOT inside DLE EOT 1 with its own status byte (star-status.ts): it is asked
 * Star's own ID query next (sweep.ts).
 */
import type { PrinterModel } from '../../../shared/printing';
import { isStarEotByte } from '../transports/star-status';

const GS = 0x1d;
const DLE = 0x10;
const EOT = 0x04;
const ID_HEADER = 0x5f;
const NUL = 0x00;
const MAKER_QUERY = 66;
const MODEL_QUERY = 67;
const SERIAL_QUERY = 68;

/** GS I 68 alone: the serial number, asked of a USB device (discovery/device-serial.ts). */
export const SERIAL_QUERY_BYTES = Buffer.from([GS, 0x49, SERIAL_QUERY]);

export const ID_QUERIES = Buffer.from([
  GS,
  0x49,
  MAKER_QUERY,
  GS,
  0x49,
  MODEL_QUERY,
  ...SERIAL_QUERY_BYTES,
  DLE,
  EOT,
  1,
]);

export interface PrinterAnswer {
  /** Texts of the '_…NUL' blocks, in order (maker, model, serial number). */
  texts: string[];
  /** A byte shaped like a DLE EOT status answer came back. */
  status: boolean;
  /** A byte shaped like Star line mode's EOT status came back (bit 1 clear: not ESC/POS's). */
  starStatus: boolean;
  /** Bytes that fit neither answer: whatever listens there is not a printer. */
  foreign: boolean;
  /** Every ID block asked for has come back (no need to wait longer). */
  complete: boolean;
}

export function readAnswer(bytes: Buffer): PrinterAnswer {
  const texts: string[] = [];
  let status = false;
  let starStatus = false;
  let foreign = false;
  let open = false;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    if (b === ID_HEADER) {
      const end = bytes.indexOf(NUL, i + 1);
      if (end === -1) {
        open = true;
        break;
      }
      texts.push(
        bytes
          .subarray(i + 1, end)
          .toString('latin1')
          .trim(),
      );
      i = end + 1;
    } else if ((b & 0x93) === 0x12) {
      status = true;
      i += 1;
    } else if (isStarEotByte(b)) {
      starStatus = true;
      i += 1;
    } else {
      foreign = true;
      break;
    }
  }
  return { texts, status, starStatus, foreign, complete: !open && texts.length >= 3 && status };
}

/** The serial number of an answer to ID_QUERIES (its third block); undefined when not given. */
export function serialOf(answer: Pick<PrinterAnswer, 'texts'>): string | undefined {
  return answer.texts[2] || undefined;
}

/** The maker name given to a printer that answered Star's version query. */
export const STAR_MAKER = 'Star';

const MAKERS: readonly [RegExp, PrinterModel][] = [
  [/EPSON|ELGIN|BEMATECH|KNUP/i, 'escpos'],
  [/STAR/i, 'star'],
  [/DARUMA/i, 'daruma'],
  [/TANCA/i, 'tanca'],
  [/BROTHER/i, 'brother'],
];

/** The command language of a maker's printers; undefined for a maker we do not know. */
export function modelFromMaker(maker: string): PrinterModel | undefined {
  return MAKERS.find(([pattern]) => pattern.test(maker))?.[1];
}
