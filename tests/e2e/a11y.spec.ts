import type { Locator, Page } from '@playwright/test';
import { SIGNED_OUT } from '../stack.js';
import { expectAccessible } from './support/axe.js';
import { makeNewHire } from './support/second-admin.js';
import { CodesPage } from './pages/codes-page.js';
import { CuratorOrderPage } from './pages/curator-order-page.js';
import { CuratorPage, trpc } from './pages/curator-page.js';
import { DashboardPage } from './pages/dashboard-page.js';
import { LoginPage } from './pages/login-page.js';
import { PromotionsPage } from './pages/promotions-page.js';
import { ProvidersSection } from './pages/providers-section.js';
import { Shell } from './pages/shell.js';
import { TablesPage } from './pages/tables-page.js';
import { expect, test } from './fixtures.js';

// Each test walks a whole screen and runs axe on every state (8–12 scans of a few seconds each on
// two busy cores): the suite's 60 s per test is too short for that, not for any one step.
test.describe.configure({ timeout: 150_000 });

/**
 * Accessibility: axe-core on every screen and every modal, failing on a serious or
 * critical violation (see support/axe.ts). Each modal is checked open, on its own
 * (`[role=dialog]`); confirmations are checked over the modal that asked them.
 */
const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** Checks the dialog once it has opened (see expectAccessible), closes it with Escape. */
async function checkDialog(page: Page, dialog: Locator, what: string) {
  await expect(dialog).toBeVisible();
  await expectAccessible(page, what, DIALOG);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Waits until nothing on the page says it is loading. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

test.describe('signed out', () => {
  test.use({ storageState: SIGNED_OUT });
  test('login screen', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('/dashboard');
    await expectAccessible(page, 'login');
    await login.signInAs('admin', 'wrong password');
    await expect(login.alert).toBeVisible();
    await expectAccessible(page, 'login with its error');
  });
  test('Set New Password screen', async ({ page }) => {
    const newHire = await makeNewHire(Date.now().toString(36));
    const login = new LoginPage(page);
    await login.goto('/dashboard');
    await login.signInAs(newHire.username, newHire.password);
    await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
    await expectAccessible(page, 'Set New Password');
    await login.newPassword.fill('Abcdefg1!');
    await login.confirmPassword.fill('Abcdefg2!');
    await login.setPassword.click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await expectAccessible(page, 'Set New Password with its error');
  });
});

test('dashboard and the maintenance and shutdown dialogs', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expect(dashboard.systemStatus).not.toHaveText('');
  await expectAccessible(page, 'dashboard');
  await dashboard.filters.click();
  await expectAccessible(page, 'dashboard with the event filters open');
  await dashboard.enableMaintenance.click();
  await checkDialog(page, dashboard.maintenanceDialog, 'Schedule Maintenance dialog');
  await dashboard.shutdown.click();
  await checkDialog(page, dashboard.shutdownDialog, 'Initiate Shutdown dialog');
});

test('the shell: profile menu, profile page, placeholder sections, not found, narrow sidebar', async ({
  page,
}) => {
  const shell = new Shell(page);
  await page.goto('/profile');
  await shell.expectSignedIn();
  await expectAccessible(page, 'profile page');
  await shell.profileMenu.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'profile menu');
  await page.keyboard.press('Escape');
  for (const section of ['games', 'stats', 'transactions', 'affiliate', 'users', 'fraud']) {
    await page.goto(`/${section}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, `${section} placeholder`);
  }
  for (const section of ['rules', 'assistant', 'settings']) {
    await page.goto(`/${section}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, `${section} placeholder`);
  }
  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'not found');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await shell.openMenu.click();
  await expect(shell.sidebar).toBeVisible();
  await expectAccessible(page, 'sidebar open at 390 px');
});

test('curator: slots, groups, system, the slot and group modals and their confirmations', async ({
  page,
}) => {
  const curator = new CuratorPage(page);
  await curator.goto();
  await settled(page);
  await expectAccessible(page, 'curator');

  await curator.createSlot.click();
  await checkDialog(page, curator.slotModal, 'Create Slot modal');
  await curator.slotCards.first().click();
  await expect(curator.slotModal).toBeVisible();
  await settled(page);
  await expectAccessible(page, 'Edit Slot modal', DIALOG);
  await curator.slotModal.getByRole('button', { name: 'Reset' }).click();
  await checkDialog(page, curator.confirm, 'slot Reset confirmation');
  await curator.slotModal.getByRole('button', { name: 'Delete Slot' }).click();
  await checkDialog(page, curator.confirm, 'slot Delete confirmation');
  await page.keyboard.press('Escape');
  await expect(curator.slotModal).toBeHidden();

  await curator.groups.getByRole('button', { name: 'Create Group' }).click();
  await checkDialog(page, curator.groupModal, 'Create Group modal');
  await curator.groupCards.first().click();
  await checkDialog(page, curator.groupModal, 'Edit Group modal');

  await curator.publishAction('Publish');
  await checkDialog(
    page,
    page.getByRole('dialog', { name: 'Publish to production' }),
    'Publish confirmation',
  );
  await curator.publishAction('Import/Load Backup');
  await checkDialog(page, page.getByRole('dialog', { name: 'Import Backup' }), 'Import Backup');
  await curator.publishAction('Reset');
  await checkDialog(page, curator.confirm, 'catalogue Reset confirmation');

  await curator.archivedToggle.click();
  await settled(page);
  await expectAccessible(page, 'curator, archived only');
});

