import { useEffect } from 'react';
import type { OrderAction } from '../lib/order-state';

/**
 * Ctrl+Z undo, Ctrl+Shift+Z (or Ctrl+Y) redo, while no field or dialog has the keys
 * (`paused` while one of the mode's own dialogs is open).
 */
export function useOrderKeys(act: (action: OrderAction, note: string) => void, paused: boolean) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || paused) return;
      const t = e.target as HTMLElement | null;
      if (
        t &&
        (t.closest('input, textarea, select, [contenteditable="true"]') ||
          t.closest('[role="dialog"], [role="alertdialog"]'))
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
  }, [act, paused]);
}
