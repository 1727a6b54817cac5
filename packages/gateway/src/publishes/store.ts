import {
  PUBLISH_HISTORY_MESSAGES,
  type Page,
  type PublishChanges,
  type PublishRecord,
  type PublishResult,
  type RestoreStep,
} from '@pitboss/contracts';
import { and, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { publishSnapshots } from '../db/schema.js';
import type { EncodedSnapshot } from './snapshot.js';

type Row = typeof publishSnapshots.$inferSelect;

export interface Actor {
  userId: string;
  username: string;
  displayName: string | null;
}

/**
 * The snapshot's bytes read as base64 text, decoded by Node: PGlite parses a bytea's hex text one
 * byte at a time in JavaScript (a quarter of a second for two 1.1 MB snapshots), Postgres and
 * Node's base64 decoder do the same work natively.
 */
const snapshotData = sql<string | null>`encode(${publishSnapshots.data}, 'base64')`;
const bytesOf = (base64: string | null): Buffer | null =>
  base64 === null ? null : Buffer.from(base64, 'base64');

/** Every column but the snapshot itself (lists never read the data). */
const listColumns = {
  id: publishSnapshots.id,
  at: publishSnapshots.at,
  userId: publishSnapshots.userId,
  username: publishSnapshots.username,
  displayName: publishSnapshots.displayName,
  kind: publishSnapshots.kind,
  status: publishSnapshots.status,
  step: publishSnapshots.step,
  result: publishSnapshots.result,
  error: publishSnapshots.error,
  changes: publishSnapshots.changes,
  restoredFrom: publishSnapshots.restoredFrom,
  reason: publishSnapshots.reason,
  encoding: publishSnapshots.encoding,
  counts: publishSnapshots.counts,
  rawBytes: publishSnapshots.rawBytes,
  storedBytes: publishSnapshots.storedBytes,
};
type ListRow = Omit<Row, 'data'>;

/** The publish history in the gateway's database (Postgres or PGlite). */
export class PublishStore {
  constructor(private readonly db: Database) {}

  async begin(
    actor: Actor,
    entry: {
      kind: 'publish' | 'restore';
      changes: PublishChanges | null;
      restoredFrom?: string;
      reason?: string;
    },
  ): Promise<string> {
    const [row] = await this.db
      .insert(publishSnapshots)
      .values({
        ...actor,
        kind: entry.kind,
        status: 'in-progress',
        step: entry.kind === 'restore' ? 'snapshot' : null,
        changes: entry.changes,
        restoredFrom: entry.restoredFrom ?? null,
        reason: entry.reason ?? null,
      })
      .returning({ id: publishSnapshots.id });
    if (!row) throw new Error('publish history row not written');
    return row.id;
  }

  async attachSnapshot(id: string, snapshot: EncodedSnapshot): Promise<void> {
    await this.db
      .update(publishSnapshots)
      .set({
        encoding: snapshot.encoding,
        data: snapshot.data,
        counts: snapshot.counts,
        rawBytes: snapshot.rawBytes,
        storedBytes: snapshot.storedBytes,
      })
      .where(eq(publishSnapshots.id, id));
  }

  async step(id: string, step: RestoreStep): Promise<void> {
    await this.db.update(publishSnapshots).set({ step }).where(eq(publishSnapshots.id, id));
  }

  async finish(id: string, result: PublishResult): Promise<void> {
    await this.db
      .update(publishSnapshots)
      .set({
        status: 'published',
        result,
        step: sql`case when ${publishSnapshots.kind} = 'restore' then 'done' else null end`,
      })
      .where(eq(publishSnapshots.id, id));
  }

  async fail(id: string, error: string): Promise<void> {
    await this.db
      .update(publishSnapshots)
      .set({ status: 'failed', error })
      .where(eq(publishSnapshots.id, id));
  }

  /** Rows left 'in-progress' by a gateway that stopped mid-publish (called with the lock held). */
  async closeInterrupted(): Promise<void> {
    await this.db
      .update(publishSnapshots)
      .set({
        status: 'failed',
        error: PUBLISH_HISTORY_MESSAGES.interrupted,
      })
      .where(eq(publishSnapshots.status, 'in-progress'));
  }

  /** The publish under way, if any (to say who holds the lock). */
  async inProgress(): Promise<ListRow | undefined> {
    const [row] = await this.db
      .select(listColumns)
      .from(publishSnapshots)
      .where(eq(publishSnapshots.status, 'in-progress'))
      .orderBy(desc(publishSnapshots.at))
      .limit(1);
    return row;
  }

  async get(id: string): Promise<PublishRecord | undefined> {
    const [row] = await this.db
      .select(listColumns)
      .from(publishSnapshots)
      .where(eq(publishSnapshots.id, id));
    return row ? (await this.toRecords([row]))[0] : undefined;
  }

  /** The stored snapshot (compressed), or null when that publish went without one. */
  async data(id: string): Promise<{ at: Date; data: Buffer | null } | undefined> {
    const [row] = await this.db
      .select({ at: publishSnapshots.at, data: snapshotData })
      .from(publishSnapshots)
      .where(eq(publishSnapshots.id, id));
    return row && { at: row.at, data: bytesOf(row.data) };
  }

  /**
   * The catalogue as last published, if known: a publish's own snapshot (taken just before it),
   * or for a rollback the version it restored.
   */
  async lastPublished(): Promise<{ id: string; data: Buffer } | undefined> {
    const [row] = await this.db
      .select({
        id: publishSnapshots.id,
        kind: publishSnapshots.kind,
        restoredFrom: publishSnapshots.restoredFrom,
        data: snapshotData,
      })
      .from(publishSnapshots)
      .where(eq(publishSnapshots.status, 'published'))
      .orderBy(desc(publishSnapshots.at))
      .limit(1);
    if (!row) return undefined;
    const source = row.kind === 'restore' && row.restoredFrom ? row.restoredFrom : null;
    const data = source ? (await this.data(source))?.data : bytesOf(row.data);
    return data ? { id: source ?? row.id, data } : undefined;
  }

  async list(page: number, limit: number): Promise<Page<PublishRecord>> {
    const [rows, totals] = await Promise.all([
      this.db
        .select(listColumns)
        .from(publishSnapshots)
        .orderBy(desc(publishSnapshots.at), desc(publishSnapshots.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ n: count() }).from(publishSnapshots),
    ]);
    const total = Number(totals[0]?.n ?? 0);
    return {
      items: await this.toRecords(rows),
      total,
      page,
      totalPages: Math.ceil(total / limit),
    };
  }

  /**
   * Retention: removes rows beyond the newest `keep` and rows older than `maxAgeMs`; the newest
   * row and any publish under way always stay. Returns how many were removed.
   */
  async prune(keep: number, maxAgeMs: number, now = new Date()): Promise<number> {
    const newest = await this.db
      .select({ id: publishSnapshots.id })
      .from(publishSnapshots)
      .orderBy(desc(publishSnapshots.at), desc(publishSnapshots.id))
      .limit(Math.max(1, keep));
    const kept = newest.map((r) => r.id);
    if (kept.length === 0) return 0;
    const cutoff = new Date(now.getTime() - maxAgeMs);
    const notNewest = ne(publishSnapshots.id, kept[0] as string);
    const removable = and(notNewest, ne(publishSnapshots.status, 'in-progress'));
    const tooMany = sql`${publishSnapshots.id} not in (${sql.join(
      kept.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`;
    const removed = await this.db
      .delete(publishSnapshots)
      .where(and(removable, sql`(${tooMany} or ${lt(publishSnapshots.at, cutoff)})`))
      .returning({ id: publishSnapshots.id });
    return removed.length;
  }

  private async toRecords(rows: ListRow[]): Promise<PublishRecord[]> {
    const sources = [...new Set(rows.map((r) => r.restoredFrom).filter((v) => v !== null))];
    const times = new Map<string, Date>();
    if (sources.length > 0) {
      const found = await this.db
        .select({ id: publishSnapshots.id, at: publishSnapshots.at })
        .from(publishSnapshots)
        .where(inArray(publishSnapshots.id, sources));
      for (const f of found) times.set(f.id, f.at);
    }
    return rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      username: r.username,
      displayName: r.displayName,
      kind: r.kind === 'restore' ? 'restore' : 'publish',
      status:
        r.status === 'published' ? 'published' : r.status === 'failed' ? 'failed' : 'in-progress',
      step: (r.step as RestoreStep | null) ?? null,
      result: (r.result as PublishResult | null) ?? null,
      error: r.error,
      changes: (r.changes as PublishChanges | null) ?? null,
      restoredFrom: r.restoredFrom,
      restoredFromAt: r.restoredFrom ? (times.get(r.restoredFrom)?.toISOString() ?? null) : null,
      reason: r.reason,
      hasSnapshot: r.encoding !== null,
      counts: (r.counts as PublishRecord['counts']) ?? null,
      rawBytes: r.rawBytes,
      storedBytes: r.storedBytes,
    }));
  }
}
