import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  diffCatalogues,
  isEmptyDiff,
  jsonEqual,
  publishesDiffInputSchema,
  publishesRestoreInputSchema,
  PUBLISH_HISTORY_MESSAGES,
  type CatalogueTables,
} from '../src/index.js';

const group = (id: number, name: string, order = id) => ({
  id,
  display_name: name,
  name: name.toLowerCase(),
  slug: name.toLowerCase(),
  order_hint: order,
  archived: false,
  updated_at: '2026-01-01T00:00:00.000Z',
});
const provider = (id: number, name: string, order = id) => ({
  id,
  display_name: name,
  slug: name.toLowerCase(),
  live: true,
  order_hint: order,
  updated_at: '2026-01-01T00:00:00.000Z',
});
const slot = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  identifier: `s${id}`,
  provider_id: 1,
  params: { volatility: 'high', payout: 96 },
  updated_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

const base = (): CatalogueTables => ({
  groups: [group(1, 'Popular'), group(2, 'New')],
  providers: [provider(1, 'Velvet'), provider(2, 'Aurora')],
  slots: [slot(1, 'Alpha'), slot(2, 'Beta'), slot(3, 'Gamma')],
  slot_groups: [
    { slot_id: 1, group_id: 1, position: 1 },
    { slot_id: 2, group_id: 1, position: 2 },
    { slot_id: 3, group_id: 1, position: 3 },
    { slot_id: 3, group_id: 2, position: 1 },
  ],
});

describe('diffCatalogues', () => {
  it('the same catalogue → an empty diff', () => {
    const d = diffCatalogues(base(), base());
    expect(isEmptyDiff(d)).toBe(true);
    expect(d.groupSlots).toEqual([]);
  });

  it('a field change, field by field; timestamps are ignored', () => {
    const after = base();
    after.slots[1] = slot(2, 'Beta Deluxe', {
      params: { payout: 96, volatility: 'low' },
      updated_at: '2026-02-02T00:00:00.000Z',
    });
    const d = diffCatalogues(base(), after);
    expect(d.slots.changed).toEqual([
      {
        id: '2',
        name: 'Beta Deluxe',
        fields: [
          { field: 'title', before: 'Beta', after: 'Beta Deluxe' },
          {
            field: 'params',
            before: { volatility: 'high', payout: 96 },
            after: { payout: 96, volatility: 'low' },
          },
        ],
      },
    ]);
    expect(d.summary.slots).toEqual({ added: 0, removed: 0, changed: 1, moved: 0 });
  });

  it('moves within a group: old → new position, per group', () => {
    const after = base();
    after.slot_groups = [
      { slot_id: 1, group_id: 1, position: 3 },
      { slot_id: 2, group_id: 1, position: 2 },
      { slot_id: 3, group_id: 1, position: 1 },
      { slot_id: 3, group_id: 2, position: 1 },
    ];
    const d = diffCatalogues(base(), after);
    expect(d.groupSlots).toEqual([
      {
        groupId: '1',
        groupName: 'Popular',
        moved: [
          { id: '3', name: 'Gamma', from: 3, to: 1 },
          { id: '1', name: 'Alpha', from: 1, to: 3 },
        ],
        added: [],
        removed: [],
      },
    ]);
    expect(d.summary.slots.moved).toBe(2);
    expect(d.slots.changed).toEqual([]);
  });

  it('added and removed slots, group membership as a field, providers and groups moved', () => {
    const after = base();
    after.slots = [slot(1, 'Alpha'), slot(3, 'Gamma'), slot(4, 'Delta')];
    after.slot_groups = [
      { slot_id: 1, group_id: 1, position: 1 },
      { slot_id: 3, group_id: 1, position: 2 },
      { slot_id: 4, group_id: 2, position: 2 },
      { slot_id: 3, group_id: 2, position: 1 },
      { slot_id: 1, group_id: 2, position: 3 },
    ];
    after.providers = [provider(1, 'Velvet', 2), provider(2, 'Aurora', 1), provider(3, 'Nova')];
    after.groups = [group(1, 'Popular'), group(2, 'Newest')];
    const d = diffCatalogues(base(), after);
    expect(d.slots.added).toEqual([{ id: '4', name: 'Delta' }]);
    expect(d.slots.removed).toEqual([{ id: '2', name: 'Beta' }]);
    expect(d.slots.changed).toEqual([
      { id: '1', name: 'Alpha', fields: [{ field: 'groups', before: ['1'], after: ['1', '2'] }] },
    ]);
    expect(d.providers.added).toEqual([{ id: '3', name: 'Nova' }]);
    expect(d.providers.moved).toEqual([
      { id: '2', name: 'Aurora', from: 2, to: 1 },
      { id: '1', name: 'Velvet', from: 1, to: 2 },
    ]);
    // order_hint is a move, not a changed field
    expect(d.providers.changed).toEqual([]);
    expect(d.groups.changed).toEqual([
      {
        id: '2',
        name: 'Newest',
        fields: [
          { field: 'display_name', before: 'New', after: 'Newest' },
          { field: 'name', before: 'new', after: 'newest' },
          { field: 'slug', before: 'new', after: 'newest' },
        ],
      },
    ]);
    const newest = d.groupSlots.find((g) => g.groupId === '2');
    expect(newest?.added).toEqual([
      { id: '4', name: 'Delta', position: 2 },
      { id: '1', name: 'Alpha', position: 3 },
    ]);
    const popular = d.groupSlots.find((g) => g.groupId === '1');
    expect(popular?.removed).toEqual([{ id: '2', name: 'Beta', position: 2 }]);
    expect(popular?.moved).toEqual([{ id: '3', name: 'Gamma', from: 3, to: 2 }]);
  });

  it('jsonEqual ignores key order, treats null and missing alike, and compares arrays in order', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(jsonEqual({ a: null }, {})).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: [1] }, { a: { 0: 1 } })).toBe(false);
  });
});

