import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { loginLimits } from '../db/schema.js';
import { storable } from '../audit/redact.js';

export type LoginLimitVerdict =
  { allowed: true } | { allowed: false; limit: 'ip' | 'username'; retryAfterSeconds: number };

/** 'Too many sign-in attempts. Please wait 42 seconds and try again.' */
export function loginLimitMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds <= 60
      ? `${retryAfterSeconds} seconds`
      : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `Too many sign-in attempts. Please wait ${wait} and try again.`;
}

/**
 * Sign-in attempt limits per client IP and per username (case-insensitive), counted in the
 * gateway's database (`login_limits`, rate-limiter-flexible's Drizzle store: one atomic upsert
 * per count), so every instance on a Postgres database shares them: 5 per username means 5 in
 * total, whichever instances the attempts reach. Every attempt counts against both limits.
 */
export class LoginLimits {
  private readonly perIp: RateLimiterDrizzle;
  private readonly perUsername: RateLimiterDrizzle;

  constructor(
    private readonly db: Database,
    limits: Config['loginRateLimit'],
  ) {
    const duration = Math.max(1, Math.ceil(limits.windowMs / 1000));
    const common = { storeClient: db, schema: loginLimits, duration, clearExpiredByTimeout: false };
    this.perIp = new RateLimiterDrizzle({ ...common, keyPrefix: 'ip', points: limits.maxPerIp });
    this.perUsername = new RateLimiterDrizzle({
      ...common,
      keyPrefix: 'user',
      points: limits.maxPerUsername,
    });
  }

  /** Counts one attempt; refused when either limit is used up (the longer wait is given). */
  async attempt(ip: string, username: string): Promise<LoginLimitVerdict> {
    const [byIp, byName] = await Promise.all([
      consume(this.perIp, ip),
      // Stored as a key: NUL and lone surrogates (which Postgres text refuses) made the count
      // fail and the sign-in answer 503; they are replaced, and the name is bounded.
      consume(this.perUsername, storable(username.trim().toLowerCase().slice(0, 256))),
    ]);
    const refused = [
      byIp && { limit: 'ip' as const, res: byIp },
      byName && { limit: 'username' as const, res: byName },
    ].filter((r) => r !== null);
    if (refused.length === 0) return { allowed: true };
    const worst = refused.reduce((a, b) => (b.res.msBeforeNext > a.res.msBeforeNext ? b : a));
    return {
      allowed: false,
      limit: worst.limit,
      retryAfterSeconds: Math.max(1, Math.ceil(worst.res.msBeforeNext / 1000)),
    };
  }

  /** Drops counters whose window ended over an hour ago. */
  async sweep(now = Date.now()): Promise<void> {
    await this.db.delete(loginLimits).where(lt(loginLimits.expire, new Date(now - 3_600_000)));
  }
}

/** null when allowed; the refusal otherwise. A store failure is thrown (never a silent pass). */
async function consume(limiter: RateLimiterDrizzle, key: string): Promise<RateLimiterRes | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (err) {
    if (err instanceof RateLimiterRes) return err;
    throw err;
  }
}
