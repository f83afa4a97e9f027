/** Pieces both the cashier and the production tickets use. */

import type { LiveOrder } from '../api/live-order';
import { formatDateTime, parseApiDate } from '../format';
import type { TicketSettings } from './settings';
import type { Ticket, TicketLine } from './types';

export const REPRINT_LABEL = 'REIMPRESSÃO';
export const PICKUP_LABEL = 'RETIRADA NO LOCAL';
export const DELIVERY_LABEL = 'ENTREGA';

export interface TicketOptions {
  storeName: string;
  reprint?: boolean;
  /** When the reprint happens; printed next to the marker. */
  now?: Date;
  /** The station's number of this ticket (issue 33 §1): a large `Nº 37` near the top. */
  stationNo?: number;
}

export function orderDate(order: LiveOrder): string {
  const date = parseApiDate(order.data_criacao);
  return date ? formatDateTime(date) : String(order.data_criacao ?? '');
}

export function reprintLines(opts: Pick<TicketOptions, 'reprint' | 'now'>): TicketLine[] {
  if (!opts.reprint) return [];
  const text = opts.now ? `${REPRINT_LABEL} ${formatDateTime(opts.now)}` : REPRINT_LABEL;
  return [{ kind: 'text', text, align: 'center', bold: true }];
}

/** `Nº 37`, large, when the ticket has a station number (none: numbering is off). */
export function stationNoLines(opts: Pick<TicketOptions, 'stationNo'>): TicketLine[] {
  if (opts.stationNo === undefined) return [];
  return [{ kind: 'text', text: `Nº ${opts.stationNo}`, align: 'center', bold: true, size: 'large' }];
}

export function skipLines(count: number): TicketLine[] {
  return count > 0 ? [{ kind: 'feed', lines: count }] : [];
}

export function observationLines(text: string | null | undefined): TicketLine[] {
  const obs = typeof text === 'string' ? text.trim() : '';
  if (obs === '') return [];
  return [
    { kind: 'separator', char: '-' },
    { kind: 'text', text: 'OBSERVAÇÕES:', align: 'left', bold: true },
    { kind: 'text', text: obs, align: 'left' },
  ];
}

export function isPickup(order: LiveOrder): boolean {
  return order.pedidoObj?.retirada_local === true;
}

export function firstName(name: string | null | undefined): string {
  return (typeof name === 'string' ? name.trim() : '').split(/\s+/)[0] ?? '';
}

/** A ticket in the settings' font and margins, ending with room to tear it off and the cut. */
export function finishTicket(lines: TicketLine[], settings: TicketSettings): Ticket {
  return {
    lines: [...lines, { kind: 'feed', lines: 3 }, { kind: 'cut' }],
    fontSize: settings.fontSize,
    fontName: settings.fontName,
    marginLeft: settings.marginLeft,
    marginRight: settings.marginRight,
  };
}
