import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ClusterChannel } from '../cluster/channel.js';
import type { Metrics } from '../metrics.js';
import type { UpstreamClient } from '../upstream/client.js';
import { UpstreamError } from '../upstream/errors.js';
import { ADMIN_API_PATHS } from '../upstream/paths.js';

export type AdminCheckResult =
  { ok: true } | { ok: false; reason: 'forbidden' | 'unavailable'; detail: string };

/**
 * Asks the admin API whether a token's user is an administrator
 * (`POST /auth/validate`, empty body, the user's bearer), through the one admin-API client (its
 * keep-alive connections; a write, so never retried). Positive answers are cached in a bounded
 * LRU for `cacheMs` at most (never past the token's expiry); a token forgotten on any instance
 * (sign-out, refresh) is dropped on every instance through the cluster channel.
 */
export class AdminValidator {
  private readonly cache: LRUCache<string, true>;
  private readonly cleanups: (() => void)[];

  constructor(
    private readonly upstream: UpstreamClient,
    private readonly metrics: Metrics,
    private readonly channel: ClusterChannel,
    private readonly cacheMs: number,
    maxEntries: number,
    private readonly timeoutMs = 10_000,
  ) {
    this.cache = new LRUCache({ max: maxEntries, ttl: Math.max(1, cacheMs) });
    this.cleanups = [
      channel.subscribe('token-forgotten', ({ key }) => this.cache.delete(key)),
      channel.onResync(() => this.cache.clear()),
    ];
  }

  close(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  private static key(token: string): string {
    return createHash('sha256').update(token).digest('base64url');
  }

  /** `expiresAtMs`: when the token expires; the positive answer is kept until then. */
  async validate(accessToken: string, expiresAtMs: number): Promise<AdminCheckResult> {
    const key = AdminValidator.key(accessToken);
    if (this.cache.get(key)) return { ok: true };

    let status: number;
    try {
      status = await this.upstream.status(accessToken, {
        method: 'POST',
        path: ADMIN_API_PATHS.authValidate,
        timeoutMs: this.timeoutMs,
        operation: 'auth.validate',
      });
    } catch (err) {
      // counted and logged by the client, as every failed admin-API call
      if (!(err instanceof UpstreamError)) throw err;
      return { ok: false, reason: 'unavailable', detail: err.message };
    }
    if (status >= 200 && status < 300) {
      const ttl = Math.min(this.cacheMs, expiresAtMs - Date.now());
      if (ttl > 0) this.cache.set(key, true, { ttl });
      return { ok: true };
    }
    if (status >= 500)
      this.metrics.upstreamErrors.inc({ upstream: 'admin-api', operation: 'auth.validate' });
    return {
      ok: false,
      reason: status === 401 || status === 403 ? 'forbidden' : 'unavailable',
      detail: `HTTP ${status}`,
    };
  }

  /** Drops a token's cached answer here and on every other instance. */
  forget(accessToken: string): void {
    this.channel.publish('token-forgotten', { key: AdminValidator.key(accessToken) });
  }
}
