import { useCallback } from 'react';
import clsx from 'clsx';
import type { Promotion } from '@pitboss/contracts';
import {
  DragHandle,
  SortableGrid,
  reorder,
  sortableStyles,
  useSortableItem,
} from '../../../components/sortable-grid';
import { PromotionCardBody } from './promotion-card';
import styles from './promotions.module.css';

export interface OrderGridProps {
  ids: string[];
  byId: Map<string, Promotion>;
  onChange: (ids: string[]) => void;
  now: Date;
}

/**
 * Edit Order mode: cards dragged by their handle (pointer, touch, or keyboard: focus the handle,
 * Space, arrows, Space). A move shifts only the cards between the old and the new place.
 */
export function OrderGrid({ ids, byId, onChange, now }: OrderGridProps) {
  const nameOf = useCallback((id: string) => byId.get(id)?.title ?? id, [byId]);
  return (
    <SortableGrid
      ids={ids}
      label="Promotion order"
      className={styles.grid}
      nameOf={nameOf}
      onMove={(active, over) => onChange(reorder(ids, active, over))}
      renderItem={(id, index) => {
        const p = byId.get(id);
        return p ? <SortableCard key={id} promotion={p} position={index + 1} now={now} /> : null;
      }}
    />
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
  const { itemProps, handleProps } = useSortableItem(promotion.id);
  return (
    <li
      {...itemProps}
      className={clsx(styles.cardItem, styles.orderCard, sortableStyles.item)}
      data-testid="order-card"
      aria-label={`${position}. ${promotion.title}`}
    >
      <div className={styles.orderBar}>
        <DragHandle label={`Drag ${promotion.title}`} bindings={handleProps} />
        <span className={sortableStyles.position}>#{position}</span>
      </div>
      <div className={styles.card}>
        <PromotionCardBody promotion={promotion} now={now} orderMode />
      </div>
    </li>
  );
}
