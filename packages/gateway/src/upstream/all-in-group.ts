import { SLOTS, wholeList, type OrderSlot, type Slot, type WholeList } from '@pitboss/contracts';
import type { AdminApi } from './api.js';

/**
 * Pages after the first asked for at once. Eight: behind 100 ms of latency the 5,000-slot group's
 * 49 further pages take seven round trips instead of thirteen (docs/adr/0080).
 */
const PARALLEL_PAGES = 8;

/**
 * Every slot of a group in group order (archived ones included, as the group's positions count
 * them): pages of 100, at most 50 pages (order mode). The first page says how many
 * there are; the rest are asked for up to PARALLEL_PAGES at a time (on a 1,200-slot group, 12
 * sequential round trips were most of the time order mode took to open), and joined in page
 * order, stopping at the first short page. Any failed page fails the whole list.
 *
 * Rows the contracts cannot read are left out and counted in `unreadable` (absent when 0), as
 * every list answer says them; a page is short by what the admin API sent, so a page with
 * unreadable rows does not end the group early.
 */
export async function allInGroup(api: AdminApi, groupId: string): Promise<WholeList<Slot>> {
  const fetchPage = (page: number) =>
    api.slots.filter({
      page,
      limit: SLOTS.orderModeBatchSize,
      groupId,
      order: 'ASC',
      byTitle: false,
      byReleased: false,
      byUpdated: false,
    });
  type Page = Awaited<ReturnType<typeof fetchPage>>;
  /** Fewer rows than asked for: the group's last page. */
  const short = (page: Page) =>
    page.items.length + (page.unreadable ?? 0) < SLOTS.orderModeBatchSize;
  const items: Slot[] = [];
  let unreadable = 0;
  /** Adds a page; true when it was the last one. */
  const add = (page: Page): boolean => {
    for (const slot of page.items) items.push(slot);
    unreadable += page.unreadable ?? 0;
    return short(page);
  };
  const done = () => wholeList(items, unreadable);

  const first = await fetchPage(1);
  if (add(first)) return done();
  // PARALLEL_PAGES workers each take the next page as soon as their last one is in, so the admin
  // API always has the next pages to answer while the gateway reads an answer. A short page ends
  // the asking (`end`); a failed one ends it too, and fails the list.
  const pages: Page[] = [];
  let next = 2;
  let end = Math.min(first.totalPages, SLOTS.orderModeMaxPages);
  const worker = async () => {
    while (next <= end) {
      const n = next++;
      const page = await fetchPage(n).catch((error: unknown) => {
        end = 0;
        throw error;
      });
      pages[n] = page;
      if (short(page)) end = Math.min(end, n);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
  for (let n = 2; n <= end; n += 1) if (add(pages[n] as Page)) break;
  return done();
}

/**
 * `allInGroup` with each slot cut to what order mode shows (`OrderSlot`): the 1,200-slot group's
 * answer is 0.2 MB instead of 1.06 MB, which the gateway encodes and compresses and the browser
 * receives and parses when order mode opens.
 */
export async function allInGroupForOrdering(
  api: AdminApi,
  groupId: string,
): Promise<WholeList<OrderSlot>> {
  const { items, unreadable } = await allInGroup(api, groupId);
  return wholeList(
    items.map(({ id, title, imageUrl, providerName, displayProviderName }) => ({
      id,
      title,
      imageUrl,
      providerName,
      displayProviderName,
    })),
    unreadable,
  );
}
