/**
 * The 'Resumo do dia' ticket (issue 20 §5), printed on the cashier printer through the same
 * journal and printer models as an order ticket; the preview lays out this same Ticket.
 */
import { formatDate, formatDateTime } from '../format';
import type { DaySummary } from '../reports/day-summary';
import { PAYMENT_NAMES, type PaymentKind } from '../reports/codes';
import { discountsShown, type CountAmount } from '../reports/summary';
import { finishTicket, reprintLines, skipLines, type TicketOptions } from './common';
import { money } from './items';
import type { TicketSettings } from './settings';
import type { Ticket, TicketLine } from './types';

const DAY_SUMMARY_TITLE = 'RESUMO DO DIA';

const PAYMENT_ORDER: readonly PaymentKind[] = ['dinheiro', 'cartao', 'online'];

function dayLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return formatDate(new Date(y, m - 1, d));
}

const countAmount = (label: string, c: CountAmount, bold = false): TicketLine => ({
  kind: 'pair',
  left: `${label} (${c.count})`,
  right: money(c.amount),
  bold,
});

const heading = (text: string): TicketLine => ({ kind: 'text', text, align: 'left', bold: true });

export interface DaySummaryTicketOptions extends TicketOptions {
  /** When it is printed (the preview's moment; a reprint prints its own). */
  printedAt: Date;
}

export function daySummaryTicket(
  summary: DaySummary,
  settings: TicketSettings,
  opts: DaySummaryTicketOptions,
): Ticket {
  const f = summary.figures;
  const store = opts.storeName.trim();
  const lines: TicketLine[] = [
    ...skipLines(settings.skipLinesAtStart),
    ...(store === '' ? [] : [{ kind: 'text', text: store, align: 'center', bold: true } as const]),
    ...reprintLines(opts),
    { kind: 'text', text: DAY_SUMMARY_TITLE, align: 'center', bold: true, size: 'large' },
    { kind: 'text', text: dayLabel(summary.day), align: 'center' },
    { kind: 'text', text: `Impresso em ${formatDateTime(opts.printedAt)}`, align: 'center' },
    { kind: 'separator', char: '=' },
    heading('PEDIDOS POR SITUAÇÃO'),
    ...summary.byStatus.map((s): TicketLine => ({ kind: 'pair', left: s.label, right: String(s.count) })),
    { kind: 'pair', left: 'Total de pedidos', right: String(summary.totalOrders), bold: true },
    { kind: 'separator', char: '-' },
    heading('ENTREGUES POR PAGAMENTO'),
    ...PAYMENT_ORDER.map((kind) => countAmount(PAYMENT_NAMES[kind], f.deliveredByPayment[kind])),
    countAmount('Total entregue', f.delivered, true),
    { kind: 'separator', char: '-' },
    { kind: 'pair', left: 'Taxas de entrega', right: money(f.deliveryFees) },
    { kind: 'pair', left: 'Descontos', right: money(discountsShown(f.discounts)) },
    { kind: 'pair', left: 'TOTAL GERAL', right: money(f.grandTotal), bold: true },
    { kind: 'separator', char: '-' },
    countAmount('Cancelados', f.cancelled),
  ];
  return finishTicket(lines, settings);
}
