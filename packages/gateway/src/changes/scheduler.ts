import { CHANGE_REQUEST_MESSAGES as M } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AuditStore } from '../audit/store.js';
import { servicesOf, type Services } from '../trpc/context.js';
import { adminApi } from '../upstream/api.js';
import { applyAction } from './apply.js';
import { accessTokenOf } from './credential.js';
import { inImportTurn } from './import-turns.js';
import { previewOf } from './preview.js';
import { announceStep, finish } from './service.js';
import { ChangeRequestStore, type StoredRequest } from './store.js';

/** How often each gateway looks for scheduled requests whose time has come. */
const POLL_MS = 1_000;
/** A request `running` longer than this was left by a gateway that stopped (any action ends sooner). */
const INTERRUPTED_AFTER_MS = 15 * 60_000;
const INTERRUPTED =
  'Interrupted: the gateway applying it stopped before it ended. Check the catalogue, then submit a new change request if needed.';

const errorText = (err: unknown): string =>
  err instanceof Error && err.message ? err.message : String(err);

/**
 * Runs one claimed request: too late (all gateways were stopped past the grace window), its
 * approver's sign-in unusable, or the catalogue changed since the approval each end it `failed`
 * saying why; otherwise the action runs as the approver. One audit row for the run itself.
 */
async function runScheduled(services: Services, row: StoredRequest): Promise<StoredRequest> {
  const approver = {
    userId: row.decidedById ?? row.authorId,
    username: row.decidedByUsername ?? row.authorUsername,
    displayName: row.decidedByDisplayName,
  };
  const store = new ChangeRequestStore(services.database.db);
  const started = Date.now();
  const ended = await finish(
    services,
    row,
    () =>
      inImportTurn(row.action, async () => {
        const due = row.scheduledFor ?? new Date();
        if (Date.now() - due.getTime() > services.config.changeControl.graceMs)
          throw new Error(M.missed(due.toISOString()));
        let token: string;
        try {
          token = await accessTokenOf(services, row);
        } catch (err) {
          throw new Error(M.credentialLost(errorText(err)), { cause: err });
        }
        const api = adminApi(services.upstream.as(token));
        const file = await store.fileOf(row);
        if (row.approvedFingerprint) {
          const now = await previewOf(api, services.database.db, row, file);
          if (now.fingerprint !== row.approvedFingerprint) throw new Error(M.staleAtRun);
        }
        return applyAction({ services, api, actor: approver }, row, file);
      }),
    approver,
  );
  await new AuditStore(services.database.db)
    .record({
      ...approver,
      procedure: 'changeRequests.run',
      target: row.id,
      input: { id: row.id, action: row.action, scheduledFor: row.scheduledFor?.toISOString() },
      outcome: ended.status === 'applied' ? 'ok' : 'error',
      error: ended.error,
      durationMs: Date.now() - started,
      before: null,
      after: null,
    })
    .catch((err: unknown) => services.log.error({ err }, 'audit row not written'));
  return ended;
}

/**
 * Scheduled releases: every gateway polls the database each second and claims due requests one
 * at a time (`ChangeRequestStore.claimDue`, `FOR UPDATE SKIP LOCKED`), so each runs once across
 * all of them, whichever gateway accepted it. A request missed while every gateway was stopped is
 * claimed when the first one starts again.
 */
export const changeSchedulerPlugin = fp(
  async (app: FastifyInstance) => {
    let services: Services | undefined;
    let busy = false;
    let current: Promise<void> = Promise.resolve();
    let stopped = false;
    let lastSweep = 0;
    const tick = async (): Promise<void> => {
      if (busy || stopped) return;
      busy = true;
      try {
        services ??= servicesOf(app);
        const store = new ChangeRequestStore(app.database.db);
        if (Date.now() - lastSweep > 60_000) {
          lastSweep = Date.now();
          const gone = await store.closeInterrupted(
            new Date(Date.now() - INTERRUPTED_AFTER_MS),
            INTERRUPTED,
          );
          for (const row of gone)
            announceStep(
              services,
              'failed',
              row,
              { username: 'pitboss', displayName: 'Pitboss' },
              M.noticeFailed(INTERRUPTED),
            );
        }
        for (;;) {
          if (stopped) break;
          const row = await store.claimDue(app.config.instanceId, new Date());
          if (!row) break;
          const ended = await runScheduled(services, row);
          app.log.info(
            { changeRequest: row.id, action: row.action, status: ended.status },
            'scheduled change request run',
          );
        }
      } catch (err) {
        app.log.error({ err }, 'scheduled change requests check failed');
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(() => {
      current = tick();
    }, POLL_MS);
    timer.unref();
    app.addHook('onReady', () => {
      current = tick();
    });
    app.addHook('onClose', async () => {
      stopped = true;
      clearInterval(timer);
      // A run under way ends (and records how) before the database closes.
      await current;
    });
  },
  { name: 'change-scheduler', dependencies: ['change-bus'] },
);
