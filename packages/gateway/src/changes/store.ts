import type {
  ChangeAction,
  ChangeListInput,
  ChangePreview,
  ChangeRequest,
  ChangeRequestStatus,
  Page,
} from '@pitboss/contracts';
import { and, count, desc, eq, getTableColumns, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { changeRequests } from '../db/schema.js';
import { compressJson, decompressJson } from '../publishes/snapshot.js';

type Row = typeof changeRequests.$inferSelect;

export interface Person {
  userId: string;
  username: string;
  displayName: string | null;
}

/** Every column but the staged file (lists and steps never read it). */
const { fileData: _fileData, ...columns } = getTableColumns(changeRequests);
type ListRow = Omit<Row, 'fileData'>;

/**
 * A staged backup is kept compressed, behind this mark: stored as it came, a 50 MB file is a
 * 100 MB hex parameter on its way to Postgres, and the embedded database grows past 2 GB taking
 * it. A file without the mark is read as it is.
 */
const PACKED = Buffer.from('pitboss:br\n');

const packFile = async (data: Buffer): Promise<Buffer> =>
  Buffer.concat([PACKED, await compressJson(data)]);

const unpackFile = async (data: Buffer): Promise<Buffer> =>
  data.subarray(0, PACKED.length).equals(PACKED)
    ? decompressJson(data.subarray(PACKED.length))
    : data;

const OPEN: ChangeRequestStatus[] = ['pending', 'scheduled', 'running'];
const HISTORY: ChangeRequestStatus[] = ['applied', 'failed', 'rejected', 'cancelled'];

function statusFilter(status: ChangeListInput['status']): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === 'open') return inArray(changeRequests.status, OPEN);
  if (status === 'history') return inArray(changeRequests.status, HISTORY);
  return eq(changeRequests.status, status);
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A stored row as the contracts' request (the preview is added by whoever computes it). */
export function toRequest(row: ListRow, preview: ChangePreview | null = null): ChangeRequest {
  return {
    id: row.id,
    action: row.action,
    status: row.status,
    note: row.note,
    versionId: row.versionId,
    scheduledFor: iso(row.scheduledFor),
    author: {
      username: row.authorUsername,
      displayName: row.authorDisplayName ?? row.authorUsername,
    },
    createdAt: row.createdAt.toISOString(),
    decidedBy: row.decidedByUsername
      ? {
          username: row.decidedByUsername,
          displayName: row.decidedByDisplayName ?? row.decidedByUsername,
        }
      : null,
    decidedAt: iso(row.decidedAt),
    reason: row.reason,
    finishedAt: iso(row.finishedAt),
    result: row.result ?? null,
    error: row.error,
    fileName: row.fileName,
    preview,
  };
}

export type StoredRequest = ListRow;

/**
 * Change requests in the gateway's database. Every step is one conditional `UPDATE … WHERE
 * status = …`: of two administrators (or two gateways) deciding at once, one wins and the other
 * finds the request no longer in the state it expected.
 */
export class ChangeRequestStore {
  constructor(private readonly db: Database) {}

  async insert(entry: {
    action: ChangeAction;
    note: string | null;
    versionId: string | null;
    scheduledFor: Date | null;
    author: Person;
    file?: { name: string; data: Buffer };
  }): Promise<StoredRequest> {
    const [row] = await this.db
      .insert(changeRequests)
      .values({
        action: entry.action,
        status: 'pending',
        note: entry.note,
        versionId: entry.versionId,
        scheduledFor: entry.scheduledFor,
        authorId: entry.author.userId,
        authorUsername: entry.author.username,
        authorDisplayName: entry.author.displayName,
        fileName: entry.file?.name ?? null,
        fileData: entry.file ? await packFile(entry.file.data) : null,
      })
      .returning(columns);
    if (!row) throw new Error('change request not written');
    return row;
  }

  async get(id: string): Promise<StoredRequest | undefined> {
    const [row] = await this.db
      .select(columns)
      .from(changeRequests)
      .where(eq(changeRequests.id, id));
    return row;
  }

  /** An import request's staged backup; null for every other action (nothing is read). */
  async fileOf(request: Pick<ListRow, 'id' | 'action'>): Promise<Buffer | null> {
    if (request.action !== 'import') return null;
    const [row] = await this.db
      .select({ data: changeRequests.fileData })
      .from(changeRequests)
      .where(eq(changeRequests.id, request.id));
    return row?.data ? unpackFile(row.data) : null;
  }

  async list(input: ChangeListInput): Promise<Page<ChangeRequest>> {
    const where = statusFilter(input.status);
    const [rows, totals] = await Promise.all([
      this.db
        .select(columns)
        .from(changeRequests)
        .where(where)
        .orderBy(desc(changeRequests.createdAt), desc(changeRequests.id))
        .limit(input.limit)
        .offset((input.page - 1) * input.limit),
      this.db.select({ n: count() }).from(changeRequests).where(where),
    ]);
    const total = Number(totals[0]?.n ?? 0);
    return {
      items: rows.map((r) => toRequest(r)),
      total,
      page: input.page,
      totalPages: Math.ceil(total / input.limit),
    };
  }

  async counts(): Promise<{ pending: number; scheduled: number }> {
    const rows = await this.db
      .select({ status: changeRequests.status, n: count() })
      .from(changeRequests)
      .where(inArray(changeRequests.status, ['pending', 'scheduled']))
      .groupBy(changeRequests.status);
    const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
    return { pending: of('pending'), scheduled: of('scheduled') };
  }

  /**
   * Moves a request from `from` to a new state with the given fields; the row as it is now, or
   * undefined when it was not in `from` (someone else decided first). Ending a request drops its
   * staged file and any kept credential.
   */
  async transition(
    id: string,
    from: ChangeRequestStatus[],
    to: ChangeRequestStatus,
    fields: Partial<Omit<Row, 'id' | 'status'>> = {},
  ): Promise<StoredRequest | undefined> {
    const ends = HISTORY.includes(to);
    const [row] = await this.db
      .update(changeRequests)
      .set({
        ...fields,
        status: to,
        ...(ends ? { fileData: null, credential: null, credentialKeyId: null } : {}),
        ...(ends && !fields.finishedAt ? { finishedAt: new Date() } : {}),
      })
      .where(and(eq(changeRequests.id, id), inArray(changeRequests.status, from)))
      .returning(columns);
    return row;
  }

  /**
   * Claims the earliest scheduled request whose time has come, for this gateway: one statement,
   * `FOR UPDATE SKIP LOCKED`, so of several gateways polling at once exactly one gets it.
   */
  async claimDue(instance: string, now: Date): Promise<StoredRequest | undefined> {
    const result = await this.db.execute<{ id: string }>(sql`
      update ${changeRequests} set status = 'running', claimed_by = ${instance}, claimed_at = ${now.toISOString()}::timestamptz
      where id = (
        select id from ${changeRequests}
        where status = 'scheduled' and scheduled_for <= ${now.toISOString()}::timestamptz
        order by scheduled_for limit 1
        for update skip locked
      )
      returning id`);
    const id = (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
    return id ? this.get(id) : undefined;
  }

  /**
   * Requests left `running` by a gateway that stopped while applying them (claimed longer ago
   * than any action can take): ended `failed`, never run twice.
   */
  async closeInterrupted(before: Date, error: string): Promise<StoredRequest[]> {
    return this.db
      .update(changeRequests)
      .set({ status: 'failed', error, finishedAt: new Date(), fileData: null, credential: null })
      .where(and(eq(changeRequests.status, 'running'), lt(changeRequests.claimedAt, before)))
      .returning(columns);
  }
}
