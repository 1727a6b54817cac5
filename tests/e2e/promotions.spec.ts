import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  PROMOTION_MESSAGES,
  appliedChangesMessage,
  blockMissingTypeMessage,
  paragraphBlockInvalidMessage,
  promotionCreatedImageFailedMessage,
  tableBlockInvalidMessage,
  urlExampleMessage,
} from '@pitboss/contracts';
import { expect, test as base } from './fixtures.js';
import { PromotionsPage } from './pages/promotions-page.js';
import { sandboxFault, sandboxRequests } from './support/sandbox.js';
import { animationsDone } from './support/settled.js';

const test = base.extend<{ promotions: PromotionsPage }>({
  promotions: async ({ page }, use) => {
    await use(new PromotionsPage(page));
  },
});

const SHOTS = 'artifacts/screenshots';
mkdirSync(SHOTS, { recursive: true });

interface SandboxLog {
  requests: {
    method: string;
    path: string;
    query: Record<string, string>;
    body: unknown;
    status: number;
  }[];
}
const requestsTo = async (path: string) => ((await sandboxRequests(path)) as SandboxLog).requests;
const lastBody = async (path: string) => {
  const list = await requestsTo(path);
  return list[list.length - 1]?.body as Record<string, unknown> | undefined;
};

const unique = (name: string) =>
  `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** tRPC call with the admin's session cookie (set-up data for edit tests). */
async function trpc(request: APIRequestContext, procedure: string, input: unknown, query = false) {
  const res = query
    ? await request.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`)
    : await request.post(`/trpc/${procedure}`, { data: input });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a tRPC envelope read in tests
  return { status: res.status(), body: (await res.json()) as Record<string, any> };
}

async function createViaApi(
  request: APIRequestContext,
  title: string,
  extra: Record<string, unknown> = {},
) {
  const { status, body } = await trpc(request, 'promotions.create', {
    title,
    subTitle: 'Made by the e2e suite',
    gameGroup: '',
    text: [{ type: 'paragraph', value: '<p>Hello</p>' }],
    redirected: false,
    availableFrom: '2026-01-01T10:00:00.000Z',
    availableUntil: '2027-01-01T10:00:00.000Z',
    ...extra,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result.data as { id: string; imageUrl: string | null };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR42mP8z8DwnwEIGBmgAAMA1QsJ/2Jb5DkAAAAASUVORK5CYII=',
  'base64',
);
const image = (name = 'banner.png') => ({ name, mimeType: 'image/png', buffer: PNG });

const cspErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) errors.push(m.text());
  });
  return errors;
};

