import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { toast } from 'sonner';
import { SLOT_MESSAGES, type OrderSlot } from '@pitboss/contracts';
import { useOrderConcurrency } from '../../../../lib/use-order-concurrency';
import { useLoadSlotsForOrdering } from '../api/use-load-slots-for-ordering';
import { initialOrderState, orderReducer } from '../lib/order-state';

/**
 * A group's order in order mode: loaded once on entry (a failure ends the mode), its slots by id,
 * the edit state, and its concurrency (the version the save is based on, a conflict, another
 * curator's save or presence); a reload after a conflict re-applies the user's moves.
 */
export function useGroupOrder(groupId: string, onLoadFailed: () => void) {
  const loadGroup = useLoadSlotsForOrdering();
  const [byId, setById] = useState<ReadonlyMap<string, OrderSlot> | null>(null);
  /** Rows of the group the admin API sent that could not be read (left out of the order). */
  const [unreadable, setUnreadable] = useState<number | undefined>();
  const [state, dispatch] = useReducer(orderReducer, undefined, () => initialOrderState());
  const failed = useRef(onLoadFailed);
  useEffect(() => {
    failed.current = onLoadFailed;
  });

  const fetchGroup = useCallback(async () => {
    const answer = await loadGroup(groupId);
    setById(new Map(answer.items.map((s) => [s.id, s])));
    setUnreadable(answer.unreadable);
    return { ids: answer.items.map((s) => s.id), version: answer.version };
  }, [groupId, loadGroup]);

  const order = useOrderConcurrency({
    target: `slots-order:${groupId}`,
    domain: 'slots',
    isSave: (c) => c.procedure === 'slots.bulkOrder' && c.targetId === groupId,
    reload: fetchGroup,
    original: state.original,
    mine: state.ids,
    rebase: (original, ids) => dispatch({ type: 'rebase', original, ids }),
  });

  const { loaded } = order;
  useEffect(() => {
    fetchGroup().then(
      ({ ids, version }) => {
        dispatch({ type: 'load', ids });
        loaded(version);
      },
      (err: unknown) => {
        console.error('Loading the group for ordering failed', err);
        toast.error(SLOT_MESSAGES.loadAllForOrderingFailed);
        failed.current();
      },
    );
  }, [fetchGroup, loaded]);

  return { byId, unreadable, state, dispatch, order };
}
