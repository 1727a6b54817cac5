import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DASHBOARD, DASHBOARD_MESSAGES, MAINTENANCE, SYSTEM_MESSAGES } from '@pitboss/contracts';
import type { Page } from '@playwright/test';
import { E2E_SANDBOX_URL } from '../stack.js';
import { DashboardPage } from './pages/dashboard-page.js';
import { animationsDone, frameDrawn } from './support/settled.js';
import { expect, test as base } from './fixtures.js';

/** One casino_event from the sandbox's test-only surface. */
async function emitEvent(event: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${E2E_SANDBOX_URL}/__sandbox/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
  });
  if (!res.ok) throw new Error(`sandbox event: HTTP ${res.status}`);
}

/**
 * Watches the page's live socket: `received(txId)` waits until the page has been sent the event
 * with that transaction id, and then for the page to render a frame, so that the event had its
 * chance to show.
 */
function liveSocket(page: Page) {
  const frames: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      frames.push(String(payload));
    }),
  );
  return {
    async received(txId: string) {
      await expect.poll(() => frames.some((f) => f.includes(`"${txId}"`))).toBe(true);
      await frameDrawn(page);
    },
  };
}

const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

const test = base.extend<{ dashboard: DashboardPage }>({
  dashboard: async ({ page }, use) => {
    await use(new DashboardPage(page));
  },
});

const UPTIME = /^Uptime: \d+h \d+m \d+s$/;

test.describe('system panel', () => {
  // The system state is shared by the whole run: these tests change it one at a time.
  test.describe.configure({ mode: 'serial' });

  test('shows the status with a ticking uptime', async ({ dashboard }) => {
    await dashboard.goto();
    await dashboard.expectStatus(UPTIME);
    const first = await dashboard.systemStatus.textContent();
    await expect(dashboard.systemStatus).not.toHaveText(first ?? '', { timeout: 30_000 });
    await expect(dashboard.enableMaintenance).toBeEnabled();
    await expect(dashboard.shutdown).toBeEnabled();
  });

  test('maintenance round trip: reason, Maintenance Mode, disable', async ({ dashboard, page }) => {
    await dashboard.goto();
    await dashboard.expectStatus(UPTIME);
    await dashboard.enableMaintenance.click();
    const dialog = dashboard.maintenanceDialog;
    await expect(dialog).toBeVisible();
    const duration = dialog.getByLabel('Duration');
    await expect(duration).toHaveValue(String(MAINTENANCE.defaultDurationMinutes));
    await expect(duration.getByRole('option')).toHaveCount(
      MAINTENANCE.durationOptionsMinutes.length,
    );

    // the 200-character rule, with the spec's message
    const reason = dialog.getByLabel('Reason');
    await reason.fill('x'.repeat(MAINTENANCE.reasonMaxLength + 1));
    await expect(dialog.getByRole('alert')).toHaveText(SYSTEM_MESSAGES.maintenanceReasonTooLong);
    await dialog.getByRole('button', { name: 'Enable Maintenance' }).click();
    await expect(dialog).toBeVisible();

    await reason.fill('Database upgrade (e2e)');
    await duration.selectOption('60');
    await dialog.getByRole('button', { name: 'Enable Maintenance' }).click();
    await expect(dialog).toBeHidden();
    await dashboard.expectStatus(SYSTEM_MESSAGES.statusMaintenance);
    await expect(dashboard.system.getByText(/Database upgrade \(e2e\)/)).toBeVisible();

    // it survives a reload (the state is the server's)
    await page.reload();
    await dashboard.expectStatus(SYSTEM_MESSAGES.statusMaintenance);

    await dashboard.disableMaintenance.click();
    await dashboard.expectStatus(UPTIME);
    await expect(dashboard.enableMaintenance).toBeEnabled();
  });

  test('an empty reason becomes the default reason', async ({ dashboard }) => {
    await dashboard.goto();
    await dashboard.expectStatus(UPTIME);
    await dashboard.enableMaintenance.click();
    await dashboard.maintenanceDialog.getByRole('button', { name: 'Enable Maintenance' }).click();
    await dashboard.expectStatus(SYSTEM_MESSAGES.statusMaintenance);
    await expect(dashboard.system.getByText(MAINTENANCE.defaultReason)).toBeVisible();
    await dashboard.disableMaintenance.click();
    await dashboard.expectStatus(UPTIME);
  });

  test('shutdown asks first, shows Shutting Down, blocks maintenance, and can be cancelled', async ({
    dashboard,
  }) => {
    await dashboard.goto();
    await dashboard.expectStatus(UPTIME);

    // dismissing the warning changes nothing
    await dashboard.shutdown.click();
    await expect(dashboard.shutdownDialog).toContainText(SYSTEM_MESSAGES.shutdownConfirm);
    await dashboard.shutdownDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dashboard.shutdownDialog).toBeHidden();
    await dashboard.expectStatus(UPTIME);

    await dashboard.shutdown.click();
    await dashboard.shutdownDialog.getByRole('button', { name: 'Shut Down' }).click();
    await expect(dashboard.shutdownDialog).toBeHidden();
    await dashboard.expectStatus(SYSTEM_MESSAGES.statusShuttingDown);
    await expect(dashboard.enableMaintenance).toBeDisabled();

    await dashboard.cancelShutdown.click();
    await dashboard.expectStatus(UPTIME);
    await expect(dashboard.shutdown).toBeVisible();
    await expect(dashboard.enableMaintenance).toBeEnabled();
  });
});

