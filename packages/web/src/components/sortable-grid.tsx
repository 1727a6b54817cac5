import {
  useMemo,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import clsx from 'clsx';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import styles from './sortable-grid.module.css';

/** The state of a drag under way, for what the grid shows around its cards. */
export interface DragState {
  /** The id being dragged, or null. */
  activeId: string | null;
  /** The drag was started with the keyboard (Space on a handle). */
  keyboard: boolean;
}

export interface SortableGridProps {
  /** The ids on screen, in order. */
  ids: readonly string[];
  /** The list's accessible name (`<ol aria-label>`). */
  label: string;
  /** The name a screen reader hears for an item ("Picked up Starburst."). */
  nameOf: (id: string) => string;
  /** The 1-based position a screen reader hears for an item; defaults to its place in `ids`. */
  positionOf?: (id: string) => number;
  /**
   * A drop target that is not a card (e.g. a page of a strip): its description ("page 3"), or
   * null for a card.
   */
  describeTarget?: (id: string) => string | null;
  /** A drop: `activeId` dropped on `overId` (a card, or a target of `describeTarget`). */
  onMove: (activeId: string, overId: string) => void;
  renderItem: (id: string, index: number) => ReactNode;
  className?: string;
  /** `<ol start>`: the number of the first card on screen. */
  start?: number;
  collisionDetection?: CollisionDetection;
  /** Shown inside the drag context, before the cards (e.g. droppable page tiles). */
  before?: (drag: DragState) => ReactNode;
  /** What follows the pointer while dragging (by default the card itself moves). */
  overlay?: (activeId: string) => ReactNode;
}

/** The class names of a sortable card's shared parts: `item` (its `<li>`), `position`. */
export const sortableStyles = { item: styles.item, position: styles.position };

/** `ids` with `activeId` moved to the place of `overId` (the cards between shift by one). */
export function reorder(ids: readonly string[], activeId: string, overId: string): string[] {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return [...ids];
  return arrayMove([...ids], from, to);
}

/**
 * The one sortable order grid (dnd-kit): cards dragged with a mouse, by touch (press and hold),
 * or with the keyboard (focus a card's handle, Space, the arrow keys, Space; Escape cancels),
 * every step announced to screen readers. Each card is rendered by `renderItem` and uses
 * `useSortableItem` and `DragHandle`.
 */
export function SortableGrid({
  ids,
  label,
  nameOf,
  positionOf,
  describeTarget,
  onMove,
  renderItem,
  className,
  start,
  collisionDetection = closestCenter,
  before,
  overlay,
}: SortableGridProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [drag, setDrag] = useState<DragState>({ activeId: null, keyboard: false });
  const announcements = useMemo((): Announcements => {
    const name = (id: UniqueIdentifier) => nameOf(String(id));
    const where = (id: UniqueIdentifier) => {
      const target = describeTarget?.(String(id));
      if (target) return target;
      const position = positionOf ? positionOf(String(id)) : ids.indexOf(String(id)) + 1;
      return `position ${position}`;
    };
    return {
      onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
      onDragOver: ({ active, over }) =>
        over
          ? `${name(active.id)} is over ${where(over.id)}.`
          : `${name(active.id)} is no longer over a position.`,
      onDragEnd: ({ active, over }) =>
        over
          ? `${name(active.id)} was dropped at ${where(over.id)}.`
          : `${name(active.id)} was dropped.`,
      onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
    };
  }, [ids, nameOf, positionOf, describeTarget]);
  const idle = { activeId: null, keyboard: false };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      measuring={{ droppable: { strategy: MeasuringStrategy.WhileDragging } }}
      onDragStart={({ active, activatorEvent }) =>
        setDrag({
          activeId: String(active.id),
          keyboard: activatorEvent instanceof KeyboardEvent,
        })
      }
      onDragEnd={({ active, over }) => {
        setDrag(idle);
        if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
      }}
      onDragCancel={() => setDrag(idle)}
      accessibility={{ announcements }}
    >
      {before?.(drag)}
      <SortableContext items={ids as string[]} strategy={rectSortingStrategy}>
        <ol className={className} aria-label={label} start={start}>
          {ids.map((id, index) => renderItem(id, index))}
        </ol>
      </SortableContext>
      {overlay && (
        <DragOverlay dropAnimation={null}>
          {drag.activeId ? overlay(drag.activeId) : null}
        </DragOverlay>
      )}
    </DndContext>
  );
}

