/**
 * Network ESC/POS printers (raw TCP, port 9100) through node-thermal-printer.
 *
 * Only the library's transport is used: send() hands it bytes our encoder already built with
 * the printer's code page, so its own text handling (automatic code-page switches, a buffer that
 * execute() never clears) never runs. What the library does not give is an exactly-once answer,
 * because its TCP write resolves once the bytes are handed to the network, not when the printer
 * took them. So:
 * - before any byte leaves, isPrinterConnected() probes the printer: a failure there (or a
 *   refused connection) is 'offline', safe to retry as is;
 * - when the printer answers status queries, the job ends with DLE EOT 4 and send() resolves on
 *   the printer's answer, which it can only give after it received every byte before it; a
 *   reset or timeout before that answer is 'interrupted' (the journal reprints it marked
 *   REIMPRESSÃO), and an answer of "paper end" means the roll ran out during this ticket;
 * - printers that never answer get the plain write: the best any sender can do for them.
 */
import net from 'node:net';
import { PrinterTypes, ThermalPrinter } from 'node-thermal-printer';
import { PrinterError, type PrinterPort, type PrinterStatus } from './port';
import {
  DEFAULT_PRINTER_PORT,
  DLE_EOT_PAPER_SENSOR,
  NEVER_CONNECTED_CODES,
  parsePaperStatus,
  queryPaperStatus,
} from './tcp-status';

export interface ThermalTcpPrinterOptions {
  host: string;
  port?: number;
  /** Limit for the connection probe and the status query. */
  timeoutMs?: number;
  /** Overrides timeoutMs for status(). */
  statusTimeoutMs?: number;
}

export type ThermalTcpPrinter = PrinterPort & { format: 'escpos'; status(): Promise<PrinterStatus> };

const DEFAULT_PROBE_TIMEOUT_MS = 2000;

export function createThermalTcpPrinter(opts: ThermalTcpPrinterOptions): ThermalTcpPrinter {
  const { host } = opts;
  const port = opts.port ?? DEFAULT_PRINTER_PORT;
  const where = `${host}:${port}`;
  const probeTimeoutMs = opts.timeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS;
  const statusTimeoutMs = opts.statusTimeoutMs ?? probeTimeoutMs;
  // Learned from the last status query: whether this printer answers DLE EOT at all.
  let answersStatus: boolean | undefined;

  async function status(): Promise<PrinterStatus> {
    const result = await queryPaperStatus(host, port, statusTimeoutMs);
    if (result !== 'offline') answersStatus = result !== 'unknown';
    return result;
  }

  return {
    format: 'escpos',
    status,

    async send(bytes, { timeoutMs }) {
      const printer = thermalPrinter(host, port, timeoutMs);
      const probe = thermalPrinter(host, port, probeTimeoutMs);
      if (!(await probe.isPrinterConnected())) throw offline(where);
      if (answersStatus === undefined) {
        const now = await status();
        if (now === 'offline') throw offline(where);
        // Out of paper, it would swallow the ticket: hold the job, nothing was sent.
        if (now === 'paper-out') throw new PrinterError('offline', paperOutMessage(where), 'PAPER_OUT');
      }

      if (!answersStatus) {
        try {
          await printer.raw(bytes);
        } catch (error) {
          throw sendError(error, where);
        }
        return;
      }

      printer.append(Buffer.concat([bytes, DLE_EOT_PAPER_SENSOR]));
      let answer: unknown;
      try {
        answer = await printer.execute({ waitForResponse: true });
      } catch (error) {
        // Ask again next time: a printer swapped for a model that never answers would
        // otherwise time out, and be reprinted, on every job.
        answersStatus = undefined;
        throw sendError(error, where);
      } finally {
        printer.clear();
      }
      const last = Buffer.isBuffer(answer) ? answer[answer.length - 1] : undefined;
      if (parsePaperStatus(last) === 'paper-out') {
        throw new PrinterError(
          'interrupted',
          `A bobina da impressora ${where} acabou durante a impressão. Troque o papel: o pedido será impresso de novo.`,
          'PAPER_OUT',
        );
      }
    },
  };
}

function thermalPrinter(host: string, port: number, timeout: number): ThermalPrinter {
  if (net.isIPv6(host)) {
    // The library's 'tcp://host:port' parser has no IPv6 form (and would treat the text as a
    // file path): build its network interface for a placeholder, then point it at the host.
    const printer = new ThermalPrinter({
      type: PrinterTypes.EPSON,
      interface: `tcp://localhost:${port}`,
      options: { timeout },
    });
    (printer as unknown as { Interface: { host: string } }).Interface.host = host;
    return printer;
  }
  return new ThermalPrinter({
    type: PrinterTypes.EPSON,
    interface: `tcp://${host}:${port}`,
    options: { timeout },
  });
}

function paperOutMessage(where: string): string {
  return `A impressora ${where} está sem papel. Troque a bobina para continuar a impressão.`;
}

function offline(where: string): PrinterError {
  return new PrinterError(
    'offline',
    `A impressora ${where} não respondeu. Verifique se está ligada e na rede.`,
  );
}

/** After a successful probe: only a connection that was never made is still safe to resend. */
function sendError(error: unknown, where: string): PrinterError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code !== undefined && NEVER_CONNECTED_CODES.has(code)) {
    const e = offline(where);
    return new PrinterError(e.kind, e.message, code);
  }
  const reason = code ?? (error instanceof Error ? error.message : String(error));
  return new PrinterError(
    'interrupted',
    `A conexão com a impressora ${where} caiu durante a impressão (${reason}); o pedido será impresso de novo, marcado como REIMPRESSÃO.`,
    code,
  );
}
