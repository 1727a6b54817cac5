import {
  LOGIN_MESSAGES,
  completeNewPasswordInputSchema,
  loginInputSchema,
  loginResultSchema,
  meResultSchema,
  userSchema,
  type LoginResult,
} from '@pitboss/contracts';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { LoginOutcome } from '../../auth/auth-service.js';
import { loginLimitMessage } from '../../auth/login-limits.js';
import { clearSessionCookie, sessionCookie, setSessionCookie } from '../../auth/cookie.js';
import type { Context } from '../../trpc/context.js';
import { restRoutes } from '../../trpc/rest-route.js';
import { adminProcedure, callerOf, publicProcedure, router } from '../../trpc/trpc.js';

/**
 * Sets the cookie of a new session (ending the one the browser held before, if any); the answer
 * carries the user, never a token.
 */
async function answer(ctx: Context, outcome: LoginOutcome): Promise<LoginResult> {
  if (outcome.status === 'NEW_PASSWORD_REQUIRED') return outcome;
  const previous = sessionCookie(ctx.req);
  if (previous) await ctx.services.auth.logout(previous);
  setSessionCookie(ctx.req, ctx.res, outcome.sessionId);
  return { status: 'SIGNED_IN', user: outcome.user };
}

/**
 * The shared login limits, applied to every `auth.login` call however it arrives (alone or as one
 * call of a batch: tRPC runs this middleware once per call): per client IP and per username.
 */
const limitedLogin = publicProcedure.input(loginInputSchema).use(async ({ ctx, input, next }) => {
  let verdict;
  try {
    verdict = await ctx.services.loginLimits.attempt(ctx.req.ip, input.username);
  } catch (err) {
    // No count, no sign-in: the limits are never skipped because the database did not answer.
    ctx.req.log.error({ err: (err as Error).message }, 'login limits could not be counted');
    throw new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Sign-in is unavailable right now. Please try again.',
    });
  }
  if (!verdict.allowed) {
    ctx.services.metrics.loginLimited.inc({ limit: verdict.limit });
    ctx.res.header('retry-after', String(verdict.retryAfterSeconds));
    const message = loginLimitMessage(verdict.retryAfterSeconds);
    await ctx.services.auth.loginRefused(input.username, message);
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message });
  }
  return next();
});

const sessionInfoSchema = z.strictObject({
  user: userSchema,
  via: z.enum(['session', 'bearer']),
  /** When the session ends at the latest (idle or absolute); null for a bearer token. */
  expiresAt: z.iso.datetime().nullable(),
});

const rest = restRoutes('auth');

export const authRouter = router({
  /**
   * Username and password → signed in (session cookie set) or a new password required (with an
   * opaque `session` handle for `completeNewPassword`, valid 3 minutes). Rate-limited per IP and
   * per username.
   */
  login: limitedLogin
    .output(loginResultSchema)
    .mutation(async ({ ctx, input }) =>
      answer(ctx, await ctx.services.auth.login(input.username, input.password)),
    ),

  /** The Set New Password screen: the handle and username from `login`, the new password twice. */
  completeNewPassword: publicProcedure
    .input(completeNewPasswordInputSchema)
    .output(loginResultSchema)
    .mutation(async ({ ctx, input }) =>
      answer(
        ctx,
        await ctx.services.auth.completeNewPassword(
          input.session,
          input.username,
          input.newPassword,
        ),
      ),
    ),

  /** "Bypass Login (Dev)": local mode only; a real sign-in as the seeded admin. */
  bypass: publicProcedure
    .output(loginResultSchema)
    .mutation(async ({ ctx }) => answer(ctx, await ctx.services.auth.bypass())),

  /**
   * Ends the cookie's session at once (row deleted, refresh token revoked). Always succeeds; when
   * the identity service refused the revoke, `warning` carries the spec's OAuth logout text.
   */
  logout: publicProcedure
    .output(z.strictObject({ signedOut: z.boolean(), warning: z.string().optional() }))
    .mutation(async ({ ctx }) => {
      const id = sessionCookie(ctx.req);
      const { signedOut, revoked } = id
        ? await ctx.services.auth.logout(id)
        : { signedOut: false, revoked: true };
      clearSessionCookie(ctx.req, ctx.res);
      return revoked ? { signedOut } : { signedOut, warning: LOGIN_MESSAGES.oauthLogoutFailed };
    }),

  /**
   * The web app's start-up call: the signed-in user or null, and whether to show the dev bypass
   * button. Public; an invalid bearer token is refused (401).
   */
  me: publicProcedure.output(meResultSchema).query(async ({ ctx }) => {
    const principal = callerOf(ctx);
    return { user: principal?.user ?? null, bypassEnabled: ctx.services.auth.bypassEnabled };
  }),

  /** The caller as an admin (needs a session or bearer): user, how they came, when it ends. */
  session: adminProcedure
    .meta({ openapi: rest.query('session') })
    .output(sessionInfoSchema)
    .query(({ ctx }) => ({
      user: ctx.principal.user,
      via: ctx.principal.via,
      expiresAt: ctx.principal.sessionExpiresAt?.toISOString() ?? null,
    })),
});
