import {
  AUTH,
  LOGIN_MESSAGES,
  additionalStepMessage,
  loginFailedMessage,
  setNewPasswordFailedMessage,
} from '@pitboss/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ClusterChannel } from '../cluster/channel.js';
import type { Config } from '../config.js';
import type { StoredUser } from '../db/schema.js';
import type { Metrics } from '../metrics.js';
import type { AdminValidator } from './admin-check.js';
import { AuthError, SIGN_IN_SERVICE_UNAVAILABLE } from './auth-error.js';
import { BearerAuth } from './bearer-auth.js';
import type { CognitoAuth, CognitoTokens, InitiateResult } from './cognito.js';
import { isCognitoClientError, loginErrorMessage, newPasswordErrorMessage } from './errors.js';
import type { SessionRow, SessionStore, TokenUpdate } from './session-store.js';
import { userFromAttributes } from './user.js';
import type { TokenVerifier } from './verifier.js';

/** Tokens are treated as expired this long before their real expiry (spec 1 §9). */
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

export type LoginOutcome =
  | { status: 'SIGNED_IN'; user: StoredUser; sessionId: string }
  | { status: 'NEW_PASSWORD_REQUIRED'; session: string; username: string };

/**
 * Server-side sign-in (backend-for-frontend): Cognito calls, the admin check, sessions and their
 * refresh, and bearer tokens for scripts.
 */
export class AuthService {
  /** One refresh per session in this process; `SessionStore.withRefreshLock` makes it one across instances. */
  private readonly refreshing = new Map<string, Promise<SessionRow | null>>();
  private readonly bearer: BearerAuth;
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
  ) {
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

  async login(username: string, password: string): Promise<LoginOutcome> {
    let result: InitiateResult;
    try {
      result = await this.cognito.passwordAuth(username, password);
    } catch (err) {
      this.cognitoFailed('InitiateAuth', err);
      const message = loginErrorMessage(err);
      this.log.info(
        { err: { name: (err as Error).name, message: (err as Error).message } },
        'sign-in refused',
      );
      throw new AuthError(isCognitoClientError(err) ? 'unauthenticated' : 'unavailable', message);
    }
    return this.afterCognito(username, result, loginFailedMessage);
  }

  /** `username` must be the one the challenge was issued for (the handle is what counts). */
  async completeNewPassword(
    handle: string,
    username: string,
    newPassword: string,
  ): Promise<LoginOutcome> {
    const challenge = await this.sessions.challenges.get(handle);
    if (!challenge || challenge.username.toLowerCase() !== username.trim().toLowerCase()) {
      throw new AuthError(
        'unauthenticated',
        setNewPasswordFailedMessage('Your sign-in session has expired. Please sign in again.'),
      );
    }
    let result: InitiateResult;
    try {
      result = await this.cognito.completeNewPassword(
        challenge.username,
        challenge.cognitoSession,
        newPassword,
      );
    } catch (err) {
      this.cognitoFailed('RespondToAuthChallenge', err);
      throw new AuthError(
        isCognitoClientError(err) ? 'bad-input' : 'unavailable',
        newPasswordErrorMessage(err),
      );
    }
    await this.sessions.challenges.delete(handle);
    return this.afterCognito(challenge.username, result, setNewPasswordFailedMessage);
  }

  /** The dev bypass: a real Cognito sign-in as the configured local admin. */
  async bypass(): Promise<LoginOutcome & { status: 'SIGNED_IN' }> {
    if (!this.config.bypass.enabled) {
      throw new AuthError('not-found', 'The dev bypass is not enabled on this gateway.');
    }
    try {
      const outcome = await this.login(this.config.bypass.username, this.config.bypass.password);
      if (outcome.status !== 'SIGNED_IN') throw new Error(`unexpected ${outcome.status}`);
      return outcome;
    } catch (err) {
      if (err instanceof AuthError && err.kind === 'forbidden') throw err;
      this.log.warn({ err: (err as Error).message }, 'bypass sign-in failed');
      throw new AuthError('unauthenticated', LOGIN_MESSAGES.bypassFailed, { cause: err });
    }
  }

  private async afterCognito(
    username: string,
    result: InitiateResult,
    failure: (message: string) => string,
  ): Promise<LoginOutcome> {
    if (result.kind === 'challenge') {
      if (result.challengeName === 'NEW_PASSWORD_REQUIRED' && result.session) {
        return {
          status: 'NEW_PASSWORD_REQUIRED',
          session: await this.sessions.challenges.create(username, result.session),
          username,
        };
      }
      throw new AuthError('unauthenticated', additionalStepMessage(result.challengeName));
    }
    const session = await this.startSession(result.tokens, failure);
    return { status: 'SIGNED_IN', user: session.user, sessionId: session.id };
  }

  /** Verifies the new tokens, asks the admin API, reads the attributes, opens the session. */
  private async startSession(
    tokens: CognitoTokens,
    failure: (message: string) => string,
  ): Promise<{ id: string; user: StoredUser }> {
    const signOut = async (): Promise<void> => {
      if (tokens.refreshToken) await this.revokeQuietly(tokens.refreshToken);
    };
    let claims;
    try {
      claims = await this.verifier.verifyAccessToken(tokens.accessToken);
    } catch (err) {
      await signOut();
      this.log.error(
        { err: (err as Error).message },
        'Cognito issued a token the gateway cannot verify',
      );
      throw new AuthError('internal', failure('the token could not be verified'));
    }
    const check = await this.admin.validate(tokens.accessToken, claims.exp * 1000);
    if (!check.ok) {
      this.log.info(
        { username: claims.username, reason: check.reason, detail: check.detail },
        'admin check refused',
      );
      await signOut();
      // An outage is not a refusal: say which it is (the user can try again later).
      if (check.reason === 'unavailable')
        throw new AuthError('unavailable', LOGIN_MESSAGES.adminApiUnavailable);
      throw new AuthError('forbidden', LOGIN_MESSAGES.accessDenied);
    }
    let user: StoredUser;
    try {
      const info = await this.cognito.getUser(tokens.accessToken);
      user = userFromAttributes(info.username || claims.username, claims.sub, info.attributes);
    } catch (err) {
      this.cognitoFailed('GetUser', err);
      await signOut();
      throw new AuthError('unavailable', failure((err as Error).message));
    }
    if (!tokens.refreshToken) {
      throw new AuthError('internal', failure('no refresh token was issued'));
    }
    const { id } = await this.sessions.create({
      user,
      accessToken: tokens.accessToken,
      idToken: tokens.idToken,
      refreshToken: tokens.refreshToken,
      accessExpiresAt: new Date(Math.min(tokens.expiresAt.getTime(), claims.exp * 1000)),
    });
    this.log.info({ username: user.username }, 'signed in');
    return { id, user };
  }

  private async revokeQuietly(refreshToken: string): Promise<void> {
    try {
      await this.cognito.revoke(refreshToken);
    } catch (err) {
      this.cognitoFailed('RevokeToken', err);
      this.log.warn({ err: (err as Error).message }, 'could not revoke a refresh token');
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

  /** Ends a session at once: the row goes, then its refresh token is revoked. */
  async logout(sessionId: string): Promise<boolean> {
    const row = await this.sessions.delete(sessionId);
    if (!row) return false;
    this.ended(row.idHash);
    this.admin.forget(row.accessToken);
    await this.revokeQuietly(row.refreshToken);
    this.log.info({ username: row.username }, 'signed out');
    return true;
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
