import type { Locator, Page } from '@playwright/test';
import {
  API_MESSAGES,
  LIST_LOAD_FAILED,
  PROMOTION_MESSAGES,
  PROMO_CODE_MESSAGES,
  PROVIDER_MESSAGES,
  SLOTS,
  SLOT_MESSAGES,
  THEME_MESSAGES,
} from '@pitboss/contracts';
import { E2E_SANDBOX_URL } from '../stack.js';
import { expect, test } from './fixtures.js';
import { CuratorOrderPage } from './pages/curator-order-page.js';
import { trpc } from './pages/curator-page.js';
import { sandboxFault } from './support/sandbox.js';

/**
 * A list that cannot be loaded says so, with the gateway's words and a Retry that loads it once
 * the admin API answers again; it never shows the empty-state text of a list that is really
 * empty. Paging scales (first, last, "Page X of Y", go to page, in the URL), and paging one
 * section of the curator leaves the slot order being edited alone.
 */

test.use({ viewport: { width: 1440, height: 900 } });

/** A first screen load on a busy two-core machine can take a while. */
const LOAD = { timeout: 30_000 };

const FAILED = { method: 'GET', status: 500, message: 'The catalogue database is down' };

/** The load failure of a list inside `scope`, with its title. */
const failure = (scope: Locator | Page, title: string) =>
  scope.getByRole('alert').filter({ hasText: title });

test('curator: slots, providers and groups that fail to load say so, and Retry loads them', async ({
  page,
}) => {
  test.setTimeout(150_000);
  for (const path of ['/slots/filter', '/providers/search', '/groups/all'])
    await sandboxFault({ path, ...FAILED });
  await page.goto('/curator');
  const sections = {
    slots: page.getByRole('region', { name: /^Slots/ }),
    providers: page.getByRole('region', { name: /^Providers/ }),
    groups: page.getByRole('region', { name: /^Groups/ }),
  };
  for (const [name, region] of Object.entries(sections)) {
    const alert = failure(region, LIST_LOAD_FAILED[name as keyof typeof sections]);
    // the curator loads several lists at once: on a busy machine that takes a while
    await expect(alert).toContainText(FAILED.message, LOAD);
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  }
  await expect(page.getByText(SLOT_MESSAGES.empty, { exact: true })).toHaveCount(0);
  await expect(page.getByText(PROVIDER_MESSAGES.empty, { exact: true })).toHaveCount(0);
  await expect(page.getByText('No groups found', { exact: true })).toHaveCount(0);

  await clearFaults();
  await failure(sections.slots, LIST_LOAD_FAILED.slots).getByRole('button').click();
  await expect(sections.slots.getByRole('list', { name: 'Slots' })).toBeVisible();
  await failure(sections.providers, LIST_LOAD_FAILED.providers).getByRole('button').click();
  await expect(sections.providers.getByRole('list', { name: 'Providers' })).toBeVisible();
  await failure(sections.groups, LIST_LOAD_FAILED.groups).getByRole('button').click();
  await expect(sections.groups.getByRole('list', { name: 'Groups' })).toBeVisible();
});

test("tables: an answer that is not JSON shows the spec's 'Response is not valid JSON', not 'No themes found'", async ({
  page,
}) => {
  await sandboxFault({ path: '/themes', method: 'GET', status: 200, body: '<html>gateway</html>' });
  await page.goto('/tables');
  const alert = failure(page, LIST_LOAD_FAILED.themes);
  await expect(alert).toContainText(API_MESSAGES.responseNotJson, LOAD);
  await expect(page.getByText(THEME_MESSAGES.empty, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Themes/ })).not.toContainText('0');
  await clearFaults();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('list', { name: 'Themes' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('promotions, promo codes and Activity that fail to load say so, with Retry', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await sandboxFault({ path: '/promotions/filter', ...FAILED });
  await page.goto('/promotions');
  await expect(failure(page, LIST_LOAD_FAILED.promotions)).toContainText(FAILED.message, LOAD);
  await expect(page.getByText(PROMOTION_MESSAGES.empty, { exact: true })).toHaveCount(0);

  await sandboxFault({ path: '/promo-codes', ...FAILED });
  await page.goto('/codes');
  await expect(failure(page, LIST_LOAD_FAILED.promoCodes)).toContainText(FAILED.message, LOAD);
  await expect(page.getByText(PROMO_CODE_MESSAGES.empty, { exact: true })).toHaveCount(0);
  await clearFaults();
  await failure(page, LIST_LOAD_FAILED.promoCodes).getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('table', { name: 'Promo codes' })).toBeVisible();

  // the audit trail is the gateway's own: its failure is made at the network
  let failing = true;
  await page.route('**/trpc/audit.list*', (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify([
            {
              error: {
                message: 'The audit trail is unavailable',
                code: -32603,
                data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: 'audit.list' },
              },
            },
          ]),
        })
      : route.continue(),
  );
  await page.goto('/activity');
  const activity = failure(page, LIST_LOAD_FAILED.activity);
  await expect(activity).toContainText('The audit trail is unavailable', LOAD);
  await expect(page.getByText(/^No activity matches/)).toHaveCount(0);
  failing = false;
  await activity.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/^[\d,]+ actions?$|^No activity matches/).first()).toBeVisible();
});

