import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED_COUNTS, generateSeedData } from '../src/db/seed.js';
import { applyOrderChanges } from '../src/lib/reorder.js';
import { env } from './helpers.js';

describe('seed data', () => {
  it('is deterministic from the seed and differs between seeds', () => {
    const a = generateSeedData(42);
    expect(generateSeedData(42)).toEqual(a);
    expect(generateSeedData(7).slots.map((s) => s.title)).not.toEqual(a.slots.map((s) => s.title));
  });

  it('has the volumes of the architecture document', () => {
    const d = generateSeedData(42);
    expect(d.slots).toHaveLength(DEFAULT_SEED_COUNTS.slots);
    expect(d.providers).toHaveLength(60);
    expect(d.groups).toHaveLength(12);
    expect(d.promotions).toHaveLength(30);
    expect(d.promoCodes).toHaveLength(40);
    expect(d.tables).toHaveLength(12);
    expect(d.themes).toHaveLength(6);
    const perGroup = new Map<number, number[]>();
    for (const m of d.slotGroups)
      perGroup.set(m.group_id, [...(perGroup.get(m.group_id) ?? []), m.position]);
    expect(Math.max(...[...perGroup.values()].map((p) => p.length))).toBeGreaterThanOrEqual(1000);
    for (const positions of perGroup.values())
      expect([...positions].sort((x, y) => x - y)).toEqual(positions.map((_, i) => i + 1));
    expect(new Set(d.slots.map((s) => s.identifier)).size).toBe(d.slots.length);
    expect(d.promotions.some((p) => p.archived)).toBe(true);
    expect(d.promotions.some((p) => p.redirected)).toBe(true);
    expect(d.promotions.some((p) => p.text.some((b) => b.type === 'table'))).toBe(true);
    expect(d.promoCodes.some((c) => c.deleted_at !== null)).toBe(true);
    expect(d.themes.some((t) => t.slug.includes('_classic'))).toBe(true);
  });

  it('seeded the test sandbox on this start, and says how long it took', () => {
    expect(env.seedMs).toBeGreaterThan(0);
  });
});

describe('applyOrderChanges', () => {
  it('moves listed ids and keeps the others in relative order', () => {
    expect(applyOrderChanges([1, 2, 3, 4, 5], [{ id: 5, position: 1 }], 'x')).toEqual([
      5, 1, 2, 3, 4,
    ]);
    expect(
      applyOrderChanges(
        [1, 2, 3, 4, 5],
        [
          { id: 1, position: 2 },
          { id: 2, position: 1 },
        ],
        'x',
      ),
    ).toEqual([2, 1, 3, 4, 5]);
    expect(applyOrderChanges([1, 2, 3], [], 'x')).toEqual([1, 2, 3]);
  });

  it('rejects bad input', () => {
    expect(() => applyOrderChanges([1, 2], [{ id: 3, position: 1 }], 'x')).toThrow();
    expect(() => applyOrderChanges([1, 2], [{ id: 1, position: 3 }], 'x')).toThrow();
    expect(() =>
      applyOrderChanges(
        [1, 2],
        [
          { id: 1, position: 1 },
          { id: 2, position: 1 },
        ],
        'x',
      ),
    ).toThrow();
  });
});

describe('seed volumes', () => {
  it('scales up and down without stalling', () => {
    const big = generateSeedData(1, { ...DEFAULT_SEED_COUNTS, providers: 500, slots: 200 });
    expect(new Set(big.providers.map((p) => p.slug)).size).toBe(500);
    const tiny = generateSeedData(1, {
      slots: 3,
      providers: 1,
      groups: 1,
      promotions: 1,
      promoCodes: 1,
      tables: 1,
      themes: 1,
    });
    expect(tiny.slots).toHaveLength(3);
    expect(tiny.slotGroups.every((m) => m.group_id === 1)).toBe(true);
  });
});
