import {
  AUDIT_COUNT_CAP,
  type AuditEntry,
  type AuditExportInput,
  type AuditListInput,
  type AuditPage,
  type PublishChanges,
} from '@pitboss/contracts';
import { and, desc, eq, gt, inArray, like, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { audit } from '../db/schema.js';
import { auditWhere } from './filters.js';
import { countMatches, pageQuery } from './page.js';
import { storable } from './redact.js';

export type AuditRow = typeof audit.$inferSelect;

export interface AuditRecord {
  userId: string;
  username: string;
  displayName: string | null;
  procedure: string;
  target: string | null;
  input: unknown;
  outcome: 'ok' | 'error';
  error: string | null;
  /** Time spent in admin-API calls (ms). */
  durationMs: number;
  /** Updates: the changed fields before and after (see `audit/spec.ts`). */
  before?: unknown;
  after?: unknown;
}

/**
 * What the caller of a mutation that succeeded is told when its audit row cannot be written (the
 * database failing): the change is never left unrecorded in silence.
 */
export const AUDIT_FAILED_MESSAGE =
  'The change was made but could not be recorded in the audit trail. Please tell an administrator.';

/**
 * Bounds on what one row stores, whatever the input: `target` is indexed (a Postgres index row
 * holds at most about 8 kB, and a 20 kB slug failed the insert after the change was made), and
 * each JSON field is capped so that a page of Activity and an export stay small.
 */
const AUDIT_TARGET_MAX = 200;
const AUDIT_TEXT_MAX = 1_000;
const AUDIT_JSON_MAX = 8_000;

/** `text` cut to `max` characters (with the original length said) and made storable. */
function boundedText(text: string, max: number): string {
  const cut = text.length > max ? `${text.slice(0, max)}… [${text.length} characters]` : text;
  return storable(cut);
}

/** A JSON value kept whole when its text is at most AUDIT_JSON_MAX, else a marker and its start. */
function boundedJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(value);
  if (text === undefined || text.length <= AUDIT_JSON_MAX) return value;
  return {
    '[truncated]': `${text.length} characters`,
    start: storable(text.slice(0, AUDIT_JSON_MAX / 2)),
  };
}

/** The procedures after which the working catalogue equals the published one. */
const PUBLISH = 'catalogue.publish';
const RESET = 'catalogue.reset';
/** Mutations that change no slot, provider or group. */
const NOT_CATALOGUE_CHANGES = new Set(['slots.demoPlay', 'slots.refreshMaterializedView']);

const ids = (list: unknown, key: string): string[] =>
  Array.isArray(list)
    ? list
        .map((item) => (item as Record<string, unknown> | null)?.[key])
        .filter((v) => v != null)
        .map(String)
    : [];

function toEntry(r: AuditRow): AuditEntry {
  return {
    id: r.id,
    at: r.at.toISOString(),
    username: r.username,
    displayName: r.displayName,
    procedure: r.procedure,
    target: r.target,
    input: r.input ?? null,
    outcome: r.outcome === 'ok' ? 'ok' : 'error',
    error: r.error,
    before: r.before ?? null,
    after: r.after ?? null,
    durationMs: r.durationMs,
  };
}

/** The audit trail: one row per mutation (procedure, who, target, redacted input, outcome). */
export class AuditStore {
  constructor(private readonly db: Database) {}

  /**
   * Writes one row; every text is made storable and bounded first, so no input can make the
   * write fail (see `storable`, AUDIT_TARGET_MAX, AUDIT_JSON_MAX).
   */
  async record(entry: AuditRecord): Promise<void> {
    const text = (v: string | null, max = AUDIT_TEXT_MAX): string | null =>
      v === null ? null : boundedText(v, max);
    await this.db.insert(audit).values({
      ...entry,
      userId: boundedText(entry.userId, AUDIT_TARGET_MAX),
      username: boundedText(entry.username, AUDIT_TARGET_MAX),
      displayName: text(entry.displayName, AUDIT_TARGET_MAX),
      procedure: boundedText(entry.procedure, AUDIT_TARGET_MAX),
      target: text(entry.target, AUDIT_TARGET_MAX),
      error: text(entry.error),
      input: boundedJson(entry.input),
      before: boundedJson(entry.before),
      after: boundedJson(entry.after),
      durationMs: Math.max(0, Math.round(entry.durationMs)),
    });
  }

  /**
   * The newest successful row of the given procedures (about `target`, when not null): who
   * changed a state last and when, for a CONFLICT answer. The trail is shared by every gateway.
   */
  async lastChange(
    procedures: readonly string[],
    target: string | null,
  ): Promise<{ username: string; displayName: string | null; at: string } | null> {
    const where = [inArray(audit.procedure, [...procedures]), eq(audit.outcome, 'ok')];
    if (target !== null) where.push(eq(audit.target, target));
    const [row] = await this.db
      .select({ username: audit.username, displayName: audit.displayName, at: audit.at })
      .from(audit)
      .where(and(...where))
      .orderBy(desc(audit.at), desc(audit.id))
      .limit(1);
    return row ? { ...row, at: row.at.toISOString() } : null;
  }

