import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures.js';
import { CodesPage } from './pages/codes-page.js';
import { E2E_SANDBOX_URL } from '../stack.js';
import { sandboxRequests } from './support/sandbox.js';

const test = base.extend<{ codes: CodesPage }>({
  codes: async ({ page }, use) => {
    await use(new CodesPage(page));
  },
});

const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

const unique = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();

interface LoggedRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  status: number;
}
async function received(path: string): Promise<LoggedRequest[]> {
  const log = (await sandboxRequests(path)) as { requests: LoggedRequest[] };
  return log.requests;
}
async function postedCode(code: string): Promise<Record<string, unknown>> {
  const posts = (await received('/promo-codes')).filter(
    (r) => r.method === 'POST' && r.body?.code === code,
  );
  expect(posts).toHaveLength(1);
  return posts[0]!.body!;
}

test('promo code: the required fields, then create without optional fields (none sent)', async ({
  codes,
}) => {
  const code = `E2E-MIN-${unique()}`;
  await codes.goto();
  await codes.create.click();
  await expect(codes.dialog.getByRole('heading', { name: 'Create Promo Code' })).toBeVisible();
  await codes.dialog.getByRole('button', { name: 'Create Promo Code' }).click();
  await expect(codes.dialog.getByText('Code is required', { exact: true })).toBeVisible();
  await expect(codes.dialog.getByText('Reward is required', { exact: true })).toBeVisible();
  await expect(codes.dialog.getByText('Currency is required', { exact: true })).toBeVisible();

  await codes.fill({ Code: code, Reward: '10', Currency: 'USD' });
  await codes.dialog.getByRole('button', { name: 'Create Promo Code' }).click();
  await expect(codes.dialog).toBeHidden();
  await expect(codes.toast('Promo code created successfully')).toBeVisible();

  const row = codes.row(code);
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell')).toHaveText(['10', 'USD', 'Unlimited', '—', '—', '—', '']);

  // only the required fields reached the admin API
  expect(await postedCode(code)).toEqual({ code, reward: 10, currency: 'USD' });
});

