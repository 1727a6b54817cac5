import {
  CATALOGUE_MESSAGES,
  DASHBOARD_MESSAGES,
  ENDED_MARK,
  EVENT_FILTER_REDEEM_NOTE,
  PROVIDER_MESSAGES,
  type Provider,
} from '@pitboss/contracts';
import { CuratorPage, trpc } from './pages/curator-page.js';
import { DashboardPage } from './pages/dashboard-page.js';
import { ProvidersSection } from './pages/providers-section.js';
import { sandboxFault } from './support/sandbox.js';
import { animationsDone } from './support/settled.js';
import { expect, test as base } from './fixtures.js';

const test = base.extend<{ curator: CuratorPage; dashboard: DashboardPage }>({
  curator: async ({ page }, use) => {
    await use(new CuratorPage(page));
  },
  dashboard: async ({ page }, use) => {
    await use(new DashboardPage(page));
  },
});

const RUN = Date.now().toString(36);
let counter = 0;
const unique = (label: string) => `E2E ${label} ${RUN}${(counter += 1)}`;

test("the live filter's note says what the rule does with promo-code redeems", async ({
  dashboard,
}) => {
  await dashboard.goto();
  await dashboard.filters.click();
  await expect(dashboard.events.getByText(EVENT_FILTER_REDEEM_NOTE)).toBeVisible();
});

test("a relay handshake that never completes shows 'Connection failed. Retrying...'", async ({
  dashboard,
  page,
}) => {
  // the websocket opens, but the relay's handshake never answers
  await page.routeWebSocket(/\/live\//, () => {});
  await dashboard.goto();
  await expect(dashboard.events.getByText(DASHBOARD_MESSAGES.connectionFailed)).toBeVisible({
    timeout: 12_000,
  });
});

test('a promotion past its end and a promo code past valid_until keep their labels, marked ended', async ({
  page,
}) => {
  const title = unique('Ended promo');
  const created = await page.request.post('/trpc/promotions.create', {
    data: {
      title,
      subTitle: 'Over',
      gameGroup: '',
      text: [{ type: 'paragraph', value: '<p>Over</p>' }],
      redirected: false,
      availableFrom: '2024-01-01T10:00:00.000Z',
      availableUntil: '2024-02-01T10:00:00.000Z',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await trpc(page.request, 'promotions.publish');
  await page.goto(`/promotions?search=${encodeURIComponent(title)}`);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Edit ${title}` }) });
  await expect(card).toContainText(`Live${ENDED_MARK}`);

  const code = `E2E-ENDED-${RUN}`;
  const res = await page.request.post('/trpc/promoCodes.create', {
    data: {
      code,
      reward: 1,
      currency: 'USD',
      valid_from: '2024-01-01T09:30:00.000Z',
      valid_until: '2024-01-31T18:00:00.000Z',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto('/codes');
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row.getByRole('rowheader')).toHaveText(`${code}${ENDED_MARK}`);
});

test("publish answered with a failing status: 'Publishing completed with unexpected response...'", async ({
  curator,
  page,
}) => {
  await sandboxFault({
    path: '/publish',
    status: 200,
    body: { status: 500, message: 'half done' },
    once: true,
  });
  await curator.goto();
  await curator.publishAction('Publish');
  await page
    .getByRole('dialog', { name: 'Publish to production' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(
    page.getByTestId('publish-summary').getByText(CATALOGUE_MESSAGES.publishUnexpectedResponse),
  ).toBeVisible();
});

test("a provider deleted meanwhile: 'Provider not found'", async ({ page }) => {
  const { items } = await trpc<{ items: Provider[] }>(page.request, 'providers.list', {}, 'query');
  const provider = items.at(-1);
  if (!provider) throw new Error('no providers seeded');
  const providers = new ProvidersSection(page);
  await providers.open(provider.displayName);
  await sandboxFault({ path: `/providers/${provider.id}`, status: 404, message: 'Not Found' });
  await providers.field('Description').fill('edited after it went');
  await providers.modal.getByRole('button', { name: 'Update' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: PROVIDER_MESSAGES.notFound }),
  ).toBeVisible();
});

test("a failed save's toast never covers the form's Update button, on a desktop and on a phone", async ({
  curator,
  page,
}) => {
  const { items } = await trpc<{ items: { id: string; title: string }[] }>(
    page.request,
    'slots.filter',
    { limit: 1 },
    'query',
  );
  const slot = items[0];
  if (!slot) throw new Error('no slots seeded');
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await curator.openSlot(slot.title);
    await sandboxFault({ path: `/slots/${slot.id}/update`, status: 500 });
    await curator.field('Feature Group').fill(`edited at ${width} px`);
    const update = curator.slotModal.getByRole('button', { name: 'Update' });
    await update.click();
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    await animationsDone(page);
    const [a, b] = [await toast.boundingBox(), await update.boundingBox()];
    if (!a || !b) throw new Error('toast or Update button not laid out');
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, `toast ${JSON.stringify(a)} over Update ${JSON.stringify(b)}`).toBe(false);
    // nothing else lies over it either: a trial click checks the button receives the pointer
    await update.click({ trial: true });
    await page.screenshot({ path: `artifacts/screenshots/toast-over-form-${width}.png` });
  }
});
