import { expect, type Locator, type Page } from '@playwright/test';

/** The sign-in screen, located as a person would: by label and role. */
export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly signIn: Locator;
  readonly bypass: Locator;
  readonly alert: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly setPassword: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel('Username');
    this.password = page.getByLabel('Password', { exact: true });
    this.signIn = page.getByRole('button', { name: 'Sign In' });
    this.bypass = page.getByRole('button', { name: 'Bypass Login (Dev)' });
    this.alert = page.getByRole('alert');
    this.newPassword = page.getByLabel('New Password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm Password', { exact: true });
    this.setPassword = page.getByRole('button', { name: 'Set Password' });
  }

  async goto(path = '/') {
    await this.page.goto(path);
    await expect(this.signIn).toBeVisible();
  }

  async signInAs(username: string, password: string) {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.signIn.click();
  }
}
