/**
 * The products table of the Produtos card: Img, Produto, Preço, Status, Ações, with drag reorder.
 *
 * Virtualized, not paginated: a store orders its menu as one list (the order the customer sees),
 * and staff expect to drag a product anywhere in it, by mouse or keyboard, without first learning
 * which page it is on or typing a position. So every id stays in the SortableContext (a drop can
 * land anywhere) while only the rows in view (plus a few) are mounted, whatever the category's
 * size; the row being dragged stays mounted even when the list scrolls away from it.
 *
 * Why not the kit's VirtualTable: its rows are plain divs it keys and positions itself, while a
 * sortable row needs its own ref and drag transform. This keeps a real <table> (same columns and
 * look as before) and fills the rows that are not mounted with spacer rows.
 */
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { Camera } from 'lucide-react';
import { memo, useCallback, useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { formatBRL } from '../../../../shared/format';
import { MENU_STATUSES, MENU_STATUS_LABELS } from '../../../../shared/catalogue/labels';
import type { MenuStatus } from '../../../../shared/api/platform-v1';
import type { Product } from './catalogueApi';
import { SortableList, useActiveDragId, useSortableRow } from './SortableList';
import { RowAction } from './RowAction';
import { RowStatusSelect } from './RowStatusSelect';

/** A row's height before it is measured (48 px image + padding). */
const PRODUCT_ROW_ESTIMATE = 73;
/** Rows mounted beyond each edge of the scroll box. */
const OVERSCAN = 6;

export interface ProductRowActions {
  onEdit(p: Product): void;
  onClone(p: Product): void;
  onDelete(p: Product): void;
  onStatus(p: Product, status: MenuStatus): void;
}

export interface ProductsTableProps extends ProductRowActions {
  label: string;
  rows: readonly Product[];
  /** Drag reorder (off while the list is filtered: the saved order is the whole category's). */
  sortable: boolean;
  busy: boolean;
  onReorder(ids: string[]): void;
  /** When it changes (the search text) the list goes back to its top. */
  scrollKey?: string;
  /** First-render size of the scroll box before layout (tests). */
  initialHeight?: number;
}

function PriceCell({ p }: { p: Product }) {
  const sizes = p.tamanhos.filter((t) => t.status === 'S');
  if (p.tamanhos.length > 0) {
    const from = Math.min(...(sizes.length > 0 ? sizes : p.tamanhos).map((t) => t.preco));
    return (
      <span className="catalogue-price">
        A partir de {formatBRL(from)}
        <span className="catalogue-price__sizes">{p.tamanhos.length} tamanhos</span>
      </span>
    );
  }
  if (p.novo_preco !== null) {
    return (
      <span className="catalogue-price">
        <s aria-label={`de ${formatBRL(p.preco)}`}>{formatBRL(p.preco)}</s>{' '}
        <strong aria-label={`por ${formatBRL(p.novo_preco)}`}>{formatBRL(p.novo_preco)}</strong>
      </span>
    );
  }
  return <span className="catalogue-price">{formatBRL(p.preco)}</span>;
}

const ProductRow = memo(function ProductRow({
  p,
  index,
  sortable,
  measure,
  actions,
}: {
  p: Product;
  index: number;
  sortable: boolean;
  measure(el: HTMLElement | null): void;
  actions: ProductRowActions;
}) {
  const row = useSortableRow(p.id_cardapio, p.nome_prod);
  const setRow = row.ref;
  const ref = useCallback(
    (el: HTMLTableRowElement | null) => {
      setRow(el);
      measure(el);
    },
    [setRow, measure],
  );
  return (
    <tr
      ref={ref}
      data-index={index}
      aria-rowindex={index + 2}
      style={row.style}
      className={row.isDragging ? 'catalogue-dragging' : undefined}
    >
      <td className="catalogue-cell-handle">{sortable ? row.handle : null}</td>
      <td>
        {p.foto ? (
          <img
            className="catalogue-thumb"
            src={p.foto}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="catalogue-thumb catalogue-thumb--empty" aria-hidden>
            <Camera size={18} />
          </span>
        )}
      </td>
      <td>
        <span className="catalogue-product-name">{p.nome_prod}</span>
        {p.descricao ? <span className="catalogue-product-desc">{p.descricao}</span> : null}
      </td>
      <td>
        <PriceCell p={p} />
      </td>
      <td>
        <RowStatusSelect
          label={`Status de ${p.nome_prod}`}
          value={p.status}
          statuses={MENU_STATUSES}
          labels={MENU_STATUS_LABELS}
          onChange={(s) => actions.onStatus(p, s)}
        />
      </td>
      <td className="catalogue-actions">
        <RowAction action="duplicate" label={`Duplicar ${p.nome_prod}`} onClick={() => actions.onClone(p)} />
        <RowAction action="edit" label={`Editar ${p.nome_prod}`} onClick={() => actions.onEdit(p)} />
        <RowAction action="delete" label={`Excluir ${p.nome_prod}`} onClick={() => actions.onDelete(p)} />
      </td>
    </tr>
  );
});

/** Stands for rows that are not mounted, so the scroll height is the whole list's. */
function Spacer({ height }: { height: number }) {
  return (
    <tr aria-hidden="true" className="catalogue-spacer">
      <td colSpan={6} style={{ height }} />
    </tr>
  );
}

function VirtualRows({
  rows,
  sortable,
  scrollRef,
  initialHeight,
  actions,
}: {
  rows: readonly Product[];
  sortable: boolean;
  scrollRef: RefObject<HTMLDivElement | null>;
  initialHeight: number;
  actions: ProductRowActions;
}) {
  const activeId = useActiveDragId();
  const activeIndex = useMemo(
    () => (activeId === null ? -1 : rows.findIndex((p) => p.id_cardapio === activeId)),
    [activeId, rows],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex < 0 || indexes.includes(activeIndex)) return indexes;
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => PRODUCT_ROW_ESTIMATE,
    getItemKey: (i) => rows[i]?.id_cardapio ?? i,
    rangeExtractor,
    overscan: OVERSCAN,
    initialRect: { width: 800, height: initialHeight },
  });

  const out: ReactNode[] = [];
  let cursor = 0;
  for (const item of virtualizer.getVirtualItems()) {
    const p = rows[item.index];
    if (!p) continue;
    if (item.start > cursor) out.push(<Spacer key={`gap-${out.length}`} height={item.start - cursor} />);
    out.push(
      <ProductRow
        key={p.id_cardapio}
        p={p}
        index={item.index}
        sortable={sortable}
        measure={virtualizer.measureElement}
        actions={actions}
      />,
    );
    cursor = item.end;
  }
  const total = virtualizer.getTotalSize();
  if (total > cursor) out.push(<Spacer key="gap-end" height={total - cursor} />);
  return <>{out}</>;
}

