import { AUTH } from '@pitboss/contracts';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { authChallenges } from '../db/schema.js';
import { hashId, newOpaqueId } from './opaque-id.js';
import type { TokenCipher } from './token-cipher.js';

/** The Cognito challenge session lives 3 minutes. */
const CHALLENGE_TTL_MS = AUTH.signInSessionMs;

/**
 * Pending new-password challenges: the browser holds an opaque handle, the table holds its hash
 * and the identity service's challenge session, encrypted like the session tokens.
 */
export class ChallengeStore {
  constructor(
    private readonly db: Database,
    private readonly cipher: TokenCipher,
  ) {}

  async create(username: string, cognitoSession: string): Promise<string> {
    const id = newOpaqueId();
    await this.sweep();
    await this.db.insert(authChallenges).values({
      idHash: hashId(id),
      username,
      cognitoSession: this.cipher.encrypt(cognitoSession),
      tokenKeyId: this.cipher.currentKeyId,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
    return id;
  }

  /** The pending challenge for a handle, or null when unknown or past its 3 minutes. */
  async get(id: string): Promise<{ username: string; cognitoSession: string } | null> {
    const [row] = await this.db
      .select()
      .from(authChallenges)
      .where(eq(authChallenges.idHash, hashId(id)))
      .limit(1);
    if (!row || row.expiresAt.getTime() <= Date.now()) return null;
    if (row.tokenKeyId === null)
      return { username: row.username, cognitoSession: row.cognitoSession };
    try {
      return {
        username: row.username,
        cognitoSession: this.cipher.decrypt(row.cognitoSession, row.tokenKeyId),
      };
    } catch {
      return null;
    }
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(authChallenges).where(eq(authChallenges.idHash, hashId(id)));
  }

  /** Removes the challenges past their time. */
  async sweep(now = Date.now()): Promise<void> {
    await this.db.delete(authChallenges).where(lt(authChallenges.expiresAt, new Date(now)));
  }
}
