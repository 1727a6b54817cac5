import { mkdirSync, mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { expect, test as base } from './fixtures.js';
import { TablesPage, pngFile } from './pages/tables-page.js';
import { sandboxRequests } from './support/sandbox.js';

const test = base.extend<{ tables: TablesPage }>({
  tables: async ({ page }, use) => {
    await use(new TablesPage(page));
  },
});

const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

interface LoggedRequest {
  method: string;
  path: string;
  body: unknown;
  status: number;
}
async function received(path: string): Promise<LoggedRequest[]> {
  const log = (await sandboxRequests(path)) as { requests: LoggedRequest[] };
  return log.requests;
}

test('table: create with slug auto-fill and the form errors, edit, delete by key', async ({
  page,
  tables,
}) => {
  const id = unique();
  const name = `E2E Table ${id}`;
  const slug = `e2e-table-${id}`;
  await tables.goto();

  // required fields
  await tables.createTable.click();
  await expect(tables.dialog.getByRole('heading', { name: 'Create Table' })).toBeVisible();
  await tables.dialog.getByRole('button', { name: 'Create Table' }).click();
  await expect(tables.dialog.getByText('Name is required', { exact: true })).toBeVisible();
  await expect(tables.dialog.getByText('Slug is required', { exact: true })).toBeVisible();
  await expect(tables.dialog.getByText('Stake is required', { exact: true })).toBeVisible();
  await expect(tables.dialog.getByText('Theme is required', { exact: true })).toBeVisible();

  // slug generated from the name
  await tables.field('Name').fill(name);
  await expect(tables.field('Slug')).toHaveValue(slug);

  // slug and stake rules
  await tables.field('Slug').fill('Bad Slug_1!');
  await tables.field('Stake').fill('0');
  await tables.dialog.getByRole('button', { name: 'Create Table' }).click();
  await expect(
    tables.dialog.getByText('Slug can only contain lowercase letters, numbers, and hyphens', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    tables.dialog.getByText('Stake must be greater than 0', { exact: true }),
  ).toBeVisible();
  await expect(tables.field('Slug')).toHaveAttribute('aria-invalid', 'true');
  await tables.field('Stake').fill('-3');
  await expect(
    tables.dialog.getByText('Stake must be greater than 0', { exact: true }),
  ).toBeVisible();

  await tables.field('Slug').fill(slug);
  await tables.field('Stake').fill('25');
  const themeOptions = tables.dialog.getByRole('group', { name: 'Theme' }).getByRole('radio');
  await expect(themeOptions.first()).toBeVisible();
  const theme = (await themeOptions.first().getAttribute('value')) ?? '';
  await themeOptions.first().check();
  await expect(tables.dialog.getByText('Theme is required', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: join(SHOTS, 'tables-modal-wide.png'), animations: 'disabled' });
  await tables.dialog.getByRole('button', { name: 'Create Table' }).click();
  await expect(tables.dialog).toBeHidden();
  await expect(tables.toast(`Table "${name}" created`)).toBeVisible();

  const posts = (await received('/tables')).filter((r) => r.method === 'POST');
  expect(posts.map((r) => r.body)).toContainEqual({ name, slug, stake: 25, theme });

  // edit
  const card = await tables.findTable(name);
  await card.click();
  await expect(tables.dialog.getByRole('heading', { name: 'Edit Table' })).toBeVisible();
  await expect(tables.field('Name')).toHaveValue(name);
  await expect(tables.field('Slug')).toHaveValue(slug);
  await expect(tables.field('Stake')).toHaveValue('25');
  // edit mode does not regenerate the slug
  const edited = `${name} edited`;
  await tables.field('Name').fill(edited);
  await expect(tables.field('Slug')).toHaveValue(slug);
  await tables.field('Stake').fill('50.5');
  await tables.dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(tables.dialog).toBeHidden();
  await expect(tables.toast(`Table "${edited}" updated`)).toBeVisible();
  const editedCard = tables.tableEditButton(edited);
  await expect(editedCard).toBeVisible();
  // the details stand beside the button on the card (the button's name is its visible text)
  await expect(
    tables.tablesGrid.getByRole('listitem').filter({
      has: page.getByRole('button', { name: `Edit table ${edited}`, exact: true }),
    }),
  ).toContainText('Stake 50.5');

  // delete by key: focus the card, press Delete, confirm
  await editedCard.focus();
  await page.keyboard.press('Delete');
  await expect(tables.confirm).toBeVisible();
  await expect(tables.confirm).toContainText(
    'Are you sure you want to delete this table? This action cannot be undone.',
  );
  await tables.confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(tables.confirm).toBeHidden();
  await expect(tables.toast(`Table "${edited}" deleted`)).toBeVisible();
  await expect(tables.tableEditButton(edited)).toHaveCount(0);
  await tables.expectNoTable(edited);
});

test('table: Backspace asks too, and Cancel keeps the table; the card button deletes', async ({
  page,
  tables,
}) => {
  const id = unique();
  const name = `E2E Keep ${id}`;
  await tables.goto();
  await tables.createTable.click();
  await tables.field('Name').fill(name);
  await tables.field('Stake').fill('5');
  await tables.dialog.getByRole('group', { name: 'Theme' }).getByRole('radio').first().check();
  await tables.dialog.getByRole('button', { name: 'Create Table' }).click();
  await expect(tables.dialog).toBeHidden();

  const card = await tables.findTable(name);
  await card.focus();
  await page.keyboard.press('Backspace');
  await expect(tables.confirm).toBeVisible();
  await tables.confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(tables.confirm).toBeHidden();
  await expect(card).toBeVisible();

  await tables.tableDeleteButton(name).click();
  await tables.confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(tables.tableEditButton(name)).toHaveCount(0);
});

test('theme: create with several files, replace them, the 100-file message, shortcuts, delete', async ({
  page,
  tables,
}) => {
  const id = unique();
  const name = `E2E Theme ${id}`;
  const slug = `e2e_classic_${id}`;
  await tables.goto();

  // create: the slug rules first
  await tables.createTheme.click();
  await expect(tables.dialog.getByRole('heading', { name: 'Create Theme' })).toBeVisible();
  await tables.dialog.getByRole('button', { name: 'Create Theme' }).click();
  await expect(tables.dialog.getByText('Theme name is required', { exact: true })).toBeVisible();
  await expect(tables.dialog.getByText('Theme slug is required', { exact: true })).toBeVisible();
  await tables.field('Theme Name').fill(name);
  await tables.field('Theme Slug').fill('Bad Slug!');
  await tables.dialog.getByRole('button', { name: 'Create Theme' }).click();
  await expect(
    tables.dialog.getByText(
      'Theme slug must contain only lowercase letters, numbers, hyphens, and underscores',
      { exact: true },
    ),
  ).toBeVisible();
  await tables.field('Theme Slug').fill(slug);
  await tables.field('Description').fill('Made by the e2e test');
  await expect(tables.field('Active')).toBeChecked();

  // 101 files: the message, and nothing selected
  const files = tables.dialog.getByLabel('Theme files');
  await files.setInputFiles(Array.from({ length: 101 }, (_, i) => pngFile(`many-${i}.png`)));
  await expect(
    tables.dialog.getByText(
      'Too many files selected. Maximum allowed is 100 files, but 101 were selected.',
      {
        exact: true,
      },
    ),
  ).toBeVisible();
  await expect(tables.dialog.getByRole('list', { name: 'Selected files' })).toHaveCount(0);

  // three files
  await files.setInputFiles([
    pngFile('thumbnail.png'),
    pngFile('landscape.png'),
    pngFile('felt.png'),
  ]);
  await expect(tables.dialog.getByText('3 files selected')).toBeVisible();
  await expect(tables.dialog.getByText(/Too many files selected/)).toHaveCount(0);
  await page.screenshot({ path: join(SHOTS, 'theme-modal-wide.png'), animations: 'disabled' });
  // Ctrl+Enter saves
  await tables.field('Description').focus();
  await page.keyboard.press('Control+Enter');
  await expect(tables.dialog).toBeHidden();
  await expect(tables.toast(`Theme "${name}" created with 3 files`)).toBeVisible();

  const card = tables.themeCard(name);
  await expect(card).toBeVisible();
  const cardItem = tables.themesGrid
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Edit theme ${name}`, exact: true }) });
  await expect(cardItem).toContainText('Classic');
  await expect(cardItem).toContainText('3 files');

  const created = (await received('/themes')).filter((r) => r.method === 'POST');
  expect(created.map((r) => r.body)).toContainEqual({
    name,
    slug,
    description: 'Made by the e2e test',
    isActive: true,
  });

  // right-click opens the edit modal with the files and their sizes
  await card.click({ button: 'right' });
  await expect(tables.dialog.getByRole('heading', { name: 'Edit Theme' })).toBeVisible();
  const existing = tables.dialog.getByRole('list', { name: 'Existing files' });
  await expect(existing.getByRole('listitem')).toHaveCount(3);
  await expect(existing).toContainText('thumbnail.png');
  await expect(existing).toContainText(`${PNG_SIZE} B`);
  await page.screenshot({ path: join(SHOTS, 'theme-edit-modal-wide.png'), animations: 'disabled' });

  // Esc closes
  await page.keyboard.press('Escape');
  await expect(tables.dialog).toBeHidden();

  // Ctrl-click opens too; replace all files with two others
  await card.click({ modifiers: ['ControlOrMeta'] });
  await expect(tables.dialog.getByRole('heading', { name: 'Edit Theme' })).toBeVisible();
  await tables.dialog.getByRole('radio', { name: 'Replace all files' }).check();
  await tables.dialog.getByRole('button', { name: 'Save Theme' }).click();
  await expect(
    tables.dialog.getByText('Please select at least one file.', { exact: true }),
  ).toBeVisible();
  await tables.dialog
    .getByLabel('Theme files')
    .setInputFiles([pngFile('background-still.png'), pngFile('table-top.png')]);
  await tables.dialog.getByRole('button', { name: 'Save Theme' }).click();
  await expect(tables.dialog).toBeHidden();
  await expect(tables.toast(`Theme "${name}" updated, 2 files replaced`)).toBeVisible();
  await expect(cardItem).toContainText('2 files');

  const themeId = await themeIdBySlug(page, slug);
  const replaced = await received(`/themes/${themeId}/files/replace`);
  expect(replaced.filter((r) => r.method === 'PUT' && r.status < 300)).toHaveLength(1);

  // add one more file (POST upload), then the list shows all three
  await card.click();
  await expect(
    tables.dialog.getByRole('list', { name: 'Existing files' }).getByRole('listitem'),
  ).toHaveCount(2);
  await tables.dialog.getByLabel('Theme files').setInputFiles([pngFile('extra.png')]);
  await tables.dialog.getByRole('button', { name: 'Save Theme' }).click();
  await expect(tables.toast(`Theme "${name}" updated, 1 file uploaded`)).toBeVisible();
  await card.click();
  const after = tables.dialog.getByRole('list', { name: 'Existing files' });
  await expect(after.getByRole('listitem')).toHaveCount(3);
  await expect(after).toContainText('table-top.png');
  await expect(after).toContainText('extra.png');
  await expect(after).not.toContainText('thumbnail.png');

  // Delete (focus outside text fields) asks; Cancel keeps; the button deletes
  await tables.field('Active').focus();
  await page.keyboard.press('Delete');
  await expect(tables.confirm).toBeVisible();
  await expect(tables.confirm).toContainText(
    `Are you sure you want to delete the theme "${name}"? This action cannot be undone and will affect all tables using this theme.`,
  );
  await tables.confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(tables.confirm).toBeHidden();
  // Delete inside a text field edits the text, not the theme
  await tables.field('Theme Name').focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Delete');
  await expect(tables.confirm).toBeHidden();
  await tables.dialog.getByRole('button', { name: 'Delete Theme' }).click();
  await tables.confirm.getByRole('button', { name: 'Delete Theme' }).click();
  await expect(tables.dialog).toBeHidden();
  await expect(tables.toast(`Theme "${name}" deleted`)).toBeVisible();
  await expect(tables.themeCard(name)).toHaveCount(0);
});

test('tables page: screenshots wide and narrow', async ({ page, tables }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await tables.goto();
  await expect(tables.tablesGrid.getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(SHOTS, 'tables-wide.png') });
  await page.screenshot({ path: join(SHOTS, 'tables-wide-full.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await tables.goto();
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: join(SHOTS, 'tables-narrow.png') });
  await page.screenshot({ path: join(SHOTS, 'tables-narrow-full.png'), fullPage: true });
  await tables.createTable.click();
  await expect(tables.dialog).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'tables-modal-narrow.png'), animations: 'disabled' });
});

const PNG_SIZE = 70;

/** The theme's id, asked of the gateway with the signed-in session (tRPC over HTTP). */
async function themeIdBySlug(page: Page, slug: string): Promise<string> {
  const input = encodeURIComponent(JSON.stringify({ slug }));
  const res = await page.request.get(`/trpc/themes.getBySlug?input=${input}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { result: { data: { id: string } } };
  return body.result.data.id;
}

test('a 200 MB theme upload shows its progress and can be cancelled (nothing is stored)', async ({
  tables,
  page,
}) => {
  // four files of 50 MB (the gateway's per-file limit): a PNG signature, then zeros
  const dir = mkdtempSync(join(tmpdir(), 'pitboss-upload-'));
  const paths = [1, 2, 3, 4].map((n) => {
    const path = join(dir, `big-${n}.png`);
    writeFileSync(path, Buffer.from('89504e470d0a1a0a', 'hex'));
    truncateSync(path, 50_000_000);
    return path;
  });
  // a slow uplink (20 MB/s), so the upload is under way long enough to be seen and cancelled
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 20_000_000,
  });

  await tables.goto();
  const card = tables.themesGrid.getByRole('button', { name: /^Edit theme / }).first();
  await card.click();
  await expect(tables.dialog.getByRole('heading', { name: 'Edit Theme' })).toBeVisible();
  const existing = tables.dialog.getByRole('list', { name: 'Existing files' });
  const before = await existing.getByRole('listitem').count();
  const themeName = (await tables.field('Theme Name').inputValue()).trim();
  const sentBefore = (await received('/themes')).length;

  await tables.dialog.getByLabel('Theme files').setInputFiles(paths);
  await expect(tables.dialog.getByText('4 files selected')).toBeVisible();
  await tables.dialog.getByRole('button', { name: 'Save Theme' }).click();
  const progress = tables.dialog.getByRole('progressbar', { name: 'Theme files upload' });
  await expect(progress).toBeVisible();
  await expect(tables.dialog.getByText(/^\d+% \([\d.]+ MB of 190\.7 MB\)$/)).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute('value')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await page.screenshot({ path: join(SHOTS, 'theme-upload-progress.png'), animations: 'disabled' });
  await tables.dialog.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(tables.toast('Upload cancelled: no files were sent.')).toBeVisible();
  await expect(progress).toBeHidden();
  await expect(tables.dialog).toBeVisible();

  // nothing reached the admin API's theme files; the theme keeps its files
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const files = (await received('/themes')).slice(sentBefore);
  expect(files.filter((r) => r.path.includes('/files'))).toEqual([]);
  await page.keyboard.press('Escape');
  // the chosen files are unsaved input: the dialog asks before it goes
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await tables.themesGrid
    .getByRole('button', { name: `Edit theme ${themeName}`, exact: true })
    .click();
  await expect(existing.getByRole('listitem')).toHaveCount(before);
});

/** A tRPC mutation with the signed-in session; the answer's data. */
async function mutate<T>(page: Page, procedure: string, input: unknown): Promise<T> {
  const res = await page.request.post(`/trpc/${procedure}`, { data: input });
  expect(res.ok(), `${procedure}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

test('themes past the first 100 are found by search (grid and picker); tables are searched', async ({
  page,
  tables,
}) => {
  test.setTimeout(300_000);
  const run = unique();
  const res = await page.request.get(
    `/trpc/themes.list?input=${encodeURIComponent(JSON.stringify({ page: 1, limit: 1 }))}`,
  );
  const { total } = ((await res.json()) as { result: { data: { total: number } } }).result.data;
  // enough themes that the last one made is past the admin API's page of 100
  const made: string[] = [];
  const count = Math.max(1, 101 - total);
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, (_, j) => i + j);
    const ids = await Promise.all(
      batch.map((n) =>
        mutate<{ id: string }>(page, 'themes.create', {
          name: n === count - 1 ? `Far Theme ${run}` : `Bulk Theme ${run} ${n}`,
          slug: n === count - 1 ? `far-theme-${run}` : `bulk-theme-${run}-${n}`,
          description: '',
          isActive: true,
        }),
      ),
    );
    made.push(...ids.map((t) => t.id));
  }
  const far = `Far Theme ${run}`;
  const tableName = `E2E Far Table ${run}`;
  try {
    await tables.goto();
    await expect(tables.themesGrid.getByRole('button').first()).toBeVisible();
    await expect(tables.themeCard(far)).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search themes' }).fill(far);
    await expect(tables.themeCard(far)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search themes' }).fill('');
    await expect(tables.themeCard(far)).toHaveCount(0);

    // the table picker finds it too, and a table is made with it
    await tables.createTable.click();
    await tables.field('Name').fill(tableName);
    await tables.field('Stake').fill('5');
    const picker = tables.dialog.getByRole('group', { name: 'Theme' });
    await expect(picker.getByRole('radio', { name: far })).toHaveCount(0);
    await picker.getByRole('searchbox', { name: 'Search themes' }).fill(`far-theme-${run}`);
    await picker.getByRole('radio', { name: far }).check();
    await tables.dialog.getByRole('button', { name: 'Create Table' }).click();
    await expect(tables.dialog).toBeHidden();
    const posts = (await received('/tables')).filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.body)).toContainEqual(
      expect.objectContaining({ name: tableName, theme: `far-theme-${run}` }),
    );

    // tables: the search (300 ms debounce) finds it by name among every page
    await page.getByRole('searchbox', { name: 'Search tables' }).fill(`Far Table ${run}`);
    await expect(tables.tablesGrid.getByRole('button', { name: /^Edit table / })).toHaveCount(1);
    await expect(tables.tableEditButton(tableName)).toBeVisible();
    // its theme is in no loaded list (past the first 100): the card says the theme's slug, and
    // its name once a theme search holds it
    const farCard = tables.tableCard(tableName);
    await expect(farCard.getByText(`far-theme-${run}`, { exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search themes' }).fill(far);
    await expect(farCard.getByText(far, { exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search themes' }).fill('');
    await page.screenshot({ path: join(SHOTS, 'tables-search.png') });
  } finally {
    const listed = await page.request.get(
      `/trpc/tables.list?input=${encodeURIComponent(JSON.stringify({ page: 1, limit: 100, search: tableName }))}`,
    );
    const found = ((await listed.json()) as { result?: { data: { items: { id: string }[] } } })
      .result?.data.items;
    for (const t of found ?? []) await mutate(page, 'tables.delete', { id: t.id });
    for (const id of made) await mutate(page, 'themes.delete', { id });
  }
});

test('a table card keeps naming its theme while the themes grid shows a search that leaves it out', async ({
  page,
  tables,
}) => {
  const run = unique();
  const res = await page.request.get(
    `/trpc/themes.list?input=${encodeURIComponent(JSON.stringify({ page: 1, limit: 1 }))}`,
  );
  const [theme] = (
    (await res.json()) as { result: { data: { items: { slug: string; name: string }[] } } }
  ).result.data.items;
  if (!theme) throw new Error('the sandbox has no theme');
  expect(theme.name).not.toBe(theme.slug);
  const name = `E2E Theme Label ${run}`;
  const table = await mutate<{ id: string }>(page, 'tables.create', {
    name,
    slug: `e2e-theme-label-${run}`,
    stake: 3,
    theme: theme.slug,
  });
  try {
    await tables.goto();
    await page.getByRole('searchbox', { name: 'Search tables' }).fill(name);
    const card = tables.tableCard(name);
    await expect(card.getByText(theme.name, { exact: true })).toBeVisible();
    // the themes grid now shows none of the loaded themes: the card still names its theme
    await page.getByRole('searchbox', { name: 'Search themes' }).fill(`no-such-theme-${run}`);
    await expect(page.getByText('No themes found')).toBeVisible();
    await expect(card.getByText(theme.name, { exact: true })).toBeVisible();
    await expect(card.getByText(theme.slug, { exact: true })).toHaveCount(0);
  } finally {
    await mutate(page, 'tables.delete', { id: table.id });
  }
});
