import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';

/** The plan's lines for a query (EXPLAIN, not run). */
async function plan(sql: string): Promise<string> {
  const { db } = await opened;
  const r = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`);
  return r.rows.map((row) => row['QUERY PLAN']).join('\n');
}

const opened = openDatabase({ seed: 42 });
afterAll(async () => (await opened).db.close());

describe('query plans of the lists', () => {
  it('a page deep in a group is read from the group index, not sorted from the whole group', async () => {
    const p = await plan(
      `SELECT m.slot_id FROM slot_groups m WHERE m.group_id = 1
       ORDER BY m.position ASC NULLS LAST, m.slot_id ASC LIMIT 100 OFFSET 1100`,
    );
    expect(p).toContain('slot_groups_group_order');
    expect(p).not.toMatch(/\bSort\b/);
  }, 120_000);
});
