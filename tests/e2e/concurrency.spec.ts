import { CONCURRENCY_MESSAGES, editingOrderMessage } from '@pitboss/contracts';
import type { Page } from '@playwright/test';
import { CuratorOrderPage, groupOrder } from './pages/curator-order-page.js';
import { CuratorPage, trpc } from './pages/curator-page.js';
import { asSecondAdmin } from './support/second-admin.js';
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

/** The smallest seeded group with at least three slots (order mode loads it quickest). */
async function smallGroup(page: Page): Promise<string> {
  const { items } = await trpc<{ items: { id: string }[] }>(
    page.request,
    'groups.list',
    {},
    'query',
  );
  let best: { id: string; size: number } | null = null;
  for (const g of items) {
    const size = (await groupOrder(page.request, g.id)).length;
    if (size >= 3 && (!best || size < best.size)) best = { id: g.id, size };
  }
  if (!best) throw new Error('no group with three slots seeded');
  return best.id;
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
      await expect(dialog).toContainText(`Changed by ${second.name} just now`);
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

test("two curators in one group's order: presence, the other's save announced, a stale save refused and reloaded", async ({
  page,
  browser,
}) => {
  const groupId = await smallGroup(page);
  const original = await groupOrder(page.request, groupId);
  const mine = new CuratorOrderPage(page);
  await mine.open(groupId);

  await asSecondAdmin(browser, { suffix: `${RUN}o`, path: '/curator' }, async (other, second) => {
    const theirs = new CuratorOrderPage(other);
    await theirs.open(groupId);
    await expect(mine.mode.getByText(editingOrderMessage([second.name]))).toBeVisible();

    // they move their first card onto the second and save
    await theirs.drag(theirs.handle(theirs.card(0)), theirs.card(1));
    await expect(theirs.save).toBeEnabled();
    await theirs.save.click();
    await expect(theirs.mode).toBeHidden();
    await expect(mine.mode.getByRole('alert')).toContainText(`${second.name} saved a new order`);
  });
  const afterTheirs = await groupOrder(page.request, groupId);

  // a move here, from the order loaded before theirs: refused, with their moves shown
  await mine.drag(mine.handle(mine.card(2)), mine.card(0));
  await mine.save.click();
  const dialog = conflictDialog(page);
  await expect(dialog).toContainText(/Changed by .+ just now/);
  await expect(
    dialog.getByRole('region', { name: CONCURRENCY_MESSAGES.movesHeading }).getByRole('row'),
  ).not.toHaveCount(0);
  expect(await groupOrder(page.request, groupId)).toEqual(afterTheirs);

  await dialog.getByRole('button', { name: CONCURRENCY_MESSAGES.reload }).click();
  await expect(dialog).toBeHidden();
  // the current order with this move re-applied on it: the card moved here is first
  await mine.save.click();
  await expect(mine.mode).toBeHidden();
  const now = await groupOrder(page.request, groupId);
  expect(now[0]).toBe(original[2]);
  expect([...now].sort()).toEqual([...original].sort());
});