test('promo code: create with every field, edit it, read its stats, delete it', async ({
  page,
  codes,
}) => {
  const code = `E2E-FULL-${unique()}`;
  await codes.goto();
  await codes.create.click();
  await codes.fill({
    Code: code,
    Reward: '2.5',
    Currency: 'BTC',
    'Max Uses': '100',
    'Valid From': '2026-12-01T09:30',
    'Valid Until': '2027-01-31T18:00',
    Campaign: 'winter-e2e',
    Type: 'deposit',
  });
  await page.screenshot({ path: join(SHOTS, 'codes-modal-wide.png'), animations: 'disabled' });
  await codes.dialog.getByRole('button', { name: 'Create Promo Code' }).click();
  await expect(codes.toast('Promo code created successfully')).toBeVisible();

  const sent = await postedCode(code);
  expect(sent).toEqual({
    code,
    reward: 2.5,
    currency: 'BTC',
    max_global_uses: 100,
    valid_from: await page.evaluate((v) => new Date(v).toISOString(), '2026-12-01T09:30'),
    valid_until: await page.evaluate((v) => new Date(v).toISOString(), '2027-01-31T18:00'),
    metadata: { campaign: 'winter-e2e', type: 'deposit' },
  });

  const row = codes.row(code);
  await expect(row).toContainText('winter-e2e');
  await expect(row).toContainText('BTC');
  await expect(row).toContainText('100');

  // edit: the modal loads the code; change the reward and the campaign
  await row.getByRole('button', { name: `Edit ${code}` }).click();
  await expect(
    codes.dialog.getByRole('heading', { name: `Edit Promo Code ${code}` }),
  ).toBeVisible();
  await expect(codes.field('Code')).toHaveValue(code);
  await expect(codes.field('Reward')).toHaveValue('2.5');
  await expect(codes.field('Currency')).toHaveValue('BTC');
  await expect(codes.field('Max Uses')).toHaveValue('100');
  await expect(codes.field('Valid From')).toHaveValue('2026-12-01T09:30');
  await expect(codes.field('Campaign')).toHaveValue('winter-e2e');
  await codes.fill({ Reward: '3', Campaign: 'spring-e2e', Currency: 'ETH' });
  await codes.dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(codes.dialog).toBeHidden();
  await expect(codes.toast('Promo code updated successfully')).toBeVisible();
  await expect(row).toContainText('spring-e2e');
  await expect(row).toContainText('ETH');

  const id = await codeId(page, code);
  const puts = (await received(`/promo-codes/${id}`)).filter((r) => r.method === 'PUT');
  expect(puts).toHaveLength(1);
  expect(puts[0]!.body).toMatchObject({
    code,
    reward: 3,
    currency: 'ETH',
    metadata: { campaign: 'spring-e2e', type: 'deposit' },
  });

  // stats: the raw JSON
  await row.getByRole('button', { name: `Stats for ${code}` }).click();
  await expect(codes.dialog.getByRole('heading', { name: `Statistics for ${code}` })).toBeVisible();
  const json = codes.dialog.getByLabel('Statistics JSON');
  await expect(json).toContainText('"totalRedemptions"');
  // valid JSON, about this code (the admin API's answer as it came)
  const parsed = JSON.parse((await json.textContent()) ?? '') as unknown;
  expect(JSON.stringify(parsed)).toContain(`"code":"${code}"`);
  await page.screenshot({ path: join(SHOTS, 'codes-stats-wide.png'), animations: 'disabled' });
  await codes.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(codes.dialog).toBeHidden();

  // delete: confirmation, then the row stays as inactive
  await row.getByRole('button', { name: `Delete ${code}` }).click();
  await expect(codes.confirm).toContainText('Are you sure you want to delete this promo code?');
  await codes.confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(codes.toast('Promo code deleted successfully')).toBeVisible();
  await expect(row).toContainText('Inactive');
  await expect(row).toHaveAttribute('data-inactive', 'true');
  await expect(row.getByRole('button', { name: `Delete ${code}` })).toBeDisabled();
  const deletes = (await received(`/promo-codes/${id}`)).filter((r) => r.method === 'DELETE');
  expect(deletes).toHaveLength(1);
});

test('promo code: a failing create shows the error toast and keeps the form', async ({ codes }) => {
  const code = `E2E-DUP-${unique()}`;
  await codes.goto();
  for (let i = 0; i < 2; i += 1) {
    await codes.create.click();
    await codes.fill({ Code: code, Reward: '1', Currency: 'EUR' });
    await codes.dialog.getByRole('button', { name: 'Create Promo Code' }).click();
    if (i === 0) await expect(codes.dialog).toBeHidden();
  }
  // the second one is a duplicate (409)
  await expect(codes.toast('Error creating promo code')).toBeVisible();
  await expect(codes.dialog).toBeVisible();
  await expect(codes.field('Code')).toHaveValue(code);
});

test('promo code edit: emptying Max Uses, the dates and Campaign clears them (sent as null)', async ({
  page,
  codes,
}) => {
  const code = `E2E-CLEAR-${unique()}`;
  await codes.goto();
  await codes.create.click();
  await codes.fill({
    Code: code,
    Reward: '4',
    Currency: 'EUR',
    'Max Uses': '50',
    'Valid From': '2026-12-01T09:30',
    'Valid Until': '2027-01-31T18:00',
    Campaign: 'to-be-cleared',
    Type: 'deposit',
  });
  await codes.dialog.getByRole('button', { name: 'Create Promo Code' }).click();
  await expect(codes.toast('Promo code created successfully')).toBeVisible();
  const row = codes.row(code);
  await expect(row).toContainText('to-be-cleared');

  await row.getByRole('button', { name: `Edit ${code}` }).click();
  await expect(codes.field('Max Uses')).toHaveValue('50');
  await codes.fill({ 'Max Uses': '', 'Valid From': '', 'Valid Until': '', Campaign: '' });
  await codes.dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(codes.toast('Promo code updated successfully')).toBeVisible();
  await expect(row).not.toContainText('to-be-cleared');
  await expect(row).toContainText('Unlimited');

  const id = await codeId(page, code);
  const puts = (await received(`/promo-codes/${id}`)).filter((r) => r.method === 'PUT');
  expect(puts.map((p) => p.body)).toEqual([
    {
      code,
      reward: 4,
      currency: 'EUR',
      max_global_uses: null,
      valid_from: null,
      valid_until: null,
      metadata: { type: 'deposit' },
    },
  ]);
  // read back afresh: the edit form opens empty where it was emptied
  await page.reload();
  await row.getByRole('button', { name: `Edit ${code}` }).click();
  await expect(codes.field('Code')).toHaveValue(code);
  await expect(codes.field('Max Uses')).toHaveValue('');
  await expect(codes.field('Valid From')).toHaveValue('');
  await expect(codes.field('Campaign')).toHaveValue('');
  await expect(codes.field('Type')).toHaveValue('deposit');
});

