import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ImageOff } from 'lucide-react';
import { ENDED_MARK, hasEnded, promotionDisplayStatus, type Promotion } from '@pitboss/contracts';
import { formatTimestamp } from '../../../lib/dates';
import { proxiedImage } from '../../../lib/image-url';
import styles from './promotion-card.module.css';

const STATUS_CLASS: Record<string, string | undefined> = {
  Archived: styles.statusArchived,
  Live: styles.statusLive,
  Unpublished: styles.statusUnpublished,
  Upcoming: styles.statusUpcoming,
  Ended: styles.statusEnded,
};

/** The card body: image, status, title, subtitle and dates. */
export function PromotionCardBody({
  promotion,
  now,
  orderMode = false,
  title,
  aboveFold = false,
}: {
  promotion: Promotion;
  now: Date;
  orderMode?: boolean;
  /** What the heading holds (the card's edit button on the list); the title by default. */
  title?: ReactNode;
  /** On screen when the page opens: the image is fetched at once, not lazily (LCP). */
  aboveFold?: boolean;
}) {
  const status = promotionDisplayStatus(promotion, now);
  // The date-based Live status reads "active" on order cards
  const shownStatus = orderMode && status === 'Live' && !promotion.live ? 'Active' : status;
  return (
    <>
      <div className={styles.media}>
        {promotion.imageUrl ? (
          <img
            src={proxiedImage(promotion.imageUrl, { w: 480, h: 240, fit: 'crop' })}
            alt=""
            loading={aboveFold ? 'eager' : 'lazy'}
            fetchPriority={aboveFold ? 'high' : 'auto'}
          />
        ) : (
          <div className={styles.noImage}>
            <ImageOff size={22} aria-hidden="true" />
            <span>No image</span>
          </div>
        )}
        <span className={clsx(styles.status, STATUS_CLASS[status])}>
          {shownStatus}
          {/* past active_until yet shown Live (or Unpublished): the end is marked beside it */}
          {status !== 'Ended' && hasEnded(promotion.activeUntil, now) && (
            <span className={styles.endedMark}>{ENDED_MARK}</span>
          )}
        </span>
      </div>
      <div className={styles.cardText}>
        <h2 className={styles.cardTitle}>{title ?? promotion.title}</h2>
        {promotion.subtitle && <p className={styles.cardSubtitle}>{promotion.subtitle}</p>}
        <dl className={styles.dates}>
          <div>
            <dt>From</dt>
            <dd>{formatTimestamp(promotion.activeFrom)}</dd>
          </div>
          <div>
            <dt>Until</dt>
            <dd>{formatTimestamp(promotion.activeUntil)}</dd>
          </div>
        </dl>
      </div>
    </>
  );
}

/**
 * A promotion card in the list: its title is the button that opens the edit modal, and the
 * button covers the whole card (the button's name is its visible text, see promotion-card.module.css).
 */
export function PromotionCard({
  promotion,
  now,
  onOpen,
  aboveFold,
}: {
  promotion: Promotion;
  now: Date;
  onOpen: (p: Promotion) => void;
  aboveFold?: boolean;
}): ReactNode {
  return (
    <li className={styles.cardItem}>
      <div className={clsx(styles.card, styles.cardLinked)}>
        <PromotionCardBody
          promotion={promotion}
          now={now}
          aboveFold={aboveFold}
          title={
            <button
              type="button"
              className={styles.cardButton}
              aria-label={`Edit ${promotion.title}`}
              onClick={() => onOpen(promotion)}
            >
              {promotion.title}
            </button>
          }
        />
      </div>
    </li>
  );
}
