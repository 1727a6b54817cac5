import { PGlite, type Transaction } from '@electric-sql/pglite';
import { chmod, mkdir } from 'node:fs/promises';
import { ConfigError } from '../config.js';
import { SCHEMA_SQL } from './schema.js';
import { seedDatabase, type SeedCounts } from './seed.js';

export type Db = PGlite | Transaction;

export interface OpenDatabaseOptions {
  /** Folder for PGlite's files; in memory when absent. */
  dataDir?: string | undefined;
  seed: number;
  /** The scale the seed counts were made at; recorded, and checked against a seeded folder. */
  scale?: number;
  seedCounts?: SeedCounts | undefined;
}

export interface OpenedDatabase {
  db: PGlite;
  seeded: boolean;
  seedMs: number;
}

/** Copies the working catalogue into the production snapshot tables. */
export async function snapshotCatalogue(tx: Db): Promise<void> {
  for (const t of ['slot_groups', 'slots', 'providers', 'groups']) {
    await tx.query(`DELETE FROM prod_${t}`);
    await tx.query(`INSERT INTO prod_${t} SELECT * FROM ${t}`);
  }
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  let db: PGlite;
  if (options.dataDir) {
    // Its owner's alone: PGlite makes its files 0666 whatever the umask, inside this folder.
    await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
    await chmod(options.dataDir, 0o700);
    db = await PGlite.create(options.dataDir);
  } else {
    db = await PGlite.create();
  }
  await db.exec(SCHEMA_SQL);
  const seededRow = await db.query<{ value: { scale?: number } | null }>(
    `SELECT value FROM meta WHERE key = 'seeded'`,
  );
  const seeded = seededRow.rows[0];
  if (seeded) {
    // A folder seeded at one scale is not silently served as another: the figures measured on it
    // would not be what they claim.
    const seededScale = seeded.value?.scale ?? 1;
    if (options.scale !== undefined && seededScale !== options.scale) {
      await db.close();
      throw new ConfigError(
        `SANDBOX_SCALE: the data folder ${options.dataDir ?? ''} was seeded at scale ${seededScale}, not ${options.scale}; delete it to seed again, or point SANDBOX_DATA_DIR at another folder`,
      );
    }
    await analyze(db);
    return { db, seeded: false, seedMs: 0 };
  }
  const t0 = performance.now();
  await db.transaction(async (tx) => {
    await seedDatabase(tx, options.seed, options.seedCounts);
    // The seeded catalogue counts as published once, so Reset has a snapshot to return to.
    await tx.query(`UPDATE slots SET live = NOT archived WHERE live`);
    await snapshotCatalogue(tx);
    await tx.query(`INSERT INTO meta (key, value) VALUES ('seeded', $1::jsonb)`, [
      JSON.stringify({
        seed: options.seed,
        scale: options.scale ?? 1,
        at: new Date().toISOString(),
      }),
    ]);
    await tx.query(`INSERT INTO meta (key, value) VALUES ('published_at', $1::jsonb)`, [
      JSON.stringify(new Date().toISOString()),
    ]);
  });
  await analyze(db);
  return { db, seeded: true, seedMs: Math.round(performance.now() - t0) };
}

/**
 * Table statistics for the planner. PGlite runs no autovacuum, so without this it guesses 148
 * members for a 5,000-slot group and sorts the whole group for every page of 100 instead of
 * reading the page from the group's index.
 */
export async function analyze(db: Db): Promise<void> {
  await db.exec('ANALYZE');
}
