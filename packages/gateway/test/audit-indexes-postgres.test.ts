import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditWhere } from '../src/audit/filters.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { audit } from '../src/db/schema.js';
import { usePostgres } from './support/postgres.js';

/**
 * The Activity filters' indexes on Postgres, read from the planner: the game-availability view's
 * page is the partial index `audit_availability_idx` read backwards, so the view and the index's
 * predicate cannot drift apart unnoticed (the view would read the trail row by row again).
 */
const { emptyDatabase } = usePostgres();
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'postgres', url: await emptyDatabase('indexes') });
}, 120_000);
afterAll(() => handle?.close());

/** The plan of audit.list's page query for `input`, with sequential scans priced out. */
async function planOf(input: Parameters<typeof auditWhere>[0]): Promise<string> {
  const page = handle.db
    .select()
    .from(audit)
    .where(auditWhere(input))
    .orderBy(desc(audit.seq))
    .limit(20)
    .toSQL();
  const client = handle.pg!.newClient();
  await client.connect();
  try {
    await client.query('set enable_seqscan = off');
    const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${page.sql}`, page.params);
    return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}

it("the game-availability view's page reads its partial index", async () => {
  expect(await planOf({ view: 'availability' })).toMatch(
    /Index Scan Backward using audit_availability_idx/,
  );
});

it("a section's prefix is a range of the procedure index", async () => {
  expect(await planOf({ domain: 'slots', outcome: 'error' })).toMatch(
    /audit_procedure_idx[\s\S]*procedure ~>=~ 'slots\.'/,
  );
});
