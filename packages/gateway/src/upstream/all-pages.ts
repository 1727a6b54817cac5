import {
  PROVIDERS,
  SLOTS,
  wholeList,
  type OrderSlot,
  type Page,
  type Provider,
  type Slot,
  type WholeList,
} from '@pitboss/contracts';
import type { AdminApi } from './api.js';

/**
 * Pages after the first asked for at once. Eight: behind 100 ms of latency the 5,000-slot group's
 * 49 further pages take seven round trips instead of thirteen (docs/adr/0080).
 */
const PARALLEL_PAGES = 8;

/**
 * Every row of a paged list, for an order mode: pages of `batchSize`, at most `maxPages`. The
 * first page says how many there are; the rest are asked for up to PARALLEL_PAGES at a time (on
 * a 1,200-slot group, 12 round trips one after another would be most of the time order mode takes
 * to open), and joined in page order, stopping at the first short page. Any failed page fails the whole
 * list. A row already seen on an earlier page (the list moved while it was read) is kept once.
 *
 * Rows the contracts cannot read are left out and counted in `unreadable` (absent when 0), as
 * every list answer says them; a page is short by what the admin API sent, so a page with
 * unreadable rows does not end the list early.
 */
async function allPages<T extends { id: string }>(
  fetchPage: (page: number) => Promise<Page<T>>,
  batchSize: number,
  maxPages: number,
): Promise<WholeList<T>> {
  /** Fewer rows than asked for: the list's last page. */
  const short = (page: Page<T>) => page.items.length + (page.unreadable ?? 0) < batchSize;
  const items: T[] = [];
  const seen = new Set<string>();
  let unreadable = 0;
  /** Adds a page; true when it was the last one. */
  const add = (page: Page<T>): boolean => {
    for (const row of page.items) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      items.push(row);
    }
    unreadable += page.unreadable ?? 0;
    return short(page);
  };
  const done = () => wholeList(items, unreadable);

  const first = await fetchPage(1);
  if (add(first)) return done();
  // PARALLEL_PAGES workers each take the next page as soon as their last one is in, so the admin
  // API always has the next pages to answer while the gateway reads an answer. A short page ends
  // the asking (`end`); a failed one ends it too, and fails the list.
  const pages: Page<T>[] = [];
  let next = 2;
  let end = Math.min(first.totalPages, maxPages);
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
  for (let n = 2; n <= end; n += 1) if (add(pages[n] as Page<T>)) break;
  return done();
}

/** Every slot of a group in group order (archived ones included, as the group's positions count them). */
export const allInGroup = (api: AdminApi, groupId: string): Promise<WholeList<Slot>> =>
  allPages(
    (page) =>
      api.slots.filter({
        page,
        limit: SLOTS.orderModeBatchSize,
        groupId,
        order: 'ASC',
        byTitle: false,
        byReleased: false,
        byUpdated: false,
      }),
    SLOTS.orderModeBatchSize,
    SLOTS.orderModeMaxPages,
  );

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

/** Every non-archived provider in display order (the positions `providers.bulkOrder` counts). */
export const allProvidersForOrdering = (api: AdminApi): Promise<WholeList<Provider>> =>
  allPages(
    (page) =>
      api.providers.search({
        page,
        limit: PROVIDERS.orderModeBatchSize,
        order: 'ASC',
        search: '',
        isArchived: false,
      }),
    PROVIDERS.orderModeBatchSize,
    SLOTS.orderModeMaxPages,
  );
