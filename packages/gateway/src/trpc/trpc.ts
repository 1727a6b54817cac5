import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError, z } from 'zod';
import type { Principal } from '../auth/auth-service.js';
import { clearSessionCookie, sessionCookie } from '../auth/cookie.js';
import { UpstreamError } from '../upstream/errors.js';
import type { Context } from './context.js';

const t = initTRPC.context<Context>().create({
  // Plain JSON, no transformer. Bad input: the first rule's message (the spec's text) and the
  // field errors in `data.fieldErrors`. No stack traces in answers.
  errorFormatter({ shape, error }) {
    const { stack: _stack, ...data } = shape.data;
    if (error.code === 'BAD_REQUEST' && error.cause instanceof ZodError) {
      const first = error.cause.issues[0];
      return {
        ...shape,
        message: first?.message ?? shape.message,
        data: {
          ...data,
          fieldErrors: z.flattenError(error.cause).fieldErrors as Record<string, string[]>,
        },
      };
    }
    // An admin-API failure: the server's field errors (its `errors` map), when it sent any.
    const upstream = error.cause instanceof UpstreamError ? error.cause.fieldErrors : {};
    const fieldErrors =
      Object.keys(upstream).length > 0
        ? Object.fromEntries(Object.entries(upstream).map(([field, message]) => [field, [message]]))
        : undefined;
    return {
      ...shape,
      data: { ...data, fieldErrors: fieldErrors as Record<string, string[]> | undefined },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Every call's duration, by procedure and outcome, into `/metrics`. */
const timed = t.middleware(async ({ ctx, path, type, next }) => {
  const end = ctx.app.metrics.procedureDuration.startTimer({ procedure: path, type });
  const result = await next();
  end({ outcome: result.ok ? 'OK' : result.error.code });
  return result;
});

export const publicProcedure = t.procedure.use(timed);

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Who is calling: `Authorization: Bearer <Cognito access token>` (verified, then validated as an
 * admin), else the session cookie. Null when neither is present or the session is gone; a bad
 * bearer is an UNAUTHORIZED error.
 */
export async function authenticate(ctx: Context): Promise<Principal | null> {
  const principal = await resolvePrincipal(ctx);
  // Every later log line of this request names the user (never a token).
  if (principal) {
    const log = ctx.req.log.child({ user: principal.user.username });
    ctx.req.log = log;
    ctx.res.log = log;
  }
  return principal;
}

async function resolvePrincipal(ctx: Context): Promise<Principal | null> {
  const header = ctx.req.headers.authorization;
  if (header !== undefined) {
    const match = BEARER.exec(header);
    if (!match?.[1])
      throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Invalid or expired access token.' });
    return ctx.app.auth.resolveBearer(match[1]);
  }
  const id = sessionCookie(ctx.req);
  if (!id) return null;
  const principal = await ctx.app.auth.resolveSession(id);
  if (!principal) clearSessionCookie(ctx.req, ctx.res);
  return principal;
}

/** Needs an admin: a live session cookie or a valid bearer token of an administrator. */
export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const principal = await authenticate(ctx);
  if (!principal) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in.' });
  return next({ ctx: { ...ctx, principal } });
});
