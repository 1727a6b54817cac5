import type { ClientRect } from '@dnd-kit/core';
import { rectSortingStrategy, type SortingStrategy } from '@dnd-kit/sortable';

const plainRect = ({ top, left, bottom, right, width, height }: ClientRect): ClientRect => ({
  top,
  left,
  bottom,
  right,
  width,
  height,
});

/** The plain copies of the rects of the render pass under way (see `sortByPlainRects`). */
let copies: { of: ClientRect[]; rects: ClientRect[] } | null = null;

/**
 * dnd-kit's `rectSortingStrategy` over plain copies of the measured rects. dnd-kit's rects are
 * getters that read the scroll offset of every scrollable ancestor at each access, and every card
 * reads them as it renders, after the DOM writes of the cards rendered before it (Preact writes
 * as it diffs): each read forced a layout, a card's worth per pointer move (a Chromium trace of
 * one drag: 18–28 ms in `getScrollXCoordinate` in each long task). The copies are made once per
 * render pass, before any card's write, and dropped when the pass ends, so a later scroll is seen.
 */
export const sortByPlainRects: SortingStrategy = (args) => {
  if (copies?.of !== args.rects) {
    const pass = { of: args.rects, rects: args.rects.map(plainRect) };
    copies = pass;
    queueMicrotask(() => {
      if (copies === pass) copies = null;
    });
  }
  return rectSortingStrategy({ ...args, rects: copies.rects });
};
