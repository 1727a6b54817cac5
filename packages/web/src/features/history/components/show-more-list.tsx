import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { windowOf } from '../lib/history';
import styles from './history.module.css';

const STEP = 50;

/**
 * A titled, collapsible list that renders its items in steps of 50 ("Show more"), so a diff with
 * thousands of moves shows at once and grows only when asked.
 */
export function ShowMoreList<T>({
  title,
  items,
  render,
  keyOf,
  defaultOpen = true,
}: {
  title: string;
  items: readonly T[];
  render: (item: T) => ReactNode;
  keyOf: (item: T) => string;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [shown, setShown] = useState(STEP);
  const listId = useId();
  if (items.length === 0) return null;
  const { visible, left } = windowOf(items, shown);
  return (
    <div className={styles.block}>
      <button
        type="button"
        className={styles.blockToggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {open ? (
          <ChevronDown size={16} aria-hidden="true" />
        ) : (
          <ChevronRight size={16} aria-hidden="true" />
        )}
        {title} <span className={styles.badge}>{items.length}</span>
      </button>
      {open && (
        <>
          <ul id={listId} className={styles.items} aria-label={title}>
            {visible.map((item) => (
              <li key={keyOf(item)} className={styles.item}>
                {render(item)}
              </li>
            ))}
          </ul>
          {left > 0 && (
            <button
              type="button"
              className={styles.more}
              onClick={() => setShown((n) => n + STEP * 4)}
            >
              Show {Math.min(left, STEP * 4)} more ({left} not shown)
            </button>
          )}
        </>
      )}
    </div>
  );
}
