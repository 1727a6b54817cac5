import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  CATALOGUE_MESSAGES,
  PROVIDER_MESSAGES,
  moveItem,
  providerArchiveConfirmMessage,
  providerDeleteConfirmMessage,
  providerOrderItems,
  providerUnarchiveConfirmMessage,
  type Page as ListPage,
  type Provider,
} from '@pitboss/contracts';
import { trpc } from './pages/curator-page.js';
import { ProvidersSection } from './pages/providers-section.js';
import { sandboxFault, sandboxRequests } from './support/sandbox.js';
import { keyboardMove } from './support/settled.js';
import { expect, test as base } from './fixtures.js';

const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

const test = base.extend<{ providers: ProvidersSection }>({
  providers: async ({ page }, use) => {
    await use(new ProvidersSection(page));
  },
});

const RUN = Date.now().toString(36);
let counter = 0;
const unique = (label: string) => `E2E ${label} ${RUN}${(counter += 1)}`;

interface RequestLog {
  requests: { method: string; body: unknown; status: number; query: unknown }[];
}
const received = async (path: string) => ((await sandboxRequests(path)) as RequestLog).requests;

const getProvider = (page: Page, id: string) =>
  trpc<Provider>(page.request, 'providers.get', { id }, 'query');

const listProviders = async (page: Page) =>
  (await trpc<{ items: Provider[] }>(page.request, 'providers.list', {}, 'query')).items;

async function makeProvider(page: Page, name: string, extra: Record<string, unknown> = {}) {
  return trpc<Provider>(page.request, 'providers.create', { displayName: name, ...extra });
}

async function findProvider(page: Page, name: string): Promise<Provider | undefined> {
  const result = await trpc<ListPage<Provider>>(
    page.request,
    'providers.search',
    { page: 1, limit: 10, search: name },
    'query',
  );
  return result.items.find((p) => p.displayName === name);
}