test('the list loads without Quill; the editor chunk arrives only with a modal, without CSP violations', async ({
  page,
  promotions,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => scripts.push(r.url()));
  const csp = cspErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await promotions.goto();
  await expect(promotions.cards.first()).toBeVisible();
  await expect(promotions.cards).toHaveCount(9);
  await expect(promotions.filter).toHaveValue('default');
  expect(scripts.filter((u) => /quill/i.test(u))).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/promotions-wide.png` });

  await promotions.openCreate();
  expect(scripts.filter((u) => /quill-editor.*\.js/.test(u)).length).toBe(1);
  expect(scripts.filter((u) => /quill-editor.*\.css/.test(u)).length).toBe(1);
  await expect(promotions.dialog.locator('.ql-editor')).toHaveAttribute(
    'data-placeholder',
    PROMOTION_MESSAGES.editorPlaceholder,
  );
  const height = await promotions.dialog
    .locator('.ql-container')
    .evaluate((e) => e.getBoundingClientRect().height);
  expect(Math.round(height)).toBe(300);
  await animationsDone(page);
  await page.screenshot({ path: `${SHOTS}/promotions-create-wide.png` });
  await page.keyboard.press('Escape');
  await expect(promotions.dialog).toBeHidden();
  expect(csp).toEqual([]);
});

test('pagination: 9 per page, page in the URL, typing returns to page 1', async ({
  page,
  promotions,
}) => {
  await promotions.goto();
  await expect(promotions.pagination.getByRole('button', { name: 'Page 1' })).toBeDisabled();
  await promotions.pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(promotions.cards.first()).toBeVisible();
  await page.reload();
  await expect(promotions.pagination.getByRole('button', { name: 'Page 2' })).toBeDisabled();
  await promotions.search.fill('a');
  await expect(page).not.toHaveURL(/page=2/);
});

test('every validation message of the promotion form', async ({ page, promotions }) => {
  await promotions.goto();
  await promotions.openCreate();
  await promotions.submit('Create');
  await expect(
    promotions.dialog.getByText(PROMOTION_MESSAGES.requiredFields).first(),
  ).toBeVisible();
  await expect(promotions.field('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(promotions.field('Available From')).toHaveAttribute('aria-invalid', 'true');

  await promotions.fillForm({ title: '   ', from: '2026-12-10T10:00', until: '2026-12-01T10:00' });
  await promotions.submit('Create');
  await expect(
    promotions.dialog.getByText(PROMOTION_MESSAGES.createTitleRequired, { exact: true }),
  ).toBeVisible();
  await expect(promotions.dialog.getByText(PROMOTION_MESSAGES.untilAfterFrom)).toBeVisible();

  await promotions.fillForm({ title: 'Valid', until: '2026-12-20T10:00', redirect: true });
  await expect(promotions.field('URL')).toHaveAttribute('type', 'url');
  await promotions.submit('Create');
  await expect(promotions.dialog.getByText(PROMOTION_MESSAGES.urlRequired)).toBeVisible();
  await expect(promotions.dialog.getByText(PROMOTION_MESSAGES.buttonTextRequired)).toBeVisible();
  await promotions.fillForm({ url: 'not a url', buttonText: 'Play' });
  await promotions.submit('Create');
  await expect(promotions.dialog.getByText(urlExampleMessage())).toBeVisible();
  await promotions.fillForm({ redirect: false });
  await expect(promotions.field('URL')).toHaveAttribute('type', 'text');

  // editor table insert: rows 2-10, columns 2-5
  await promotions.insertTable('1', '3');
  await expect(promotions.dialog.getByText(PROMOTION_MESSAGES.editorTableInvalid)).toBeVisible();
  await promotions.insertTable('3', '6');
  await expect(promotions.dialog.getByText(PROMOTION_MESSAGES.editorTableInvalid)).toBeVisible();
  await promotions.insertTable('2', '2');
  await expect(promotions.dialog.getByRole('group', { name: 'Table 1' })).toBeVisible();
  // a table without a name is an incomplete table block (create-only block check)
  await promotions.submit('Create');
  await expect(promotions.dialog.getByText(tableBlockInvalidMessage(1))).toBeVisible();

  // image checks
  await promotions.dialog.getByLabel('Choose image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(promotions.dialog.getByText(PROMOTION_MESSAGES.imageInvalidType)).toBeVisible();
  await promotions.dialog.getByLabel('Choose image').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(promotions.dialog.getByText(PROMOTION_MESSAGES.imageTooLarge)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/promotions-create-errors-narrow.png` });
  await promotions.dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  // what was typed is unsaved input: the form asks before it goes
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(promotions.dialog).toBeHidden();

  // the block checks no editor can produce are enforced by the gateway with the same texts
  const bad = await trpc(page.request, 'promotions.create', {
    title: 'Bad blocks',
    availableFrom: '2026-01-01T00:00:00Z',
    availableUntil: '2026-02-01T00:00:00Z',
    text: [{ value: 'x' }, { type: 'paragraph', value: 5 }],
  });
  expect(bad.status).toBe(400);
  expect(JSON.stringify(bad.body)).toContain(blockMissingTypeMessage(1));
  expect(JSON.stringify(bad.body)).toContain(paragraphBlockInvalidMessage(2));
});

