/**
 * The back-office list: a real <table> with a caption, sortable headers (aria-sort), optional
 * controlled row selection and optional client pagination. For thousands of rows use VirtualList.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Pagination, type PaginationProps } from './Pagination';
import { clampPage, pageCountOf, pageSlice } from './pagination';
import { EmptyState } from './States';
import { useOverflows } from './useOverflows';

export type RowKey = string | number;
export type SortDirection = 'asc' | 'desc';

export interface Column<T> {
  id: string;
  header: ReactNode;
  cell(row: T): ReactNode;
  /** Makes the column sortable by this value (strings compare pt-BR, accent- and case-insensitive). */
  sortValue?(row: T): string | number | null | undefined;
  align?: 'left' | 'right' | 'center';
  /** CSS width of the column ('120px', '20%'). */
  width?: string;
  /** The column header is only for screen readers (e.g. an actions column). */
  headerHidden?: boolean;
}

export interface Sort {
  column: string;
  direction: SortDirection;
}

export interface TableSelection<T> {
  selected: ReadonlySet<RowKey>;
  onChange(next: Set<RowKey>): void;
  /** The accessible name of a row's checkbox, e.g. `Selecionar ${row.nome}`. */
  rowLabel(row: T): string;
  /** Rows that cannot be selected. */
  disabled?(row: T): boolean;
}

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): RowKey;
  /** The table's name: a visible caption... */
  caption?: string;
  /** ...or, without a visible caption, an accessible name. */
  'aria-label'?: string;
  /** Shown in the table body when there are no rows. */
  empty?: ReactNode;
  selection?: TableSelection<T>;
  /** Client pagination: rows per page. */
  pageSize?: number;
  /**
   * The current page, controlled (1-based): reset it to 1 when a search or filter changes the rows.
   * Uncontrolled, the page stays while it exists (a saved row does not jump back to page 1).
   */
  page?: number;
  onPageChange?(page: number): void;
  /** Which page numbers the pager shows (Pagination's `numbers`). */
  pageNumbers?: PaginationProps['numbers'];
  /** Initial sort (uncontrolled) or controlled with onSortChange. */
  sort?: Sort | null;
  defaultSort?: Sort | null;
  onSortChange?(sort: Sort | null): void;
  /** Highlights a row (e.g. the one being edited). */
  rowClassName?(row: T): string | undefined;
  className?: string;
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

function compareValues(a: string | number | null | undefined, b: string | number | null | undefined) {
  const aNull = a === null || a === undefined || a === '';
  const bNull = b === null || b === undefined || b === '';
  if (aNull || bNull) return aNull === bNull ? 0 : aNull ? 1 : -1; // empty values last
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Rows sorted by a column (stable; empty values last in both directions). */
export function sortRows<T>(rows: readonly T[], columns: readonly Column<T>[], sort: Sort | null): T[] {
  const column = sort ? columns.find((c) => c.id === sort.column) : undefined;
  if (!sort || !column?.sortValue) return [...rows];
  const value = column.sortValue;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i, v: value(row) }))
    .sort((x, y) => {
      const xe = x.v === null || x.v === undefined || x.v === '';
      const ye = y.v === null || y.v === undefined || y.v === '';
      if (xe !== ye) return xe ? 1 : -1;
      return sign * compareValues(x.v, y.v) || x.i - y.i;
    })
    .map((x) => x.row);
}

