/**
 * A laid-out ticket -> what a printer takes for one copy: ESC/POS bytes, or a UTF-8 HTML document
 * for OS printers. Copies are the journal's job (copiesToSend).
 *
 * Rows come pre-aligned and pre-wrapped by renderRows, so alignment stays 'left'. 'large' rows
 * are double HEIGHT only (GS ! 0x01): the layout wraps them at the normal column count, and the
 * encoder's doubleSize (0x11) also doubles the width, which would wrap every large row in two.
 */
import { columnsFor, renderRows, type PaperWidth, type Ticket } from '../../shared/tickets';
import { ticketHtmlDocument } from '../../shared/tickets/html';
import { encodeText, type CodePage } from './escpos/code-pages';
import { bytes, encodeEscPos } from './escpos/encoder';

interface TicketBytesOptions {
  columns: number;
  codePage: CodePage;
}

const LF = Buffer.from([0x0a]);
const size = (large: boolean) => Buffer.from([0x1d, 0x21, large ? 0x01 : 0x00]);

export function ticketToEscPos(ticket: Ticket, { columns, codePage }: TicketBytesOptions): Buffer {
  const out: Buffer[] = [encodeEscPos([{ init: true }, { codePage }])];
  let bold = false;
  let large = false;
  for (const row of renderRows(ticket, columns)) {
    if (row.cut) {
      out.push(bytes.cut());
      continue;
    }
    if (row.bold !== bold) out.push(bytes.bold(row.bold));
    if (row.large !== large) out.push(size(row.large));
    bold = row.bold;
    large = row.large;
    out.push(encodeText(row.text, codePage), LF);
  }
  // Leave the printer in its default state for whatever prints next.
  if (bold) out.push(bytes.bold(false));
  if (large) out.push(size(false));
  return Buffer.concat(out);
}

/** One copy in the printer's format: 'html' (OS printers) gets a whole UTF-8 document. */
export function ticketBytes(
  ticket: Ticket,
  printer: { format: 'escpos' | 'html'; codePage: CodePage },
  paperWidth: PaperWidth,
): Buffer {
  if (printer.format === 'html') {
    const { fontName, fontSize } = ticket;
    return Buffer.from(ticketHtmlDocument(ticket, { paperWidth, fontName, fontSize }), 'utf8');
  }
  return ticketToEscPos(ticket, { columns: columnsFor(paperWidth), codePage: printer.codePage });
}
