/** The Categorias card (spec 02 §2.1): list, Adicionar, drag reorder saved at once, edit, delete. */
import { Plus } from 'lucide-react';
import { memo } from 'react';
import { Button } from '../../components/Button';
import { Badge, Card } from '../../components/backoffice';
import { MENU_STATUS_LABELS } from '../../../../shared/catalogue/labels';
import type { Category } from './catalogueApi';
import { SortableList, useSortableRow } from './SortableList';
import { RowAction } from './RowAction';

export interface CategoriesCardProps {
  categories: Category[];
  selectedId: string | null;
  onSelect(id: string): void;
  onAdd(): void;
  onEdit(category: Category): void;
  onDelete(category: Category): void;
  onReorder(ids: string[]): void;
}

const TONE = { S: 'success', F: 'warning', O: 'neutral' } as const;

function CategoryRow({
  category,
  selected,
  onSelect,
  onEdit,
  onDelete,
}: {
  category: Category;
  selected: boolean;
  onSelect(): void;
  onEdit(): void;
  onDelete(): void;
}) {
  const row = useSortableRow(category.id_cardapio_categoria, category.nome_categoria);
  return (
    <li
      ref={row.ref}
      style={row.style}
      className={`catalogue-category ${selected ? 'catalogue-category--selected' : ''} ${row.isDragging ? 'catalogue-dragging' : ''}`}
    >
      {row.handle}
      <button type="button" className="catalogue-category__name" aria-pressed={selected} onClick={onSelect}>
        <span className="catalogue-category__text" title={category.nome_categoria}>
          {category.nome_categoria}
        </span>
        {category.status !== 'S' ? (
          <Badge tone={TONE[category.status]}>{MENU_STATUS_LABELS[category.status]}</Badge>
        ) : null}
      </button>
      <RowAction action="edit" label={`Editar categoria ${category.nome_categoria}`} onClick={onEdit} />
      <RowAction action="delete" label={`Excluir categoria ${category.nome_categoria}`} onClick={onDelete} />
    </li>
  );
}

export const CategoriesCard = memo(function CategoriesCard({
  categories,
  selectedId,
  onSelect,
  onAdd,
  onEdit,
  onDelete,
  onReorder,
}: CategoriesCardProps) {
  const ids = categories.map((c) => c.id_cardapio_categoria);
  const names = new Map(categories.map((c) => [c.id_cardapio_categoria, c.nome_categoria]));
  return (
    <Card
      title="Categorias"
      meta={`${categories.length} ${categories.length === 1 ? 'categoria' : 'categorias'}`}
      className="catalogue-categories"
      actions={
        <Button icon={<Plus size={18} aria-hidden />} onClick={onAdd}>
          Adicionar
        </Button>
      }
    >
      {categories.length === 0 ? (
        <p className="catalogue-empty">Nenhuma categoria cadastrada.</p>
      ) : (
        <SortableList ids={ids} nameOf={(id) => names.get(id) ?? id} onReorder={onReorder}>
          <ul className="catalogue-category-list" aria-label="Categorias">
            {categories.map((c) => (
              <CategoryRow
                key={c.id_cardapio_categoria}
                category={c}
                selected={c.id_cardapio_categoria === selectedId}
                onSelect={() => onSelect(c.id_cardapio_categoria)}
                onEdit={() => onEdit(c)}
                onDelete={() => onDelete(c)}
              />
            ))}
          </ul>
        </SortableList>
      )}
    </Card>
  );
});
