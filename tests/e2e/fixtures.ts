import { test as base } from '@playwright/test';
import { LoginPage } from './pages/login-page.js';
import { Shell } from './pages/shell.js';

export const ADMIN = { username: 'admin', password: 'Admin123!', displayName: 'Ada Admin' };
export const NEWHIRE = { username: 'newhire', password: 'Welcome123!' };
export const VIEWER = { username: 'viewer', password: 'Viewer123!' };

/** Page objects as fixtures (ARCHITECTURE.md "Style to follow"). */
export const test = base.extend<{ loginPage: LoginPage; shell: Shell }>({
  loginPage: async ({ page }, use) => {
    await use(new LoginPage(page));
  },
  shell: async ({ page }, use) => {
    await use(new Shell(page));
  },
});

export { expect } from '@playwright/test';
