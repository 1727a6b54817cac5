import type {
  AuditEntry,
  Page,
  PublishRecord,
  PublishesDiffResult,
  PublishesRestoreResult,
  Slot,
} from '@pitboss/contracts';
import { PUBLISH_HISTORY_MESSAGES } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PublishStore } from '../src/publishes/store.js';
import { adminCookie, sandbox } from './support/admin.js';
import { waitFor } from './support/fault-sandbox.js';
import { call, callers, startGateway } from './support/gateway.js';
import { makeSecondAdmin, signIn } from './support/second-admin.js';

const EXPORT = '/api/data-transfer/export/download';
const IMPORT = '/api/data-transfer/import';

describe('publish history: snapshots, retention, concurrency, restore', () => {
  let app: FastifyInstance;
  let cookie: string;
  const { q, m } = callers(
    () => app,
    () => cookie,
  );
  const history = () => q<Page<PublishRecord>>('publishes.list', { limit: 100 });
  const audit = (input: Record<string, unknown>) =>
    q<Page<AuditEntry>>('audit.list', { limit: 100, ...input });

  beforeAll(async () => {
    app = await startGateway();
    cookie = await adminCookie(app);
  });
  afterEach(() => sandbox.clearFaults());
  afterAll(async () => {
    await sandbox.clearFaults();
    await app?.close();
  });

  it('a publish stores a compressed snapshot with who, when, the result and the changes', async () => {
    const before = (await history()).total;
    const result = await m<{ slots: number }>('catalogue.publish');
    const page = await history();
    expect(page.total).toBe(before + 1);
    const row = page.items[0]!;
    expect(row).toMatchObject({
      kind: 'publish',
      status: 'published',
      username: 'admin',
      displayName: 'Ada Admin',
      hasSnapshot: true,
      result,
      counts: { slots: 20, providers: 4 },
    });
    expect(row.changes).toEqual(expect.objectContaining({ slots: expect.any(Number) }));
    expect(row.storedBytes).toBeGreaterThan(0);
    expect(row.storedBytes * 4).toBeLessThan(row.rawBytes);
  });

  it('a snapshot that cannot be taken stops the publish, unless the user publishes without one', async () => {
    await sandbox.forget();
    await sandbox.fault({ path: EXPORT, status: 500, message: 'disk full' });
    const refused = await call(app, 'mutation', 'catalogue.publish', undefined, { cookie });
    expect(refused.body.error?.data.code).toBe('PRECONDITION_FAILED');
    expect(refused.body.error?.message).toBe(PUBLISH_HISTORY_MESSAGES.snapshotFailed('disk full'));
    expect(await sandbox.requests('/publish')).toEqual([]);
    expect((await history()).items[0]).toMatchObject({
      status: 'failed',
      hasSnapshot: false,
      error: PUBLISH_HISTORY_MESSAGES.snapshotFailed('disk full'),
    });

    await m('catalogue.publish', { withoutSnapshot: true });
    expect(await sandbox.requests('/publish')).toHaveLength(1);
    expect((await history()).items[0]).toMatchObject({ status: 'published', hasSnapshot: false });
    // nothing to compare with a publish that has no snapshot
    const diff = await call(
      app,
      'query',
      'publishes.diff',
      {
        from: (await history()).items[0]!.id,
        to: 'current',
      },
      { cookie },
    );
    expect(diff.body.error?.message).toBe(PUBLISH_HISTORY_MESSAGES.noSnapshotData);
  });

  it('two users publishing at once: the second is refused, naming the first; no interleaved snapshot', async () => {
    const second = await makeSecondAdmin('pub2');
    const other = await signIn(app, second.username, second.password);
    await sandbox.fault({ path: '/publish', method: 'POST', delayMs: 1500, once: true });
    const first = call(app, 'mutation', 'catalogue.publish', undefined, { cookie });
    await waitFor(
      async () => (await history()).items[0]?.status === 'in-progress',
      10_000,
      'the first publish to start',
    );
    const refused = await call(app, 'mutation', 'catalogue.publish', undefined, { cookie: other });
    expect(refused.body.error?.data.code).toBe('CONFLICT');
    expect(refused.body.error?.message).toMatch(
      /^Another publish is in progress \(started by Ada Admin at .+\)\. Wait for it to finish, then try again\.$/,
    );
    const restoreRefused = await call(
      app,
      'mutation',
      'publishes.restore',
      { snapshotId: (await history()).items[1]!.id, reason: 'at the same time' },
      { cookie: other },
    );
    expect(restoreRefused.body.error?.data.code).toBe('CONFLICT');
    expect((await first).body.result?.data).toBeDefined();
    const rows = (await history()).items;
    expect(rows.filter((r) => r.status === 'in-progress')).toEqual([]);
    // the refused calls left no history row
    expect(rows.filter((r) => r.username === second.username)).toEqual([]);
    // and were audited as refused
    const refusals = await audit({ user: second.username, outcome: 'error' });
    expect(refusals.items.map((e) => e.procedure).sort()).toEqual([
      'catalogue.publish',
      'publishes.restore',
    ]);
  });

  it('diff between two publishes, restore of the first, and every step in the audit trail', async () => {
    const slots = await q<{ items: Slot[] }>('slots.filter', { limit: 5 });
    const slot = slots.items[0]!;
    // a publish sets non-archived slots live: publish once so both versions below agree on that
    await m('catalogue.publish');
    await m('catalogue.publish');
    const first = (await history()).items[0]!;
    const renamed = `${slot.title} (renamed)`;
    await m('slots.update', { id: slot.id, title: renamed });
    await m('catalogue.publish');
    const second = (await history()).items[0]!;
    expect(second.changes?.slots).toBeGreaterThanOrEqual(1);

    const d = await q<PublishesDiffResult>('publishes.diff', { from: first.id, to: second.id });
    expect(d.diff.slots.changed).toEqual([
      expect.objectContaining({
        id: slot.id,
        fields: [{ field: 'title', before: slot.title, after: renamed }],
      }),
    ]);
    const preview = await q<PublishesDiffResult>('publishes.diff', {
      from: 'current',
      to: first.id,
    });
    expect(preview.diff.slots.changed[0]?.fields).toEqual([
      { field: 'title', before: renamed, after: slot.title },
    ]);

    // the update's before/after, read by the gateway
    const update = (await audit({ domain: 'slots', target: slot.id })).items[0]!;
    expect(update).toMatchObject({
      procedure: 'slots.update',
      before: { title: slot.title },
      after: { title: renamed },
    });

    const badReason = await call(
      app,
      'mutation',
      'publishes.restore',
      {
        snapshotId: first.id,
        reason: ' ',
      },
      { cookie },
    );
    expect(badReason.body.error?.message).toBe(PUBLISH_HISTORY_MESSAGES.reasonRequired);

    const restored = await m<PublishesRestoreResult>('publishes.restore', {
      snapshotId: first.id,
      reason: 'the rename was a mistake',
    });
    expect(restored.record).toMatchObject({
      kind: 'restore',
      status: 'published',
      step: 'done',
      restoredFrom: first.id,
      restoredFromAt: first.at,
      reason: 'the rename was a mistake',
      hasSnapshot: true,
    });
    expect((await q<Slot>('slots.get', { id: slot.id })).title).toBe(slot.title);
    const after = await q<PublishesDiffResult>('publishes.diff', { from: first.id, to: 'current' });
    expect(after.diff.summary).toEqual({
      slots: { added: 0, removed: 0, changed: 0, moved: 0 },
      providers: { added: 0, removed: 0, changed: 0, moved: 0 },
      groups: { added: 0, removed: 0, changed: 0, moved: 0 },
    });
    // the rollback's own snapshot is the catalogue before it: restoring it would redo the rename
    const undo = await q<PublishesDiffResult>('publishes.diff', {
      from: 'current',
      to: restored.record.id,
    });
    expect(undo.diff.slots.changed[0]?.fields).toEqual([
      { field: 'title', before: slot.title, after: renamed },
    ]);

    const steps = (await audit({ target: first.id })).items.map(
      (e) => `${e.procedure}:${e.outcome}`,
    );
    expect(steps).toEqual([
      'publishes.restore:ok',
      'catalogue.publish:ok',
      'catalogue.importBackup:ok',
      'publishes.snapshot:ok',
      // the attempt without a reason, refused
      'publishes.restore:error',
    ]);
  });

  it('a restore whose import fails says the catalogue is unchanged and nothing was published', async () => {
    const slots = await q<{ items: Slot[] }>('slots.filter', { limit: 5 });
    const slot = slots.items[1]!;
    await m('catalogue.publish');
    const target = (await history()).items[0]!;
    await m('slots.update', { id: slot.id, title: `${slot.title} v2` });
    await sandbox.forget();
    await sandbox.fault({ path: IMPORT, status: 500, message: 'import exploded' });
    const r = await call(
      app,
      'mutation',
      'publishes.restore',
      {
        snapshotId: target.id,
        reason: 'try it',
      },
      { cookie },
    );
    const message = PUBLISH_HISTORY_MESSAGES.restoreImportFailed('import exploded.', true);
    expect(r.body.error?.message).toBe(message);
    expect(await sandbox.requests('/publish')).toEqual([]);
    expect((await q<Slot>('slots.get', { id: slot.id })).title).toBe(`${slot.title} v2`);
    expect((await history()).items[0]).toMatchObject({
      kind: 'restore',
      status: 'failed',
      step: 'import',
      error: message,
    });
    const steps = (await audit({ target: target.id })).items.map(
      (e) => `${e.procedure}:${e.outcome}`,
    );
    expect(steps).toEqual([
      'publishes.restore:error',
      'catalogue.importBackup:error',
      'publishes.snapshot:ok',
    ]);
  });

  it('retention: the newest PUBLISH_HISTORY_KEEP stay, and none older than the age limit', async () => {
    const small = await startGateway({ PUBLISH_HISTORY_KEEP: '2' });
    try {
      const c = await adminCookie(small);
      for (let i = 0; i < 3; i++) {
        const r = await call(small, 'mutation', 'catalogue.publish', undefined, { cookie: c });
        expect(r.body.error).toBeUndefined();
      }
      const page = await call(small, 'query', 'publishes.list', undefined, { cookie: c });
      expect((page.body.result?.data as Page<PublishRecord>).total).toBe(2);
      // age: two days later with a one-day limit, only the newest is left
      const store = new PublishStore(small.database.db);
      expect(await store.prune(100, 86_400_000, new Date(Date.now() + 2 * 86_400_000))).toBe(1);
      expect((await store.list(1, 10)).total).toBe(1);
    } finally {
      await small.close();
    }
  });
});
