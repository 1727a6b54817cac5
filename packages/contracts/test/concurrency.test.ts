import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  changedByMessage,
  conflictNotice,
  conflictOf,
  editingOrderMessage,
  orderMoves,
  orderVersion,
  reapplyFields,
  reapplyOrder,
  promotionImageInputSchema,
  promotionSetArchivedInputSchema,
  providerActionInputSchema,
  relativeTimeText,
  slotActionInputSchema,
  slotUpdateInputSchema,
  stableHash,
  versionOf,
} from '../src/index.js';

const json = fc.jsonValue();
const ids = fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }).map(String), { maxLength: 40 });

/** The same object with its keys in reverse order. */
const reversedKeys = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(reversedKeys);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .reverse()
        .map(([k, x]) => [k, reversedKeys(x)]),
    );
  return v;
};

describe('versions', () => {
  it('an entity with updatedAt is known by it', () => {
    expect(versionOf({ id: '1', title: 'A', updatedAt: '2026-01-02T03:04:05.678Z' })).toBe(
      'u:2026-01-02T03:04:05.678Z',
    );
  });

  it('an entity without one is known by a hash that ignores key order', () => {
    fc.assert(
      fc.property(json, (v) => {
        expect(versionOf(reversedKeys(v))).toBe(versionOf(v));
        expect(versionOf(v)).toMatch(/^(h:[0-9a-f]{16}|u:.+)$/);
      }),
    );
  });

  it('two different entities have different versions', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), json), fc.dictionary(fc.string(), json), (a, b) => {
        fc.pre(canonicalJson(a) !== canonicalJson(b));
        const [x, y] = [
          { ...a, updatedAt: undefined },
          { ...b, updatedAt: undefined },
        ];
        fc.pre(canonicalJson(x) !== canonicalJson(y));
        expect(versionOf(x)).not.toBe(versionOf(y));
      }),
    );
  });

  it('one changed field changes the version of an entity without updatedAt', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        fc.pre(a !== b);
        expect(versionOf({ id: '7', name: a })).not.toBe(versionOf({ id: '7', name: b }));
      }),
    );
  });

  it('an order is known by its ids in order: any move changes it', () => {
    fc.assert(
      fc.property(ids, fc.nat(), fc.nat(), (list, i, j) => {
        fc.pre(list.length > 1);
        const [a, b] = [i % list.length, j % list.length];
        fc.pre(a !== b);
        const moved = [...list];
        [moved[a], moved[b]] = [moved[b] as string, moved[a] as string];
        expect(orderVersion(list)).toBe(orderVersion([...list]));
        expect(orderVersion(moved)).not.toBe(orderVersion(list));
      }),
    );
  });

  it('the hash is stable (the same text, the same digits)', () => {
    expect(stableHash('')).toBe(stableHash(''));
    expect(stableHash('a')).not.toBe(stableHash('b'));
    expect(stableHash('1\n2')).not.toBe(stableHash('12'));
  });

  it('an edit may carry its base; the schema keeps it', () => {
    expect(slotUpdateInputSchema.parse({ id: '1', title: 'A', base: 'u:x' })).toEqual({
      id: '1',
      title: 'A',
      base: 'u:x',
    });
    expect(slotUpdateInputSchema.safeParse({ id: '1', base: '' }).success).toBe(false);
  });

  it('a lifecycle action (archive, toggle live, reset, delete an image) keeps the base it carries', () => {
    const actions = [
      (base: string) => providerActionInputSchema.safeParse({ id: '7', base }),
      (base: string) => slotActionInputSchema.safeParse({ id: '7', base }),
      (base: string) => promotionImageInputSchema.safeParse({ id: '7', base }),
      (base: string) =>
        promotionSetArchivedInputSchema.safeParse({ id: '7', archived: true, base }),
    ];
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (base) => {
        for (const parse of actions) expect(parse(base).data?.base).toBe(base);
      }),
    );
    for (const parse of actions) expect(parse('').success).toBe(false);
    expect(providerActionInputSchema.parse({ id: '7' })).toEqual({ id: '7' });
  });
});

