import {
  PUBLISH_HISTORY_MESSAGES as M,
  diffCatalogues,
  isEmptyDiff,
  type CatalogueChange,
  type CatalogueTables,
  type PublishesDiffResult,
  type PublishesRestoreResult,
  type PublishResult,
} from '@pitboss/contracts';
import { TRPCError } from '@trpc/server';
import { AuditStore } from '../audit/store.js';
import type { Services } from '../trpc/context.js';
import type { AdminApi } from '../upstream/api.js';
import { UpstreamError } from '../upstream/errors.js';
import { publishLock } from './lock.js';
import {
  backupUpload,
  catalogueOf,
  decodeSnapshot,
  encodeSnapshot,
  fetchBackup,
  restoreBackup,
  type Backup,
} from './snapshot.js';
import { PublishStore, type Actor } from './store.js';

interface Caller {
  services: Pick<Services, 'config' | 'database' | 'log' | 'changes'>;
  api: AdminApi;
  actor: Actor;
}

const causeText = (err: unknown): string =>
  err instanceof Error && err.message ? err.message : String(err);

/** A sentence ends with a full stop before the next one is appended. */
const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

async function busy(store: PublishStore): Promise<never> {
  const row = await store.inProgress();
  throw new TRPCError({
    code: 'CONFLICT',
    message: row ? M.busy(row.displayName ?? row.username, row.at.toISOString()) : M.busyUnknown,
  });
}

function prune(app: Caller['services'], store: PublishStore): Promise<void> {
  const { keep, maxAgeMs } = app.config.publishHistory;
  return store.prune(keep, maxAgeMs).then(
    () => undefined,
    (err: unknown) => app.log.error({ err }, 'publish history retention failed'),
  );
}

/**
 * `catalogue.publish`: under the publish lock, a snapshot of the working catalogue (the admin
 * API's backup, catalogue tables, compressed), then the publish; both recorded in the history.
 * A snapshot that cannot be taken stops the publish unless `withoutSnapshot` is set.
 */
export async function publishWithSnapshot(
  { services: app, api, actor }: Caller,
  options: { withoutSnapshot?: boolean | undefined } = {},
): Promise<PublishResult> {
  const store = new PublishStore(app.database.db);
  const locked = await publishLock(app.database).run(async () => {
    await store.closeInterrupted();
    const changes = await new AuditStore(app.database.db).changesSinceLastPublish();
    const id = await store.begin(actor, { kind: 'publish', changes });
    if (!options.withoutSnapshot) {
      try {
        await store.attachSnapshot(id, await encodeSnapshot(catalogueOf(await fetchBackup(api))));
      } catch (err) {
        const message = M.snapshotFailed(causeText(err));
        await store.fail(id, message);
        throw new TRPCError({ code: 'PRECONDITION_FAILED', message });
      }
    }
    try {
      const result = await api.catalogue.publish();
      await store.finish(id, result);
      return result;
    } catch (err) {
      await store.fail(id, causeText(err));
      throw err;
    } finally {
      await prune(app, store);
    }
  });
  if (!locked.acquired) return busy(store);
  return locked.value;
}

async function tablesOf(
  store: PublishStore,
  api: AdminApi,
  side: string,
): Promise<{ tables: CatalogueTables; at: string | null }> {
  if (side === 'current') return { tables: catalogueOf(await fetchBackup(api)), at: null };
  const row = await store.data(side);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: M.snapshotNotFound });
  if (!row.data) throw new TRPCError({ code: 'BAD_REQUEST', message: M.noSnapshotData });
  return { tables: await decodeSnapshot(row.data), at: row.at.toISOString() };
}

/** `publishes.diff`: two versions (snapshots or the working catalogue), compared by kind. */
export async function diffVersions(
  { services: app, api }: Omit<Caller, 'actor'>,
  input: { from: string; to: string },
): Promise<PublishesDiffResult> {
  const store = new PublishStore(app.database.db);
  const [from, to] = await Promise.all([
    tablesOf(store, api, input.from),
    input.to === input.from ? null : tablesOf(store, api, input.to),
  ]);
  const started = performance.now();
  const diff = diffCatalogues(from.tables, (to ?? from).tables);
  const tookMs = Math.round((performance.now() - started) * 10) / 10;
  return {
    from: { id: input.from, at: from.at },
    to: { id: input.to, at: (to ?? from).at },
    diff,
    tookMs,
  };
}

