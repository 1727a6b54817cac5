import type { Locator, Page } from '@playwright/test';
import {
  ARCHIVE_MESSAGES,
  FORM_MESSAGES,
  SLOT_MESSAGES,
  promotionArchiveConfirmMessage,
  tableBlockInvalidMessage,
  type Provider,
} from '@pitboss/contracts';
import { E2E_SANDBOX_URL } from '../stack.js';
import { CuratorPage, trpc } from './pages/curator-page.js';
import { PromotionsPage } from './pages/promotions-page.js';
import { sandboxFault, sandboxRequests } from './support/sandbox.js';
import { expect, test as base } from './fixtures.js';

const test = base.extend<{ curator: CuratorPage; promotions: PromotionsPage }>({
  curator: async ({ page }, use) => {
    await use(new CuratorPage(page));
  },
  promotions: async ({ page }, use) => {
    await use(new PromotionsPage(page));
  },
});

const RUN = Date.now().toString(36);
let counter = 0;
const unique = (label: string) => `E2E ${label} ${RUN}${(counter += 1)}`;

interface RequestLog {
  requests: { method: string; body: unknown }[];
}
async function clearFaults(): Promise<void> {
  const res = await fetch(`${E2E_SANDBOX_URL}/__sandbox/faults`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`the sandbox's faults could not be cleared: ${res.status}`);
}
const received = async (path: string) => ((await sandboxRequests(path)) as RequestLog).requests;

async function makeSlot(page: Page, title: string): Promise<{ id: string; identifier: string }> {
  const { items } = await trpc<{ items: Provider[] }>(page.request, 'providers.list', {}, 'query');
  const provider = items[0];
  if (!provider) throw new Error('no providers seeded');
  const identifier = title.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  const { id } = await trpc<{ id: string }>(page.request, 'slots.create', {
    title,
    identifier,
    slug: identifier.replace(/_/g, '-'),
    providerId: provider.id,
    displayProviderId: provider.id,
  });
  return { id, identifier };
}

/** The confirmation a form with unsaved input asks before it closes. */
const discardDialog = (page: Page) =>
  page.getByRole('alertdialog').filter({ hasText: FORM_MESSAGES.discardTitle });

/** Asks, and "Keep editing" leaves the form open with what was typed. */
async function expectAskedAndKept(page: Page, modal: Locator, field: Locator, typed: string) {
  await expect(discardDialog(page)).toBeVisible();
  await discardDialog(page).getByRole('button', { name: FORM_MESSAGES.keepEditing }).click();
  await expect(discardDialog(page)).toBeHidden();
  await expect(modal).toBeVisible();
  await expect(field).toHaveValue(typed);
}

