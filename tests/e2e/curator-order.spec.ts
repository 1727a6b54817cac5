import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  SLOTS,
  SLOT_MESSAGES,
  moveItem,
  moveToPosition,
  positionRangeMessage,
  slotOrderItems,
  swapIds,
} from '@pitboss/contracts';
import { CuratorOrderPage, groupOrder, largestGroup } from './pages/curator-order-page.js';
import { sandboxFault, sandboxRequests } from './support/sandbox.js';
import { announcedMove, dragAnnouncements, keyboardMove } from './support/settled.js';
import { expect, test as base } from './fixtures.js';

const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');
mkdirSync(SHOTS, { recursive: true });
const PAGE = SLOTS.orderEditPageSize;

const test = base.extend<{ order: CuratorOrderPage }>({
  order: async ({ page }, use) => {
    await use(new CuratorOrderPage(page));
  },
});

interface BulkOrderLog {
  requests: {
    method: string;
    body: { slotOrders?: { slotId: unknown; order: number }[] };
    status: number;
  }[];
}
const bulkPath = (groupId: string) => `/slots/groups/${groupId}/slots/bulk-order`;
const bulkRequests = async (groupId: string) =>
  ((await sandboxRequests(bulkPath(groupId))) as BulkOrderLog).requests;

const sortItems = (items: { slotId: unknown; order: number }[]) =>
  items
    .map((i) => ({ slotId: String(i.slotId), order: i.order }))
    .sort((a, b) => a.order - b.order);

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('curator: slot order editing on the largest group', () => {
  test('drag in a page, drag to another page, set position, swap, keyboard move, undo, save only the changes', async ({
    page,
    order,
  }) => {
    test.setTimeout(120_000);
    const group = await largestGroup(page.request);
    expect(group.total).toBeGreaterThanOrEqual(1000);
    const before = await groupOrder(page.request, group.id);
    const n = before.length;
    const pages = Math.ceil(n / PAGE);
    const sentBefore = (await bulkRequests(group.id)).length;

    await order.open(group.id);
    await expect(order.meta).toContainText(`Page 1 of ${pages}`);
    await expect(order.meta).toContainText(`${n.toLocaleString('en-US')} slots`);
    await expect(order.meta).toContainText(`${PAGE} per page`);
    await expect(order.cards).toHaveCount(PAGE);
    expect(await order.idsOnScreen()).toEqual(before.slice(0, PAGE));
    await expect(order.card(0).getByTestId('order-number')).toHaveText('1');
    await page.screenshot({ path: join(SHOTS, 'curator-order-wide.png') });

    let expected = [...before];

    // 1. drag within the page: the first card onto the third
    await order.drag(order.card(0), order.card(2));
    expected = moveItem(expected, 0, 2);
    await expect.poll(() => order.idsOnScreen()).toEqual(expected.slice(0, PAGE));
    await expect(order.meta).toContainText('Unsaved changes');

    // 2. drag to another page through the strip: position 6 onto page 3 (its first place, 65)
    await expect(order.tile(3)).toBeVisible();
    await order.drag(order.card(5), order.tile(3));
    expected = moveItem(expected, 5, 2 * PAGE);
    await expect(order.note).toContainText(`to position ${2 * PAGE + 1} (page 3)`);
    await expect.poll(() => order.idsOnScreen()).toEqual(expected.slice(0, PAGE));
    await order.tile(3).click();
    await expect(order.meta).toContainText(`Page 3 of ${pages}`);
    expect((await order.idsOnScreen())[0]).toBe(before[5]);
    await order.previous.click();
    await order.previous.click();
    await expect(order.meta).toContainText(`Page 1 of ${pages}`);

    // 3. Set Order Position (Shift-click), the range error first
    const fourth = expected[3] as string;
    await order.card(3).click({ modifiers: ['Shift'] });
    await expect(order.positionModal).toBeVisible();
    const position = order.positionModal.getByLabel('New position');
    await position.fill('0');
    await order.positionModal.getByRole('button', { name: 'Set Position' }).click();
    await expect(order.positionModal.getByRole('alert')).toHaveText(positionRangeMessage(n));
    await position.fill(String(n + 1));
    await order.positionModal.getByRole('button', { name: 'Set Position' }).click();
    await expect(order.positionModal.getByRole('alert')).toHaveText(positionRangeMessage(n));
    await position.fill('100');
    await order.positionModal.getByRole('button', { name: 'Set Position' }).click();
    await expect(order.positionModal).toBeHidden();
    expected = moveToPosition(expected, fourth, 100);
    expect(expected[99]).toBe(fourth);
    await expect.poll(() => order.idsOnScreen()).toEqual(expected.slice(0, PAGE));

    // 4. Swap Position (Ctrl-click) through the search
    const first = expected[0] as string;
    // a target whose title is unique in the group, so the search finds exactly it
    const titles = await groupTitles(page, group.id);
    const counts = new Map<string, number>();
    for (const t of titles.values()) counts.set(t, (counts.get(t) ?? 0) + 1);
    const targetIndex = expected.findIndex(
      (id, i) => i >= 150 && counts.get(titles.get(id) ?? '') === 1,
    );
    expect(targetIndex).toBeGreaterThan(0);
    const targetId = expected[targetIndex] as string;
    const targetTitle = titles.get(targetId) as string;
    await order.card(0).click({ modifiers: ['Control'] });
    await expect(order.swapModal).toBeVisible();
    const search = order.swapModal.getByRole('searchbox', { name: 'Search slots' });
    await search.fill('a');
    await expect(order.swapModal.getByText(SLOT_MESSAGES.swapSearchTooShort)).toBeVisible();
    await order.swapModal.getByRole('button', { name: 'Swap', exact: true }).click();
    await expect(order.swapModal.getByRole('alert')).toHaveText(SLOT_MESSAGES.swapTargetRequired);
    await search.fill('zzqx no such slot');
    await expect(order.swapModal.getByText(SLOT_MESSAGES.swapSearchNoResults)).toBeVisible();
    await search.fill(targetTitle);
    const options = order.swapModal.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(SLOTS.swapSearchMaxResults);
    await options.filter({ hasText: `#${targetIndex + 1}` }).click();
    await order.swapModal.getByRole('button', { name: 'Swap', exact: true }).click();
    await expect(order.swapModal).toBeHidden();
    expected = swapIds(expected, first, targetId);
    await expect.poll(() => order.idsOnScreen()).toEqual(expected.slice(0, PAGE));

    // 5. a keyboard move: focus the handle of the first card, Space, Right, Space
    const afterSwap = [...expected];
    await keyboardMove(page, order.handle(order.card(0)), 'ArrowRight');
    expected = moveItem(expected, 0, 1);
    await expect.poll(() => order.idsOnScreen()).toEqual(expected.slice(0, PAGE));

    // 6. undo (button) the keyboard move, undo (Ctrl+Z) the swap, redo (Ctrl+Shift+Z) the swap
    await order.undo.click();
    expected = afterSwap;
    await expect.poll(() => order.idsOnScreen()).toEqual(expected.slice(0, PAGE));
    await order.mode.getByTestId('order-meta').click();
    await page.keyboard.press('Control+z');
    await expect
      .poll(() => order.idsOnScreen())
      .toEqual(swapIds(expected, first, targetId).slice(0, PAGE));
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => order.idsOnScreen()).toEqual(expected.slice(0, PAGE));

    // 7. save (a double click sends one request), the overlay, back to the list
    await order.save.dblclick();
    await expect(order.saved).toBeVisible();
    await expect(order.mode).toBeHidden();
    await expect(order.editOrder).toBeVisible();

    const after = await groupOrder(page.request, group.id);
    expect(after).toEqual(expected);

    const sent = await bulkRequests(group.id);
    expect(sent.length).toBe(sentBefore + 1);
    const last = sent[sent.length - 1];
    expect(last?.method).toBe('PUT');
    expect(last?.status).toBeLessThan(300);
    const items = sortItems(last?.body.slotOrders ?? []);
    expect(items).toEqual(sortItems(slotOrderItems(before, expected)));
    // only the changed positions: the first 100 moved (range moves), far fewer than the group
    expect(items.length).toBeLessThan(n / 2);
    for (const item of items) expect(before[item.order - 1]).not.toBe(item.slotId);

    // the overlay goes away by itself after 4 s
    await expect(order.saved).toBeHidden({ timeout: 30_000 });
  });

  test('Cancel discards the moves and leaves the order unchanged', async ({ page, order }) => {
    const group = await largestGroup(page.request);
    const before = await groupOrder(page.request, group.id);
    const sentBefore = (await bulkRequests(group.id)).length;
    await order.open(group.id);
    await order.drag(order.card(1), order.tile(2));
    await expect(order.note).toContainText('(page 2)');
    await order.drag(order.card(0), order.card(3));
    await expect(order.meta).toContainText('Unsaved changes');
    await order.cancel.click();
    await expect(order.mode).toBeHidden();
    await expect(order.editOrder).toBeVisible();
    expect(await groupOrder(page.request, group.id)).toEqual(before);
    expect((await bulkRequests(group.id)).length).toBe(sentBefore);
    // entering again starts from the saved order, nothing to undo
    await order.editOrder.click();
    await expect(order.cards.first()).toBeVisible();
    expect(await order.idsOnScreen()).toEqual(before.slice(0, PAGE));
    await expect(order.undo).toBeDisabled();
    await expect(order.save).toBeDisabled();
  });

  test('unsaved moves: filter change, group change, leaving the page and closing the tab ask first', async ({
    page,
    order,
  }) => {
    const group = await largestGroup(page.request);
    const before = await groupOrder(page.request, group.id);
    const sentBefore = (await bulkRequests(group.id)).length;

    // with no moves, a filter change just leaves the mode
    await order.open(group.id);
    await order.slots.getByLabel('Status', { exact: true }).selectOption('live');
    await expect(order.mode).toBeHidden();
    await expect(page).toHaveURL(/status=live/);

    await order.open(group.id);
    await order.drag(order.card(0), order.card(2));
    await expect(order.meta).toContainText('Unsaved changes');

    // a filter change asks; Keep editing keeps the moves and the filter
    await order.slots.getByLabel('Status', { exact: true }).selectOption('live');
    await expect(order.confirm).toBeVisible();
    await expect(order.confirm).toContainText('unsaved order changes');
    await order.confirm.getByRole('button', { name: 'Keep editing' }).click();
    await expect(order.confirm).toBeHidden();
    await expect(order.mode).toBeVisible();
    await expect(order.meta).toContainText('Unsaved changes');
    await expect(order.slots.getByLabel('Status', { exact: true })).toHaveValue('all');
    expect(page.url()).not.toContain('status=');

    // leaving the page asks too
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(order.confirm).toBeVisible();
    await order.confirm.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/curator/);
    await expect(order.mode).toBeVisible();

    // closing the tab: the browser's own prompt
    let beforeUnload = false;
    page.once('dialog', (d) => {
      beforeUnload = d.type() === 'beforeunload';
      void d.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => beforeUnload).toBe(true);
    expect(page.isClosed()).toBe(false);

    // changing the group: Discard changes leaves the mode and shows the other group
    const groupSelect = order.slots.getByLabel('Group', { exact: true });
    const other = await groupSelect
      .locator('option')
      .evaluateAll(
        (opts, id) => opts.map((o) => (o as HTMLOptionElement).value).find((v) => v && v !== id),
        group.id,
      );
    await groupSelect.selectOption(other as string);
    await expect(order.confirm).toBeVisible();
    await order.confirm.getByRole('button', { name: 'Discard changes' }).click();
    await expect(order.mode).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`group=${other}`));
    expect(await groupOrder(page.request, group.id)).toEqual(before);
    expect((await bulkRequests(group.id)).length).toBe(sentBefore);
  });

  test('a failure while loading the group aborts the mode with the spec message', async ({
    page,
    order,
  }) => {
    const group = await largestGroup(page.request);
    await page.goto(`/curator?group=${encodeURIComponent(group.id)}`);
    await expect(order.editOrder).toBeVisible();
    await page.waitForLoadState('networkidle');
    await sandboxFault({ path: '/slots/filter', method: 'GET', status: 500, once: true });
    await order.editOrder.click();
    await expect(page.getByText(SLOT_MESSAGES.loadAllForOrderingFailed)).toBeVisible();
    await expect(order.mode).toBeHidden();
    await expect(order.editOrder).toBeVisible();
  });

  test('narrow screen (390 px): the strip scrolls and the modals fit', async ({ page, order }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const group = await largestGroup(page.request);
    await order.open(group.id);
    await expect(order.strip).toBeVisible();
    const scroll = await order.strip.evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth }));
    expect(scroll.sw).toBeGreaterThan(scroll.cw);
    await page.getByRole('button', { name: 'Scroll pages right' }).click();
    await expect.poll(() => order.strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const docWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(docWidth).toBeLessThanOrEqual(390);
    // the pages' miniature titles stay readable: no text of the strip under 11 px
    const sizes = await order.strip.evaluate((el) =>
      [...el.querySelectorAll('*')]
        .filter((n) => n.childElementCount === 0 && n.textContent?.trim())
        .map((n) => parseFloat(getComputedStyle(n).fontSize)),
    );
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
    await page.screenshot({ path: join(SHOTS, 'curator-order-narrow.png') });
    // touch users have the buttons instead of Shift/Ctrl-click
    await order
      .card(0)
      .getByRole('button', { name: /^Swap / })
      .click();
    await expect(order.swapModal).toBeVisible();
    await order.swapModal.getByRole('searchbox', { name: 'Search slots' }).fill('lu');
    await expect(order.swapModal.getByRole('option').first()).toBeVisible();
    const box = await order.swapModal.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'curator-order-swap-narrow.png') });
    await order.swapModal.getByRole('button', { name: 'Cancel' }).click();
    await order
      .card(1)
      .getByRole('button', { name: /^Set position of / })
      .click();
    await expect(order.positionModal).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'curator-order-position-narrow.png') });
  });
});

