import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ActivityPage } from './pages/activity-page.js';
import { trpc } from './pages/curator-page.js';
import { asSecondAdmin } from './support/second-admin.js';
import { expect, test as base } from './fixtures.js';

/** Activity: live updates from another user, and the CSV export. */
const test = base.extend<{ activity: ActivityPage }>({
  activity: async ({ page }, use) => use(new ActivityPage(page)),
});

test.use({ viewport: { width: 1440, height: 900 } });

const RUN = Date.now().toString(36);
const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

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
  const second = await asSecondAdmin(
    browser,
    { suffix: `h${RUN}`, name: 'Hana History', path: '/dashboard' },
    async (otherPage, admin) => {
      const slot = (
        await trpc<{ items: SlotRow[] }>(otherPage.request, 'slots.filter', { limit: 5 }, 'query')
      ).items[4] as SlotRow;
      await trpc(otherPage.request, 'slots.update', { id: slot.id, title: `${slot.title} live` });
      // no reload: the change notice refreshes the list
      const row = activity.rows.filter({ hasText: admin.name }).first();
      await expect(row).toContainText('Slots: update');
      await expect(row).toContainText(`Title: ${slot.title} → ${slot.title} live`);
      await trpc(otherPage.request, 'slots.update', { id: slot.id, title: slot.title });
    },
  );

  // the slot section only: the second admin's sign-in and sign-out are in the trail too
  await activity.goto(`?user=${second.username}&section=slots`);
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

test('Activity: the saved views show who changed a provider’s availability, and the promotions; each exports', async ({
  page,
  activity,
}) => {
  const provider = (
    await trpc<{ items: { id: string }[] }>(page.request, 'providers.list', undefined, 'query')
  ).items[0] as { id: string };
  await trpc(page.request, 'providers.toggleLive', { id: provider.id });
  await trpc(page.request, 'providers.toggleLive', { id: provider.id });

  await activity.goto();
  await activity.view('Game availability').click();
  await expect(page).toHaveURL(/[?&]view=availability/);
  await expect(activity.view('Game availability')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/live or archived state/)).toBeVisible();
  await activity.settled();
  await expect(activity.action('Providers: toggle live').first()).toBeVisible();
  const actions = await activity.rows.getByRole('cell').allInnerTexts();
  expect(actions).not.toContain('Sign-in: login');
  for (const [name, width, height] of [
    ['wide', 1440, 900],
    ['laptop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(SHOTS, `activity-availability-${name}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  const download = page.waitForEvent('download');
  await activity.exportCsv.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pitboss-game-availability-.*\.csv$/);
  const [header, newest] = readFileSync(await file.path(), 'utf8').split('\r\n');
  expect(header).toBe(
    '"at","username","display_name","procedure","target","outcome","error","duration_ms","input","before","after","id","seq","prev_hash","hash"',
  );
  expect(newest).toContain('"providers.toggleLive"');
  expect(newest).toMatch(/,"[0-9a-f]{64}","[0-9a-f]{64}"$/);

  await activity.view('Promotions').click();
  await expect(activity.view('Promotions')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/terms of current and previous promotions/)).toBeVisible();
  await activity.view('All activity').click();
  await expect(page).not.toHaveURL(/view=/);
});