test('create with redirect on, a table block and an image: the create payload', async ({
  page,
  promotions,
}) => {
  const title = unique('E2E Redirect');
  await promotions.goto();
  await promotions.openCreate();
  await promotions.fillForm({
    title: `  ${title}  `,
    from: '2026-12-01T10:00',
    until: '2026-12-31T22:30',
    redirect: true,
    url: 'https://casino.example/promo',
    buttonText: ' Play now ',
    content: 'Spin to win',
  });
  await promotions.insertTable('2', '3');
  await promotions.dialog.getByLabel('Table 2 name').fill('Prizes');
  await promotions.dialog.getByLabel('Table 2 row 1 column 1').fill('Gold');
  await promotions.dialog.getByLabel('Choose image').setInputFiles(image());
  await expect(promotions.dialog.getByRole('img', { name: 'New image preview' })).toBeVisible();
  await promotions.submit('Create');
  await promotions.expectToast(PROMOTION_MESSAGES.created);
  await expect(promotions.dialog).toBeHidden();

  const body = await lastBody('/promotions/create');
  expect(body).toMatchObject({
    title,
    subTitle: '',
    gameGroup: '',
    redirected: true,
    url: 'https://casino.example/promo',
    buttonText: 'Play now',
    availableFrom: new Date('2026-12-01T10:00').toISOString(),
    availableUntil: new Date('2026-12-31T22:30').toISOString(),
  });
  const text = body!.text as { type: string; value: unknown }[];
  expect(text).toHaveLength(2);
  expect(text[0]!.type).toBe('paragraph');
  expect(text[0]!.value).toBe('<p>Spin to win</p>');
  expect(text[1]).toEqual({
    type: 'table',
    value: {
      name: 'Prizes',
      columns: ['Column 1', 'Column 2', 'Column 3'],
      rows: [
        ['Gold', '', ''],
        ['', '', ''],
      ],
    },
  });

  await promotions.find(title);
  const created = (await trpc(page.request, 'promotions.search', { search: title }, true)).body
    .result.data.items[0];
  const uploads = await requestsTo(`/promotions/${created.id}/updateImage`);
  expect(uploads).toHaveLength(1);
  expect(JSON.stringify(uploads[0]!.body)).toContain('imageFile');
  expect(created.imageUrl).toBeTruthy();
  await expect(promotions.card(title).locator('img')).toHaveAttribute(
    'src',
    /^\/api\/images\?src=/,
  );
});

test('create with redirect off: url and button text only when filled, subtitle trimmed', async ({
  promotions,
}) => {
  const title = unique('E2E Plain');
  await promotions.goto();
  await promotions.openCreate();
  await promotions.fillForm({
    title,
    subtitle: '  Weekly  ',
    from: '2026-11-01T08:00',
    until: '2027-11-01T08:00',
  });
  await promotions.submit('Create');
  await promotions.expectToast(PROMOTION_MESSAGES.created);
  const body = await lastBody('/promotions/create');
  expect(body).toMatchObject({
    title,
    subTitle: 'Weekly',
    gameGroup: '',
    redirected: false,
    text: [],
  });
  expect(body).not.toHaveProperty('url');
  expect(body).not.toHaveProperty('buttonText');
});

test('create failure keeps the modal and re-enables the submit button', async ({ promotions }) => {
  await sandboxFault({
    path: '/promotions/create',
    status: 500,
    message: 'Database unavailable',
    once: true,
  });
  await promotions.goto();
  await promotions.openCreate();
  await promotions.fillForm({
    title: unique('E2E Fail'),
    from: '2026-11-01T08:00',
    until: '2027-11-01T08:00',
  });
  await promotions.submit('Create');
  await promotions.expectToast('Database unavailable');
  await expect(
    promotions.dialog.getByRole('button', { name: 'Create', exact: true }),
  ).toBeEnabled();
});

