import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError, z } from 'zod';
import { AuthError, codeOf, SIGN_IN_MESSAGE } from '../auth/auth-error.js';
import type { Principal } from '../auth/auth-service.js';
import { UpstreamError } from '../upstream/errors.js';
import type { AuditSpec } from '../audit/spec.js';
import { StaleChangeError } from '../changes/errors.js';
import { ConflictError } from '../audit/conflict.js';
import type { Context } from './context.js';

/**
 * What a procedure declares about itself: how the audit reads what an update changes, and its
 * REST route (`openapi`, see `rest-route.ts`). Exported for the declarations of the router's type.
 * @public
 */
export type Meta = OpenApiMeta<{
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each procedure's own input
  audit?: AuditSpec<any, any>;
}>;

/**
 * The cause of a BAD_REQUEST for input the procedure's schema refused. The refusal's message is
 * the first rule broken (the spec's text) on every transport: the REST adapter replaces the
 * message of an error caused by a `ZodError` with its own English, so the issues travel in this.
 */
class InputRefusal extends Error {
  override readonly name = 'InputRefusal';
  constructor(readonly issues: ZodError) {
    super(issues.issues[0]?.message ?? 'Invalid input');
  }
}

/** What a caller is told of an unexpected failure inside a procedure. */
const INTERNAL_MESSAGE = 'Internal server error';

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // Plain JSON, no transformer. Bad input: the first rule's message (the spec's text) and the
    // field errors in `data.fieldErrors`. No stack traces in answers.
    errorFormatter({ shape, error }) {
      const { stack: _stack, ...data } = shape.data;
      // Something unexpected thrown inside a procedure: its text (a file path, a query, a
      // library's words) stays in the log; the caller gets the code and a plain sentence. Our
      // own 500s (an audit row not written) are made without a cause and keep their words.
      if (error.code === 'INTERNAL_SERVER_ERROR' && error.cause !== undefined)
        return { ...shape, message: INTERNAL_MESSAGE, data };
      if (error.cause instanceof InputRefusal) {
        return {
          ...shape,
          data: {
            ...data,
            fieldErrors: z.flattenError(error.cause.issues).fieldErrors as Record<string, string[]>,
          },
        };
      }
      // A stale edit: the current version and state, and who changed it last.
      if (error.cause instanceof ConflictError)
        return { ...shape, data: { ...data, conflict: error.cause.conflict } };
      // An admin-API failure: the server's field errors (its `errors` map), when it sent any.
      const upstream = error.cause instanceof UpstreamError ? error.cause.fieldErrors : {};
      const fieldErrors =
        Object.keys(upstream).length > 0
          ? Object.fromEntries(
              Object.entries(upstream).map(([field, message]) => [field, [message]]),
            )
          : undefined;
      // An approval refused as stale carries the request with its new diff.
      const changeRequest =
        error.cause instanceof StaleChangeError ? error.cause.request : undefined;
      // The admin API's own status (an upstream 401 is FORBIDDEN here, not a signed-out session).
      const upstreamStatus = error.cause instanceof UpstreamError ? error.cause.status : undefined;
      return {
        ...shape,
        data: {
          ...data,
          fieldErrors: fieldErrors as Record<string, string[]> | undefined,
          ...(upstreamStatus !== undefined ? { upstreamStatus } : {}),
          ...(changeRequest ? { changeRequest } : {}),
        },
      };
    },
  });

export const router = t.router;

/** The tRPC error for a refusal of the domain's own (sign-in, bad input); null for any other. */
function refusalOf(error: TRPCError): TRPCError | null {
  const { cause } = error;
  if (cause instanceof AuthError)
    return new TRPCError({ code: codeOf(cause), message: cause.message, cause });
  if (error.code === 'BAD_REQUEST' && cause instanceof ZodError) {
    const refusal = new InputRefusal(cause);
    return new TRPCError({ code: 'BAD_REQUEST', message: refusal.message, cause: refusal });
  }
  return null;
}

/**
 * Every call's duration, by procedure and outcome, into `/metrics`; and the domain's refusals as
 * tRPC errors (the edge: HTTP status from the tRPC code). One middleware, not two: each level of
 * tRPC's middleware chain copies the call's options (README "Benchmarks").
 */
const timedWithDomainErrors = t.middleware(async ({ ctx, path, type, next }) => {
  const end = ctx.services.metrics.procedureDuration.startTimer({ procedure: path, type });
  const result = await next();
  const refused = result.ok ? null : refusalOf(result.error);
  end({ outcome: refused?.code ?? (result.ok ? 'OK' : result.error.code) });
  if (refused) throw refused;
  return result;
});

export const publicProcedure = t.procedure.use(timedWithDomainErrors);

/**
 * Who is calling, as the guarded scope found out (`src/guard/guard.ts`): null when nobody signed
 * in; a refused credential (a bad bearer) is thrown. A request that did not pass the guard is an
 * error (fails closed).
 */
export function callerOf(ctx: Context): Principal | null {
  const auth = ctx.caller;
  if (!auth) throw new Error('tRPC is not inside the guarded scope');
  if (auth.error) throw auth.error;
  return auth.principal;
}

/** Needs an admin: a live session cookie or a valid bearer token of an administrator. */
export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const principal = callerOf(ctx);
  if (!principal) throw new AuthError('unauthenticated', SIGN_IN_MESSAGE);
  return next({ ctx: { ...ctx, principal } });
});
