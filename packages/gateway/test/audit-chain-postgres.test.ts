import { randomBytes } from 'node:crypto';
import type { AuditVerifyResult } from '@pitboss/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from './support/admin.js';
import { call, startGateway } from './support/gateway.js';
import { usePostgres } from './support/postgres.js';

/**
 * The tamper-evident audit trail on Postgres, with two gateways writing on one database (its own,
 * new): the chain stays whole under concurrent writes, the gateway's own connection cannot change
 * or remove a row, and a row changed by a superuser behind the gateway's back is reported.
 */
const { url: pgUrl } = usePostgres();

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

describe('the audit chain on Postgres', () => {
  const apps: FastifyInstance[] = [];
  let databaseUrl: string;
  let cookie: string;

  const verify = async (app: FastifyInstance) => {
    const res = await call(app, 'query', 'audit.verify', undefined, { cookie });
    expect(res.status).toBe(200);
    return res.body.result?.data as AuditVerifyResult;
  };
  /** One refused create: an audit row written without a call to the admin API. */
  const refusedCreate = (app: FastifyInstance) =>
    call(app, 'mutation', 'groups.create', { displayName: ' ' }, { cookie });
  /** As the database's superuser, with ordinary triggers off: what no gateway can do. */
  const behindTheGatewaysBack = (statement: string, values: unknown[]) =>
    withClient(databaseUrl, async (c) => {
      await c.query('begin');
      await c.query('set local session_replication_role = replica');
      await c.query(statement, values);
      await c.query('commit');
    });
  const rowAt = (seq: number) =>
    withClient(databaseUrl, async (c) => {
      const r = await c.query<{ id: string; at: Date }>('select id, at from audit where seq = $1', [
        seq,
      ]);
      return r.rows[0]!;
    });

  beforeAll(async () => {
    const name = `audit_${randomBytes(6).toString('hex')}`;
    await withClient(pgUrl(), (c) => c.query(`create database ${name}`));
    const u = new URL(pgUrl());
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    apps.push(await startGateway({ DATABASE_URL: databaseUrl }));
    apps.push(await startGateway({ DATABASE_URL: databaseUrl }));
    cookie = await adminCookie(apps[0]!);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('two gateways writing at once keep one unbroken chain, and audit.verify says ok', async () => {
    const writes = Array.from({ length: 40 }, (_, i) => refusedCreate(apps[i % 2]!));
    expect((await Promise.all(writes)).every((r) => r.status === 400)).toBe(true);

    const result = await verify(apps[1]!);
    const rows = await withClient(databaseUrl, (c) =>
      c.query<{ seq: string; prev_hash: string; hash: string }>(
        'select seq, prev_hash, hash from audit order by seq',
      ),
    );
    expect(result).toEqual({ ok: true, rows: rows.rows.length });
    expect(rows.rows.length).toBeGreaterThanOrEqual(41);
    rows.rows.forEach((row, i) => {
      expect(Number(row.seq)).toBe(i + 1);
      expect(row.prev_hash).toBe(i === 0 ? '' : rows.rows[i - 1]!.hash);
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  it("the gateway's own connection cannot update, delete or truncate the trail", async () => {
    const db = apps[0]!.database.db;
    // drizzle wraps the database's error: its own message is the cause's
    const failure = (statement: ReturnType<typeof sql>) =>
      db.execute(statement).then(
        () => 'done',
        (err: Error) => (err.cause as Error | undefined)?.message ?? err.message,
      );
    expect(await failure(sql`update audit set target = 'forged'`)).toBe(
      'The audit trail is append-only: UPDATE on audit is refused.',
    );
    expect(await failure(sql`delete from audit`)).toBe(
      'The audit trail is append-only: DELETE on audit is refused.',
    );
    expect(await failure(sql`truncate audit`)).toBe(
      'The audit trail is append-only: TRUNCATE on audit is refused.',
    );
    // An insert cannot choose its place in the chain or its hash.
    await db.execute(
      sql`insert into audit (user_id, username, procedure, outcome, duration_ms, seq, prev_hash, hash)
          values ('x', 'x', 'x.y', 'ok', 0, 1, '', 'made-up')`,
    );
    expect((await verify(apps[0]!)).ok).toBe(true);
  });

  it('a row changed by a superuser behind the gateway is reported as the first broken one', async () => {
    const changed = await rowAt(7);
    await behindTheGatewaysBack("update audit set target = 'forged' where seq = 7", []);
    const result = await verify(apps[0]!);
    expect(result.ok).toBe(false);
    expect(result.firstBroken).toEqual({ id: changed.id, at: changed.at.toISOString() });
  });

  it('a row removed behind the gateway breaks the chain at the row after it', async () => {
    // the changed row put back as it was leaves the chain whole again
    await behindTheGatewaysBack('update audit set target = null where seq = 7', []);
    expect((await verify(apps[0]!)).ok).toBe(true);
    const after = await rowAt(13);
    await behindTheGatewaysBack('delete from audit where seq = 12', []);
    const result = await verify(apps[1]!);
    expect(result).toMatchObject({ ok: false, firstBroken: { id: after.id } });
  });
});
