import { memo } from 'react';
import clsx from 'clsx';
import { slotDisplayStatus, type Slot } from '@pitboss/contracts';
import { SlotCardFace } from './slot-card-face';
import styles from './card.module.css';

/** A slot in the grid: image, title, provider, status badge (unedited > archived > live > unpublished). */
export const SlotCard = memo(function SlotCard({
  slot,
  onOpen,
  aboveFold = false,
}: {
  slot: Slot;
  onOpen: (slot: Slot) => void;
  /** The first cards are on screen when the page opens: fetched at once, not lazily. */
  aboveFold?: boolean;
}) {
  const status = slotDisplayStatus(slot);
  const provider = slot.displayProviderName ?? slot.providerName ?? '';
  return (
    <li>
      <button
        type="button"
        className={styles.buttonCard}
        onClick={() => onOpen(slot)}
        aria-label={`${slot.title}${provider ? `, ${provider}` : ''}, ${status}`}
      >
        <SlotCardFace slot={slot} aboveFold={aboveFold} />
        <span className={clsx(styles.badge, styles[`badge-${status}`])} data-status={status}>
          {status}
        </span>
      </button>
    </li>
  );
});
