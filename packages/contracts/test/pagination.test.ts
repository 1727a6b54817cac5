import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyPage,
  normalisePage,
  pageSchema,
  paginationWindow,
  parsePage,
  totalPagesFor,
  upstreamSlotSchema,
} from '../src/index.js';
import { z } from 'zod';

describe('normalisePage: the five shapes and those of the promotion and promo code lists', () => {
  const items = [{ id: 1 }, { id: 2 }];

  it('a bare array is the whole list', () => {
    expect(normalisePage(items)).toEqual({ items, total: 2, page: 1, totalPages: 1 });
    expect(normalisePage([])).toEqual({ items: [], total: 0, page: 1, totalPages: 0 });
  });

  it('{data, pagination{total|totalCount, totalPages, currentPage|page}}', () => {
    expect(
      normalisePage({ data: items, pagination: { total: 12, totalPages: 6, currentPage: 3 } }),
    ).toEqual({
      items,
      total: 12,
      page: 3,
      totalPages: 6,
    });
    expect(
      normalisePage({ data: items, pagination: { totalCount: '12', totalPages: '6', page: '2' } }),
    ).toEqual({
      items,
      total: 12,
      page: 2,
      totalPages: 6,
    });
  });

  it('{slots, total, totalPages}', () => {
    expect(normalisePage({ slots: items, total: 40, totalPages: 20 }, { page: 4 })).toEqual({
      items,
      total: 40,
      page: 4,
      totalPages: 20,
    });
  });

  it('{data, total, totalPages}', () => {
    expect(normalisePage({ data: items, total: 5, totalPages: 3, page: 2 })).toEqual({
      items,
      total: 5,
      page: 2,
      totalPages: 3,
    });
  });

  it('{providers, ...}', () => {
    expect(normalisePage({ providers: items, total: 64, limit: 32, page: 2 })).toEqual({
      items,
      total: 64,
      page: 2,
      totalPages: 2,
    });
  });

  it('{promotions, total} derives totalPages from the asked limit', () => {
    expect(normalisePage({ promotions: items, total: 19 }, { page: 2, limit: 9 })).toEqual({
      items,
      total: 19,
      page: 2,
      totalPages: 3,
    });
  });

  it('{codes}, data.codes, data.data.codes (promo codes)', () => {
    const expected = { items, total: 2, page: 1, totalPages: 1 };
    expect(normalisePage({ codes: items })).toEqual(expected);
    expect(normalisePage({ data: { codes: items } })).toEqual(expected);
    expect(normalisePage({ data: { data: { codes: items } } })).toEqual(expected);
    expect(normalisePage({ status: 'ok', data: items })).toEqual(expected);
  });

  it('a custom items key', () => {
    expect(normalisePage({ entries: items, total: 2 }, { itemsKey: 'entries' }).items).toEqual(
      items,
    );
  });

  it('anything else is an empty page', () => {
    for (const raw of [null, undefined, 'x', 3, {}, { data: null }, { data: { nothing: 1 } }])
      expect(normalisePage(raw, { page: 2 })).toEqual({
        items: [],
        total: 0,
        page: 2,
        totalPages: 0,
      });
  });

  it('repairs nonsense figures', () => {
    expect(normalisePage({ data: items, total: -3, page: 0 })).toEqual({
      items,
      total: 0,
      page: 1,
      totalPages: 0,
    });
    expect(normalisePage({ data: items, total: 10, totalPages: -1 })).toMatchObject({
      totalPages: 0,
    });
    expect(normalisePage({ data: items, total: 'x', page: 'y' })).toEqual({
      items,
      total: 2,
      page: 1,
      totalPages: 1,
    });
    expect(normalisePage({ data: [], total: 5 }, { page: 3 })).toEqual({
      items: [],
      total: 5,
      page: 3,
      totalPages: 1,
    });
  });

  it('falls back to the page of items when no limit is known', () => {
    expect(normalisePage({ data: items, total: 10 })).toMatchObject({ totalPages: 5 });
  });

  it('the result fits pageSchema', () => {
    const schema = pageSchema(z.object({ id: z.number() }));
    expect(schema.parse(normalisePage({ slots: items, total: 2, totalPages: 1 }))).toBeTruthy();
    expect(
      schema.safeParse({ items: [], total: 0, page: 1, totalPages: 0, extra: 1 }).success,
    ).toBe(false);
  });
});

