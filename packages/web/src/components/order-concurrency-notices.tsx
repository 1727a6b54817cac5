import {
  editingOrderMessage,
  orderSavedByMessage,
  CONCURRENCY_MESSAGES as M,
} from '@pitboss/contracts';
import { moveRows } from '../lib/conflict-rows';
import type { OrderConcurrency } from '../lib/use-order-concurrency';
import { Button } from './button';
import { ConflictDialog } from './conflict-dialog';
import styles from './order-concurrency-notices.module.css';

interface Props {
  order: OrderConcurrency;
  /** The order as loaded (the conflict's difference is from it). */
  original: readonly string[];
  nameOf: (id: string) => string | undefined;
  saving: boolean;
  onOverwrite: () => void;
}

/**
 * An order mode's notices about other curators: who else has it open, a save of theirs (with
 * Reload, which keeps the user's moves), and the conflict dialog when a save met theirs.
 */
export function OrderConcurrencyNotices({ order, original, nameOf, saving, onOverwrite }: Props) {
  const names = order.editors.map((e) => e.displayName || e.username);
  const current = Array.isArray(order.conflict?.current) ? order.conflict.current.map(String) : [];
  return (
    <>
      {names.length > 0 && (
        <p className={styles.notice} role="status">
          {editingOrderMessage(names)}
        </p>
      )}
      {order.savedBy !== null && (
        <p className={styles.notice} role="alert">
          <span>{orderSavedByMessage(order.savedBy)}</span>
          <Button size="sm" loading={order.reloading} onClick={() => void order.reload()}>
            {M.reload}
          </Button>
        </p>
      )}
      <ConflictDialog
        conflict={order.conflict}
        kind="moves"
        rows={moveRows(original, current, nameOf)}
        pending={saving || order.reloading}
        onCancel={order.dismiss}
        onReload={() => void order.reload()}
        onOverwrite={onOverwrite}
      />
    </>
  );
}