test.describe('Live Casino Events', () => {
  test('connects and shows events arriving, newest first', async ({ dashboard }) => {
    await dashboard.goto();
    await expect(dashboard.connection).toHaveText(DASHBOARD_MESSAGES.connected);
    await expect(dashboard.rows.first()).toBeVisible();
    const firstTime = await dashboard.rows.first().locator('time').getAttribute('datetime');
    await expect
      .poll(async () => dashboard.rows.first().locator('time').getAttribute('datetime'))
      .not.toBe(firstTime);
    const times = await dashboard.rows
      .locator('time')
      .evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime') ?? '')));
    // newest first (events of one burst may share a millisecond)
    for (let i = 1; i < times.length; i++) {
      expect(times[i]).toBeLessThanOrEqual((times[i - 1] ?? 0) + 1000);
    }
  });

  test('keeps at most 50 rows', async ({ dashboard, page }) => {
    const live = liveSocket(page);
    await dashboard.goto();
    await expect(dashboard.rows).toHaveCount(50, { timeout: 20_000 });
    // events go on arriving past the 50th (20 a second): a later, marked one reaches the page
    const txId = `e2e-cap-${Date.now().toString(36)}`;
    await emitEvent({ type: 'deposit', tx_id: txId });
    await live.received(txId);
    expect(await dashboard.rowCount()).toBe(50);
  });

  test('Pause stops intake, Resume takes events again, Clear empties', async ({
    dashboard,
    page,
  }) => {
    const live = liveSocket(page);
    await dashboard.goto();
    await expect(dashboard.rows.nth(4)).toBeVisible();
    await dashboard.pause.click();
    await expect(dashboard.resume).toBeVisible();
    const count = await dashboard.rowCount();
    const top = await dashboard.topRowText();
    expect(top).not.toBe('');
    // an event the page is sent while paused is not taken
    const whilePaused = `e2e-paused-${Date.now().toString(36)}`;
    await emitEvent({ type: 'deposit', tx_id: whilePaused });
    await live.received(whilePaused);
    expect(await dashboard.rowCount()).toBe(count);
    expect(await dashboard.topRowText()).toBe(top);
    await expect(dashboard.events.locator(`[title="${whilePaused}"]`)).toHaveCount(0);

    await dashboard.clear.click();
    await expect(dashboard.rows).toHaveCount(0);
    // nothing arrived since: that is not "no match"
    const waiting = dashboard.events.getByText('Waiting for events…');
    await expect(waiting).toBeVisible();
    await expect(dashboard.emptyState).toHaveCount(0);
    const afterClear = `e2e-cleared-${Date.now().toString(36)}`;
    await emitEvent({ type: 'deposit', tx_id: afterClear });
    await live.received(afterClear);
    await expect(waiting).toBeVisible(); // still paused
    await expect(dashboard.rows).toHaveCount(0);

    await dashboard.resume.click();
    await expect(dashboard.pause).toBeVisible();
    await expect(dashboard.rows.first()).toBeVisible();
  });

  test('filters: only deposits, high roller, minimum amount', async ({ dashboard }) => {
    await dashboard.goto();
    await dashboard.filters.click();
    await expect(dashboard.filters).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Bets', 'Withdrawals', 'Tips', 'Affiliate', 'Vault']) {
      await dashboard.filter(name).uncheck();
    }
    await expect(dashboard.rows.first()).toBeVisible({ timeout: 20_000 });
    await expect(dashboard.eventList.getByText('Deposit', { exact: true }).first()).toBeVisible({
      timeout: 20_000,
    });
    // only deposits: promo-code redeems are not deposits, and must not pass the deposit filter
    await emitEvent({ type: 'redeem' });
    await emitEvent({ type: 'deposit' });
    await expect(dashboard.rows.first()).toBeVisible();
    for (const type of await dashboard.rowTypes()) expect(type).toBe('Deposit');

    // every type off: nothing passes, and that is "no match"
    await dashboard.filter('Deposits').uncheck();
    await expect(dashboard.rows).toHaveCount(0);
    await expect(dashboard.emptyState).toBeVisible();

    // back to all types, high rollers only
    for (const name of ['Bets', 'Deposits', 'Withdrawals', 'Tips', 'Affiliate', 'Vault']) {
      await dashboard.filter(name).check();
    }
    await dashboard.filter(/High roller/).check();
    await expect(dashboard.rows.first()).toBeVisible({ timeout: 20_000 });
    const amounts = async () =>
      dashboard.rows.evaluateAll((items) =>
        items.map((li) =>
          Number.parseFloat((li.lastElementChild?.textContent ?? '').replace(/,/g, '')),
        ),
      );
    for (const amount of await amounts()) expect(amount).toBeGreaterThanOrEqual(50);

    await dashboard.filter(/High roller/).uncheck();
    await expect(dashboard.minimumAmount).toHaveAttribute('step', '0.01');
    await dashboard.minimumAmount.fill('1000000');
    await expect(dashboard.emptyState).toBeVisible();
    await dashboard.minimumAmount.fill('');
    await expect(dashboard.rows.first()).toBeVisible();
    // typed key by key, '0.' and '0.0' stay on the way to 0.01
    await dashboard.minimumAmount.pressSequentially('0.01');
    await expect(dashboard.minimumAmount).toHaveValue('0.01');
    await dashboard.events.getByRole('button', { name: 'Reset filters' }).click();
    await expect(dashboard.minimumAmount).toHaveValue('');
  });
});