test('create with an image that fails to upload: the modal holds the created promotion, says what failed, and no duplicate', async ({
  page,
  promotions,
}) => {
  await sandboxFault({
    path: '/promotions/',
    endsWith: '/updateImage',
    method: 'POST',
    status: 500,
    message: 'Image storage is down',
    once: true,
  });
  const title = unique('E2E Image Fails');
  await promotions.goto();
  await promotions.openCreate();
  await promotions.fillForm({ title, from: '2026-11-01T08:00', until: '2027-11-01T08:00' });
  const chooser = promotions.dialog.getByLabel('Choose image');
  // only the types the admin API takes
  await expect(chooser).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');
  await chooser.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(promotions.dialog.getByText(PROMOTION_MESSAGES.imageInvalidType)).toBeVisible();
  await chooser.setInputFiles(image());
  await promotions.submit('Create');

  const failed = promotionCreatedImageFailedMessage('Image storage is down');
  await expect(promotions.dialog.getByText(failed)).toBeVisible();
  await expect(promotions.dialog.getByRole('heading', { name: 'Edit Promotion' })).toBeVisible();
  await expect(promotions.dialog.getByRole('button', { name: 'Create', exact: true })).toHaveCount(
    0,
  );
  await page.screenshot({ path: `${SHOTS}/promotions-create-image-failed.png` });

  // the same button again updates the held promotion (and sends the image again)
  await promotions.submit('Update');
  await promotions.expectToast(PROMOTION_MESSAGES.updated);
  await promotions.expectToast(PROMOTION_MESSAGES.imageUpdated);
  await expect(promotions.dialog).toBeHidden();
  const found = (await trpc(page.request, 'promotions.search', { search: title }, true)).body.result
    .data.items as { id: string; title: string; imageUrl: string | null }[];
  expect(found.filter((p) => p.title === title)).toHaveLength(1);
  const creates = (await requestsTo('/promotions/create')).filter(
    (r) => (r.body as { title?: string } | null)?.title === title,
  );
  expect(creates).toHaveLength(1);
  expect(found[0]!.imageUrl).toBeTruthy();
  expect(await lastBody(`/promotions/${found[0]!.id}/update`)).toMatchObject({ title });
});

test('edit: a new image follows the update; removing the image; closing restores it', async ({
  page,
  promotions,
}) => {
  const title = unique('E2E Image');
  const created = await createViaApi(page.request, title);
  await promotions.goto();
  await promotions.openEdit(title);
  // image-only update needs a file first
  await promotions.dialog.getByRole('button', { name: 'Update Image' }).click();
  await expect(promotions.dialog.getByText(PROMOTION_MESSAGES.imageRequired)).toBeVisible();
  await promotions.dialog.getByLabel('Choose image').setInputFiles(image('first.png'));
  await promotions.field('Subtitle').fill('Edited subtitle');
  await promotions.submit('Update');
  await promotions.expectToast(PROMOTION_MESSAGES.updated);
  await promotions.expectToast(PROMOTION_MESSAGES.imageUpdated);
  expect(await requestsTo(`/promotions/${created.id}/updateImage`)).toHaveLength(1);
  expect(await lastBody(`/promotions/${created.id}/update`)).toMatchObject({
    id: created.id,
    title,
    subTitle: 'Edited subtitle',
  });

  // × then close without a new file: the old image is back
  await expect(promotions.card(title).locator('img')).toBeVisible();
  await promotions.card(title).click();
  await expect(promotions.dialog.getByRole('img', { name: 'Current image' })).toBeVisible();
  await promotions.dialog.getByRole('button', { name: 'Remove image' }).click();
  await expect(promotions.dialog.getByLabel('Choose image')).toBeAttached();
  await promotions.dialog.getByRole('button', { name: 'Close' }).click();
  // removing the image is an unsaved change: the form asks before it goes
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(promotions.dialog).toBeHidden();
  await promotions.card(title).click();
  await expect(promotions.dialog.getByRole('img', { name: 'Current image' })).toBeVisible();

  // remove for real
  await promotions.dialog.getByRole('button', { name: 'Remove image' }).click();
  await promotions.submit('Update');
  await promotions.expectToast(PROMOTION_MESSAGES.updated);
  await expect(promotions.dialog).toBeHidden();
  expect(await requestsTo(`/promotions/${created.id}/deleteImage`)).toHaveLength(1);
  await expect(promotions.card(title).getByText('No image')).toBeVisible();
});

