import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.js';

/** The advisory lock's key (two int4s: 'PB' and 'publish'). */
const LOCK_CLASS = 0x5042;
const LOCK_ID = 1;

export type Locked<T> = { acquired: true; value: T } | { acquired: false };

/**
 * One publish (or restore) at a time, so two snapshots never interleave. On Postgres a
 * transaction-scoped advisory lock (`pg_try_advisory_xact_lock`) held for the whole publish:
 * every gateway sharing the database sees it, and it goes away with the connection if a gateway
 * dies. The embedded PGlite database serves one process, so an in-process flag is enough there
 * (it is also checked first on Postgres, sparing a connection). A second caller is refused at
 * once rather than queued: it learns who is publishing.
 */
export class PublishLock {
  private held = false;

  constructor(private readonly database: DatabaseHandle) {}

  async run<T>(fn: () => Promise<T>): Promise<Locked<T>> {
    if (this.held) return { acquired: false };
    this.held = true;
    try {
      if (this.database.kind !== 'postgres') return { acquired: true, value: await fn() };
      let acquired = false;
      const value = await this.database.db.transaction(async (tx) => {
        const r = await tx.execute<{ ok: boolean }>(
          sql`select pg_try_advisory_xact_lock(${LOCK_CLASS}, ${LOCK_ID}) as ok`,
        );
        acquired = (r as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok === true;
        return acquired ? await fn() : undefined;
      });
      return acquired ? { acquired: true, value: value as T } : { acquired: false };
    } finally {
      this.held = false;
    }
  }
}

const locks = new WeakMap<DatabaseHandle, PublishLock>();

/** The one lock of a database handle (one per gateway process). */
export function publishLock(database: DatabaseHandle): PublishLock {
  let lock = locks.get(database);
  if (!lock) locks.set(database, (lock = new PublishLock(database)));
  return lock;
}
