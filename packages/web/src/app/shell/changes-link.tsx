import { NavLink } from 'react-router';
import { toast } from 'sonner';
import { ClipboardCheck } from 'lucide-react';
import type { User } from '@pitboss/contracts';
import { useChangeCounts } from '../../lib/use-change-control';
import { useLiveChanges } from '../../lib/use-live-changes';
import { useInvalidate, useTRPC } from '../../lib/trpc-query';
import styles from './navbar.module.css';

/** The navbar's Changes link with the count of requests waiting for a decision. */
export function ChangesLink() {
  const pending = useChangeCounts().data?.pending ?? 0;
  return (
    <NavLink to="/changes" className={styles.changes}>
      <ClipboardCheck size={18} aria-hidden="true" />
      <span className={styles.changesLabel}>Changes</span>
      {pending > 0 && (
        <>
          {' '}
          <span className={styles.badge}>{pending}</span>
          <span className="visually-hidden"> pending</span>
        </>
      )}
    </NavLink>
  );
}

/**
 * Change requests' steps from the relay: the count and the Changes lists refresh, and the
 * author is told when their request is approved, rejected, applied or failed.
 */
export function useChangeNotices(user: User) {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  useLiveChanges(['changeRequests'], (change) => {
    void invalidate(trpc.changeRequests.pathFilter());
    const notice = change.notice;
    if (!notice || notice.author !== user.username) return;
    if (change.procedure.endsWith('.failed') || change.procedure.endsWith('.reject'))
      toast.error(notice.text);
    else toast.success(notice.text);
  });
}
