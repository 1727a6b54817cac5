import { pointerWithin, type CollisionDetection, type DroppableContainer } from '@dnd-kit/core';

/*
 * The page tiles of order mode's strip: where they lie, their drop-target ids, and finding the
 * one under the pointer.
 */

/** Tile width and the distance from one tile's left edge to the next's, in px. */
export const TILE_WIDTH = 216;
export const STRIDE = TILE_WIDTH + 8;

/** Droppable ids of the strip's pages: `page-tile:<1-based page>`. */
const TILE_PREFIX = 'page-tile:';
export const tileId = (page: number) => `${TILE_PREFIX}${page}`;
export const tilePage = (id: string | number): number | null => {
  const s = String(id);
  return s.startsWith(TILE_PREFIX) ? Number(s.slice(TILE_PREFIX.length)) : null;
};

/**
 * The page tile under the pointer, as dnd-kit's `pointerWithin` finds it among the tiles, found
 * by halving: the tiles lie left to right in page order, so about log₂(pages) measured rects are
 * read, not every tile's. Each read of one reads the scroll offset of every scrollable ancestor
 * of its tile; over the 38 tiles of a 1,200-slot group that was most of a pointer move's script.
 */
export const pointerOnTile: CollisionDetection = (args) => {
  const { pointerCoordinates: pointer, droppableRects } = args;
  if (!pointer) return [];
  const tiles = args.droppableContainers
    .map((c) => ({ c, page: tilePage(c.id) }))
    .filter((t): t is { c: DroppableContainer; page: number } => t.page !== null)
    .sort((a, b) => a.page - b.page)
    .map((t) => t.c);
  let found: DroppableContainer | undefined;
  let lo = 0;
  let hi = tiles.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const tile = tiles[mid] as DroppableContainer;
    const rect = droppableRects.get(tile.id);
    if (!rect) return pointerWithin({ ...args, droppableContainers: tiles });
    if (rect.left <= pointer.x) {
      found = tile;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found ? pointerWithin({ ...args, droppableContainers: [found] }) : [];
};
