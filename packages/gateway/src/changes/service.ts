import {
  CHANGE_REQUEST_MESSAGES as M,
  scheduledForProblem,
  type ChangeAction,
  type ChangeRequest,
  type ChangeSubmitInput,
} from '@pitboss/contracts';
import { TRPCError } from '@trpc/server';
import type { Principal } from '../auth/auth-service.js';
import type { Services } from '../trpc/context.js';
import type { AdminApi } from '../upstream/api.js';
import { applyAction } from './apply.js';
import { sealCredential } from './credential.js';
import { StaleChangeError } from './errors.js';
import { inImportTurn } from './import-turns.js';
import { previewOf } from './preview.js';
import { ChangeRequestStore, toRequest, type StoredRequest } from './store.js';

export interface Caller {
  services: Services;
  api: AdminApi;
  principal: Principal;
}

const actorOf = ({ user }: Principal) => ({
  userId: user.userId,
  username: user.username,
  displayName: user.displayName,
});

const errorText = (err: unknown): string =>
  err instanceof Error && err.message ? err.message : String(err);

/** Refuses a direct call of an action that needs approval (FORBIDDEN, in the action's words). */
export function refuseWhileApprovalRequired(
  services: Pick<Services, 'config'>,
  action: ChangeAction,
): void {
  if (services.config.changeControl.approvalsRequired.includes(action))
    throw new TRPCError({ code: 'FORBIDDEN', message: M.needsRequest(action) });
}

/**
 * A step of a request announced on the relay: every screen refreshes its lists and count, and
 * the author's own tabs show `text`.
 */
export function announceStep(
  services: Pick<Services, 'changes'>,
  step: string,
  row: StoredRequest,
  by: { username: string; displayName: string | null },
  text: string,
): void {
  services.changes?.announce({
    domain: 'changeRequests',
    procedure: `changeRequests.${step}`,
    targetId: row.id,
    by: { username: by.username, displayName: by.displayName ?? by.username },
    at: new Date().toISOString(),
    notice: { author: row.authorUsername, text },
  });
}

async function found(store: ChangeRequestStore, id: string): Promise<StoredRequest> {
  const row = await store.get(id);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: M.notFound });
  return row;
}

const notPending = (row: StoredRequest) =>
  new TRPCError({ code: 'CONFLICT', message: M.notPending(row.status) });

/** `submit`: a pending request with what it will change (an import brings its staged file). */
export async function submit(
  { services, api, principal }: Caller,
  input: ChangeSubmitInput,
  file?: { name: string; data: Buffer },
): Promise<ChangeRequest> {
  if (input.action === 'import' && !file)
    throw new TRPCError({ code: 'BAD_REQUEST', message: M.importNeedsFile });
  const problem = input.scheduledFor ? scheduledForProblem(input.scheduledFor, new Date()) : null;
  if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });
  const request = { action: input.action, versionId: input.versionId ?? null };
  // Computed first: a version that is gone or a file that cannot be read is refused here.
  const preview = await previewOf(api, services.database.db, request, file?.data ?? null);
  const row = await new ChangeRequestStore(services.database.db).insert({
    ...request,
    note: input.note || null,
    scheduledFor: input.scheduledFor ? new Date(input.scheduledFor) : null,
    author: actorOf(principal),
    ...(file ? { file } : {}),
  });
  announceStep(services, 'submit', row, principal.user, M.submitted);
  return toRequest(row, preview);
}

/** `get`: the request, with its preview computed now while it is still open. */
export async function getRequest({ services, api }: Caller, id: string): Promise<ChangeRequest> {
  const store = new ChangeRequestStore(services.database.db);
  const row = await found(store, id);
  if (row.status !== 'pending' && row.status !== 'scheduled') return toRequest(row);
  return inImportTurn(row.action, async () => {
    const file = await store.fileOf(row);
    return toRequest(row, await previewOf(api, services.database.db, row, file));
  });
}

/**
 * `approve`, by another administrator than the author, for the preview they reviewed (its
 * fingerprint): applied at once, or scheduled (the approver's sign-in kept, sealed, for the run).
 */
export async function approve(
  caller: Caller,
  input: { id: string; fingerprint: string },
): Promise<ChangeRequest> {
  const { services, principal } = caller;
  const store = new ChangeRequestStore(services.database.db);
  const row = await found(store, input.id);
  if (row.authorId === principal.user.userId)
    throw new TRPCError({ code: 'FORBIDDEN', message: M.ownApproval });
  if (row.status !== 'pending') throw notPending(row);
  return inImportTurn(row.action, () => approvePending(caller, store, row, input.fingerprint));
}

