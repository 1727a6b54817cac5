import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  pointerWithin,
  type ClientRect,
  type Collision,
  type DroppableContainer,
} from '@dnd-kit/core';
import { pointerOnTile, tileId, tilePage } from './page-tiles';

type Args = Parameters<typeof pointerOnTile>[0];

/** A measured rect whose edges count their reads, as dnd-kit's (which read scroll offsets). */
function countingRect(left: number, top: number, width: number, height: number, reads: number[]) {
  const plain = { left, top, width, height, right: left + width, bottom: top + height };
  const rect = {} as ClientRect;
  for (const key of Object.keys(plain) as (keyof ClientRect)[])
    Object.defineProperty(rect, key, {
      enumerable: true,
      get: () => {
        reads[0] = (reads[0] ?? 0) + 1;
        return plain[key];
      },
    });
  return rect;
}

const container = (id: string) => ({ id }) as unknown as DroppableContainer;

/** Tiles left to right (widths and gaps of their own), plus cards, registered in any order. */
const strips = fc
  .record({
    // apart, as on the strip (8 px between)
    tiles: fc.array(
      fc.record({ width: fc.integer({ min: 1, max: 300 }), gap: fc.integer({ min: 1, max: 40 }) }),
      { maxLength: 60 },
    ),
    top: fc.integer({ min: -50, max: 50 }),
    height: fc.integer({ min: 1, max: 200 }),
    cards: fc.nat(5),
    pointer: fc.option(
      fc.record({
        x: fc.integer({ min: -100, max: 20000 }),
        y: fc.integer({ min: -100, max: 300 }),
        // or on an edge of a tile, give or take a pixel: where halving could go wrong
        edge: fc.option(
          fc.record({ tile: fc.nat(), left: fc.boolean(), by: fc.integer({ min: -1, max: 1 }) }),
        ),
      }),
      { nil: null },
    ),
    order: fc.array(fc.nat()),
  })
  .map(({ tiles, top, height, cards, pointer, order }) => {
    const reads: number[] = [0];
    const rects = new Map<string, ClientRect>();
    const ids: string[] = [];
    let x = 0;
    tiles.forEach(({ width, gap }, i) => {
      const id = tileId(i + 1);
      rects.set(id, countingRect(x, top, width, height, reads));
      ids.push(id);
      x += width + gap;
    });
    for (let c = 0; c < cards; c += 1) {
      rects.set(`card-${c}`, countingRect(c * 10, top, 500, height, reads));
      ids.push(`card-${c}`);
    }
    // a registration order of its own (dnd-kit keeps them in the order they were registered)
    const shuffled = [...ids];
    order.forEach((n, i) => {
      const j = n % shuffled.length;
      const k = i % shuffled.length;
      [shuffled[j], shuffled[k]] = [shuffled[k] as string, shuffled[j] as string];
    });
    const tileRects = [...rects.values()].slice(0, tiles.length);
    const edge = pointer?.edge;
    const near = edge ? tileRects[edge.tile % Math.max(1, tileRects.length)] : undefined;
    const at = pointer && {
      x: edge && near ? (edge.left ? near.left : near.right) + edge.by : pointer.x,
      y: pointer.y,
    };
    reads[0] = 0;
    const args = {
      active: { id: 'dragged' },
      collisionRect: { left: 0, top: 0, right: 1, bottom: 1, width: 1, height: 1 },
      droppableRects: rects,
      droppableContainers: shuffled.map(container),
      pointerCoordinates: at,
    } as unknown as Args;
    return { args, reads, tiles: tiles.length };
  });

const tilesOnly = (args: Args): Args => ({
  ...args,
  droppableContainers: args.droppableContainers.filter((c) => tilePage(c.id) !== null),
});
const ids = (found: Collision[]) => found.map((c) => c.id);

describe('pointerOnTile (the page tile under the pointer, by halving)', () => {
  it('finds what dnd-kit’s pointerWithin finds among the tiles', () => {
    fc.assert(
      fc.property(strips, ({ args }) => {
        expect(pointerOnTile(args)).toEqual(pointerWithin(tilesOnly(args)));
      }),
      { numRuns: 500 },
    );
  });

  it('reads about log₂(tiles) rects, not every tile’s', () => {
    fc.assert(
      fc.property(strips, ({ args, reads, tiles }) => {
        reads[0] = 0;
        pointerOnTile(args);
        // one `left` per halving step, then pointerWithin's edges and corners of one tile
        expect(reads[0]).toBeLessThanOrEqual(Math.ceil(Math.log2(tiles + 1)) + 12);
      }),
      { numRuns: 200 },
    );
  });

  it('page 3 of three tiles 100 px wide with 8 px between, at x 230', () => {
    const reads = [0];
    const rects = new Map(
      [1, 2, 3].map((p) => [tileId(p), countingRect((p - 1) * 108, 0, 100, 50, reads)]),
    );
    const args = {
      droppableRects: rects,
      droppableContainers: [3, 1, 2].map((p) => container(tileId(p))),
      pointerCoordinates: { x: 230, y: 10 },
    } as unknown as Args;
    expect(ids(pointerOnTile(args))).toEqual([tileId(3)]);
    expect(ids(pointerOnTile({ ...args, pointerCoordinates: { x: 104, y: 10 } }))).toEqual([]);
    expect(ids(pointerOnTile({ ...args, pointerCoordinates: { x: 50, y: 60 } }))).toEqual([]);
  });
});
