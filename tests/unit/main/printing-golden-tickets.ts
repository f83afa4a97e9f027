/** Tickets whose bytes are frozen per model and code page (printing-golden-bytes.test.ts). */
import {
  cashierTicket,
  columnsFor,
  productionTickets,
  type PaperWidth,
  type Ticket,
  type TicketLayout,
} from '../../../shared/tickets';
import { categories, settings, twoCategoryOrder } from './printing-fixtures';

const order = twoCategoryOrder();
const opts = { storeName: 'Pizzaria São João' };

/** Rows a customer or a menu may bring: accents, glyphs no code page has, typed control bytes. */
const hostile: Ticket = {
  lines: [
    { kind: 'text', text: 'PEDIDO #7 Açaí', align: 'center', bold: true, size: 'large' },
    { kind: 'text', text: 'ç ã õ á é í ó ú â ê ô Ç Ã Õ Á É Í Ó Ú Â Ê Ô ü º ª °', align: 'left' },
    { kind: 'text', text: 'Emoji 🍕 seta → euro € aspas “x” travessão — fim', align: 'left' },
    { kind: 'text', text: 'ESC\u001b@ GS\u001dV0 DLE\u0010\u0004 tab\tfim', align: 'right', bold: true },
    { kind: 'pair', left: 'Total', right: 'R$\u00a012,50', bold: true },
    { kind: 'text', text: 'grande sem negrito', align: 'left', size: 'large' },
    { kind: 'feed', lines: 2 },
    { kind: 'cut' },
    { kind: 'text', text: 'depois do corte: São', align: 'left', bold: true },
    { kind: 'cut' },
  ],
  fontName: 'Tahoma',
  fontSize: 8,
  marginLeft: 0,
  marginRight: 0,
};

/** Each case: a ticket and the columns it is laid out at (58 mm: 32, 80 mm: 48). */
export const GOLDEN_TICKETS: Record<string, { ticket: Ticket; columns: number }> = {
  cashier: { ticket: cashierTicket(order, settings, opts), columns: 48 },
  kitchen: {
    ticket: productionTickets(order, settings, categories, opts).tickets[0]?.ticket as Ticket,
    columns: 48,
  },
  hostile: { ticket: hostile, columns: 48 },
};

/** The cashier ticket in every layout and paper width (the bench's variants), ESC/POS cp860. */
export const GOLDEN_LAYOUTS: Record<string, { ticket: Ticket; columns: number }> = Object.fromEntries(
  ([1, 2, 3] as TicketLayout[]).flatMap((layout) =>
    (['4,8', '7,0'] as PaperWidth[]).map((paperWidth) => [
      `layout ${layout} ${paperWidth}`,
      {
        ticket: cashierTicket(order, { ...settings, layout, paperWidth }, opts),
        columns: columnsFor(paperWidth),
      },
    ]),
  ),
);
