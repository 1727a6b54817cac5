import {
  AUTH,
  LOGIN_MESSAGES,
  additionalStepMessage,
  loginFailedMessage,
  setNewPasswordFailedMessage,
} from '@pitboss/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import type { Config } from '../config.js';
import type { StoredUser } from '../db/schema.js';
import type { Metrics } from '../metrics.js';
import type { AdminValidator } from './admin-check.js';
import { AuthError, INVALID_TOKEN_MESSAGE } from './auth-error.js';
import type { CognitoAuth, CognitoTokens, InitiateResult } from './cognito.js';
import { isCognitoClientError, loginErrorMessage, newPasswordErrorMessage } from './errors.js';
import type { SessionRow, SessionStore } from './session-store.js';
import { userFromAttributes } from './user.js';
import type { TokenVerifier } from './verifier.js';

/** Tokens are treated as expired this long before their real expiry (spec 1 §9). */
export const TOKEN_EXPIRY_SKEW_MS = AUTH.tokenExpirySkewMs;

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

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/**
 * Server-side sign-in (backend-for-frontend): Cognito calls, the admin check, sessions and their
 * refresh, and bearer tokens for scripts.
 */
export class AuthService {
  private readonly refreshing = new Map<string, Promise<SessionRow | null>>();
  private readonly bearerUsers = new Map<string, { user: StoredUser; expMs: number }>();
  private readonly endedListeners = new Set<(idHash: string) => void>();

  constructor(
    private readonly config: Config,
    private readonly cognito: CognitoAuth,
    private readonly verifier: TokenVerifier,
    private readonly admin: AdminValidator,
    readonly sessions: SessionStore,
    private readonly metrics: Metrics,
    private readonly log: FastifyBaseLogger,
  ) {}

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
    const challenge = await this.sessions.getChallenge(handle);
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
    await this.sessions.deleteChallenge(handle);
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
          session: await this.sessions.createChallenge(username, result.session),
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

  private ended(idHash: string): void {
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
      pending = this.refresh(row).finally(() => this.refreshing.delete(row.idHash));
      this.refreshing.set(row.idHash, pending);
    }
    return pending;
  }

  private async refresh(row: SessionRow): Promise<SessionRow | null> {
    let tokens: CognitoTokens;
    try {
      tokens = await this.cognito.refresh(row.username, row.refreshToken);
    } catch (err) {
      this.cognitoFailed('RefreshToken', err);
      if (isCognitoClientError(err)) {
        this.log.info(
          { username: row.username, err: (err as Error).message },
          'refresh refused; session ended',
        );
        await this.sessions.deleteByHash(row.idHash);
        this.ended(row.idHash);
        return null;
      }
      throw new AuthError('unavailable', 'The sign-in service is unavailable. Please try again.');
    }
    const claims = await this.verifier.verifyAccessToken(tokens.accessToken);
    const check = await this.admin.validate(tokens.accessToken, claims.exp * 1000);
    if (!check.ok && check.reason === 'forbidden') {
      await this.sessions.deleteByHash(row.idHash);
      this.ended(row.idHash);
      await this.revokeQuietly(tokens.refreshToken ?? row.refreshToken);
      throw new AuthError('forbidden', LOGIN_MESSAGES.accessDenied);
    }
    if (!check.ok) {
      throw new AuthError('unavailable', LOGIN_MESSAGES.adminApiUnavailable);
    }
    this.admin.forget(row.accessToken);
    this.log.debug({ username: row.username }, 'session tokens refreshed');
    return this.sessions.updateTokens(row.idHash, {
      accessToken: tokens.accessToken,
      idToken: tokens.idToken,
      refreshToken: tokens.refreshToken,
      accessExpiresAt: new Date(Math.min(tokens.expiresAt.getTime(), claims.exp * 1000)),
    });
  }

  /** The principal of an `Authorization: Bearer` access token (scripts). */
  async resolveBearer(token: string): Promise<Principal> {
    let claims;
    try {
      claims = await this.verifier.verifyAccessToken(token);
    } catch (err) {
      this.log.info({ err: (err as Error).message }, 'bearer token refused');
      throw new AuthError('unauthenticated', INVALID_TOKEN_MESSAGE);
    }
    const expMs = claims.exp * 1000;
    if (expMs - TOKEN_EXPIRY_SKEW_MS <= Date.now()) {
      throw new AuthError('unauthenticated', INVALID_TOKEN_MESSAGE);
    }
    const check = await this.admin.validate(token, expMs);
    if (!check.ok) {
      if (check.reason === 'unavailable') {
        throw new AuthError('unavailable', LOGIN_MESSAGES.adminApiUnavailable);
      }
      throw new AuthError('forbidden', LOGIN_MESSAGES.accessDenied);
    }
    const key = sha256(token);
    const cached = this.bearerUsers.get(key);
    if (cached && cached.expMs > Date.now())
      return { user: cached.user, accessToken: token, via: 'bearer' };
    let user: StoredUser;
    try {
      const info = await this.cognito.getUser(token);
      user = userFromAttributes(info.username || claims.username, claims.sub, info.attributes);
    } catch (err) {
      this.cognitoFailed('GetUser', err);
      if (isCognitoClientError(err)) {
        throw new AuthError('unauthenticated', INVALID_TOKEN_MESSAGE);
      }
      throw new AuthError('unavailable', 'The sign-in service is unavailable. Please try again.');
    }
    if (this.bearerUsers.size > 10_000) this.bearerUsers.clear();
    this.bearerUsers.set(key, { user, expMs });
    return { user, accessToken: token, via: 'bearer' };
  }
}
