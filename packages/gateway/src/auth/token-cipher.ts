import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** A key's id: the first 16 hex digits of its sha256 (names the key, reveals nothing of it). */
function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/**
 * AES-256-GCM for the Cognito tokens kept in the sessions table. Each value is
 * `base64url(iv ‖ tag ‖ ciphertext)` with a fresh 96-bit iv; the row stores the key's id, so the
 * current key encrypts and older keys (rotation) still decrypt.
 */
export class TokenCipher {
  readonly currentKeyId: string;
  private readonly keys = new Map<string, Buffer>();

  constructor(current: Buffer, older: Buffer[] = []) {
    for (const key of [current, ...older]) {
      if (key.length !== KEY_BYTES) throw new Error(`a token key must be ${KEY_BYTES} bytes`);
      this.keys.set(keyIdOf(key), key);
    }
    this.currentKeyId = keyIdOf(current);
  }

  encrypt(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.currentKeyId)!, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** Throws when the key id is unknown or the value was tampered with. */
  decrypt(value: string, keyId: string): string {
    const key = this.keys.get(keyId);
    if (!key) throw new TokenKeyError(`no key with id ${keyId} (SESSION_ENCRYPTION_OLD_KEYS)`);
    const raw = Buffer.from(value, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }

  canDecrypt(keyId: string): boolean {
    return this.keys.has(keyId);
  }
}

class TokenKeyError extends Error {
  override name = 'TokenKeyError';
}

const KEY_FILE = 'session-encryption.key';

/**
 * The cipher for this configuration: `SESSION_ENCRYPTION_KEY` (+ `SESSION_ENCRYPTION_OLD_KEYS`)
 * when set (required in production, checked by the config). Without it, in development only:
 * PGlite in a folder keeps a generated key in `<GATEWAY_DATA_DIR>/session-encryption.key`
 * (mode 0600); `memory://` uses a random key; Postgres derives one from `DATABASE_URL` with HKDF
 * (so every instance on that database agrees) — not a secret, never for production.
 */
export async function tokenCipherFor(config: Config): Promise<TokenCipher> {
  const { key, oldKeys } = config.sessionEncryption;
  if (key) return new TokenCipher(key, oldKeys);
  const db = config.database;
  if (db.kind === 'postgres') {
    const derived = Buffer.from(
      hkdfSync('sha256', db.url, 'pitboss', 'development session-token key', KEY_BYTES),
    );
    return new TokenCipher(derived, oldKeys);
  }
  if (db.dataDir.startsWith('memory://')) return new TokenCipher(randomBytes(KEY_BYTES), oldKeys);
  const file = path.join(db.dataDir, KEY_FILE);
  let stored: Buffer | undefined;
  try {
    stored = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  } catch {
    stored = undefined;
  }
  if (stored?.length !== KEY_BYTES) {
    stored = randomBytes(KEY_BYTES);
    await mkdir(db.dataDir, { recursive: true });
    await writeFile(file, `${stored.toString('base64')}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
  }
  return new TokenCipher(stored, oldKeys);
}
