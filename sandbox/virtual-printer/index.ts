/**
 * A virtual ESC/POS network printer for tests and demos: a TCP server that records jobs and answers
 * status bytes, and the decoder that turns the bytes back into text. Tests and `npm start` import
 * it from here.
 */
export { decodeEscPos, type DecodedJob } from './decode';
export {
  startVirtualPrinter,
  statusByte,
  type Job,
  type PrinterMode,
  type VirtualPrinter,
  type VirtualPrinterOptions,
} from './server';