  /**
   * Newest first (the chain's order), paged; every filter optional (see `auditListInputSchema`).
   * A page's rows are bounded (`record`), and so is its number of rows (`pageLimitSchema`). The
   * count stops past AUDIT_COUNT_CAP matches (`more`) and goes first: it decides how the page is
   * read (`pageQuery`), and a filter that matches nothing reads no page.
   */
  async list(input: AuditListInput): Promise<AuditPage> {
    const condition = auditWhere(input);
    const counted = await countMatches(this.db, condition);
    const offset = (input.page - 1) * input.limit;
    // past the cap the count is not exact: a page beyond it may still hold rows
    const rows =
      counted > offset || counted > AUDIT_COUNT_CAP
        ? await pageQuery(this.db, condition, counted, { limit: input.limit, offset })
        : [];
    const total = Math.min(counted, AUDIT_COUNT_CAP);
    return {
      items: rows.map(toEntry),
      total,
      page: input.page,
      totalPages: Math.ceil(total / input.limit),
      more: counted > AUDIT_COUNT_CAP,
    };
  }

  /**
   * Every matching row, newest first, one page of `size` rows at a time (keyset pages on `seq`, so
   * a deep page costs what the first does): an export holds one page in memory, never the whole.
   */
  async *rows(input: AuditExportInput, size = 500): AsyncGenerator<AuditRow> {
    const condition = auditWhere(input);
    let below: number | null = null;
    for (;;) {
      const page = await this.db
        .select()
        .from(audit)
        .where(and(condition, below === null ? undefined : lt(audit.seq, below)))
        .orderBy(desc(audit.seq))
        .limit(size);
      yield* page;
      const last = page.at(-1);
      if (page.length < size || !last) return;
      below = last.seq;
    }
  }

  /**
   * What changed since the last successful publish (or catalogue reset, which restores the
   * published catalogue): distinct slots, providers and groups touched by successful mutations,
   * and who made them. `since` is the last publish's time (null: never published through Pitboss).
   */
  async changesSinceLastPublish(): Promise<PublishChanges> {
    const okBaseline = (procedure: string) =>
      this.db
        .select({ at: audit.at })
        .from(audit)
        .where(and(eq(audit.procedure, procedure), eq(audit.outcome, 'ok')))
        .orderBy(desc(audit.at))
        .limit(1);
    const [[publish], [reset]] = await Promise.all([okBaseline(PUBLISH), okBaseline(RESET)]);
    const baseline = [publish?.at, reset?.at]
      .filter((d): d is Date => d !== undefined)
      .sort((a, b) => b.getTime() - a.getTime())[0];

    const domains = or(
      like(audit.procedure, 'slots.%'),
      like(audit.procedure, 'providers.%'),
      like(audit.procedure, 'groups.%'),
    );
    const rows = await this.db
      .select({
        procedure: audit.procedure,
        target: audit.target,
        input: audit.input,
        username: audit.username,
        displayName: audit.displayName,
      })
      .from(audit)
      .where(and(eq(audit.outcome, 'ok'), domains, baseline ? gt(audit.at, baseline) : undefined))
      .orderBy(audit.at)
      .limit(50_000);

    const slots = new Set<string>();
    const providers = new Set<string>();
    const groups = new Set<string>();
    const by = new Set<string>();
    for (const row of rows) {
      if (NOT_CATALOGUE_CHANGES.has(row.procedure)) continue;
      const [domain, action] = row.procedure.split('.');
      const input = (row.input ?? {}) as Record<string, unknown>;
      let touched = false;
      if (domain === 'slots') {
        if (action === 'bulkOrder') {
          for (const id of ids(input.slotOrders, 'slotId')) slots.add(id);
          touched = true;
        } else if (action === 'deleteFromCasino') {
          const type = String(input.type ?? '').toLowerCase();
          const set = type.startsWith('provider') ? providers : slots;
          for (const id of Array.isArray(input.identifiers) ? input.identifiers.map(String) : [])
            set.add(`identifier:${id}`);
          touched = true;
        } else if (row.target) {
          slots.add(row.target);
          touched = true;
        }
      } else if (domain === 'providers') {
        if (action === 'bulkOrder') {
          for (const id of ids(input.providerOrders, 'providerId')) providers.add(id);
          touched = true;
        } else if (row.target) {
          providers.add(row.target);
          touched = true;
        }
      } else if (domain === 'groups' && row.target) {
        groups.add(row.target);
        touched = true;
      }
      if (touched) by.add(row.displayName ?? row.username);
    }
    return {
      since: publish?.at.toISOString() ?? null,
      slots: slots.size,
      providers: providers.size,
      groups: groups.size,
      by: [...by],
    };
  }
}
