import { readFileSync } from 'node:fs';
import { E2E_BASE_URL } from '../stack.js';
import { ActivityPage } from './pages/activity-page.js';
import { trpc } from './pages/curator-page.js';
import { LoginPage } from './pages/login-page.js';
import { Shell } from './pages/shell.js';
import { makeSecondAdmin } from './support/second-admin.js';
import { expect, test as base } from './fixtures.js';

/** Activity (issue 20): live updates from another user, and the CSV export. */
const test = base.extend<{ activity: ActivityPage }>({
  activity: async ({ page }, use) => use(new ActivityPage(page)),
});

test.use({ viewport: { width: 1440, height: 900 } });

const RUN = Date.now().toString(36);

interface SlotRow {
  id: string;
  title: string;
}

test('Activity: another user’s change appears as it happens, and the CSV export downloads what the filters show', async ({
  page,
  browser,
  activity,
}) => {
  await activity.goto('?section=slots');
  // loaded (the first actions, or none yet on a fresh stack)
  await expect(page.getByText(/^[\d,]+ actions?$|^No activity matches/).first()).toBeVisible();
  const second = await makeSecondAdmin(`h${RUN}`, 'Hana History');
  const other = await browser.newContext({
    baseURL: E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  try {
    const otherPage = await other.newPage();
    const login = new LoginPage(otherPage);
    await login.goto('/dashboard');
    await login.signInAs(second.username, second.password);
    // signed in (the session cookie is set) before the API calls: the login page has a heading too
    await new Shell(otherPage).expectSignedIn(second.name);
    const slot = (
      await trpc<{ items: SlotRow[] }>(otherPage.request, 'slots.filter', { limit: 5 }, 'query')
    ).items[4] as SlotRow;
    await trpc(otherPage.request, 'slots.update', { id: slot.id, title: `${slot.title} live` });
    // no reload: the change notice refreshes the list
    const row = activity.rows.filter({ hasText: second.name }).first();
    await expect(row).toContainText('Slots: update');
    await expect(row).toContainText(`Title: ${slot.title} → ${slot.title} live`);
    await trpc(otherPage.request, 'slots.update', { id: slot.id, title: slot.title });
  } finally {
    await other.close();
  }

  await activity.goto(`?user=${second.username}`);
  await expect(activity.rows).toHaveCount(2);
  const download = page.waitForEvent('download');
  await activity.exportCsv.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pitboss-activity-.*\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain('slots.update');
  expect(lines[1]).toContain(second.username);
});
