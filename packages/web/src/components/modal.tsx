import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { FORM_MESSAGES } from '@pitboss/contracts';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { useUnsavedChanges } from './unsaved-changes';
import styles from './dialog.module.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title; hidden when not given (Radix wants a description or none). */
  description?: ReactNode;
  children: ReactNode;
  /** Buttons under the body. */
  footer?: ReactNode;
  size?: 'md' | 'lg';
  className?: string;
  /** Close on a click outside (default true). */
  closeOnOutsideClick?: boolean;
  onKeyDown?: React.KeyboardEventHandler<HTMLDivElement>;
  /**
   * The form inside holds unsaved input: Escape, an outside click, the close button and
   * `ModalCancel` ask before closing, and leaving the page (in the app or the tab) asks too.
   */
  dirty?: boolean;
}

/** Lets a form rendered inside a modal say that it holds unsaved input (`useModalDirty`). */
const ReportDirty = createContext<((dirty: boolean) => void) | null>(null);

/**
 * A form inside a `Modal` reports its unsaved input here, when the modal's owner does not know
 * it (the form keeps its own state): the modal then asks before closing, as with `dirty`.
 */
export function useModalDirty(dirty: boolean): void {
  const report = useContext(ReportDirty);
  // A layout effect, so the modal knows before the next key is handled: with a passive one, an
  // Escape pressed right after the first keystroke could close the form without asking.
  useLayoutEffect(() => {
    report?.(dirty);
    return () => report?.(false);
  }, [report, dirty]);
}

/**
 * A modal on Radix Dialog: focus trapped, Esc closes, 300 ms fade, a close
 * button named "Close". Every way of closing it passes one gate: while `dirty`, it asks first.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  className,
  closeOnOutsideClick = true,
  onKeyDown,
  dirty: dirtyProp = false,
}: ModalProps) {
  const [asking, setAsking] = useState(false);
  const [reported, setReported] = useState(false);
  const dirty = dirtyProp || reported;
  useUnsavedChanges(open && dirty, { message: FORM_MESSAGES.discardForm });
  const requestOpenChange = (next: boolean) => {
    if (!next && dirty) setAsking(true);
    else onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={requestOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={clsx(styles.content, size === 'lg' && styles.large, className)}
          onKeyDown={onKeyDown}
          onPointerDownOutside={(e) => {
            if (!closeOnOutsideClick) e.preventDefault();
          }}
          // Radix warns unless a dialog without a description says so explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close">
              <X size={18} aria-hidden="true" />
            </Dialog.Close>
          </div>
          {description && (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          )}
          <ReportDirty.Provider value={setReported}>{children}</ReportDirty.Provider>
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
      <ConfirmDialog
        open={open && asking}
        onOpenChange={setAsking}
        title={FORM_MESSAGES.discardTitle}
        message={FORM_MESSAGES.discardForm}
        confirmLabel={FORM_MESSAGES.discardConfirm}
        cancelLabel={FORM_MESSAGES.keepEditing}
        variant="danger"
        onConfirm={() => {
          setAsking(false);
          onOpenChange(false);
        }}
      />
    </Dialog.Root>
  );
}

/** A form modal's Cancel: closes through the modal's gate, so unsaved input is asked about. */
export function ModalCancel({
  disabled,
  children = 'Cancel',
}: {
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <Dialog.Close asChild>
      <Button variant="secondary" disabled={disabled}>
        {children}
      </Button>
    </Dialog.Close>
  );
}