export const ProductsTable = memo(function ProductsTable({
  label,
  rows,
  sortable,
  busy,
  onReorder,
  onEdit,
  onClone,
  onDelete,
  onStatus,
  scrollKey,
  initialHeight = 600,
}: ProductsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [scrollKey]);
  const ids = useMemo(() => rows.map((p) => p.id_cardapio), [rows]);
  const names = useMemo(() => new Map(rows.map((p) => [p.id_cardapio, p.nome_prod])), [rows]);
  const actions = useMemo(
    () => ({ onEdit, onClone, onDelete, onStatus }),
    [onEdit, onClone, onDelete, onStatus],
  );
  return (
    <SortableList
      ids={ids}
      nameOf={(id) => names.get(id) ?? id}
      onReorder={onReorder}
      disabled={!sortable}
      virtualized
    >
      <div className="bo-table">
        <div ref={scrollRef} className="bo-table__scroll catalogue-products-scroll">
          <table
            className="table bo-table__table catalogue-products"
            aria-label={label}
            aria-rowcount={rows.length + 1}
          >
            <colgroup>
              <col style={{ width: '40px' }} />
              <col style={{ width: '64px' }} />
              <col />
              <col style={{ width: '170px' }} />
              <col style={{ width: '136px' }} />
              <col style={{ width: '120px' }} />
            </colgroup>
            <thead>
              <tr aria-rowindex={1}>
                <th scope="col">
                  <span className="bo-sr-only">Ordem</span>
                </th>
                <th scope="col">Img</th>
                <th scope="col">Produto</th>
                <th scope="col">Preço</th>
                <th scope="col">Status</th>
                <th scope="col">Ações</th>
              </tr>
            </thead>
            <tbody aria-busy={busy || undefined}>
              <VirtualRows
                rows={rows}
                sortable={sortable}
                scrollRef={scrollRef}
                initialHeight={initialHeight}
                actions={actions}
              />
            </tbody>
          </table>
        </div>
      </div>
    </SortableList>
  );
});