/** A random catalogue: unique ids, each group's slots in positions 1..n. */
const catalogueArb = fc
  .record({
    slotIds: fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 25 }),
    providerIds: fc.uniqueArray(fc.integer({ min: 1, max: 10 }), { maxLength: 6 }),
    groupIds: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 4 }),
    titles: fc.array(fc.constantFrom('A', 'B', 'C'), { minLength: 60, maxLength: 60 }),
    seed: fc.integer(),
  })
  .map(({ slotIds, providerIds, groupIds, titles, seed }): CatalogueTables => {
    let s = seed;
    const rnd = () => ((s = (Math.imul(s, 1103515245) + 12345) | 0) >>> 0) / 2 ** 32;
    const slot_groups: Record<string, unknown>[] = [];
    for (const g of groupIds) {
      const members = slotIds.filter(() => rnd() < 0.5).sort(() => rnd() - 0.5);
      members.forEach((id, i) => slot_groups.push({ slot_id: id, group_id: g, position: i + 1 }));
    }
    return {
      slots: slotIds.map((id) => slot(id, titles[id % 60] ?? 'A')),
      providers: providerIds.map((id) => provider(id, `P${id}`, Math.floor(rnd() * 5))),
      groups: groupIds.map((id) => group(id, `G${id}`, Math.floor(rnd() * 5))),
      slot_groups,
    };
  });

const ids = (list: { id: string }[]) => list.map((x) => x.id).sort();

describe('diffCatalogues properties', () => {
  it('a version against itself is empty', () => {
    fc.assert(fc.property(catalogueArb, (c) => isEmptyDiff(diffCatalogues(c, c))));
  });

  it('swapping the sides swaps added/removed, before/after and from/to', () => {
    fc.assert(
      fc.property(catalogueArb, catalogueArb, (a, b) => {
        const ab = diffCatalogues(a, b);
        const ba = diffCatalogues(b, a);
        for (const kind of ['slots', 'providers', 'groups'] as const) {
          expect(ids(ab[kind].added)).toEqual(ids(ba[kind].removed));
          expect(ids(ab[kind].removed)).toEqual(ids(ba[kind].added));
          expect(ids(ab[kind].changed)).toEqual(ids(ba[kind].changed));
          expect(ab.summary[kind].moved).toBe(ba.summary[kind].moved);
        }
        for (const g of ab.groupSlots) {
          const r = ba.groupSlots.find((x) => x.groupId === g.groupId);
          expect(r).toBeDefined();
          for (const m of g.moved)
            expect(r?.moved.find((x) => x.id === m.id)).toMatchObject({ from: m.to, to: m.from });
        }
      }),
    );
  });

  it('applying the slot moves and membership changes to the old version gives the new one', () => {
    fc.assert(
      fc.property(catalogueArb, catalogueArb, (a, b) => {
        const d = diffCatalogues(a, b);
        const key = (r: Record<string, unknown>) => `${String(r.group_id)}:${String(r.slot_id)}`;
        const result = new Map(a.slot_groups.map((r) => [key(r), Number(r.position)]));
        for (const g of d.groupSlots) {
          for (const m of g.removed) result.delete(`${g.groupId}:${m.id}`);
          for (const m of g.added) result.set(`${g.groupId}:${m.id}`, m.position);
          for (const m of g.moved) {
            expect(result.get(`${g.groupId}:${m.id}`)).toBe(m.from);
            result.set(`${g.groupId}:${m.id}`, m.to);
          }
        }
        expect(result).toEqual(new Map(b.slot_groups.map((r) => [key(r), Number(r.position)])));
      }),
    );
  });
});

describe('the largest case', () => {
  it('3,000 slots in 12 groups, every position changed, all moves found', () => {
    const n = 3000;
    const groups = Array.from({ length: 12 }, (_, i) => group(i + 1, `Group ${i + 1}`));
    const slots = Array.from({ length: n }, (_, i) => slot(i + 1, `Slot ${i + 1}`));
    const memberships = (reverse: boolean) =>
      groups.flatMap((g, gi) => {
        const members = slots.filter((_, i) => i % 4 === gi % 4);
        return members.map((s, i) => ({
          slot_id: s.id,
          group_id: g.id,
          position: reverse ? members.length - i : i + 1,
        }));
      });
    const before: CatalogueTables = {
      groups,
      providers: [provider(1, 'Velvet')],
      slots,
      slot_groups: memberships(false),
    };
    const after: CatalogueTables = { ...before, slot_groups: memberships(true) };
    const d = diffCatalogues(before, after);
    // every slot is in 3 groups; reversing moves all but the middle one of each odd-sized group
    expect(d.summary.slots.moved).toBe(9000);
  });
});

describe('publish history inputs', () => {
  it('restore needs a reason, in the message the screen shows', () => {
    const r = publishesRestoreInputSchema.safeParse({
      snapshotId: '9b2e7c1e-3f4a-4b5c-8d6e-7f8091a2b3c4',
      reason: '   ',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(PUBLISH_HISTORY_MESSAGES.reasonRequired);
  });
  it('a diff side is a snapshot id or "current"', () => {
    expect(publishesDiffInputSchema.safeParse({ from: 'current', to: 'current' }).success).toBe(
      true,
    );
    expect(publishesDiffInputSchema.safeParse({ from: 'x', to: 'current' }).success).toBe(false);
  });
});
