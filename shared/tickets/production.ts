/**
 * Production tickets (vias de produção): one per menu category with items in the order, sent to the
 * printer configured for that category (02 §2.8, impressorasProducao). Items only, no prices; the
 * font is the cashier size plus 2 (01 §9) and every text line is 'large'.
 */

import type { LiveOrder, LiveOrderItem } from '../api/live-order';
import {
  type TicketOptions,
  firstName,
  observationLines,
  orderDate,
  reprintLines,
  skipLines,
  stationNoLines,
} from './common';
import { groupItems, itemLines } from './items';
import type { TicketSettings } from './settings';
import type { Ticket, TicketLine } from './types';

const PRODUCTION_FONT_STEP = 2;

export interface ProductionCategory {
  id: string;
  name: string;
  /** The printer for this category; empty or missing means the category is not produced on paper. */
  printer?: string | null;
  /** The grouping text printed as the ticket title ('COZINHA', 'BAR'); falls back to the name. */
  grouping?: string | null;
}

export interface ProductionTicket {
  categoryId: string;
  printer: string;
  ticket: Ticket;
}

export interface SkippedCategory {
  categoryId: string;
  /** The category name, or the id when the order names a category the menu no longer has. */
  name: string;
  reason: 'no-printer' | 'unknown-category';
  itemCount: number;
}

export interface ProductionResult {
  tickets: ProductionTicket[];
  skipped: SkippedCategory[];
}

function large(lines: TicketLine[]): TicketLine[] {
  return lines.map((l) => (l.kind === 'text' || l.kind === 'pair' ? { ...l, size: 'large' } : l));
}

function productionTicket(
  order: LiveOrder,
  title: string,
  items: LiveOrderItem[],
  settings: TicketSettings,
  opts: TicketOptions,
): Ticket {
  const customer = firstName(order.pedidoObj?.usuario_nome || order.usuario_nome);
  const lines: TicketLine[] = [
    ...skipLines(settings.skipLinesAtStart),
    { kind: 'text', text: title, align: 'center', bold: true },
    ...reprintLines(opts),
    ...stationNoLines(opts),
    { kind: 'text', text: `PEDIDO #${order.id_pedido}`, align: 'center', bold: true },
    ...(customer !== '' ? [{ kind: 'text', text: customer, align: 'center' } as const] : []),
    { kind: 'text', text: orderDate(order), align: 'center' },
    { kind: 'separator', char: '=' },
    ...itemLines(groupItems(items, settings.groupItems), { prices: false }),
    ...observationLines(order.pedidoObj?.observacoes),
  ];
  return {
    lines: [...large(lines), { kind: 'feed', lines: 3 }, { kind: 'cut' }],
    fontSize: settings.fontSize + PRODUCTION_FONT_STEP,
    fontName: settings.fontName,
    marginLeft: settings.marginLeft,
    marginRight: settings.marginRight,
  };
}

/** Tickets follow the order of `categories` (the menu order); skipped ones follow first appearance. */
export function productionTickets(
  order: LiveOrder,
  settings: TicketSettings,
  categories: readonly ProductionCategory[],
  opts: TicketOptions,
): ProductionResult {
  const byCategory = new Map<string, LiveOrderItem[]>();
  for (const item of order.pedidoObj?.itens ?? []) {
    const id = String(item.id_cardapio_categoria ?? '');
    byCategory.set(id, [...(byCategory.get(id) ?? []), item]);
  }
  const tickets: ProductionTicket[] = [];
  const skipped: SkippedCategory[] = [];
  const known = new Set<string>();
  for (const category of categories) {
    const items = byCategory.get(category.id);
    if (!items || known.has(category.id)) continue;
    known.add(category.id);
    const printer = (category.printer ?? '').trim();
    if (printer === '') {
      skipped.push({
        categoryId: category.id,
        name: category.name,
        reason: 'no-printer',
        itemCount: items.length,
      });
      continue;
    }
    const title = (category.grouping ?? '').trim() || category.name.trim() || category.id;
    tickets.push({
      categoryId: category.id,
      printer,
      ticket: productionTicket(order, title, items, settings, opts),
    });
  }
  for (const [id, items] of byCategory) {
    if (!known.has(id))
      skipped.push({ categoryId: id, name: id, reason: 'unknown-category', itemCount: items.length });
  }
  return { tickets, skipped };
}
