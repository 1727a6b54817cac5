import type { Page, PublishRecord } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { adminCookie, sandbox } from './support/admin.js';
import { waitFor } from './support/fault-sandbox.js';
import { call, startGateway } from './support/gateway.js';
import { usePostgres } from './support/postgres.js';
import { makeSecondAdmin, signIn } from './support/second-admin.js';

/**
 * The publish lock across gateways: a Postgres advisory lock. Runs on the database
 * PITBOSS_TEST_DATABASE_URL names, else on a throwaway cluster (as `postgres.test.ts`).
 */
const { url: pgUrl } = usePostgres();

describe('concurrent publishes on two gateways sharing Postgres', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await sandbox.clearFaults();
    for (const app of apps) await app.close();
    const client = new pg.Client({ connectionString: pgUrl() });
    await client.connect();
    await client.query(
      // every table, and the audit chain's functions and triggers with them
      'drop schema if exists public cascade; create schema public; drop schema if exists drizzle cascade',
    );
    await client.end();
  });

  it('a publish on one gateway refuses a publish on the other until it ends', async () => {
    const one = await startGateway({ DATABASE_URL: pgUrl() });
    apps.push(one);
    const two = await startGateway({ DATABASE_URL: pgUrl() });
    apps.push(two);
    const ada = await adminCookie(one);
    const second = await makeSecondAdmin('pgpub');
    const sam = await signIn(two, second.username, second.password);
    const list = async () =>
      (await call(two, 'query', 'publishes.list', undefined, { cookie: sam })).body.result
        ?.data as Page<PublishRecord>;

    await sandbox.fault({ path: '/publish', method: 'POST', delayMs: 1500, once: true });
    const first = call(one, 'mutation', 'catalogue.publish', undefined, { cookie: ada });
    await waitFor(
      async () => (await list()).items[0]?.status === 'in-progress',
      10_000,
      'the first publish to start',
    );
    const refused = await call(two, 'mutation', 'catalogue.publish', undefined, { cookie: sam });
    expect(refused.body.error?.data.code).toBe('CONFLICT');
    expect(refused.body.error?.message).toMatch(
      /^Another publish is in progress \(started by Ada Admin at /,
    );
    expect((await first).body.error).toBeUndefined();

    // once it ended, the other gateway publishes
    const after = await call(two, 'mutation', 'catalogue.publish', undefined, { cookie: sam });
    expect(after.body.error).toBeUndefined();
    const rows = (await list()).items;
    expect(rows.map((r) => `${r.username}:${r.status}`)).toEqual([
      `${second.username}:published`,
      'admin:published',
    ]);
  });
});
