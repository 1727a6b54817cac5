import type { AuditVerifyResult } from '@pitboss/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** Rows checked per query: each query is short, so other work on the database goes on between. */
const VERIFY_BATCH = 20_000;

interface BatchAnswer {
  n: number | string;
  last_seq: number | string | null;
  last_hash: string | null;
  broken_id: string | null;
  broken_at: Date | string | null;
}

/**
 * Checks the audit trail's hash chain, oldest row first: each row's hash is recomputed with the
 * database's `audit_row_hash` (the one definition the insert trigger uses), its `prev_hash` must
 * be the hash of the row before it (the first row's: empty), and the numbering must have no gap.
 * The first row that fails any of these is `firstBroken`: a row changed, removed or slipped in
 * behind the gateway's back breaks the chain there.
 */
export async function verifyAuditChain(db: Database): Promise<AuditVerifyResult> {
  let seq = 0;
  let hash = '';
  let rows = 0;
  for (;;) {
    const answer = await db.execute(sql`
      with batch as (
        select a.id, a.at, a.seq, a.hash,
          a.hash = audit_row_hash(a)
            and a.prev_hash = lag(a.hash, 1, ${hash}::text) over (order by a.seq)
            and a.seq = lag(a.seq, 1, ${seq}::bigint) over (order by a.seq) + 1 as intact
        from (select * from audit where seq > ${seq} order by seq limit ${VERIFY_BATCH}) a
      )
      select
        (select count(*) from batch) as n,
        (select seq from batch order by seq desc limit 1) as last_seq,
        (select hash from batch order by seq desc limit 1) as last_hash,
        (select id::text from batch where not intact order by seq limit 1) as broken_id,
        (select at from batch where not intact order by seq limit 1) as broken_at`);
    // both drivers answer `{ rows }`; drizzle's shared type does not say so
    const row = (answer as unknown as { rows: BatchAnswer[] }).rows[0];
    if (!row) throw new Error('the audit chain check answered no row');
    const n = Number(row.n);
    if (row.broken_id !== null) {
      const at = row.broken_at instanceof Date ? row.broken_at : new Date(String(row.broken_at));
      return {
        ok: false,
        rows: rows + n,
        firstBroken: { id: row.broken_id, at: at.toISOString() },
      };
    }
    rows += n;
    if (n < VERIFY_BATCH || row.last_seq === null) return { ok: true, rows };
    seq = Number(row.last_seq);
    hash = row.last_hash ?? '';
  }
}