export interface SortableItem {
  /** Spread on the card's `<li>`. */
  itemProps: HTMLAttributes<HTMLElement> & {
    ref: (node: HTMLElement | null) => void;
    style: CSSProperties;
    'data-dragging'?: true;
  };
  /** Spread on the card's `DragHandle`. */
  handleProps: DragHandleBindings;
  isDragging: boolean;
}

export interface DragHandleBindings {
  ref: (node: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}

/**
 * One card of a `SortableGrid`. With `wholeCard`, a mouse or touch drag starts anywhere on the
 * card (the keyboard still starts on the handle).
 */
export function useSortableItem(id: string, { wholeCard = false } = {}): SortableItem {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  // The same object while the handle's bindings stay the same, so a card's memoised content
  // (which takes them) does not re-render on every pointer move of a drag.
  const handleProps = useMemo(
    () => ({
      ref: setActivatorNodeRef,
      attributes,
      listeners: wholeCard ? undefined : listeners,
    }),
    [setActivatorNodeRef, attributes, listeners, wholeCard],
  );
  return {
    itemProps: {
      ref: setNodeRef,
      // No transform on a card the drag has not moved: dnd-kit's translate3d(0, 0, 0) put each
      // card of the page on a composited layer of its own. Alternated bench runs of order mode's
      // drag: 5.5 % of frames missed a vsync with (median of 16 runs), 2.9 % without (44 runs).
      style: {
        transform: transform?.x || transform?.y ? CSS.Translate.toString(transform) : undefined,
        transition,
      },
      ...(isDragging ? { 'data-dragging': true as const } : {}),
      ...((wholeCard ? listeners : {}) as HTMLAttributes<HTMLElement>),
    },
    handleProps,
    isDragging,
  };
}

/** The grip button of a sortable card: the keyboard's way in, and the pointer's. */
export function DragHandle({
  label,
  bindings,
}: {
  /** E.g. "Drag Starburst" (the name a screen reader reads). */
  label: string;
  bindings: DragHandleBindings;
}) {
  const { ref, attributes, listeners } = bindings;
  return (
    <button
      type="button"
      ref={ref as Ref<HTMLButtonElement>}
      className={styles.handle}
      {...attributes}
      {...listeners}
      aria-roledescription="sortable"
      aria-label={label}
    >
      <GripVertical size={16} aria-hidden="true" />
    </button>
  );
}

/**
 * A list card of a `SortableGrid` whose drag starts on its grip: the `<li>` (named "3. Name"), the
 * grip and the position; `children` is the card's own content. `barClassName` wraps the grip and
 * the position in a bar of the screen's own look.
 */
export function SortableListCard({
  id,
  name,
  position,
  className,
  barClassName,
  testId,
  children,
}: {
  id: string;
  name: string;
  position: number;
  className?: string | undefined;
  barClassName?: string;
  testId: string;
  children: ReactNode;
}) {
  const { itemProps, handleProps } = useSortableItem(id);
  const bar = (
    <>
      <DragHandle label={`Drag ${name}`} bindings={handleProps} />
      <span className={styles.position}>#{position}</span>
    </>
  );
  return (
    <li
      {...itemProps}
      className={clsx(className, styles.item)}
      data-testid={testId}
      aria-label={`${position}. ${name}`}
    >
      {barClassName ? <div className={barClassName}>{bar}</div> : bar}
      {children}
    </li>
  );
}
