import { startTransition, useEffect, useRef, useState, useTransition } from 'react';
import { toast } from 'sonner';
import {
  PROMOTIONS,
  PROMOTION_MESSAGES,
  appliedChangesMessage,
  promotionOrderItems,
  type Promotion,
} from '@pitboss/contracts';
import { useUnsavedChanges } from '../../../components/unsaved-changes';
import { errorMessage } from '../../../lib/trpc';
import { useBulkOrderPromotions } from '../api/use-bulk-order-promotions';
import { useLoadPromotionsForOrdering } from '../api/use-load-promotions-for-ordering';

interface OrderState {
  original: string[];
  ids: string[];
  byId: Map<string, Promotion>;
  /** Promotions the admin API sent that could not be read (said in the mode; absent when 0). */
  unreadable?: number;
}

/**
 * Edit Order mode of the Promotions screen: load every non-archived promotion, hold
 * the edited order (unsaved moves guard the way out), save only the changed positions and show
 * 'Order Saved Successfully!' for a while. A refused save says the gateway's reason.
 */
export function usePromotionOrder() {
  const [order, setOrder] = useState<OrderState | null>(null);
  const loadForOrdering = useLoadPromotionsForOrdering();
  const [loading, startLoading] = useTransition();
  const bulkOrder = useBulkOrderPromotions();
  const busy = useRef(false);
  const [saved, setSaved] = useState<string | null>(null);

  const dirty = order !== null && order.ids.some((id, i) => id !== order.original[i]);
  // leaving the page (or closing the tab) with unsaved order changes asks first
  useUnsavedChanges(dirty, { leaves: (current, next) => current.pathname !== next.pathname });

  useEffect(() => {
    if (!saved) return;
    const t = setTimeout(() => setSaved(null), PROMOTIONS.orderOverlayMs);
    return () => clearTimeout(t);
  }, [saved]);

  const enter = () => {
    if (busy.current || order) return; // duplicate requests are ignored
    busy.current = true;
    startLoading(async () => {
      try {
        const { items, unreadable } = await loadForOrdering();
        if (items.length === 0 && !unreadable) {
          toast.info(PROMOTION_MESSAGES.emptyForOrdering);
          return;
        }
        const ids = items.map((p) => p.id);
        const byId = new Map(items.map((p) => [p.id, p]));
        startTransition(() =>
          setOrder({ original: ids, ids, byId, ...(unreadable ? { unreadable } : {}) }),
        );
      } catch {
        toast.error(PROMOTION_MESSAGES.loadAllForOrderingFailed);
      } finally {
        busy.current = false;
      }
    });
  };

  const save = async () => {
    if (busy.current || !order) return;
    busy.current = true;
    try {
      const items = promotionOrderItems(order.original, order.ids);
      await bulkOrder.mutateAsync({ promotionOrders: items });
      setOrder(null);
      setSaved(appliedChangesMessage(items.length));
    } catch (err) {
      toast.error(PROMOTION_MESSAGES.saveOrderFailed, {
        description: errorMessage(err, '') || undefined,
      });
    } finally {
      busy.current = false;
    }
  };

  const cancel = () => {
    try {
      setOrder(null);
    } catch {
      toast.error(PROMOTION_MESSAGES.cancelOrderFailed);
    }
  };

  const move = (ids: string[]) => setOrder((o) => (o ? { ...o, ids } : o));

  return {
    order,
    saved,
    enter,
    save,
    cancel,
    move,
    loading,
    saving: bulkOrder.isPending,
  };
}
