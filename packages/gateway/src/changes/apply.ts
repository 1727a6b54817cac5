import type { CatalogueChange, ChangeAction } from '@pitboss/contracts';
import { AuditStore } from '../audit/store.js';
import { publishWithSnapshot, restoreVersion } from '../publishes/service.js';
import { backupUpload } from '../publishes/snapshot.js';
import type { Actor } from '../publishes/store.js';
import type { Services } from '../trpc/context.js';
import type { AdminApi } from '../upstream/api.js';
import { stagedBackup } from './preview.js';
import type { StoredRequest } from './store.js';

export interface Runner {
  services: Pick<Services, 'config' | 'database' | 'log' | 'changes'>;
  api: AdminApi;
  actor: Actor;
}

/** The procedure each action is (its audit rows and notices use the same name as a direct call). */
const PROCEDURE: Record<ChangeAction, string> = {
  publish: 'catalogue.publish',
  restore: 'publishes.restore',
  import: 'catalogue.importBackup',
  reset: 'catalogue.reset',
  'promotions.publish': 'promotions.publish',
  shutdown: 'system.initiateShutdown',
};

const errorText = (err: unknown): string =>
  err instanceof Error && err.message ? err.message : String(err);

function run(runner: Runner, request: StoredRequest, file: Buffer | null): Promise<unknown> {
  const { api } = runner;
  const reason = `Change request ${request.id}${request.note ? `: ${request.note}` : ''}`;
  switch (request.action as ChangeAction) {
    case 'publish':
      return publishWithSnapshot(runner);
    case 'restore':
      return restoreVersion(runner, {
        snapshotId: request.versionId ?? '',
        reason: reason.slice(0, 500),
      });
    case 'import':
      return api.catalogue.importBackup(backupUpload(stagedBackup(file ?? Buffer.alloc(0))));
    case 'reset':
      return api.catalogue.reset();
    case 'promotions.publish':
      return api.promotions.publish();
    case 'shutdown':
      return api.system.initiateShutdown();
  }
}

/**
 * Runs an approved request's action with the given admin-API binding, as its direct procedure
 * would: one audit row under the procedure's own name (so "changes since the last publish" and
 * Activity read it as they read a direct call), marked with the request's id, and a change
 * notice for the screens that show it. Answers the action's result, or throws its failure.
 */
export async function applyAction(
  runner: Runner,
  request: StoredRequest,
  file: Buffer | null,
): Promise<unknown> {
  const procedure = PROCEDURE[request.action as ChangeAction];
  const audit = new AuditStore(runner.services.database.db);
  let result: unknown;
  let error: string | null = null;
  try {
    result = await run(runner, request, file);
  } catch (err) {
    error = errorText(err);
    throw err;
  } finally {
    // A restore writes its own steps; the others one row here.
    if (request.action !== 'restore')
      await audit
        .record({
          ...runner.actor,
          procedure,
          target: null,
          input: { changeRequest: request.id },
          outcome: error === null ? 'ok' : 'error',
          error,
          durationMs: runner.api.stats.durationMs,
          before: null,
          after: null,
        })
        .catch((err: unknown) =>
          runner.services.log.error({ err, procedure }, 'audit row not written'),
        );
  }
  const domain = procedure.split('.')[0] as CatalogueChange['domain'];
  runner.services.changes?.announce({
    domain,
    procedure,
    targetId: request.id,
    by: {
      username: runner.actor.username,
      displayName: runner.actor.displayName ?? runner.actor.username,
    },
    at: new Date().toISOString(),
  });
  return result;
}
