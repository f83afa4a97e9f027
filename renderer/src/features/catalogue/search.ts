/** 'Procurar...' of the products card: case- and accent-insensitive over the whole record. */
import { matchesTerms, normalizeSearch, searchTerms } from '../../../../shared/search';
import { formatBRL } from '../../../../shared/format';
import type { Product } from './catalogueApi';

const haystacks = new WeakMap<Product, string>();

/** Every value of the record (sizes and variations included), prices also as BRL text. */
function productHaystack(p: Product): string {
  let h = haystacks.get(p);
  if (h === undefined) {
    const parts: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === 'string') parts.push(v);
      else if (typeof v === 'number') parts.push(String(v), formatBRL(v));
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk(p);
    h = normalizeSearch(parts.join(' '));
    haystacks.set(p, h);
  }
  return h;
}

/**
 * The search of one loaded list: every product's text is built once here (when the list loads or
 * reloads), so a keystroke only normalizes the query once and runs `includes` per product.
 * A blank query gives back the list itself (same array: the sortable ids stay memoised).
 */
export function createProductFilter(products: readonly Product[]): (query: string) => readonly Product[] {
  const texts = products.map(productHaystack);
  return (query) => {
    const terms = searchTerms(query);
    if (terms.length === 0) return products;
    const out: Product[] = [];
    for (let i = 0; i < products.length; i++) {
      if (matchesTerms(texts[i] as string, terms)) out.push(products[i] as Product);
    }
    return out;
  };
}
