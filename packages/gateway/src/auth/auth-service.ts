import { AUTH, LOGIN_MESSAGES } from '@pitboss/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ClusterChannel } from '../cluster/channel.js';
import type { Config } from '../config.js';
import type { StoredUser } from '../db/schema.js';
import type { Metrics } from '../metrics.js';
import type { AdminValidator } from './admin-check.js';
import type { SecurityAudit } from './auth-audit.js';
import { AuthError, SIGN_IN_SERVICE_UNAVAILABLE } from './auth-error.js';
import { BearerAuth } from './bearer-auth.js';
import { SignIn, type LoginOutcome } from './sign-in.js';

export type { LoginOutcome } from './sign-in.js';
import type { CognitoAuth, CognitoTokens } from './cognito.js';
import { isCognitoClientError } from './errors.js';
import type { SessionRow, SessionStore, TokenUpdate } from './session-store.js';
import type { TokenVerifier } from './verifier.js';

/** Tokens are treated as expired this long before their real expiry, so none is used as it runs out. */
const TOKEN_EXPIRY_SKEW_MS = AUTH.tokenExpirySkewMs;

/** Who is calling, once authenticated and validated as an admin. */
export interface Principal {
  user: StoredUser;
  /** The Cognito access token to forward upstream as the bearer. */
  accessToken: string;
  via: 'session' | 'bearer';
  /** sha256 of the session id, when via a session. */
  sessionIdHash?: string;
  /** When the session ends at the latest (idle or absolute), when via a session. */
  sessionExpiresAt?: Date;
}

/**
 * Server-side sign-in (backend-for-frontend): Cognito calls, the admin check, sessions and their
 * refresh, and bearer tokens for scripts.
 */
export class AuthService {
  /** One refresh per session in this process; `SessionStore.withRefreshLock` makes it one across instances. */
  private readonly refreshing = new Map<string, Promise<SessionRow | null>>();
  private readonly bearer: BearerAuth;
  private readonly signIn: SignIn;
  private readonly endedListeners = new Set<(idHash: string) => void>();
  private readonly cleanups: (() => void)[] = [];

  constructor(
    private readonly config: Config,
    private readonly cognito: CognitoAuth,
    private readonly verifier: TokenVerifier,
    private readonly admin: AdminValidator,
    readonly sessions: SessionStore,
    private readonly metrics: Metrics,
    private readonly log: FastifyBaseLogger,
    private readonly channel: ClusterChannel,
    private readonly audit?: SecurityAudit,
  ) {
    this.signIn = new SignIn({
      config,
      cognito,
      verifier,
      admin,
      sessions,
      log,
      audit,
      cognitoFailed: (operation, err) => this.cognitoFailed(operation, err),
      revokeQuietly: async (token) => {
        await this.revokeQuietly(token);
      },
    });
    this.bearer = new BearerAuth(config, cognito, verifier, admin, log, (operation, err) =>
      this.cognitoFailed(operation, err),
    );
    // A session ended on any instance: this instance's listeners (the live relay) hear it too.
    this.cleanups.push(
      channel.subscribe('session-ended', ({ idHash }) => this.notifyEnded(idHash)),
      channel.onResync(() => this.bearer.forgetAll()),
    );
  }

