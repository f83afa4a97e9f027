/** The printer transports behind one PrinterPort interface. */
export {
  PrinterError,
  type PrinterErrorKind,
  type PrinterPort,
  type PrinterStatus,
  type SendOptions,
} from './port';
export { DEFAULT_PRINTER_PORT, parsePaperStatus, queryPaperStatus } from './tcp-status';
export {
  createThermalTcpPrinter,
  type ThermalTcpPrinter,
  type ThermalTcpPrinterOptions,
} from './thermal-tcp';
export {
  createOsPrinter,
  type OsPrinterEntry,
  type OsPrinterOptions,
  type OsPrinting,
  type OsPrintHtmlOptions,
} from './os-printer';
export { createQzPrinter, type QzPrinterOptions } from './qz-printer';
