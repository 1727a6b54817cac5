// Where the end-to-end stack listens: its own ports, so a running `npm start` does not clash.
// E2E_PORT_OFFSET (default 0) shifts all three, so several checkouts can run the suite at once.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0 || offset > 1000) {
  throw new Error(
    `E2E_PORT_OFFSET must be an integer from 0 to 1000 (got "${process.env.E2E_PORT_OFFSET}")`,
  );
}
export const E2E_PORTS = {
  cognito: 29229 + offset,
  sandbox: 24010 + offset,
  gateway: 28080 + offset,
} as const;
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
