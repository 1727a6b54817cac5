import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OrderMismatchError,
  SLOT_MESSAGES,
  applyOrderChanges,
  miniCardText,
  moveItem,
  moveToPosition,
  orderChangeKind,
  orderChanges,
  orderPositionInputSchema,
  promotionOrderItems,
  providerOrderItems,
  slotOrderItems,
  swapIds,
  swapItems,
  swapSearch,
  validateOrderPosition,
  validateSwap,
} from '../src/index.js';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);

describe('orderChanges', () => {
  it('nothing changed → no changes', () => {
    expect(orderChanges(['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual([]);
    expect(orderChanges([], [])).toEqual([]);
    expect(orderChangeKind(['a'], ['a'])).toBe('none');
  });

  it('a swap sends the two swapped positions', () => {
    const before = ids(6);
    const after = swapItems(before, 1, 4);
    expect(orderChanges(before, after)).toEqual([
      { id: 's5', order: 2 },
      { id: 's2', order: 5 },
    ]);
    expect(orderChangeKind(before, after)).toBe('swap');
  });

  it('a range move sends the affected range only (1-based)', () => {
    const before = ids(8);
    const down = moveItem(before, 1, 4); // s2 moves to position 5
    expect(orderChanges(before, down)).toEqual([
      { id: 's3', order: 2 },
      { id: 's4', order: 3 },
      { id: 's5', order: 4 },
      { id: 's2', order: 5 },
    ]);
    expect(orderChangeKind(before, down)).toBe('range');
    const up = moveItem(before, 6, 2); // s7 moves to position 3
    expect(orderChanges(before, up)).toEqual([
      { id: 's7', order: 3 },
      { id: 's3', order: 4 },
      { id: 's4', order: 5 },
      { id: 's5', order: 6 },
      { id: 's6', order: 7 },
    ]);
    expect(orderChangeKind(before, up)).toBe('range');
  });

  it('adjacent swap counts as a swap', () => {
    expect(orderChangeKind(['a', 'b', 'c'], ['b', 'a', 'c'])).toBe('swap');
  });

  it('anything else falls back to every moved position (the full order when all moved)', () => {
    const before = ['a', 'b', 'c', 'd'];
    const after = ['d', 'c', 'b', 'a'];
    expect(orderChanges(before, after)).toEqual([
      { id: 'd', order: 1 },
      { id: 'c', order: 2 },
      { id: 'b', order: 3 },
      { id: 'a', order: 4 },
    ]);
    expect(orderChangeKind(before, after)).toBe('full');
    expect(orderChangeKind(['a', 'b', 'c'], ['b', 'c', 'a'])).toBe('range');
    expect(orderChangeKind(['a', 'b', 'c', 'd', 'e'], ['b', 'a', 'c', 'e', 'd'])).toBe('full');
    expect(orderChangeKind(['a', 'b', 'c', 'd'], ['c', 'a', 'd', 'b'])).toBe('full');
  });

  it('throws a clear error when the lists are not permutations', () => {
    expect(() => orderChanges(['a', 'b'], ['a'])).toThrow(OrderMismatchError);
    expect(() => orderChanges(['a', 'b'], ['a', 'c'])).toThrow(/not permutations/);
    expect(() => orderChanges(['a', 'a'], ['a', 'a'])).toThrow(/duplicate id "a" before/);
    expect(() => orderChanges(['a', 'b'], ['a', 'a'])).toThrow(/duplicate id "a" after/);
    expect(() => orderChangeKind(['a'], ['b'])).toThrow(OrderMismatchError);
  });
});

describe('applyOrderChanges', () => {
  it('places changed ids and keeps the rest', () => {
    expect(
      applyOrderChanges(
        ['a', 'b', 'c'],
        [
          { id: 'c', order: 1 },
          { id: 'a', order: 3 },
        ],
      ),
    ).toEqual(['c', 'b', 'a']);
    expect(applyOrderChanges(['a', 'b'], [])).toEqual(['a', 'b']);
  });

  it('rejects changes that do not fit', () => {
    expect(() => applyOrderChanges(['a', 'b'], [{ id: 'x', order: 1 }])).toThrow(/unknown id/);
    expect(() => applyOrderChanges(['a', 'b'], [{ id: 'a', order: 3 }])).toThrow(/outside 1..2/);
    expect(() => applyOrderChanges(['a', 'b'], [{ id: 'a', order: 1.5 }])).toThrow(/outside/);
    expect(() =>
      applyOrderChanges(
        ['a', 'b'],
        [
          { id: 'a', order: 2 },
          { id: 'a', order: 1 },
        ],
      ),
    ).toThrow(/changed twice/);
    expect(() =>
      applyOrderChanges(
        ['a', 'b', 'c'],
        [
          { id: 'a', order: 2 },
          { id: 'c', order: 2 },
        ],
      ),
    ).toThrow(/two ids for position 2/);
    expect(() => applyOrderChanges(['a', 'b', 'c'], [{ id: 'a', order: 2 }])).toThrow(
      /position 2 taken/,
    );
  });
});

describe('orderChanges properties', () => {
  const uniqueIds = fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,6}$/), {
    minLength: 0,
    maxLength: 40,
  });

  const check = (before: string[], after: string[]) => {
    const changes = orderChanges(before, after);
    expect(applyOrderChanges(before, changes)).toEqual(after);
    for (const { id, order } of changes) {
      expect(before.indexOf(id)).not.toBe(order - 1); // never an unchanged position
      expect(after[order - 1]).toBe(id);
    }
    // minimal: exactly the moved positions
    expect(changes.length).toBe(before.filter((id, i) => after[i] !== id).length);
  };

  it('random permutations', () => {
    fc.assert(
      fc.property(
        uniqueIds.chain((list) =>
          fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })),
        ),
        ([before, after]) => check(before, after),
      ),
      { numRuns: 300 },
    );
  });

  it('single moves', () => {
    fc.assert(
      fc.property(
        uniqueIds
          .filter((l) => l.length > 0)
          .chain((list) =>
            fc.tuple(fc.constant(list), fc.nat(list.length - 1), fc.nat(list.length - 1)),
          ),
        ([before, from, to]) => {
          const after = moveItem(before, from, to);
          check(before, after);
          if (from !== to) expect(orderChangeKind(before, after)).toMatch(/range|swap/);
          expect(orderChanges(before, after)).toHaveLength(
            Math.abs(from - to) === 0 ? 0 : Math.abs(from - to) + 1,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('swaps', () => {
    fc.assert(
      fc.property(
        uniqueIds
          .filter((l) => l.length > 1)
          .chain((list) =>
            fc.tuple(fc.constant(list), fc.nat(list.length - 1), fc.nat(list.length - 1)),
          ),
        ([before, i, j]) => {
          const after = swapItems(before, i, j);
          check(before, after);
          expect(orderChanges(before, after)).toHaveLength(i === j ? 0 : 2);
          if (i !== j) expect(orderChangeKind(before, after)).toBe('swap');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reversal', () => {
    fc.assert(
      fc.property(uniqueIds, (before) => check(before, [...before].reverse())),
      { numRuns: 100 },
    );
  });
});

describe('list helpers', () => {
  it('moveItem and swapItems ignore out-of-range indexes', () => {
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(swapItems(['a', 'b'], -1, 1)).toEqual(['a', 'b']);
  });

  it('moveToPosition moves an id to a 1-based position, clamped', () => {
    expect(moveToPosition(['a', 'b', 'c', 'd'], 'a', 3)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveToPosition(['a', 'b', 'c'], 'c', 1)).toEqual(['c', 'a', 'b']);
    expect(moveToPosition(['a', 'b', 'c'], 'a', 99)).toEqual(['b', 'c', 'a']);
    expect(moveToPosition(['a', 'b'], 'z', 1)).toEqual(['a', 'b']);
  });

  it('swapIds', () => {
    expect(swapIds(['a', 'b', 'c'], 'a', 'c')).toEqual(['c', 'b', 'a']);
    expect(swapIds(['a', 'b'], 'a', 'z')).toEqual(['a', 'b']);
  });

  it('mini-card text is cut to 10 characters', () => {
    expect(miniCardText('Book of Dead Deluxe')).toBe('Book of De...');
    expect(miniCardText('Short')).toBe('Short');
    expect(miniCardText('0123456789')).toBe('0123456789');
  });
});

describe('order position', () => {
  it('integer 1..n', () => {
    expect(validateOrderPosition(1, 10)).toBeNull();
    expect(validateOrderPosition('10', 10)).toBeNull();
    expect(validateOrderPosition(' 3 ', 10)).toBeNull();
    expect(validateOrderPosition(0, 10)).toBe('Please enter a valid position between 1 and 10');
    expect(validateOrderPosition(11, 10)).toBe('Please enter a valid position between 1 and 10');
    expect(validateOrderPosition(2.5, 10)).toBe('Please enter a valid position between 1 and 10');
    expect(validateOrderPosition('', 10)).toBe('Please enter a valid position between 1 and 10');
    expect(validateOrderPosition('abc', 10)).toBe('Please enter a valid position between 1 and 10');
    expect(validateOrderPosition(null, 10)).toBe('Please enter a valid position between 1 and 10');
  });

  it('as a schema', () => {
    const schema = orderPositionInputSchema(5);
    expect(schema.parse('4')).toBe(4);
    expect(schema.parse(2)).toBe(2);
    const bad = schema.safeParse('6');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Please enter a valid position between 1 and 5');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe(
      'Please enter a valid position between 1 and 5',
    );
  });
});

describe('swap', () => {
  const list = ['a', 'b', 'c'];
  it('rules', () => {
    expect(validateSwap('a', null, list)).toBe('Please select a slot to swap with');
    expect(validateSwap('a', '', list)).toBe(SLOT_MESSAGES.swapTargetRequired);
    expect(validateSwap('a', 'a', list)).toBe('Cannot swap a slot with itself');
    expect(validateSwap('a', 'z', list)).toBe('One or both slots not found');
    expect(validateSwap(null, 'b', list)).toBe('One or both slots not found');
    expect(validateSwap('a', 'b', list)).toBeNull();
  });

  const slots = Array.from({ length: 30 }, (_, i) => ({
    id: `s${i}`,
    title: i % 2 === 0 ? `Book ${i}` : `Star ${i}`,
    providerName: i % 3 === 0 ? 'NetEnt' : 'Pragmatic',
    displayProviderName: null,
  }));

  it('needs at least 2 characters', () => {
    expect(swapSearch('b', slots)).toEqual({
      results: [],
      message: 'Type at least 2 characters to search...',
    });
    expect(swapSearch('  b  ', slots).message).toBe(SLOT_MESSAGES.swapSearchTooShort);
  });

  it('matches title or provider, case-insensitive, at most 10', () => {
    const byTitle = swapSearch('BOOK', slots);
    expect(byTitle.results).toHaveLength(10);
    expect(byTitle.message).toBeNull();
    expect(byTitle.results.every((s) => s.title.startsWith('Book'))).toBe(true);
    const byProvider = swapSearch('netent', slots, { maxResults: 50 });
    expect(byProvider.results.map((s) => s.id)).toEqual(
      slots.filter((s) => s.providerName === 'NetEnt').map((s) => s.id),
    );
    const excluded = swapSearch('book 0', slots, { excludeId: 's0' });
    expect(excluded.results).toEqual([]);
    expect(
      swapSearch('dp', [{ id: 'x', title: 'X', displayProviderName: 'DPX' }]).results,
    ).toHaveLength(1);
  });

  it('no match', () => {
    expect(swapSearch('zzz', slots)).toEqual({
      results: [],
      message: 'No slots found matching your search.',
    });
  });
});

describe('bulk-order items', () => {
  it('slots and providers: only moved ones', () => {
    expect(slotOrderItems(['a', 'b', 'c'], ['b', 'a', 'c'])).toEqual([
      { slotId: 'b', order: 1 },
      { slotId: 'a', order: 2 },
    ]);
    expect(providerOrderItems(['a', 'b'], ['a', 'b'])).toEqual([]);
  });

  it('promotions: changed positions, or all when none changed', () => {
    expect(promotionOrderItems(['p1', 'p2', 'p3'], ['p1', 'p3', 'p2'])).toEqual([
      { promotionID: 'p3', order_hint: 2 },
      { promotionID: 'p2', order_hint: 3 },
    ]);
    expect(promotionOrderItems(['p1', 'p2'], ['p1', 'p2'])).toEqual([
      { promotionID: 'p1', order_hint: 1 },
      { promotionID: 'p2', order_hint: 2 },
    ]);
  });
});

describe('numeric ids', () => {
  it('work the same way', () => {
    const changes = orderChanges([1, 2, 3], [3, 2, 1]);
    expect(changes).toEqual([
      { id: 3, order: 1 },
      { id: 1, order: 3 },
    ]);
    expect(applyOrderChanges([1, 2, 3], changes)).toEqual([3, 2, 1]);
  });
});