  /** Stops listening to the cluster channel. */
  close(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  get bypassEnabled(): boolean {
    return this.config.bypass.enabled;
  }

  private cognitoFailed(operation: string, err: unknown): void {
    if (!isCognitoClientError(err))
      this.metrics.upstreamErrors.inc({ upstream: 'cognito', operation });
  }

  /** A password sign-in, recorded in the audit trail (signed in, or refused and why). */
  login(username: string, password: string): Promise<LoginOutcome> {
    return this.signIn.login(username, password);
  }

  /** A sign-in refused before it was tried (a login limit): written to the audit trail too. */
  async loginRefused(username: string, message: string): Promise<void> {
    await this.audit?.record('auth.login', { username }, { ok: false, error: message });
  }

  /** `username` must be the one the challenge was issued for (the handle is what counts). */
  completeNewPassword(
    handle: string,
    username: string,
    newPassword: string,
  ): Promise<LoginOutcome> {
    return this.signIn.completeNewPassword(handle, username, newPassword);
  }

  /** The dev bypass: a real Cognito sign-in as the configured local admin. */
  bypass(): Promise<LoginOutcome & { status: 'SIGNED_IN' }> {
    return this.signIn.bypass();
  }

  /** Revokes a refresh token; a refusal is logged and counted, and answered `false`. */
  private async revokeQuietly(refreshToken: string): Promise<boolean> {
    try {
      await this.cognito.revoke(refreshToken);
      return true;
    } catch (err) {
      this.cognitoFailed('RevokeToken', err);
      this.log.warn({ err: (err as Error).message }, 'could not revoke a refresh token');
      return false;
    }
  }

  /**
   * Calls `listener` with a session's id hash (sha256 of the cookie value) whenever this gateway
   * ends it: sign-out, a new sign-in replacing it, a refused refresh. The live relay closes that
   * session's sockets. Returns the unsubscribe function.
   */
  onSessionEnded(listener: (idHash: string) => void): () => void {
    this.endedListeners.add(listener);
    return () => this.endedListeners.delete(listener);
  }

  /** A session removed by the sweep: its sockets close on every instance. */
  sessionGone(idHash: string): void {
    this.ended(idHash);
  }

  /** Tells every instance (this one included) that the session ended. */
  private ended(idHash: string): void {
    this.channel.publish('session-ended', { idHash });
  }

  private notifyEnded(idHash: string): void {
    for (const listener of this.endedListeners) {
      try {
        listener(idHash);
      } catch (err) {
        this.log.warn({ err: (err as Error).message }, 'session-ended listener failed');
      }
    }
  }

  /**
   * A fresh access token from a refresh token kept elsewhere than a session (an approved change
   * request waiting for its time); Cognito's refusal is thrown as it is.
   */
  async accessTokenFrom(username: string, refreshToken: string): Promise<string> {
    return (await this.cognito.refresh(username, refreshToken)).accessToken;
  }

  /**
   * Ends a session at once: the row goes, then its refresh token is revoked. A revoke the identity
   * service refused is not silent: logged, audited as a failed sign-out with the spec's OAuth
   * logout text, and answered (`revoked: false`) so the user is told. The session is gone either way.
   */
  async logout(sessionId: string): Promise<{ signedOut: boolean; revoked: boolean }> {
    const row = await this.sessions.delete(sessionId);
    if (!row) return { signedOut: false, revoked: true };
    this.ended(row.idHash);
    this.admin.forget(row.accessToken);
    const revoked = await this.revokeQuietly(row.refreshToken);
    this.log.info({ username: row.username, revoked }, 'signed out');
    await this.audit?.record(
      'auth.logout',
      row.user,
      revoked ? { ok: true } : { ok: false, error: LOGIN_MESSAGES.oauthLogoutFailed },
    );
    return { signedOut: true, revoked };
  }

  /** The principal of a session cookie, refreshing its tokens when they are about to expire. */
  async resolveSession(sessionId: string): Promise<Principal | null> {
    let row = await this.sessions.get(sessionId);
    if (!row) return null;
    if (row.accessExpiresAt.getTime() - TOKEN_EXPIRY_SKEW_MS <= Date.now()) {
      row = await this.refreshOnce(row);
      if (!row) return null;
    }
    return {
      user: row.user,
      accessToken: row.accessToken,
      via: 'session',
      sessionIdHash: row.idHash,
      sessionExpiresAt: this.sessions.expiresAt(row),
    };
  }

  private refreshOnce(row: SessionRow): Promise<SessionRow | null> {
    let pending = this.refreshing.get(row.idHash);
    if (!pending) {
      pending = this.refresh(row.idHash).finally(() => this.refreshing.delete(row.idHash));
      this.refreshing.set(row.idHash, pending);
    }
    return pending;
  }

  private needsRefresh(row: SessionRow): boolean {
    return row.accessExpiresAt.getTime() - TOKEN_EXPIRY_SKEW_MS <= Date.now();
  }

  /**
   * Refreshes a session's tokens under its row lock: another instance that got there first has
   * already stored new tokens, which are used as they are (one Cognito refresh per expiry, so a
   * rotating refresh token is never used twice). A refused refresh ends the session.
   */
  private async refresh(idHash: string): Promise<SessionRow | null> {
    let after: (() => Promise<never>) | undefined;
    const row = await this.sessions.withRefreshLock(
      idHash,
      async (current): Promise<TokenUpdate | 'keep' | 'delete'> => {
        if (!this.needsRefresh(current)) {
          this.metrics.sessionRefreshes.inc({ outcome: 'already-refreshed' });
          return 'keep';
        }
        let tokens: CognitoTokens;
        try {
          tokens = await this.cognito.refresh(current.username, current.refreshToken);
        } catch (err) {
          this.cognitoFailed('RefreshToken', err);
          if (isCognitoClientError(err)) {
            this.metrics.sessionRefreshes.inc({ outcome: 'refused' });
            this.log.info(
              { username: current.username, err: (err as Error).message },
              'refresh refused; session ended',
            );
            return 'delete';
          }
          throw new AuthError('unavailable', SIGN_IN_SERVICE_UNAVAILABLE);
        }
        this.metrics.sessionRefreshes.inc({ outcome: 'refreshed' });
        const claims = await this.verifier.verifyAccessToken(tokens.accessToken);
        const check = await this.admin.validate(tokens.accessToken, claims.exp * 1000);
        if (!check.ok && check.reason === 'forbidden') {
          after = async () => {
            await this.revokeQuietly(tokens.refreshToken ?? current.refreshToken);
            throw new AuthError('forbidden', LOGIN_MESSAGES.accessDenied);
          };
          return 'delete';
        }
        if (!check.ok) {
          throw new AuthError('unavailable', LOGIN_MESSAGES.adminApiUnavailable);
        }
        this.admin.forget(current.accessToken);
        this.log.debug({ username: current.username }, 'session tokens refreshed');
        return {
          accessToken: tokens.accessToken,
          idToken: tokens.idToken,
          refreshToken: tokens.refreshToken,
          accessExpiresAt: new Date(Math.min(tokens.expiresAt.getTime(), claims.exp * 1000)),
        };
      },
    );
    if (!row) this.ended(idHash);
    if (after) await after();
    return row;
  }

  /** The principal of an `Authorization: Bearer` access token (scripts). */
  resolveBearer(token: string): Promise<Principal> {
    return this.bearer.resolve(token);
  }
}
