import { useEffect, useMemo } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import clsx from 'clsx';
import { GripVertical, Save, X } from 'lucide-react';
import type { Provider } from '@pitboss/contracts';
import { Button } from '../../../../components/button';
import curator from '../../components/curator.module.css';
import styles from './providers.module.css';

interface Props {
  /** The order when the mode opened. */
  before: string[];
  ids: string[];
  byId: Map<string, Provider>;
  onChange: (ids: string[]) => void;
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
}

/**
 * Provider Edit Order mode (spec 1 §2, §4): every non-archived provider, dragged by its handle
 * with a pointer, touch or the keyboard (focus the handle, Space, arrows, Space).
 */
export function ProviderOrderMode({
  before,
  ids,
  byId,
  onChange,
  onSave,
  onCancel,
  saving,
}: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const moved = useMemo(() => ids.filter((id, i) => before[i] !== id).length, [ids, before]);
  // Unsaved moves: the browser asks before a reload or closing the tab.
  useEffect(() => {
    if (moved === 0) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [moved]);
  const name = (id: string | number) => byId.get(String(id))?.displayName ?? String(id);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onChange(arrayMove(ids, from, to));
  };

  return (
    <>
      <div className={styles.orderBar} role="group" aria-label="Provider order">
        <p className={curator.hint} aria-live="polite">
          {ids.length} providers · {moved === 0 ? 'no changes' : `${moved} positions changed`} ·
          drag a handle, or focus it and press Space, the arrow keys, then Space
        </p>
        <div className={styles.headerActions}>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            <X size={16} aria-hidden="true" /> Cancel
          </Button>
          <Button variant="primary" onClick={onSave} loading={saving}>
            <Save size={16} aria-hidden="true" /> Save Order
          </Button>
        </div>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
            onDragOver: ({ active, over }) =>
              over
                ? `${name(active.id)} is over position ${ids.indexOf(String(over.id)) + 1}.`
                : `${name(active.id)} is no longer over a position.`,
            onDragEnd: ({ active, over }) =>
              over
                ? `${name(active.id)} was dropped at position ${ids.indexOf(String(over.id)) + 1}.`
                : `${name(active.id)} was dropped.`,
            onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
          },
        }}
      >
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          <ol className={styles.orderGrid} aria-label="Providers in display order">
            {ids.map((id, index) => {
              const p = byId.get(id);
              return p ? (
                <SortableProvider
                  key={id}
                  provider={p}
                  position={index + 1}
                  moved={before[index] !== id}
                />
              ) : null;
            })}
          </ol>
        </SortableContext>
      </DndContext>
    </>
  );
}

function SortableProvider({
  provider,
  position,
  moved,
}: {
  provider: Provider;
  position: number;
  moved: boolean;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: provider.id });
  return (
    <li
      ref={setNodeRef}
      className={clsx(
        styles.orderCard,
        moved && styles.orderCardMoved,
        isDragging && styles.dragging,
      )}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="provider-order-card"
      aria-label={`${position}. ${provider.displayName}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${provider.displayName}`}
        aria-roledescription="sortable"
      >
        <GripVertical size={16} aria-hidden="true" />
      </button>
      <span className={styles.position}>#{position}</span>
      <span className={styles.orderName} title={provider.displayName}>
        {provider.displayName}
      </span>
      <span
        className={clsx(styles.dot, provider.live && styles.dotLive)}
        style={{ marginLeft: 'auto' }}
        role="img"
        aria-label={provider.live ? 'Live' : 'Offline'}
        title={provider.live ? 'Live' : 'Offline'}
      />
    </li>
  );
}
