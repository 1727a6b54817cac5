import { useCallback } from 'react';
import clsx from 'clsx';
import { CheckCircle2 } from 'lucide-react';
import { PROMOTION_MESSAGES, type Promotion } from '@pitboss/contracts';
import {
  DragHandle,
  SortableGrid,
  reorder,
  sortableStyles,
  useSortableItem,
} from '../../../components/sortable-grid';
import { PromotionCardBody } from './promotion-card';
import page from './promotions.module.css';
import styles from './order-grid.module.css';

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
      className={page.grid}
      nameOf={nameOf}
      onMove={(active, over) => onChange(reorder(ids, active, over))}
      renderItem={(id, index) => {
        const p = byId.get(id);
        return p ? <SortableCard key={id} promotion={p} position={index + 1} now={now} /> : null;
      }}
    />
  );
}

/** 'Order Saved Successfully!' with what was applied (spec 2 §8), over the page for 4 s. */
export function OrderSavedOverlay({ detail }: { detail: string }) {
  return (
    <div className={styles.savedOverlay} role="status" aria-live="polite">
      <div className={styles.savedCard}>
        <CheckCircle2 size={40} aria-hidden="true" className={styles.savedIcon} />
        <p className={styles.savedTitle}>{PROMOTION_MESSAGES.orderSaved}</p>
        <p>{detail}</p>
      </div>
    </div>
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
      className={clsx(styles.orderCard, sortableStyles.item)}
      data-testid="order-card"
      aria-label={`${position}. ${promotion.title}`}
    >
      <div className={styles.orderBar}>
        <DragHandle label={`Drag ${promotion.title}`} bindings={handleProps} />
        <span className={sortableStyles.position}>#{position}</span>
      </div>
      <div className={styles.orderBody}>
        <PromotionCardBody promotion={promotion} now={now} orderMode />
      </div>
    </li>
  );
}
