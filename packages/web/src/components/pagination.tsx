import { ChevronLeft, ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import { paginationWindow } from '@pitboss/contracts';
import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

/**
 * Page buttons: a window of up to 5 buttons with previous and next
 * arrows; the current page is inactive; one page shows just button 1; nothing with no pages.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label = 'Pagination',
  className,
}: PaginationProps) {
  const pages = paginationWindow(page, totalPages);
  if (pages.length === 0) return null;
  return (
    <nav aria-label={label} className={clsx(styles.pagination, className)}>
      <button
        type="button"
        className={styles.arrow}
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft size={16} aria-hidden="true" />
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          className={clsx(styles.page, p === page && styles.current)}
          aria-label={`Page ${p}`}
          aria-current={p === page ? 'page' : undefined}
          disabled={p === page}
          onClick={() => onPageChange(p)}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className={styles.arrow}
        aria-label="Next page"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRight size={16} aria-hidden="true" />
      </button>
    </nav>
  );
}
