import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ClientRect, DroppableContainer } from '@dnd-kit/core';
import { STRIDE, STRIP_ID, TILE_WIDTH, pageAt, pointerOnStrip, trackWidth } from './page-tiles';

describe('pageAt (the page under the pointer on the strip)', () => {
  it('is the page whose tile, or the gap after it, holds the point; null off the track', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.double({ min: -500, max: 50_000, noNaN: true }),
        (pages, x) => {
          const page = pageAt(x, pages);
          if (x < 0 || x >= trackWidth(pages)) expect(page).toBeNull();
          else {
            expect(page).not.toBeNull();
            const p = page as number;
            expect(p).toBeGreaterThanOrEqual(1);
            expect(p).toBeLessThanOrEqual(pages);
            // within the tile's left edge and the next tile's left edge
            expect(x).toBeGreaterThanOrEqual((p - 1) * STRIDE);
            expect(x).toBeLessThan(p * STRIDE);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('reads page 3 of 157 at its tile, its gap, and nothing past the last tile', () => {
    expect(pageAt(2 * STRIDE, 157)).toBe(3);
    expect(pageAt(2 * STRIDE + TILE_WIDTH + 4, 157)).toBe(3);
    expect(pageAt(156 * STRIDE + TILE_WIDTH - 1, 157)).toBe(157);
    expect(pageAt(156 * STRIDE + TILE_WIDTH, 157)).toBeNull();
    expect(pageAt(-1, 157)).toBeNull();
    expect(pageAt(Number.NaN, 157)).toBeNull();
  });
});

describe('pointerOnStrip', () => {
  const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
  });
  const args = (x: number, y: number) =>
    ({
      active: { id: 'dragged' },
      collisionRect: rect(0, 0, 1, 1),
      droppableRects: new Map([
        [STRIP_ID, rect(100, 0, 800, 200)],
        ['card-1', rect(100, 0, 200, 300)],
      ]),
      droppableContainers: [{ id: 'card-1' }, { id: STRIP_ID }] as unknown as DroppableContainer[],
      pointerCoordinates: { x, y },
    }) as unknown as Parameters<typeof pointerOnStrip>[0];

  it('finds the strip under the pointer and never a card', () => {
    expect(pointerOnStrip(args(150, 50)).map((c) => c.id)).toEqual([STRIP_ID]);
    expect(pointerOnStrip(args(150, 250))).toEqual([]);
    expect(pointerOnStrip(args(950, 50))).toEqual([]);
  });
});
