import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

interface Anchoring {
  side: 'top' | 'bottom';
  align: 'start' | 'center' | 'end';
  sideOffset: number;
}

// until placed: invisible but focusable (a menu focuses its first item as it opens)
const HIDDEN: CSSProperties = { position: 'fixed', top: 0, left: 0, opacity: 0 };
const MARGIN = 8;

/**
 * Where a floating panel (a menu, a tooltip) goes next to its anchor: on `side` of it, `sideOffset`
 * pixels away, aligned at its start, centre or end; on the other side when it does not fit, and
 * kept inside the viewport (or the dialog it is in). Fixed positioning, measured against the panel's own containing block
 * (a dialog's transform makes one), and followed on scroll and resize while `open`.
 */
export function useAnchoredPosition(
  open: boolean,
  anchor: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  { side, align, sideOffset }: Anchoring,
): { style: CSSProperties; side: Anchoring['side'] } {
  const [placed, setPlaced] = useState<{ style: CSSProperties; side: Anchoring['side'] }>({
    style: HIDDEN,
    side,
  });

  useLayoutEffect(() => {
    if (!open) {
      setPlaced({ style: HIDDEN, side });
      return;
    }
    const place = () => {
      const a = anchor.current?.getBoundingClientRect();
      const el = panel.current;
      if (!a || !el) return;
      // where (0, 0) of the panel's containing block is on the screen
      const prev = el.style.cssText;
      el.style.top = '0px';
      el.style.left = '0px';
      const origin = el.getBoundingClientRect();
      el.style.cssText = prev;
      const { width, height } = origin;
      // inside a dialog (its scroll box clips the panel) the dialog's box, else the viewport
      const host = el.parentElement?.closest('[role="dialog"], [role="alertdialog"]');
      const box = host?.getBoundingClientRect() ?? {
        top: 0,
        left: 0,
        right: document.documentElement.clientWidth,
        bottom: document.documentElement.clientHeight,
      };

      const above = a.top - sideOffset - height;
      const below = a.bottom + sideOffset;
      let chosen = side;
      if (side === 'bottom' && below + height > box.bottom - MARGIN && above >= box.top + MARGIN)
        chosen = 'top';
      if (side === 'top' && above < box.top + MARGIN && below + height <= box.bottom - MARGIN)
        chosen = 'bottom';
      const top = chosen === 'top' ? above : below;

      let left =
        align === 'start'
          ? a.left
          : align === 'end'
            ? a.right - width
            : a.left + (a.width - width) / 2;
      left = Math.max(box.left + MARGIN, Math.min(left, box.right - width - MARGIN));

      setPlaced({
        side: chosen,
        style: { position: 'fixed', top: top - origin.top, left: left - origin.left },
      });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, anchor, panel, side, align, sideOffset]);

  return placed;
}
