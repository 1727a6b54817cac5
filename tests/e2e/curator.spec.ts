import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  CATALOGUE_MESSAGES,
  SLOT_MESSAGES,
  SYSTEM_MESSAGES,
  importConfirmMessage,
  slotArchiveConfirmMessage,
  slotDeleteConfirmMessage,
  slotJsonInvalidMessage,
  slotUnarchiveConfirmMessage,
  type Provider,
} from '@pitboss/contracts';
import { ADMIN_STATE, E2E_BASE_URL } from '../stack.js';
import { CuratorPage, trpc } from './pages/curator-page.js';
import { sandboxFault, sandboxRequests } from './support/sandbox.js';
import { animationsDone } from './support/settled.js';
import { asSecondAdmin } from './support/second-admin.js';
import { expect, test as base } from './fixtures.js';

const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

const test = base.extend<{ curator: CuratorPage }>({
  curator: async ({ page }, use) => {
    await use(new CuratorPage(page));
  },
});

const RUN = Date.now().toString(36);
let counter = 0;
const unique = (label: string) => `E2E ${label} ${RUN}${(counter += 1)}`;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface RequestLog {
  requests: { method: string; body: unknown; status: number; at: string }[];
}
const received = async (path: string) => ((await sandboxRequests(path)) as RequestLog).requests;

async function providers(page: Page): Promise<Provider[]> {
  return (await trpc<{ items: Provider[] }>(page.request, 'providers.list', {}, 'query')).items;
}

/** A slot made through the API (the test then edits it through the page). */
async function makeSlot(
  page: Page,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const [p] = await providers(page);
  if (!p) throw new Error('no providers seeded');
  const identifier = title.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  const { id } = await trpc<{ id: string }>(page.request, 'slots.create', {
    title,
    identifier,
    slug: identifier.replace(/_/g, '-'),
    providerId: p.id,
    displayProviderId: p.id,
    ...extra,
  });
  return id;
}

