import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
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
}

/**
 * A modal on Radix Dialog: focus trapped, Esc closes, 300 ms fade, a close
 * button named "Close".
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
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
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
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
