import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SIGNED_OUT } from '../stack.js';
import { ADMIN, NEWHIRE, VIEWER, expect, test } from './fixtures.js';
import { sandboxFault } from './support/sandbox.js';

const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

test.use({ storageState: SIGNED_OUT });

test.describe('sign-in', () => {
  test('the login page is served at any app URL and validates its fields', async ({
    page,
    loginPage,
  }) => {
    const response = await page.goto('/curator');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Pitboss');
    await expect(loginPage.signIn).toBeVisible();
    await loginPage.signIn.click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    // blank counts as missing
    await loginPage.username.fill('   ');
    await loginPage.password.fill('x');
    await loginPage.signIn.click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toHaveCount(0);
    await page.screenshot({ path: join(SHOTS, 'login.png'), fullPage: true });
  });

  test('the login page downloads at most 100 kB of compressed JavaScript', async ({ page }) => {
    const scripts: { url: string; bytes: number }[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      void request.sizes().then((sizes) => {
        scripts.push({ url: request.url(), bytes: sizes.responseBodySize });
      });
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    console.log(
      `login page JavaScript: ${scripts.length} files, ${(total / 1024).toFixed(1)} kB on the wire`,
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(100 * 1024);
    // the signed-in application is not fetched before sign-in
    expect(scripts.some((s) => s.url.includes('signed-in-app'))).toBe(false);
  });

  test('a wrong password and an unknown user get the spec texts', async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.signInAs(ADMIN.username, 'wrong-password');
    await expect(loginPage.alert).toHaveText('Invalid username or password. Please try again.');
    await loginPage.signInAs('nobody-here', 'whatever1');
    await expect(loginPage.alert).toHaveText(
      /^(User not found\. Please check your username\.|Invalid username or password\. Please try again\.)$/,
    );
    await expect(page).toHaveURL(/\/$/);
  });

  test('signing in at /login lands on the dashboard, not on "page not found"', async ({
    page,
    loginPage,
    shell,
  }) => {
    await loginPage.goto('/login');
    await loginPage.signInAs(ADMIN.username, ADMIN.password);
    await shell.expectSignedIn(ADMIN.displayName);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  });

  test('the admin signs in, lands on the asked-for page, and reload keeps the session', async ({
    page,
    loginPage,
    shell,
  }) => {
    await loginPage.goto('/codes');
    await loginPage.signInAs(ADMIN.username, ADMIN.password);
    await shell.expectSignedIn(ADMIN.displayName);
    await expect(page).toHaveURL(/\/codes$/);
    await page.reload();
    await shell.expectSignedIn(ADMIN.displayName);
    await expect(loginPage.signIn).toHaveCount(0);
    // the browser holds no token: only an httpOnly session cookie
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'pitboss_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Strict');
    const storage = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(storage).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}/);
  });

  test('a non-admin is denied with the spec text', async ({ loginPage }) => {
    await loginPage.goto();
    await loginPage.signInAs(VIEWER.username, VIEWER.password);
    await expect(loginPage.alert).toHaveText('Access denied. You do not have admin privileges.');
    await expect(loginPage.signIn).toBeVisible();
  });

  test('an admin-API outage at sign-in says unavailable, not denied', async ({
    loginPage,
    shell,
  }) => {
    await loginPage.goto();
    await sandboxFault({ path: '/auth/validate', status: 503, once: true });
    await loginPage.signInAs(ADMIN.username, ADMIN.password);
    await expect(loginPage.alert).toHaveText('The admin API is unavailable. Please try again.');
    await expect(loginPage.signIn).toBeVisible();
    // back: the same admin signs in
    await loginPage.signInAs(ADMIN.username, ADMIN.password);
    await shell.expectSignedIn(ADMIN.displayName);
  });

  test('newhire sets a new password, with the mismatch and length errors first', async ({
    page,
    loginPage,
    shell,
  }) => {
    await loginPage.goto();
    await loginPage.signInAs(NEWHIRE.username, NEWHIRE.password);
    await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
    await loginPage.newPassword.fill('Abcdefg1!');
    await loginPage.confirmPassword.fill('Abcdefg2!');
    await loginPage.setPassword.click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await loginPage.newPassword.fill('Ab1!');
    await loginPage.confirmPassword.fill('Ab1!');
    await loginPage.setPassword.click();
    await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
    await loginPage.newPassword.fill('NewHire123!');
    await loginPage.confirmPassword.fill('NewHire123!');
    await loginPage.setPassword.click();
    await shell.expectSignedIn('Nina Newhire');
  });

  test('Bypass Login (Dev) signs in when the gateway offers it', async ({ loginPage, shell }) => {
    await loginPage.goto();
    await expect(loginPage.bypass).toBeVisible();
    await loginPage.bypass.click();
    await shell.expectSignedIn(ADMIN.displayName);
  });
});