/** Titles by id (for the swap search), through the gateway. */
async function groupTitles(page: Page, groupId: string) {
  const res = await page.request.get(
    `/trpc/slots.listAllInGroup?input=${encodeURIComponent(JSON.stringify({ groupId }))}`,
  );
  const body = (await res.json()) as {
    result: { data: { items: { id: string; title: string }[] } };
  };
  return new Map(body.result.data.items.map((s) => [s.id, s.title]));
}

test.describe('curator: slot order editing by touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a long press then a drag moves a card (touch sensor)', async ({ page, order }) => {
    const group = await largestGroup(page.request);
    const before = await groupOrder(page.request, group.id);
    await order.open(group.id);
    const a = await order.card(0).boundingBox();
    const b = await order.card(1).boundingBox();
    if (!a || !b) throw new Error('cards not on screen');
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    const from = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
    const to = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    await touch('touchStart', from.x, from.y);
    // the long press (200 ms) starts the drag: the card is picked up, over its own place
    await expect(dragAnnouncements(page)).toContainText(' is over ');
    const start = await dragAnnouncements(page).textContent();
    for (let i = 1; i <= 12; i += 1)
      await touch(
        'touchMove',
        from.x + ((to.x - from.x) * i) / 12,
        from.y + ((to.y - from.y) * i) / 12,
      );
    await announcedMove(page, start);
    await touch('touchEnd', to.x, to.y);
    const expected = moveItem(before, 0, 1);
    await expect.poll(() => order.idsOnScreen()).toEqual(expected.slice(0, PAGE));
    await expect(order.meta).toContainText('Unsaved changes');
    await order.cancel.click();
    await expect(order.mode).toBeHidden();
  });
});
