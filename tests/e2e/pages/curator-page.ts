import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The curator page (/curator), located by role and label as a person would. */
export class CuratorPage {
  readonly heading: Locator;
  readonly actions: Locator;
  readonly gameSearch: Locator;
  readonly refreshView: Locator;
  readonly archivedToggle: Locator;
  readonly refreshSlots: Locator;
  readonly publishMenu: Locator;
  readonly slots: Locator;
  readonly slotsHeading: Locator;
  readonly slotCards: Locator;
  readonly slotPages: Locator;
  readonly createSlot: Locator;
  readonly search: Locator;
  readonly sort: Locator;
  readonly status: Locator;
  readonly direction: Locator;
  readonly group: Locator;
  readonly provider: Locator;
  readonly slotModal: Locator;
  readonly groups: Locator;
  readonly groupCards: Locator;
  readonly groupModal: Locator;
  readonly confirm: Locator;
  readonly system: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Curator', level: 1 });
    this.actions = page.getByRole('toolbar', { name: 'Catalogue actions' });
    this.gameSearch = this.actions.getByRole('searchbox', { name: 'Search games' });
    this.refreshView = this.actions.getByRole('button', { name: 'Refresh View' });
    this.archivedToggle = this.actions.getByRole('button', {
      name: /View Archived|Exit Archived Only/,
    });
    this.refreshSlots = this.actions.getByRole('button', { name: 'Refresh Slots' });
    this.publishMenu = this.actions.getByRole('button', { name: 'Publish' });
    this.slots = page.getByRole('region', { name: /^Slots/ });
    this.slotsHeading = this.slots.getByRole('heading', { level: 2 });
    this.slotCards = this.slots.getByRole('list', { name: 'Slots' }).getByRole('button');
    this.slotPages = this.slots.getByRole('navigation', { name: 'Slot pages' });
    this.createSlot = this.slots.getByRole('button', { name: 'Create Slot' });
    this.search = this.slots.getByRole('searchbox', { name: 'Search slots' });
    this.sort = this.slots.getByLabel('Sort', { exact: true });
    this.status = this.slots.getByLabel('Status', { exact: true });
    this.direction = this.slots.getByLabel('Direction', { exact: true });
    this.group = this.slots.getByLabel('Group', { exact: true });
    this.provider = this.slots.getByLabel('Provider', { exact: true });
    this.slotModal = page.getByRole('dialog', { name: /^(Create Slot|Edit Slot)/ });
    this.groups = page.getByRole('region', { name: 'Groups' });
    this.groupCards = this.groups.getByRole('list', { name: 'Groups' }).getByRole('button');
    this.groupModal = page.getByRole('dialog', { name: /^(Create Group|Edit Group)/ });
    this.confirm = page.getByRole('alertdialog');
    this.system = page.getByRole('region', { name: 'System' });
  }

  async goto(query = '') {
    await this.page.goto(`/curator${query}`);
    await expect(this.heading).toBeVisible();
  }

  slotCard(title: string): Locator {
    return this.slotCards.filter({ hasText: title });
  }

  groupCard(name: string): Locator {
    return this.groupCards.filter({ hasText: name });
  }

  /** Opens the slot whose title is `title`, found through the game search. */
  async openSlot(title: string) {
    await this.goto(`?q=${encodeURIComponent(title)}`);
    await this.slotCard(title).first().click();
    await expect(this.slotModal).toBeVisible();
  }

  async publishAction(
    name: 'Publish' | 'Publish history' | 'Backup' | 'Import/Load Backup' | 'Reset',
  ) {
    await this.publishMenu.click();
    await this.page.getByRole('menuitem', { name, exact: true }).click();
  }

  /** A field of the slot modal by its label (a required field's label ends in an asterisk). */
  field(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.slotModal.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
  }

  /** A validation message shown in the slot modal, matched whole. */
  modalAlert(text: string): Locator {
    return this.slotModal
      .getByRole('alert')
      .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
  }

  /** Runs `action` and waits until the slot list it triggers has arrived and rendered. */
  async afterList(action: () => Promise<unknown>) {
    const response = this.page.waitForResponse((r) =>
      /\/trpc\/[^?]*slots\.(filter|search|archived)/.test(r.url()),
    );
    await action();
    await response;
    await expect(this.slots.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}

/** Calls a tRPC procedure of the gateway with the page's session (test data set-up). */
export async function trpc<T = unknown>(
  request: APIRequestContext,
  path: string,
  input?: unknown,
  kind: 'query' | 'mutation' = 'mutation',
): Promise<T> {
  const res =
    kind === 'query'
      ? await request.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input ?? {}))}`)
      : await request.post(`/trpc/${path}`, { data: input ?? {} });
  const body = (await res.json()) as { result?: { data: T }; error?: unknown };
  if (!res.ok() || !body.result)
    throw new Error(`${path}: HTTP ${res.status()} ${JSON.stringify(body)}`);
  return body.result.data;
}
