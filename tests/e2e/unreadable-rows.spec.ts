import type { Page } from '@playwright/test';
import { unreadableItemsMessage } from '@pitboss/contracts';
import { E2E_SANDBOX_URL } from '../stack.js';
import { expect, test } from './fixtures.js';
import { sandboxFault } from './support/sandbox.js';

/**
 * Issue 16: rows the contracts cannot read are left out by the gateway, logged and counted; each
 * list screen says "N items could not be shown" instead of showing fewer rows in silence. The
 * sandbox answers each list with one row of another shape (a real admin API may send one).
 */
const ODD = { nonsense: true };

test.afterEach(async () => {
  await fetch(`${E2E_SANDBOX_URL}/__sandbox/faults`, { method: 'DELETE' });
});

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
  await expect(notice(page, /^Slots/)).toHaveText(unreadableItemsMessage(2));
  await expect(notice(page, /^Providers/)).toHaveText(unreadableItemsMessage(1));
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
  await sandboxFault({ path: '/tables', method: 'GET', status: 200, body: [ODD, ODD, ODD] });
  await page.goto('/tables');
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
