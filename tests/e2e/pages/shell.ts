import { expect, type Locator, type Page } from '@playwright/test';

/** The panel around every section: sidebar, navbar, profile menu, mobile header. */
export class Shell {
  readonly sidebar: Locator;
  readonly sections: Locator;
  readonly profileMenu: Locator;
  readonly signOut: Locator;
  readonly collapse: Locator;
  readonly openMenu: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    this.sections = page.getByRole('navigation', { name: 'Sections' });
    this.profileMenu = page.getByRole('button', { name: 'Profile menu' }).locator('visible=true');
    this.signOut = this.sidebar.getByRole('button', { name: 'Sign Out' });
    this.collapse = page.getByRole('button', { name: /(Collapse|Expand) sidebar/ });
    this.openMenu = page.getByRole('button', { name: 'Open menu' });
  }

  link(name: string): Locator {
    return this.sections.getByRole('link', { name, exact: true });
  }

  async expectSignedIn(displayName = 'Ada Admin') {
    await expect(this.sidebar.getByText(displayName)).toBeVisible();
  }
}