/** A PNG of random pixels (it does not compress), drawn by the browser's canvas. */
async function noisePng(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d')!;
      const data = ctx.createImageData(w, h);
      for (let i = 0; i < data.data.length; i += 4) {
        data.data[i] = Math.floor(Math.random() * 256);
        data.data[i + 1] = Math.floor(Math.random() * 256);
        data.data[i + 2] = Math.floor(Math.random() * 256);
        data.data[i + 3] = 255;
      }
      ctx.putImageData(data, 0, 0);
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b!), 'image/png'),
      );
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(buf: Buffer): { width: number; height: number } {
  expect(buf[0]).toBe(0xff);
  expect(buf[1]).toBe(0xd8);
  let i = 2;
  while (i < buf.length) {
    if (buf[i] !== 0xff) throw new Error(`bad JPEG marker at ${i}`);
    const marker = buf[i + 1]!;
    const length = buf.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  throw new Error('no JPEG frame header');
}

/** Moves a card one step with the keyboard, by its drag handle; over `overPosition` before the drop. */
function keyboardMoveCard(
  page: Page,
  card: Locator,
  key: 'ArrowRight' | 'ArrowLeft' | 'ArrowDown',
  overPosition: number,
) {
  return keyboardMove(page, card.getByRole('button', { name: /^Drag / }), key, overPosition);
}

test.describe('curator: providers', () => {
  test('create with a large image: required message, trimmed description, image shrunk to a JPEG within 800×600', async ({
    providers,
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await providers.goto();
    const big = await noisePng(page, 1200, 900);
    expect(big.length).toBeGreaterThan(200_000);

    await providers.createButton.click();
    await expect(providers.modal).toBeVisible();
    await providers.modal.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(
      providers.modal
        .getByRole('alert')
        .filter({ hasText: PROVIDER_MESSAGES.displayNameRequiredCreate }),
    ).toBeVisible();
    await expect(providers.field('Display Name')).toBeFocused();

    const name = unique('Lucky Owl');
    await providers.field('Display Name').fill(name);
    await providers.field('Description').fill('   Owls of fortune  ');
    await providers.modal.getByLabel('Choose image').setInputFiles({
      name: 'big-noise.png',
      mimeType: 'image/png',
      buffer: big,
    });
    await expect(providers.modal.getByText(/Optimised: .+ → .+ \(800×600 JPEG\)/)).toBeVisible();
    await expect(providers.modal.getByRole('img', { name: 'New image preview' })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'curator-providers-create-wide.png') });
    await providers.modal.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(providers.modal).toBeHidden();
    await expect(providers.toast(`Provider "${name}" created`)).toBeVisible();

    const create = (await received('/providers/create')).at(-1);
    expect(create?.body).toEqual({
      display_name: name,
      description: 'Owls of fortune',
      archived: false,
    });
    const created = await findProvider(page, name);
    expect(created).toBeDefined();

    // what the admin API received: one JPEG, smaller than the picked PNG
    const uploads = await received(`/providers/${created!.id}/updateProviderImage`);
    expect(uploads).toHaveLength(1);
    const body = uploads[0]!.body as { field: string; mimetype: string; size: number };
    expect(body.field).toBe('image');
    expect(body.mimetype).toBe('image/jpeg');
    expect(body.size).toBeLessThan(big.length);

    // the stored image is a JPEG of at most 800×600 (4:3 in, so exactly 800×600)
    const stored = await getProvider(page, created!.id);
    expect(stored.imageUrl).toBeTruthy();
    const res = await fetch(stored.imageUrl!);
    expect(res.ok).toBe(true);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBe(body.size);
    const size = jpegSize(bytes);
    expect(size.width).toBeLessThanOrEqual(800);
    expect(size.height).toBeLessThanOrEqual(600);
    expect(size).toEqual({ width: 800, height: 600 });

    // the card shows it through the image proxy with the provider size query
    await providers.goto(`?pq=${encodeURIComponent(name)}`);
    const img = providers.card(name).locator('img');
    await expect(img).toHaveAttribute('src', /^\/api\/images\?src=.+&w=300&h=100&fit=crop$/);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(300);
    await expect(providers.card(name)).toContainText('Offline');
  });

  test('a small image uploads as it is; a server field error shows beside the field', async ({
    providers,
    page,
  }) => {
    const small = await (async () => {
      await providers.goto();
      return noisePng(page, 120, 40);
    })();
    expect(small.length).toBeLessThan(200_000);
    const name = unique('Small Logo');
    await providers.createButton.click();
    await providers.field('Display Name').fill(name);
    await providers.modal.getByLabel('Choose image').setInputFiles({
      name: 'small.png',
      mimeType: 'image/png',
      buffer: small,
    });
    await expect(providers.modal.getByText(/Ready to upload/)).toBeVisible();
    await providers.modal.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(providers.toast(`Provider "${name}" created`)).toBeVisible();
    const created = await findProvider(page, name);
    const uploads = await received(`/providers/${created!.id}/updateProviderImage`);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.body).toMatchObject({ mimetype: 'image/png', size: small.length });

    // the same name again: the server refuses it and says why beside the name
    await providers.createButton.click();
    await providers.field('Display Name').fill(name);
    await providers.modal.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(providers.toast(PROVIDER_MESSAGES.createFailed)).toBeVisible();
    await expect(
      providers.modal.getByRole('alert').filter({ hasText: /already exists/ }),
    ).toBeVisible();
    await expect(providers.field('Display Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(providers.modal).toBeVisible();
    await providers.modal.getByRole('button', { name: 'Cancel' }).click();
    // the typed name is unsaved input: the form asks before it goes
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(providers.modal).toBeHidden();
  });

  test('edit: nothing changed just closes; the edit message; only the changed field is sent', async ({
    providers,
    page,
  }) => {
    const name = unique('Edit Me');
    const p = await makeProvider(page, name, { description: 'Before' });
    await providers.open(name);
    await expect(providers.field('Display Name')).toHaveValue(name);
    await expect(providers.field('Description')).toHaveValue('Before');
    await expect(providers.field('Slug')).toHaveValue(p.slug ?? '');
    await expect(providers.field('Slug')).toHaveAttribute('readonly', '');
    const status = providers.modal.getByRole('definition');
    await expect(status).toHaveText(['No', String(p.orderHint), 'No']);

    const patches = async () =>
      (await received(`/providers/${p.id}`)).filter((r) => r.method === 'PATCH');
    const before = (await patches()).length;
    await providers.modal.getByRole('button', { name: 'Update' }).click();
    await expect(providers.modal).toBeHidden();
    expect((await patches()).length).toBe(before);

    await providers
      .card(name)
      .getByRole('button', { name: new RegExp(`^${name},`) })
      .click();
    await providers.field('Display Name').fill('   ');
    await providers.modal.getByRole('button', { name: 'Update' }).click();
    await expect(
      providers.modal
        .getByRole('alert')
        .filter({ hasText: PROVIDER_MESSAGES.displayNameRequiredEdit }),
    ).toBeVisible();
    await providers.field('Display Name').fill(name);
    await providers.field('Description').fill('  After the edit ');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(SHOTS, 'curator-providers-modal-narrow.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
    await providers.modal.getByRole('button', { name: 'Update' }).click();
    await expect(providers.modal).toBeHidden();
    await expect(providers.toast(`Provider "${name}" saved`)).toBeVisible();
    const sent = await patches();
    expect(sent.length).toBe(before + 1);
    expect(sent.at(-1)!.body).toEqual({ description: 'After the edit' });
    expect((await getProvider(page, p.id)).description).toBe('After the edit');
  });

  test('archive and unarchive with their confirmations', async ({ providers, page }) => {
    const name = unique('Archive Me');
    const p = await makeProvider(page, name);
    await providers.open(name);
    await providers.action('Archive');
    await expect(providers.confirm).toContainText(providerArchiveConfirmMessage(name));
    await providers.confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(providers.toast(`Provider "${name}" archived`)).toBeVisible();
    await expect(providers.modal).toBeHidden();
    expect((await getProvider(page, p.id)).archived).toBe(true);
    await expect(
      providers.card(name).getByRole('button', { name: 'Status: archived' }),
    ).toBeVisible();

    await providers
      .card(name)
      .getByRole('button', { name: new RegExp(`^${name},`) })
      .click();
    await expect(providers.modal.getByRole('definition').nth(2)).toHaveText('Yes');
    await providers.action('Unarchive');
    await expect(providers.confirm).toContainText(providerUnarchiveConfirmMessage(name));
    await providers.confirm.getByRole('button', { name: 'Unarchive' }).click();
    await expect(providers.toast(`Provider "${name}" unarchived`)).toBeVisible();
    expect((await getProvider(page, p.id)).archived).toBe(false);
    await expect(
      providers.card(name).getByRole('button', { name: 'Status: unpublished' }),
    ).toBeVisible();
  });

  test('toggle live flips live, shown in the status block and on the card', async ({
    providers,
    page,
  }) => {
    const name = unique('Live Wire');
    const p = await makeProvider(page, name);
    expect(p.live).toBe(false);
    await providers.open(name);
    const live = providers.modal.getByRole('definition').first();
    await expect(live).toHaveText('No');
    await providers.modal.getByRole('button', { name: 'Set Live' }).click();
    await expect(live).toHaveText('Yes');
    await expect(providers.toast(`Provider "${name}" is live`)).toBeVisible();
    expect((await getProvider(page, p.id)).live).toBe(true);
    await providers.modal.getByRole('button', { name: 'Close' }).click();
    await expect(providers.card(name)).toContainText('Live');
    const badge = providers.card(name).getByRole('button', { name: 'Status: live' });
    await expect(badge).toBeVisible();
    // "Live" is said once, by the live indicator; the badge keeps the badges' small type
    await expect(badge).toHaveText('');
    expect(await badge.evaluate((e) => parseFloat(getComputedStyle(e).fontSize))).toBeLessThan(13);

    // the badge's tooltip lists the details
    await providers.card(name).getByRole('button', { name: 'Status: live' }).hover();
    const tip = page.getByRole('tooltip');
    await expect(tip).toContainText('Status');
    await expect(tip).toContainText('Created');
    await expect(tip).toContainText('Updated');
    await expect(tip).toContainText('Archived');
    await expect(tip).toContainText('Unedited');
    await page.screenshot({ path: join(SHOTS, 'curator-providers-tooltip.png') });

    await providers
      .card(name)
      .getByRole('button', { name: new RegExp(`^${name},`) })
      .click();
    await providers.modal.getByRole('button', { name: 'Set Offline' }).click();
    await expect(live).toHaveText('No');
    expect((await getProvider(page, p.id)).live).toBe(false);
  });

  test('reset: refused before a publish (the spec text), then restores the published state', async ({
    providers,
    page,
  }) => {
    const name = unique('Reset Me');
    const p = await makeProvider(page, name, { description: 'Published text' });
    await providers.open(name);
    await providers.action('Reset');
    await expect(providers.confirm).toContainText(PROVIDER_MESSAGES.resetConfirm);
    await providers.confirm.getByRole('button', { name: 'Reset' }).click();
    await expect(providers.toast(PROVIDER_MESSAGES.resetFailed)).toBeVisible();
    await providers.modal.getByRole('button', { name: 'Close' }).click();

    await trpc(page.request, 'catalogue.publish');
    await trpc(page.request, 'providers.update', {
      id: p.id,
      description: 'Changed after publish',
    });
    await providers.open(name);
    await expect(providers.field('Description')).toHaveValue('Changed after publish');
    await providers.action('Reset');
    await providers.confirm.getByRole('button', { name: 'Reset' }).click();
    await expect(providers.toast(`Provider "${name}" reset`)).toBeVisible();
    expect((await getProvider(page, p.id)).description).toBe('Published text');
  });

  test('delete with its confirmation', async ({ providers, page }) => {
    const name = unique('Delete Me');
    const p = await makeProvider(page, name);
    await providers.open(name);
    await providers.action('Delete Provider');
    await expect(providers.confirm).toContainText(providerDeleteConfirmMessage(name));
    await expect(providers.confirm).toContainText('This action cannot be undone.');
    await providers.confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(providers.toast(`Provider "${name}" deleted`)).toBeVisible();
    await expect(providers.modal).toBeHidden();
    await expect(providers.card(name)).toHaveCount(0);
    await expect(providers.region.getByText(PROVIDER_MESSAGES.empty)).toBeVisible();
    expect(await findProvider(page, name)).toBeUndefined();
    expect((await received(`/providers/${p.id}/delete`)).at(-1)).toMatchObject({
      method: 'DELETE',
      status: 200,
    });
  });

  test('search, status, order and page live in the URL: reload keeps them, Back restores', async ({
    providers,
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const name = unique('Filter Archived');
    await makeProvider(page, name, { archived: true });
    await providers.goto();
    await expect(providers.cards.first()).toBeVisible();
    await expect(providers.cards).toHaveCount(32);
    const firstAsc = await providers.cards
      .first()
      .getByRole('button')
      .first()
      .getAttribute('aria-label');

    await providers.order.selectOption('desc');
    await expect(page).toHaveURL(/porder=desc/);
    await expect(providers.cards.first().getByRole('button').first()).not.toHaveAttribute(
      'aria-label',
      firstAsc ?? '',
    );
    await providers.pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/ppage=2/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(providers.pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await providers.status.selectOption('archived');
    await expect(page).toHaveURL(/pstatus=archived/);
    await expect(page).not.toHaveURL(/ppage=/);
    // the archived list has replaced the one before: an archived badge shows, and no live one
    // (the URL changes before the list is asked for, so the region is not busy yet)
    await expect(providers.cards.getByRole('button', { name: 'Status: archived' })).not.toHaveCount(
      0,
    );
    await expect(providers.cards.getByRole('button', { name: 'Status: live' })).toHaveCount(0);
    await providers.settled();
    const badges = providers.cards.getByRole('button', { name: /^Status: / });
    // archived shows as 'archived', or 'unedited' which comes first; never live
    const labels = await badges.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(labels).toContain('Status: archived');
    for (const label of labels) expect(['Status: archived', 'Status: unedited']).toContain(label);

    // the search settles (300 ms), then goes into the URL
    await providers.search.fill(name);
    await expect(page).toHaveURL(
      new RegExp(`pq=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`),
    );
    await expect(providers.cards).toHaveCount(1);
    await expect(providers.card(name)).toBeVisible();

    await page.reload();
    await expect(providers.search).toHaveValue(name);
    await expect(providers.status).toHaveValue('archived');
    await expect(providers.order).toHaveValue('desc');
    await expect(providers.cards).toHaveCount(1);

    await page.goBack();
    await expect(page).not.toHaveURL(/pq=/);
    await expect(providers.search).toHaveValue('');
    await expect(providers.status).toHaveValue('archived');
    await expect(providers.cards.first()).toBeVisible();

    // nothing matches: the empty text
    await providers.search.fill(`zzzz-no-such-provider-${RUN}`);
    await expect(providers.region.getByText(PROVIDER_MESSAGES.empty)).toBeVisible();
  });

  test('the archived view: title, archived list, filters disabled, Create and Edit Order hidden', async ({
    providers,
    page,
  }) => {
    await makeProvider(page, unique('Archived View'), { archived: true });
    // a failure of the archived list reverts the toggle (first, so the list is not cached)
    await sandboxFault({ path: '/archived/providers', status: 500, once: true });
    await providers.goto();
    await providers.archivedToggle.click();
    await expect(providers.toast(CATALOGUE_MESSAGES.loadArchivedFailed)).toBeVisible();
    await expect(page).not.toHaveURL(/archived=1/);
    await expect(providers.heading).toHaveText(/^Providers(?! \(Archived\))/);

    await providers.archivedToggle.click();
    await expect(page).toHaveURL(/archived=1/);
    await expect(providers.heading).toHaveText(/^Providers \(Archived\)/);
    await expect(providers.search).toBeDisabled();
    await expect(providers.status).toBeDisabled();
    await expect(providers.order).toBeDisabled();
    await expect(providers.createButton).toBeHidden();
    await expect(providers.editOrder).toBeHidden();
    await providers.settled();
    await expect(providers.cards.first()).toBeVisible();
    const labels = await providers.cards
      .getByRole('button', { name: /^Status: / })
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(['Status: archived', 'Status: unedited']).toContain(label);
    await providers.archivedToggle.click();
    await expect(providers.heading).toHaveText(/^Providers(?! \(Archived\))/);
    await expect(providers.createButton).toBeVisible();
  });

  test('Edit Order: keyboard and mouse moves, Save sends only the changed positions, the order reads back', async ({
    providers,
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const before = await listProviders(page);
    const ids = before.map((p) => p.id);
    const nameOf = new Map(before.map((p) => [p.id, p.displayName]));
    await providers.goto();
    await providers.editOrder.click();
    await expect(providers.orderCards).toHaveCount(ids.length);
    await expect(providers.orderCards.first()).toHaveAttribute(
      'aria-label',
      `1. ${nameOf.get(ids[0]!)}`,
    );

    // keyboard: the first one step to the right
    await keyboardMoveCard(page, providers.orderCards.nth(0), 'ArrowRight', 2);
    let expected = moveItem(ids, 0, 1);
    await expect(providers.orderCards.nth(1)).toHaveAttribute(
      'aria-label',
      `2. ${nameOf.get(expected[1]!)}`,
    );

    // mouse: the fifth onto the third
    const from = await providers.orderCards
      .nth(4)
      .getByRole('button', { name: /^Drag / })
      .boundingBox();
    const to = await providers.orderCards.nth(2).boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(from!.x + 10, from!.y + 10, { steps: 5 });
    await page.mouse.move(to!.x + 20, to!.y + to!.height / 2, { steps: 15 });
    await page.mouse.up();
    expected = moveItem(expected, 4, 2);
    for (let i = 0; i < 5; i += 1) {
      await expect(providers.orderCards.nth(i)).toHaveAttribute(
        'aria-label',
        `${i + 1}. ${nameOf.get(expected[i]!)}`,
      );
    }
    await providers.heading.evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -90);
    });
    await page.screenshot({ path: join(SHOTS, 'curator-providers-order-wide.png') });

    const sentBefore = (await received('/providers/bulk-order')).length;
    await providers.saveOrder.click();
    await expect(providers.toast('Provider order saved')).toBeVisible();
    await expect(providers.editOrder).toBeVisible();
    const sent = await received('/providers/bulk-order');
    expect(sent.length).toBe(sentBefore + 1);
    const body = sent.at(-1)!.body as { providerOrders: { providerId: unknown; order: number }[] };
    const want = providerOrderItems(ids, expected);
    expect(want.length).toBeLessThan(ids.length);
    expect(
      body.providerOrders.map((o) => ({ providerId: String(o.providerId), order: o.order })),
    ).toEqual(want);

    const after = (await listProviders(page)).map((p) => p.id);
    expect(after).toEqual(expected);
  });

  test('Edit Order: Cancel restores the page, nothing is sent; load and save failures say so', async ({
    providers,
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const ids = (await listProviders(page)).map((p) => p.id);
    await providers.goto('?porder=desc&ppage=2');
    await expect(providers.pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const sentBefore = (await received('/providers/bulk-order')).length;

    await providers.editOrder.click();
    await expect(providers.orderCards).toHaveCount(ids.length);
    await keyboardMoveCard(page, providers.orderCards.nth(0), 'ArrowRight', 2);
    await expect(providers.region.getByText('2 positions changed')).toBeVisible();
    await providers.cancelOrder.click();
    await expect(providers.orderCards).toHaveCount(0);
    await expect(page).toHaveURL(/porder=desc/);
    await expect(page).toHaveURL(/ppage=2/);
    await expect(providers.order).toHaveValue('desc');
    await expect(providers.pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect((await received('/providers/bulk-order')).length).toBe(sentBefore);
    expect((await listProviders(page)).map((p) => p.id)).toEqual(ids);

    // loading all providers fails: the spec's text, the list stays
    await sandboxFault({ path: '/providers/search', status: 500, once: true });
    await providers.editOrder.click();
    await expect(providers.toast(PROVIDER_MESSAGES.loadAllForOrderingFailed)).toBeVisible();
    await expect(providers.orderCards).toHaveCount(0);
    await expect(providers.editOrder).toBeVisible();

    // saving fails: the spec's text, still in the mode with the moves
    await providers.editOrder.click();
    await expect(providers.orderCards).toHaveCount(ids.length);
    await keyboardMoveCard(page, providers.orderCards.nth(0), 'ArrowRight', 2);
    await sandboxFault({ path: '/providers/bulk-order', method: 'PATCH', status: 500, once: true });
    await providers.saveOrder.click();
    await expect(providers.toast(PROVIDER_MESSAGES.saveOrderFailed)).toBeVisible();
    await expect(providers.saveOrder).toBeVisible();
    await expect(providers.region.getByText('2 positions changed')).toBeVisible();
    await providers.cancelOrder.click();
    expect((await listProviders(page)).map((p) => p.id)).toEqual(ids);
  });

  test('Edit Order: unsaved moves hold an in-app navigation; Keep editing keeps them, Discard changes leaves', async ({
    providers,
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const ids = (await listProviders(page)).map((p) => p.id);
    const sentBefore = (await received('/providers/bulk-order')).length;
    await providers.goto();
    await providers.editOrder.click();
    await expect(providers.orderCards).toHaveCount(ids.length);
    await keyboardMoveCard(page, providers.orderCards.nth(0), 'ArrowRight', 2);
    await expect(providers.region.getByText('2 positions changed')).toBeVisible();

    const dashboard = page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .first();
    await dashboard.click();
    await expect(providers.confirm).toBeVisible();
    await expect(providers.confirm).toContainText('unsaved order changes');
    await providers.confirm.getByRole('button', { name: 'Keep editing' }).click();
    await expect(providers.confirm).toBeHidden();
    await expect(page).toHaveURL(/\/curator/);
    await expect(providers.region.getByText('2 positions changed')).toBeVisible();

    await dashboard.click();
    await expect(providers.confirm).toBeVisible();
    await providers.confirm.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    expect((await received('/providers/bulk-order')).length).toBe(sentBefore);
    expect((await listProviders(page)).map((p) => p.id)).toEqual(ids);
  });

  test('screenshots: the section wide and narrow, and Edit Order narrow', async ({
    providers,
    page,
  }) => {
    const showSection = async () => {
      await providers.heading.evaluate((el) => {
        el.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -90);
      });
      // the logos on screen have loaded (they load lazily)
      await expect
        .poll(() =>
          providers.region.evaluate((el) =>
            [...el.querySelectorAll('img')]
              .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
              .every((img) => img.complete && img.naturalWidth > 0),
          ),
        )
        .toBe(true);
    };
    await page.setViewportSize({ width: 1440, height: 900 });
    await providers.goto();
    await expect(providers.cards.first()).toBeVisible();
    await showSection();
    await page.screenshot({ path: join(SHOTS, 'curator-providers-wide.png') });

    await page.setViewportSize({ width: 390, height: 844 });
    await providers.goto();
    await expect(providers.cards.first()).toBeVisible();
    await showSection();
    await page.screenshot({ path: join(SHOTS, 'curator-providers-narrow.png') });
    // nothing in the section sticks out sideways at 390 px
    const overflow = await providers.region.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await providers.region.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    await providers.editOrder.click();
    await expect(providers.orderCards.first()).toBeVisible();
    await providers.heading.evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -70);
    });
    await page.screenshot({ path: join(SHOTS, 'curator-providers-order-narrow.png') });
    await providers.cancelOrder.click();
    await expect(providers.editOrder).toBeVisible();
  });
});
