import { expect, test, type Locator, type Page } from '@playwright/test';
import { SIGNED_OUT } from '../stack.js';
import { expectAccessible } from './support/axe.js';
import { CuratorPage, trpc } from './pages/curator-page.js';
import { CodesPage } from './pages/codes-page.js';
import { CuratorOrderPage } from './pages/curator-order-page.js';
import { DashboardPage } from './pages/dashboard-page.js';
import { LoginPage } from './pages/login-page.js';
import { PromotionsPage } from './pages/promotions-page.js';
import { ProvidersSection } from './pages/providers-section.js';
import { TablesPage } from './pages/tables-page.js';

/**
 * Accessibility (issue 18): axe-core on every screen and every modal, failing on a serious or
 * critical violation. Each modal is checked open, on its own (`[role=dialog]`).
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

test('curator, its modals and menus', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const curator = new CuratorPage(page);
  await curator.goto();
  await expect(curator.slotCards.first()).toBeVisible();
  await expectAccessible(page, 'curator');

  await curator.createSlot.click();
  await checkDialog(page, curator.slotModal, 'Create Slot modal');
  await curator.slotCards.first().click();
  await checkDialog(page, curator.slotModal, 'Edit Slot modal');
  await curator.groups.getByRole('button', { name: 'Create Group' }).click();
  await checkDialog(page, curator.groupModal, 'Create Group modal');
  await curator.groupCards.first().click();
  await checkDialog(page, curator.groupModal, 'Edit Group modal');

  const providers = new ProvidersSection(page);
  await providers.createButton.click();
  await checkDialog(page, providers.modal, 'Create Provider modal');
  await providers.cards.first().getByRole('button').first().click();
  await checkDialog(page, providers.modal, 'Edit Provider modal');

  await curator.publishAction('Publish');
  await checkDialog(page, page.getByRole('dialog').or(curator.confirm), 'Publish dialog');
  await curator.publishAction('Import/Load Backup');
  await checkDialog(page, page.getByRole('dialog'), 'Import backup dialog');
});

test('curator order modes: slots (with Set Position, Swap) and providers', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const order = new CuratorOrderPage(page);
  const groups = await trpc<{ id: string; slotCount?: number }[]>(
    page.request,
    'groups.list',
    {},
    'query',
  );
  await order.open(groups[0]!.id);
  await expectAccessible(page, 'slot order mode');
  await order
    .card(0)
    .getByRole('button', { name: /^Set position of / })
    .click();
  await checkDialog(page, order.positionModal, 'Set Order Position modal');
  await order
    .card(0)
    .getByRole('button', { name: /^Swap / })
    .click();
  await checkDialog(page, order.swapModal, 'Swap Position modal');
  await order.cancel.click();

  const providers = new ProvidersSection(page);
  await providers.editOrder.click();
  await expect(providers.orderCards.first()).toBeVisible();
  await expectAccessible(page, 'provider order mode');
  await providers.cancelOrder.click();
});

test('promotions, its order mode, the promotion modal and the unsaved-changes guard', async ({
  page,
}) => {
  const promotions = new PromotionsPage(page);
  await promotions.goto();
  await expect(promotions.cards.first()).toBeVisible();
  await expectAccessible(page, 'promotions');
  await promotions.openCreate();
  await checkDialog(page, promotions.dialog, 'Create Promotion modal');
  await promotions.cards.first().click();
  await checkDialog(page, promotions.dialog, 'Edit Promotion modal');
  await promotions.publishButton.click();
  await checkDialog(page, promotions.confirm, 'Publish All confirmation');

  await promotions.editOrderButton.click();
  await expect(promotions.orderCards.first()).toBeVisible();
  await expectAccessible(page, 'promotions order mode');
  await promotions.moveWithKeyboard(0, 'ArrowRight');
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Dashboard', exact: true })
    .first()
    .click();
  await expect(promotions.confirm).toBeVisible();
  await page.waitForTimeout(300);
  await expectAccessible(page, 'unsaved-changes confirmation', DIALOG);
  await promotions.confirm.getByRole('button', { name: 'Keep editing' }).click();
  await promotions.cancelOrderButton.click();
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

test('tables and themes, the table and theme modals', async ({ page }) => {
  const tables = new TablesPage(page);
  await tables.goto();
  await expectAccessible(page, 'tables and themes');
  await tables.createTable.click();
  await checkDialog(page, tables.dialog, 'Create Table modal');
  await tables.tablesGrid
    .getByRole('button', { name: /^Edit table / })
    .first()
    .click();
  await checkDialog(page, tables.dialog, 'Edit Table modal');
  await tables.createTheme.click();
  await checkDialog(page, tables.dialog, 'Create Theme modal');
  await tables.themesGrid
    .getByRole('button', { name: /^Edit theme / })
    .first()
    .click();
  await checkDialog(page, tables.dialog, 'Edit Theme modal');
});
