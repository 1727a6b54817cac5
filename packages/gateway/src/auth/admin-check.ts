import { createHash } from 'node:crypto';
import type { Metrics } from '../metrics.js';
import { ADMIN_API_PATHS } from '../upstream/paths.js';

export type AdminCheckResult =
  { ok: true } | { ok: false; reason: 'forbidden' | 'unavailable'; detail: string };

/**
 * Asks the admin API whether a token's user is an administrator (spec 1 §4, §7:
 * `POST /auth/validate`, empty body, the user's bearer). Positive answers are cached for the
 * token's life.
 */
export class AdminValidator {
  private readonly cache = new Map<string, number>();

  constructor(
    private readonly adminApiUrl: string,
    private readonly metrics: Metrics,
    private readonly timeoutMs = 10_000,
  ) {}

  private static key(token: string): string {
    return createHash('sha256').update(token).digest('base64url');
  }

  /** `expiresAtMs`: when the token expires; the positive answer is kept until then. */
  async validate(accessToken: string, expiresAtMs: number): Promise<AdminCheckResult> {
    const key = AdminValidator.key(accessToken);
    const now = Date.now();
    const cached = this.cache.get(key);
    if (cached !== undefined && cached > now) return { ok: true };
    if (cached !== undefined) this.cache.delete(key);

    let status: number;
    try {
      const res = await fetch(`${this.adminApiUrl}${ADMIN_API_PATHS.authValidate}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = res.status;
      await res.body?.cancel();
    } catch (err) {
      this.metrics.upstreamErrors.inc({ upstream: 'admin-api', operation: 'auth.validate' });
      return { ok: false, reason: 'unavailable', detail: (err as Error).message };
    }
    if (status >= 200 && status < 300) {
      this.prune(now);
      this.cache.set(key, expiresAtMs);
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

  forget(accessToken: string): void {
    this.cache.delete(AdminValidator.key(accessToken));
  }

  private prune(now: number): void {
    if (this.cache.size < 10_000) return;
    for (const [k, exp] of this.cache) if (exp <= now) this.cache.delete(k);
  }
}
