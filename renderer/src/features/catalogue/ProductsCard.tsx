/**
 * The Produtos card (spec 02 §2.1): 'Produtos - {category}', a count ('x de y produtos' when
 * filtered), 'Procurar...' over the whole record, Adicionar Produto, and the table Img, Produto,
 * Preço, Status, Ações with drag reorder.
 */
import { Camera, Copy, Pencil, Plus, Trash2 } from 'lucide-react';
import { memo, useMemo } from 'react';
import { Button } from '../../components/Button';
import { Badge, Card, EmptyState, ErrorState, LoadingState, SearchInput } from '../../components/backoffice';
import { formatBRL } from '../../../../shared/format';
import { MENU_STATUSES, MENU_STATUS_LABELS } from '../../../../shared/catalogue/labels';
import type { MenuStatus } from '../../../../shared/api/platform-v1';
import type { Category, Product } from './api';
import { productMatches } from './search';
import { SortableList, useSortableRow } from './Sortable';

export const NO_CATEGORY_MESSAGE = 'Selecione uma categoria para adicionar um produto';
export const NO_CATEGORY_BADGE = 'Nenhuma categoria selecionada';

export interface ProductsCardProps {
  category: Category | null;
  products: Product[] | undefined;
  status: 'loading' | 'ready' | 'error';
  errorMessage: string;
  query: string;
  onQuery(q: string): void;
  onRetry(): void;
  onAdd(): void;
  onEdit(p: Product): void;
  onClone(p: Product): void;
  onDelete(p: Product): void;
  onStatus(p: Product, status: MenuStatus): void;
  onReorder(ids: string[]): void;
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

function ProductRow({
  p,
  sortable,
  ...actions
}: { p: Product; sortable: boolean } & Pick<
  ProductsCardProps,
  'onEdit' | 'onClone' | 'onDelete' | 'onStatus'
>) {
  const row = useSortableRow(p.id_cardapio, p.nome_prod);
  return (
    <tr ref={row.ref} style={row.style} className={row.isDragging ? 'catalogue-dragging' : undefined}>
      <td className="catalogue-cell-handle">{sortable ? row.handle : null}</td>
      <td>
        {p.foto ? (
          <img className="catalogue-thumb" src={p.foto} alt="" loading="lazy" />
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
        <select
          className="field__input bo-select catalogue-status"
          aria-label={`Status de ${p.nome_prod}`}
          value={p.status}
          onChange={(e) => actions.onStatus(p, e.target.value as MenuStatus)}
        >
          {MENU_STATUSES.map((s) => (
            <option key={s} value={s}>
              {MENU_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </td>
      <td className="catalogue-actions">
        <button
          type="button"
          className="icon-btn"
          title="Duplicar"
          aria-label={`Duplicar ${p.nome_prod}`}
          onClick={() => actions.onClone(p)}
        >
          <Copy size={16} aria-hidden />
        </button>
        <button
          type="button"
          className="icon-btn"
          title="Editar"
          aria-label={`Editar ${p.nome_prod}`}
          onClick={() => actions.onEdit(p)}
        >
          <Pencil size={16} aria-hidden />
        </button>
        <button
          type="button"
          className="icon-btn catalogue-danger"
          title="Excluir"
          aria-label={`Excluir ${p.nome_prod}`}
          onClick={() => actions.onDelete(p)}
        >
          <Trash2 size={16} aria-hidden />
        </button>
      </td>
    </tr>
  );
}

export const ProductsCard = memo(function ProductsCard(props: ProductsCardProps) {
  const { category, products, status, query } = props;
  const shown = useMemo(() => (products ?? []).filter((p) => productMatches(p, query)), [products, query]);
  const total = products?.length ?? 0;
  const filtered = query.trim() !== '';
  const count =
    !category || !products
      ? undefined
      : filtered
        ? `${shown.length} de ${total} produtos`
        : `${total} ${total === 1 ? 'produto' : 'produtos'}`;

  let body;
  if (!category) {
    body = <EmptyState message={NO_CATEGORY_MESSAGE} />;
  } else if (status === 'loading' && !products) {
    body = <LoadingState />;
  } else if (status === 'error' && !products) {
    body = <ErrorState message={props.errorMessage} onRetry={props.onRetry} />;
  } else if (total === 0) {
    body = <EmptyState message="Nenhum produto nesta categoria." />;
  } else if (shown.length === 0) {
    body = <EmptyState message="Nenhum produto encontrado." />;
  } else {
    body = (
      <SortableList
        ids={shown.map((p) => p.id_cardapio)}
        nameOf={(id) => shown.find((p) => p.id_cardapio === id)?.nome_prod ?? id}
        onReorder={props.onReorder}
        disabled={filtered}
      >
        <div className="bo-table">
          <div className="bo-table__scroll">
            <table
              className="table bo-table__table catalogue-products"
              aria-label={`Produtos - ${category.nome_categoria}`}
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
                <tr>
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
              <tbody aria-busy={status === 'loading' || undefined}>
                {shown.map((p) => (
                  <ProductRow
                    key={p.id_cardapio}
                    p={p}
                    sortable={!filtered}
                    onEdit={props.onEdit}
                    onClone={props.onClone}
                    onDelete={props.onDelete}
                    onStatus={props.onStatus}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </SortableList>
    );
  }

  return (
    <Card
      title={`Produtos - ${category ? category.nome_categoria : ''}`}
      meta={category ? count : <Badge tone="warning">{NO_CATEGORY_BADGE}</Badge>}
      className="catalogue-products-card"
      actions={
        <Button
          icon={<Plus size={18} aria-hidden />}
          disabled={!category}
          title={category ? undefined : NO_CATEGORY_MESSAGE}
          onClick={props.onAdd}
        >
          Adicionar Produto
        </Button>
      }
    >
      {/* data-query: the text the rows below were filtered by (read by bench/catalogue.ts). */}
      <div className="bo-toolbar" data-query={query}>
        <SearchInput label="Procurar produtos" value={query} onChange={props.onQuery} disabled={!category} />
      </div>
      {body}
    </Card>
  );
});