/** `approve` of a pending request once it may be approved: its preview checked, then applied. */
async function approvePending(
  { services, api, principal }: Caller,
  store: ChangeRequestStore,
  row: StoredRequest,
  fingerprint: string,
): Promise<ChangeRequest> {
  const file = await store.fileOf(row);
  const preview = await previewOf(api, services.database.db, row, file);
  if (preview.fingerprint !== fingerprint) {
    throw new TRPCError({
      code: 'CONFLICT',
      message: M.stale,
      cause: new StaleChangeError(M.stale, toRequest(row, preview)),
    });
  }
  const decided = {
    decidedById: principal.user.userId,
    decidedByUsername: principal.user.username,
    decidedByDisplayName: principal.user.displayName,
    decidedAt: new Date(),
    approvedFingerprint: preview.fingerprint,
  };
  const by = principal.user;
  if (row.scheduledFor && row.scheduledFor.getTime() > Date.now()) {
    const scheduled = await store.transition(row.id, ['pending'], 'scheduled', {
      ...decided,
      ...(await sealCredential(services, principal)),
    });
    if (!scheduled) throw notPending((await store.get(row.id)) ?? row);
    const at = row.scheduledFor.toISOString();
    announceStep(services, 'approve', scheduled, by, M.noticeScheduled(by.displayName, at));
    return toRequest(scheduled);
  }
  const running = await store.transition(row.id, ['pending'], 'running', {
    ...decided,
    claimedBy: services.config.instanceId,
    claimedAt: new Date(),
  });
  if (!running) throw notPending((await store.get(row.id)) ?? row);
  announceStep(services, 'approve', running, by, M.noticeApproved(by.displayName));
  return toRequest(
    await finish(
      services,
      running,
      () => applyAction({ services, api, actor: actorOf(principal) }, running, file),
      by,
    ),
  );
}

/**
 * Runs a claimed request and records how it ended (`applied` with the result, or `failed` with
 * the reason), told to its author.
 */
export async function finish(
  services: Pick<Services, 'database' | 'changes' | 'log'>,
  row: StoredRequest,
  run: () => Promise<unknown>,
  by: { username: string; displayName: string | null },
): Promise<StoredRequest> {
  const store = new ChangeRequestStore(services.database.db);
  let ended: StoredRequest | undefined;
  try {
    const result = await run();
    ended = await store.transition(row.id, ['running'], 'applied', { result: result ?? null });
    if (ended) announceStep(services, 'applied', ended, by, M.noticeApplied);
  } catch (err) {
    const error = errorText(err);
    ended = await store.transition(row.id, ['running'], 'failed', { error });
    if (ended) announceStep(services, 'failed', ended, by, M.noticeFailed(error));
  }
  return ended ?? (await store.get(row.id)) ?? row;
}

/** `reject`: by another administrator, with a reason. */
export async function reject(
  { services, principal }: Caller,
  input: { id: string; reason: string },
): Promise<ChangeRequest> {
  const store = new ChangeRequestStore(services.database.db);
  const row = await found(store, input.id);
  const ended = await store.transition(row.id, ['pending', 'scheduled'], 'rejected', {
    decidedById: principal.user.userId,
    decidedByUsername: principal.user.username,
    decidedByDisplayName: principal.user.displayName,
    decidedAt: new Date(),
    reason: input.reason,
  });
  if (!ended) throw notPending(row);
  const by = principal.user;
  announceStep(services, 'reject', ended, by, M.noticeRejected(by.displayName, input.reason));
  return toRequest(ended);
}

/** `cancel`: the author withdraws a request not yet run. */
export async function cancel(
  { services, principal }: Caller,
  input: { id: string },
): Promise<ChangeRequest> {
  const store = new ChangeRequestStore(services.database.db);
  const row = await found(store, input.id);
  if (row.authorId !== principal.user.userId)
    throw new TRPCError({ code: 'FORBIDDEN', message: M.onlyAuthorCancels });
  const ended = await store.transition(row.id, ['pending', 'scheduled'], 'cancelled', {
    decidedById: principal.user.userId,
    decidedByUsername: principal.user.username,
    decidedByDisplayName: principal.user.displayName,
    decidedAt: new Date(),
  });
  if (!ended) throw notPending(row);
  announceStep(services, 'cancel', ended, principal.user, M.cancelledToast);
  return toRequest(ended);
}
