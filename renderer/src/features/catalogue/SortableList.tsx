/**
 * Drag-to-reorder with @dnd-kit: pointer and keyboard (Space picks up, arrows move, Space drops),
 * announced in Portuguese. Each row gets a handle button; `onReorder` receives the new id order.
 */
import {
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  closestCenter,
  useDndMonitor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useState, type CSSProperties, type ReactNode } from 'react';

export interface SortableListProps {
  ids: string[];
  /** What a row is called in announcements ('Pizzas'). */
  nameOf(id: string): string;
  onReorder(ids: string[]): void;
  disabled?: boolean;
  /**
   * Only some rows are mounted (a virtualized list): droppables are measured again on every
   * render, so rows mounted while a drag scrolls the list become targets at once.
   */
  virtualized?: boolean;
  children: ReactNode;
}

const ALWAYS_MEASURE = { droppable: { strategy: MeasuringStrategy.Always } };

export function SortableList({ ids, nameOf, onReorder, disabled, virtualized, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${nameOf(String(active.id))} selecionado, posição ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(String(active.id))} sobre a posição ${position(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(String(active.id))} movido para a posição ${position(over.id)}.` : undefined,
    onDragCancel: ({ active }) => `Movimento de ${nameOf(String(active.id))} cancelado.`,
  };
  function end(e: DragEndEvent) {
    if (!e.over || e.active.id === e.over.id) return;
    const from = ids.indexOf(String(e.active.id));
    const to = ids.indexOf(String(e.over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      measuring={virtualized ? ALWAYS_MEASURE : undefined}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Para mover, pressione espaço ou Enter, use as setas para cima e para baixo e pressione espaço ou Enter de novo. Esc cancela.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** The props a sortable row spreads on its element, and the handle to render in it. */
export function useSortableRow(id: string, label: string) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
  };
  const handle = (
    <button
      type="button"
      className="icon-btn catalogue-handle"
      aria-label={`Mover ${label}`}
      {...attributes}
      {...listeners}
      aria-roledescription="item reordenável"
    >
      <GripVertical size={18} aria-hidden />
    </button>
  );
  return { ref: setNodeRef, style, handle, isDragging };
}

/** The id being dragged in the enclosing SortableList (null when none): a virtualized list keeps it mounted. */
export function useActiveDragId(): string | null {
  const [active, setActive] = useState<string | null>(null);
  useDndMonitor({
    onDragStart: (e) => setActive(String(e.active.id)),
    onDragEnd: () => setActive(null),
    onDragCancel: () => setActive(null),
  });
  return active;
}
