import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { SLOTS } from '@pitboss/contracts';
import styles from './demo-overlay.module.css';

/** The demo game in a 1200×675 frame; ×, a click outside or Escape closes it. */
export function DemoOverlay({
  url,
  title,
  onClose,
}: {
  url: string | null;
  title: string;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={url !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        {/* Radix listens for a press outside only from the task after it opens; a click on the
            backdrop closes the demo however soon it comes. */}
        <Dialog.Overlay
          className={styles.demoOverlay}
          data-testid="demo-overlay"
          onClick={onClose}
        />
        <Dialog.Content className={styles.demoContent} aria-describedby={undefined}>
          <Dialog.Title
            className="visually-hidden"
            style={{
              position: 'absolute',
              width: 1,
              height: 1,
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
            }}
          >
            Demo: {title}
          </Dialog.Title>
          {url && (
            <iframe
              className={styles.demoFrame}
              src={url}
              title={`Demo: ${title}`}
              width={SLOTS.demoFrame.width}
              height={SLOTS.demoFrame.height}
              allow="autoplay; fullscreen"
            />
          )}
          <Dialog.Close className={styles.demoClose} aria-label="Close demo">
            <X size={18} aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