test.describe('curator: slots list', () => {
  test('filters and page live in the URL: reload keeps them, Back restores the previous list', async ({
    curator,
    page,
  }) => {
    await curator.goto();
    await expect(curator.slotCards.first()).toBeVisible();
    await expect(curator.slotCards).toHaveCount(32);
    await expect(curator.slotPages.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(5);

    await curator.afterList(() => curator.sort.selectOption('title'));
    await expect(page).toHaveURL(/sort=title/);
    await curator.afterList(() => curator.direction.selectOption('desc'));
    await expect(page).toHaveURL(/dir=desc/);
    await expect(curator.slotCards).toHaveCount(32);
    const firstOfPage1 = await curator.slotCards.first().textContent();

    await curator.afterList(() =>
      curator.slotPages.getByRole('button', { name: 'Page 2' }).click(),
    );
    await expect(page).toHaveURL(/page=2/);
    await expect(curator.slotPages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(curator.slotCards.first()).not.toHaveText(firstOfPage1 ?? '');
    const firstOfPage2 = await curator.slotCards.first().textContent();

    await page.reload();
    await expect(curator.sort).toHaveValue('title');
    await expect(curator.direction).toHaveValue('desc');
    await expect(curator.slotPages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(curator.slotCards.first()).toHaveText(firstOfPage2 ?? '');

    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(curator.slotCards.first()).toHaveText(firstOfPage1 ?? '');
    await expect(curator.direction).toHaveValue('desc');

    // the search waits for typing to settle (500 ms), then goes into the URL too
    const [group] = (
      await trpc<{ items: { id: string; displayName: string }[] }>(
        page.request,
        'groups.list',
        {},
        'query',
      )
    ).items;
    await curator.group.selectOption(group!.id);
    await expect(page).toHaveURL(new RegExp(`group=${group!.id}`));
    await curator.status.selectOption('live');
    await expect(page).toHaveURL(/status=live/);
    await expect(curator.group).toHaveValue(group!.id);

    await curator.search.fill('zzzz-no-such-slot');
    await expect(page).toHaveURL(/q=zzzz-no-such-slot/);
    await expect(curator.slots.getByText(SLOT_MESSAGES.empty)).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/q=/);
    await expect(curator.search).toHaveValue('');
    await expect(curator.status).toHaveValue('live');

    await page.setViewportSize({ width: 1440, height: 900 });
    await curator.goto();
    await expect(curator.slotCards).toHaveCount(32);
    await page.screenshot({ path: join(SHOTS, 'curator-wide.png'), fullPage: false });
    await curator.slotCards.first().click();
    await expect(curator.slotModal).toBeVisible();
    await animationsDone(page);
    await page.screenshot({ path: join(SHOTS, 'curator-wide-modal.png'), fullPage: false });
    await page.keyboard.press('Escape');
    await curator.groups.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'curator-wide-groups.png'), fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await curator.goto();
    await expect(curator.slotCards.first()).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'curator-narrow.png'), fullPage: false });
    await curator.slotCards.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'curator-narrow-slots.png'), fullPage: false });
    await curator.slotCards.first().click();
    await expect(curator.slotModal).toBeVisible();
    await animationsDone(page);
    await page.screenshot({ path: join(SHOTS, 'curator-narrow-modal.png'), fullPage: false });
    await page.keyboard.press('Escape');
    await expect(curator.slotModal).toBeHidden();
  });

  test('a search says plainly that it replaces sort, direction, group and provider, and those are disabled while it is on', async ({
    curator,
    page,
  }) => {
    const [group] = (
      await trpc<{ items: { id: string }[] }>(page.request, 'groups.list', {}, 'query')
    ).items;
    await curator.goto(`?group=${group!.id}&sort=title&dir=desc`);
    const notApplied = [curator.sort, curator.direction, curator.group, curator.provider];
    for (const select of notApplied) await expect(select).toBeEnabled();
    const note = curator.slots.getByRole('status').filter({ hasText: 'Search replaces the sort' });
    await expect(note).toHaveCount(0);

    await curator.search.fill('diamond');
    await expect(page).toHaveURL(/q=diamond/);
    await expect(note).toBeVisible();
    for (const select of notApplied) await expect(select).toBeDisabled();
    await expect(curator.status).toBeEnabled();
    // what went upstream: the search alone (the admin API's search takes no group or sort)
    await expect.poll(async () => (await received('/slots/search')).length).toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS, 'curator-search-note.png') });

    await curator.search.fill('');
    await expect(page).not.toHaveURL(/q=/);
    await expect(note).toHaveCount(0);
    for (const select of notApplied) await expect(select).toBeEnabled();
    await expect(curator.group).toHaveValue(group!.id);
  });

  test('the archived view loads archived slots, disables filters and hides Create Slot; a failure reverts it', async ({
    curator,
    page,
  }) => {
    await curator.goto();
    await expect(curator.archivedToggle).toHaveText(CATALOGUE_MESSAGES.viewArchived);
    await expect(curator.slotCards.first()).toBeVisible();

    // loading fails: the toggle reverts with the spec's message
    await sandboxFault({ path: '/archived/slots', status: 500, once: true });
    await curator.archivedToggle.click();
    await expect(curator.toast(CATALOGUE_MESSAGES.loadArchivedFailed)).toBeVisible();
    await expect(curator.archivedToggle).toHaveText(CATALOGUE_MESSAGES.viewArchived);
    await expect(page).not.toHaveURL(/archived=1/);
    await expect(curator.createSlot).toBeVisible();

    await curator.afterList(() => curator.archivedToggle.click());
    await expect(curator.archivedToggle).toHaveText(CATALOGUE_MESSAGES.exitArchivedOnly);
    await expect(page).toHaveURL(/archived=1/);
    await expect(curator.slotsHeading).toHaveText(/Slots \(Archived\)/);
    await expect(curator.createSlot).toBeHidden();
    await expect(curator.sort).toBeDisabled();
    await expect(curator.search).toBeDisabled();
    await expect(curator.slotCards.first()).toBeVisible();
    await curator.archivedToggle.click();
    await expect(curator.createSlot).toBeVisible();
    await expect(curator.sort).toBeEnabled();
  });
});

