import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { loginLimits } from '../db/schema.js';

export type HeavyKind = 'export' | 'backup' | 'upload';

const WHAT: Record<HeavyKind, string> = {
  export: 'audit exports',
  backup: 'backup downloads',
  upload: 'uploads',
};

/** 'Too many backup downloads. Please wait 42 seconds and try again.' */
export function heavyLimitMessage(kind: HeavyKind, retryAfterSeconds: number): string {
  return `Too many ${WHAT[kind]}. Please wait ${retryAfterSeconds} seconds and try again.`;
}

/**
 * Per-user limits on heavy requests (audit exports, backup downloads, uploads), counted per
 * minute in the gateway's database with the same store as the sign-in limits (one atomic upsert
 * per count), so every instance on one Postgres database shares them.
 */
export class HeavyLimits {
  private readonly limiters: Record<HeavyKind, RateLimiterDrizzle>;

  constructor(db: Database, limits: Config['rateLimits']) {
    const make = (kind: HeavyKind, points: number) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: loginLimits,
        keyPrefix: `heavy-${kind}`,
        points,
        duration: 60,
        clearExpiredByTimeout: false,
      });
    this.limiters = {
      export: make('export', limits.exportsPerMinute),
      backup: make('backup', limits.backupsPerMinute),
      upload: make('upload', limits.uploadsPerMinute),
    };
  }

  /** Counts one request of `kind` for `userId`: null when allowed, else seconds to wait. */
  async consume(kind: HeavyKind, userId: string): Promise<number | null> {
    try {
      await this.limiters[kind].consume(userId);
      return null;
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw err;
    }
  }
}
