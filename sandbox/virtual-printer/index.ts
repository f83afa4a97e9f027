export { decodeEscPos, type DecodedJob } from './decode';
export {
  startVirtualPrinter,
  statusByte,
  type Job,
  type PrinterMode,
  type VirtualPrinter,
  type VirtualPrinterOptions,
} from './server';
