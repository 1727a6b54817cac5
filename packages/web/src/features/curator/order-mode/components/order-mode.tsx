import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { closestCenter, type CollisionDetection } from '@dnd-kit/core';
import { SLOTS, SLOT_MESSAGES, slotOrderItems } from '@pitboss/contracts';
import { SortableGrid } from '../../../../components/sortable-grid';
import { Spinner } from '../../../../components/spinner';
import { OrderConcurrencyNotices } from '../../../../components/order-concurrency-notices';
import { UnreadableNotice } from '../../../../components/unreadable-notice';
import { useUnsavedChanges } from '../../../../components/unsaved-changes';
import { leavesList } from '../../../../lib/use-list-params';
import { SLOT_PARAMS } from '../../hooks/use-slot-filters';
import { errorMessage } from '../../../../lib/error-message';
import { useGroupOrder } from '../hooks/use-group-order';
import { isDirty, pageCount, type OrderAction } from '../lib/order-state';
import { STRIP_ID, pointerOnStrip } from '../lib/page-tiles';
import { useOrderKeys } from '../hooks/use-order-keys';
import { useSaveSlotOrder } from '../api/use-save-slot-order';
import { OrderCard, type CardAction } from './order-card';
import { OrderHeader } from './order-header';
import { OrderPager } from './order-pager';
import { PageStrip } from './page-strip';
import { PositionModal } from './position-modal';
import { SwapModal } from './swap-modal';
import styles from './order-mode.module.css';

/** Not quoted by the spec (it names no text for a failed slot-order save). */
const SAVE_FAILED = 'Failed to save slot order. Please try again.';
const PAGE_SIZE = SLOTS.orderEditPageSize;

export interface OrderModeExit {
  /** How many positions were saved, when the mode ends with a save. */
  saved?: number;
}

interface Props {
  groupId: string;
  groupName: string;
  /**
   * Changes whenever the list's filters (or the group) change: the mode then ends. With unsaved
   * moves, the URL change is held first and the curator asked (the same guard as leaving the page).
   */
  exitKey: string;
  onExit: (result?: OrderModeExit) => void;
}

/** Card drops inside the grid; the page strip wins when the pointer is on it. */
const collision: CollisionDetection = (args) => {
  const onStrip = pointerOnStrip(args);
  if (onStrip.length > 0) return onStrip;
  const cards = args.droppableContainers.filter((c) => c.id !== STRIP_ID);
  return closestCenter({ ...args, droppableContainers: cards });
};

const leavesSlotList = leavesList(SLOT_PARAMS);

/**
 * Slot order-edit mode: every slot of the group loaded once, shown 32 to a
 * page with order numbers; drag within the page or onto another page through the strip, set a
 * position (Shift-click) or swap (Ctrl-click); undo/redo; Save sends only the changed positions.
 */
