import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDndMonitor, useDroppable } from '@dnd-kit/core';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { miniCardText, type OrderSlot } from '@pitboss/contracts';
import styles from './page-strip.module.css';

/** Droppable ids of the strip's pages: `page-tile:<1-based page>`. */
export const TILE_PREFIX = 'page-tile:';
const tileId = (page: number) => `${TILE_PREFIX}${page}`;
export const tilePage = (id: string | number): number | null => {
  const s = String(id);
  return s.startsWith(TILE_PREFIX) ? Number(s.slice(TILE_PREFIX.length)) : null;
};

/** Tile width and gap in px (the strip positions tiles itself, so it renders only visible ones). */
const TILE_WIDTH = 216;
const TILE_GAP = 8;
const STRIDE = TILE_WIDTH + TILE_GAP;
/** Tiles rendered beyond each edge of the visible part. */
const OVERSCAN = 2;
/** Within this many px of an edge, a drag scrolls the strip. */
const EDGE = 56;

interface Props {
  ids: readonly string[];
  byId: ReadonlyMap<string, OrderSlot>;
  pageSize: number;
  pages: number;
  current: number;
  onGoTo: (page: number) => void;
  /** True during a keyboard drag: keyboard moves stay within the page grid. */
  disabled: boolean;
}

/**
 * The preview strip of all pages (spec 1 §2): scrolls left and right, each page is a drop target
 * (a slot dropped on a page goes to that page's first place) and a button that opens the page.
 * Only the tiles in view (plus two each side) are rendered, so a group of 1,000+ slots costs a
 * handful of tiles, not a thousand mini-cards; a drag near either edge scrolls the strip.
 */
export function PageStrip({ ids, byId, pageSize, pages, current, onGoTo, disabled }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ left: 0, width: 1200 });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (el) setView({ left: el.scrollLeft, width: el.clientWidth });
  }, []);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      ro.disconnect();
      el.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [measure]);

  // Keep the current page's tile in view.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const start = (current - 1) * STRIDE;
    if (start < el.scrollLeft || start + TILE_WIDTH > el.scrollLeft + el.clientWidth)
      el.scrollTo({ left: Math.max(0, start - (el.clientWidth - TILE_WIDTH) / 2) });
  }, [current]);

  // A drag near an edge of the strip scrolls it (dnd-kit scrolls the drag's own ancestors only).
  const edge = useRef({ dir: 0, frame: 0 });
  const stopEdge = () => {
    cancelAnimationFrame(edge.current.frame);
    edge.current.dir = 0;
  };
  useDndMonitor({
    onDragMove({ activatorEvent, delta }) {
      const el = scroller.current;
      const start = pointOf(activatorEvent);
      if (!el || !start) return;
      const x = start.x + delta.x;
      const y = start.y + delta.y;
      const r = el.getBoundingClientRect();
      const inside = y >= r.top && y <= r.bottom && x >= r.left - EDGE && x <= r.right + EDGE;
      const dir = !inside ? 0 : x < r.left + EDGE ? -1 : x > r.right - EDGE ? 1 : 0;
      if (dir === edge.current.dir) return;
      stopEdge();
      edge.current.dir = dir;
      if (dir === 0) return;
      const step = () => {
        el.scrollLeft += dir * 14;
        edge.current.frame = requestAnimationFrame(step);
      };
      edge.current.frame = requestAnimationFrame(step);
    },
    onDragEnd: stopEdge,
    onDragCancel: stopEdge,
  });
  useEffect(() => stopEdge, []);

  const scrollBy = (dir: number) =>
    scroller.current?.scrollBy({
      left: dir * Math.max(STRIDE, view.width * 0.8),
      behavior: 'smooth',
    });

  const first = Math.max(1, Math.floor(view.left / STRIDE) + 1 - OVERSCAN);
  const last = Math.min(pages, Math.ceil((view.left + view.width) / STRIDE) + OVERSCAN);
  const tiles = [];
  for (let p = first; p <= last; p += 1) {
    tiles.push(
      <PageTile
        key={p}
        page={p}
        ids={ids}
        from={(p - 1) * pageSize}
        to={Math.min(ids.length, p * pageSize)}
        byId={byId}
        current={p === current}
        onGoTo={onGoTo}
        disabled={disabled}
      />,
    );
  }

  return (
    <div className={styles.strip}>
      <button
        type="button"
        className={styles.stripArrow}
        aria-label="Scroll pages left"
        onClick={() => scrollBy(-1)}
      >
        <ChevronLeft size={18} aria-hidden="true" />
      </button>
      <div
        ref={scroller}
        className={styles.stripScroller}
        role="list"
        aria-label="All pages"
        data-testid="page-strip"
      >
        <div className={styles.stripTrack} style={{ width: pages * STRIDE - TILE_GAP }}>
          {tiles}
        </div>
      </div>
      <button
        type="button"
        className={styles.stripArrow}
        aria-label="Scroll pages right"
        onClick={() => scrollBy(1)}
      >
        <ChevronRight size={18} aria-hidden="true" />
      </button>
    </div>
  );
}