test.describe('curator: slot modal', () => {
  test('create: required errors under the fields, first bad field focused, identifier from the title', async ({
    curator,
    page,
  }) => {
    await curator.goto();
    await curator.createSlot.click();
    await expect(curator.slotModal).toBeVisible();
    await curator.slotModal.getByRole('button', { name: 'Create', exact: true }).click();
    for (const message of [
      SLOT_MESSAGES.titleRequired,
      SLOT_MESSAGES.identifierRequired,
      SLOT_MESSAGES.slugRequired,
      SLOT_MESSAGES.providerRequired,
      SLOT_MESSAGES.displayProviderRequired,
    ]) {
      await expect(curator.modalAlert(message)).toBeVisible();
    }
    await expect(curator.field('Title')).toBeFocused();
    await expect(curator.field('Title')).toHaveAttribute('aria-invalid', 'true');

    // blank counts as missing
    await curator.field('Title').fill('   ');
    await curator.slotModal.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(curator.modalAlert(SLOT_MESSAGES.titleRequired)).toBeVisible();

    const title = unique('Golden Fox');
    await curator.field('Title').fill(title);
    await expect(curator.modalAlert(SLOT_MESSAGES.titleRequired)).toHaveCount(0);
    const expectedIdentifier = title.toLowerCase().replace(/ /g, '_');
    await expect(curator.field('Identifier')).toHaveValue(expectedIdentifier);

    // edited by hand: the title no longer drives it
    await curator.field('Identifier').fill('my_custom_id_' + RUN);
    await curator.field('Title').fill(title + ' X');
    await expect(curator.field('Identifier')).toHaveValue('my_custom_id_' + RUN);
    await curator.field('Title').fill(title);

    await curator.field('Slug').fill(`e2e-golden-fox-${RUN}`);
    const [p] = await providers(page);
    await curator.field('Provider').selectOption(p!.id);
    await curator.field('Display Provider').selectOption(p!.id);
    await curator.field('Theme').fill('forest');
    await curator.field('Params (JSON)').fill('{"volatility_rating": 4}');
    await page.screenshot({ path: join(SHOTS, 'curator-create-slot.png') });
    await curator.slotModal.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(curator.slotModal).toBeHidden();
    await expect(curator.toast(`Slot "${title}" created`)).toBeVisible();

    const creates = await received('/slots/create');
    const body = creates.at(-1)?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title,
      identifier: 'my_custom_id_' + RUN,
      providerId: p!.id,
      theme: 'forest',
      params: { volatility_rating: 4 },
      orderHint: 0,
      archived: false,
      hasDemo: false,
    });

    await curator.gameSearch.fill(title);
    await curator.gameSearch.press('Enter');
    await expect(curator.slotCard(title)).toBeVisible();
  });

  test('edit sends only the changed field; no change closes without a call; invalid params/restrictions JSON is a field error that blocks the save; a failed save keeps the form', async ({
    curator,
    page,
  }) => {
    const title = unique('Edit Me');
    const id = await makeSlot(page, title, { theme: 'desert' });
    await curator.openSlot(title);
    await expect(curator.field('Theme')).toHaveValue('desert');
    await curator.field('Theme').fill('ocean');
    await curator.slotModal.getByRole('button', { name: 'Update' }).click();
    await expect(curator.slotModal).toBeHidden();
    const updates = await received(`/slots/${id}/update`);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.body).toEqual({ theme: 'ocean' });

    // nothing changed: the modal just closes, nothing is sent
    await curator.slotCard(title).click();
    await expect(curator.field('Theme')).toHaveValue('ocean');
    await curator.slotModal.getByRole('button', { name: 'Update' }).click();
    await expect(curator.slotModal).toBeHidden();
    expect(await received(`/slots/${id}/update`)).toHaveLength(1);

    // params/restrictions that are not a JSON object: a field error, nothing sent, no success
    await curator.slotCard(title).click();
    await curator.field('Params (JSON)').fill('{not json');
    await curator.field('Restrictions (JSON)').fill('[1, 2]');
    await curator.field('Category').fill('megaways');
    await curator.slotModal.getByRole('button', { name: 'Update' }).click();
    await expect(curator.modalAlert(slotJsonInvalidMessage('Params'))).toBeVisible();
    await expect(curator.modalAlert(slotJsonInvalidMessage('Restrictions'))).toBeVisible();
    await expect(curator.field('Params (JSON)')).toBeFocused();
    await expect(curator.toast(`Slot "${title}" saved`)).toHaveCount(0);
    await expect(curator.slotModal).toBeVisible();
    expect(await received(`/slots/${id}/update`)).toHaveLength(1);
    // fixed, the save goes with the parsed objects
    await curator.field('Params (JSON)').fill('{"payout": 96.5}');
    await curator.field('Restrictions (JSON)').fill('');
    await curator.slotModal.getByRole('button', { name: 'Update' }).click();
    await expect(curator.slotModal).toBeHidden();
    expect((await received(`/slots/${id}/update`)).at(-1)!.body).toEqual({
      category: 'megaways',
      params: { payout: 96.5 },
    });

    // a failed save keeps what was typed and says so
    await sandboxFault({ path: `/slots/${id}/update`, status: 500, once: true });
    await curator.slotCard(title).click();
    await curator.field('Feature Group').fill('hold-and-win');
    await curator.slotModal.getByRole('button', { name: 'Update' }).click();
    await expect(curator.modalAlert(SLOT_MESSAGES.updateFailed)).toBeVisible();
    await expect(curator.field('Feature Group')).toHaveValue('hold-and-win');
    await curator.slotModal.getByRole('button', { name: 'Update' }).click();
    await expect(curator.slotModal).toBeHidden();
    expect((await received(`/slots/${id}/update`)).at(-1)!.body).toEqual({
      feature_group: 'hold-and-win',
    });
  });

  test('an upstream 401 on Update keeps the open form and shows the refusal (no sign-out)', async ({
    curator,
    page,
  }) => {
    const title = unique('Refused Slot');
    const id = await makeSlot(page, title);
    await curator.openSlot(title);
    await curator.field('Feature Group').fill('kept-after-401');
    await sandboxFault({
      path: `/slots/${id}/update`,
      status: 401,
      message: 'Token lacks the catalogue:write scope',
      once: true,
    });
    await curator.slotModal.getByRole('button', { name: 'Update' }).click();
    await expect(curator.modalAlert(SLOT_MESSAGES.updateFailed)).toBeVisible();
    await expect(curator.toast('Token lacks the catalogue:write scope')).toBeVisible();
    await expect(curator.slotModal).toBeVisible();
    await expect(curator.field('Feature Group')).toHaveValue('kept-after-401');
    await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
    // the session is intact: the same save goes through
    await curator.slotModal.getByRole('button', { name: 'Update' }).click();
    await expect(curator.slotModal).toBeHidden();
    expect((await received(`/slots/${id}/update`)).at(-1)!.body).toEqual({
      feature_group: 'kept-after-401',
    });
  });

  test('image: type and size checks, preview, upload through the gateway, shown through the image proxy', async ({
    curator,
    page,
  }) => {
    const title = unique('Image Slot');
    const id = await makeSlot(page, title);
    await curator.openSlot(title);
    const input = curator.slotModal.getByLabel('Choose image');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(curator.modalAlert(SLOT_MESSAGES.invalidImageType)).toBeVisible();
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(curator.modalAlert(SLOT_MESSAGES.imageTooLarge)).toBeVisible();
    await input.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(curator.slotModal.getByRole('img', { name: 'New image preview' })).toBeVisible();
    await curator.slotModal.getByRole('button', { name: 'Update' }).click();
    await expect(curator.slotModal).toBeHidden();
    await expect.poll(async () => (await received(`/slots/${id}/updateSlotImage`)).length).toBe(1);
    const img = curator.slotCard(title).locator('img');
    await expect(img).toHaveAttribute('src', /^\/api\/images\?src=.+&w=360&h=472&fit=min$/);
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);

    // removing asks the server to delete it on save
    await curator.slotCard(title).click();
    await curator.slotModal.getByRole('button', { name: 'Remove image' }).click();
    await curator.slotModal.getByRole('button', { name: 'Update' }).click();
    await expect(curator.slotModal).toBeHidden();
    await expect.poll(async () => (await received(`/slots/${id}/deleteSlotImage`)).length).toBe(1);
  });

  test('reset, archive, unarchive and delete, each after its confirmation', async ({
    curator,
    page,
  }) => {
    const title = unique('Lifecycle');
    const id = await makeSlot(page, title, { theme: 'published-theme' });
    await trpc(page.request, 'catalogue.publish');
    await trpc(page.request, 'slots.update', { id, theme: 'edited-theme' });

    // reset: back to the published copy (archiving removes a slot from production, so first)
    await curator.openSlot(title);
    await expect(curator.field('Theme')).toHaveValue('edited-theme');
    await curator.slotModal.getByRole('button', { name: 'Reset' }).click();
    await expect(curator.confirm).toContainText(SLOT_MESSAGES.resetConfirm);
    await curator.confirm.getByRole('button', { name: 'Reset' }).click();
    await expect(curator.toast(`Slot "${title}" reset`)).toBeVisible();
    await expect(curator.confirm).toBeHidden();
    await expect(curator.slotModal).toBeHidden();
    expect(await received(`/slots/${id}/reset`)).toHaveLength(1);
    await curator.slotCard(title).click();
    await expect(curator.field('Theme')).toHaveValue('published-theme');

    await curator.slotModal.getByRole('button', { name: 'Archive' }).click();
    await expect(curator.confirm).toContainText(slotArchiveConfirmMessage(title));
    await curator.confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(curator.confirm).toBeHidden();
    await expect(curator.slotModal).toBeHidden();
    expect((await received(`/slots/${id}/update`)).at(-1)!.body).toEqual({ archived: true });
    await expect(curator.slotCard(title)).toContainText('archived');

    await curator.slotCard(title).click();
    await curator.slotModal.getByRole('button', { name: 'Unarchive' }).click();
    await expect(curator.confirm).toContainText(slotUnarchiveConfirmMessage(title));
    await curator.confirm.getByRole('button', { name: 'Unarchive' }).click();
    await expect(curator.confirm).toBeHidden();
    await expect(curator.slotModal).toBeHidden();
    expect((await received(`/slots/${id}/update`)).at(-1)!.body).toEqual({ archived: false });
    await expect(curator.slotCard(title)).not.toContainText('archived');

    // reset now fails (archiving took it out of production): the spec's message, the modal stays
    await curator.slotCard(title).click();
    await curator.slotModal.getByRole('button', { name: 'Reset' }).click();
    await curator.confirm.getByRole('button', { name: 'Reset' }).click();
    await expect(curator.toast(SLOT_MESSAGES.resetFailed)).toBeVisible();
    await expect(curator.slotModal).toBeVisible();

    await curator.slotModal.getByRole('button', { name: 'Delete Slot' }).click();
    await expect(curator.confirm).toContainText(slotDeleteConfirmMessage(title));
    // cancelling deletes nothing
    await curator.confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(curator.confirm).toBeHidden();
    await curator.slotModal.getByRole('button', { name: 'Delete Slot' }).click();
    await curator.confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(curator.confirm).toBeHidden();
    await expect(curator.slotModal).toBeHidden();
    expect(await received(`/slots/${id}/delete`)).toHaveLength(1);
    await expect(curator.slots.getByText(SLOT_MESSAGES.empty)).toBeVisible();
  });

  test('the Archived checkbox + Update asks the same confirmation as the Archive button', async ({
    curator,
    page,
  }) => {
    const title = unique('Checkbox Archive');
    const since = new Date().toISOString();
    const id = await makeSlot(page, title);
    // The sandbox reuses the id of a slot an earlier test deleted: only this slot's requests.
    const updates = async () =>
      (await received(`/slots/${id}/update`)).filter((r) => r.at >= since);
    await curator.openSlot(title);
    const archived = curator.slotModal.getByRole('checkbox', { name: 'Archived' });
    await archived.check();
    await curator.field('Theme').fill('boxed');
    await curator.slotModal.getByRole('button', { name: 'Update' }).click();
    await expect(curator.confirm).toContainText(slotArchiveConfirmMessage(title));
    // Cancel sends nothing and keeps the form as typed
    await curator.confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(curator.confirm).toBeHidden();
    await expect(curator.slotModal).toBeVisible();
    await expect(archived).toBeChecked();
    expect(await updates()).toHaveLength(0);

    await curator.slotModal.getByRole('button', { name: 'Update' }).click();
    await curator.confirm.getByRole('button', { name: 'Archive' }).click();
    // While the confirmation is open (or fading out) the slot modal behind it is aria-hidden, so
    // "hidden" holds already then: wait for the confirmation to go first, then for the update.
    await expect(curator.confirm).toBeHidden();
    await expect(curator.slotModal).toBeHidden();
    await expect
      .poll(async () => (await updates()).at(-1)?.body)
      .toEqual({ archived: true, theme: 'boxed' });
    // taken out of production explicitly, as the Archive button does
    await expect
      .poll(async () => (await received('/delete-from-casino')).map((r) => r.body))
      .toContainEqual({ type: 'slot', identifiers: [expect.any(String)] });

    // and unchecking asks the unarchive question
    await curator.slotCard(title).click();
    await curator.slotModal.getByRole('checkbox', { name: 'Archived' }).uncheck();
    await curator.slotModal.getByRole('button', { name: 'Update' }).click();
    await expect(curator.confirm).toContainText(slotUnarchiveConfirmMessage(title));
    await curator.confirm.getByRole('button', { name: 'Unarchive' }).click();
    await expect(curator.confirm).toBeHidden();
    await expect(curator.slotModal).toBeHidden();
    await expect.poll(async () => (await updates()).at(-1)?.body).toEqual({ archived: false });
  });

  test('Play opens the demo in a 1200×675 overlay; Escape, × and a click outside close it', async ({
    curator,
    page,
  }) => {
    const title = unique('Demo Slot');
    await makeSlot(page, title, { hasDemo: true });
    await curator.openSlot(title);
    await curator.slotModal.getByRole('button', { name: 'Play' }).click();
    const frame = page.getByTitle(`Demo: ${title}`);
    await expect(frame).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'curator-demo.png') });
    const box = await frame.boundingBox();
    expect(Math.round((box!.width / box!.height) * 100) / 100).toBeCloseTo(1200 / 675, 1);
    await page.keyboard.press('Escape');
    await expect(frame).toBeHidden();
    await expect(curator.slotModal).toBeVisible();

    await curator.slotModal.getByRole('button', { name: 'Play' }).click();
    await expect(frame).toBeVisible();
    await page.getByRole('button', { name: 'Close demo' }).click();
    await expect(frame).toBeHidden();

    await curator.slotModal.getByRole('button', { name: 'Play' }).click();
    await expect(frame).toBeVisible();
    await page.mouse.click(3, 3);
    await expect(frame).toBeHidden();

    // on a phone the game takes the whole screen: its Spin button is on it
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    await curator.slotModal.getByRole('button', { name: 'Play' }).click();
    const spin = page.frameLocator(`iframe[title="Demo: ${title}"]`).getByRole('button', {
      name: 'Spin',
    });
    await expect(spin).toBeVisible();
    const at = (await spin.boundingBox())!;
    expect(at.x).toBeGreaterThanOrEqual(0);
    expect(at.x + at.width).toBeLessThanOrEqual(390);
    expect(at.y + at.height).toBeLessThanOrEqual(844);
    await page.keyboard.press('Escape');
    await expect(frame).toBeHidden();
    await page.setViewportSize(size);

    // a failing launch says so
    await page.keyboard.press('Escape');
    const noDemo = unique('No Demo');
    const id = await makeSlot(page, noDemo, { hasDemo: true });
    await sandboxFault({ path: `/slots/${id}/demoplay`, status: 500, once: true });
    await curator.openSlot(noDemo);
    await curator.slotModal.getByRole('button', { name: 'Play' }).click();
    await expect(curator.toast(SLOT_MESSAGES.demoLaunchFailed)).toBeVisible();
  });
});

