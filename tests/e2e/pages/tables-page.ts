import { expect, type Locator, type Page } from '@playwright/test';

/** A 1×1 PNG: the gateway checks the real type of theme files, so test files are real images. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1X1 });

/** The tables page (/tables): tables grid, themes grid, the table and theme modals. */
export class TablesPage {
  readonly heading: Locator;
  readonly tablesGrid: Locator;
  readonly themesGrid: Locator;
  readonly createTable: Locator;
  readonly createTheme: Locator;
  readonly dialog: Locator;
  readonly confirm: Locator;
  readonly pagination: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Tables', level: 1 });
    this.tablesGrid = page.getByRole('list', { name: 'Tables' });
    this.themesGrid = page.getByRole('list', { name: 'Themes' });
    this.createTable = page.getByRole('button', { name: 'Create Table' });
    this.createTheme = page.getByRole('button', { name: 'Create Theme' });
    this.dialog = page.getByRole('dialog');
    this.confirm = page.getByRole('alertdialog');
    this.pagination = page.getByRole('navigation', { name: 'Tables pages' });
  }

  async goto(path = '/tables') {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
    await expect(this.tablesGrid).toBeVisible();
    await expect(this.themesGrid).toBeVisible();
  }

  tableEditButton(name: string): Locator {
    return this.tablesGrid.getByRole('button', { name: `Edit table ${name}`, exact: true });
  }

  /** A table's whole card (its name, stake, theme and slug; the buttons). */
  tableCard(name: string): Locator {
    return this.tablesGrid.getByRole('listitem').filter({
      has: this.page.getByRole('button', { name: `Edit table ${name}`, exact: true }),
    });
  }

  tableDeleteButton(name: string): Locator {
    return this.tablesGrid.getByRole('button', { name: `Delete table ${name}`, exact: true });
  }

  themeCard(name: string): Locator {
    return this.themesGrid.getByRole('button', { name: `Edit theme ${name}`, exact: true });
  }

  /** Pages through the tables grid (20 a page) until the table shows; fails if it never does. */
  async findTable(name: string): Promise<Locator> {
    const button = this.tableEditButton(name);
    const first = this.pagination.getByRole('button', { name: 'Page 1', exact: true });
    if (await first.isEnabled().catch(() => false)) await first.click();
    for (let i = 0; i < 50; i += 1) {
      if (await button.isVisible()) return button;
      const next = this.pagination.getByRole('button', { name: 'Next page' });
      if (!(await next.isVisible()) || !(await next.isEnabled())) break;
      await next.click();
      await expect(this.pagination.locator('[aria-current="page"]')).toHaveText(String(i + 2));
    }
    await expect(button).toBeVisible();
    return button;
  }

  /** The page holds no table of this name. */
  async expectNoTable(name: string) {
    await this.page.goto('/tables');
    await expect(this.tablesGrid).toBeVisible();
    for (let i = 0; i < 50; i += 1) {
      await expect(this.tableEditButton(name)).toHaveCount(0);
      const next = this.pagination.getByRole('button', { name: 'Next page' });
      if (!(await next.isVisible()) || !(await next.isEnabled())) return;
      await next.click();
      await expect(this.pagination.locator('[aria-current="page"]')).toHaveText(String(i + 2));
    }
  }

  /** A field by its label; a required field's label ends with a '*' that is hidden from readers. */
  field(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.dialog.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
  }

  toast(text: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}
