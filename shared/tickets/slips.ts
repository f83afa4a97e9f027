/**
 * The slips a station gets when an order whose ticket it printed changes (issue 33 §2, beyond the
 * spec): CANCELADO (the order was cancelled) and ALTERADO (its items changed: `+` added, `-`
 * removed; ASCII '-' because the printers' code pages have no minus sign). Each names the order,
 * the station's number of the original ticket, the time and, for a cancel, the reason where known.
 * They go through the print journal like any ticket, with a number of their own.
 */
import { formatDateTime } from '../format';
import { CANCELLED_LABEL, CHANGED_LABEL, type SlipContent, type SlipItem } from '../print-stations';
import { reprintLines, skipLines, stationNoLines, type TicketOptions } from './common';
import type { TicketSettings } from './settings';
import type { Ticket, TicketLine } from './types';

export interface SlipInput {
  kind: 'cancel' | 'change';
  orderId: string;
  slip: SlipContent;
}

const itemLine = (sign: '+' | '-', item: SlipItem): TicketLine => ({
  kind: 'text',
  text: `${sign} ${item.qty}x ${item.name}`,
  align: 'left',
  bold: true,
  size: 'large',
  indent: 4,
});

export function slipTicket(
  input: SlipInput,
  settings: TicketSettings,
  opts: Pick<TicketOptions, 'reprint' | 'now' | 'stationNo'>,
): Ticket {
  const { slip } = input;
  const reason = slip.reason?.trim() ?? '';
  const lines: TicketLine[] = [
    ...skipLines(settings.skipLinesAtStart),
    {
      kind: 'text',
      text: input.kind === 'cancel' ? CANCELLED_LABEL : CHANGED_LABEL,
      align: 'center',
      bold: true,
      size: 'large',
    },
    ...reprintLines(opts),
    ...stationNoLines(opts),
    { kind: 'text', text: `PEDIDO #${input.orderId}`, align: 'center', bold: true, size: 'large' },
    ...(slip.originalNos && slip.originalNos.length > 0
      ? [
          {
            kind: 'text',
            text: `Cupom original: nº ${slip.originalNos.join(', ')}`,
            align: 'center',
          } as const,
        ]
      : []),
    { kind: 'text', text: formatDateTime(new Date(slip.at)), align: 'center' },
  ];
  lines.push({ kind: 'separator', char: '=' });
  if (input.kind === 'cancel') {
    if (reason !== '') lines.push({ kind: 'text', text: `Motivo: ${reason}`, align: 'left' });
  } else {
    for (const item of slip.added ?? []) lines.push(itemLine('+', item));
    for (const item of slip.removed ?? []) lines.push(itemLine('-', item));
  }
  return {
    lines: [...lines, { kind: 'feed', lines: 3 }, { kind: 'cut' }],
    // The kitchen reads it from where it reads its tickets: the production size (01 §9).
    fontSize: settings.fontSize + 2,
    fontName: settings.fontName,
    marginLeft: settings.marginLeft,
    marginRight: settings.marginRight,
  };
}
