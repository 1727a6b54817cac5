import { eq, lt, or } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { ClusterChannel } from '../cluster/channel.js';
import type { Database } from '../db/client.js';
import { sessions, type StoredUser } from '../db/schema.js';
import { ChallengeStore } from './challenge-store.js';
import { sealTokens } from './seal-at-rest.js';
import { hashId, newOpaqueId } from './opaque-id.js';
import type { TokenCipher } from './token-cipher.js';

type StoredRow = typeof sessions.$inferSelect;
/** A session as the gateway uses it: the row with its tokens decrypted. */
export type SessionRow = Omit<StoredRow, 'tokenKeyId'>;

export interface SessionLifetimes {
  idleMs: number;
  absoluteMs: number;
}

export interface SessionStoreOptions {
  cipher: TokenCipher;
  channel: ClusterChannel;
  /** How long a session row is kept in memory (0: read every time); dropped on any change anywhere. */
  cacheMs: number;
  cacheMax: number;
  /** Postgres: a token refresh locks the session row (`SELECT … FOR UPDATE`) across instances. */
  rowLocks: boolean;
  log?: { warn(obj: object, msg: string): void };
}

/** New tokens from a refresh (an absent id or refresh token keeps the one stored). */
export interface TokenUpdate {
  accessToken: string;
  idToken: string | undefined;
  refreshToken: string | undefined;
  accessExpiresAt: Date;
}

/** When a live session's last-seen time is written again (limits writes to one a minute). */
const TOUCH_EVERY_MS = 60_000;

/**
 * The sessions table. Ids arrive in clear and are stored hashed; tokens
 * are stored encrypted. Live sessions are cached (bounded LRU with a TTL) so a signed-in call does
 * not read the database every time; every change of a row is announced on the cluster channel, and
 * every instance drops its copy.
 */
export class SessionStore {
  private readonly cache: LRUCache<string, SessionRow> | undefined;
  private readonly cipher: TokenCipher;
  private readonly channel: ClusterChannel;
  private readonly cleanups: (() => void)[] = [];
  /** Pending new-password challenges (their own table, same cipher). */
  readonly challenges: ChallengeStore;

  constructor(
    private readonly db: Database,
    readonly lifetimes: SessionLifetimes,
    private readonly options: SessionStoreOptions,
  ) {
    this.cipher = options.cipher;
    this.channel = options.channel;
    this.challenges = new ChallengeStore(db, options.cipher);
    if (options.cacheMs > 0) {
      this.cache = new LRUCache({ max: options.cacheMax, ttl: options.cacheMs });
      const drop = ({ idHash }: { idHash: string }) => this.cache?.delete(idHash);
      this.cleanups.push(
        options.channel.subscribe('session-changed', drop),
        options.channel.subscribe('session-ended', drop),
        options.channel.onResync(() => this.cache?.clear()),
      );
    }
  }

  /** Stops listening to the channel. */
  close(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.cache?.clear();
  }

  /** Drops every cached row (tests that edit the table directly, as another instance would). */
  clearCache(): void {
    this.cache?.clear();
  }

  /** Other instances drop their copy of this row (this one keeps `row`, or drops it when none). */
  private changed(idHash: string, row?: SessionRow): void {
    if (row) this.cache?.set(idHash, row);
    else this.cache?.delete(idHash);
    this.channel.publish('session-changed', { idHash }, { local: false });
  }

  /** The row with its tokens decrypted; null (the session is unusable) when its key is gone. */
  private open(row: StoredRow): SessionRow | null {
    const { tokenKeyId, ...rest } = row;
    if (tokenKeyId === null) return rest; // written before encryption, not yet backfilled
    try {
      return {
        ...rest,
        accessToken: this.cipher.decrypt(row.accessToken, tokenKeyId),
        idToken: row.idToken === null ? null : this.cipher.decrypt(row.idToken, tokenKeyId),
        refreshToken: this.cipher.decrypt(row.refreshToken, tokenKeyId),
      };
    } catch (err) {
      this.options.log?.warn(
        { err: (err as Error).message },
        'session tokens cannot be decrypted (was SESSION_ENCRYPTION_KEY changed without keeping the old one in SESSION_ENCRYPTION_OLD_KEYS?); the session is treated as ended',
      );
      return null;
    }
  }

  private async read(idHash: string): Promise<SessionRow | null> {
    const [row] = await this.db.select().from(sessions).where(eq(sessions.idHash, idHash)).limit(1);
    return row ? this.open(row) : null;
  }

  async create(input: {
    user: StoredUser;
    accessToken: string;
    idToken: string | undefined;
    refreshToken: string;
    accessExpiresAt: Date;
  }): Promise<{ id: string; row: SessionRow }> {
    const id = newOpaqueId();
    const now = new Date();
    const [stored] = await this.db
      .insert(sessions)
      .values({
        idHash: hashId(id),
        userId: input.user.userId,
        username: input.user.username,
        user: input.user,
        ...sealTokens(this.cipher, input),
        accessExpiresAt: input.accessExpiresAt,
        createdAt: now,
        lastSeenAt: now,
      })
      .returning();
    const row = stored ? this.open(stored) : null;
    if (!row) throw new Error('session insert returned nothing');
    return { id, row };
  }

