import { memo, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import clsx from 'clsx';
import { ArrowLeftRight, Hash } from 'lucide-react';
import type { OrderSlot } from '@pitboss/contracts';
import {
  DragHandle,
  sortableStyles,
  useSortableItem,
  type DragHandleBindings,
} from '../../../../components/sortable-grid';
import { SlotCardFace } from '../../components/slot-card-face';
import styles from './order-card.module.css';

export type CardAction = 'position' | 'swap';

interface Props {
  slot: OrderSlot;
  /** 1-based order number. */
  position: number;
  onAction: (id: string, action: CardAction) => void;
}

/** Keeps a press on a card's own buttons from starting a drag (mouse, touch or keyboard). */
const stop = (e: SyntheticEvent) => e.stopPropagation();

/**
 * A slot in order mode: its order number, drag handle (mouse and touch anywhere on the card;
 * keyboard on the handle: Space, arrows, Space), Shift-click → Set Order Position, Ctrl-click
 * (⌘ on a Mac) → Swap Position; the two small buttons do the same for touch and keyboard users.
 * Memoised: a move re-renders only the cards whose number changed. During a drag, dnd-kit
 * re-renders every sortable card at each pointer move (its context changes); only the `<li>`
 * and its transform render then, the card's content is memoised apart (`OrderCardContent`).
 */
export const OrderCard = memo(function OrderCard({ slot, position, onAction }: Props) {
  const { itemProps, handleProps } = useSortableItem(slot.id, { wholeCard: true });
  const onClick = (e: MouseEvent) => {
    if (e.shiftKey) onAction(slot.id, 'position');
    else if (e.ctrlKey || e.metaKey) onAction(slot.id, 'swap');
  };
  return (
    <li
      {...itemProps}
      className={clsx(styles.card, sortableStyles.item)}
      data-testid="order-card"
      data-slot-id={slot.id}
      aria-label={`${position}. ${slot.title}`}
      onClick={onClick}
    >
      <OrderCardContent slot={slot} position={position} onAction={onAction} handle={handleProps} />
    </li>
  );
});

const OrderCardContent = memo(function OrderCardContent({
  slot,
  position,
  onAction,
  handle,
}: Props & { handle: DragHandleBindings }) {
  return (
    <>
      <div className={styles.cardBar}>
        <DragHandle label={`Move ${slot.title}, position ${position}`} bindings={handle} />
        <span className={sortableStyles.position} data-testid="order-number">
          {position}
        </span>
        <span className={styles.cardTools}>
          <CardTool
            label={`Set position of ${slot.title}`}
            title="Set position (Shift-click)"
            onClick={() => onAction(slot.id, 'position')}
          >
            <Hash size={14} aria-hidden="true" />
          </CardTool>
          <CardTool
            label={`Swap ${slot.title}`}
            title="Swap with… (Ctrl-click)"
            onClick={() => onAction(slot.id, 'swap')}
          >
            <ArrowLeftRight size={14} aria-hidden="true" />
          </CardTool>
        </span>
      </div>
      <SlotCardFace slot={slot} titleTestId="order-title" />
    </>
  );
});

/** A card's tool button; it never starts a drag or reaches the card's own click. */
function CardTool({
  label,
  title,
  onClick,
  children,
}: {
  label: string;
  title: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      title={title}
      onPointerDown={stop}
      onMouseDown={stop}
      onTouchStart={stop}
      onKeyDown={stop}
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
    >
      {children}
    </button>
  );
}
