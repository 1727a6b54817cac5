import { CONCURRENCY_MESSAGES, editingOrderMessage, orderSavedByMessage } from '@pitboss/contracts';
import { trpc } from './pages/curator-page.js';
import { ProvidersSection } from './pages/providers-section.js';
import { asSecondAdmin, changedRecentlyBy } from './support/second-admin.js';
import { keyboardMove } from './support/settled.js';
import { expect, test } from './fixtures.js';

const RUN = `p${Date.now().toString(36)}`;

test("two curators edit one provider: the other's save passes, the stale one is refused with who and what; Reload keeps what was typed", async ({
  page,
  browser,
}) => {
  const name = `E2E Provider ${RUN}`;
  const { id } = await trpc<{ id: string }>(page.request, 'providers.create', {
    displayName: name,
    description: 'Seeded description',
    archived: false,
  });
  const mine = new ProvidersSection(page);
  await mine.open(name);

  await asSecondAdmin(
    browser,
    { suffix: RUN, path: `/curator?pq=${encodeURIComponent(name)}` },
    async (other, second) => {
      // the other curator's form opened on the provider as it is: its save is no conflict
      const theirs = new ProvidersSection(other);
      await theirs.open(name);
      await theirs.modal.getByRole('textbox', { name: 'Description' }).fill('Their description');
      await theirs.modal.getByRole('button', { name: 'Update' }).click();
      await expect(theirs.modal).toBeHidden();

      // this form is stale now: the save is refused and says who changed what
      await mine.field('Display Name').fill(`${name} Mine`);
      await mine.modal.getByRole('button', { name: 'Update' }).click();
      const dialog = page.getByRole('alertdialog', { name: CONCURRENCY_MESSAGES.dialogTitle });
      await expect(dialog).toContainText(changedRecentlyBy(second.name));
      await expect(
        dialog
          .getByRole('region', { name: CONCURRENCY_MESSAGES.differencesHeading })
          .getByRole('row', { name: /Description/ }),
      ).toContainText('Their description');
      await dialog.getByRole('button', { name: CONCURRENCY_MESSAGES.reload }).click();
      await expect(dialog).toBeHidden();
      await expect(mine.field('Display Name')).toHaveValue(`${name} Mine`);
      await expect(mine.modal.getByRole('textbox', { name: 'Description' })).toHaveValue(
        'Their description',
      );
      await mine.modal.getByRole('button', { name: 'Update' }).click();
      await expect(mine.modal).toBeHidden();
    },
  );
  const stored = await trpc<{ displayName: string; description: string }>(
    page.request,
    'providers.get',
    { id },
    'query',
  );
  expect(stored).toMatchObject({ displayName: `${name} Mine`, description: 'Their description' });
});

test("two curators in the providers' Edit Order: each sees the other editing, and a save is announced to the other", async ({
  page,
  browser,
}) => {
  const mine = new ProvidersSection(page);
  await mine.goto();
  await mine.editOrder.click();
  await expect(mine.orderCards.first()).toBeVisible();

  await asSecondAdmin(browser, { suffix: `o${RUN}`, path: '/curator' }, async (other, second) => {
    const theirs = new ProvidersSection(other);
    await theirs.editOrder.click();
    await expect(theirs.orderCards.first()).toBeVisible();
    await expect(other.getByText(editingOrderMessage(['Ada Admin']))).toBeVisible();
    await expect(page.getByText(editingOrderMessage([second.name]))).toBeVisible();

    // a move saved here is announced there at once
    const handle = mine.orderCards.nth(0).getByRole('button', { name: /^Drag / });
    await keyboardMove(page, handle, 'ArrowRight', 2);
    await mine.saveOrder.click();
    await expect(mine.editOrder).toBeVisible();
    await expect(other.getByText(orderSavedByMessage('Ada Admin'))).toBeVisible();
    // this curator left the order: the other no longer sees them editing
    await expect(other.getByText(editingOrderMessage(['Ada Admin']))).toBeHidden();
  });
});
