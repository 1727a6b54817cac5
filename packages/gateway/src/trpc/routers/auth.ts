import { clearSessionCookie, sessionCookie, setSessionCookie } from '../../auth/cookie.js';
import { loginInputSchema, newPasswordInputSchema, type User } from '../../contracts-local.js';
import { adminProcedure, authenticate, publicProcedure, router } from '../trpc.js';

export type LoginAnswer = { status: 'SIGNED_IN'; user: User } | { status: 'NEW_PASSWORD_REQUIRED'; session: string };

export const authRouter = router({
  /**
   * Username and password → signed in (session cookie set) or a new password required (with an
   * opaque `session` handle for `completeNewPassword`, valid 3 minutes). Rate-limited per IP and
   * per username.
   */
  login: publicProcedure.input(loginInputSchema).mutation(async ({ ctx, input }): Promise<LoginAnswer> => {
    const outcome = await ctx.app.auth.login(input.username, input.password);
    if (outcome.status === 'NEW_PASSWORD_REQUIRED') return outcome;
    setSessionCookie(ctx.req, ctx.res, outcome.sessionId);
    return { status: 'SIGNED_IN', user: outcome.user };
  }),

  /** The Set New Password screen: the handle from `login`, the new password twice. */
  completeNewPassword: publicProcedure
    .input(newPasswordInputSchema)
    .mutation(async ({ ctx, input }): Promise<LoginAnswer> => {
      const outcome = await ctx.app.auth.completeNewPassword(input.session, input.newPassword);
      if (outcome.status === 'NEW_PASSWORD_REQUIRED') return outcome;
      setSessionCookie(ctx.req, ctx.res, outcome.sessionId);
      return { status: 'SIGNED_IN', user: outcome.user };
    }),

  /** "Bypass Login (Dev)": local mode only; a real sign-in as the seeded admin. */
  bypass: publicProcedure.mutation(async ({ ctx }): Promise<LoginAnswer> => {
    const outcome = await ctx.app.auth.bypass();
    setSessionCookie(ctx.req, ctx.res, outcome.sessionId);
    return { status: 'SIGNED_IN', user: outcome.user };
  }),

  /** Ends the cookie's session at once (row deleted, refresh token revoked). Always succeeds. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    const id = sessionCookie(ctx.req);
    const signedOut = id ? await ctx.app.auth.logout(id) : false;
    clearSessionCookie(ctx.req, ctx.res);
    return { signedOut };
  }),

  /**
   * Start-up check of the web app: the signed-in user or null, and whether the dev bypass button
   * should show.
   */
  me: publicProcedure.query(async ({ ctx }): Promise<{ user: User | null; bypassEnabled: boolean }> => {
    const principal = await authenticate(ctx);
    return { user: principal?.user ?? null, bypassEnabled: ctx.app.auth.bypassEnabled };
  }),

  /** The caller as an admin (needs a session or bearer): user, how they came, when it ends. */
  session: adminProcedure.query(({ ctx }) => ({
    user: ctx.principal.user as User,
    via: ctx.principal.via,
    expiresAt: ctx.principal.sessionExpiresAt?.toISOString() ?? null,
  })),
});

