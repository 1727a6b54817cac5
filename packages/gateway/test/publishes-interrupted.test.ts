import type { AuditEntry, Page, PublishRecord, Slot } from '@pitboss/contracts';
import { PUBLISH_HISTORY_MESSAGES as M } from '@pitboss/contracts';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startFaultSandbox, waitFor, type FaultSandbox } from './support/fault-sandbox.js';
import { signInTo, startGatewayProcess, type GatewayProcess } from './support/gateway-process.js';
import { usePostgres } from './support/postgres.js';

/**
 * A gateway process killed while the admin API holds its publish call, and another gateway
 * started on the same Postgres database: what the history, the audit trail and the catalogue say
 * afterwards. Runs on PITBOSS_TEST_DATABASE_URL when given, else on a throwaway cluster.
 */
const { url: pgUrl } = usePostgres();
// Two gateways start from their sources one after the other; a guard against a hang.
const GUARD_MS = 240_000;

describe('a gateway that dies mid-publish', () => {
  let upstream: FaultSandbox | undefined;
  const gateways: GatewayProcess[] = [];
  afterAll(async () => {
    for (const g of gateways) g.child.kill('SIGKILL');
    await Promise.all(gateways.map((g) => g.exited));
    await upstream?.stop();
    const client = new pg.Client({ connectionString: pgUrl() });
    await client.connect();
    await client.query(
      // every table, and the audit chain's functions and triggers with them
      'drop schema if exists public cascade; create schema public; drop schema if exists drizzle cascade',
    );
    await client.end();
  }, GUARD_MS);

  it(
    'leaves its history row to be closed as interrupted by the next publish, no audit row of its own, and nothing published',
    async () => {
      upstream = await startFaultSandbox();
      const sandbox = upstream;
      // a direct publish, as without change control
      const env = { ADMIN_API_URL: sandbox.url, DATABASE_URL: pgUrl(), APPROVALS_REQUIRED: 'none' };
      const publishedAt = async () =>
        (
          await sandbox.app.sandbox.db.query<{ value: unknown }>(
            `select value from meta where key = 'published_at'`,
          )
        ).rows[0]?.value ?? null;
      const publishAnswers = async () => {
        const r = await sandbox.control('GET', '/__sandbox/requests?path=/publish');
        return (r.body as { requests: { status: number }[] }).requests.map((x) => x.status);
      };

      const one = await startGatewayProcess(env);
      gateways.push(one);
      const cookie = await signInTo(one);
      const ok = async (
        g: GatewayProcess,
        type: 'query' | 'mutation',
        path: string,
        input?: unknown,
      ) => {
        const r = await g.call(type, path, input, cookie);
        if (r.body.error) throw new Error(`${path}: ${r.status} ${r.body.error.message}`);
        return r.body.result?.data;
      };
      await ok(one, 'mutation', 'catalogue.publish');
      const lastPublished = await publishedAt();
      const slot = ((await ok(one, 'query', 'slots.filter', { limit: 1 })) as { items: Slot[] })
        .items[0]!;
      await ok(one, 'mutation', 'slots.update', { id: slot.id, description: 'edited, then lost' });
      await sandbox.control('DELETE', '/__sandbox/requests');

      // The admin API holds the publish call (and would refuse it when woken): the gateway is
      // killed while it waits.
      await sandbox.control('POST', '/__sandbox/faults', {
        path: '/publish',
        method: 'POST',
        delayMs: 600_000,
        status: 503,
      });
      const pending = one
        .call('mutation', 'catalogue.publish', undefined, cookie)
        .catch((err: unknown) => err);
      await waitFor(
        async () => {
          const r = await sandbox.control('GET', '/__sandbox/faults');
          return (r.body as { faults: { hits: number }[] }).faults[0]?.hits === 1;
        },
        60_000,
        'the publish call held by the admin API',
      );
      const held = (await ok(one, 'query', 'publishes.list')) as Page<PublishRecord>;
      expect(held.items[0]).toMatchObject({ kind: 'publish', status: 'in-progress' });
      const interrupted = held.items[0]!.id;
      one.child.kill('SIGKILL');
      await one.exited;
      expect(await pending).toBeInstanceOf(Error);

      // Woken, the held call ends with its refusal, to a caller that is gone: nothing was
      // published.
      await sandbox.control('DELETE', '/__sandbox/faults');
      expect(await publishedAt()).toEqual(lastPublished);

      // Another gateway on the same database: the session lives on, and the next publish takes
      // the lock the dead one held (it went with its connection) and closes the row it left.
      const two = await startGatewayProcess(env);
      gateways.push(two);
      const result = await ok(two, 'mutation', 'catalogue.publish');
      expect(result).toEqual(expect.objectContaining({ slots: expect.any(Number) }));
      expect((await publishAnswers()).filter((status) => status === 200)).toHaveLength(1);
      expect(await publishedAt()).not.toEqual(lastPublished);

      const rows = ((await ok(two, 'query', 'publishes.list')) as Page<PublishRecord>).items;
      expect(rows.map((r) => [r.id === interrupted ? 'interrupted' : 'other', r.status])).toEqual([
        ['other', 'published'],
        ['interrupted', 'failed'],
        ['other', 'published'],
      ]);
      expect(rows[1]).toMatchObject({
        error: M.interrupted,
        result: null,
        hasSnapshot: true,
        username: 'admin',
      });
      // the edit the lost publish carried is in the one that went through
      expect(rows[0]!.changes?.slots).toBeGreaterThanOrEqual(1);

      // The audit trail has the edit and the two publishes that ended; the killed process wrote
      // no row for the publish it never finished (the history row above is its record).
      const audit = ((await ok(two, 'query', 'audit.list', { limit: 100 })) as Page<AuditEntry>)
        .items;
      expect(
        audit
          .filter((e) => e.procedure === 'catalogue.publish' || e.procedure === 'slots.update')
          .map((e) => `${e.procedure}:${e.outcome}`),
      ).toEqual(['catalogue.publish:ok', 'slots.update:ok', 'catalogue.publish:ok']);
    },
    GUARD_MS,
  );
});
