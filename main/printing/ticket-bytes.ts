/**
 * A laid-out ticket -> what a printer takes for one copy: the command bytes of its model (built
 * through node-thermal-printer, models/), or a UTF-8 HTML document for OS printers. Copies are
 * the journal's job (copiesToSend).
 *
 * Rows come pre-aligned and pre-wrapped by renderRows, so alignment stays 'left'. 'large' rows
 * are double HEIGHT only: the layout wraps them at the normal column count, and double width
 * would wrap every large row in two.
 */
import { columnsFor, renderRows, type PaperWidth, type Ticket } from '../../shared/tickets';
import { ticketHtmlDocument } from '../../shared/tickets/html';
import { printerModelOf, type PrinterModel } from '../../shared/printing';
import type { CodePage } from './escpos/code-pages';
import { rowsToModelBytes } from './models';

interface TicketBytesOptions {
  columns: number;
  codePage: CodePage;
  /** 'escpos' when absent. */
  model?: PrinterModel;
  openDrawer?: boolean;
}

/** One copy of a ticket in the command language of the printer's model. */
export function ticketToModelBytes(ticket: Ticket, options: TicketBytesOptions): Buffer {
  const { columns, codePage, openDrawer } = options;
  return rowsToModelBytes(renderRows(ticket, columns), {
    model: printerModelOf(options),
    codePage,
    ...(openDrawer ? { openDrawer } : {}),
  });
}

/** One copy in the printer's format: 'html' (OS printers) gets a whole UTF-8 document. */
export function ticketBytes(
  ticket: Ticket,
  printer: { format: 'escpos' | 'html'; codePage: CodePage; model?: PrinterModel },
  paperWidth: PaperWidth,
): Buffer {
  if (printer.format === 'html') {
    const { fontName, fontSize } = ticket;
    return Buffer.from(ticketHtmlDocument(ticket, { paperWidth, fontName, fontSize }), 'utf8');
  }
  return ticketToModelBytes(ticket, {
    columns: columnsFor(paperWidth),
    codePage: printer.codePage,
    model: printerModelOf(printer),
  });
}
