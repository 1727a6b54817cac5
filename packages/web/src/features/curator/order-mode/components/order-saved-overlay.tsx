import { useEffect } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { TIMINGS } from '@pitboss/contracts';
import styles from './order-saved-overlay.module.css';

/** The 'Order Saved' notice after a save, gone after 4 s or on a click. */
export function OrderSavedOverlay({ count, onDone }: { count: number; onDone: () => void }) {
  useEffect(() => {
    const t = setTimeout(onDone, TIMINGS.orderSavedOverlayMs);
    return () => clearTimeout(t);
  }, [onDone]);
  return (
    <div className={styles.savedOverlay} role="status" aria-live="polite">
      <button type="button" className={styles.savedCard} onClick={onDone}>
        <CheckCircle2 size={36} aria-hidden="true" className={styles.savedIcon} />
        <strong className={styles.savedTitle}>Order Saved</strong>
        <span>
          {count} {count === 1 ? 'position' : 'positions'} updated
        </span>
      </button>
    </div>
  );
}
