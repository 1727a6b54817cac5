import type {
  AuditEntry,
  Page,
  PublishChanges,
  PublishRecord,
  PublishesDiffResult,
  Slot,
} from '@pitboss/contracts';
import { API_MESSAGES, PUBLISH_HISTORY_MESSAGES as M } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from './support/admin.js';
import { startFaultSandbox, type FaultSandbox } from './support/fault-sandbox.js';
import { call, callers, startGateway } from './support/gateway.js';

/**
 * A publish and a restore that fail at the admin API's publish call, after the snapshot was
 * taken: the answer, the publish-history row, the audit trail, and the catalogue left behind.
 */
// Short, so the timed-out publish ends in seconds; the other calls ask a 12-slot sandbox.
const UPSTREAM_TIMEOUT_MS = 3_000;
/** Guards against a hang, not verdicts: a gateway starts slowly on a busy machine. */
const HOOK_GUARD_MS = 180_000;
const TEST_GUARD_MS = 90_000;

describe('a publish or a restore whose publish call fails', () => {
  let upstream: FaultSandbox;
  let app: FastifyInstance;
  let cookie: string;
  const { q, m } = callers(
    () => app,
    () => cookie,
  );
  const history = async () =>
    (await q<Page<PublishRecord>>('publishes.list', { limit: 100 })).items;
  const audit = async (input: Record<string, unknown>) =>
    (await q<Page<AuditEntry>>('audit.list', { limit: 100, ...input })).items;
  /** When the admin API last published (its own record), null before the first publish. */
  const publishedAt = async () =>
    (
      await upstream.app.sandbox.db.query<{ value: unknown }>(
        `select value from meta where key = 'published_at'`,
      )
    ).rows[0]?.value ?? null;
  /** The statuses the admin API answered to POST /publish since the last reset. */
  const publishAnswers = async () => {
    const r = await upstream.control('GET', '/__sandbox/requests?path=/publish');
    return (r.body as { requests: { status: number }[] }).requests.map((x) => x.status);
  };

  beforeAll(async () => {
    upstream = await startFaultSandbox();
    app = await startGateway({
      ADMIN_API_URL: upstream.url,
      UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    });
    cookie = await adminCookie(app);
  }, HOOK_GUARD_MS);
  afterEach(async () => {
    await upstream.control('DELETE', '/__sandbox/faults');
    await upstream.control('DELETE', '/__sandbox/requests');
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.stop();
  });

  it(
    'a publish the admin API does not answer in time: the timeout message, a failed row with its snapshot, an error audit row, nothing published',
    async () => {
      await m('catalogue.publish');
      const slot = (await q<{ items: Slot[] }>('slots.filter', { limit: 1 })).items[0]!;
      await m('slots.update', {
        id: slot.id,
        description: 'edited before a publish that times out',
      });
      const unpublished = await q<PublishChanges>('catalogue.changesSinceLastPublish');
      expect(unpublished.slots).toBeGreaterThanOrEqual(1);
      const lastPublished = await publishedAt();
      await upstream.control('DELETE', '/__sandbox/requests');
      // held past the timeout; the late answer is a 503, so the call the gateway gave up on does
      // not publish afterwards either
      await upstream.control('POST', '/__sandbox/faults', {
        path: '/publish',
        method: 'POST',
        delayMs: 120_000,
        status: 503,
      });

      const r = await call(app, 'mutation', 'catalogue.publish', undefined, { cookie });
      expect(r.body.error?.data.code).toBe('TIMEOUT');
      expect(r.body.error?.message).toBe(API_MESSAGES.requestTimeout);

      const [row] = await history();
      expect(row).toMatchObject({
        kind: 'publish',
        status: 'failed',
        error: API_MESSAGES.requestTimeout,
        hasSnapshot: true,
        result: null,
        username: 'admin',
      });
      const [own] = await audit({});
      expect(own).toMatchObject({
        procedure: 'catalogue.publish',
        outcome: 'error',
        error: API_MESSAGES.requestTimeout,
        username: 'admin',
      });
      expect(own!.durationMs).toBeGreaterThanOrEqual(UPSTREAM_TIMEOUT_MS - 50);

      // The publish was asked once (no retry), and its late answer is a refusal: nothing was
      // published. Clearing the faults wakes the held call, which ends with that 503.
      const faults = await upstream.control('GET', '/__sandbox/faults');
      expect((faults.body as { faults: { hits: number }[] }).faults.map((f) => f.hits)).toEqual([
        1,
      ]);
      await upstream.control('DELETE', '/__sandbox/faults');
      expect(await publishedAt()).toEqual(lastPublished);
      // and the edit still waits for a publish
      expect(await q<PublishChanges>('catalogue.changesSinceLastPublish')).toEqual(unpublished);
    },
    TEST_GUARD_MS,
  );

  it(
    'a restore whose publish fails: the message, a failed row at the publish step, each step in the audit trail, the catalogue imported but not published',
    async () => {
      const slot = (await q<{ items: Slot[] }>('slots.filter', { limit: 2 })).items[1]!;
      await m('catalogue.publish');
      const target = (await history())[0]!;
      const renamed = `${slot.title} v2`;
      await m('slots.update', { id: slot.id, title: renamed });
      const lastPublished = await publishedAt();
      await upstream.control('DELETE', '/__sandbox/requests');
      await upstream.control('POST', '/__sandbox/faults', {
        path: '/publish',
        method: 'POST',
        status: 503,
        message: 'prod down',
      });

      const r = await call(
        app,
        'mutation',
        'publishes.restore',
        { snapshotId: target.id, reason: 'the rename was a mistake' },
        { cookie },
      );
      const message = M.restorePublishFailed('prod down.');
      expect(r.body.error?.data.code).toBe('BAD_GATEWAY');
      expect(r.body.error?.message).toBe(message);

      const [row] = await history();
      expect(row).toMatchObject({
        kind: 'restore',
        status: 'failed',
        step: 'publish',
        error: message,
        restoredFrom: target.id,
        reason: 'the rename was a mistake',
        hasSnapshot: true,
        result: null,
      });
      const steps = (await audit({ target: target.id })).map(
        (e) => `${e.procedure}:${e.outcome}:${e.error ?? ''}`,
      );
      expect(steps).toEqual([
        `publishes.restore:error:${message}`,
        `catalogue.publish:error:${message}`,
        'catalogue.importBackup:ok:',
        'publishes.snapshot:ok:',
      ]);

      // the working catalogue is the chosen version again, as the message says ...
      expect((await q<Slot>('slots.get', { id: slot.id })).title).toBe(slot.title);
      const left = await q<PublishesDiffResult>('publishes.diff', {
        from: target.id,
        to: 'current',
      });
      expect(left.diff.summary.slots).toEqual({ added: 0, removed: 0, changed: 0, moved: 0 });
      // ... not published: the admin API refused the one publish asked, and kept its last one
      expect(await publishAnswers()).toEqual([503]);
      expect(await publishedAt()).toEqual(lastPublished);
      // and the failed row's snapshot is the catalogue before the restore: the rename can be redone
      const undo = await q<PublishesDiffResult>('publishes.diff', { from: 'current', to: row!.id });
      expect(undo.diff.slots.changed[0]?.fields).toEqual([
        { field: 'title', before: slot.title, after: renamed },
      ]);
    },
    TEST_GUARD_MS,
  );
});
