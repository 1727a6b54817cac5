import type { Page } from '@playwright/test';
import {
  PROMOTION_MESSAGES,
  PROVIDER_MESSAGES,
  unreadableItemsMessage,
  unreadableOrderMessage,
} from '@pitboss/contracts';
import { expect, test } from './fixtures.js';
import { CuratorOrderPage } from './pages/curator-order-page.js';
import { trpc } from './pages/curator-page.js';
import { sandboxFault, sandboxRequests } from './support/sandbox.js';
import { keyboardMove } from './support/settled.js';

/**
 * Rows the contracts cannot read are left out by the gateway, logged and counted; each
 * list screen says "N items could not be shown" instead of showing fewer rows in silence. The
 * sandbox answers each list with one row of another shape (a real admin API may send one).
 */
const ODD = { nonsense: true };

const notice = (page: Page, region?: RegExp) =>
  (region ? page.getByRole('region', { name: region }) : page)
    .getByRole('status')
    .filter({ hasText: 'could not be shown' });

test('slots and providers: a row the panel cannot read is counted and said', async ({ page }) => {
  await sandboxFault({
    path: '/slots/filter',
    method: 'GET',
    status: 200,
    body: { slots: [ODD, ODD], total: 2, totalPages: 1, page: 1 },
  });
  await sandboxFault({
    path: '/providers/search',
    method: 'GET',
    status: 200,
    body: {
      data: [ODD],
      pagination: { totalCount: 1, totalPages: 1, currentPage: 1, limit: 32 },
    },
  });
  await page.goto('/curator');
  // the curator loads several lists at once: on a busy machine that takes a while
  await expect(notice(page, /^Slots/)).toHaveText(unreadableItemsMessage(2), { timeout: 30_000 });
  await expect(notice(page, /^Providers/)).toHaveText(unreadableItemsMessage(1));
});

test('slot order mode: a slot row of the group it cannot read is counted and said', async ({
  page,
}) => {
  const order = new CuratorOrderPage(page);
  const { items: groups } = await trpc<{ items: { id: string }[] }>(
    page.request,
    'groups.list',
    {},
    'query',
  );
  await sandboxFault({
    path: '/slots/filter',
    method: 'GET',
    status: 200,
    body: { slots: [{ id: 9201, title: 'Readable Slot' }, ODD], total: 2, totalPages: 1, page: 1 },
  });
  await order.open(groups[0]?.id as string);
  await expect(order.cards).toHaveCount(1);
  await expect(order.cards.first()).toContainText('Readable Slot');
  await expect(order.mode.getByRole('status').filter({ hasText: 'could not be shown' })).toHaveText(
    unreadableItemsMessage(1),
  );
});

test('promotions: a row the panel cannot read is counted and said', async ({ page }) => {
  await sandboxFault({
    path: '/promotions/filter',
    method: 'GET',
    status: 200,
    body: { promotions: [ODD], total: 1, page: 1 },
  });
  await page.goto('/promotions');
  await expect(notice(page)).toHaveText(unreadableItemsMessage(1));
});

