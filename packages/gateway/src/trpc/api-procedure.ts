import { catalogueDomainSchema, isPlainObject, type CatalogueChange } from '@pitboss/contracts';
import { TRPCError } from '@trpc/server';
import { ZodError, type ZodType } from 'zod';
import { redactInput } from '../audit/redact.js';
import { refuseStaleEdit } from '../audit/conflict.js';
import { changesOf, type AuditCall } from '../audit/spec.js';
import { AUDIT_FAILED_MESSAGE, AuditStore } from '../audit/store.js';
import { adminApi } from '../upstream/api.js';
import { UpstreamError } from '../upstream/errors.js';
import { adminProcedure } from './trpc.js';

type UpstreamCode = TRPCError['code'];

/**
 * One mapping from an admin-API failure to a tRPC error; the message is the server's text. An
 * upstream 401 is the admin API refusing this call, not the end of the browser's session (the
 * gateway checked the session before calling): it becomes FORBIDDEN, so the web keeps the open
 * form and shows the refusal. Only the gateway's own session check answers UNAUTHORIZED.
 */
function upstreamToTRPCError(err: UpstreamError): TRPCError {
  let code: UpstreamCode;
  const f = err.failure;
  if (f.kind === 'timeout') code = 'TIMEOUT';
  else if (f.kind === 'network') code = 'BAD_GATEWAY';
  else {
    const byStatus: Record<number, UpstreamCode> = {
      400: 'BAD_REQUEST',
      401: 'FORBIDDEN',
      403: 'FORBIDDEN',
      404: 'NOT_FOUND',
      408: 'TIMEOUT',
      409: 'CONFLICT',
      412: 'PRECONDITION_FAILED',
      413: 'PAYLOAD_TOO_LARGE',
      415: 'UNSUPPORTED_MEDIA_TYPE',
      422: 'UNPROCESSABLE_CONTENT',
      429: 'TOO_MANY_REQUESTS',
    };
    code = byStatus[f.status] ?? (f.status >= 500 ? 'BAD_GATEWAY' : 'BAD_REQUEST');
  }
  return new TRPCError({ code, message: err.message, cause: err });
}

/** The text a user saw for a failure: bad input gives the first rule's message (as the error formatter does). */
function failureMessage(error: TRPCError): string {
  if (error.cause instanceof ZodError) return error.cause.issues[0]?.message ?? error.message;
  return error.message;
}

/** The id a mutation is about: from its input, else from its answer (creates). */
function targetOf(input: unknown, data: unknown): string | null {
  if (isPlainObject(input)) {
    for (const key of ['id', 'groupId', 'slotId', 'providerId', 'snapshotId', 'code', 'slug']) {
      const v = input[key];
      if (typeof v === 'string' || typeof v === 'number') return String(v);
    }
  }
  if (isPlainObject(data)) {
    const v = data.id;
    if (typeof v === 'string' || typeof v === 'number') return String(v);
  }
  return null;
}

/**
 * The procedure of every domain router: an admin (`adminProcedure`) with `ctx.api`, the admin API
 * bound to the caller's token. Upstream failures become tRPC errors here, once. Every mutation
 * (whatever its outcome, bad input included) writes one audit row; a successful one is announced
 * on the change bus so other users' screens can refresh.
 */
export const apiProcedure = adminProcedure.use(async ({ ctx, path, type, getRawInput, next }) => {
  const api = adminApi(ctx.services.upstream.as(ctx.principal.accessToken));
  const audit: AuditCall | null = type === 'mutation' ? {} : null;
  const result = await next({ ctx: { api, audit } });
  const failed =
    !result.ok && result.error.cause instanceof UpstreamError
      ? upstreamToTRPCError(result.error.cause)
      : null;
  if (audit === null) {
    if (failed) throw failed;
    return result;
  }
  // What the procedure ran with (its schema's output: unknown fields stripped); the raw input
  // only when it was refused (nothing ran).
  const input = 'input' in audit ? audit.input : await getRawInput().catch(() => undefined);
  const changed = result.ok ? await changesOf(audit, result.data) : null;
  const { user } = ctx.principal;
  const target = targetOf(input, result.ok ? result.data : undefined);
  const error = failed ?? (result.ok ? null : result.error);
  try {
    await new AuditStore(ctx.services.database.db).record({
      userId: user.userId,
      username: user.username,
      displayName: user.displayName,
      procedure: path,
      target,
      input: redactInput(input),
      outcome: error ? 'error' : 'ok',
      error: error ? failureMessage(error) : null,
      durationMs: api.stats.durationMs,
      before: changed ? redactInput(changed.before) : null,
      after: changed ? redactInput(changed.after) : null,
    });
  } catch (err) {
    // Every text is made storable, so this is the database failing: the caller is told (the
    // change is not left unrecorded in silence).
    ctx.services.log.error({ err, procedure: path }, 'audit row not written');
    if (result.ok)
      throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: AUDIT_FAILED_MESSAGE });
  }
  if (failed) throw failed;
  const domain = catalogueDomainSchema.safeParse(path.split('.')[0]);
  // Change requests announce their own steps, with the note for the request's author.
  if (result.ok && domain.success && domain.data !== 'changeRequests' && ctx.services.changes) {
    const change: CatalogueChange = {
      domain: domain.data,
      procedure: path,
      targetId: target,
      by: { username: user.username, displayName: user.displayName },
      at: new Date().toISOString(),
    };
    ctx.services.changes.announce(change);
  }
  return result;
});

/**
 * `apiProcedure` with the input its schema parses: a mutation keeps the parsed input for its audit
 * row and, when the procedure declares an audit (`.meta({ audit })`), reads the state it starts
 * from — once, before the procedure runs (so before any write), shared with the procedure
 * through `stateOf`. An edit that carries the `base` it was based on is refused with CONFLICT
 * when that is no longer the state just read (`audit/conflict.ts`), before the procedure runs.
 * A failed read fails only the procedures that take it.
 */
export function apiInput<S extends ZodType>(schema: S) {
  return apiProcedure.input(schema).use(async ({ ctx, input, meta, next }) => {
    const call = ctx.audit;
    if (call === null) return next();
    call.input = input;
    if (meta?.audit) {
      call.spec = meta.audit;
      call.state = meta.audit.read(ctx.api, input);
      await call.state.catch(() => undefined);
      const trail = new AuditStore(ctx.services.database.db);
      await refuseStaleEdit(meta.audit, input, call.state, trail);
    }
    return next();
  });
}