  /** Whether the row has outlived its idle or absolute lifetime. */
  isExpired(row: SessionRow, now = Date.now()): boolean {
    return (
      now - row.lastSeenAt.getTime() > this.lifetimes.idleMs ||
      now - row.createdAt.getTime() > this.lifetimes.absoluteMs
    );
  }

  /** When the session ends at the latest, if nothing else happens (idle or absolute, the sooner). */
  expiresAt(row: SessionRow): Date {
    return new Date(
      Math.min(
        row.lastSeenAt.getTime() + this.lifetimes.idleMs,
        row.createdAt.getTime() + this.lifetimes.absoluteMs,
      ),
    );
  }

  /**
   * The live session for a cookie value, its last-seen time advanced; expired rows are deleted.
   * From the cache when this instance read it lately (a cached row that looks expired is read
   * again: another instance may have seen it since).
   */
  async get(id: string): Promise<SessionRow | null> {
    const idHash = hashId(id);
    const now = Date.now();
    let row = this.cache?.get(idHash) ?? null;
    if (!row || this.isExpired(row, now)) {
      row = await this.read(idHash);
      if (!row) {
        this.cache?.delete(idHash);
        return null;
      }
      if (this.isExpired(row, now)) {
        await this.deleteByHash(idHash);
        return null;
      }
    }
    if (now - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      const lastSeenAt = new Date(now);
      await this.db.update(sessions).set({ lastSeenAt }).where(eq(sessions.idHash, idHash));
      row = { ...row, lastSeenAt };
    }
    this.cache?.set(idHash, row);
    return row;
  }

  /**
   * The live session for an id hash, or null when gone or expired, WITHOUT advancing its last-seen
   * time: the live relay re-checks open sockets with it, and an open socket alone must not keep an
   * idle session alive.
   */
  async peek(idHash: string): Promise<SessionRow | null> {
    const row = await this.read(idHash);
    if (!row || this.isExpired(row)) return null;
    return row;
  }

  /**
   * Runs `refresh` with the session's current row while no other instance can refresh it: on
   * Postgres the row is locked (`SELECT … FOR UPDATE`) until `refresh` returns, so of several
   * instances refreshing one session at once, the first calls Cognito and the others find its new
   * tokens (`refresh` sees the fresh row and may answer it as is). Only this session's row is
   * locked. `refresh` answers the new tokens (saved, other instances told), `'keep'` (the row as
   * read), or `'delete'` (the session ends).
   */
  async withRefreshLock(
    idHash: string,
    refresh: (row: SessionRow) => Promise<TokenUpdate | 'keep' | 'delete'>,
  ): Promise<SessionRow | null> {
    if (!this.options.rowLocks) {
      const row = await this.read(idHash);
      if (!row) return null;
      return this.applyRefresh(this.db, row, await refresh(row));
    }
    const { result, kept } = await this.db.transaction(async (tx) => {
      const [stored] = await tx
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, idHash))
        .for('update')
        .limit(1);
      const row = stored ? this.open(stored) : null;
      if (!row) return { result: null, kept: false };
      const outcome = await refresh(row);
      const next = await this.applyRefresh(tx as unknown as Database, row, outcome, false);
      return { result: next, kept: outcome === 'keep' };
    });
    // Announced once the new tokens are committed (others must not re-read the old row).
    if (kept && result) this.cache?.set(idHash, result);
    else this.changed(idHash, result ?? undefined);
    return result;
  }

  private async applyRefresh(
    db: Database,
    row: SessionRow,
    outcome: TokenUpdate | 'keep' | 'delete',
    announce = true,
  ): Promise<SessionRow | null> {
    if (outcome === 'keep') return row;
    if (outcome === 'delete') {
      await db.delete(sessions).where(eq(sessions.idHash, row.idHash));
      if (announce) this.changed(row.idHash);
      return null;
    }
    const next: SessionRow = {
      ...row,
      accessToken: outcome.accessToken,
      accessExpiresAt: outcome.accessExpiresAt,
      idToken: outcome.idToken ?? row.idToken,
      refreshToken: outcome.refreshToken ?? row.refreshToken,
    };
    await db
      .update(sessions)
      .set({ ...sealTokens(this.cipher, next), accessExpiresAt: next.accessExpiresAt })
      .where(eq(sessions.idHash, row.idHash));
    if (announce) this.changed(row.idHash, next);
    return next;
  }

  /** Deletes a session by its cookie value; answers the deleted row (for revoking its tokens). */
  async delete(id: string): Promise<SessionRow | null> {
    return this.deleteByHash(hashId(id));
  }

  async deleteByHash(idHash: string): Promise<SessionRow | null> {
    const [row] = await this.db.delete(sessions).where(eq(sessions.idHash, idHash)).returning();
    this.changed(idHash);
    return row ? this.open(row) : null;
  }

  /** Removes expired sessions and challenges; answers the removed sessions (to revoke them). */
  async sweep(now = Date.now()): Promise<SessionRow[]> {
    await this.challenges.sweep(now);
    const gone = await this.db
      .delete(sessions)
      .where(
        or(
          lt(sessions.lastSeenAt, new Date(now - this.lifetimes.idleMs)),
          lt(sessions.createdAt, new Date(now - this.lifetimes.absoluteMs)),
        ),
      )
      .returning();
    for (const row of gone) this.changed(row.idHash);
    return gone.map((row) => this.open(row)).filter((row): row is SessionRow => row !== null);
  }
}
