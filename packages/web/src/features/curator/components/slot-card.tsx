import { memo } from 'react';
import clsx from 'clsx';
import { slotDisplayStatus, type Slot } from '@pitboss/contracts';
import { proxiedImageUrl } from '../utils/image-url';
import styles from './curator.module.css';

/** A slot in the grid: image, title, provider, status badge (unedited > archived > live > unpublished). */
export const SlotCard = memo(function SlotCard({
  slot,
  onOpen,
}: {
  slot: Slot;
  onOpen: (slot: Slot) => void;
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
            loading="lazy"
            width={360}
            height={472}
          />
        ) : (
          <span className={clsx(styles.cardImage, styles.cardImagePlaceholder)} aria-hidden="true">
            No image
          </span>
        )}
        <span className={styles.cardTitle}>{slot.title}</span>
        {/* in the accessible name above; hidden here so the name is what a voice user reads */}
        <span className={styles.cardMeta} aria-hidden="true">
          {provider || '—'}
        </span>
        <span
          className={clsx(styles.badge, styles[`badge-${status}`])}
          data-status={status}
          aria-hidden="true"
        >
          {status}
        </span>
      </button>
    </li>
  );
});
