import { CONCURRENCY_MESSAGES } from '@pitboss/contracts';
import { trpc } from './pages/curator-page.js';
import { TablesPage } from './pages/tables-page.js';
import { asSecondAdmin, changedRecentlyBy } from './support/second-admin.js';
import { expect, test } from './fixtures.js';

const RUN = `t${Date.now().toString(36)}`;

interface Table {
  id: string;
  name: string;
  stake: number;
}

test('two staff edit one table: the first save passes on the version it opened on; the stale one says who and what, Reload keeps what was typed', async ({
  page,
  browser,
}) => {
  const name = `E2E Shared ${RUN}`;
  const { items: themes } = await trpc<{ items: { slug: string }[] }>(
    page.request,
    'themes.list',
    { page: 1, limit: 1 },
    'query',
  );
  const table = await trpc<Table>(page.request, 'tables.create', {
    name,
    slug: `e2e-shared-${RUN}`,
    stake: 5,
    theme: themes[0]!.slug,
  });
  const path = `/tables?q=${encodeURIComponent(name)}`;
  const tables = new TablesPage(page);
  await tables.goto(path);
  await tables.tableEditButton(name).click();
  await expect(tables.field('Name')).toHaveValue(name);

  await asSecondAdmin(browser, { suffix: RUN, path }, async (other, second) => {
    // their form opened on the table as the gateway reads it: an untouched table saves
    const theirs = new TablesPage(other);
    await theirs.tableEditButton(name).click();
    await theirs.field('Stake').fill('50');
    await theirs.dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(theirs.dialog).toBeHidden();

    // this form is stale now: the save is refused and says who changed what
    await tables.field('Name').fill(`${name} Mine`);
    await tables.dialog.getByRole('button', { name: 'Save Changes' }).click();
    const conflict = page.getByRole('alertdialog', { name: CONCURRENCY_MESSAGES.dialogTitle });
    await expect(conflict).toContainText(changedRecentlyBy(second.name));
    await expect(conflict.getByRole('row', { name: /Stake/ })).toContainText('50');
    await conflict.getByRole('button', { name: CONCURRENCY_MESSAGES.reload }).click();
    await expect(conflict).toBeHidden();
    await expect(tables.field('Name')).toHaveValue(`${name} Mine`);
    await expect(tables.field('Stake')).toHaveValue('50');
    await tables.dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(tables.dialog).toBeHidden();
  });
  const stored = await trpc<Table>(page.request, 'tables.get', { id: table.id }, 'query');
  expect(stored).toMatchObject({ name: `${name} Mine`, stake: 50 });
});
