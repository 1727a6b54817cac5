import type { ChangeAction, ChangeRequestStatus, User } from '@pitboss/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Binary column (drizzle has no built-in bytea): Buffers in and out, on both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

/** The signed-in user as the gateway keeps it: the contracts' user. */
export type StoredUser = User;

/**
 * Browser sessions. The cookie carries a random id (256 bits); only its sha256 is stored, so a
 * leaked table does not yield usable cookies. Cognito tokens never leave the gateway, and are
 * stored encrypted (AES-256-GCM, `src/auth/token-cipher.ts`) under the key named by
 * `token_key_id` (null only for rows written before encryption, re-encrypted at start-up).
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id').notNull(),
    username: text('username').notNull(),
    user: jsonb('user').$type<StoredUser>().notNull(),
    accessToken: text('access_token').notNull(),
    idToken: text('id_token'),
    refreshToken: text('refresh_token').notNull(),
    tokenKeyId: text('token_key_id'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_last_seen_idx').on(t.lastSeenAt),
  ],
);

/**
 * A NEW_PASSWORD_REQUIRED challenge in progress: the browser holds a random handle, the
 * Cognito challenge session stays here (it lives 3 minutes).
 */
export const authChallenges = pgTable('auth_challenges', {
  idHash: text('id_hash').primaryKey(),
  username: text('username').notNull(),
  cognitoSession: text('cognito_session').notNull(),
  /** The key the Cognito session is encrypted with (as `sessions.token_key_id`). */
  tokenKeyId: text('token_key_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * The audit trail: one row per mutation and security event, inputs stored redacted. Rows form a
 * hash chain: the database's `audit_chain` trigger (drizzle/0004_audit_chain.sql) numbers each
 * new row (`seq`) and sets `prev_hash` and `hash` under a transaction-scoped lock, whatever the
 * insert said; another trigger refuses UPDATE, DELETE and TRUNCATE. `audit_row_hash` is the one
 * definition of a row's hash, used by the trigger and by `audit.verify`.
 */
export const audit = pgTable(
  'audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userId: text('user_id').notNull(),
    username: text('username').notNull(),
    /** The user's display name at the time (for "changed by" texts). */
    displayName: text('display_name'),
    procedure: text('procedure').notNull(),
    target: text('target'),
    input: jsonb('input'),
    outcome: text('outcome').notNull(),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    /** Updates: the changed fields as they were before and after (the gateway reads first). */
    before: jsonb('before'),
    after: jsonb('after'),
    /** The row's place in the chain (1, 2, 3, …): set by the trigger (the insert's value is ignored). */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    /** The previous row's hash ('' for the first row): set by the trigger. */
    prevHash: text('prev_hash').notNull().default(''),
    /** SHA-256 (hex) of this row's canonical encoding, `prev_hash` included: set by the trigger. */
    hash: text('hash').notNull().default(''),
  },
  (t) => [
    uniqueIndex('audit_seq_idx').on(t.seq),
    index('audit_at_idx').on(t.at),
    index('audit_user_lower_idx').on(sql`lower(${t.username})`, t.seq),
    // a user's changes in one section, counted and found without reading the user's other rows
    index('audit_user_procedure_idx').on(
      sql`lower(${t.username})`,
      t.procedure.op('text_pattern_ops'),
      t.seq,
    ),
    index('audit_outcome_idx').on(t.outcome, t.seq),
    // text_pattern_ops: a section's `procedure LIKE 'slots.%'` is a range of this index whatever
    // the database's collation
    index('audit_procedure_idx').on(t.procedure.op('text_pattern_ops'), t.seq),
    // the game-availability view's rows alone (its condition, `viewCondition` in audit/filters.ts)
    index('audit_availability_idx')
      .on(t.seq)
      .where(
        sql`${t.outcome} = 'ok' AND (${t.procedure} LIKE 'slots.%' OR ${t.procedure} LIKE 'providers.%') AND (${t.procedure} IN ('slots.create', 'slots.delete', 'slots.deleteFromCasino', 'providers.create', 'providers.delete') OR ${t.before} ?| array['live', 'archived'] OR ${t.after} ?| array['live', 'archived'])`,
      ),
    index('audit_target_idx').on(t.target, t.seq),
  ],
);

/**
 * Publish history: one row per publish (or rollback), with the working catalogue as it was just
 * before it (the admin API's backup, catalogue tables only, compressed with brotli), who, when,
 * the publish's result and the changes-since-last-publish summary at the time.
 */
export const publishSnapshots = pgTable(
  'publish_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userId: text('user_id').notNull(),
    username: text('username').notNull(),
    displayName: text('display_name'),
    /** 'publish' | 'restore' */
    kind: text('kind').notNull(),
    /** 'in-progress' | 'published' | 'failed' */
    status: text('status').notNull(),
    /** A restore's current step. */
    step: text('step'),
    result: jsonb('result'),
    error: text('error'),
    changes: jsonb('changes'),
    restoredFrom: uuid('restored_from'),
    reason: text('reason'),
    /** 'br' (brotli of the JSON), or null: published without a snapshot. */
    encoding: text('encoding'),
    data: bytea('data'),
    counts: jsonb('counts'),
    rawBytes: integer('raw_bytes').notNull().default(0),
    storedBytes: integer('stored_bytes').notNull().default(0),
  },
  (t) => [
    index('publish_snapshots_at_idx').on(t.at),
    index('publish_snapshots_status_idx').on(t.status),
  ],
);

/**
 * Sign-in attempt counters shared by every gateway on the database (rate-limiter-flexible's
 * Drizzle store): one row per `ip:` or `user:` key, its points and when the window ends.
 */
export const loginLimits = pgTable('login_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});

/**
 * Change requests (four-eyes approval and scheduled releases): what was asked, by whom, who
 * decided, and how it ended. `credential` is the approver's sign-in (sealed like the sessions'
 * tokens) kept only while a scheduled request waits; `file_data` is an import's staged backup,
 * kept until the request ends.
 */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    action: text('action').$type<ChangeAction>().notNull(),
    status: text('status').$type<ChangeRequestStatus>().notNull(),
    note: text('note'),
    versionId: uuid('version_id'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true, mode: 'date' }),
    authorId: text('author_id').notNull(),
    authorUsername: text('author_username').notNull(),
    authorDisplayName: text('author_display_name'),
    decidedById: text('decided_by_id'),
    decidedByUsername: text('decided_by_username'),
    decidedByDisplayName: text('decided_by_display_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    reason: text('reason'),
    approvedFingerprint: text('approved_fingerprint'),
    credential: text('credential'),
    credentialKeyId: text('credential_key_id'),
    claimedBy: text('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    result: jsonb('result'),
    error: text('error'),
    fileName: text('file_name'),
    fileData: bytea('file_data'),
  },
  (t) => [
    index('change_requests_status_idx').on(t.status, t.scheduledFor),
    index('change_requests_created_idx').on(t.createdAt),
  ],
);
