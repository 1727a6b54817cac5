import { eq, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { authChallenges, sessions } from '../db/schema.js';
import type { TokenCipher } from './token-cipher.js';

/** Encrypts the token columns of a session insert or update. */
export function sealTokens(
  cipher: TokenCipher,
  tokens: { accessToken: string; idToken?: string | null; refreshToken: string },
) {
  return {
    accessToken: cipher.encrypt(tokens.accessToken),
    idToken: tokens.idToken ? cipher.encrypt(tokens.idToken) : null,
    refreshToken: cipher.encrypt(tokens.refreshToken),
    tokenKeyId: cipher.currentKeyId,
  };
}

/**
 * Start-up, under the migration lock: encrypts session and challenge rows still in clear, and
 * re-encrypts rows under an older key with the current one (key rotation). A row under a key no
 * longer configured cannot be read: it is left to end on its own. Answers how many rows were
 * rewritten.
 */
export async function sealExistingRows(db: Database, cipher: TokenCipher): Promise<number> {
  const stale = (keyColumn: typeof sessions.tokenKeyId | typeof authChallenges.tokenKeyId) =>
    or(isNull(keyColumn), ne(keyColumn, cipher.currentKeyId));
  const readable = (keyId: string | null) => keyId === null || cipher.canDecrypt(keyId);
  const open = (value: string, keyId: string | null) =>
    keyId === null ? value : cipher.decrypt(value, keyId);
  let count = 0;
  for (const row of await db.select().from(sessions).where(stale(sessions.tokenKeyId))) {
    if (!readable(row.tokenKeyId)) continue;
    await db
      .update(sessions)
      .set(
        sealTokens(cipher, {
          accessToken: open(row.accessToken, row.tokenKeyId),
          idToken: row.idToken === null ? null : open(row.idToken, row.tokenKeyId),
          refreshToken: open(row.refreshToken, row.tokenKeyId),
        }),
      )
      .where(eq(sessions.idHash, row.idHash));
    count++;
  }
  for (const row of await db
    .select()
    .from(authChallenges)
    .where(stale(authChallenges.tokenKeyId))) {
    if (!readable(row.tokenKeyId)) continue;
    await db
      .update(authChallenges)
      .set({
        cognitoSession: cipher.encrypt(open(row.cognitoSession, row.tokenKeyId)),
        tokenKeyId: cipher.currentKeyId,
      })
      .where(eq(authChallenges.idHash, row.idHash));
    count++;
  }
  return count;
}
