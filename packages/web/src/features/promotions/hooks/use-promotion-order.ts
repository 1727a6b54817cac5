import { startTransition, useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { toast } from 'sonner';
import {
  PROMOTIONS,
  PROMOTION_MESSAGES,
  appliedChangesMessage,
  promotionOrderItems,
  type Promotion,
} from '@pitboss/contracts';
import { useUnsavedChanges } from '../../../components/unsaved-changes';
import { errorMessage } from '../../../lib/error-message';
import { useOrderConcurrency } from '../../../lib/use-order-concurrency';
import { useBulkOrderPromotions } from '../api/use-bulk-order-promotions';
import { useLoadPromotionsForOrdering } from '../api/use-load-promotions-for-ordering';

/** Every non-archived promotion as order mode loaded it, and the version of that order. */
export interface LoadedPromotionOrder {
  ids: string[];
  byId: Map<string, Promotion>;
  /** Promotions the admin API sent that could not be read (said in the mode; absent when 0). */
  unreadable?: number;
  version?: string;
}

async function loadOrder(
  load: ReturnType<typeof useLoadPromotionsForOrdering>,
): Promise<LoadedPromotionOrder> {
  const { items, unreadable, version } = await load();
  return {
    ids: items.map((p) => p.id),
    byId: new Map(items.map((p) => [p.id, p])),
    ...(unreadable ? { unreadable } : {}),
    ...(version ? { version } : {}),
  };
}

/**
 * Edit Order on the Promotions screen: entering loads every non-archived promotion (duplicate
 * requests ignored, nothing to order said), leaving after a save shows 'Order Saved
 * Successfully!' with what was applied for a while.
 */
export function usePromotionOrderEntry() {
  const [loaded, setLoaded] = useState<LoadedPromotionOrder | null>(null);
  const load = useLoadPromotionsForOrdering();
  const [loading, startLoading] = useTransition();
  const busy = useRef(false);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    if (!saved) return;
    const t = setTimeout(() => setSaved(null), PROMOTIONS.orderOverlayMs);
    return () => clearTimeout(t);
  }, [saved]);

  const enter = () => {
    if (busy.current || loaded) return; // duplicate requests are ignored
    busy.current = true;
    startLoading(async () => {
      try {
        const order = await loadOrder(load);
        if (order.ids.length === 0 && !order.unreadable) {
          toast.info(PROMOTION_MESSAGES.emptyForOrdering);
          return;
        }
        startTransition(() => setLoaded(order));
      } catch {
        toast.error(PROMOTION_MESSAGES.loadAllForOrderingFailed);
      } finally {
        busy.current = false;
      }
    });
  };

  /** Leaves order mode; `applied`: how many positions a save changed. */
  const exit = useCallback((applied?: number) => {
    setLoaded(null);
    if (applied !== undefined) setSaved(appliedChangesMessage(applied));
  }, []);

  return { loaded, saved, enter, exit, loading };
}

/**
 * The order mode itself, mounted while it is open: the edited order (unsaved moves guard the way
 * out), saved as the changed positions only and based on the order as loaded. Another curator's
 * save meanwhile is a conflict (Reload keeps the user's moves on the current order; Overwrite
 * saves the user's order on purpose), their save is announced at once, and who else has the
 * order open is said. A refused save says the gateway's reason.
 */
export function usePromotionOrder(loaded: LoadedPromotionOrder, exit: (applied?: number) => void) {
  const load = useLoadPromotionsForOrdering();
  const bulkOrder = useBulkOrderPromotions();
  const busy = useRef(false);
  const [state, setState] = useState(() => ({
    original: loaded.ids,
    ids: loaded.ids,
    byId: loaded.byId,
    unreadable: loaded.unreadable,
  }));

  const reload = useCallback(async () => {
    const fresh = await loadOrder(load);
    setState((s) => ({ ...s, byId: fresh.byId, unreadable: fresh.unreadable }));
    return { ids: fresh.ids, version: fresh.version };
  }, [load]);
  const order = useOrderConcurrency({
    target: 'promotions-order',
    domain: 'promotions',
    isSave: (c) => c.procedure === 'promotions.bulkOrder',
    reload,
    original: state.original,
    mine: state.ids,
    rebase: (original, ids) => setState((s) => ({ ...s, original, ids })),
  });
  const { loaded: loadedAt } = order;
  useEffect(() => {
    loadedAt(loaded.version);
  }, [loadedAt, loaded.version]);

  const dirty = state.ids.some((id, i) => id !== state.original[i]);
  // leaving the page (or closing the tab) with unsaved order changes asks first
  useUnsavedChanges(dirty && !bulkOrder.isPending, {
    leaves: (current, next) => current.pathname !== next.pathname,
  });

  const save = async (on = { original: state.original, ids: state.ids, base: order.base }) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const items = promotionOrderItems(on.original, on.ids);
      await bulkOrder.mutateAsync({ promotionOrders: items, base: on.base });
      exit(items.length);
    } catch (err) {
      if (!order.caught(err))
        toast.error(PROMOTION_MESSAGES.saveOrderFailed, {
          description: errorMessage(err, '') || undefined,
        });
    } finally {
      busy.current = false;
    }
  };

  const cancel = () => {
    try {
      exit();
    } catch {
      toast.error(PROMOTION_MESSAGES.cancelOrderFailed);
    }
  };

  return {
    ...state,
    order,
    save: () => void save(),
    /** Saves the user's order over the current one, based on its version. */
    overwrite: () => {
      const on = order.overwrite();
      if (on) void save(on);
    },
    cancel,
    move: (ids: string[]) => setState((s) => ({ ...s, ids })),
    saving: bulkOrder.isPending,
  };
}
