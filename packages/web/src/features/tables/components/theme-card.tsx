import type { MouseEvent } from 'react';
import clsx from 'clsx';
import { themeLabel, type Theme } from '@pitboss/contracts';
import { MediaCard } from './media-card';
import styles from './cards.module.css';

/**
 * A theme: Ctrl/Cmd-click or right-click opens the edit modal. A plain click (and
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
    <MediaCard
      testId="theme-card"
      name={theme.name}
      slug={theme.slug}
      aria-label={`Edit theme ${theme.name}`}
      onClick={() => onOpen(theme)}
      onContextMenu={onContextMenu}
      meta={
        <>
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
        </>
      }
    />
  );
}
