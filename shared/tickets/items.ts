/** Order items as ticket lines: grouping of identical items and the 'label:a,b' option lines. */

import type { LiveOrderItem } from '../api/live-order';
import { formatBRL } from '../format';
import type { TicketLine } from './types';

/** Items whose total is zero (gifts, promotions) read 'Grátis': clearer to a cashier than R$ 0,00. */
export const FREE_LABEL = 'Grátis';

/** 'Borda:Catupiry,Cheddar' → 'Borda: Catupiry, Cheddar'; lines without a label are only trimmed. */
export function formatOptionLine(line: string): string {
  const s = line.trim();
  const colon = s.indexOf(':');
  if (colon <= 0) return s;
  const label = s.slice(0, colon).trim();
  const values = s
    .slice(colon + 1)
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  return values.length === 0 ? label : `${label}: ${values.join(', ')}`;
}

function finite(n: unknown): number {
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

/**
 * Identical items (same name, same option lines, same unit price) become one with quantities and
 * totals summed, in the order they first appear. With `group` false the items are only cleaned.
 */
export function groupItems(items: readonly LiveOrderItem[], group: boolean): LiveOrderItem[] {
  const out: LiveOrderItem[] = [];
  const byKey = new Map<string, LiveOrderItem>();
  for (const item of items) {
    const clean: LiveOrderItem = {
      ...item,
      nome: String(item.nome ?? '').trim(),
      quantidade: finite(item.quantidade),
      valor_unitario: finite(item.valor_unitario),
      valor_total: finite(item.valor_total),
      linhas: Array.isArray(item.linhas) ? item.linhas.map(formatOptionLine).filter((l) => l !== '') : [],
    };
    if (!group) {
      out.push(clean);
      continue;
    }
    const key = JSON.stringify([clean.nome, clean.linhas, clean.valor_unitario]);
    const seen = byKey.get(key);
    if (seen) {
      seen.quantidade += clean.quantidade;
      seen.valor_total = Math.round((seen.valor_total + clean.valor_total) * 100) / 100;
    } else {
      byKey.set(key, clean);
      out.push(clean);
    }
  }
  return out;
}

export function money(value: number): string {
  return formatBRL(value);
}

function itemLabel(item: LiveOrderItem): string {
  return `${item.quantidade}x ${item.nome}`;
}

/** Continuation rows of a name sit under the name, past the '2x ' prefix. */
function nameIndent(item: LiveOrderItem): number {
  return `${item.quantidade}x `.length;
}

export interface ItemLineOptions {
  prices: boolean;
  /** Layout 1 adds '2 x R$ 10,00' under items bought more than once. */
  unitPrice?: boolean;
  size?: 'normal' | 'large';
}

export function itemLines(items: readonly LiveOrderItem[], opts: ItemLineOptions): TicketLine[] {
  const lines: TicketLine[] = [];
  for (const item of items) {
    const indent = nameIndent(item);
    if (opts.prices) {
      const right = item.valor_total === 0 ? FREE_LABEL : money(item.valor_total);
      lines.push({ kind: 'pair', left: itemLabel(item), right, indent, size: opts.size });
    } else {
      lines.push({ kind: 'text', text: itemLabel(item), align: 'left', bold: true, size: opts.size });
    }
    for (const option of item.linhas) {
      lines.push({ kind: 'text', text: option, align: 'left', indent, size: opts.size });
    }
    if (opts.prices && opts.unitPrice && item.quantidade > 1 && item.valor_unitario > 0) {
      const unit = `${item.quantidade} x ${money(item.valor_unitario)}`;
      lines.push({ kind: 'text', text: unit, align: 'left', indent, size: opts.size });
    }
  }
  return lines;
}
