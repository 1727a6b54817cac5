import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ClientRect } from '@dnd-kit/core';
import { rectSortingStrategy } from '@dnd-kit/sortable';
import { sortByPlainRects } from './sortable-rects';

type Args = Parameters<typeof sortByPlainRects>[0];

/** A rect as dnd-kit measures it: each edge a getter (that reads scroll offsets), counted. */
function measured(plain: ClientRect, reads: { n: number }, shift: { x: number }): ClientRect {
  const rect = {} as ClientRect;
  for (const key of Object.keys(plain) as (keyof ClientRect)[])
    Object.defineProperty(rect, key, {
      enumerable: true,
      get: () => {
        reads.n += 1;
        return plain[key] + (key === 'left' || key === 'right' ? shift.x : 0);
      },
    });
  return rect;
}

const plainRects = fc.array(
  fc
    .record({
      left: fc.integer({ min: -500, max: 3000 }),
      top: fc.integer({ min: -500, max: 3000 }),
      width: fc.integer({ min: 1, max: 400 }),
      height: fc.integer({ min: 1, max: 400 }),
    })
    .map((r) => ({ ...r, right: r.left + r.width, bottom: r.top + r.height })),
  { minLength: 1, maxLength: 40 },
);

const args = (rects: ClientRect[], activeIndex: number, overIndex: number, index: number) =>
  ({ rects, activeNodeRect: null, activeIndex, overIndex, index }) as Args;

const nextMicrotask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('sortByPlainRects (rectSortingStrategy over copies made once per render pass)', () => {
  it('moves every card as rectSortingStrategy does', async () => {
    await fc.assert(
      fc.asyncProperty(plainRects, fc.nat(), fc.nat(), async (plain, a, o) => {
        const rects = plain.map((r) => measured(r, { n: 0 }, { x: 0 }));
        const active = a % rects.length;
        const over = o % rects.length;
        for (let index = 0; index < rects.length; index += 1)
          expect(sortByPlainRects(args(rects, active, over, index))).toEqual(
            rectSortingStrategy(args(plain, active, over, index)),
          );
        await nextMicrotask();
      }),
      { numRuns: 200 },
    );
  });

  it('reads each measured edge once in a pass of every card, and again after a scroll', async () => {
    const reads = { n: 0 };
    const shift = { x: 0 };
    const plain = Array.from({ length: 32 }, (_, i) => ({
      left: (i % 4) * 300,
      top: Math.floor(i / 4) * 300,
      width: 280,
      height: 280,
      right: (i % 4) * 300 + 280,
      bottom: Math.floor(i / 4) * 300 + 280,
    }));
    const rects = plain.map((r) => measured(r, reads, shift));
    const pass = () => rects.map((_, index) => sortByPlainRects(args(rects, 3, 20, index)));
    const first = pass();
    expect(reads.n).toBe(32 * 6);
    // the strip scrolled 50 px between two passes: the next pass sees it
    await nextMicrotask();
    shift.x = -50;
    reads.n = 0;
    expect(pass()).toEqual(first);
    expect(reads.n).toBe(32 * 6);
    shift.x = 0;
    await nextMicrotask();
    expect(sortByPlainRects(args(rects, 0, 1, 0))).toEqual({ x: 300, y: 0, scaleX: 1, scaleY: 1 });
  });
});
