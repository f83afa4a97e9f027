/**
 * The Produtos card (spec 02 §2.1): 'Produtos - {category}', a count ('x de y produtos' when
 * filtered), 'Procurar...' over the whole record, Adicionar Produto, and the table Img, Produto,
 * Preço, Status, Ações with drag reorder. The table (ProductsTable) mounts only the rows in view,
 * so a category of thousands of products opens and filters as fast as a small one.
 */
import { Plus } from 'lucide-react';
import { memo, useMemo } from 'react';
import { Button } from '../../components/Button';
import { Badge, Card, EmptyState, ErrorState, LoadingState, SearchInput } from '../../components/backoffice';
import type { MenuStatus } from '../../../../shared/api/platform-v1';
import type { Category, Product } from './catalogueApi';
import { ProductsTable } from './ProductsTable';
import { createProductFilter } from './search';

const NO_CATEGORY_MESSAGE = 'Selecione uma categoria para adicionar um produto';
const NO_CATEGORY_BADGE = 'Nenhuma categoria selecionada';

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

export const ProductsCard = memo(function ProductsCard(props: ProductsCardProps) {
  const { category, products, status, query } = props;
  // The search text of every product is built once per loaded list, not per keystroke.
  const filter = useMemo(() => createProductFilter(products ?? []), [products]);
  const shown = useMemo(() => filter(query), [filter, query]);
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
      <ProductsTable
        label={`Produtos - ${category.nome_categoria}`}
        rows={shown}
        sortable={!filtered}
        busy={status === 'loading'}
        scrollKey={query}
        onReorder={props.onReorder}
        onEdit={props.onEdit}
        onClone={props.onClone}
        onDelete={props.onDelete}
        onStatus={props.onStatus}
      />
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
