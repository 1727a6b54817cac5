import type { MouseEvent } from 'react';
import clsx from 'clsx';
import { themeLabel, type Theme } from '@pitboss/contracts';
import { mediaUrl } from '../lib/media';
import { MediaImage } from './media-image';
import styles from './cards.module.css';

/**
 * A theme (spec 2 §2): Ctrl/Cmd-click or right-click opens the edit modal. A plain click (and
 * Enter/Space) opens it too: a card that looks clickable should do something, and keyboard users
 * need a way in.
 */
export function ThemeCard({ theme, onOpen }: { theme: Theme; onOpen: (theme: Theme) => void }) {
  const label = themeLabel(theme.slug);
  const onContextMenu = (e: MouseEvent) => {
    e.preventDefault();
    onOpen(theme);
  };
  return (
    <li className={styles.card} data-testid="theme-card">
      <button
        type="button"
        className={styles.cardMain}
        aria-label={`Edit theme ${theme.name}`}
        onClick={() => onOpen(theme)}
        onContextMenu={onContextMenu}
      >
        <MediaImage
          src={mediaUrl(theme.slug, 'thumbnail', { w: 480, h: 270, fit: 'cover' })}
          alt=""
        />
        <span className={styles.bodyHead}>
          <span className={styles.name}>{theme.name}</span>
        </span>
      </button>
      {/* outside the button, whose name is its visible text; the whole card is its target */}
      <span className={styles.details}>
        <span className={styles.meta}>
          <span
            className={clsx(styles.badge, label === 'Classic' ? styles.classic : styles.modern)}
          >
            {label}
          </span>
          <span className={theme.isActive ? styles.active : styles.inactive}>
            {theme.isActive ? 'Active' : 'Inactive'}
          </span>
          <span aria-hidden="true">·</span>
          <span>
            {theme.files.length} {theme.files.length === 1 ? 'file' : 'files'}
          </span>
        </span>
        <span className={styles.slug}>{theme.slug}</span>
      </span>
    </li>
  );
}