test.describe('dates in Europe/Berlin', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('promotion dates show the zone in one format, and re-saving keeps the stored seconds', async ({
    page,
    promotions,
  }) => {
    const title = unique('E2E Seconds');
    const created = await createViaApi(page.request, title, {
      availableFrom: '2026-01-01T10:00:30.000Z',
      availableUntil: '2027-01-01T10:00:45.000Z',
    });
    await promotions.goto();
    await promotions.find(title);
    await expect(promotions.card(title)).toContainText('1 Jan 2026, 11:00 CET');
    await expect(promotions.card(title)).toContainText('1 Jan 2027, 11:00 CET');
    await promotions.card(title).click();
    await expect(promotions.field('Available From')).toHaveValue('2026-01-01T11:00:30');
    await expect(promotions.field('Available Until')).toHaveValue('2027-01-01T11:00:45');
    await expect(
      promotions.dialog.getByText('Times are in your time zone: Europe/Berlin (UTC+01:00).'),
    ).toBeVisible();
    await promotions.field('Subtitle').fill('Seconds kept');
    await promotions.submit('Update');
    await promotions.expectToast(PROMOTION_MESSAGES.updated);
    expect(await lastBody(`/promotions/${created.id}/update`)).toMatchObject({
      subTitle: 'Seconds kept',
      availableFrom: '2026-01-01T10:00:30.000Z',
      availableUntil: '2027-01-01T10:00:45.000Z',
    });
  });
});

test('archive and unarchive with the right confirmation and the archive payload', async ({
  page,
  promotions,
}) => {
  const title = unique('E2E Archive');
  const created = await createViaApi(page.request, title);
  await promotions.goto();
  await promotions.openEdit(title);
  await promotions.dialog.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(promotions.confirm).toContainText(PROMOTION_MESSAGES.archiveConfirm);
  await promotions.confirm.getByRole('button', { name: 'Archive' }).click();
  await promotions.expectToast(PROMOTION_MESSAGES.archived);
  const archiveBody = await lastBody(`/promotions/${created.id}/update`);
  expect(archiveBody).toMatchObject({ id: created.id, title, archived: true, redirected: false });
  expect(new Date(String(archiveBody!.availableFrom)).toISOString()).toBe(
    '2026-01-01T10:00:00.000Z',
  );

  await promotions.filter.selectOption('archived');
  await expect(promotions.editOrderButton).toBeHidden();
  await promotions.find(title);
  await expect(promotions.card(title).getByText('Archived', { exact: true })).toBeVisible();
  await promotions.openEdit(title);
  await promotions.dialog.getByRole('button', { name: 'Unarchive', exact: true }).click();
  await expect(promotions.confirm).toContainText(PROMOTION_MESSAGES.unarchiveConfirm);
  await promotions.confirm.getByRole('button', { name: 'Unarchive' }).click();
  await promotions.expectToast(PROMOTION_MESSAGES.unarchived);
  expect(await lastBody(`/promotions/${created.id}/update`)).toMatchObject({ archived: false });
});

