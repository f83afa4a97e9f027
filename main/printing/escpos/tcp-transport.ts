/**
 * Where the printing code has always found the printer port contract and the network printer.
 * The port types live in ../transports/port, the network transport (node-thermal-printer) in
 * ../transports/thermal-tcp and its paper-status query in ../transports/tcp-status.
 */
export { PrinterError } from '../transports/port';
export type { PrinterErrorKind, PrinterPort, PrinterStatus, SendOptions } from '../transports/port';
export { DEFAULT_PRINTER_PORT, parsePaperStatus, queryPaperStatus } from '../transports/tcp-status';
export {
  createThermalTcpPrinter as createTcpPrinter,
  type ThermalTcpPrinterOptions as TcpPrinterOptions,
} from '../transports/thermal-tcp';
