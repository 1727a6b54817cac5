import { describe, expect, it } from 'vitest';
import type { Slot } from '@pitboss/contracts';
import { allInGroup } from '../src/upstream/all-in-group.js';
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
  }: { delayMs?: number; failPage?: number; unreadable?: Record<number, number> } = {},
) {
  const asked: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const filter = async (query: { page: number; limit: number }) => {
    asked.push(query.page);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((r) => setTimeout(r, delayMs));
    inFlight -= 1;
    if (query.page === failPage) throw new Error(`page ${failPage} failed`);
    const start = (query.page - 1) * query.limit;
    const items = Array.from(
      { length: Math.max(0, Math.min(query.limit, total - start)) },
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
  return { api, asked, maxInFlight: () => maxInFlight };
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

  it('rows it cannot read are counted over every page, and a page short of them does not end the group (#16)', async () => {
    const fake = fakeApi(1200, { unreadable: { 1: 2, 7: 1, 12: 3 } });
    const list = await allInGroup(fake.api, 'g1');
    expect(list.unreadable).toBe(6);
    expect(list.items).toHaveLength(1194);
    expect(list.items.at(-1)?.id).toBe('s1199');
    expect(fake.asked).toHaveLength(12);
  });
});
