import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORTS } from '../../stack.js';
import { LoginPage } from '../pages/login-page.js';
import { Shell } from '../pages/shell.js';

interface Admin {
  username: string;
  password: string;
  name: string;
}

/** An administrator made directly in cognito-local, left with its temporary password. */
async function createAdmin(username: string, name: string) {
  const identity = JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', 'artifacts', '.data', 'cognito', 'identity.json'),
      'utf8',
    ),
  ) as { userPoolId: string };
  const call = async (target: string, body: Record<string, unknown>) => {
    const res = await fetch(`http://localhost:${E2E_PORTS.cognito}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify({ UserPoolId: identity.userPoolId, Username: username, ...body }),
    });
    if (!res.ok) throw new Error(`${target}: ${res.status} ${await res.text()}`);
  };
  await call('AdminCreateUser', {
    TemporaryPassword: 'Temp12345!',
    MessageAction: 'SUPPRESS',
    UserAttributes: [
      { Name: 'name', Value: name },
      { Name: 'email', Value: `${username}@pitboss.local` },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'custom:role', Value: 'admin' },
    ],
  });
  return call;
}

/**
 * A second administrator (the seeded ones are used by other suites); `suffix` keeps the username
 * unique per run.
 */
export async function makeSecondAdmin(suffix: string, name = 'Curt Curator'): Promise<Admin> {
  const username = `curt${suffix}`;
  const password = 'Curator123!';
  const call = await createAdmin(username, name);
  await call('AdminSetUserPassword', { Password: password, Permanent: true });
  return { username, password, name };
}

/**
 * An administrator who has never signed in: its first sign-in asks for a new password (the
 * seeded `newhire` does so only until sign-in.spec.ts has set one).
 */
export async function makeNewHire(suffix: string): Promise<Admin> {
  const username = `nina${suffix}`;
  const name = 'Nina Newhire';
  await createAdmin(username, name);
  return { username, password: 'Temp12345!', name };
}

/**
 * Makes a second administrator, signs it in at `path` in a fresh browser context, waits until
 * its session is set (its name in the sidebar: the login page has a heading too), runs `act`
 * as that admin, and closes the context.
 */
export async function asSecondAdmin(
  browser: Browser,
  { suffix, name, path }: { suffix: string; name?: string; path: string },
  act: (page: Page, admin: Admin) => Promise<void>,
): Promise<Admin> {
  const admin = await makeSecondAdmin(suffix, name);
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  try {
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.goto(path);
    await login.signInAs(admin.username, admin.password);
    await new Shell(page).expectSignedIn(admin.name);
    await act(page, admin);
  } finally {
    await context.close();
  }
  return admin;
}

/**
 * "Changed by <name> just now", or a few seconds or minutes ago: how old the other user's save
 * reads depends on how busy the machine is between that save and the conflict, not on the code.
 */
export const changedRecentlyBy = (name: string): RegExp =>
  new RegExp(
    `Changed by ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (just now|\\d+ seconds? ago|\\d+ minutes? ago)`,
  );