test('delete from the edit modal dropdown', async ({ page, promotions }) => {
  const title = unique('E2E Delete');
  await createViaApi(page.request, title);
  await promotions.goto();
  await promotions.openEdit(title);
  await promotions.dialog.getByRole('button', { name: 'More promotion actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete Promotion' }).click();
  await promotions.confirm.getByRole('button', { name: 'Delete' }).click();
  await promotions.expectToast(PROMOTION_MESSAGES.deleted);
  await expect(promotions.empty).toBeVisible();
});

test('search: 800 ms debounce, Enter, Escape, blur, clear; each filter sends its flags', async ({
  page,
  promotions,
}) => {
  const title = unique('E2E Search');
  await createViaApi(page.request, title);
  await promotions.goto();
  // debounce: a search is asked no sooner than 800 ms after the key before it, and the typing
  // ends in a search for the whole text. Both times are the page's own clock; a busy machine can
  // only make a gap longer, never shorter, so the lower bound holds whatever the load.
  await page.evaluate(() => {
    const w = window as unknown as { inputs: number[] };
    w.inputs = [];
    document.addEventListener('input', (e) => w.inputs.push(e.timeStamp), { capture: true });
  });
  const typed = title.slice(0, 12);
  await promotions.search.pressSequentially(typed, { delay: 20 });
  await expect(page).toHaveURL(/search=/);
  const gaps = await page.waitForFunction(
    (typed) => {
      const { inputs } = window as unknown as { inputs: number[] };
      const asked = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('promotions.search'));
      if (!asked.some((e) => decodeURIComponent(e.name).includes(typed))) return null;
      return asked.map((e) => e.startTime - Math.max(...inputs.filter((t) => t < e.startTime)));
    },
    JSON.stringify(typed).slice(1, -1),
  );
  for (const gap of (await gaps.jsonValue())!) expect(gap).toBeGreaterThanOrEqual(790);
  await expect(promotions.editOrderButton).toBeHidden();
  // Escape clears at once
  await promotions.search.press('Escape');
  await expect(promotions.search).toHaveValue('');
  await expect(page).not.toHaveURL(/search=/);
  await expect(promotions.editOrderButton).toBeVisible();
  // Enter searches at once
  await promotions.search.fill(title);
  await promotions.search.press('Enter');
  await expect(page).toHaveURL(/search=/);
  await expect(promotions.cards).toHaveCount(1);
  // clear button
  await promotions.clearSearch.click();
  await expect(promotions.search).toHaveValue('');
  await expect(promotions.cards).toHaveCount(9);
  // blur runs a pending search
  await promotions.search.fill('zzzz-no-such-promotion');
  await promotions.heading.click();
  await expect(page).toHaveURL(/search=zzzz/);
  await expect(promotions.empty).toBeVisible();
  await promotions.clearSearch.click();

  const flags = {
    archived: 'isArchived',
    title: 'byTitle',
    activeFrom: 'byActiveFrom',
    activeUntil: 'byActiveUntil',
    updated: 'byUpdated',
  } as const;
  for (const [option, flag] of Object.entries(flags)) {
    await promotions.filter.selectOption(option);
    await expect(page).toHaveURL(new RegExp(`filter=${option}`));
    await expect
      .poll(async () => (await requestsTo('/promotions/filter')).at(-1)?.query[flag])
      .toBe('true');
  }
  await promotions.filter.selectOption('default');
  await expect(page).not.toHaveURL(/filter=/);
});

