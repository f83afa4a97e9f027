/**
 * What the loopback local print service (spec 01 §7: /impressoras, /imprimir, /list, /print)
 * prints through: the same printer registry as the desk. The web panel sends finished text; it
 * becomes a plain ticket (one text row per line, cut at the end) on the named printer, sent at
 * once: the panel waits for the answer and shows its own error, as with the original module.
 *
 * A printer that reports paper out, an open cover or offline gets no byte (it would swallow
 * them): the request is refused with a PrinterProblemError, which the service answers as a
 * waiting state the panel asks again about (issue 20 §3). The host does not hold the ticket
 * itself: a browser request cannot wait minutes for the paper, and a ticket kept here would
 * need its own identity so the panel's next ask does not print it twice. The panel already
 * keeps the job and asks again, so the host only has to say, truthfully, that nothing printed.
 */
import {
  DRAWER_MESSAGES,
  isPrinterProblem,
  printerProblemMessage,
  type DrawerRequest,
  type LocalPrintSettings,
  type PrintOutcome,
  type PrinterProblem,
} from '../../../shared/printing';
import type { PaperWidth, Ticket, TicketLine } from '../../../shared/tickets';
import { copiesToSend, printerNotFoundMessage } from '../journal';
import type { LocalPrintRequest } from './request';
import type { PrinterRegistry } from '../registry';
import { ticketBytes } from '../ticket-bytes';

export type { LocalPrintRequest };

interface LocalCoreDeps {
  registry: Pick<PrinterRegistry, 'list' | 'resolve'>;
  settings(): LocalPrintSettings;
  /** The desk's cash drawer (drawer.ts); without it the host says it cannot open one. */
  drawer?: {
    open(request: DrawerRequest, printerName?: string, caller?: string): Promise<PrintOutcome>;
  };
  sendTimeoutMs?: number;
}

const MAX_COPIES = 10;

/** The printer said why it cannot print now; nothing was sent. */
export class PrinterProblemError extends Error {
  constructor(
    readonly printer: string,
    readonly problem: PrinterProblem,
  ) {
    super(printerProblemMessage(printer, problem));
    this.name = 'PrinterProblemError';
  }
}

const MAX_MARGIN = 6;

function textTicket(req: LocalPrintRequest, defaults: LocalPrintSettings): Ticket {
  const lines: TicketLine[] = req.text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((text) => ({ kind: 'text', text, align: 'left' }) as const);
  const clamp = (n: number) => Math.min(MAX_MARGIN, Math.max(0, Math.trunc(Number.isFinite(n) ? n : 0)));
  return {
    lines: [...lines, { kind: 'feed', lines: 3 }, { kind: 'cut' }],
    fontName: req.fontName ?? defaults.nomeFonte,
    fontSize: req.fontSize ?? defaults.tamanhoFonte,
    marginLeft: clamp(req.marginLeft),
    marginRight: clamp(req.marginRight),
  };
}

export function createLocalCore(deps: LocalCoreDeps) {
  return {
    async listPrinters(): Promise<string[]> {
      const list = await deps.registry.list();
      if (list.problem && list.printers.length === 0) throw new Error(list.problem);
      return list.printers.map((p) => p.name);
    },

    async printText(req: LocalPrintRequest): Promise<void> {
      const target = await deps.registry.resolve(req.printer);
      if (!target) throw new Error(printerNotFoundMessage(req.printer));
      const status = target.port.status ? await target.port.status() : undefined;
      if (isPrinterProblem(status)) {
        throw new PrinterProblemError(req.printer, status);
      }
      const paperWidth: PaperWidth = req.widthMm === 58 ? '4,8' : '7,0';
      const one = ticketBytes(textTicket(req, deps.settings()), target, paperWidth);
      const copies = Math.min(MAX_COPIES, Math.max(1, Math.trunc(req.copies) || 1));
      const opts = { timeoutMs: deps.sendTimeoutMs ?? 10_000 };
      for (const bytes of copiesToSend(one, copies, target.format)) await target.port.send(bytes, opts);
    },

    /** The web panel's cashier printer is the one it names (its settings live in the browser). */
    openDrawer(printer: string, request: DrawerRequest, caller: string): Promise<PrintOutcome> {
      if (!deps.drawer) return Promise.resolve({ ok: false, error: DRAWER_MESSAGES.notSupported });
      return deps.drawer.open(request, printer, caller);
    },
  };
}
