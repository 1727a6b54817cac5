import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: what the cookie and the challenge handle carry. */
export function newOpaqueId(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a session id or challenge handle: its SHA-256, in hex. */
export function hashId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}
