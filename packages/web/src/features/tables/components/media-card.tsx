import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { mediaUrl } from '../lib/media';
import { MediaImage } from './media-image';
import styles from './cards.module.css';

export interface MediaCardProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'className' | 'children'
> {
  /** The card's data-testid ('table-card', 'theme-card'). */
  testId: string;
  name: string;
  slug: string;
  /** The line under the name (stake and theme, or label, state and files). */
  meta: ReactNode;
  /** Anything else on the card, over the thumbnail (the table card's delete button). */
  extra?: ReactNode;
}

/**
 * A table or theme card: the slug's thumbnail and the name form the card's button (its
 * name is given by the caller, its visible text is the name); the meta line and the slug are
 * outside the button, and the whole card is its target.
 */
export function MediaCard({ testId, name, slug, meta, extra, ...button }: MediaCardProps) {
  return (
    <li className={styles.card} data-testid={testId}>
      <button type="button" className={styles.cardMain} {...button}>
        <MediaImage src={mediaUrl(slug, 'thumbnail', { w: 480, h: 270, fit: 'cover' })} alt="" />
        <span className={styles.bodyHead}>
          <span className={styles.name}>{name}</span>
        </span>
      </button>
      {/* outside the button, whose name is its visible text; the whole card is its target */}
      <span className={styles.details}>
        <span className={styles.meta}>{meta}</span>
        <span className={styles.slug}>{slug}</span>
      </span>
      {extra}
    </li>
  );
}