test.describe('curator: groups', () => {
  test('create, edit, archive and unarchive a group', async ({ curator, page }) => {
    await curator.goto();
    await curator.groups.getByRole('button', { name: 'Create Group' }).click();
    await expect(curator.groupModal).toBeVisible();
    await curator.groupModal.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(curator.groupModal.getByRole('alert')).toHaveText('Display name is required');
    const name = unique('Group');
    await curator.groupModal.getByLabel('Display Name').fill(name);
    await curator.groupModal.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(curator.groupModal).toBeHidden();
    await expect(curator.groupCard(name)).toBeVisible();

    await curator.groupCard(name).click();
    await expect(curator.groupModal.getByLabel('Slug')).toHaveValue(/e2e-group/);
    const renamed = `${name} Renamed`;
    await curator.groupModal.getByLabel('Display Name').fill(renamed);
    await curator.groupModal.getByLabel('Order Hint').fill('42');
    await curator.groupModal.getByRole('button', { name: 'Update' }).click();
    await expect(curator.groupModal).toBeHidden();
    await expect(curator.groupCard(renamed)).toBeVisible();
    const groups = (
      await trpc<{ items: { id: string; displayName: string; orderHint: number }[] }>(
        page.request,
        'groups.list',
        {},
        'query',
      )
    ).items;
    const saved = groups.find((g) => g.displayName === renamed);
    expect(saved?.orderHint).toBe(42);
    const puts = await received(`/groups/${saved!.id}`);
    expect(puts.at(-1)!.body).toEqual({ display_name: renamed, order_hint: 42 });

    await curator.groupCard(renamed).click();
    await curator.groupModal.getByRole('button', { name: 'Archive' }).click();
    await expect(curator.groupModal).toBeHidden();
    await expect(curator.groupCard(renamed)).toContainText('Archived');
    await curator.groupCard(renamed).click();
    await expect(curator.groupModal.getByLabel('Archived')).toBeChecked();
    await curator.groupModal.getByRole('button', { name: 'Unarchive' }).click();
    await expect(curator.groupModal).toBeHidden();
    await expect(curator.groupCard(renamed)).not.toContainText('Archived');
  });
});

