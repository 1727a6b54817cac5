import { randomBytes } from 'node:crypto';
import type { CatalogueChange } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashId } from '../src/auth/opaque-id.js';
import { sessions } from '../src/db/schema.js';
import { call, sessionCookieOf, startGateway } from './support/gateway.js';
import { usePostgres } from './support/postgres.js';

/**
 * Several gateways on one Postgres database behave as one: migrations at the same moment, login
 * limits, session ends, change notices, one refresh per expiry, tokens encrypted. On the server
 * PITBOSS_TEST_DATABASE_URL names, else on a throwaway cluster of this file's own; each test gets
 * its own empty database on that server.
 */
const { emptyDatabase } = usePostgres();
const KEY = randomBytes(32).toString('base64');

async function withClient<T>(
  connectionString: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new empty database on the test server; its URL. */

/** A change announced by another user. */
const someChange = (domain: 'slots' | 'providers', targetId: string): CatalogueChange => ({
  domain,
  procedure: `${domain}.update`,
  targetId,
  by: { username: 'someone', displayName: 'Some One' },
  at: new Date().toISOString(),
});

const waitFor = async (check: () => boolean, ms: number, what: string) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('several gateways on one Postgres', () => {
  const apps: FastifyInstance[] = [];
  let databaseUrl: string;
  let gateways: FastifyInstance[];

  const inDatabase = <T>(fn: (client: pg.Client) => Promise<T>) => withClient(databaseUrl, fn);

  const start = async (env: Record<string, string> = {}) => {
    const app = await startGateway({
      DATABASE_URL: databaseUrl,
      SESSION_ENCRYPTION_KEY: KEY,
      ...env,
    });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    databaseUrl = await emptyDatabase('cluster');
    // Three gateways started at the same moment on an empty database: all of them come up.
    gateways = await Promise.all([1, 2, 3].map((n) => start({ GATEWAY_INSTANCE_ID: `gw-${n}` })));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('migrate once under the advisory lock when started together on an empty database', async () => {
    const applied = await inDatabase((db) =>
      db.query('select count(*)::int as n from drizzle.__drizzle_migrations'),
    );
    expect(applied.rows[0].n).toBeGreaterThanOrEqual(3);
    for (const app of gateways) {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(200);
    }
    const ids = await Promise.all(
      gateways.map(async (app) => (await app.inject('/healthz')).headers['x-gateway-instance']),
    );
    expect(ids).toEqual(['gw-1', 'gw-2', 'gw-3']);
  });

  it('counts login attempts for a username across instances: the 6th is refused wherever it lands', async () => {
    const username = `Nobody${randomBytes(3).toString('hex')}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = gateways[i % 3]!;
      const name = i % 2 ? username.toUpperCase() : username.toLowerCase();
      const res = await call(
        app,
        'mutation',
        'auth.login',
        { username: name, password: 'wrong-password' },
        { ip: `10.1.0.${i}` },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('counts every call of a batch, on every instance', async () => {
    const username = `batch${randomBytes(3).toString('hex')}`;
    const body: Record<string, unknown> = {};
    for (let i = 0; i < 4; i++) body[i] = { username, password: 'wrong-password' };
    const first = await gateways[0]!.inject({
      method: 'POST',
      url: `/trpc/${Array(4).fill('auth.login').join(',')}?batch=1`,
      headers: { 'content-type': 'application/json' },
      payload: body,
      remoteAddress: '10.2.0.1',
    });
    const answers = first.json<{ error?: { data: { code: string } } }[]>();
    expect(answers.map((a) => a.error?.data.code)).toEqual([
      'UNAUTHORIZED',
      'UNAUTHORIZED',
      'UNAUTHORIZED',
      'UNAUTHORIZED',
    ]);
    const second = await gateways[1]!.inject({
      method: 'POST',
      url: '/trpc/auth.login,auth.login?batch=1',
      headers: { 'content-type': 'application/json' },
      payload: { 0: { username, password: 'x' }, 1: { username, password: 'x' } },
      remoteAddress: '10.2.0.2',
    });
    // the two calls run at once: one is the 5th attempt, the other the 6th
    expect(
      second
        .json<{ error?: { data: { code: string } } }[]>()
        .map((a) => a.error?.data.code)
        .sort(),
    ).toEqual(['TOO_MANY_REQUESTS', 'UNAUTHORIZED']);
  });

  it('stores no readable token, and ends a session on every instance at once', async () => {
    const [a, b, c] = gateways as [FastifyInstance, FastifyInstance, FastifyInstance];
    const login = await call(a, 'mutation', 'auth.login', {
      username: 'admin',
      password: 'Admin123!',
    });
    const cookie = sessionCookieOf(login.res)!;
    const dump = JSON.stringify(
      (await inDatabase((db) => db.query('select * from sessions'))).rows,
    );
    // no JWT (a base64url JSON header and a dot); the ciphertext is base64url, which may hold the
    // letters eyJ by chance but never a dot
    expect(dump).not.toMatch(/eyJ[A-Za-z0-9_-]{8,}\./);
    // cached on b and c
    expect((await call(b, 'query', 'auth.session', undefined, { cookie })).status).toBe(200);
    expect((await call(c, 'query', 'auth.session', undefined, { cookie })).status).toBe(200);

    const ended: string[] = [];
    c.auth.onSessionEnded((idHash) => ended.push(idHash));
    await call(b, 'mutation', 'auth.logout', undefined, { cookie });
    // the notice reaching instance 3 is the event; the time limit only guards against a hang
    await waitFor(() => ended.includes(hashId(cookie)), 30_000, 'the session end on instance 3');
    for (const app of gateways) {
      expect((await call(app, 'query', 'auth.session', undefined, { cookie })).status).toBe(401);
    }
  });

  it("announces a change made on one instance to the others' relays", async () => {
    const seen: CatalogueChange[] = [];
    gateways[2]!.changes.subscribe((change) => seen.push(change));
    const change = someChange('slots', '7');
    gateways[0]!.changes.announce(change);
    await waitFor(() => seen.length > 0, 1_000, 'the change on instance 3');
    expect(seen).toEqual([change]);
  });

  it('refreshes a session once when 20 calls across the instances find its token expiring', async () => {
    const login = await call(gateways[0]!, 'mutation', 'auth.login', {
      username: 'admin',
      password: 'Admin123!',
    });
    const cookie = sessionCookieOf(login.res)!;
    const refreshes = async () => {
      let total = 0;
      for (const app of gateways) {
        const metric = await app.metrics.sessionRefreshes.get();
        total += metric.values.find((v) => v.labels.outcome === 'refreshed')?.value ?? 0;
      }
      return total;
    };
    const before = await refreshes();
    // The access token is about to expire (as after an hour), seen by every instance.
    await gateways[0]!.database.db.update(sessions).set({ accessExpiresAt: new Date() });
    for (const app of gateways) app.auth.sessions.clearCache();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(gateways[i % 3]!, 'query', 'auth.session', undefined, { cookie }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect((await refreshes()) - before).toBe(1);
    expect((await call(gateways[1]!, 'query', 'auth.session', undefined, { cookie })).status).toBe(
      200,
    );
  });

  it('reconnects a lost listening connection, then drops its caches and hears the others again', async () => {
    const resynced: string[] = [];
    gateways.forEach((app, n) => app.cluster.onResync(() => resynced.push(`gw-${n + 1}`)));
    // The server ends every LISTEN connection on this database (as a Postgres restart would).
    const ended = await inDatabase((db) =>
      db.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'",
      ),
    );
    expect(ended.rowCount).toBe(3);
    await waitFor(() => resynced.length === 3, 10_000, 'every instance to listen again');
    const seen: CatalogueChange[] = [];
    gateways[1]!.changes.subscribe((change) => seen.push(change));
    const change = someChange('providers', '3');
    gateways[2]!.changes.announce(change);
    await waitFor(() => seen.length > 0, 1_000, 'the change after the reconnect');
    expect(seen).toEqual([change]);
  });
});
