import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { startPostgres, type TestPostgres } from '../../../../scripts/postgres.mjs';

/**
 * The Postgres server a test file runs against: PITBOSS_TEST_DATABASE_URL when the caller gives
 * one (`npm test` starts one cluster for the whole run), else a throwaway cluster this file starts
 * and stops itself, so running the package's tests alone still runs these. When no cluster can be
 * started, the file fails with the reason; it never skips. Read `url()` inside hooks and tests.
 */
export function usePostgres(): {
  url: () => string;
  emptyDatabase: (prefix: string) => Promise<string>;
} {
  let url = process.env.PITBOSS_TEST_DATABASE_URL ?? '';
  let own: TestPostgres | null = null;
  beforeAll(async () => {
    if (url) return;
    try {
      own = await startPostgres();
    } catch (err) {
      throw new Error(
        `PITBOSS_TEST_DATABASE_URL is not set and no Postgres could be started for these tests: ${(err as Error).message}`,
        { cause: err },
      );
    }
    url = own.url;
  }, 180_000);
  afterAll(() => own?.stop());
  const server = () => {
    if (!url) throw new Error('the Postgres server is not started yet (read url() in a test)');
    return url;
  };
  return {
    url: server,
    /** A new, empty database on that server (named `<prefix>_<random>`); its URL. */
    async emptyDatabase(prefix) {
      const name = `${prefix}_${randomBytes(6).toString('hex')}`;
      const client = new pg.Client({ connectionString: server() });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      const u = new URL(server());
      u.pathname = `/${name}`;
      return u.toString();
    },
  };
}
