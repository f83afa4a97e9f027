/**
 * Delivery-area rules (spec 02 §4): the free-delivery toggle swaps the fee with the stored old fee,
 * bulk actions on ticked neighbourhoods, and what the mudaStsLote path segments mean.
 */
import type { ServedNeighbourhood } from '../api/store-settings';
import { priceOf, priceText } from './money';

export const ALREADY_FREE = 'O frete deste bairro já é grátis!';

type Fees = Pick<ServedNeighbourhood, 'valor_taxa' | 'valor_taxa_old'>;

/** Free delivery: the fee is 0 (whatever the old fee holds). */
export function isFreeDelivery(a: Fees): boolean {
  return priceOf(a.valor_taxa) === 0;
}

/**
 * Toggling free delivery: a charged fee becomes 0 and is kept as the old fee; a free one gets its
 * old fee back. Both 0: nothing to swap, the spec's warning.
 */
export function toggleFreeDelivery<T extends Fees>(
  a: T,
): { ok: true; next: T } | { ok: false; warning: string } {
  const fee = priceOf(a.valor_taxa);
  const old = priceOf(a.valor_taxa_old);
  if (fee > 0) return { ok: true, next: { ...a, valor_taxa: priceText(0), valor_taxa_old: priceText(fee) } };
  if (old > 0) return { ok: true, next: { ...a, valor_taxa: priceText(old), valor_taxa_old: priceText(0) } };
  return { ok: false, warning: ALREADY_FREE };
}

/** The four bulk actions of 'Alterar selecionados'. */
export type BulkAction = 'ativar' | 'desativar' | 'frete-gratis-on' | 'frete-gratis-off';

export const BULK_LABELS: Readonly<Record<BulkAction, string>> = {
  ativar: 'Ativar Selecionados',
  desativar: 'Desativar Selecionados',
  'frete-gratis-on': 'Ativar frete grátis',
  'frete-gratis-off': 'Desativar frete grátis',
};

/**
 * mudaStsLote/{S|N}/{E|F|empty}: S serves the ticked neighbourhoods, N stops serving them; E turns
 * free delivery on, F off, empty leaves the fee. The free-delivery actions also serve them.
 */
export function bulkPath(action: BulkAction): string {
  switch (action) {
    case 'ativar':
      return 'estabelecimentobairros/mudaStsLote/S';
    case 'desativar':
      return 'estabelecimentobairros/mudaStsLote/N';
    case 'frete-gratis-on':
      return 'estabelecimentobairros/mudaStsLote/S/E';
    case 'frete-gratis-off':
      return 'estabelecimentobairros/mudaStsLote/S/F';
  }
}

/**
 * What a bulk change does to one record (the sandbox applies it; the rules live here so they are
 * tested once). Header values, when given, replace the record's own.
 */
export function applyBulk<T extends ServedNeighbourhood>(
  a: T,
  status: 'S' | 'N',
  fee: 'E' | 'F' | '',
  header: { valor_minimo?: number; valor_taxa?: number; valor_frete_gratis?: number },
): T {
  let next: T = { ...a, inativo: status === 'S' ? 'N' : 'S' };
  if (header.valor_minimo !== undefined) next = { ...next, valor_minimo: priceText(header.valor_minimo) };
  if (header.valor_frete_gratis !== undefined) {
    next = { ...next, valor_frete_gratis: priceText(header.valor_frete_gratis) };
  }
  if (header.valor_taxa !== undefined) {
    next = isFreeDelivery(next)
      ? { ...next, valor_taxa_old: priceText(header.valor_taxa) }
      : { ...next, valor_taxa: priceText(header.valor_taxa) };
  }
  if (fee === 'E' && !isFreeDelivery(next)) {
    next = { ...next, valor_taxa_old: next.valor_taxa, valor_taxa: priceText(0) };
  } else if (fee === 'F' && isFreeDelivery(next) && priceOf(next.valor_taxa_old) > 0) {
    next = { ...next, valor_taxa: next.valor_taxa_old, valor_taxa_old: priceText(0) };
  }
  return next;
}