test('slot pages: first, last, "Page X of Y" and go to page, kept in the URL', async ({ page }) => {
  test.setTimeout(150_000);
  const { totalPages } = await trpc<{ totalPages: number }>(
    page.request,
    'slots.filter',
    { page: 1, limit: SLOTS.pageSize, order: 'ASC', sort: 'default', status: 'all' },
    'query',
  );
  expect(totalPages).toBeGreaterThan(5);
  await page.goto('/curator');
  const pager = page
    .getByRole('region', { name: /^Slots/ })
    .getByRole('navigation', { name: 'Slot pages' });
  await expect(pager.getByText(`Page 1 of ${totalPages}`)).toBeVisible(LOAD);

  await pager.getByRole('button', { name: 'Last page' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${totalPages}(&|$)`));
  await expect(pager.getByText(`Page ${totalPages} of ${totalPages}`)).toBeVisible();

  const goTo = pager.getByRole('spinbutton', { name: 'Go to page' });
  await goTo.fill(String(totalPages + 1));
  await goTo.press('Enter');
  await expect(pager.getByRole('alert')).toHaveText(`Enter a page from 1 to ${totalPages}.`);
  await goTo.fill('3');
  await goTo.press('Enter');
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);
  await expect(pager.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // the URL is the pager's state: a reload opens the same page, First goes back
  await page.reload();
  await expect(pager.getByText(`Page 3 of ${totalPages}`)).toBeVisible(LOAD);
  await pager.getByRole('button', { name: 'First page' }).click();
  await expect(pager.getByText(`Page 1 of ${totalPages}`)).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]page=/);
});

test('paging the providers while the slot order has unsaved moves leaves the order alone', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const order = new CuratorOrderPage(page);
  const group = await smallGroup(page);
  await order.open(group);
  const first = await order.card(0).getAttribute('data-slot-id');
  await order.card(0).click({ modifiers: ['Shift'] });
  await order.positionModal.getByLabel('New position').fill('2');
  await order.positionModal.getByRole('button', { name: 'Set Position' }).click();
  await expect(order.positionModal).toBeHidden();
  await expect(order.card(1)).toHaveAttribute('data-slot-id', first ?? '');
  await expect(order.undo).toBeEnabled();

  const providerPages = page
    .getByRole('region', { name: /^Providers/ })
    .getByRole('navigation', { name: 'Provider pages' });
  await providerPages.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]ppage=2(&|$)/);
  await expect(providerPages.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // the order mode is still open with its move
  await expect(order.card(1)).toHaveAttribute('data-slot-id', first ?? '');
  await expect(order.save).toBeEnabled();
});

/** A group of a few slots (order mode opens fast): the smallest with at least two. */
async function smallGroup(page: Page): Promise<string> {
  const { items: groups } = await trpc<{ items: { id: string; archived: boolean }[] }>(
    page.request,
    'groups.list',
    {},
    'query',
  );
  let best: { id: string; total: number } | null = null;
  for (const g of groups.filter((x) => !x.archived)) {
    const { total } = await trpc<{ total: number }>(
      page.request,
      'slots.filter',
      { page: 1, limit: 1, groupId: g.id, order: 'ASC', sort: 'default', status: 'all' },
      'query',
    );
    if (total >= 2 && (!best || total < best.total)) best = { id: g.id, total };
  }
  if (!best) throw new Error('no group with two slots');
  return best.id;
}

/** The admin API answers again (the fixture clears the faults after each test too). */
async function clearFaults() {
  const res = await fetch(`${E2E_SANDBOX_URL}/__sandbox/faults`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`faults not cleared: ${res.status}`);
}
