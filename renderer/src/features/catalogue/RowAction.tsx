/**
 * The catalogue lists' row buttons (edit, duplicate, delete, move up/down): an icon with its word
 * as tooltip and an accessible name that says which row (`Excluir categoria Pizzas`). Delete wears
 * the danger colour.
 */
import { ArrowDown, ArrowUp, Copy, Pencil, Trash2, type LucideIcon } from 'lucide-react';

const ACTIONS: Record<RowActionKind, { title: string; Icon: LucideIcon; danger?: boolean }> = {
  edit: { title: 'Editar', Icon: Pencil },
  duplicate: { title: 'Duplicar', Icon: Copy },
  delete: { title: 'Excluir', Icon: Trash2, danger: true },
  up: { title: 'Subir', Icon: ArrowUp },
  down: { title: 'Descer', Icon: ArrowDown },
};

export type RowActionKind = 'edit' | 'duplicate' | 'delete' | 'up' | 'down';

export interface RowActionProps {
  action: RowActionKind;
  /** The accessible name, naming the row. */
  label: string;
  onClick(): void;
  disabled?: boolean;
}

export function RowAction({ action, label, onClick, disabled }: RowActionProps) {
  const { title, Icon, danger } = ACTIONS[action];
  return (
    <button
      type="button"
      className={danger ? 'icon-btn catalogue-danger' : 'icon-btn'}
      title={title}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon size={16} aria-hidden />
    </button>
  );
}
