import type { ReactNode } from 'react';
import { RotateCw } from 'lucide-react';
import { RETRY_LABEL } from '@pitboss/contracts';
import { errorMessage } from '../lib/error-message';
import { Button } from './button';
import { Spinner } from './spinner';
import styles from './list-state.module.css';

interface LoadFailedProps {
  /** The list's own "Failed to load …" text. */
  title: string;
  /** What failed: its message (the gateway's words) is shown under the title. */
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** A list that could not be loaded: its title, the reason, and Retry (never an empty list). */
function LoadFailed({ title, error, onRetry, retrying = false }: LoadFailedProps) {
  const detail = errorMessage(error, '');
  return (
    <div className={styles.failed} role="alert">
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {detail && detail !== title && <p className={styles.detail}>{detail}</p>}
      </div>
      <Button size="sm" onClick={onRetry} loading={retrying}>
        <RotateCw size={14} aria-hidden="true" /> {RETRY_LABEL}
      </Button>
    </div>
  );
}

/** What a list's query says about its state (a TanStack Query result fits). */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface ListStateProps {
  query: ListQuery;
  /** The list's "Failed to load …" text. */
  failed: string;
  /** The spinner's accessible name while the first answer is on its way. */
  loading: string;
  /** The answer has no rows. */
  empty: boolean;
  /** The spec's empty-state text (or a block with it), for a list that really is empty. */
  emptyText: ReactNode;
  /** Still waiting for the first rows (defaults to the query's pending state). */
  pending?: boolean;
  /**
   * A list with more of the page under it: while its first rows load, its place is as tall as
   * the window, so what is under it does not show and then jump down when the rows arrive.
   */
  holdsScreen?: boolean;
  children: ReactNode;
}

/**
 * One list's body, in the same order on every screen: a failure (with Retry) before anything
 * else, so a list that could not be read never looks empty; then the first load's spinner; then
 * the empty-state text; then the rows.
 */
export function ListState({
  query,
  failed,
  loading,
  empty,
  emptyText,
  pending = query.isPending,
  holdsScreen = false,
  children,
}: ListStateProps) {
  if (query.isError)
    return (
      <LoadFailed
        title={failed}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (pending)
    return (
      <div className={holdsScreen ? `${styles.loading} ${styles.holdsScreen}` : styles.loading}>
        <Spinner size={24} label={loading} />
      </div>
    );
  if (empty)
    return typeof emptyText === 'string' ? <p className={styles.empty}>{emptyText}</p> : emptyText;
  return children;
}
