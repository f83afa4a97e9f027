/**
 * The cashier ticket (via do caixa). What each layout prints (02 §2.8 names them only):
 * - 1 Complete: establishment (when on), reprint marker, order number and date, customer name and
 *   phone (when on), ENTREGA + address or RETIRADA NO LOCAL, items with option lines and the unit
 *   price of repeated items, observations, every dados_pagamento pair, TOTAL, payment method,
 *   charge line, and the order's andamentos (history).
 * - 2 Summarized: as 1 without the unit-price rows, the dados_pagamento breakdown and andamentos.
 * - 3 Summarized mode B: only what the counter needs to hand over and charge: header, items with
 *   options, observations (they change what is handed over), TOTAL, payment method and charge
 *   line. No customer and no address, whatever showCustomer says.
 * Nothing here knows the paper width: renderText fits the lines.
 */

import type { LiveOrder } from '../api/live-order';
import { parseMoney } from '../format';
import {
  DELIVERY_LABEL,
  PICKUP_LABEL,
  type TicketOptions,
  finishTicket,
  isPickup,
  observationLines,
  orderDate,
  reprintLines,
  skipLines,
  stationNoLines,
} from './common';
import { groupItems, itemLines, money } from './items';
import type { TicketSettings } from './settings';
import type { Ticket, TicketLine } from './types';

export const CHARGE_LABEL = 'COBRAR DO CLIENTE';
export const PAID_ONLINE_LABEL = 'PAGO ONLINE - NÃO COBRAR';

function headerLines(order: LiveOrder, settings: TicketSettings, opts: TicketOptions): TicketLine[] {
  const lines: TicketLine[] = [];
  const storeName = opts.storeName.trim() || String(order.estabelecimento_nome ?? '').trim();
  if (settings.showEstablishment && storeName !== '') {
    lines.push({ kind: 'text', text: storeName, align: 'center', bold: true });
  }
  lines.push(...reprintLines(opts));
  lines.push(...stationNoLines(opts));
  lines.push({
    kind: 'text',
    text: `PEDIDO #${order.id_pedido}`,
    align: 'center',
    bold: true,
    size: 'large',
  });
  lines.push({ kind: 'text', text: orderDate(order), align: 'center' });
  return lines;
}

function customerLines(order: LiveOrder, settings: TicketSettings): TicketLine[] {
  const details = order.pedidoObj;
  const lines: TicketLine[] = [{ kind: 'separator', char: '-' }];
  if (settings.showCustomer) {
    const name = (details?.usuario_nome || order.usuario_nome || '').trim();
    const phone = (details?.usuario_telefone_formatado || order.usuario_telefone_formatado || '').trim();
    if (name !== '') lines.push({ kind: 'text', text: `Cliente: ${name}`, align: 'left' });
    if (phone !== '') lines.push({ kind: 'text', text: `Telefone: ${phone}`, align: 'left' });
  }
  if (isPickup(order)) {
    lines.push({ kind: 'text', text: PICKUP_LABEL, align: 'left', bold: true });
  } else {
    lines.push({ kind: 'text', text: DELIVERY_LABEL, align: 'left', bold: true });
    const address = (details?.endereco_completo || order.endereco_completo || '').trim();
    if (address !== '') lines.push({ kind: 'text', text: address, align: 'left' });
  }
  return lines;
}

/** dados_pagamento values may be numbers as text or already formatted; totals print from valor_total. */
function paymentDetailLines(order: LiveOrder): TicketLine[] {
  const details = Array.isArray(order.pedidoObj?.dados_pagamento) ? order.pedidoObj.dados_pagamento : [];
  return details
    .filter(
      (d) => typeof d?.label === 'string' && d.label.trim() !== '' && !/^total:?$/i.test(d.label.trim()),
    )
    .map((d): TicketLine => {
      const amount = parseMoney(d.value);
      const right = amount === null ? String(d.value ?? '').trim() : money(amount);
      return { kind: 'pair', left: d.label.trim().replace(/:$/, ''), right };
    });
}

function paymentLines(order: LiveOrder, settings: TicketSettings): TicketLine[] {
  const details = order.pedidoObj;
  const lines: TicketLine[] = [{ kind: 'separator', char: '-' }];
  if (settings.layout === 1) lines.push(...paymentDetailLines(order));
  const total =
    typeof order.valor_total === 'number' ? order.valor_total : (parseMoney(order.valor_total) ?? 0);
  lines.push({ kind: 'pair', left: 'TOTAL', right: money(total), bold: true });
  const method = (details?.forma_pagamento ?? '').trim();
  if (method !== '') lines.push({ kind: 'text', text: `Pagamento: ${method}`, align: 'left' });
  // Only an explicit false means paid online: when in doubt, the cashier charges.
  const charge = details?.cobrar_cliente !== false;
  lines.push({
    kind: 'text',
    text: charge ? `${CHARGE_LABEL}: ${money(total)}` : PAID_ONLINE_LABEL,
    align: 'center',
    bold: true,
  });
  return lines;
}

function historyLines(order: LiveOrder): TicketLine[] {
  const history = Array.isArray(order.pedidoObj?.andamentos) ? order.pedidoObj.andamentos : [];
  const rows = history.filter((h) => typeof h?.label === 'string' && h.label.trim() !== '');
  if (rows.length === 0) return [];
  return [
    { kind: 'separator', char: '-' },
    ...rows.map((h): TicketLine => ({
      kind: 'pair',
      left: h.label.trim(),
      right: String(h.value ?? '').trim(),
    })),
  ];
}

export function cashierTicket(order: LiveOrder, settings: TicketSettings, opts: TicketOptions): Ticket {
  const items = groupItems(order.pedidoObj?.itens ?? [], settings.groupItems);
  return finishTicket(
    [
      ...skipLines(settings.skipLinesAtStart),
      ...headerLines(order, settings, opts),
      ...(settings.layout === 3 ? [] : customerLines(order, settings)),
      { kind: 'separator', char: '=' },
      ...itemLines(items, { prices: true, unitPrice: settings.layout === 1 }),
      ...observationLines(order.pedidoObj?.observacoes),
      ...paymentLines(order, settings),
      ...(settings.layout === 1 ? historyLines(order) : []),
    ],
    settings,
  );
}