test('promo codes: a row the panel cannot read (USDT) is counted and said, not hidden', async ({
  page,
  codes,
}) => {
  await codes.goto();
  await expect(page.getByText(/could not be shown/)).toHaveCount(0);
  const res = await fetch(`${E2E_SANDBOX_URL}/__sandbox/promo-codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: `TETHER-${unique()}`, reward: 10, currency: 'USDT' }),
  });
  expect(res.status).toBe(201);
  await page.reload();
  await expect(codes.table).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'could not be shown' })).toHaveText(
    '1 item could not be shown (the admin API sent data this panel cannot read).',
  );
  await page.screenshot({ path: join(SHOTS, 'codes-unreadable-wide.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'could not be shown' })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'codes-unreadable-narrow.png') });
});

test('promo codes: screenshots wide and narrow', async ({ page, codes }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await codes.goto();
  await page.screenshot({ path: join(SHOTS, 'codes-wide.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await codes.goto();
  // the page does not scroll sideways; the table does, inside its region
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const region = page.getByRole('region', { name: /Promo codes table/ });
  const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(scrolls).toBe(true);
  await page.screenshot({ path: join(SHOTS, 'codes-narrow.png') });
  await codes.create.click();
  await expect(codes.dialog).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'codes-modal-narrow.png'), animations: 'disabled' });
});

/** The code's id, from the gateway with the signed-in session. */
async function codeId(page: Page, code: string): Promise<string> {
  const input = encodeURIComponent(JSON.stringify({ code }));
  const res = await page.request.get(`/trpc/promoCodes.getByCode?input=${input}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { result: { data: { id: string } } };
  return body.result.data.id;
}

test.describe('dates in Europe/Berlin', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('promo code dates show the zone in one format, and re-saving keeps the stored seconds', async ({
    page,
    codes,
  }) => {
    const code = `E2E-SECS-${unique()}`;
    const res = await page.request.post('/trpc/promoCodes.create', {
      data: {
        code,
        reward: 1,
        currency: 'USD',
        valid_from: '2027-01-01T09:30:15.000Z',
        valid_until: '2027-01-31T18:00:59.000Z',
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await codes.goto();
    const row = codes.row(code);
    await expect(row).toContainText('1 Jan 2027, 10:30 CET');
    await expect(row).toContainText('31 Jan 2027, 19:00 CET');
    await row.getByRole('button', { name: `Edit ${code}` }).click();
    await expect(codes.field('Valid From')).toHaveValue('2027-01-01T10:30:15');
    await expect(
      codes.dialog.getByText('Times are in your time zone: Europe/Berlin (UTC+01:00).'),
    ).toBeVisible();
    await codes.fill({ Campaign: 'seconds-kept' });
    await codes.dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(codes.toast('Promo code updated successfully')).toBeVisible();
    const id = await codeId(page, code);
    const puts = (await received(`/promo-codes/${id}`)).filter((r) => r.method === 'PUT');
    expect(puts.at(-1)!.body).toMatchObject({
      valid_from: '2027-01-01T09:30:15.000Z',
      valid_until: '2027-01-31T18:00:59.000Z',
      metadata: { campaign: 'seconds-kept' },
    });
  });
});