/**
 * `publishes.restore`: under the publish lock, (1) a snapshot of the present (so the rollback can
 * itself be undone), (2) the chosen version's catalogue imported through the admin API (the other
 * sections kept as they are now), (3) a publish. Each step is written to the audit trail; the
 * history row carries the current step (the progress the screen shows). A failure says exactly
 * what state the catalogue is left in.
 */
export async function restoreVersion(
  { services: app, api, actor }: Caller,
  input: { snapshotId: string; reason: string },
): Promise<PublishesRestoreResult> {
  const store = new PublishStore(app.database.db);
  const audit = new AuditStore(app.database.db);
  const record = (
    procedure: string,
    outcome: 'ok' | 'error',
    extra: { input?: unknown; error?: string; before?: unknown; after?: unknown } = {},
  ) =>
    audit
      .record({
        ...actor,
        procedure,
        target: input.snapshotId,
        input: extra.input ?? { restoreOf: input.snapshotId, reason: input.reason },
        outcome,
        error: extra.error ?? null,
        durationMs: api.stats.durationMs,
        before: extra.before ?? null,
        after: extra.after ?? null,
      })
      .catch((err: unknown) => app.log.error({ err, procedure }, 'audit row not written'));

  const locked = await publishLock(app.database).run(async () => {
    await store.closeInterrupted();
    const target = await tablesOf(store, api, input.snapshotId);
    const changes = await audit.changesSinceLastPublish();
    const id = await store.begin(actor, {
      kind: 'restore',
      changes,
      restoredFrom: input.snapshotId,
      reason: input.reason,
    });
    const announce = () => {
      if (!app.changes) return;
      const change: CatalogueChange = {
        domain: 'publishes',
        procedure: 'publishes.restore',
        targetId: id,
        by: { username: actor.username, displayName: actor.displayName ?? actor.username },
        at: new Date().toISOString(),
      };
      app.changes.announce(change);
    };
    announce();

    // 1. the present, kept as this row's snapshot
    let present: Backup;
    let presentTables: CatalogueTables;
    try {
      present = await fetchBackup(api);
      presentTables = catalogueOf(present);
      await store.attachSnapshot(id, await encodeSnapshot(presentTables));
    } catch (err) {
      const message = M.restoreNothingChanged(sentence(M.snapshotFailed(causeText(err))));
      await store.fail(id, message);
      await record('publishes.snapshot', 'error', { error: message });
      throw new TRPCError({ code: 'PRECONDITION_FAILED', message });
    }
    await record('publishes.snapshot', 'ok', { after: { snapshot: id } });

    // 2. the import
    await store.step(id, 'import');
    announce();
    const counts = (t: CatalogueTables) => ({
      slots: t.slots.length,
      providers: t.providers.length,
      groups: t.groups.length,
    });
    try {
      await api.catalogue.importBackup(backupUpload(restoreBackup(present, target.tables)));
    } catch (err) {
      // Did anything change? Compare the working catalogue with the snapshot just taken.
      const unchanged = await fetchBackup(api)
        .then((b) => isEmptyDiff(diffCatalogues(presentTables, catalogueOf(b))))
        .catch(() => null);
      const message = M.restoreImportFailed(sentence(causeText(err)), unchanged);
      await store.fail(id, message);
      await record('catalogue.importBackup', 'error', { error: message });
      throw new TRPCError({
        code: err instanceof UpstreamError && err.status === 400 ? 'BAD_REQUEST' : 'BAD_GATEWAY',
        message,
      });
    }
    await record('catalogue.importBackup', 'ok', {
      before: counts(presentTables),
      after: counts(target.tables),
    });

    // 3. the publish
    await store.step(id, 'publish');
    announce();
    let result: PublishResult;
    try {
      result = await api.catalogue.publish();
    } catch (err) {
      const message = M.restorePublishFailed(sentence(causeText(err)));
      await store.fail(id, message);
      await record('catalogue.publish', 'error', { error: message });
      throw new TRPCError({ code: 'BAD_GATEWAY', message });
    }
    await store.finish(id, result);
    await record('catalogue.publish', 'ok', { after: result });
    announce();
    await prune(app, store);
    const row = await store.get(id);
    if (!row) throw new Error('publish history row vanished');
    return { record: row, result };
  });
  if (!locked.acquired) return busy(store);
  return locked.value;
}
