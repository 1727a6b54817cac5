import { expect, test, type Locator, type Page } from '@playwright/test';
import { SIGNED_OUT } from '../stack.js';
import { expectAccessible } from './support/axe.js';
import { CodesPage } from './pages/codes-page.js';
import { DashboardPage } from './pages/dashboard-page.js';
import { LoginPage } from './pages/login-page.js';

/**
 * Accessibility (issue 18): axe-core on a screen and its modals, failing on a serious or
 * critical violation. Each modal is checked open, on its own (`[role=dialog]`).
 * Still to add (their label-content-name-mismatch findings are not fixed yet): curator, the
 * order modes, promotions, tables and themes.
 */
const DIALOG = '[role="dialog"], [role="alertdialog"]';

async function checkDialog(page: Page, dialog: Locator, what: string) {
  await expect(dialog).toBeVisible();
  // let the open animation finish (axe reads colours)
  await page.waitForTimeout(300);
  await expectAccessible(page, what, DIALOG);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.describe('signed out', () => {
  test.use({ storageState: SIGNED_OUT });
  test('login screen', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('/dashboard');
    await expectAccessible(page, 'login');
  });
});

test('dashboard and the maintenance and shutdown dialogs', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expect(dashboard.systemStatus).not.toHaveText('');
  await expectAccessible(page, 'dashboard');
  await dashboard.enableMaintenance.click();
  await checkDialog(page, dashboard.maintenanceDialog, 'Schedule Maintenance dialog');
  await dashboard.shutdown.click();
  await checkDialog(page, dashboard.shutdownDialog, 'Initiate Shutdown dialog');
});

test('promo codes and the promo code modals', async ({ page }) => {
  const codes = new CodesPage(page);
  await codes.goto();
  await expectAccessible(page, 'codes');
  await codes.create.click();
  await checkDialog(page, codes.dialog, 'Create Promo Code modal');
  const firstRow = codes.table.getByRole('row').nth(1);
  await firstRow.getByRole('button', { name: /^Edit / }).click();
  await checkDialog(page, codes.dialog, 'Edit Promo Code modal');
});
