/**
 * A virtual network printer for tests and demos: a TCP server that records jobs and answers
 * status bytes, and the decoders (ESC/POS and its Daruma and Brother dialects, Star line mode)
 * that turn the bytes back into text and commands. Tests and `npm start` import
 * it from here.
 */
export {
  decodeEscPos,
  type DecodedCommand,
  type DecodedJob,
  type EscDialect,
  type LineStyle,
} from './decode';
export { decodeStarLine } from './decode-star';
export { decodeForModel } from './decode-model';
export {
  idAnswer,
  startVirtualPrinter,
  type PrinterIdentity,
  statusByte,
  type Job,
  type PrinterMode,
  type VirtualPrinter,
  type VirtualPrinterOptions,
} from './server';
