/** Pure ticket layout: order + print settings → typed lines → fixed-width text rows. */
export * from './types';
export * from './settings';
export { normalizeForPrinter } from './normalize';
export { renderRows, renderText, wrapWords } from './render';
export { FREE_LABEL, formatOptionLine, groupItems } from './items';
export { DELIVERY_LABEL, PICKUP_LABEL, REPRINT_LABEL, type TicketOptions } from './common';
export { CHARGE_LABEL, PAID_ONLINE_LABEL, cashierTicket } from './cashier';
export * from './production';
export {
  PAPER_MM,
  escapeHtml,
  safeFont,
  ticketHtmlDocument,
  ticketPreviewRows,
  type PreviewRow,
  type TicketHtmlOptions,
  type TicketPreview,
} from './html';
export { daySummaryTicket } from './day-summary';
export { ticketCopyOf } from './ticket-copy';
export { slipTicket, type SlipInput } from './slips';