describe('normalisePage property: every accepted shape of the same data agrees', () => {
  it('agree', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.nat() }), { maxLength: 20 }),
        fc.integer({ min: 1, max: 50 }),
        fc.nat(500),
        (items, page, extra) => {
          const total = items.length + extra;
          const limit = Math.max(1, items.length);
          const totalPages = total === 0 ? 0 : Math.ceil(total / limit);
          const expected = { items, total, page, totalPages };
          const shapes: unknown[] = [
            { data: items, pagination: { total, totalPages, currentPage: page } },
            { data: items, pagination: { totalCount: total, totalPages, page } },
            { slots: items, total, totalPages, page },
            { data: items, total, totalPages, page },
            { providers: items, total, totalPages, currentPage: page },
            { promotions: items, total, page },
            { data: { data: { codes: items, total, totalPages, page } } },
          ];
          for (const shape of shapes)
            expect(normalisePage(shape, { page, limit })).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a bare array agrees with every shape when it is the whole list', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 30 }), (items) => {
        const expected = normalisePage(items);
        const total = items.length;
        const totalPages = total === 0 ? 0 : 1;
        for (const shape of [
          { data: items, pagination: { total, totalPages, currentPage: 1 } },
          { slots: items, total, totalPages },
          { data: items, total, totalPages },
          { providers: items, total, totalPages },
          { promotions: items, total },
          { codes: items },
          { data: { data: { codes: items } } },
        ])
          expect(normalisePage(shape)).toEqual(expected);
      }),
    );
  });
});

describe('paginationWindow', () => {
  it('nothing for 0 pages, [1] for one page', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(1, 1)).toEqual([1]);
  });

  it('up to 5 buttons around the current page', () => {
    expect(paginationWindow(1, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(paginationWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(paginationWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(paginationWindow(4, 10, 4)).toEqual([2, 3, 4, 5]);
  });

  it('clamps odd input', () => {
    expect(paginationWindow(99, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(-2, 8)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(Number.NaN, 2)).toEqual([1, 2]);
    expect(paginationWindow(1, 5, 0)).toEqual([]);
  });

  it('property: contiguous, contains current, at most size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 9 }),
        (cur, total, size) => {
          const w = paginationWindow(cur, total, size);
          expect(w.length).toBe(Math.min(size, total));
          expect(w).toContain(Math.min(cur, total));
          w.forEach((p, i) => {
            if (i > 0) expect(p).toBe((w[i - 1] as number) + 1);
            expect(p).toBeGreaterThanOrEqual(1);
            expect(p).toBeLessThanOrEqual(total);
          });
        },
      ),
    );
  });

  it('totalPagesFor', () => {
    expect(totalPagesFor(0, 10)).toBe(0);
    expect(totalPagesFor(21, 10)).toBe(3);
    expect(totalPagesFor(5, 0)).toBe(0);
  });
});

describe('parsePage', () => {
  it('parses items through the schema, drops the bad ones', () => {
    const r = parsePage(
      { slots: [{ id: 1, name: 'A' }, { nope: true }], total: 2, totalPages: 1 },
      upstreamSlotSchema,
    );
    expect(r.items.map((s) => s.title)).toEqual(['A']);
    expect(r.dropped).toBe(1);
    expect(r.total).toBe(2);
  });
});

describe('emptyPage', () => {
  it('is empty with total 0', () => {
    expect(emptyPage()).toEqual({ items: [], total: 0, page: 1, totalPages: 0 });
    expect(emptyPage(3).page).toBe(3);
  });
});
