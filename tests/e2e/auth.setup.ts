import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { ADMIN_STATE, SIGNED_OUT } from '../stack.js';
import { ADMIN, test } from './fixtures.js';

test.use({ storageState: SIGNED_OUT });

test('sign in as the admin once and keep the session', async ({ page, loginPage, shell }) => {
  await loginPage.goto('/dashboard');
  await loginPage.signInAs(ADMIN.username, ADMIN.password);
  await shell.expectSignedIn(ADMIN.displayName);
  mkdirSync(dirname(ADMIN_STATE), { recursive: true });
  await page.context().storageState({ path: ADMIN_STATE });
});
