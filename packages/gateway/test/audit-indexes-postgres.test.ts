import { AUDIT_COUNT_CAP, type AuditExportInput } from '@pitboss/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditWhere } from '../src/audit/filters.js';
import { countQuery, pageQuery } from '../src/audit/page.js';
import { AuditStore } from '../src/audit/store.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { usePostgres } from './support/postgres.js';

/**
 * Activity's pages on Postgres, over a trail longer than the count's cap: the two ways a page is
 * read give the same rows, and the planner reads the filters' indexes, so a view and its partial
 * index, or a filter and its index, cannot drift apart unnoticed (the page would read the trail
 * row by row again).
 */
const { emptyDatabase } = usePostgres();
let handle: DatabaseHandle;
const ROWS = AUDIT_COUNT_CAP + 2_000;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'postgres', url: await emptyDatabase('indexes') });
  // oldest first, so the chain's order is the time order: 20 users, four procedures, 500
  // targets, one error in 50
  await handle.db.execute(sql`
    INSERT INTO audit (at, user_id, username, procedure, target, outcome, duration_ms)
    SELECT now() - (i * interval '1 minute'), 'user-' || (i % 20), 'User' || (i % 20),
      (ARRAY['slots.update', 'providers.update', 'groups.update', 'catalogue.publish'])[1 + (i % 4)],
      'slot-' || (i % 500), CASE WHEN i % 50 = 0 THEN 'error' ELSE 'ok' END, 1
    FROM generate_series(${ROWS}::int, 1, -1) AS i`);
  await handle.db.execute(sql`VACUUM ANALYZE audit`);
}, 120_000);
afterAll(() => handle?.close());

/** The plan of `query`, with sequential scans priced out. */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const client = handle.pg!.newClient();
  await client.connect();
  try {
    await client.query('set enable_seqscan = off');
    const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params);
    return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}

const broad = AUDIT_COUNT_CAP + 1;
const pageOf = (input: AuditExportInput, counted: number) =>
  pageQuery(handle.db, auditWhere(input), counted, { limit: 20, offset: 0 });

it('a page has the same rows read in the trail’s order or from its matches', async () => {
  const filters: AuditExportInput[] = [
    {},
    { user: 'user3' },
    { domain: 'slots' },
    { user: 'USER4', domain: 'slots' },
    { user: 'user3', domain: 'groups' },
    { outcome: 'error' },
    { target: 'slot-7' },
  ];
  for (const input of filters) {
    const condition = auditWhere(input);
    for (const offset of [0, 20, 400]) {
      const page = { limit: 20, offset };
      const inOrder = await pageQuery(handle.db, condition, broad, page);
      const fromMatches = await pageQuery(handle.db, condition, 0, page);
      expect(
        fromMatches.map((r) => r.seq),
        JSON.stringify({ input, offset }),
      ).toEqual(inOrder.map((r) => r.seq));
    }
  }
});

it('audit.list: a broad filter says "more" and pages past the cap; a sparse one pages its matches', async () => {
  const store = new AuditStore(handle.db);
  const inOrder = async (offset: number) =>
    (await pageQuery(handle.db, undefined, broad, { limit: 20, offset })).map((r) => r.id);
  const all = await store.list({ page: 1, limit: 20 });
  expect(all).toMatchObject({ total: AUDIT_COUNT_CAP, more: true });
  expect(all.items.map((e) => e.id)).toEqual(await inOrder(0));
  const pastCap = await store.list({ page: AUDIT_COUNT_CAP / 20 + 2, limit: 20 });
  expect(pastCap.items).toHaveLength(20);
  expect(pastCap.items.map((e) => e.id)).toEqual(await inOrder(AUDIT_COUNT_CAP + 20));

  // User3's groups.update rows: i % 20 = 3 and i % 4 = 2 never meet, so none
  expect(await store.list({ user: 'user3', domain: 'groups', page: 1, limit: 20 })).toMatchObject({
    items: [],
    total: 0,
    more: false,
  });
  // one error in 50: 240 rows
  const errors = await store.list({ outcome: 'error', page: 12, limit: 20 });
  expect(errors).toMatchObject({ total: Math.floor(ROWS / 50), more: false, totalPages: 12 });
  expect(errors.items.every((e) => e.outcome === 'error')).toBe(true);
  expect(errors.items).toHaveLength(Math.floor(ROWS / 50) - 220);
});

it("the game-availability view's page reads its partial index", async () => {
  expect(await planOf(pageOf({ view: 'availability' }, broad))).toMatch(
    /Index Scan Backward using audit_availability_idx/,
  );
});

it("a section's prefix is a range of the procedure index", async () => {
  expect(await planOf(countQuery(handle.db, auditWhere({ domain: 'slots' })))).toMatch(
    /audit_procedure_idx[\s\S]*procedure ~>=~ 'slots\.'/,
  );
});

it("a sparse filter's page is its matches, sorted, not the trail read in order", async () => {
  const plan = await planOf(pageOf({ user: 'user4', domain: 'slots' }, 100));
  expect(plan).toMatch(/CTE matching/);
  expect(plan).toMatch(/audit_user_procedure_idx/);
  expect(plan).not.toMatch(/Index Scan Backward using audit_seq_idx on audit audit_1/);
});

it('a user in one section and an outcome are counted from their indexes', async () => {
  expect(
    await planOf(countQuery(handle.db, auditWhere({ user: 'user4', domain: 'slots' }))),
  ).toMatch(
    /audit_user_procedure_idx[\s\S]*Index Cond: \(\(lower\(username\) = 'user4'::text\) AND \(procedure ~>=~ 'slots\.'/,
  );
  expect(await planOf(countQuery(handle.db, auditWhere({ outcome: 'error' })))).toMatch(
    /audit_outcome_idx[\s\S]*Index Cond: \(outcome = 'error'::text\)/,
  );
});
