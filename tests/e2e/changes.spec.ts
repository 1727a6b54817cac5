import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { CHANGE_REQUEST_MESSAGES as M } from '@pitboss/contracts';
import { E2E_PORTS, E2E_SANDBOX_URL } from '../stack.js';
import { LoginPage } from './pages/login-page.js';
import { expectAccessible } from './support/axe.js';
import { expect, test } from './fixtures.js';

/**
 * Four-eyes approval in two browsers: the suite's stack runs with approval off, so this file
 * starts one more gateway on the same admin API and identity with the default APPROVALS_REQUIRED.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');
const SHOTS = join(ARTIFACTS, 'screenshots');
mkdirSync(SHOTS, { recursive: true });
const PORT = E2E_PORTS.gateway + 7;
const BASE = `http://localhost:${PORT}`;

let gateway: ChildProcess | undefined;
let dataDir = '';

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'pitboss-e2e-changes-'));
  gateway = spawn(process.execPath, [join(ROOT, 'packages/gateway/dist/main.js')], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      ADMIN_API_URL: E2E_SANDBOX_URL,
      AUTH_MODE: 'local',
      COGNITO_IDENTITY_FILE: join(ARTIFACTS, '.data', 'cognito', 'identity.json'),
      GATEWAY_DATA_DIR: dataDir,
      WEB_DIST_DIR: join(ROOT, 'packages/web/dist'),
      LOG_LEVEL: 'warn',
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${BASE}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (gateway && gateway.exitCode === null) {
    const exited = new Promise((r) => gateway?.once('exit', r));
    gateway.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(browser: Browser, username: string, password: string) {
  const context = await browser.newContext({
    baseURL: BASE,
    storageState: { cookies: [], origins: [] },
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto('/curator');
  await login.signInAs(username, password);
  return { context, page };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });

test('one administrator requests a publish, another sees the count, reviews the diff and approves, the first is told', async ({
  browser,
}) => {
  const author = await signedIn(browser, 'admin', 'Admin123!');
  const reviewer = await signedIn(browser, 'reviewer', 'Reviewer123!');
  try {
    const a = author.page;
    await a
      .getByRole('button', { name: /Publish/ })
      .first()
      .click();
    await a.getByRole('menuitem', { name: 'Request publish' }).click();
    const dialog = a.getByRole('dialog', { name: 'Request: Publish the catalogue' });
    await dialog.getByLabel('Note for the reviewer').fill('Weekly release');
    await dialog.getByRole('button', { name: 'Submit request' }).click();
    await expect(a.getByText(M.submitted)).toBeVisible();

    // the reviewer's navbar counts it (told over the relay), and the diff is one click away
    const r = reviewer.page;
    const link = r.getByRole('link', { name: /^Changes \d+ pending$/ });
    await expect(link).toBeVisible();
    await link.click();
    await r
      .getByRole('button', { name: /^Review Publish the catalogue by Ada Admin/ })
      .first()
      .click();
    const detail = r.getByRole('region', { name: 'Publish the catalogue' });
    await expect(detail.getByText('Weekly release')).toBeVisible();
    await expect(
      detail
        .getByText(/Nothing published yet|No catalogue changes|Slots:|Providers:|Groups:/)
        .first(),
    ).toBeVisible();
    await shot(r, 'changes-review-1440');
    await expectAccessible(r, 'the Changes screen');
    for (const [w, h] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await r.setViewportSize({ width: w, height: h });
      await shot(r, `changes-review-${w}`);
    }
    await r.setViewportSize({ width: 1440, height: 900 });

    // the author cannot approve their own request
    await a.goto('/changes');
    await a
      .getByRole('button', { name: /^Review Publish the catalogue by Ada Admin/ })
      .first()
      .click();
    await expect(a.getByText(M.ownApproval)).toBeVisible();
    await expect(a.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    await detail.getByRole('button', { name: 'Approve' }).click();
    await expect(r.getByText(M.approvedToast)).toBeVisible();
    await expect(detail.getByText('Applied')).toBeVisible();
    // the author is told
    await expect(a.getByText(M.noticeApplied)).toBeVisible();
    await shot(a, 'changes-author-told-1440');
  } finally {
    await author.context.close();
    await reviewer.context.close();
  }
});

test('an import that needs approval is submitted with its file and a note; the reviewer sees it and rejects it; a direct import is refused', async ({
  browser,
}) => {
  // two browsers and a whole backup staged and previewed: slower than one screen's test
  test.slow();
  const author = await signedIn(browser, 'admin', 'Admin123!');
  const reviewer = await signedIn(browser, 'reviewer', 'Reviewer123!');
  try {
    const a = author.page;
    const backup = await a.request.get('/api/catalogue/backup');
    expect(backup.ok()).toBe(true);
    const before = await backup.text();

    await a
      .getByRole('button', { name: /Publish/ })
      .first()
      .click();
    await a.getByRole('menuitem', { name: 'Request import' }).click();
    const dialog = a.getByRole('dialog', { name: 'Request: Import a backup' });
    await dialog.getByLabel('Backup file (JSON)').setInputFiles({
      name: 'weekly.json',
      mimeType: 'application/json',
      buffer: Buffer.from(before),
    });
    await dialog.getByLabel('Note for the reviewer').fill('Back to Monday');
    await dialog.getByRole('button', { name: 'Submit request' }).click();
    // the gateway reads the whole catalogue to stage the request's preview
    await expect(a.getByText(M.submitted)).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toBeHidden();

    const r = reviewer.page;
    await r.goto('/changes');
    await r
      .getByRole('button', { name: /^Review Import a backup by Ada Admin/ })
      .first()
      .click();
    const detail = r.getByRole('region', { name: 'Import a backup' });
    await expect(detail.getByText('Back to Monday')).toBeVisible();
    await expect(detail.getByText('weekly.json')).toBeVisible();
    await detail.getByRole('button', { name: 'Reject' }).click();
    const rejecting = r.getByRole('dialog', { name: 'Reject change request' });
    await rejecting.getByLabel('Reason').fill('Not this week');
    await rejecting.getByRole('button', { name: 'Reject' }).click();
    await expect(r.getByText(M.rejectedToast)).toBeVisible();
    await expect(a.getByText(M.noticeRejected('Rita Reviewer', 'Not this week'))).toBeVisible();

    // the direct import is refused on this gateway, in the action's words
    const direct = await a.request.post('/api/uploads/backup', {
      multipart: {
        file: { name: 'b.json', mimeType: 'application/json', buffer: Buffer.from(before) },
      },
    });
    expect(direct.status()).toBe(403);
  } finally {
    await author.context.close();
    await reviewer.context.close();
  }
});
