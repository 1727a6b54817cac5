import { expect, type Locator, type Page } from '@playwright/test';

/** The providers section of /curator, located by role and label as a person would. */
export class ProvidersSection {
  readonly region: Locator;
  readonly heading: Locator;
  readonly search: Locator;
  readonly status: Locator;
  readonly order: Locator;
  readonly cards: Locator;
  readonly pages: Locator;
  readonly createButton: Locator;
  readonly editOrder: Locator;
  readonly orderCards: Locator;
  readonly saveOrder: Locator;
  readonly cancelOrder: Locator;
  readonly modal: Locator;
  readonly confirm: Locator;
  readonly archivedToggle: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: /^Providers/ });
    this.heading = this.region.getByRole('heading', { level: 2 });
    this.search = this.region.getByRole('searchbox', { name: 'Search providers' });
    this.status = this.region.getByLabel('Provider status', { exact: true });
    this.order = this.region.getByLabel('Provider order', { exact: true });
    this.cards = this.region.getByRole('list', { name: 'Providers' }).getByRole('listitem');
    this.pages = this.region.getByRole('navigation', { name: 'Provider pages' });
    this.createButton = this.region.getByRole('button', { name: 'Create Provider' });
    this.editOrder = this.region.getByRole('button', { name: 'Edit Order' });
    this.orderCards = this.region
      .getByRole('list', { name: 'Providers in display order' })
      .getByRole('listitem');
    this.saveOrder = this.region.getByRole('button', { name: 'Save Order' });
    this.cancelOrder = this.region.getByRole('button', { name: 'Cancel' });
    this.modal = page.getByRole('dialog', { name: /^(Create Provider|Edit Provider)/ });
    this.confirm = page.getByRole('alertdialog');
    this.archivedToggle = page
      .getByRole('toolbar', { name: 'Catalogue actions' })
      .getByRole('button', { name: /View Archived|Exit Archived Only/ });
  }

  async goto(query = '') {
    await this.page.goto(`/curator${query}`);
    await expect(this.region).toBeVisible();
  }

  /** Waits until the list has arrived (the section is busy while it loads). */
  async settled() {
    await expect(this.region).not.toHaveAttribute('aria-busy', 'true');
  }

  card(name: string): Locator {
    return this.cards.filter({
      has: this.page.getByRole('button', { name: new RegExp(`^${escape(name)},`) }),
    });
  }

  /** Finds the provider through the section's search (in the URL) and opens its modal. */
  async open(name: string) {
    await this.goto(`?pq=${encodeURIComponent(name)}`);
    await this.card(name)
      .getByRole('button', { name: new RegExp(`^${escape(name)},`) })
      .click();
    await expect(this.modal).toBeVisible();
  }

  field(label: string): Locator {
    return this.modal.getByRole('textbox', { name: label, exact: true });
  }

  async action(name: 'Reset' | 'Delete Provider' | 'Archive' | 'Unarchive') {
    await this.modal.getByRole('button', { name: 'Actions' }).click();
    await this.page.getByRole('menuitem', { name, exact: true }).click();
    await expect(this.confirm).toBeVisible();
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
