import { AUDIT_COUNT_CAP } from '@pitboss/contracts';
import { count, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { audit } from '../db/schema.js';

/**
 * How many rows match, up to AUDIT_COUNT_CAP + 1: past the cap the count says "more" rather
 * than read every matching row. Read from the filters' indexes alone where the table's
 * visibility map allows.
 */
export function countQuery(db: Database, condition: SQL | undefined) {
  const capped = db
    .select({ one: audit.seq })
    .from(audit)
    .where(condition)
    .limit(AUDIT_COUNT_CAP + 1)
    .as('capped');
  return db.select({ n: count() }).from(capped);
}

export async function countMatches(db: Database, condition: SQL | undefined): Promise<number> {
  const [row] = await countQuery(db, condition);
  return Number(row?.n ?? 0);
}

/**
 * One page of matching rows, newest first, read the way the number of matches (`counted`, from
 * `countMatches`) makes cheap:
 * - more than the cap: the trail newest first until the page is full. With that many matches
 *   (at least one row in a hundred of a million-row trail) the page fills soon.
 * - the cap or fewer: the matching rows through the filters' indexes, sorted. Read in the
 *   trail's order instead, a filter that matches few rows would go through most of the trail to
 *   fill a page, and one that matches none through all of it, which is the order the planner
 *   picks when its estimate of the matches is high. MATERIALIZED keeps the matches a step of
 *   their own, so the planner cannot fold them back into the trail's order.
 */
export function pageQuery(
  db: Database,
  condition: SQL | undefined,
  counted: number,
  page: { limit: number; offset: number },
) {
  if (counted > AUDIT_COUNT_CAP)
    return db
      .select()
      .from(audit)
      .where(condition)
      .orderBy(desc(audit.seq))
      .limit(page.limit)
      .offset(page.offset);
  const pageSeqs = sql`(WITH matching AS MATERIALIZED (SELECT ${audit.seq} FROM ${audit} WHERE ${condition ?? sql`true`}) SELECT seq FROM matching ORDER BY seq DESC LIMIT ${page.limit} OFFSET ${page.offset})`;
  return db.select().from(audit).where(inArray(audit.seq, pageSeqs)).orderBy(desc(audit.seq));
}
