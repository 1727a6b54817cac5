import { CONCURRENCY_MESSAGES } from '@pitboss/contracts';
import type { Page } from '@playwright/test';
import { CuratorPage, trpc } from './pages/curator-page.js';
import { asSecondAdmin, changedRecentlyBy } from './support/second-admin.js';
import { expect, test } from './fixtures.js';

const RUN = `c${Date.now().toString(36)}`;

/** A slot made through the API (the test then edits it through two pages). */
async function makeSlot(page: Page, title: string): Promise<string> {
  const { items } = await trpc<{ items: { id: string }[] }>(
    page.request,
    'providers.list',
    {},
    'query',
  );
  const providerId = items[0]!.id;
  const identifier = title.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  const { id } = await trpc<{ id: string }>(page.request, 'slots.create', {
    title,
    identifier,
    slug: identifier.replace(/_/g, '-'),
    providerId,
    displayProviderId: providerId,
  });
  return id;
}

const conflictDialog = (page: Page) =>
  page.getByRole('alertdialog', { name: CONCURRENCY_MESSAGES.dialogTitle });

test('two curators edit one slot: the second save is refused, says who, shows the difference; Reload keeps what was typed', async ({
  page,
  browser,
}) => {
  const title = `E2E Concurrent ${RUN}`;
  await makeSlot(page, title);
  const curator = new CuratorPage(page);
  await curator.goto(`?q=${encodeURIComponent(title)}`);
  await curator.openSlot(title);

  await asSecondAdmin(
    browser,
    { suffix: RUN, path: `/curator?q=${encodeURIComponent(title)}` },
    async (other, second) => {
      const theirs = new CuratorPage(other);
      await theirs.openSlot(title);
      await theirs.field('Description').fill('Their description');
      await theirs.slotModal.getByRole('button', { name: 'Update' }).click();
      await expect(theirs.slotModal).toBeHidden();

      // the first curator's form is stale: the save is refused and says what happened
      await curator.field('Title').fill(`${title} Mine`);
      await curator.slotModal.getByRole('button', { name: 'Update' }).click();
      const dialog = conflictDialog(page);
      await expect(dialog).toContainText(changedRecentlyBy(second.name));
      const differences = dialog.getByRole('region', {
        name: CONCURRENCY_MESSAGES.differencesHeading,
      });
      await expect(differences.getByRole('row', { name: /Description/ })).toContainText(
        'Their description',
      );
      await dialog.getByRole('button', { name: CONCURRENCY_MESSAGES.reload }).click();
      await expect(dialog).toBeHidden();
      // their change is in the form now, and what was typed here is kept
      await expect(curator.field('Title')).toHaveValue(`${title} Mine`);
      await expect(curator.field('Description')).toHaveValue('Their description');
      await curator.slotModal.getByRole('button', { name: 'Update' }).click();
      await expect(curator.slotModal).toBeHidden();
    },
  );
  const { items } = await trpc<{ items: { title: string; description: string | null }[] }>(
    page.request,
    'slots.search',
    { search: `${title} Mine`, page: 1, limit: 5 },
    'query',
  );
  expect(items[0]).toMatchObject({ title: `${title} Mine`, description: 'Their description' });
});
