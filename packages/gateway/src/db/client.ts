import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Config } from '../config.js';
import { packageDir } from '../config.js';
import { closePglite, openPglite } from './pglite.js';
import * as schema from './schema.js';

/** One type for both drivers (PGlite and node-postgres share the pg-core query builder). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Postgres only: the shared pool, and a fresh dedicated client (the cluster channel listens on one). */
  pg?: { pool: pg.Pool; newClient(): pg.Client };
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Work done once per database at start-up, after the migrations and under the same lock (the
 * token-encryption backfill).
 */
export type AfterMigrate = (db: Database) => Promise<void>;

/** `pg_advisory_lock` key of the start-up migrations ('pitboss-migrate' as a 32-bit number). */
const MIGRATION_LOCK_KEY = 0x70_69_74_6d;

/** drizzle-kit's generated migrations, committed beside `src/` and `dist/`. */
const migrationsFolder = path.join(packageDir, 'drizzle');

/**
 * Opens the gateway database and applies pending migrations. On Postgres they run under a
 * session-level advisory lock on a connection of their own, so gateways started at the same
 * moment on an empty database migrate one after the other (the later ones find nothing to do).
 */
export async function openDatabase(
  config: Config['database'],
  afterMigrate: AfterMigrate = async () => undefined,
): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle client's error (the server restarted) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzle(pool, { schema });
    try {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(db, { migrationsFolder });
        await afterMigrate(db as unknown as Database);
      } finally {
        // Closing this connection (rather than returning it to the pool) drops the lock for sure.
        lock.release(true);
      }
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw err;
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      pg: { pool, newClient: () => new pg.Client({ connectionString: config.url }) },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await openPglite(config.dataDir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await afterMigrate(db as unknown as Database);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => closePglite(client, config.dataDir),
  };
}
