import { useEffect, useSyncExternalStore } from 'react';
import { Toaster, toast, useSonner } from 'sonner';

/**
 * The app's toasts, and the one rule they follow:
 * - they sit at the bottom left of the content, past the sidebar, where no primary action lives
 *   — Save Order/Cancel, Create buttons, the modals' close and menu buttons are all at the top or
 *   the right; on a phone, where a modal's Save and Cancel fill the bottom of the screen, they sit
 *   along the top instead;
 * - an error stays until it is dismissed (its close button; a hovered toast closes too);
 * - a success clears the errors shown before it, since what failed has now gone through.
 * Rendered inside the shell, so it follows the sidebar's width (collapsed or not).
 */
/** Sonner's own phone breakpoint: below it a toast takes the screen's whole width. */
const PHONE = '(max-width: 600px)';
const subscribe = (changed: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};
const onPhone = () => window.matchMedia(PHONE).matches;

export function Toasts() {
  const { toasts } = useSonner();
  const phone = useSyncExternalStore(subscribe, onPhone, () => false);
  useEffect(() => {
    // newest first: every error older than the latest success has been overtaken by it
    const latestSuccess = toasts.findIndex((t) => t.type === 'success');
    toasts.forEach((t, index) => {
      if (t.type !== 'error') return;
      if (latestSuccess !== -1 && index > latestSuccess) toast.dismiss(t.id);
      else if (t.duration !== Infinity)
        toast.error(t.title, { id: t.id, description: t.description, duration: Infinity });
    });
  }, [toasts]);
  return (
    <Toaster
      theme="dark"
      position={phone ? 'top-center' : 'bottom-left'}
      offset={{ left: 'calc(var(--current-sidebar) + var(--space-4))', bottom: 'var(--space-4)' }}
      mobileOffset={{ left: 'var(--space-3)', right: 'var(--space-3)', top: 'var(--space-3)' }}
      richColors
      closeButton
    />
  );
}
