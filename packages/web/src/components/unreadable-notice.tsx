import { unreadableItemsMessage } from '@pitboss/contracts';
import styles from './unreadable-notice.module.css';

/**
 * Says how many rows of a list the admin API sent that could not be read (the gateway leaves
 * them out and logs them): nothing when there are none.
 */
export function UnreadableNotice({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <p className={styles.notice} role="status">
      {unreadableItemsMessage(count)}
    </p>
  );
}
