import type { ReactNode } from 'react';
import { Redo2, Undo2 } from 'lucide-react';
import { Button } from '../../../../components/button';
import type { OrderAction } from '../lib/order-state';
import styles from './order-mode.module.css';

interface Props {
  groupName: string;
  current: number;
  pages: number;
  total: number;
  pageSize: number;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  saving: boolean;
  act: (action: OrderAction, note: string) => void;
  onCancel: () => void;
  onSave: () => void;
}

/** Order mode's header: where the curator is, Unsaved changes, Undo, Redo, Cancel, Save Order. */
export function OrderHeader({
  groupName,
  current,
  pages,
  total,
  pageSize,
  dirty,
  canUndo,
  canRedo,
  saving,
  act,
  onCancel,
  onSave,
}: Props) {
  return (
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
          <span>{pageSize} per page</span>
          {dirty && <span className={styles.unsaved}>Unsaved changes</span>}
        </p>
        <p className={styles.hint}>
          Drag a card (or focus its handle and press Space, arrows, Space). Drop it on a page of the
          strip to move it there. Shift-click: set position · Ctrl-click: swap.
        </p>
      </div>
      <div className={styles.headerActions}>
        <HistoryButton
          label="Undo"
          title="Undo (Ctrl+Z)"
          icon={<Undo2 size={16} aria-hidden="true" />}
          disabled={!canUndo}
          onClick={() => act({ type: 'undo' }, 'Undone.')}
        />
        <HistoryButton
          label="Redo"
          title="Redo (Ctrl+Shift+Z)"
          icon={<Redo2 size={16} aria-hidden="true" />}
          disabled={!canRedo}
          onClick={() => act({ type: 'redo' }, 'Redone.')}
        />
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button variant="primary" onClick={onSave} loading={saving} disabled={!dirty}>
          Save Order
        </Button>
      </div>
    </header>
  );
}

/** Undo or Redo: an icon, and its word on wide screens. */
function HistoryButton({
  label,
  title,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  title: string;
  icon: ReactNode;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={onClick}
      disabled={disabled}
      title={title}
      aria-label={label}
    >
      {icon}
      <span className={styles.wideOnly}>{label}</span>
    </Button>
  );
}
