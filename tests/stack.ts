// Where the end-to-end stack listens: its own ports, so a running `npm start` does not clash.
export const E2E_PORTS = { cognito: 29229, sandbox: 24010, gateway: 28080 } as const;
export const E2E_BASE_URL = `http://localhost:${E2E_PORTS.gateway}`;
export const E2E_SANDBOX_URL = `http://localhost:${E2E_PORTS.sandbox}`;

/** Debian's Chromium, with the flags this machine's closed network needs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The admin's saved session (written by e2e/auth.setup.ts). */
export const ADMIN_STATE = new URL('./artifacts/.auth/admin.json', import.meta.url).pathname;

/** A context with no session, for the tests that sign in themselves. */
export const SIGNED_OUT = { cookies: [], origins: [] };
