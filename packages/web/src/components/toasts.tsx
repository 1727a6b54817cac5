import { useEffect } from 'react';
import { Toaster, toast, useSonner } from 'sonner';

/**
 * The app's toasts, and the one rule they follow:
 * - they sit at the bottom left of the content, past the sidebar (on a phone: along the bottom),
 *   where no primary action lives — Save Order/Cancel, Create buttons, the modals' close and menu
 *   buttons are all at the top or the right;
 * - an error stays until it is dismissed (its close button; a hovered toast closes too);
 * - a success clears the errors shown before it, since what failed has now gone through.
 * Rendered inside the shell, so it follows the sidebar's width (collapsed or not).
 */
export function Toasts() {
  const { toasts } = useSonner();
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
      position="bottom-left"
      offset={{ left: 'calc(var(--current-sidebar) + var(--space-4))', bottom: 'var(--space-4)' }}
      mobileOffset={{ left: 'var(--space-3)', right: 'var(--space-3)', bottom: 'var(--space-3)' }}
      richColors
      closeButton
    />
  );
}