test('tables and themes: a row the panel cannot read is counted and said', async ({ page }) => {
  await sandboxFault({
    path: '/themes',
    method: 'GET',
    status: 200,
    body: { themes: [ODD], total: 1, page: 1, totalPages: 1 },
  });
  const poker = { id: 't-poker', name: 'Poker Room', slug: 'poker-room', stake: 1, theme: 'x' };
  await sandboxFault({ path: '/tables', method: 'GET', status: 200, body: [ODD, poker, ODD, ODD] });
  await page.goto('/tables');
  // on a busy machine the page takes a while
  await expect(notice(page)).toHaveText([unreadableItemsMessage(3), unreadableItemsMessage(1)], {
    timeout: 30_000,
  });
  // a table search still says them: the rows that could not be read may match
  const tables = page.getByRole('list', { name: 'Tables' });
  await expect(tables.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search tables' }).fill('roulette');
  await expect(tables).toHaveCount(0);
  await expect(notice(page)).toHaveText([unreadableItemsMessage(3), unreadableItemsMessage(1)]);
});

test('providers list: a provider row the panel cannot read is counted and said under the slot filters', async ({
  page,
}) => {
  const readable = {
    id: 9101,
    display_name: 'Readable Provider',
    description: '',
    slug: 'readable-provider',
    live: true,
    archived: false,
    unedited: false,
    order_hint: 1,
  };
  await sandboxFault({ path: '/providers/all', method: 'GET', status: 200, body: [ODD, readable] });
  await page.goto('/curator');
  const slots = page.getByRole('region', { name: /^Slots/ });
  // the curator loads several lists at once: on a busy machine that takes a while
  await expect(slots.getByLabel('Provider', { exact: true })).toContainText('Readable Provider', {
    timeout: 30_000,
  });
  await expect(notice(page, /^Slots/)).toHaveText(unreadableItemsMessage(1));
  // the Providers section pages through providers.search, which read every row: nothing said there
  await expect(notice(page, /^Providers/)).toHaveCount(0);
});

test('groups: a group row the panel cannot read is counted and said, in the curator and the promotion form', async ({
  page,
}) => {
  const readable = {
    id: 9001,
    display_name: 'Readable Group',
    name: 'readable',
    slug: 'readable-group',
    order_hint: 1,
    archived: false,
  };
  await sandboxFault({ path: '/groups/all', method: 'GET', status: 200, body: [readable, ODD] });
  await page.goto('/curator');
  const groups = page.getByRole('region', { name: /^Groups/ });
  // the curator loads several lists at once: on a busy machine that takes a while
  await expect(groups.getByRole('button', { name: /Readable Group/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(notice(page, /^Groups/)).toHaveText(unreadableItemsMessage(1));

  // the promotion form's Game Group picker says it too
  await page.goto('/promotions');
  await page.getByRole('button', { name: 'Create Promotion' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByLabel('Game Group')).toContainText('Readable Group');
  await expect(form.getByRole('status').filter({ hasText: 'could not be shown' })).toHaveText(
    unreadableItemsMessage(1),
  );
});

const rawPromotion = (id: number, title: string, order: number) => ({
  id,
  title,
  subtitle: '',
  game_group: '',
  text: [],
  image_url: null,
  active_from: null,
  active_until: null,
  archived: false,
  live: true,
  unpublished: false,
  redirected: false,
  url: '',
  button_text: '',
  order_hint: order,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const bulkOrdersSent = async (path: string) =>
  ((await sandboxRequests(path)) as { requests: { method: string }[] }).requests.filter(
    (r) => r.method === 'PATCH',
  ).length;

test('promotion order mode: unreadable promotions are said, and saving the order is refused with the count', async ({
  page,
}) => {
  await sandboxFault({
    path: '/promotions/filter',
    method: 'GET',
    status: 200,
    body: {
      promotions: [
        rawPromotion(7701, 'Readable One', 1),
        ODD,
        rawPromotion(7702, 'Readable Two', 2),
      ],
      total: 3,
      page: 1,
    },
  });
  await page.goto('/promotions');
  await expect(notice(page)).toHaveText(unreadableItemsMessage(1));
  await page.getByRole('button', { name: 'Edit Order' }).click();
  const cards = page.getByRole('list', { name: 'Promotion order' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(notice(page)).toHaveText(unreadableItemsMessage(1));

  // Save Order with no move sends every position: the gateway refuses, naming the count
  const sentBefore = await bulkOrdersSent('/promotions/update/bulkOrder');
  await page.getByRole('button', { name: 'Save Order' }).click();
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: PROMOTION_MESSAGES.saveOrderFailed });
  await expect(toast).toContainText(unreadableOrderMessage(1, 'promotion'));
  await expect(cards).toHaveCount(2); // still in the mode
  expect(await bulkOrdersSent('/promotions/update/bulkOrder')).toBe(sentBefore);
});

test('provider order mode: unreadable providers are said, and saving the order is refused with the count', async ({
  page,
}) => {
  const provider = (id: number, name: string, order: number) => ({
    id,
    display_name: name,
    description: '',
    slug: name.toLowerCase().replace(/ /g, '-'),
    live: true,
    archived: false,
    unedited: false,
    order_hint: order,
  });
  const rows = [provider(9201, 'First Provider', 1), ODD, provider(9202, 'Second Provider', 3)];
  await sandboxFault({
    path: '/providers/search',
    method: 'GET',
    status: 200,
    body: { data: rows, pagination: { totalCount: 3, totalPages: 1, currentPage: 1, limit: 100 } },
  });
  await sandboxFault({ path: '/providers/all', method: 'GET', status: 200, body: rows });
  await page.goto('/curator');
  const providers = page.getByRole('region', { name: /^Providers/ });
  // the curator loads several lists at once: on a busy machine that takes a while
  await expect(providers.getByRole('button', { name: 'Edit Order' })).toBeEnabled({
    timeout: 30_000,
  });
  await providers.getByRole('button', { name: 'Edit Order' }).click();
  const cards = providers
    .getByRole('list', { name: 'Providers in display order' })
    .getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(notice(page, /^Providers/)).toHaveText(unreadableItemsMessage(1));

  // the first one step to the right (keyboard), then Save: refused, nothing sent, still editing
  const handle = cards.nth(0).getByRole('button', { name: /^Drag / });
  await keyboardMove(page, handle, 'ArrowRight', 2);
  await expect(cards.nth(1)).toHaveAttribute('aria-label', '2. First Provider');
  const sentBefore = await bulkOrdersSent('/providers/bulk-order');
  await providers.getByRole('button', { name: 'Save Order' }).click();
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: PROVIDER_MESSAGES.saveOrderFailed });
  await expect(toast).toContainText(unreadableOrderMessage(1, 'provider'));
  await expect(cards).toHaveCount(2);
  expect(await bulkOrdersSent('/providers/bulk-order')).toBe(sentBefore);
});
