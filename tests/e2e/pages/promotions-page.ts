import { expect, type Locator, type Page } from '@playwright/test';
import { keyboardMove } from '../support/settled.js';

/** The Promotions screen (/promotions) and its modals. */
export class PromotionsPage {
  readonly heading: Locator;
  readonly filter: Locator;
  readonly search: Locator;
  readonly clearSearch: Locator;
  readonly grid: Locator;
  readonly cards: Locator;
  readonly empty: Locator;
  readonly createButton: Locator;
  readonly publishButton: Locator;
  readonly editOrderButton: Locator;
  readonly saveOrderButton: Locator;
  readonly cancelOrderButton: Locator;
  readonly orderCards: Locator;
  readonly pagination: Locator;
  readonly dialog: Locator;
  readonly confirm: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Promotions', level: 1 });
    this.filter = page.getByLabel('Filter');
    this.search = page.getByRole('searchbox', { name: 'Search promotions' });
    this.clearSearch = page.getByRole('button', { name: 'Clear search' });
    this.grid = page.getByRole('list', { name: 'Promotions' });
    this.cards = this.grid.getByRole('button', { name: /^Edit / });
    this.empty = page.getByText('No promotions found.', { exact: true });
    this.createButton = page.getByRole('button', { name: 'Create Promotion' });
    this.publishButton = page.getByRole('button', { name: 'Publish All' });
    this.editOrderButton = page.getByRole('button', { name: 'Edit Order' });
    this.saveOrderButton = page.getByRole('button', { name: 'Save Order' });
    this.cancelOrderButton = page.getByRole('button', { name: 'Cancel', exact: true });
    this.orderCards = page.getByRole('list', { name: 'Promotion order' }).getByRole('listitem');
    this.pagination = page.getByRole('navigation', { name: 'Promotions pages' });
    this.dialog = page.getByRole('dialog');
    this.confirm = page.getByRole('alertdialog');
  }

  async goto(query = '') {
    await this.page.goto(`/promotions${query}`);
    await expect(this.heading).toBeVisible();
  }

  /** The card of a promotion (its title is the button that opens it, covering the card). */
  card(title: string): Locator {
    return this.grid
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('button', { name: `Edit ${title}`, exact: true }) });
  }

  /** Searches at once (Enter) and waits for the card. */
  async find(title: string) {
    await this.search.fill(title);
    await this.search.press('Enter');
    await expect(this.card(title)).toBeVisible();
  }

  async openCreate() {
    await this.createButton.click();
    await expect(this.dialog.getByRole('heading', { name: 'Create New Promotion' })).toBeVisible();
    await expect(this.editor).toBeVisible();
  }

  async openEdit(title: string) {
    await this.find(title);
    await this.card(title).click();
    await expect(this.dialog.getByRole('heading', { name: 'Edit Promotion' })).toBeVisible();
    await expect(this.editor).toBeVisible();
  }

  get editor(): Locator {
    return this.dialog.getByRole('textbox', { name: 'Promotion content' });
  }

  /** A form field by its label (required fields show ' *' after the label text). */
  field(label: string): Locator {
    return this.dialog.getByLabel(new RegExp(`^${label}( \\*)?$`));
  }

  /** Moves a card with dnd-kit's keyboard sensor (support/settled.ts). */
  async moveWithKeyboard(index: number, key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown') {
    await keyboardMove(this.page, this.handle(index), key);
  }

  /** The drag handle of the card at a 0-based position in order mode. */
  handle(index: number): Locator {
    return this.orderCards.nth(index).getByRole('button', { name: /^Drag / });
  }

  async fillForm(v: {
    title?: string;
    subtitle?: string;
    from?: string;
    until?: string;
    redirect?: boolean;
    url?: string;
    buttonText?: string;
    content?: string;
  }) {
    if (v.title !== undefined) await this.field('Title').fill(v.title);
    if (v.subtitle !== undefined) await this.field('Subtitle').fill(v.subtitle);
    if (v.from !== undefined) await this.field('Available From').fill(v.from);
    if (v.until !== undefined) await this.field('Available Until').fill(v.until);
    if (v.redirect !== undefined) await this.field('Redirect').setChecked(v.redirect);
    if (v.url !== undefined) await this.field('URL').fill(v.url);
    if (v.buttonText !== undefined) await this.field('Button Text').fill(v.buttonText);
    if (v.content !== undefined) {
      await this.editor.click();
      await this.page.keyboard.type(v.content);
    }
  }

  async insertTable(rows: string, columns: string) {
    const group = this.dialog.getByRole('group', { name: 'Insert table' });
    if (!(await group.isVisible()))
      await this.dialog.getByRole('button', { name: 'Insert Table' }).click();
    await group.getByLabel('Rows').fill(rows);
    await group.getByLabel('Columns').fill(columns);
    await group.getByRole('button', { name: 'Insert', exact: true }).click();
  }

  async submit(name: 'Create' | 'Update') {
    await this.dialog.getByRole('button', { name, exact: true }).click();
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }

  async expectToast(text: string) {
    await expect(this.toast(text).first()).toBeVisible();
  }
}
