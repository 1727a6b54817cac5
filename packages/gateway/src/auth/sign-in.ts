import {
  LOGIN_MESSAGES,
  additionalStepMessage,
  loginFailedMessage,
  setNewPasswordFailedMessage,
} from '@pitboss/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { StoredUser } from '../db/schema.js';
import type { AdminValidator } from './admin-check.js';
import type { SecurityAudit } from './auth-audit.js';
import { AuthError } from './auth-error.js';
import type { CognitoAuth, CognitoTokens, InitiateResult } from './cognito.js';
import { isCognitoClientError, loginErrorMessage, newPasswordErrorMessage } from './errors.js';
import type { SessionStore } from './session-store.js';
import { userFromAttributes } from './user.js';
import type { TokenVerifier } from './verifier.js';

export type LoginOutcome =
  | { status: 'SIGNED_IN'; user: StoredUser; sessionId: string }
  | { status: 'NEW_PASSWORD_REQUIRED'; session: string; username: string };

/** What the sign-in flows use of the auth service. */
export interface SignInDeps {
  config: Config;
  cognito: CognitoAuth;
  verifier: TokenVerifier;
  admin: AdminValidator;
  sessions: SessionStore;
  log: FastifyBaseLogger;
  audit: SecurityAudit | undefined;
  cognitoFailed: (operation: string, err: unknown) => void;
  revokeQuietly: (refreshToken: string) => Promise<void>;
}

/**
 * The sign-in flows (password, new password, dev bypass): Cognito, then the token check and the
 * admin check, then a session; each attempt written to the audit trail.
 */
export class SignIn {
  constructor(private readonly deps: SignInDeps) {}

  /** A password sign-in, recorded in the audit trail (signed in, or refused and why). */
  async login(username: string, password: string): Promise<LoginOutcome> {
    return this.audited('auth.login', username, () => this.passwordSignIn(username, password));
  }

  /** Runs a sign-in step and writes its audit row: who signed in, or the name tried and why not. */
  private async audited<T extends LoginOutcome>(
    procedure: string,
    username: string,
    run: () => Promise<T>,
  ): Promise<T> {
    try {
      const outcome = await run();
      if (outcome.status === 'SIGNED_IN')
        await this.deps.audit?.record(procedure, outcome.user, { ok: true });
      return outcome;
    } catch (err) {
      await this.deps.audit?.record(
        procedure,
        { username },
        { ok: false, error: (err as Error).message },
      );
      throw err;
    }
  }

  private async passwordSignIn(username: string, password: string): Promise<LoginOutcome> {
    let result: InitiateResult;
    try {
      result = await this.deps.cognito.passwordAuth(username, password);
    } catch (err) {
      this.deps.cognitoFailed('InitiateAuth', err);
      const message = loginErrorMessage(err);
      this.deps.log.info(
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
    return this.audited('auth.completeNewPassword', username, () =>
      this.newPasswordSignIn(handle, username, newPassword),
    );
  }

  private async newPasswordSignIn(
    handle: string,
    username: string,
    newPassword: string,
  ): Promise<LoginOutcome> {
    const challenge = await this.deps.sessions.challenges.get(handle);
    if (!challenge || challenge.username.toLowerCase() !== username.trim().toLowerCase()) {
      throw new AuthError(
        'unauthenticated',
        setNewPasswordFailedMessage('Your sign-in session has expired. Please sign in again.'),
      );
    }
    let result: InitiateResult;
    try {
      result = await this.deps.cognito.completeNewPassword(
        challenge.username,
        challenge.cognitoSession,
        newPassword,
      );
    } catch (err) {
      this.deps.cognitoFailed('RespondToAuthChallenge', err);
      throw new AuthError(
        isCognitoClientError(err) ? 'bad-input' : 'unavailable',
        newPasswordErrorMessage(err),
      );
    }
    await this.deps.sessions.challenges.delete(handle);
    return this.afterCognito(challenge.username, result, setNewPasswordFailedMessage);
  }

  /** The dev bypass: a real Cognito sign-in as the configured local admin. */
  async bypass(): Promise<LoginOutcome & { status: 'SIGNED_IN' }> {
    return this.audited('auth.bypass', this.deps.config.bypass.username, () => this.bypassSignIn());
  }

  private async bypassSignIn(): Promise<LoginOutcome & { status: 'SIGNED_IN' }> {
    if (!this.deps.config.bypass.enabled) {
      throw new AuthError('not-found', 'The dev bypass is not enabled on this gateway.');
    }
    try {
      const outcome = await this.passwordSignIn(
        this.deps.config.bypass.username,
        this.deps.config.bypass.password,
      );
      if (outcome.status !== 'SIGNED_IN') throw new Error(`unexpected ${outcome.status}`);
      return outcome;
    } catch (err) {
      if (err instanceof AuthError && err.kind === 'forbidden') throw err;
      this.deps.log.warn({ err: (err as Error).message }, 'bypass sign-in failed');
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
          session: await this.deps.sessions.challenges.create(username, result.session),
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
      if (tokens.refreshToken) await this.deps.revokeQuietly(tokens.refreshToken);
    };
    let claims;
    try {
      claims = await this.deps.verifier.verifyAccessToken(tokens.accessToken);
    } catch (err) {
      await signOut();
      this.deps.log.error(
        { err: (err as Error).message },
        'Cognito issued a token the gateway cannot verify',
      );
      throw new AuthError('internal', failure('the token could not be verified'));
    }
    const check = await this.deps.admin.validate(tokens.accessToken, claims.exp * 1000);
    if (!check.ok) {
      this.deps.log.info(
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
      const info = await this.deps.cognito.getUser(tokens.accessToken);
      user = userFromAttributes(info.username || claims.username, claims.sub, info.attributes);
    } catch (err) {
      this.deps.cognitoFailed('GetUser', err);
      await signOut();
      throw new AuthError('unavailable', failure((err as Error).message));
    }
    if (!tokens.refreshToken) {
      throw new AuthError('internal', failure('no refresh token was issued'));
    }
    const { id } = await this.deps.sessions.create({
      user,
      accessToken: tokens.accessToken,
      idToken: tokens.idToken,
      refreshToken: tokens.refreshToken,
      accessExpiresAt: new Date(Math.min(tokens.expiresAt.getTime(), claims.exp * 1000)),
    });
    this.deps.log.info({ username: user.username }, 'signed in');
    return { id, user };
  }
}
