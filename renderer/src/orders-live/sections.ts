/**
 * The five sections of the list (spec 01 §2, ORDER_SECTIONS), filtered by the search box.
 * Pure; the screen memoizes on (entries, query), so typing costs one pass over the orders.
 */
import { ORDER_SECTIONS, sectionOf, type OrderSectionId } from '../../../shared/order-status';
import { matchesTerms, searchTerms } from '../../../shared/search';
import type { OrderEntry } from '../stores/orders';

export interface ListSection {
  id: OrderSectionId;
  label: string;
  entries: OrderEntry[];
}

/**
 * A status this version does not know still shows (never hide an order): with the orders in
 * progress, where someone will look at it.
 */
export function sectionFor(status: string): OrderSectionId {
  return sectionOf(status) ?? 'production';
}

/** Newest first (a new order lands on top), then the higher number first. */
function compareEntries(a: OrderEntry, b: OrderEntry): number {
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt;
  const na = Number(a.order.id_pedido);
  const nb = Number(b.order.id_pedido);
  if (Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return nb - na;
  return a.order.id_pedido < b.order.id_pedido ? 1 : a.order.id_pedido > b.order.id_pedido ? -1 : 0;
}

/** Every order, newest first: sorted once per change of the list, not per keystroke. */
export function sortEntries(entries: ReadonlyMap<string, OrderEntry>): OrderEntry[] {
  return [...entries.values()].sort(compareEntries);
}

/**
 * The pending order that has waited longest (of entries sorted newest first): what the empty
 * detail pane offers to open, so the next order to answer is one key or click away.
 */
export function oldestPending(sorted: readonly OrderEntry[]): OrderEntry | undefined {
  for (let i = sorted.length - 1; i >= 0; i -= 1) {
    const entry = sorted[i];
    if (entry && sectionFor(entry.order.status) === 'pending') return entry;
  }
  return undefined;
}

/** The five sections of already sorted entries, filtered by the query (order kept). */
export function sectionsOf(sorted: readonly OrderEntry[], query: string): ListSection[] {
  const terms = searchTerms(query);
  const buckets = new Map<OrderSectionId, OrderEntry[]>(ORDER_SECTIONS.map((s) => [s.id, []]));
  for (const entry of sorted) {
    if (terms.length > 0 && !matchesTerms(entry.search, terms)) continue;
    buckets.get(sectionFor(entry.order.status))?.push(entry);
  }
  return ORDER_SECTIONS.map((s) => ({ id: s.id, label: s.label, entries: buckets.get(s.id) ?? [] }));
}

/**
 * Whether every entry matching `terms` also matches `wider`: each of `wider`'s terms lies inside
 * one of `terms` ('maria' narrows 'mar', 'joao si' narrows 'joao s' and 'si joao'), so an entry
 * holding all of `terms` holds all of `wider`.
 */
export function narrows(terms: readonly string[], wider: readonly string[]): boolean {
  return wider.every((w) => terms.some((t) => t.includes(w)));
}

/**
 * `sectionsOf` for one sorted list, remembering the last two queries: the screen asks for the
 * text being typed and for the one already on screen, often the same, in one render. The list is
 * split into its sections once; a query that narrows a remembered one (the next letter typed)
 * looks only at that one's results. The same sections as `sectionsOf`, in the same order (issue
 * 35 §3: the pass over every order and its section was a tenth of a keystroke's work).
 */
export function sectionsFilter(sorted: readonly OrderEntry[]): (query: string) => ListSection[] {
  let all: ListSection[] | null = null;
  const recent: { query: string; terms: string[]; sections: ListSection[] }[] = [];
  return (query) => {
    const hit = recent.find((r) => r.query === query);
    if (hit) return hit.sections;
    const terms = searchTerms(query);
    all ??= sectionsOf(sorted, '');
    let sections: ListSection[];
    const same = recent.find((r) => r.terms.join(' ') === terms.join(' '));
    if (same) sections = same.sections;
    else if (terms.length === 0) sections = all;
    else {
      let base = all;
      for (const r of recent) {
        if (narrows(terms, r.terms) && count(r.sections) < count(base)) base = r.sections;
      }
      sections = base.map((s) => ({
        id: s.id,
        label: s.label,
        entries: s.entries.filter((e) => matchesTerms(e.search, terms)),
      }));
    }
    recent.unshift({ query, terms, sections });
    recent.length = Math.min(recent.length, 2);
    return sections;
  };
}

const count = (sections: readonly ListSection[]) => sections.reduce((n, s) => n + s.entries.length, 0);