test('stays responsive under a burst of hundreds of events per second', async ({
  dashboard,
  page,
}) => {
  await dashboard.goto();
  await expect(dashboard.connection).toHaveText(DASHBOARD_MESSAGES.connected);
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[]; frames: number };
    w.longTasks = [];
    w.frames = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    const tick = () => {
      w.frames += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });

  // ~1,500 bets through the sandbox, the gateway's relay and the socket, in bursts of 50
  const emit = () =>
    fetch(`${E2E_SANDBOX_URL}/__sandbox/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'bet' }),
    });
  let sent = 0;
  const started = Date.now();
  const emitting = (async () => {
    for (let burst = 0; burst < 30; burst++) {
      await Promise.all(Array.from({ length: 50 }, emit));
      sent += 50;
    }
  })();

  // in the middle of the burst the page answers a click, and pausing stops intake
  await expect.poll(() => sent, { intervals: [50] }).toBeGreaterThanOrEqual(500);
  await expect(dashboard.rows).toHaveCount(50);
  await dashboard.pause.click();
  await expect(dashboard.resume).toBeVisible();
  const top = await dashboard.topRowText();
  expect(top).not.toBe('');
  await emitting;
  const seconds = (Date.now() - started) / 1000;
  expect(await dashboard.topRowText()).toBe(top);
  await expect(dashboard.rows).toHaveCount(50);

  // Bets/min is computed from the stream, paused or not: it saw the whole burst
  const betsPerMinute = page
    .getByRole('region', { name: 'Real-time Activity' })
    .getByRole('definition')
    .filter({ hasText: /since opened|last 60 s/ })
    .first();
  await expect
    .poll(async () => Number.parseInt((await betsPerMinute.innerText()).replace(/,/g, ''), 10))
    .toBeGreaterThanOrEqual(1500);
  await dashboard.resume.click();
  await expect(dashboard.pause).toBeVisible();

  const { longTasks, frames } = await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[]; frames: number };
    return { longTasks: w.longTasks, frames: w.frames };
  });
  // Reported, not asserted: on this machine's two shared cores a long task mostly measures the
  // renderer waiting for a core while the sandbox, the gateway and the emitter run.
  const worst = Math.max(0, ...longTasks);
  test.info().annotations.push({
    type: 'burst',
    description: `1500 events in ${seconds.toFixed(1)} s (${Math.round(1500 / seconds)}/s); ${frames} frames; long tasks: ${longTasks.length}, worst ${Math.round(worst)} ms`,
  });
  console.log(`burst: ${test.info().annotations.at(-1)?.description}`);
});

test('the dashboard shows the stat cards, charts and real-time block, labelled as sample data', async ({
  dashboard,
  page,
}) => {
  await dashboard.goto();
  for (const name of DASHBOARD.statCards) {
    await expect(page.getByRole('heading', { name, level: 3, exact: true })).toBeVisible();
  }
  for (const title of [
    'Revenue Analytics',
    'User Distribution',
    'Game Performance',
    'Activity Heatmap',
    'Conversion Funnel',
  ]) {
    await expect(page.getByRole('figure', { name: title })).toBeVisible();
  }
  const periods = page.getByRole('group', { name: 'Period' });
  for (const period of DASHBOARD.revenuePeriods) {
    await periods.getByRole('button', { name: period }).click();
    await expect(periods.getByRole('button', { name: period })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  const realtime = page.getByRole('region', { name: 'Real-time Activity' });
  for (const name of DASHBOARD.realtimeStats) await expect(realtime.getByText(name)).toBeVisible();
  await expect(page.getByText(DASHBOARD_MESSAGES.sampleData).first()).toBeVisible();
  // Bets/min comes from the stream: it climbs once events arrive
  await expect(dashboard.connection).toHaveText(DASHBOARD_MESSAGES.connected);
});

test('screenshots: wide and narrow', async ({ dashboard, page }) => {
  const shoot = async (name: string, target?: { scrollIntoViewIfNeeded: () => Promise<void> }) => {
    if (target) await target.scrollIntoViewIfNeeded();
    else await page.evaluate(() => window.scrollTo(0, 0));
    // rows scrolled into view from far away (content-visibility: auto) are drawn a frame later
    await frameDrawn(page);
    await page.screenshot({ path: join(SHOTS, `${name}.png`) });
  };
  const charts = page.getByRole('figure', { name: 'Conversion Funnel' });

  await page.setViewportSize({ width: 1440, height: 900 });
  await dashboard.goto();
  await expect(dashboard.connection).toHaveText(DASHBOARD_MESSAGES.connected);
  await expect(charts.locator('svg').first()).toBeVisible();
  await expect(dashboard.rows.nth(9)).toBeVisible();
  await dashboard.pause.click();
  await shoot('dashboard-wide');
  await shoot('dashboard-wide-charts', charts);
  await shoot('dashboard-wide-events', dashboard.events);

  await page.setViewportSize({ width: 390, height: 844 });
  await dashboard.goto();
  await expect(dashboard.connection).toHaveText(DASHBOARD_MESSAGES.connected);
  await expect(dashboard.rows.nth(9)).toBeVisible();
  await dashboard.pause.click();
  await shoot('dashboard-narrow');
  await shoot('dashboard-narrow-charts', charts);
  await shoot('dashboard-narrow-events', dashboard.events);
  // nothing is wider than the phone
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // the Schedule Maintenance modal fits the phone
  await dashboard.enableMaintenance.click();
  await expect(dashboard.maintenanceDialog).toBeVisible();
  await animationsDone(page);
  await page.screenshot({ path: join(SHOTS, 'dashboard-narrow-maintenance.png') });
  await dashboard.maintenanceDialog.getByRole('button', { name: 'Cancel' }).click();
});
