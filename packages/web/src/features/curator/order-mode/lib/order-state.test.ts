import { describe, expect, it } from 'vitest';
import { orderChanges } from '@pitboss/contracts';
import {
  HISTORY_LIMIT,
  initialOrderState,
  isDirty,
  orderReducer,
  pageCount,
  pageIds,
  pageStartIndex,
  type OrderAction,
  type OrderState,
} from './order-state';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);
const run = (state: OrderState, ...actions: OrderAction[]) => actions.reduce(orderReducer, state);

describe('order-state reducer', () => {
  it('starts clean with the loaded order', () => {
    const s = initialOrderState(ids(5));
    expect(s.ids).toEqual(ids(5));
    expect(isDirty(s)).toBe(false);
    expect(run(s, { type: 'load', ids: ['b', 'a'] }).ids).toEqual(['b', 'a']);
  });

  it('moves within the order, shifting the ones between', () => {
    const s = run(initialOrderState(ids(5)), { type: 'move', from: 0, to: 3 });
    expect(s.ids).toEqual(['s2', 's3', 's4', 's1', 's5']);
    expect(isDirty(s)).toBe(true);
    expect(s.original).toEqual(ids(5));
    expect(orderChanges(s.original, s.ids)).toEqual([
      { id: 's2', order: 1 },
      { id: 's3', order: 2 },
      { id: 's4', order: 3 },
      { id: 's1', order: 4 },
    ]);
  });

  it('does not record a move that changes nothing (or is out of range)', () => {
    const s0 = initialOrderState(ids(3));
    expect(run(s0, { type: 'move', from: 1, to: 1 })).toBe(s0);
    expect(run(s0, { type: 'move', from: 0, to: 9 })).toBe(s0);
    expect(run(s0, { type: 'swap', a: 's1', b: 's1' })).toBe(s0);
  });

  it('moves to the first place of another page (a drop on the strip), both ways', () => {
    const s0 = initialOrderState(ids(100));
    const forward = run(s0, { type: 'moveToPage', id: 's3', page: 3, pageSize: 32 });
    expect(forward.ids.indexOf('s3')).toBe(64); // position 65 = first of page 3
    expect(forward.ids.length).toBe(100);
    const back = run(s0, { type: 'moveToPage', id: 's90', page: 2, pageSize: 32 });
    expect(back.ids.indexOf('s90')).toBe(32);
    expect(back.ids[33]).toBe('s33');
    // past the end: the last place
    const last = run(s0, { type: 'moveToPage', id: 's1', page: 9, pageSize: 32 });
    expect(last.ids[99]).toBe('s1');
    expect(run(s0, { type: 'moveToPage', id: 'nope', page: 2, pageSize: 32 })).toBe(s0);
  });

  it('sets a 1-based position', () => {
    const s = run(initialOrderState(ids(10)), { type: 'setPosition', id: 's10', position: 1 });
    expect(s.ids.slice(0, 3)).toEqual(['s10', 's1', 's2']);
    const t = run(initialOrderState(ids(10)), { type: 'setPosition', id: 's1', position: 10 });
    expect(t.ids[9]).toBe('s1');
    expect(orderChanges(t.original, t.ids)).toHaveLength(10);
  });

  it('swaps two slots and only their positions change', () => {
    const s = run(initialOrderState(ids(50)), { type: 'swap', a: 's2', b: 's40' });
    expect(s.ids[1]).toBe('s40');
    expect(s.ids[39]).toBe('s2');
    expect(orderChanges(s.original, s.ids)).toEqual([
      { id: 's40', order: 2 },
      { id: 's2', order: 40 },
    ]);
  });

  it('undoes and redoes moves; a new move clears redo', () => {
    const s0 = initialOrderState(ids(4));
    const s1 = run(s0, { type: 'move', from: 0, to: 1 });
    const s2 = run(s1, { type: 'swap', a: 's3', b: 's4' });
    const u1 = run(s2, { type: 'undo' });
    expect(u1.ids).toEqual(s1.ids);
    const u2 = run(u1, { type: 'undo' });
    expect(u2.ids).toEqual(ids(4));
    expect(isDirty(u2)).toBe(false);
    expect(run(u2, { type: 'undo' })).toBe(u2); // nothing left to undo
    const r1 = run(u2, { type: 'redo' });
    expect(r1.ids).toEqual(s1.ids);
    const r2 = run(r1, { type: 'redo' });
    expect(r2.ids).toEqual(s2.ids);
    expect(run(r2, { type: 'redo' })).toBe(r2);
    const branched = run(u1, { type: 'move', from: 3, to: 0 });
    expect(branched.future).toEqual([]);
    expect(run(branched, { type: 'redo' })).toBe(branched);
  });

  it('a move back to the loaded order is clean again', () => {
    const s = run(
      initialOrderState(ids(3)),
      { type: 'move', from: 0, to: 2 },
      { type: 'move', from: 2, to: 0 },
    );
    expect(isDirty(s)).toBe(false);
    expect(s.past).toHaveLength(2);
  });

  it('keeps at most HISTORY_LIMIT undo steps', () => {
    let s = initialOrderState(ids(3));
    for (let i = 0; i < HISTORY_LIMIT + 20; i += 1)
      s = orderReducer(s, { type: 'move', from: 0, to: 2 });
    expect(s.past).toHaveLength(HISTORY_LIMIT);
  });

  it('a large group: 1,000 moves give the order a plain list of ids gives', () => {
    let s = initialOrderState(ids(3000));
    const expected = [...s.ids];
    for (let i = 0; i < 1000; i += 1) {
      const from = (i * 7) % 3000;
      const to = (i * 13) % 3000;
      s = orderReducer(s, { type: 'move', from, to });
      expected.splice(to, 0, ...expected.splice(from, 1));
    }
    expect(s.ids).toEqual(expected);
    expect(new Set(s.ids).size).toBe(3000);
  });

  it('pages', () => {
    expect(pageCount(1100, 32)).toBe(35);
    expect(pageCount(0, 32)).toBe(1);
    expect(pageIds(ids(70), 3, 32)).toEqual(['s65', 's66', 's67', 's68', 's69', 's70']);
    expect(pageStartIndex(2, 32, 70)).toBe(32);
    expect(pageStartIndex(5, 32, 70)).toBe(69);
  });
});
