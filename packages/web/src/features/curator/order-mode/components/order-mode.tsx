import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { toast } from 'sonner';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { ChevronLeft, ChevronRight, Redo2, Undo2 } from 'lucide-react';
import { SLOTS, SLOT_MESSAGES, slotOrderItems, type Slot } from '@pitboss/contracts';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Spinner } from '../../../../components/spinner';
import { errorMessage } from '../../../../lib/trpc';
import { useLoadSlotsForOrdering } from '../api/use-load-slots-for-ordering';
import { useSaveSlotOrder } from '../api/use-save-slot-order';
import {
  initialOrderState,
  isDirty,
  orderReducer,
  pageCount,
  type OrderAction,
} from '../order-state';
import { OrderCard, type CardAction } from './order-card';
import { PageStrip, TILE_PREFIX, tilePage } from './page-strip';
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

/** Card drops inside the grid; page tiles of the strip win when the pointer is on one. */
const collision: CollisionDetection = (args) => {
  const tiles = args.droppableContainers.filter((c) => String(c.id).startsWith(TILE_PREFIX));
  const onTile = pointerWithin({ ...args, droppableContainers: tiles });
  if (onTile.length > 0) return onTile;
  const cards = args.droppableContainers.filter((c) => !String(c.id).startsWith(TILE_PREFIX));
  return closestCenter({ ...args, droppableContainers: cards });
};

/**
 * Slot order-edit mode (spec 1 §2, §4, §5): every slot of the group loaded once, shown 32 to a
 * page with order numbers; drag within the page or onto another page through the strip, set a
 * position (Shift-click) or swap (Ctrl-click); undo/redo; Save sends only the changed positions.
 */