test('reorder with the keyboard, save only the changes, read the order back', async ({
  page,
  promotions,
}) => {
  await promotions.goto();
  await promotions.editOrderButton.click();
  await expect(promotions.orderCards.first()).toBeVisible();
  await expect(promotions.pagination).toBeHidden();
  const before = await promotions.orderCards.evaluateAll((els) =>
    els.map((e) => e.getAttribute('aria-label')!.replace(/^\d+\. /, '')),
  );
  expect(before.length).toBeGreaterThan(3);

  await promotions.moveWithKeyboard(0, 'ArrowRight');
  await expect(promotions.orderCards.nth(1)).toHaveAttribute('aria-label', `2. ${before[0]}`);
  await expect(promotions.orderCards.nth(0)).toHaveAttribute('aria-label', `1. ${before[1]}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await animationsDone(page);
  await page.screenshot({ path: `${SHOTS}/promotions-order-narrow.png` });
  await page.setViewportSize({ width: 1440, height: 900 });

  await promotions.saveOrderButton.click();
  await expect(page.getByText(PROMOTION_MESSAGES.orderSaved)).toBeVisible();
  await expect(page.getByText(appliedChangesMessage(2))).toBeVisible();
  const sent = (await lastBody('/promotions/update/bulkOrder')) as {
    promotionOrders: { promotionID: string; order_hint: number }[];
  };
  expect(sent.promotionOrders).toHaveLength(2);
  expect(sent.promotionOrders.map((o) => o.order_hint).sort()).toEqual([1, 2]);
  await expect(page.getByText(PROMOTION_MESSAGES.orderSaved)).toBeHidden({ timeout: 30_000 });

  // read it back
  await promotions.editOrderButton.click();
  await expect(promotions.orderCards.nth(0)).toHaveAttribute('aria-label', `1. ${before[1]}`);
  await expect(promotions.orderCards.nth(1)).toHaveAttribute('aria-label', `2. ${before[0]}`);

  // leaving with unsaved changes asks first
  await promotions.moveWithKeyboard(1, 'ArrowRight');
  await expect(promotions.orderCards.nth(1)).toHaveAttribute('aria-label', `2. ${before[2]}`);
  await page.screenshot({ path: `${SHOTS}/promotions-order-wide.png` });
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Dashboard', exact: true })
    .first()
    .click();
  await expect(promotions.confirm).toContainText('unsaved order changes');
  await promotions.confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(promotions.confirm).toBeHidden();
  await expect(page).toHaveURL(/\/promotions/);
  await promotions.cancelOrderButton.click();
  await expect(promotions.editOrderButton).toBeVisible();
  await expect(promotions.cards.first()).toBeVisible();
});

test('publish all and the publish failure texts', async ({ promotions }) => {
  await promotions.goto();
  await promotions.publishButton.click();
  await expect(promotions.confirm).toContainText(PROMOTION_MESSAGES.publishConfirm);
  await promotions.confirm.getByRole('button', { name: 'Publish' }).click();
  await promotions.expectToast(PROMOTION_MESSAGES.published);

  const cases: [Record<string, unknown>, string][] = [
    [{ status: 401 }, PROMOTION_MESSAGES.publishUnauthorized],
    [
      { status: 400, message: 'Bad payload 400' },
      `${PROMOTION_MESSAGES.publishBadRequestPrefix}Bad payload 400`,
    ],
    [
      { status: 500, message: 'connect ECONNREFUSED 10.0.0.1:443' },
      PROMOTION_MESSAGES.publishConnectionRefused,
    ],
    [{ status: 503, message: 'Casino is asleep' }, 'Casino is asleep'],
  ];
  for (const [fault, text] of cases) {
    await sandboxFault({ path: '/promotions/publish', once: true, ...fault });
    await promotions.publishButton.click();
    await promotions.confirm.getByRole('button', { name: 'Publish' }).click();
    await promotions.expectToast(text);
  }
  await expect(promotions.heading).toBeVisible();
});

test('narrow layout: one column at 390 px', async ({ page, promotions }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await promotions.goto();
  await expect(promotions.cards.first()).toBeVisible();
  const [a, b] = await promotions.cards.evaluateAll((els) =>
    els.slice(0, 2).map((e) => e.getBoundingClientRect().left),
  );
  expect(a).toBe(b);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/promotions-narrow.png`, fullPage: false });
  await promotions.openCreate();
  await animationsDone(page);
  await page.screenshot({ path: `${SHOTS}/promotions-create-narrow.png` });
});
