/** Pure pagination logic: the page buttons to show and the 'x–y de z' count. */

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** The number of pages for `total` items (at least 1, so an empty list still has page 1). */
export function pageCountOf(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(pageSize) || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** `page` kept within 1..pageCount. */
export function clampPage(page: number, pageCount: number): number {
  const last = Math.max(1, Math.floor(pageCount) || 1);
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

/**
 * First page, current ±`siblings`, last page; a gap of one page shows that page instead of an
 * ellipsis (an ellipsis that hides a single number helps nobody).
 */
export function pageList(current: number, pageCount: number, siblings = 2): PageItem[] {
  const last = Math.max(1, Math.floor(pageCount) || 1);
  const page = clampPage(current, last);
  const start = Math.max(1, page - siblings);
  const end = Math.min(last, page + siblings);
  const items: PageItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start === 3) items.push(2);
    else if (start > 3) items.push('ellipsis-start');
  }
  for (let p = start; p <= end; p++) items.push(p);
  if (end < last) {
    if (end === last - 2) items.push(last - 1);
    else if (end < last - 2) items.push('ellipsis-end');
    items.push(last);
  }
  return items;
}

/**
 * Exactly `size` page numbers (fewer when there are fewer pages), the current one as central as the
 * ends allow, with no first, last or ellipsis: the finance lists' pager (03 §9 'five page numbers').
 */
export function pageWindow(current: number, pageCount: number, size = 5): number[] {
  const last = Math.max(1, Math.floor(pageCount) || 1);
  const page = clampPage(current, last);
  const width = Math.max(1, Math.min(last, Math.floor(size)));
  const start = Math.min(Math.max(1, page - Math.floor((width - 1) / 2)), last - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}

/** '11–20 de 57' (items shown on the page, of the total); '0 de 0' when empty. */
export function rangeText(page: number, pageSize: number, total: number): string {
  if (total <= 0) return '0 de 0';
  const p = clampPage(page, pageCountOf(total, pageSize));
  const from = (p - 1) * pageSize + 1;
  const to = Math.min(total, p * pageSize);
  return `${from}–${to} de ${total}`;
}

/** The rows of one page. */
export function pageSlice<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const p = clampPage(page, pageCountOf(rows.length, pageSize));
  return rows.slice((p - 1) * pageSize, p * pageSize);
}