test('curator: providers, the provider modal, its confirmation and the provider order', async ({
  page,
}) => {
  const providers = new ProvidersSection(page);
  await providers.goto();
  await providers.settled();
  await providers.createButton.click();
  await checkDialog(page, providers.modal, 'Create Provider modal');
  await providers.cards.first().getByRole('button').first().click();
  await expect(providers.modal).toBeVisible();
  await expectAccessible(page, 'Edit Provider modal', DIALOG);
  await providers.modal.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Reset', exact: true }).click();
  await checkDialog(page, providers.confirm, 'provider Reset confirmation');
  await page.keyboard.press('Escape');
  await expect(providers.modal).toBeHidden();

  await providers.editOrder.click();
  await expect(providers.orderCards.first()).toBeVisible();
  await expectAccessible(page, 'provider order mode');
  await providers.cancelOrder.click();
});

test('curator: the slot order mode, its position and swap modals, the unsaved-changes guard', async ({
  page,
}) => {
  const order = new CuratorOrderPage(page);
  const groups = (
    await trpc<{ items: { id: string; archived: boolean }[] }>(
      page.request,
      'groups.list',
      {},
      'query',
    )
  ).items;
  const group = groups.find((g) => !g.archived);
  if (!group) throw new Error('the sandbox has no active group');
  await order.open(group.id);
  await expectAccessible(page, 'slot order mode');
  await order.card(0).click({ modifiers: ['Control'] });
  await checkDialog(page, order.swapModal, 'Swap Position modal');
  await order.card(0).click({ modifiers: ['Shift'] });
  await checkDialog(page, order.positionModal, 'Set Order Position modal');
  await order.card(0).click({ modifiers: ['Shift'] });
  await order.positionModal.getByLabel('New position').fill('2');
  await order.positionModal.getByRole('button', { name: 'Set Position' }).click();
  await expect(order.positionModal).toBeHidden();
  await expectAccessible(page, 'slot order mode with a change');
  // leaving with a change asks first (the unsaved-changes guard)
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Dashboard', exact: true })
    .click();
  await checkDialog(page, order.confirm, 'unsaved-changes confirmation');
});

test('promotions: the screen, the promotion modals, a confirmation and the order mode', async ({
  page,
}) => {
  const promotions = new PromotionsPage(page);
  await promotions.goto();
  await settled(page);
  await expectAccessible(page, 'promotions');
  await promotions.openCreate();
  await checkDialog(page, promotions.dialog, 'Create Promotion modal');
  await promotions.cards.first().click();
  await expect(promotions.editor).toBeVisible();
  await expectAccessible(page, 'Edit Promotion modal', DIALOG);
  await promotions.dialog.getByRole('button', { name: 'More promotion actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete Promotion' }).click();
  await checkDialog(page, promotions.confirm, 'Delete Promotion confirmation');
  await page.keyboard.press('Escape');
  await expect(promotions.dialog).toBeHidden();
  await promotions.publishButton.click();
  await checkDialog(page, promotions.confirm, 'Publish All confirmation');
  await promotions.editOrderButton.click();
  await expect(promotions.orderCards.first()).toBeVisible();
  await expectAccessible(page, 'promotion order mode');
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
  await firstRow.getByRole('button', { name: /^Delete / }).click();
  await checkDialog(page, codes.confirm, 'Delete Promo Code confirmation');
});

test('tables and themes: the screen, the table and theme modals, the delete confirmation', async ({
  page,
}) => {
  const tables = new TablesPage(page);
  await tables.goto();
  await settled(page);
  await expectAccessible(page, 'tables');
  await tables.createTable.click();
  await checkDialog(page, tables.dialog, 'Create Table modal');
  await tables.tablesGrid
    .getByRole('button', { name: /^Edit table / })
    .first()
    .click();
  await checkDialog(page, tables.dialog, 'Edit Table modal');
  await tables.tablesGrid
    .getByRole('button', { name: /^Delete table / })
    .first()
    .click();
  await checkDialog(page, tables.confirm, 'Delete Table confirmation');
  await tables.createTheme.click();
  await checkDialog(page, tables.dialog, 'Create Theme modal');
  await tables.themesGrid
    .getByRole('button', { name: /^Edit theme / })
    .first()
    .click();
  await checkDialog(page, tables.dialog, 'Edit Theme modal');
});
