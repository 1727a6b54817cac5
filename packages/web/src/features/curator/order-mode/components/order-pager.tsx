import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../../components/button';
import styles from './order-mode.module.css';

/** Previous / Next between the pages of order mode. */
export function OrderPager({
  current,
  pages,
  onGoTo,
}: {
  current: number;
  pages: number;
  onGoTo: (page: number) => void;
}) {
  return (
    <nav className={styles.pager} aria-label="Order pages">
      <Button size="sm" onClick={() => onGoTo(Math.max(1, current - 1))} disabled={current <= 1}>
        <ChevronLeft size={16} aria-hidden="true" /> Previous
      </Button>
      <span className={styles.pagerText}>
        Page {current} of {pages}
      </span>
      <Button
        size="sm"
        onClick={() => onGoTo(Math.min(pages, current + 1))}
        disabled={current >= pages}
      >
        Next <ChevronRight size={16} aria-hidden="true" />
      </Button>
    </nav>
  );
}
