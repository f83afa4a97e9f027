/**
 * DataTable's columns for lists of thousands of rows (stock items, customers, bulk-upload results):
 * only the visible rows are in the DOM (@tanstack/react-virtual). ARIA table roles with
 * aria-rowcount/aria-rowindex so screen readers know the size and position. Sort and filter the
 * rows before (sortRows, shared/search.ts); no pagination, no selection.
 */
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Column, RowKey } from './DataTable';
import { EmptyState } from './States';

export interface VirtualTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): RowKey;
  'aria-label': string;
  /** Row height in px (rows are single-line; keep cells short). */
  rowHeight?: number;
  /** The scroll box height (CSS). */
  height?: string;
  empty?: ReactNode;
  /** First-render size before layout (tests, hidden tabs). */
  initialHeight?: number;
}

function template<T>(columns: readonly Column<T>[]): string {
  return columns.map((c) => c.width ?? 'minmax(0, 1fr)').join(' ');
}

export function VirtualTable<T>({
  columns,
  rows,
  rowKey,
  'aria-label': ariaLabel,
  rowHeight = 48,
  height = '560px',
  empty = <EmptyState message="Nenhum registro encontrado." />,
  initialHeight = 560,
}: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    initialRect: { width: 800, height: initialHeight },
  });
  const grid: CSSProperties = { gridTemplateColumns: template(columns) };

  if (rows.length === 0) {
    return (
      <div role="table" aria-label={ariaLabel} className="bo-virtual">
        <div role="rowgroup">
          <div role="row">
            <div role="cell">{empty}</div>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div
      ref={scrollRef}
      role="table"
      aria-label={ariaLabel}
      aria-rowcount={rows.length + 1}
      className="bo-virtual"
      style={{ maxHeight: height }}
      tabIndex={0}
    >
      <div role="rowgroup" className="bo-virtual__head">
        <div role="row" aria-rowindex={1} className="bo-virtual__row" style={grid}>
          {columns.map((c) => (
            <div key={c.id} role="columnheader" className={`bo-virtual__th bo-align-${c.align ?? 'left'}`}>
              {c.headerHidden ? <span className="bo-sr-only">{c.header}</span> : c.header}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="bo-virtual__body" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index] as T;
          return (
            <div
              key={rowKey(row)}
              role="row"
              aria-rowindex={item.index + 2}
              className="bo-virtual__row"
              style={{ ...grid, height: item.size, transform: `translateY(${item.start}px)` }}
            >
              {columns.map((c) => (
                <div key={c.id} role="cell" className={`bo-virtual__td bo-align-${c.align ?? 'left'}`}>
                  {c.cell(row)}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
