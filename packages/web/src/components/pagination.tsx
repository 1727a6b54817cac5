import { useId, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import clsx from 'clsx';
import {
  PAGER_LABELS,
  PAGINATION,
  pageOfText,
  pageOutOfRangeMessage,
  paginationWindow,
} from '@pitboss/contracts';
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
 * The pager of every list: first and last, previous and next, a window of up to 5 page
 * buttons (the current one inactive), "Page X of Y", and "Go to page" once there are more pages
 * than buttons. One page shows just button 1; no pages, nothing.
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
  const many = totalPages > 1;
  const arrow = (name: string, target: number, disabled: boolean, icon: ReactNode) => (
    <button
      type="button"
      className={styles.arrow}
      aria-label={name}
      title={name}
      disabled={disabled}
      onClick={() => onPageChange(target)}
    >
      {icon}
    </button>
  );
  return (
    <nav aria-label={label} className={clsx(styles.pagination, className)}>
      <div className={styles.buttons}>
        {many &&
          arrow(PAGER_LABELS.first, 1, page <= 1, <ChevronsLeft size={16} aria-hidden="true" />)}
        {arrow(
          PAGER_LABELS.previous,
          page - 1,
          page <= 1,
          <ChevronLeft size={16} aria-hidden="true" />,
        )}
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
        {arrow(
          PAGER_LABELS.next,
          page + 1,
          page >= totalPages,
          <ChevronRight size={16} aria-hidden="true" />,
        )}
        {many &&
          arrow(
            PAGER_LABELS.last,
            totalPages,
            page >= totalPages,
            <ChevronsRight size={16} aria-hidden="true" />,
          )}
      </div>
      {many && <span className={styles.position}>{pageOfText(page, totalPages)}</span>}
      {totalPages > PAGINATION.windowSize && (
        <GoToPage totalPages={totalPages} onPageChange={onPageChange} />
      )}
    </nav>
  );
}

/** A page number typed in and sent with Enter or Go; one outside 1…Y is refused, said why. */
function GoToPage({
  totalPages,
  onPageChange,
}: Pick<PaginationProps, 'totalPages' | 'onPageChange'>) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  return (
    <form
      className={styles.goTo}
      // the range is said in the product's words, not the browser's bubble
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const n = Number(text);
        if (!Number.isInteger(n) || n < 1 || n > totalPages) {
          setError(pageOutOfRangeMessage(totalPages));
          return;
        }
        setError('');
        setText('');
        onPageChange(n);
      }}
    >
      <input
        className={styles.goToInput}
        type="number"
        inputMode="numeric"
        min={1}
        max={totalPages}
        step={1}
        aria-label={PAGER_LABELS.goTo}
        placeholder={PAGER_LABELS.goTo}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setError('');
        }}
      />
      <button type="submit" className={styles.arrow}>
        {PAGER_LABELS.go}
      </button>
      {error && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
