import { pointerWithin, type CollisionDetection } from '@dnd-kit/core';

/*
 * The page tiles of order mode's strip: where they lie, the strip's drop target, and the page
 * under the pointer.
 */

/** Tile width and the distance from one tile's left edge to the next's, in px. */
export const TILE_WIDTH = 216;
export const STRIDE = TILE_WIDTH + 8;

/** The width of the track that holds `pages` tiles, in px. */
export const trackWidth = (pages: number) => Math.max(0, pages - 1) * STRIDE + TILE_WIDTH;

/**
 * The strip's one drop target (its visible part): a slot dropped on it goes to the page under the
 * pointer (`pageAt`). One target rather than one per tile: at the drag's start dnd-kit measures
 * every target with each of its scrollable ancestors, and every target re-renders when the one
 * under the pointer changes; a 5,000-slot group has 157 pages.
 */
export const STRIP_ID = 'page-strip';

/**
 * The page under a point `x` px from the left edge of the strip's track (which scrolls with the
 * strip): a tile, or the gap to its right, belongs to that tile's page; null off the track.
 */
export function pageAt(x: number, pages: number): number | null {
  if (!(x >= 0) || x >= trackWidth(pages)) return null;
  return Math.floor(x / STRIDE) + 1;
}

/** The strip when the pointer is on it (it wins over the cards). */
export const pointerOnStrip: CollisionDetection = (args) =>
  pointerWithin({
    ...args,
    droppableContainers: args.droppableContainers.filter((c) => c.id === STRIP_ID),
  });