test.describe('curator: catalogue actions', () => {
  test.describe.configure({ mode: 'serial' });

  test('publish: the confirmation says what changed and by whom, then the progress popup with counts', async ({
    curator,
    page,
  }) => {
    await makeSlot(page, unique('Publish Me'));
    await curator.goto();
    await curator.publishAction('Publish');
    const confirm = page.getByRole('dialog', { name: 'Publish to production' });
    await expect(confirm).toBeVisible();
    const changes = confirm.getByTestId('publish-changes');
    await expect(changes).toContainText(/slots? changed/);
    await expect(changes).toContainText('Changed by Ada Admin');
    const slotCount = Number(await changes.locator('span').first().textContent());
    expect(slotCount).toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: join(SHOTS, 'curator-publish-confirm.png') });
    await confirm.getByRole('button', { name: 'Publish' }).click();

    const popup = page.getByRole('dialog', { name: /Publish(ing…|ed)/ });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('progressbar', { name: 'Publish progress' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Published' })).toBeVisible();
    const summary = popup.getByTestId('publish-summary');
    await expect(summary).toContainText('slots');
    await expect(summary).toContainText('providers');
    await expect(summary).toContainText('groups');
    await page.screenshot({ path: join(SHOTS, 'curator-publish-done.png') });
    await popup.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(popup).toBeHidden();

    // right after a publish nothing has changed; the popup closes itself after 5 s
    await curator.publishAction('Publish');
    await expect(confirm.getByTestId('publish-changes')).toContainText(
      'No changes recorded since the last publish.',
    );
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('dialog', { name: 'Published' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Published' })).toBeHidden({ timeout: 30_000 });

    // a failure says so
    await sandboxFault({ path: '/publish', status: 500, once: true });
    await curator.publishAction('Publish');
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await expect(curator.toast(CATALOGUE_MESSAGES.publishFailed)).toBeVisible();
  });

  test('backup downloads with a timestamped name; import says what the file holds and asks before replacing the catalogue', async ({
    curator,
    page,
  }) => {
    await curator.goto();
    const download = page.waitForEvent('download');
    await curator.publishAction('Backup');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.json$/);
    const path = join(import.meta.dirname, '..', 'artifacts', `backup-${RUN}.json`);
    await file.saveAs(path);
    const backup = JSON.parse(readFileSync(path, 'utf8')) as {
      tables: Record<'slots' | 'providers' | 'groups', unknown[]>;
    };
    const holds = {
      slots: backup.tables.slots.length,
      providers: backup.tables.providers.length,
      groups: backup.tables.groups.length,
    };
    expect(holds.slots).toBeGreaterThan(0);
    const imports = async () => (await received('/api/data-transfer/import')).length;
    const before = await imports();

    await curator.publishAction('Import/Load Backup');
    const dialog = page.getByRole('dialog', { name: 'Import Backup' });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(CATALOGUE_MESSAGES.importFileRequired);
    // not JSON: said at once, nothing sent
    await dialog.getByLabel('Backup file (JSON)').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"version": 1, '),
    });
    await expect(dialog.getByRole('alert')).toHaveText(CATALOGUE_MESSAGES.backupNotJson);
    // the dark Choose file button, with the name of the file just chosen beside it
    await expect(dialog.getByText('Choose file', { exact: true })).toBeVisible();
    await expect(dialog.getByText('notes.json', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(curator.confirm).toHaveCount(0);

    // the counts of what the file holds, and a question; Cancel replaces nothing
    await dialog.getByLabel('Backup file (JSON)').setInputFiles(path);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(curator.confirm).toContainText(CATALOGUE_MESSAGES.importConfirmTitle);
    await expect(curator.confirm).toContainText(importConfirmMessage(holds));
    await page.screenshot({ path: join(SHOTS, 'curator-import-confirm.png') });
    await curator.confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(curator.confirm).toBeHidden();
    await expect(dialog).toBeVisible();
    expect(await imports()).toBe(before);

    await dialog.getByRole('button', { name: 'Upload' }).click();
    await curator.confirm.getByRole('button', { name: 'Import' }).click();
    await expect(curator.toast(CATALOGUE_MESSAGES.importSucceeded)).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog).toBeHidden();
    expect(await imports()).toBe(before + 1);

    // a failed import says so and keeps the dialog
    await sandboxFault({ path: '/api/data-transfer/import', status: 500, once: true });
    await curator.publishAction('Import/Load Backup');
    await dialog.getByLabel('Backup file (JSON)').setInputFiles(path);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await curator.confirm.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(CATALOGUE_MESSAGES.importFailed);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // the chosen file is unsaved input: the dialog asks before it goes
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toBeHidden();

    // a failed download says so
    await sandboxFault({ path: '/api/data-transfer/export/download', status: 500, once: true });
    await curator.publishAction('Backup');
    await expect(curator.toast(CATALOGUE_MESSAGES.backupDownloadFailed)).toBeVisible();
  });

  test('reset asks first, then restores the catalogue from the last publish', async ({
    curator,
    page,
  }) => {
    await curator.goto();
    await curator.publishAction('Reset');
    await expect(curator.confirm).toContainText(CATALOGUE_MESSAGES.resetConfirm);
    await curator.confirm.getByRole('button', { name: 'Cancel' }).click();
    const before = (await received('/reset')).length;
    await curator.publishAction('Reset');
    await curator.confirm.getByRole('button', { name: 'Reset' }).click();
    await expect(curator.confirm).toBeHidden();
    await expect.poll(async () => (await received('/reset')).length).toBe(before + 1);
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Catalogue reset' }),
    ).toBeVisible();
  });

  test('refresh materialized view and Refresh Slots', async ({ curator }) => {
    await curator.goto();
    await curator.refreshView.click();
    await expect(curator.toast('Materialized view refreshed')).toBeVisible();
    await sandboxFault({ path: '/slots/refresh-materialized-view', status: 500, once: true });
    await curator.refreshView.click();
    await expect(curator.toast(CATALOGUE_MESSAGES.refreshMaterializedViewFailed)).toBeVisible();
    await curator.refreshSlots.click();
    await expect(curator.slotCards.first()).toBeVisible();
  });
  test('Refresh Catalogue Data calls POST /softswiss/refresh and says how it went', async ({
    curator,
  }) => {
    await curator.goto();
    const button = curator.actions.getByRole('button', {
      name: CATALOGUE_MESSAGES.refreshCatalogueData,
    });
    const before = (await received('/softswiss/refresh')).length;
    await button.click();
    await expect(curator.toast(CATALOGUE_MESSAGES.refreshCatalogueDataDone)).toBeVisible();
    // the admin API's own words come along
    await expect(curator.toast('Softswiss game list refreshed')).toBeVisible();
    expect(await received('/softswiss/refresh')).toHaveLength(before + 1);
    await sandboxFault({
      path: '/softswiss/refresh',
      status: 502,
      message: 'Game aggregator unreachable',
      once: true,
    });
    await button.click();
    await expect(curator.toast(CATALOGUE_MESSAGES.refreshCatalogueDataFailed)).toBeVisible();
    await expect(curator.toast('Game aggregator unreachable')).toBeVisible();
  });
});