export function OrderMode({ groupId, groupName, exitKey, onExit }: Props) {
  const load = useLoadSlotsForOrdering();
  const save = useSaveSlotOrder();
  const [byId, setById] = useState<ReadonlyMap<string, Slot> | null>(null);
  const [state, dispatch] = useReducer(orderReducer, undefined, () => initialOrderState());
  const [page, setPage] = useState(1);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [keyboardDrag, setKeyboardDrag] = useState(false);
  const [positionFor, setPositionFor] = useState<string | null>(null);
  const [swapFor, setSwapFor] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const saving = useRef(false);
  const dirty = isDirty(state);
  const total = state.ids.length;
  const pages = pageCount(total, PAGE_SIZE);
  const current = Math.min(page, pages);

  // Enter: load the whole group once; a failure aborts the mode (spec 1 §8).
  const onExitRef = useRef(onExit);
  onExitRef.current = onExit;
  const { mutate: loadGroup } = load;
  useEffect(() => {
    loadGroup(groupId, {
      onSuccess: (slots) => {
        setById(new Map(slots.map((s) => [s.id, s])));
        dispatch({ type: 'load', ids: slots.map((s) => s.id) });
      },
      onError: (err) => {
        console.error('Loading the group for ordering failed', err);
        toast.error(SLOT_MESSAGES.loadAllForOrderingFailed);
        onExitRef.current();
      },
    });
  }, [groupId, loadGroup]);

  // A change of filters or group ends the mode (the blocker below asks first when dirty).
  const enteredWith = useRef(exitKey);
  useEffect(() => {
    if (exitKey !== enteredWith.current) onExitRef.current();
  }, [exitKey]);

  // Leaving the page or changing the list's URL with unsaved moves asks first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !saving.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  // Closing or reloading the tab with unsaved moves: the browser's own prompt.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const act = useCallback((action: OrderAction, message?: string) => {
    dispatch(action);
    if (message) setNote(message);
  }, []);

  // Ctrl+Z undo, Ctrl+Shift+Z (or Ctrl+Y) redo, while no field or dialog has the keys.
  const modalOpen = positionFor !== null || swapFor !== null || blocker.state === 'blocked';
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || modalOpen) return;
      const t = e.target as HTMLElement | null;
      if (
        t &&
        (t.closest('input, textarea, select, [contenteditable="true"]') ||
          t.closest('[role="dialog"]'))
      )
        return;
      const key = e.key.toLowerCase();
      if (key === 'z') {
        e.preventDefault();
        act({ type: e.shiftKey ? 'redo' : 'undo' }, e.shiftKey ? 'Redone.' : 'Undone.');
      } else if (key === 'y') {
        e.preventDefault();
        act({ type: 'redo' }, 'Redone.');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [act, modalOpen]);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // The ids of the page on screen: a new array only when that page's ids changed.
  const ids = state.ids;
  const pageIdsOnScreen = useMemo(
    () => ids.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    [ids, current],
  );

  const titleOf = useCallback((id: string) => byId?.get(id)?.title ?? id, [byId]);

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    setActiveId(String(active.id));
    setKeyboardDrag(activatorEvent instanceof KeyboardEvent);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    setKeyboardDrag(false);
    if (!over) return;
    const id = String(active.id);
    const target = tilePage(over.id);
    if (target !== null) {
      const to = Math.min((target - 1) * PAGE_SIZE, total - 1) + 1;
      act(
        { type: 'moveToPage', id, page: target, pageSize: PAGE_SIZE },
        `Moved “${titleOf(id)}” to position ${to} (page ${target}).`,
      );
      return;
    }
    if (active.id === over.id) return;
    const from = ids.indexOf(id);
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    act({ type: 'move', from, to }, `Moved “${titleOf(id)}” to position ${to + 1}.`);
  };

  const onCardAction = useCallback((id: string, action: CardAction) => {
    if (action === 'position') setPositionFor(id);
    else setSwapFor(id);
  }, []);

  const doSave = async () => {
    if (saving.current || !dirty) return; // guarded against double submission
    saving.current = true;
    const slotOrders = slotOrderItems(state.original, state.ids);
    try {
      await save.mutateAsync({ groupId, slotOrders });
      onExit({ saved: slotOrders.length });
    } catch (err) {
      toast.error(errorMessage(err, SAVE_FAILED));
    } finally {
      saving.current = false;
    }
  };

  const announcements = useMemo(
    () => ({
      onDragStart: ({ active }: { active: { id: string | number } }) =>
        `Picked up ${titleOf(String(active.id))}.`,
      onDragOver: ({
        active,
        over,
      }: {
        active: { id: string | number };
        over: { id: string | number } | null;
      }) => {
        if (!over) return `${titleOf(String(active.id))} is no longer over a position.`;
        const p = tilePage(over.id);
        return p !== null
          ? `${titleOf(String(active.id))} is over page ${p}.`
          : `${titleOf(String(active.id))} is over position ${ids.indexOf(String(over.id)) + 1}.`;
      },
      onDragEnd: ({
        active,
        over,
      }: {
        active: { id: string | number };
        over: { id: string | number } | null;
      }) => {
        if (!over) return `${titleOf(String(active.id))} was dropped.`;
        const p = tilePage(over.id);
        return p !== null
          ? `${titleOf(String(active.id))} was dropped on page ${p}.`
          : `${titleOf(String(active.id))} was dropped at position ${ids.indexOf(String(over.id)) + 1}.`;
      },
      onDragCancel: ({ active }: { active: { id: string | number } }) =>
        `Moving ${titleOf(String(active.id))} was cancelled.`,
    }),
    [ids, titleOf],
  );

  // Once loaded, bring the mode's header, strip and first row into view.
  const sectionRef = useRef<HTMLElement>(null);
  const loaded = byId !== null;
  useEffect(() => {
    if (loaded) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  if (!byId) {
    return (
      <div className={styles.loading} role="status">
        <Spinner size={24} label="Loading all slots for ordering" />
        <span>Loading all slots of {groupName} for ordering…</span>
      </div>
    );
  }

  const positionSlot = positionFor ? (byId.get(positionFor) ?? null) : null;
  const swapSlot = swapFor ? (byId.get(swapFor) ?? null) : null;
  const activeSlot = activeId ? byId.get(activeId) : undefined;

  return (
    <section
      ref={sectionRef}
      className={styles.mode}
      aria-label="Order editing"
      data-testid="order-mode"
    >
      <header className={styles.header}>
        <div className={styles.headerText}>
          <h3 className={styles.title}>Edit Order · {groupName}</h3>
          <p className={styles.meta} data-testid="order-meta">
            <span>
              Page <strong>{current}</strong> of {pages}
            </span>
            <span>
              <strong>{total.toLocaleString()}</strong> slots
            </span>
            <span>{PAGE_SIZE} per page</span>
            {dirty && <span className={styles.unsaved}>Unsaved changes</span>}
          </p>
          <p className={styles.hint}>
            Drag a card (or focus its handle and press Space, arrows, Space). Drop it on a page of
            the strip to move it there. Shift-click: set position · Ctrl-click: swap.
          </p>
        </div>
        <div className={styles.headerActions}>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => act({ type: 'undo' }, 'Undone.')}
            disabled={state.past.length === 0}
            title="Undo (Ctrl+Z)"
            aria-label="Undo"
          >
            <Undo2 size={16} aria-hidden="true" />
            <span className={styles.wideOnly}>Undo</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => act({ type: 'redo' }, 'Redone.')}
            disabled={state.future.length === 0}
            title="Redo (Ctrl+Shift+Z)"
            aria-label="Redo"
          >
            <Redo2 size={16} aria-hidden="true" />
            <span className={styles.wideOnly}>Redo</span>
          </Button>
          <Button onClick={() => onExit()} disabled={save.isPending}>
            Cancel
          </Button>
          <Button variant="primary" onClick={doSave} loading={save.isPending} disabled={!dirty}>
            Save Order
          </Button>
        </div>
      </header>
      <p className={styles.note} role="status" aria-live="polite">
        {note}
      </p>
      {total === 0 ? (
        <p className={styles.empty}>{SLOT_MESSAGES.emptyForOrdering}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={collision}
          measuring={{ droppable: { strategy: MeasuringStrategy.WhileDragging } }}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => {
            setActiveId(null);
            setKeyboardDrag(false);
          }}
          accessibility={{ announcements }}
        >
          <PageStrip
            ids={ids}
            byId={byId}
            pageSize={PAGE_SIZE}
            pages={pages}
            current={current}
            onGoTo={setPage}
            disabled={keyboardDrag}
          />
          <nav className={styles.pager} aria-label="Order pages">
            <Button
              size="sm"
              onClick={() => setPage(Math.max(1, current - 1))}
              disabled={current <= 1}
            >
              <ChevronLeft size={16} aria-hidden="true" /> Previous
            </Button>
            <span className={styles.pagerText}>
              Page {current} of {pages}
            </span>
            <Button
              size="sm"
              onClick={() => setPage(Math.min(pages, current + 1))}
              disabled={current >= pages}
            >
              Next <ChevronRight size={16} aria-hidden="true" />
            </Button>
          </nav>
          <SortableContext items={pageIdsOnScreen as string[]} strategy={rectSortingStrategy}>
            <ol
              className={styles.grid}
              aria-label="Slot order"
              start={(current - 1) * PAGE_SIZE + 1}
            >
              {pageIdsOnScreen.map((id, i) => {
                const slot = byId.get(id);
                return slot ? (
                  <OrderCard
                    key={id}
                    slot={slot}
                    position={(current - 1) * PAGE_SIZE + i + 1}
                    onAction={onCardAction}
                  />
                ) : null;
              })}
            </ol>
          </SortableContext>
          <DragOverlay dropAnimation={null}>
            {activeSlot ? (
              <div className={styles.overlayCard}>
                <strong>{activeSlot.title}</strong>
                <span>{activeSlot.displayProviderName ?? activeSlot.providerName ?? ''}</span>
              </div>
            ) : null}
          </DragOverlay>
        </DndContext>
      )}
      <PositionModal
        key={positionFor ?? 'none'}
        slot={positionSlot}
        position={positionFor ? ids.indexOf(positionFor) + 1 : 0}
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
        slot={swapSlot}
        ids={ids}
        byId={byId}
        onClose={() => setSwapFor(null)}
        onSwap={(a, b) => {
          setSwapFor(null);
          act(
            { type: 'swap', a, b },
            `Swapped “${titleOf(a)}” (now ${ids.indexOf(b) + 1}) with “${titleOf(b)}” (now ${ids.indexOf(a) + 1}).`,
          );
        }}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title="Discard order changes?"
        message="You have unsaved order changes. Leaving order mode now discards them."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        variant="danger"
        onConfirm={() => {
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      />
    </section>
  );
}