test.describe('typed work is kept', () => {
  test('Create Slot asks before Escape, an outside click, the close button, Cancel, Back or a tab close drop what was typed', async ({
    curator,
    page,
  }) => {
    // in the app, so Back is the app's own navigation
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Curator' })
      .click();
    await expect(curator.heading).toBeVisible();
    // nothing typed: it closes at once
    await curator.createSlot.click();
    await expect(curator.slotModal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(curator.slotModal).toBeHidden();
    await expect(discardDialog(page)).toBeHidden();

    await curator.createSlot.click();
    const title = curator.field('Title');
    await title.fill('Half-typed slot');

    await page.keyboard.press('Escape');
    await expectAskedAndKept(page, curator.slotModal, title, 'Half-typed slot');

    await page.mouse.click(5, 5);
    await expectAskedAndKept(page, curator.slotModal, title, 'Half-typed slot');

    await curator.slotModal.getByRole('button', { name: 'Close' }).click();
    await expectAskedAndKept(page, curator.slotModal, title, 'Half-typed slot');

    await curator.slotModal.getByRole('button', { name: 'Cancel' }).click();
    await expectAskedAndKept(page, curator.slotModal, title, 'Half-typed slot');

    await page.goBack();
    await expectAskedAndKept(page, curator.slotModal, title, 'Half-typed slot');
    await expect(page).toHaveURL(/\/curator/);

    const prompt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await prompt;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
  });

  test('the promo code form asks through the same gate, and Discard closes it', async ({
    page,
  }) => {
    await page.goto('/codes');
    await page.getByRole('button', { name: 'Create Promo Code' }).click();
    const modal = page.getByRole('dialog', { name: 'Create Promo Code' });
    const code = modal.getByLabel(/^Code/);
    await code.fill('HALFTYPED');
    await page.keyboard.press('Escape');
    await expectAskedAndKept(page, modal, code, 'HALFTYPED');
    await page.keyboard.press('Escape');
    await discardDialog(page).getByRole('button', { name: FORM_MESSAGES.discardConfirm }).click();
    await expect(modal).toBeHidden();
  });

  test("the promotion's Archive with an unsaved subtitle says the edits go, and Keep editing keeps them", async ({
    promotions,
    page,
  }) => {
    const title = unique('Archive edits');
    await trpc(page.request, 'promotions.create', {
      title,
      subTitle: 'Saved subtitle',
      gameGroup: '',
      text: [{ type: 'paragraph', value: '<p>Hello</p>' }],
      redirected: false,
      availableFrom: '2026-01-01T10:00:00.000Z',
      availableUntil: '2030-01-01T10:00:00.000Z',
    });
    await promotions.goto();
    await promotions.openEdit(title);
    await promotions.field('Subtitle').fill('Typed, not saved');
    await promotions.dialog.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(promotions.confirm).toContainText(promotionArchiveConfirmMessage(false));
    await expect(promotions.confirm).toContainText(FORM_MESSAGES.archiveDiscardsEdits);
    await promotions.confirm.getByRole('button', { name: FORM_MESSAGES.keepEditing }).click();
    await expect(promotions.field('Subtitle')).toHaveValue('Typed, not saved');
  });

  test('a refused promotion puts its first error — an incomplete table — in view and focuses it', async ({
    promotions,
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await promotions.goto();
    await promotions.openCreate();
    await promotions.fillForm({
      title: unique('Focus'),
      from: '2030-01-01T10:00',
      until: '2030-12-20T10:00',
    });
    await promotions.insertTable('2', '2');
    await promotions.submit('Create');
    const error = promotions.dialog.getByText(tableBlockInvalidMessage(1));
    await expect(error).toBeFocused();
    await expect(error).toBeInViewport();
  });
});

test.describe('a failed removal from production', () => {
  test('says the slot is archived but still in production, and Retry removes it', async ({
    curator,
    page,
  }) => {
    const title = unique('Still live');
    const { id, identifier } = await makeSlot(page, title);
    await curator.openSlot(title);
    await sandboxFault({ path: '/delete-from-casino', status: 500, message: 'casino down' });
    await curator.slotModal.getByRole('button', { name: 'Archive' }).click();
    await curator.confirm.getByRole('button', { name: 'Archive' }).click();

    const alert = curator.slotModal.getByRole('alert').filter({
      hasText: ARCHIVE_MESSAGES.stillInProduction,
    });
    await expect(alert).toBeVisible();
    await expect(curator.toast(SLOT_MESSAGES.archiveFailed)).toHaveCount(0);
    // the modal shows the slot as it is: archived
    await expect(curator.slotModal.getByRole('button', { name: 'Unarchive' })).toBeVisible();
    expect((await received(`/slots/${id}/update`)).at(-1)?.body).toEqual({ archived: true });

    const before = (await received('/delete-from-casino')).length;
    await clearFaults();
    await alert.getByRole('button', { name: ARCHIVE_MESSAGES.retry }).click();
    await expect(curator.slotModal).toBeHidden();
    const calls = await received('/delete-from-casino');
    expect(calls.length).toBe(before + 1);
    expect(calls.at(-1)?.body).toEqual({ type: 'slot', identifiers: [identifier] });
  });
});
