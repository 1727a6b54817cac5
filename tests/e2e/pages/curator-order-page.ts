import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { trpc } from './curator-page.js';

/** Slot order-edit mode of the curator page, located by role and label. */
export class CuratorOrderPage {
  readonly slots: Locator;
  readonly editOrder: Locator;
  readonly mode: Locator;
  readonly meta: Locator;
  readonly note: Locator;
  readonly cards: Locator;
  readonly strip: Locator;
  readonly save: Locator;
  readonly cancel: Locator;
  readonly undo: Locator;
  readonly redo: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly positionModal: Locator;
  readonly swapModal: Locator;
  readonly confirm: Locator;
  readonly saved: Locator;

  constructor(readonly page: Page) {
    this.slots = page.getByRole('region', { name: /^Slots/ });
    this.editOrder = this.slots.getByRole('button', { name: 'Edit Order' });
    this.mode = page.getByRole('region', { name: 'Order editing' });
    this.meta = this.mode.getByTestId('order-meta');
    this.note = this.mode.getByRole('status').filter({ hasNotText: /^$/ }).first();
    this.cards = this.mode.getByRole('list', { name: 'Slot order' }).getByTestId('order-card');
    this.strip = this.mode.getByRole('list', { name: 'All pages' });
    this.save = this.mode.getByRole('button', { name: 'Save Order' });
    this.cancel = this.mode.getByRole('button', { name: 'Cancel', exact: true });
    this.undo = this.mode.getByRole('button', { name: 'Undo' });
    this.redo = this.mode.getByRole('button', { name: 'Redo' });
    this.next = this.mode
      .getByRole('navigation', { name: 'Order pages' })
      .getByRole('button', { name: 'Next' });
    this.previous = this.mode
      .getByRole('navigation', { name: 'Order pages' })
      .getByRole('button', { name: 'Previous' });
    this.positionModal = page.getByRole('dialog', { name: 'Set Order Position' });
    this.swapModal = page.getByRole('dialog', { name: 'Swap Position' });
    this.confirm = page.getByRole('alertdialog');
    this.saved = page.getByRole('status').filter({ hasText: 'Order Saved' });
  }

  async open(groupId: string) {
    await this.page.goto(`/curator?group=${encodeURIComponent(groupId)}`);
    await this.editOrder.click();
    await expect(this.cards.first()).toBeVisible({ timeout: 30_000 });
  }

  /** The card at a 1-based position on the page on screen. */
  card(indexOnPage: number): Locator {
    return this.cards.nth(indexOnPage);
  }

  handle(card: Locator): Locator {
    return card.getByRole('button', { name: /^Move / });
  }

  tile(page: number): Locator {
    return this.strip.getByRole('button', { name: new RegExp(`^Page ${page},`) });
  }

  /** The slot ids of the page on screen, in order. */
  async idsOnScreen(): Promise<string[]> {
    return this.cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-slot-id') ?? ''));
  }

  /** A mouse drag from the middle of one element to the middle of another. */
  async drag(from: Locator, to: Locator) {
    const a = await from.boundingBox();
    const b = await to.boundingBox();
    if (!a || !b) throw new Error('drag: element not on screen');
    const mouse = this.page.mouse;
    await mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await mouse.down();
    await mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 12, { steps: 4 });
    await mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
    await mouse.move(b.x + b.width / 2 + 1, b.y + b.height / 2 + 1, { steps: 2 });
    await mouse.up();
  }
}

/** Every slot id of a group in group order, through the gateway (the admin's session). */
export async function groupOrder(request: APIRequestContext, groupId: string): Promise<string[]> {
  const { items } = await trpc<{ items: { id: string }[] }>(
    request,
    'slots.listAllInGroup',
    { groupId },
    'query',
  );
  return items.map((s) => s.id);
}

/** The group with the most slots (the sandbox seeds one with at least 1,000). */
export async function largestGroup(
  request: APIRequestContext,
): Promise<{ id: string; name: string; total: number }> {
  const groups = (
    await trpc<{ items: { id: string; displayName: string; archived: boolean }[] }>(
      request,
      'groups.list',
      {},
      'query',
    )
  ).items;
  let best: { id: string; name: string; total: number } | null = null;
  for (const g of groups) {
    const page = await trpc<{ total: number }>(
      request,
      'slots.filter',
      { page: 1, limit: 1, groupId: g.id, order: 'ASC', sort: 'default', status: 'all' },
      'query',
    ).catch(() => null);
    if (page && (!best || page.total > best.total))
      best = { id: g.id, name: g.displayName, total: page.total };
  }
  if (!best) throw new Error('no group');
  return best;
}
