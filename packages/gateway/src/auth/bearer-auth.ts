import { AUTH, LOGIN_MESSAGES } from '@pitboss/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config.js';
import type { StoredUser } from '../db/schema.js';
import type { AdminValidator } from './admin-check.js';
import { AuthError, INVALID_TOKEN_MESSAGE, SIGN_IN_SERVICE_UNAVAILABLE } from './auth-error.js';
import type { CognitoAuth } from './cognito.js';
import { isCognitoClientError } from './errors.js';
import { userFromAttributes } from './user.js';
import type { TokenVerifier } from './verifier.js';

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/**
 * `Authorization: Bearer` access tokens (scripts and the typed client): verified, validated as an
 * administrator's by the admin API, and the user read from the identity service. Users are cached
 * by the token's sha256: bounded, and never past the token's expiry.
 */
export class BearerAuth {
  private readonly users: LRUCache<string, StoredUser>;

  constructor(
    private readonly config: Config,
    private readonly cognito: CognitoAuth,
    private readonly verifier: TokenVerifier,
    private readonly admin: AdminValidator,
    private readonly log: FastifyBaseLogger,
    private readonly cognitoFailed: (operation: string, err: unknown) => void,
  ) {
    this.users = new LRUCache({
      max: config.cache.maxEntries,
      ttl: Math.max(1, config.cache.authMs),
    });
  }

  /** Drops every cached user (the cluster channel lost messages: nothing cached is trusted). */
  forgetAll(): void {
    this.users.clear();
  }

  async resolve(token: string): Promise<{ user: StoredUser; accessToken: string; via: 'bearer' }> {
    let claims;
    try {
      claims = await this.verifier.verifyAccessToken(token);
    } catch (err) {
      this.log.info({ err: (err as Error).message }, 'bearer token refused');
      throw new AuthError('unauthenticated', INVALID_TOKEN_MESSAGE);
    }
    const expMs = claims.exp * 1000;
    if (expMs - AUTH.tokenExpirySkewMs <= Date.now()) {
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
    const cached = this.users.get(key);
    if (cached) return { user: cached, accessToken: token, via: 'bearer' };
    let user: StoredUser;
    try {
      const info = await this.cognito.getUser(token);
      user = userFromAttributes(info.username || claims.username, claims.sub, info.attributes);
    } catch (err) {
      this.cognitoFailed('GetUser', err);
      if (isCognitoClientError(err)) {
        throw new AuthError('unauthenticated', INVALID_TOKEN_MESSAGE);
      }
      throw new AuthError('unavailable', SIGN_IN_SERVICE_UNAVAILABLE);
    }
    const ttl = Math.min(this.config.cache.authMs, expMs - AUTH.tokenExpirySkewMs - Date.now());
    if (ttl > 0) this.users.set(key, user, { ttl });
    return { user, accessToken: token, via: 'bearer' };
  }
}
