import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SIGNED_OUT } from '../stack.js';
import type { Shell } from './pages/shell.js';
import { ADMIN, expect, test } from './fixtures.js';

const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

const GROUPS = [
  ['Dashboard'],
  ['Curator', 'Promotions', 'Tables'],
  ['Games', 'Stats', 'Transactions'],
  ['Codes', 'Affiliate', 'Users'],
  ['Fraud', 'Rules', 'Assistant', 'Settings'],
];
const PLACEHOLDERS = [
  'Games',
  'Stats',
  'Transactions',
  'Affiliate',
  'Users',
  'Fraud',
  'Rules',
  'Assistant',
  'Settings',
];

async function openDashboard({ page, shell }: { page: Page; shell: Shell }) {
  await page.goto('/dashboard');
  await shell.expectSignedIn(ADMIN.displayName);
}

test('the sidebar shows the user, five groups with dividers, and every link opens its URL', async ({
  page,
  shell,
}) => {
  await openDashboard({ page, shell });
  await expect(shell.sidebar.getByText('AA', { exact: true })).toBeVisible();
  await expect(shell.sidebar.getByText('admin', { exact: true })).toBeVisible();
  await expect(shell.sidebar.getByRole('searchbox', { name: 'Search User' })).toBeVisible();
  const lists = shell.sections.getByRole('list');
  await expect(lists).toHaveCount(GROUPS.length);
  for (const [i, group] of GROUPS.entries()) {
    await expect(lists.nth(i).getByRole('link')).toHaveText(group);
  }
  await expect(shell.sections.getByRole('separator')).toHaveCount(GROUPS.length - 1);

  for (const name of GROUPS.flat()) {
    await shell.link(name).click();
    await expect(page).toHaveURL(new RegExp(`/${name.toLowerCase()}$`));
    await expect(shell.link(name)).toHaveAttribute('aria-current', 'page');
    if (PLACEHOLDERS.includes(name)) {
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(page.getByText('This section is ready for implementation')).toBeVisible();
    }
  }
  // deep link + reload, and Back
  await page.goto('/rules');
  await expect(page.getByRole('heading', { name: 'Rules', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/settings$/);
});

test('an unknown route gets a not-found page inside the shell', async ({ page, shell }) => {
  await openDashboard({ page, shell });
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await shell.expectSignedIn(ADMIN.displayName);
});

test('collapse toggles the sidebar between 280 and 80 px, and it is remembered', async ({
  page,
  shell,
}) => {
  await openDashboard({ page, shell });
  const width = async () => (await shell.sidebar.boundingBox())?.width;
  expect(await width()).toBe(280);
  await shell.collapse.click();
  await expect.poll(width).toBe(80);
  await page.reload();
  await expect.poll(width).toBe(80);
  await shell.collapse.click();
  await expect.poll(width).toBe(280);
  const navbar = page.getByRole('banner').filter({ has: shell.profileMenu });
  expect((await navbar.boundingBox())?.height).toBe(70);
});

test('the profile menu from the keyboard: arrows move (no wrapping), a letter jumps, Escape gives the focus back', async ({
  page,
  shell,
}) => {
  await openDashboard({ page, shell });
  await shell.profileMenu.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(shell.profileMenu).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Activity' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp'); // no wrapping
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('s');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(shell.profileMenu).toBeFocused();
  await expect(shell.profileMenu).toHaveAttribute('aria-expanded', 'false');
  // a press outside closes it
  await shell.profileMenu.click();
  await expect(menu).toBeVisible();
  // A press with the mouse beside the Overview heading: a locator's click on `main` would wait for
  // the whole live page to be still and unobscured at the point, which the dashboard does not
  // promise; the press itself is what this checks.
  const overview = await page.getByRole('heading', { name: 'Overview' }).boundingBox();
  if (!overview) throw new Error('the Overview heading is not on screen');
  await page.mouse.click(overview.x + 5, overview.y + overview.height / 2);
  await expect(menu).toHaveCount(0);
});

test.describe('with its own session', () => {
  // Logging out ends the session, so this test must not use the shared one.
  test.use({ storageState: SIGNED_OUT });
  test.beforeEach(async ({ loginPage, shell }) => {
    await loginPage.goto('/dashboard');
    await loginPage.signInAs(ADMIN.username, ADMIN.password);
    await shell.expectSignedIn(ADMIN.displayName);
  });

  test('the profile dropdown shows name and email, navigates, and logout asks first', async ({
    page,
    shell,
    loginPage,
  }) => {
    await shell.profileMenu.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(ADMIN.displayName)).toBeVisible();
    await expect(menu.getByText('admin@pitboss.local')).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await shell.profileMenu.click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);

    await shell.profileMenu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to logout?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await shell.expectSignedIn(ADMIN.displayName);

    await shell.signOut.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
    await expect(loginPage.signIn).toBeVisible();
    // the session is gone at once: a reload still shows the login form
    await page.reload();
    await expect(loginPage.signIn).toBeVisible();
  });
});

test('on a narrow screen the mobile header opens the sidebar and the overlay closes it', async ({
  page,
  shell,
}) => {
  await openDashboard({ page, shell });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Admin Panel')).toBeVisible();
  await expect(shell.sidebar).not.toBeInViewport();
  await shell.openMenu.click();
  await expect(shell.sidebar).toBeInViewport();
  await page.screenshot({ path: join(SHOTS, 'shell-mobile-menu.png') });
  await page.getByTestId('sidebar-overlay').click({ position: { x: 370, y: 400 } });
  await expect(shell.sidebar).not.toBeInViewport();
  await shell.openMenu.click();
  await shell.link('Tables').click();
  await expect(page).toHaveURL(/\/tables$/);
  await expect(shell.sidebar).not.toBeInViewport();
});

test('a signed-in page load asks the session check once and shows the page', async ({
  page,
  shell,
}) => {
  const checks: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/trpc/auth.me') checks.push(req.url());
  });
  await openDashboard({ page, shell });
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(checks).toHaveLength(1);
});