function pointOf(event: Event | null): { x: number; y: number } | null {
  if (!event) return null;
  if ('touches' in event) {
    const t = (event as TouchEvent).touches[0] ?? (event as TouchEvent).changedTouches[0];
    return t ? { x: t.clientX, y: t.clientY } : null;
  }
  if ('clientX' in event) {
    const m = event as MouseEvent;
    return { x: m.clientX, y: m.clientY };
  }
  return null;
}

interface TileProps {
  page: number;
  ids: readonly string[];
  from: number;
  to: number;
  byId: ReadonlyMap<string, OrderSlot>;
  current: boolean;
  onGoTo: (page: number) => void;
  disabled: boolean;
}

/** Re-render a tile only when its own slice of the order (or its state) changed. */
function sameTile(a: TileProps, b: TileProps): boolean {
  if (
    a.page !== b.page ||
    a.from !== b.from ||
    a.to !== b.to ||
    a.byId !== b.byId ||
    a.current !== b.current ||
    a.onGoTo !== b.onGoTo ||
    a.disabled !== b.disabled
  )
    return false;
  if (a.ids === b.ids) return true;
  for (let i = a.from; i < a.to; i += 1) if (a.ids[i] !== b.ids[i]) return false;
  return true;
}

const PageTile = memo(function PageTile({
  page,
  ids,
  from,
  to,
  byId,
  current,
  onGoTo,
  disabled,
}: TileProps) {
  const { setNodeRef, isOver } = useDroppable({ id: tileId(page), disabled });
  const minis = [];
  for (let i = from; i < to; i += 1) {
    const id = ids[i] as string;
    minis.push(
      <span key={id} className={styles.mini}>
        {miniCardText(byId.get(id)?.title ?? id)}
      </span>,
    );
  }
  return (
    <div
      ref={setNodeRef}
      role="listitem"
      className={clsx(styles.tile, current && styles.tileCurrent, isOver && styles.tileOver)}
      style={{ left: (page - 1) * STRIDE, width: TILE_WIDTH }}
      data-testid="page-tile"
      data-page={page}
    >
      <button
        type="button"
        className={styles.tileButton}
        onClick={() => onGoTo(page)}
        aria-current={current ? 'page' : undefined}
        aria-label={`Page ${page}, ${from + 1}–${to}`}
      >
        <span className={styles.tileHead}>
          <strong>Page {page}</strong>{' '}
          <span>
            {from + 1}–{to}
          </span>
        </span>
      </button>
      {/* outside the button: the button's name is its visible text; the whole tile is its target */}
      <span className={styles.minis} aria-hidden="true">
        {minis}
      </span>
    </div>
  );
}, sameTile);
