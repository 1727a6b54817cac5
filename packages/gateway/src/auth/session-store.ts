import { createHash, randomBytes } from 'node:crypto';
import { AUTH } from '@pitboss/contracts';
import { eq, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { authChallenges, sessions, type StoredUser } from '../db/schema.js';

export type SessionRow = typeof sessions.$inferSelect;

/** 32 random bytes (256 bits), base64url: what the cookie and the challenge handle carry. */
export function newOpaqueId(): string {
  return randomBytes(32).toString('base64url');
}

export function hashId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

export interface SessionLifetimes {
  idleMs: number;
  absoluteMs: number;
}

/** When a live session's last-seen time is written again (limits writes to one a minute). */
const TOUCH_EVERY_MS = 60_000;
/** The Cognito challenge session lives 3 minutes (spec 1 §9). */
export const CHALLENGE_TTL_MS = AUTH.signInSessionMs;

/** The sessions and pending challenges tables. Ids arrive in clear and are stored hashed. */
export class SessionStore {
  constructor(
    private readonly db: Database,
    readonly lifetimes: SessionLifetimes,
  ) {}

  async create(input: {
    user: StoredUser;
    accessToken: string;
    idToken: string | undefined;
    refreshToken: string;
    accessExpiresAt: Date;
  }): Promise<{ id: string; row: SessionRow }> {
    const id = newOpaqueId();
    const now = new Date();
    const [row] = await this.db
      .insert(sessions)
      .values({
        idHash: hashId(id),
        userId: input.user.userId,
        username: input.user.username,
        user: input.user,
        accessToken: input.accessToken,
        idToken: input.idToken ?? null,
        refreshToken: input.refreshToken,
        accessExpiresAt: input.accessExpiresAt,
        createdAt: now,
        lastSeenAt: now,
      })
      .returning();
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

  /** The live session for a cookie value, its last-seen time advanced; expired rows are deleted. */
  async get(id: string): Promise<SessionRow | null> {
    const idHash = hashId(id);
    const [row] = await this.db.select().from(sessions).where(eq(sessions.idHash, idHash)).limit(1);
    if (!row) return null;
    const now = Date.now();
    if (this.isExpired(row, now)) {
      await this.db.delete(sessions).where(eq(sessions.idHash, idHash));
      return null;
    }
    if (now - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      const lastSeenAt = new Date(now);
      await this.db.update(sessions).set({ lastSeenAt }).where(eq(sessions.idHash, idHash));
      row.lastSeenAt = lastSeenAt;
    }
    return row;
  }

  /**
   * The live session for an id hash, or null when gone or expired, WITHOUT advancing its last-seen
   * time: the live relay re-checks open sockets with it, and an open socket alone must not keep an
   * idle session alive.
   */
  async peek(idHash: string): Promise<SessionRow | null> {
    const [row] = await this.db.select().from(sessions).where(eq(sessions.idHash, idHash)).limit(1);
    if (!row || this.isExpired(row)) return null;
    return row;
  }

  async updateTokens(
    idHash: string,
    tokens: {
      accessToken: string;
      idToken: string | undefined;
      refreshToken: string | undefined;
      accessExpiresAt: Date;
    },
  ): Promise<SessionRow | null> {
    const [row] = await this.db
      .update(sessions)
      .set({
        accessToken: tokens.accessToken,
        accessExpiresAt: tokens.accessExpiresAt,
        ...(tokens.idToken ? { idToken: tokens.idToken } : {}),
        ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
      })
      .where(eq(sessions.idHash, idHash))
      .returning();
    return row ?? null;
  }

  /** Deletes a session by its cookie value; answers the deleted row (for revoking its tokens). */
  async delete(id: string): Promise<SessionRow | null> {
    return this.deleteByHash(hashId(id));
  }

  async deleteByHash(idHash: string): Promise<SessionRow | null> {
    const [row] = await this.db.delete(sessions).where(eq(sessions.idHash, idHash)).returning();
    return row ?? null;
  }

  /** Removes expired sessions and challenges; answers the removed sessions (to revoke them). */
  async sweep(now = Date.now()): Promise<SessionRow[]> {
    await this.db.delete(authChallenges).where(lt(authChallenges.expiresAt, new Date(now)));
    return this.db
      .delete(sessions)
      .where(
        or(
          lt(sessions.lastSeenAt, new Date(now - this.lifetimes.idleMs)),
          lt(sessions.createdAt, new Date(now - this.lifetimes.absoluteMs)),
        ),
      )
      .returning();
  }

  async createChallenge(username: string, cognitoSession: string): Promise<string> {
    const id = newOpaqueId();
    await this.db.delete(authChallenges).where(lt(authChallenges.expiresAt, new Date()));
    await this.db.insert(authChallenges).values({
      idHash: hashId(id),
      username,
      cognitoSession,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
    return id;
  }

  /** The pending challenge for a handle, or null when unknown or past its 3 minutes. */
  async getChallenge(id: string): Promise<{ username: string; cognitoSession: string } | null> {
    const [row] = await this.db
      .select()
      .from(authChallenges)
      .where(eq(authChallenges.idHash, hashId(id)))
      .limit(1);
    if (!row || row.expiresAt.getTime() <= Date.now()) return null;
    return { username: row.username, cognitoSession: row.cognitoSession };
  }

  async deleteChallenge(id: string): Promise<void> {
    await this.db.delete(authChallenges).where(eq(authChallenges.idHash, hashId(id)));
  }
}
