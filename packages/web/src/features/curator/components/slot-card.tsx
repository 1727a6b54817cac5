import { memo } from 'react';
import clsx from 'clsx';
import { slotDisplayStatus, type Slot } from '@pitboss/contracts';
import { proxiedImageUrl } from '../utils/image-url';
import styles from './curator.module.css';

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
        className={styles.card}
        onClick={() => onOpen(slot)}
        aria-label={`${slot.title}${provider ? `, ${provider}` : ''}, ${status}`}
      >
        {slot.imageUrl ? (
          <img
            className={styles.cardImage}
            src={proxiedImageUrl(slot.imageUrl, 'slot')}
            alt=""
            loading={aboveFold ? 'eager' : 'lazy'}
            fetchPriority={aboveFold ? 'high' : 'auto'}
            width={360}
            height={472}
          />
        ) : (
          <span className={clsx(styles.cardImage, styles.cardImagePlaceholder)} aria-hidden="true">
            No image
          </span>
        )}
        {/* the spaces keep the words apart in the visible text (axe label-content-name-mismatch) */}
        <span className={styles.cardTitle}>{slot.title}</span>{' '}
        <span className={styles.cardMeta}>{provider || '—'}</span>{' '}
        <span className={clsx(styles.badge, styles[`badge-${status}`])} data-status={status}>
          {status}
        </span>
      </button>
    </li>
  );
});
