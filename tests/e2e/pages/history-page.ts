import { expect, type Locator, type Page } from '@playwright/test';

/** Publish history (/curator/history) and its restore dialog, by role and label. */
export class HistoryPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly compare: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly diff: Locator;
  readonly restoreDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Publish history', level: 1 });
    this.table = page.getByRole('region', { name: 'Publishes' });
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('cell') });
    this.compare = page.getByRole('region', { name: 'Changes between two versions' });
    this.from = this.compare.getByLabel('From', { exact: true });
    this.to = this.compare.getByLabel('To', { exact: true });
    this.diff = this.compare.getByRole('region', { name: 'Differences' });
    this.restoreDialog = page.getByRole('dialog', { name: 'Restore this version' });
  }

  async goto(query = '') {
    await this.page.goto(`/curator/history${query}`);
    await expect(this.heading).toBeVisible();
  }

  row(index: number): Locator {
    return this.rows.nth(index);
  }

  /** A list of a diff ("Slots changed", "Moved in Group X"), by its accessible name. */
  list(scope: Locator, name: string): Locator {
    return scope.getByRole('list', { name, exact: true });
  }
}
