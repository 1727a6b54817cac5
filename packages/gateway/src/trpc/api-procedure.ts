import { catalogueDomainSchema, isPlainObject, type CatalogueChange } from '@pitboss/contracts';
import { TRPCError } from '@trpc/server';
import { ZodError, ZodType } from 'zod';
import { redactInput } from '../audit/redact.js';
import { watchBefore } from '../audit/before-after.js';
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

/** A procedure's input as its schema parsed it (the router is read when the call runs). */
async function parsedInput(
  path: string,
  raw: unknown,
): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const { appRouter } = await import('./router.js');
  const procedure = (
    appRouter._def.procedures as unknown as Record<string, { _def: { inputs: unknown[] } }>
  )[path];
  const parsers = procedure?._def.inputs ?? [];
  if (parsers.length === 0) return { ok: true, value: undefined };
  let value: Record<string, unknown> | unknown = undefined;
  for (const parser of parsers) {
    if (!(parser instanceof ZodType)) return { ok: false };
    const out = await parser.safeParseAsync(raw);
    if (!out.success) return { ok: false };
    value = isPlainObject(value) && isPlainObject(out.data) ? { ...value, ...out.data } : out.data;
  }
  return { ok: true, value };
}

/**
 * The procedure of every domain router: an admin (`adminProcedure`) with `ctx.api`, the admin API
 * bound to the caller's token. Upstream failures become tRPC errors here, once. Every mutation
 * (whatever its outcome, bad input included) writes one audit row; a successful one is announced
 * on `app.changes` so other users' screens can refresh.
 */
export const apiProcedure = adminProcedure
  .use(async ({ ctx, path, type, getRawInput, next }) => {
    const bound = ctx.app.upstream.as(ctx.principal.accessToken);
    // updates: the entity is read before it changes, for the audit row's before/after
    const watch =
      type === 'mutation'
        ? watchBefore(bound, path, await getRawInput().catch(() => undefined))
        : null;
    const api = adminApi(watch?.upstream ?? bound);
    const result = await next({ ctx: { api, auditChanges: watch?.changes ?? null } });
    if (!result.ok && result.error.cause instanceof UpstreamError)
      throw upstreamToTRPCError(result.error.cause);
    return result;
  })
  .use(async ({ ctx, path, type, getRawInput, next }) => {
    if (type !== 'mutation') return next();
    const result = await next();
    const rawInput = await getRawInput().catch(() => undefined);
    // What the procedure ran with (its schema's output: unknown fields stripped); the raw input
    // only when it was refused (nothing ran).
    const parsed = await parsedInput(path, rawInput);
    const input = parsed.ok ? parsed.value : rawInput;
    const changed =
      result.ok && ctx.auditChanges ? await ctx.auditChanges(result.data).catch(() => null) : null;
    const { user } = ctx.principal;
    const target = targetOf(input, result.ok ? result.data : undefined);
    try {
      await new AuditStore(ctx.app.database.db).record({
        userId: user.userId,
        username: user.username,
        displayName: user.displayName,
        procedure: path,
        target,
        input: redactInput(input),
        outcome: result.ok ? 'ok' : 'error',
        error: result.ok ? null : failureMessage(result.error),
        durationMs: ctx.api.stats.durationMs,
        before: changed ? redactInput(changed.before) : null,
        after: changed ? redactInput(changed.after) : null,
      });
    } catch (err) {
      // Every text is made storable, so this is the database failing: the caller is told (the
      // change is not left unrecorded in silence).
      ctx.app.log.error({ err, procedure: path }, 'audit row not written');
      if (result.ok)
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: AUDIT_FAILED_MESSAGE });
    }
    const domain = catalogueDomainSchema.safeParse(path.split('.')[0]);
    if (result.ok && domain.success && ctx.app.hasDecorator('changes')) {
      const change: CatalogueChange = {
        domain: domain.data,
        procedure: path,
        targetId: target,
        by: { username: user.username, displayName: user.displayName },
        at: new Date().toISOString(),
      };
      ctx.app.changes.announce(change);
    }
    return result;
  });
