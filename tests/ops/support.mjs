// Helpers for the operations tests: plain HTTP calls to the gateway's tRPC API, as a script would.
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** auth.login over plain HTTP; returns the session cookie (name=value). */
export async function signIn(baseUrl, username = 'admin', password = 'Admin123!') {
  const res = await fetch(`${baseUrl}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = await res.json();
  if (res.status !== 200 || body.result?.data?.status !== 'SIGNED_IN') {
    throw new Error(`sign-in failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  }
  const setCookie = res.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0];
  if (!cookie.startsWith('pitboss_session=')) throw new Error(`no session cookie: ${setCookie}`);
  return cookie;
}

/** An admin-only call: 200 with the user while the session lives, 401 after. */
export async function sessionOf(baseUrl, cookie) {
  const res = await fetch(`${baseUrl}/trpc/auth.session`, { headers: { cookie } });
  const body = await res.json().catch(() => null);
  return { status: res.status, username: body?.result?.data?.user?.username ?? null };
}

export async function signOut(baseUrl, cookie) {
  const res = await fetch(`${baseUrl}/trpc/auth.logout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: '{}',
  });
  if (res.status !== 200) throw new Error(`sign-out failed: HTTP ${res.status}`);
}
