import { expect, type Locator, type Page } from '@playwright/test';

/** Promo Code Management (/codes): the table and the create, edit and stats modals. */
export class CodesPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly create: Locator;
  readonly dialog: Locator;
  readonly confirm: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Promo Code Management', level: 1 });
    this.table = page.getByRole('table', { name: 'Promo codes' });
    this.create = page.getByRole('button', { name: 'Create Promo Code' }).first();
    this.dialog = page.getByRole('dialog');
    this.confirm = page.getByRole('alertdialog');
  }

  async goto() {
    await this.page.goto('/codes');
    await expect(this.heading).toBeVisible();
    await expect(this.table).toBeVisible();
  }

  row(code: string): Locator {
    return this.table.getByRole('row').filter({
      has: this.page
        .getByRole('rowheader')
        .filter({ hasText: new RegExp(`^${code}(Inactive)?(ended)?$`) }),
    });
  }

  /** A field by its label; a required field's label ends with a '*' that is hidden from readers. */
  field(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.dialog.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
  }

  async fill(
    values: Partial<
      Record<
        'Code' | 'Reward' | 'Max Uses' | 'Valid From' | 'Valid Until' | 'Campaign' | 'Type',
        string
      >
    > & { Currency?: string },
  ) {
    for (const [label, value] of Object.entries(values)) {
      if (label === 'Currency') await this.field('Currency').selectOption(value);
      else await this.field(label).fill(value);
    }
  }

  toast(text: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}