function nextSort(current: Sort | null, column: string): Sort {
  if (current?.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

function SelectAll({
  checked,
  indeterminate,
  disabled,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange(checked: boolean): void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="bo-checkbox__box"
      aria-label="Selecionar todos"
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  'aria-label': ariaLabel,
  empty = <EmptyState message="Nenhum registro encontrado." />,
  selection,
  pageSize,
  page: controlledPage,
  onPageChange,
  pageNumbers,
  sort: controlledSort,
  defaultSort = null,
  onSortChange,
  rowClassName,
  className,
}: DataTableProps<T>) {
  const [ownSort, setOwnSort] = useState<Sort | null>(defaultSort);
  const sort = controlledSort !== undefined ? controlledSort : ownSort;
  const [ownPage, setOwnPage] = useState(1);
  const page = controlledPage ?? ownPage;
  const setPage = (p: number) => {
    if (controlledPage === undefined) setOwnPage(p);
    onPageChange?.(p);
  };
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const pageCount = pageSize ? pageCountOf(sorted.length, pageSize) : 1;
  const current = clampPage(page, pageCount);
  const shown = pageSize ? pageSlice(sorted, current, pageSize) : sorted;

  const selectable = selection ? rows.filter((r) => !selection.disabled?.(r)) : [];
  const selectedCount = selection ? selectable.filter((r) => selection.selected.has(rowKey(r))).length : 0;
  const allChecked = selectable.length > 0 && selectedCount === selectable.length;

  function changeSort(column: string) {
    const next = nextSort(sort, column);
    if (controlledSort === undefined) setOwnSort(next);
    onSortChange?.(next);
    setPage(1);
  }
  function toggleAll(checked: boolean) {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const r of selectable) {
      if (checked) next.add(rowKey(r));
      else next.delete(rowKey(r));
    }
    selection.onChange(next);
  }
  function toggleRow(key: RowKey, checked: boolean) {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (checked) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  }

  const colSpan = columns.length + (selection ? 1 : 0);
  const scrollRef = useRef<HTMLDivElement>(null);
  // A table wider than its box scrolls: keyboard users reach the scroll with Tab and the arrows.
  const scrolls = useOverflows(scrollRef);
  const name = caption ?? ariaLabel ?? 'tabela';
  return (
    <div className={`bo-table ${className ?? ''}`}>
      <div
        ref={scrollRef}
        className="bo-table__scroll"
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${name} (rolável)` } : {})}
      >
        <table className="table bo-table__table" aria-label={caption ? undefined : ariaLabel}>
          {caption ? <caption className="bo-table__caption">{caption}</caption> : null}
          <colgroup>
            {selection ? <col style={{ width: '52px' }} /> : null}
            {columns.map((c) => (
              <col key={c.id} style={c.width ? { width: c.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {selection ? (
                <th scope="col" className="bo-table__select">
                  <SelectAll
                    checked={allChecked}
                    indeterminate={selectedCount > 0 && !allChecked}
                    disabled={selectable.length === 0}
                    onChange={toggleAll}
                  />
                </th>
              ) : null}
              {columns.map((c) => {
                const active = sort?.column === c.id;
                const ariaSort = c.sortValue
                  ? active
                    ? sort.direction === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : 'none'
                  : undefined;
                const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
                return (
                  <th
                    key={c.id}
                    scope="col"
                    aria-sort={ariaSort}
                    className={`bo-table__th bo-align-${c.align ?? 'left'}`}
                  >
                    {c.headerHidden ? (
                      <span className="bo-sr-only">{c.header}</span>
                    ) : c.sortValue ? (
                      <button type="button" className="bo-table__sort" onClick={() => changeSort(c.id)}>
                        {c.header}
                        <Icon size={14} aria-hidden />
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={colSpan} className="bo-table__empty">
                  {empty}
                </td>
              </tr>
            ) : (
              shown.map((row) => {
                const key = rowKey(row);
                const checked = selection?.selected.has(key) ?? false;
                return (
                  <tr
                    key={key}
                    className={
                      [checked ? 'is-selected' : '', rowClassName?.(row) ?? ''].join(' ').trim() || undefined
                    }
                  >
                    {selection ? (
                      <td className="bo-table__select">
                        <input
                          type="checkbox"
                          className="bo-checkbox__box"
                          aria-label={selection.rowLabel(row)}
                          checked={checked}
                          disabled={selection.disabled?.(row)}
                          onChange={(e) => toggleRow(key, e.target.checked)}
                        />
                      </td>
                    ) : null}
                    {columns.map((c) => (
                      <td key={c.id} className={`bo-align-${c.align ?? 'left'}`}>
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {pageSize && sorted.length > pageSize ? (
        <Pagination
          page={current}
          pageCount={pageCount}
          total={sorted.length}
          pageSize={pageSize}
          onPageChange={setPage}
          label={`Paginação: ${caption ?? ariaLabel ?? 'tabela'}`}
          numbers={pageNumbers}
        />
      ) : null}
    </div>
  );
}
