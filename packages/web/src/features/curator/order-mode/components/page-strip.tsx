import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useDndMonitor, useDroppable } from '@dnd-kit/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { OrderSlot } from '@pitboss/contracts';
import { STRIDE, STRIP_ID, TILE_WIDTH, pageAt, trackWidth } from '../lib/page-tiles';
import { PageTile } from './page-tile';
import styles from './page-strip.module.css';

/** Tiles beyond each edge of the visible part that show their miniatures too. */
const OVERSCAN = 2;
/** Tiles that show their miniatures before the strip is first measured. */
const VISIBLE_AT_FIRST = 6;
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
  /** Set during a drag to the page under the pointer (null when none): where a drop goes. */
  target: RefObject<number | null>;
}

/**
 * The preview strip of all pages: scrolls left and right, each page is a button that opens it
 * and, during a drag, a place to drop (a slot dropped on a page goes to that page's first place).
 * The strip is one drop target; the page under the pointer is found from where the pointer is
 * on the strip's track, and its tile is lit. Every page's tile is there (its frame and title),
 * but only the tiles in view (plus two each side) show their miniature cards, so a group of
 * 1,000+ slots costs a few hundred mini-cards, not thousands. A drag near either edge scrolls the
 * strip.
 */
export function PageStrip({
  ids,
  byId,
  pageSize,
  pages,
  current,
  onGoTo,
  disabled,
  target,
}: Props) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const track = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ width: 1200, first: 1, last: 1 + VISIBLE_AT_FIRST });
  const { setNodeRef } = useDroppable({ id: STRIP_ID, disabled });
  const setScroller = useCallback(
    (el: HTMLDivElement | null) => {
      scroller.current = el;
      setNodeRef(el);
    },
    [setNodeRef],
  );

  // The page under the dragging pointer, again whenever the pointer moves or the strip scrolls
  // under it; the tiles re-render only when it changes.
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const [overPage, setOverPage] = useState<number | null>(null);
  // `r`: the scroller's rect when the caller has just read it (a pointer move reads it once).
  const findOver = useCallback(
    (r = scroller.current?.getBoundingClientRect()) => {
      const at = pointer.current;
      let page: number | null = null;
      if (at && r && track.current) {
        if (at.y >= r.top && at.y <= r.bottom && at.x >= r.left && at.x <= r.right)
          page = pageAt(at.x - track.current.getBoundingClientRect().left, pages);
      }
      target.current = page;
      setOverPage(page);
    },
    [pages, target],
  );

  // Re-rendered when the tiles in view change, not at every pixel of a scroll.
  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    if (pointer.current) findOver();
    const width = el.clientWidth;
    const first = Math.max(1, Math.floor(el.scrollLeft / STRIDE) + 1 - OVERSCAN);
    const last = Math.ceil((el.scrollLeft + width) / STRIDE) + OVERSCAN;
    setView((v) =>
      v.width === width && v.first === first && v.last === last ? v : { width, first, last },
    );
  }, [findOver]);

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
  const endDrag = () => {
    stopEdge();
    pointer.current = null;
    setOverPage(null);
  };
  useDndMonitor({
    onDragStart() {
      target.current = null;
    },
    onDragMove({ activatorEvent, delta }) {
      const el = scroller.current;
      const start = pointOf(activatorEvent);
      if (!el || !start || disabled) return;
      const x = start.x + delta.x;
      const y = start.y + delta.y;
      pointer.current = { x, y };
      const r = el.getBoundingClientRect();
      findOver(r);
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
    // the target is left as it was: the drop is handled after this
    onDragEnd: endDrag,
    onDragCancel: endDrag,
  });
  useEffect(() => stopEdge, []);

  const scrollBy = (dir: number) =>
    scroller.current?.scrollBy({
      left: dir * Math.max(STRIDE, view.width * 0.8),
      behavior: 'smooth',
    });

  const tiles = [];
  for (let p = 1; p <= pages; p += 1) {
    tiles.push(
      <PageTile
        key={p}
        page={p}
        ids={ids}
        from={(p - 1) * pageSize}
        to={Math.min(ids.length, p * pageSize)}
        byId={byId}
        inView={p >= view.first && p <= view.last}
        current={p === current}
        over={p === overPage}
        onGoTo={onGoTo}
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
        ref={setScroller}
        className={styles.stripScroller}
        role="list"
        aria-label="All pages"
        data-testid="page-strip"
      >
        <div ref={track} className={styles.stripTrack} style={{ width: trackWidth(pages) }}>
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
