import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import clsx from 'clsx';
import { GripVertical } from 'lucide-react';
import type { Promotion } from '@pitboss/contracts';
import { PromotionCardBody } from './promotion-card';
import styles from './promotions.module.css';

export interface OrderGridProps {
  ids: string[];
  byId: Map<string, Promotion>;
  onChange: (ids: string[]) => void;
  now: Date;
}

/**
 * Edit Order mode: cards dragged by their handle (pointer or keyboard: focus the handle, Space,
 * arrows, Space). A move shifts only the cards between the old and the new place.
 */
export function OrderGrid({ ids, byId, onChange, now }: OrderGridProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onChange(arrayMove(ids, from, to));
  };
  const title = (id: string | number) => byId.get(String(id))?.title ?? String(id);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${title(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${title(active.id)} is over position ${ids.indexOf(String(over.id)) + 1}.`
              : `${title(active.id)} is no longer over a position.`,
          onDragEnd: ({ active, over }) =>
            over
              ? `${title(active.id)} was dropped at position ${ids.indexOf(String(over.id)) + 1}.`
              : `${title(active.id)} was dropped.`,
          onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ol className={styles.grid} aria-label="Promotion order">
          {ids.map((id, index) => {
            const p = byId.get(id);
            return p ? (
              <SortableCard key={id} promotion={p} position={index + 1} now={now} />
            ) : null;
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableCard({
  promotion,
  position,
  now,
}: {
  promotion: Promotion;
  position: number;
  now: Date;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: promotion.id });
  return (
    <li
      ref={setNodeRef}
      className={clsx(styles.cardItem, styles.orderCard, isDragging && styles.dragging)}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="order-card"
      aria-label={`${position}. ${promotion.title}`}
    >
      <div className={styles.orderBar}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${promotion.title}`}
          aria-roledescription="sortable"
        >
          <GripVertical size={16} aria-hidden="true" />
        </button>
        <span className={styles.position}>#{position}</span>
      </div>
      <div className={styles.card} aria-hidden={false}>
        <PromotionCardBody promotion={promotion} now={now} orderMode />
      </div>
    </li>
  );
}
