import clsx from 'clsx';
import type { OrderSlot } from '@pitboss/contracts';
import { proxiedImageUrl } from '../lib/image-url';
import styles from './card.module.css';

/**
 * What a slot card shows, in the curator grid and in order mode alike: the slot's image (or a
 * "No image" placeholder), its title and its provider.
 */
export function SlotCardFace({
  slot,
  titleTestId,
  aboveFold = false,
}: {
  /** A whole slot or order mode's `OrderSlot`: the face reads only their common fields. */
  slot: OrderSlot;
  titleTestId?: string;
  /** On screen when the page opens: the image is fetched at once, not lazily. */
  aboveFold?: boolean;
}) {
  const provider = slot.displayProviderName ?? slot.providerName ?? '';
  return (
    <>
      {slot.imageUrl ? (
        <img
          className={styles.image}
          src={proxiedImageUrl(slot.imageUrl, 'slot')}
          alt=""
          loading={aboveFold ? 'eager' : 'lazy'}
          fetchPriority={aboveFold ? 'high' : 'auto'}
          draggable={false}
          width={360}
          height={472}
        />
      ) : (
        <span className={clsx(styles.image, styles.imagePlaceholder)} aria-hidden="true">
          No image
        </span>
      )}
      {/* the spaces keep the words apart in the visible text (axe label-content-name-mismatch) */}
      <span className={styles.title} data-testid={titleTestId}>
        {slot.title}
      </span>{' '}
      <span className={styles.meta}>{provider || '—'}</span>{' '}
    </>
  );
}
