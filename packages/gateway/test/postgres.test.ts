import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { call, sessionCookieOf, startGateway } from './support/gateway.js';
import { usePostgres } from './support/postgres.js';

/**
 * The same sessions on Postgres (node-postgres driver, same migrations), on the database
 * PITBOSS_TEST_DATABASE_URL names (an empty one it may write to), else on a throwaway cluster.
 */
const { url: pgUrl } = usePostgres();

describe('sessions on Postgres', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    const client = new pg.Client({ connectionString: pgUrl() });
    await client.connect();
    await client.query(
      // every table, and the audit chain's functions and triggers with them
      'drop schema if exists public cascade; create schema public; drop schema if exists drizzle cascade',
    );
    await client.end();
  });

  it('migrates, signs in, and keeps the session across a restart and a second instance', async () => {
    const first = await startGateway({ DATABASE_URL: pgUrl() });
    apps.push(first);
    const login = await call(first, 'mutation', 'auth.login', {
      username: 'admin',
      password: 'Admin123!',
    });
    expect(login.status).toBe(200);
    const cookie = sessionCookieOf(login.res);

    // A second gateway on the same database (as behind a load balancer) sees the session.
    const second = await startGateway({ DATABASE_URL: pgUrl() });
    apps.push(second);
    const me = await call(second, 'query', 'auth.session', undefined, { cookie });
    expect(me.status).toBe(200);
    expect(me.body.result?.data).toMatchObject({ user: { username: 'admin' } });

    const out = await call(second, 'mutation', 'auth.logout', undefined, { cookie });
    expect(out.body.result?.data).toEqual({ signedOut: true });
    expect((await call(first, 'query', 'auth.session', undefined, { cookie })).status).toBe(401);
  });
});
