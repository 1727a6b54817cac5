import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { sessions } from '../src/db/schema.js';
import {
  RESTART_TIMEOUT_MS,
  call,
  sessionCookieOf,
  startGateway,
  tempDir,
} from './support/gateway.js';

let dir: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  dir = await tempDir();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await rm(dir, { recursive: true, force: true });
});

async function gateway(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await startGateway({ GATEWAY_DATA_DIR: path.join(dir, 'db'), ...env });
  apps.push(app);
  return app;
}

async function signIn(app: FastifyInstance): Promise<string> {
  const { res } = await call(app, 'mutation', 'auth.login', {
    username: 'admin',
    password: 'Admin123!',
  });
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error(`no session cookie: ${res.body}`);
  return cookie;
}

/** The one session row, its tokens decrypted (they are stored encrypted). */
async function onlySession(app: FastifyInstance) {
  const rows = await app.database.db.select().from(sessions);
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  const open = (v: string) => app.tokenCipher.decrypt(v, row.tokenKeyId!);
  return { ...row, accessToken: open(row.accessToken), refreshToken: open(row.refreshToken) };
}

/** Edits the table directly, as another instance would (which also tells this one to re-read). */
async function editSessions(app: FastifyInstance, values: Partial<typeof sessions.$inferInsert>) {
  await app.database.db.update(sessions).set(values);
  app.auth.sessions.clearCache();
}

function refreshWith(refreshToken: string) {
  const identity = inject('identity');
  const client = new CognitoIdentityProviderClient({
    endpoint: identity.endpoint,
    region: identity.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return client
    .send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: identity.clientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    )
    .finally(() => client.destroy());
}

describe('sessions', () => {
  let cookie: string;

  it(
    'stores only the hash of the session id, and survives a gateway restart',
    async () => {
      const first = await gateway();
      cookie = await signIn(first);
      const row = await onlySession(first);
      expect(row.idHash).not.toBe(cookie);
      expect(row.idHash).toMatch(/^[0-9a-f]{64}$/);
      await first.close();
      apps.pop();

      const second = await gateway();
      const me = await call(second, 'query', 'auth.session', undefined, { cookie });
      expect(me.status).toBe(200);
      expect(me.body.result?.data).toMatchObject({ user: { username: 'admin' }, via: 'session' });
    },
    RESTART_TIMEOUT_MS,
  );

  it('refreshes the access token when it is within 5 s of expiry', async () => {
    const app = apps[0]!;
    const before = await onlySession(app);
    await editSessions(app, { accessExpiresAt: new Date(Date.now() + 4_000) });
    const res = await call(app, 'query', 'auth.session', undefined, { cookie });
    expect(res.status).toBe(200);
    const after = await onlySession(app);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.accessExpiresAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
    expect(after.refreshToken).toBe(before.refreshToken);
  });

  it('a new sign-in from the same browser ends the session it held', async () => {
    const app = apps[0]!;
    const res = await call(
      app,
      'mutation',
      'auth.login',
      { username: 'admin', password: 'Admin123!' },
      { cookie },
    );
    const fresh = sessionCookieOf(res.res);
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(cookie);
    expect((await call(app, 'query', 'auth.session', undefined, { cookie })).status).toBe(401);
    cookie = fresh!;
    expect((await call(app, 'query', 'auth.session', undefined, { cookie })).status).toBe(200);
  });

  it('ends a session after the idle lifetime', async () => {
    const app = apps[0]!;
    const other = await signIn(app);
    await editSessions(app, { lastSeenAt: new Date(Date.now() - 61 * 60_000) });
    const res = await call(app, 'query', 'auth.session', undefined, { cookie: other });
    expect(res.status).toBe(401);
    expect(res.res.cookies.find((c) => c.name === 'pitboss_session')?.value).toBe('');
    const me = await call(app, 'query', 'auth.me', undefined, { cookie });
    expect(me.body.result?.data).toMatchObject({ user: null });
    expect(await app.database.db.select().from(sessions)).toHaveLength(0);
  });

  it('signs out at once: the cookie stops working and the refresh token is revoked', async () => {
    const app = apps[0]!;
    cookie = await signIn(app);
    const { refreshToken } = await onlySession(app);
    await expect(refreshWith(refreshToken)).resolves.toBeTruthy();

    const out = await call(app, 'mutation', 'auth.logout', undefined, { cookie });
    expect(out.body.result?.data).toEqual({ signedOut: true });
    expect(out.res.cookies.find((c) => c.name === 'pitboss_session')?.value).toBe('');

    const after = await call(app, 'query', 'auth.session', undefined, { cookie });
    expect(after.status).toBe(401);
    expect(await app.database.db.select().from(sessions)).toHaveLength(0);
    await expect(refreshWith(refreshToken)).rejects.toThrow();
  });
});
