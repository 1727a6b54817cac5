import { describe, expect, it } from 'vitest';
import type { Slot } from '@pitboss/contracts';
import { allInGroup } from '../src/upstream/all-pages.js';
import type { AdminApi } from '../src/upstream/api.js';

/**
 * A fake admin API with `total` slots in one group, answering each page after `delayMs`; on the
 * pages in `unreadable`, that many of the page's rows cannot be read (left out and counted).
 */
function fakeApi(
  total: number,
  {
    delayMs = 5,
    failPage = 0,
    unreadable = {},
    slowPage = 0,
    shrinkTo,
  }: {
    delayMs?: number;
    failPage?: number;
    unreadable?: Record<number, number>;
    /** This page takes 20 times as long. */
    slowPage?: number;
    /** After the first page, the group has only this many slots. */
    shrinkTo?: number;
  } = {},
) {
  const asked: number[] = [];
  /** How many pages had been asked for when each page came in. */
  const askedWhenIn = new Map<number, number>();
  let inFlight = 0;
  let maxInFlight = 0;
  const filter = async (query: { page: number; limit: number }) => {
    asked.push(query.page);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((r) => setTimeout(r, query.page === slowPage ? delayMs * 20 : delayMs));
    inFlight -= 1;
    askedWhenIn.set(query.page, asked.length);
    if (query.page === failPage) throw new Error(`page ${failPage} failed`);
    const start = (query.page - 1) * query.limit;
    const now = query.page > 1 && shrinkTo !== undefined ? shrinkTo : total;
    const items = Array.from(
      { length: Math.max(0, Math.min(query.limit, now - start)) },
      (_, i) => ({
        id: `s${start + i}`,
      }),
    ) as unknown as Slot[];
    const odd = unreadable[query.page] ?? 0;
    return {
      items: items.slice(odd),
      page: query.page,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
      ...(odd > 0 ? { unreadable: odd } : {}),
    };
  };
  const api = { slots: { filter } } as unknown as AdminApi;
  return { api, asked, askedWhenIn, maxInFlight: () => maxInFlight };
}

describe('allInGroup (order mode)', () => {
  it('1,200 slots: 12 pages of 100, the pages after the first asked for several at a time, joined in order', async () => {
    const fake = fakeApi(1200);
    const { items: slots, ...rest } = await allInGroup(fake.api, 'g1');
    expect(rest).toEqual({});
    expect(slots.map((s) => s.id)).toEqual(Array.from({ length: 1200 }, (_, i) => `s${i}`));
    expect([...fake.asked].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(fake.maxInFlight()).toBeGreaterThan(1);
  });

  it('keeps PARALLEL_PAGES asked for while pages come in at different speeds, and still joins in order', async () => {
    // page 2 is slow: the other workers go on asking for pages 3, 4, 5, … meanwhile
    const fake = fakeApi(1200, { delayMs: 2, slowPage: 2 });
    const { items } = await allInGroup(fake.api, 'g1');
    expect(items.map((s) => s.id)).toEqual(Array.from({ length: 1200 }, (_, i) => `s${i}`));
    expect(fake.maxInFlight()).toBe(8);
    expect(fake.askedWhenIn.get(2)).toBe(12);
  });

  it('a short page ends the asking: a group that shrank while it was read asks for no page past it', async () => {
    // the first page says 12 pages, but the group now has 450 slots
    const fake = fakeApi(1200, { delayMs: 1, shrinkTo: 450 });
    const { items } = await allInGroup(fake.api, 'g1');
    expect(items).toHaveLength(450);
    // pages 6–12 may already be asked for when page 5 comes in short; never more than that
    expect(Math.max(...fake.asked)).toBeLessThanOrEqual(12);
  });

  it('a short first page is the whole group (one request)', async () => {
    const fake = fakeApi(42);
    expect((await allInGroup(fake.api, 'g1')).items).toHaveLength(42);
    expect(fake.asked).toEqual([1]);
  });

  it('never more than 50 pages', async () => {
    const fake = fakeApi(6000, { delayMs: 0 });
    expect((await allInGroup(fake.api, 'g1')).items).toHaveLength(5000);
    expect(Math.max(...fake.asked)).toBe(50);
  });

  it('a failed page fails the whole list', async () => {
    const fake = fakeApi(1200, { failPage: 7 });
    await expect(allInGroup(fake.api, 'g1')).rejects.toThrow('page 7 failed');
  });

  it('rows it cannot read are counted over every page, and a page short of them does not end the group', async () => {
    const fake = fakeApi(1200, { unreadable: { 1: 2, 7: 1, 12: 3 } });
    const list = await allInGroup(fake.api, 'g1');
    expect(list.unreadable).toBe(6);
    expect(list.items).toHaveLength(1194);
    expect(list.items.at(-1)?.id).toBe('s1199');
    expect(fake.asked).toHaveLength(12);
  });
});
