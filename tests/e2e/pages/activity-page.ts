import { expect, type Locator, type Page } from '@playwright/test';

/** Activity (/activity): the audit trail with its filters, by role and label. */
export class ActivityPage {
  readonly heading: Locator;
  readonly filters: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly exportCsv: Locator;
  readonly views: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Activity', level: 1 });
    this.filters = page.getByRole('search', { name: 'Activity filters' });
    this.table = page.getByRole('region', { name: 'Activity' });
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('cell') });
    this.exportCsv = page.getByRole('button', { name: 'Export CSV' });
    this.views = page.getByRole('navigation', { name: 'Saved views' });
  }

  async goto(query = '') {
    await this.page.goto(`/activity${query}`);
    await expect(this.heading).toBeVisible();
  }

  /**
   * Waits until the list shows what its filters ask for: while a new filter's page loads, the
   * rows of the one before stay on screen (the table is busy).
   */
  async settled() {
    await expect(this.table.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
  }

  /** A saved view's link ("Game availability"). */
  view(name: string): Locator {
    return this.views.getByRole('link', { name, exact: true });
  }

  filter(label: string): Locator {
    return this.filters.getByLabel(label, { exact: true });
  }

  /** The row of an action ("Slots: update") — the newest one. */
  action(what: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name: what, exact: true }) });
  }
}
