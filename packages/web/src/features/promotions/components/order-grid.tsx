import { useCallback } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { PROMOTION_MESSAGES, type Promotion } from '@pitboss/contracts';
import { SortableGrid, SortableListCard, reorder } from '../../../components/sortable-grid';
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

/** 'Order Saved Successfully!' with what was applied, over the page for 4 s. */
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
  return (
    <SortableListCard
      id={promotion.id}
      name={promotion.title}
      position={position}
      className={styles.orderCard}
      barClassName={styles.orderBar}
      testId="order-card"
    >
      <div className={styles.orderBody}>
        <PromotionCardBody promotion={promotion} now={now} orderMode />
      </div>
    </SortableListCard>
  );
}