test('maintenance round trip from the curator system panel', async ({ curator }) => {
  await curator.goto();
  const status = curator.system.getByRole('status', { name: 'System status' });
  await expect(status).toHaveText(/^Uptime: /);
  await curator.system.getByRole('button', { name: 'Enable Maintenance' }).click();
  const dialog = curator.page.getByRole('dialog', { name: 'Schedule Maintenance' });
  await dialog.getByLabel('Reason').fill('Curator e2e');
  await dialog.getByRole('button', { name: 'Enable Maintenance' }).click();
  await expect(status).toHaveText(SYSTEM_MESSAGES.statusMaintenance);
  await curator.system.getByRole('button', { name: 'Disable Maintenance' }).click();
  await expect(status).toHaveText(/^Uptime: /);
});

test("another user's change appears: the list refreshes and a notice says who changed what", async ({
  curator,
  page,
  browser,
}) => {
  const title = unique('Shared');
  const id = await makeSlot(page, title);
  await curator.goto(`?q=${encodeURIComponent(title)}`);
  await expect(curator.slotCard(title)).toBeVisible();

  await asSecondAdmin(browser, { suffix: RUN, path: '/curator' }, async (otherPage, second) => {
    const otherCurator = new CuratorPage(otherPage);
    await otherCurator.openSlot(title);
    await otherCurator.field('Title').fill(`${title} Renamed`);
    await otherCurator.slotModal.getByRole('button', { name: 'Update' }).click();
    await expect(otherCurator.slotModal).toBeHidden();

    await expect(curator.toast(`${second.name} updated a slot (#${id})`)).toBeVisible();
    await expect(curator.slotCard(`${title} Renamed`)).toBeVisible();
  });
  // the admin's own saved session still works in a second context too
  const same = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: ADMIN_STATE });
  const samePage = await same.newPage();
  await samePage.goto(`/curator?q=${encodeURIComponent(title)}`);
  await expect(new CuratorPage(samePage).slotCard(`${title} Renamed`)).toBeVisible();
  await same.close();
});
