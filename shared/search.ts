/**
 * Accent- and case-insensitive text search, as the counter types it: 'joao' finds 'João',
 * 'SAO PAULO' finds 'São Paulo', several words must all appear (in any order).
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower case, accents removed, runs of whitespace collapsed; what both sides are compared as. */
export function normalizeSearch(text: string): string {
  if (typeof text !== 'string' || text === '') return '';
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The words of a query, normalized; an empty or blank query has none (and matches everything). */
export function searchTerms(query: string): string[] {
  const normalized = normalizeSearch(query);
  return normalized === '' ? [] : normalized.split(' ');
}

/** Whether every term occurs in the (already normalized) haystack. */
export function matchesTerms(normalizedHaystack: string, terms: readonly string[]): boolean {
  for (const term of terms) {
    if (!normalizedHaystack.includes(term)) return false;
  }
  return true;
}

/** Convenience for one-off checks: normalizes both sides. */
export function matchesSearch(haystack: string, query: string): boolean {
  return matchesTerms(normalizeSearch(haystack), searchTerms(query));
}

/** The parts of an order the search reads (spec 01 §3: `pedido` is the search text). */
export interface SearchableOrder {
  id_pedido: string;
  pedido: string;
  usuario_nome: string;
  usuario_telefone_formatado: string;
  pedidoObj?: { usuario_nome?: string } | null;
}

/**
 * The normalized text an order is found by: the platform's `pedido` text, the order number
 * (with and without '#'), the customer's name and phone (also as bare digits, so '99876'
 * finds '(11) 99876-5432').
 */
export function orderSearchText(order: SearchableOrder): string {
  const phone = order.usuario_telefone_formatado ?? '';
  const digits = phone.replace(/\D/g, '');
  return normalizeSearch(
    [
      order.pedido,
      `#${order.id_pedido}`,
      order.usuario_nome,
      order.pedidoObj?.usuario_nome ?? '',
      phone,
      digits,
    ].join(' '),
  );
}