export function OrderMode({ groupId, groupName, exitKey, onExit }: Props) {
  const onExitRef = useRef(onExit);
  useEffect(() => {
    onExitRef.current = onExit;
  });
  const save = useSaveSlotOrder();
  const { byId, unreadable, state, dispatch, order } = useGroupOrder(groupId, () =>
    onExitRef.current(),
  );
  const [page, setPage] = useState(1);
  const [positionFor, setPositionFor] = useState<string | null>(null);
  const [swapFor, setSwapFor] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const dirty = isDirty(state);
  const ids = state.ids;
  const total = ids.length;
  const pages = pageCount(total, PAGE_SIZE);
  const current = Math.min(page, pages);

  // A change of filters or group ends the mode (the guard below asks first when dirty).
  const [enteredWith] = useState(exitKey);
  useEffect(() => {
    if (exitKey !== enteredWith) onExitRef.current();
  }, [exitKey, enteredWith]);

  // Leaving the page, changing the slot list's URL or closing the tab with unsaved moves asks
  // first; the other sections' parameters (the providers' pages) leave the order alone.
  useUnsavedChanges(dirty && !save.isPending, { leaves: leavesSlotList });

  const act = useCallback(
    (action: OrderAction, message?: string) => {
      dispatch(action);
      if (message) setNote(message);
    },
    [dispatch],
  );
  useOrderKeys(act, positionFor !== null || swapFor !== null);

  // The ids of the page on screen: a new array only when that page's ids changed.
  const pageIdsOnScreen = useMemo(
    () => ids.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    [ids, current],
  );
  const titleOf = useCallback((id: string) => byId?.get(id)?.title ?? id, [byId]);
  const positionOf = useCallback((id: string) => ids.indexOf(id) + 1, [ids]);

  // The page under the pointer on the strip (set by the strip during a drag).
  const stripTarget = useRef<number | null>(null);
  const describeTarget = useCallback(
    (id: string) =>
      id !== STRIP_ID
        ? null
        : stripTarget.current === null
          ? 'the page strip'
          : `page ${stripTarget.current}`,
    [],
  );

  const onMove = (id: string, overId: string) => {
    if (overId === STRIP_ID) {
      const target = stripTarget.current;
      if (target === null) return;
      const to = Math.min((target - 1) * PAGE_SIZE, total - 1) + 1;
      act(
        { type: 'moveToPage', id, page: target, pageSize: PAGE_SIZE },
        `Moved “${titleOf(id)}” to position ${to} (page ${target}).`,
      );
      return;
    }
    const from = ids.indexOf(id);
    const to = ids.indexOf(overId);
    if (from < 0 || to < 0) return;
    act({ type: 'move', from, to }, `Moved “${titleOf(id)}” to position ${to + 1}.`);
  };

  const onCardAction = useCallback((id: string, action: CardAction) => {
    if (action === 'position') setPositionFor(id);
    else setSwapFor(id);
  }, []);

  const saving = useRef(false);
  const doSave = async (on = { ...state, base: order.base }) => {
    if (saving.current || !isDirty(on)) return; // guarded against double submission
    saving.current = true;
    const slotOrders = slotOrderItems(on.original, on.ids);
    try {
      await save.mutateAsync({ groupId, slotOrders, base: on.base });
      onExit({ saved: slotOrders.length });
    } catch (err) {
      if (!order.caught(err)) toast.error(errorMessage(err, SAVE_FAILED));
    } finally {
      saving.current = false;
    }
  };

  // Once loaded, bring the mode's header, strip and first row into view.
  const sectionRef = useRef<HTMLElement>(null);
  const shown = byId !== null;
  useEffect(() => {
    if (shown) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [shown]);

  if (!byId) {
    return (
      <div className={styles.loading} role="status">
        <Spinner size={24} label="Loading all slots for ordering" />
        <span>Loading all slots of {groupName} for ordering…</span>
      </div>
    );
  }

  return (
    <section
      ref={sectionRef}
      className={styles.mode}
      aria-label="Order editing"
      data-testid="order-mode"
    >
      <OrderHeader
        groupName={groupName}
        current={current}
        pages={pages}
        total={total}
        pageSize={PAGE_SIZE}
        dirty={dirty}
        canUndo={state.past.length > 0}
        canRedo={state.future.length > 0}
        saving={save.isPending}
        act={act}
        onCancel={() => onExit()}
        onSave={() => void doSave()}
      />
      <p className={styles.note} role="status" aria-live="polite">
        {note}
      </p>
      <UnreadableNotice count={unreadable} />
      <OrderConcurrencyNotices
        order={order}
        original={state.original}
        nameOf={(id) => byId.get(id)?.title}
        saving={save.isPending}
        onOverwrite={() => {
          const on = order.overwrite();
          if (on) void doSave({ ...on, past: [], future: [] });
        }}
      />
      {total === 0 ? (
        <p className={styles.empty}>{SLOT_MESSAGES.emptyForOrdering}</p>
      ) : (
        <SortableGrid
          ids={pageIdsOnScreen}
          label="Slot order"
          className={styles.grid}
          start={(current - 1) * PAGE_SIZE + 1}
          nameOf={titleOf}
          positionOf={positionOf}
          describeTarget={describeTarget}
          collisionDetection={collision}
          onMove={onMove}
          before={(drag) => (
            <>
              <PageStrip
                ids={ids}
                byId={byId}
                pageSize={PAGE_SIZE}
                pages={pages}
                current={current}
                onGoTo={setPage}
                disabled={drag.keyboard}
                target={stripTarget}
              />
              <OrderPager current={current} pages={pages} onGoTo={setPage} />
            </>
          )}
          renderItem={(id, i) => {
            const slot = byId.get(id);
            return slot ? (
              <OrderCard
                key={id}
                slot={slot}
                position={(current - 1) * PAGE_SIZE + i + 1}
                onAction={onCardAction}
              />
            ) : null;
          }}
          overlay={(activeId) => {
            const slot = byId.get(activeId);
            return slot ? (
              <div className={styles.overlayCard}>
                <strong>{slot.title}</strong>
                <span>{slot.displayProviderName ?? slot.providerName ?? ''}</span>
              </div>
            ) : null;
          }}
        />
      )}
      <PositionModal
        key={positionFor ?? 'none'}
        slot={positionFor ? (byId.get(positionFor) ?? null) : null}
        position={positionFor ? positionOf(positionFor) : 0}
        total={total}
        onClose={() => setPositionFor(null)}
        onSubmit={(id, position) => {
          setPositionFor(null);
          act(
            { type: 'setPosition', id, position },
            `Moved “${titleOf(id)}” to position ${position} (page ${Math.ceil(position / PAGE_SIZE)}).`,
          );
        }}
      />
      <SwapModal
        key={swapFor ?? 'none'}
        slot={swapFor ? (byId.get(swapFor) ?? null) : null}
        ids={ids}
        byId={byId}
        onClose={() => setSwapFor(null)}
        onSwap={(a, b) => {
          setSwapFor(null);
          act(
            { type: 'swap', a, b },
            `Swapped “${titleOf(a)}” (now ${positionOf(b)}) with “${titleOf(b)}” (now ${positionOf(a)}).`,
          );
        }}
      />
    </section>
  );
}
