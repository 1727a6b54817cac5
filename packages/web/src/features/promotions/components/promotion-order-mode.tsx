import { PROMOTION_MESSAGES } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { OrderConcurrencyNotices } from '../../../components/order-concurrency-notices';
import { UnreadableNotice } from '../../../components/unreadable-notice';
import { usePromotionOrder, type LoadedPromotionOrder } from '../hooks/use-promotion-order';
import { OrderGrid } from './order-grid';
import styles from './promotions.module.css';

interface Props {
  loaded: LoadedPromotionOrder;
  now: Date;
  /** Leaves the mode; `applied`: how many positions a save changed. */
  onExit: (applied?: number) => void;
}

/**
 * Edit Order mode of the Promotions screen: Save Order and Cancel in the header, the order grid,
 * and what other curators do meanwhile (who else has the order open, a save of theirs, the
 * conflict a stale save meets).
 */
export function PromotionOrderMode({ loaded, now, onExit }: Props) {
  const mode = usePromotionOrder(loaded, onExit);
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{PROMOTION_MESSAGES.screenTitle}</h1>
        <div className={styles.headerActions}>
          <Button variant="primary" loading={mode.saving} onClick={mode.save}>
            Save Order
          </Button>
          <Button onClick={mode.cancel} disabled={mode.saving}>
            Cancel
          </Button>
        </div>
      </header>
      <p className={styles.orderHint}>
        Drag a card by its handle, or focus a handle, press Space, move with the arrow keys and
        press Space again. Save Order sends only the positions that changed.
      </p>
      {/* promotions the admin API sent that could not be read: said before any move */}
      <UnreadableNotice count={mode.unreadable} />
      <OrderConcurrencyNotices
        order={mode.order}
        original={mode.original}
        nameOf={(id) => mode.byId.get(id)?.title}
        saving={mode.saving}
        onOverwrite={mode.overwrite}
      />
      <OrderGrid ids={mode.ids} byId={mode.byId} now={now} onChange={mode.move} />
    </>
  );
}
