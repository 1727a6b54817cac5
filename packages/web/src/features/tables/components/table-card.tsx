import type { KeyboardEvent } from 'react';
import { Trash2 } from 'lucide-react';
import type { Table } from '@pitboss/contracts';
import { formatStake, themeLabel } from '../lib/format';
import { MediaCard } from './media-card';
import styles from './cards.module.css';

export interface TableCardProps {
  table: Table;
  /** Theme names by slug, from the theme lists loaded (a theme none holds shows its slug). */
  themeNames: ReadonlyMap<string, string>;
  onEdit: (table: Table) => void;
  onDelete: (table: Table) => void;
}

/**
 * A table: a click opens the edit modal; the delete button, or Delete/Backspace while
 * the card has focus, asks to delete it.
 */
export function TableCard({ table, themeNames, onEdit, onDelete }: TableCardProps) {
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      onDelete(table);
    }
  };
  return (
    <MediaCard
      testId="table-card"
      name={table.name}
      slug={table.slug}
      aria-label={`Edit table ${table.name}`}
      aria-keyshortcuts="Delete Backspace"
      onClick={() => onEdit(table)}
      onKeyDown={onKeyDown}
      meta={
        <>
          <span>Stake {formatStake(table.stake)}</span>
          <span aria-hidden="true">·</span>
          <span className={styles.truncate}>{themeLabel(table.theme, themeNames)}</span>
        </>
      }
      extra={
        <button
          type="button"
          className={styles.delete}
          aria-label={`Delete table ${table.name}`}
          onClick={() => onDelete(table)}
        >
          <Trash2 size={16} aria-hidden="true" />
        </button>
      }
    />
  );
}
