import { test as base } from '@playwright/test';
import { E2E_SANDBOX_URL } from '../stack.js';
import { LoginPage } from './pages/login-page.js';
import { Shell } from './pages/shell.js';

export const ADMIN = { username: 'admin', password: 'Admin123!', displayName: 'Ada Admin' };
export const NEWHIRE = { username: 'newhire', password: 'Welcome123!' };
export const VIEWER = { username: 'viewer', password: 'Viewer123!' };

/**
 * Page objects as fixtures (ARCHITECTURE.md "Style to follow"), and the sandbox's faults cleared
 * after every test, so a fault a test left behind (a `once` fault never hit) cannot reach the next.
 */
export const test = base.extend<{ loginPage: LoginPage; shell: Shell; faultsCleared: void }>({
  loginPage: async ({ page }, use) => {
    await use(new LoginPage(page));
  },
  shell: async ({ page }, use) => {
    await use(new Shell(page));
  },
  faultsCleared: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern: none
    async ({}, use) => {
      await use();
      const res = await fetch(`${E2E_SANDBOX_URL}/__sandbox/faults`, { method: 'DELETE' });
      if (!res.ok) throw new Error(`the sandbox's faults could not be cleared: ${res.status}`);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