describe('differences and re-applying', () => {
  it('lists the moved items of an order', () => {
    expect(orderMoves(['a', 'b', 'c'], ['b', 'a', 'c'])).toEqual([
      { id: 'b', was: 2, now: 1 },
      { id: 'a', was: 1, now: 2 },
    ]);
    expect(orderMoves(['a', 'b'], ['a', 'b', 'c'])).toEqual([{ id: 'c', was: null, now: 3 }]);
  });

  it('re-applies the user moves on a fresh order: a permutation of the fresh ids', () => {
    fc.assert(
      fc.property(ids, fc.nat(), fc.nat(), fc.nat(), fc.nat(), (base, i, j, k, l) => {
        fc.pre(base.length > 1);
        const mine = [...base];
        const [a, b] = [i % base.length, j % base.length];
        [mine[a], mine[b]] = [mine[b] as string, mine[a] as string];
        const fresh = [...base];
        const [c, d] = [k % base.length, l % base.length];
        [fresh[c], fresh[d]] = [fresh[d] as string, fresh[c] as string];
        const out = reapplyOrder(base, mine, fresh);
        expect([...out].sort()).toEqual([...fresh].sort());
        // the user's moved items stand where the user put them
        for (const [at, id] of mine.entries()) if (base[at] !== id) expect(out[at]).toBe(id);
      }),
    );
  });

  it('with no move of the user, the fresh order is kept as it is', () => {
    fc.assert(
      fc.property(ids, ids, (base, fresh) => {
        expect(reapplyOrder(base, base, fresh)).toEqual(fresh);
      }),
    );
  });

  it('re-applies the user fields on a fresh entity and keeps theirs elsewhere', () => {
    expect(
      reapplyFields(
        { title: 'A', description: 'd', theme: 't' },
        { title: 'Mine', description: 'd', theme: 't' },
        { title: 'A', description: 'Theirs', theme: 't' },
      ),
    ).toEqual({ title: 'Mine', description: 'Theirs', theme: 't' });
  });
});

describe('messages', () => {
  it('says who changed it and when', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(changedByMessage('Ada Admin', relativeTimeText('2026-03-01T11:58:00Z', now))).toBe(
      'Changed by Ada Admin 2 minutes ago',
    );
    expect(relativeTimeText('2026-03-01T11:59:58Z', now)).toBe('just now');
    expect(relativeTimeText('2026-03-01T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTimeText('2026-02-27T12:00:00Z', now)).toBe('2 days ago');
    expect(changedByMessage(null, '')).toBe('Changed by another user');
  });

  it('a refused save or action names who changed it, when, and that nothing was saved', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const by = { username: 'ada', displayName: 'Ada Admin' };
    const at = '2026-03-01T11:58:00Z';
    expect(conflictNotice({ version: 'u:x', current: {}, changedBy: by, changedAt: at }, now)).toBe(
      'Changed by Ada Admin 2 minutes ago. Someone else saved a change after you opened this. Nothing was saved.',
    );
    expect(
      conflictNotice({ version: 'u:x', current: {}, changedBy: null, changedAt: null }, now),
    ).toBe(
      'Changed by another user. Someone else saved a change after you opened this. Nothing was saved.',
    );
  });

  it('says who is editing an order', () => {
    expect(editingOrderMessage(['Ada Admin'])).toBe('Ada Admin is editing this order');
    expect(editingOrderMessage(['Ada Admin', 'Bo Boss'])).toBe(
      'Ada Admin and Bo Boss are editing this order',
    );
  });

  it('reads the conflict of a tRPC error and nothing else', () => {
    const conflict = { version: 'u:x', current: { id: '1' }, changedBy: null, changedAt: null };
    expect(conflictOf({ data: { code: 'CONFLICT', conflict } })).toEqual(conflict);
    expect(conflictOf({ data: { code: 'BAD_REQUEST', conflict } })).toBeNull();
    expect(conflictOf(new Error('x'))).toBeNull();
  });
});
