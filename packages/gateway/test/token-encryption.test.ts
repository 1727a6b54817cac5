import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenCipher } from '../src/auth/token-cipher.js';
import { sessions } from '../src/db/schema.js';
import { loadConfig } from '../src/index.js';
import {
  RESTART_TIMEOUT_MS,
  call,
  sessionCookieOf,
  startGateway,
  tempDir,
} from './support/gateway.js';

const pool = {
  COGNITO_USER_POOL_ID: 'eu-central-1_AbCdEf123',
  COGNITO_CLIENT_ID: 'client123',
  ADMIN_API_URL: 'https://api.example',
};
const key = () => randomBytes(32).toString('base64');

describe('SESSION_ENCRYPTION_KEY', () => {
  it('is required in production, with a message naming it', () => {
    expect(() => loadConfig({ ...pool, NODE_ENV: 'production' })).toThrow(
      /SESSION_ENCRYPTION_KEY is required with NODE_ENV=production/,
    );
    expect(
      loadConfig({ ...pool, NODE_ENV: 'production', SESSION_ENCRYPTION_KEY: key() }),
    ).toBeTruthy();
  });

  it('must be 32 bytes of base64; old keys too', () => {
    const short = randomBytes(16).toString('base64');
    expect(() => loadConfig({ ...pool, SESSION_ENCRYPTION_KEY: short })).toThrow(
      /SESSION_ENCRYPTION_KEY must be 32 random bytes in base64.*\(got 16 bytes\)/,
    );
    expect(() => loadConfig({ ...pool, SESSION_ENCRYPTION_KEY: 'not base64!' })).toThrow(
      /SESSION_ENCRYPTION_KEY must be 32/,
    );
    expect(() =>
      loadConfig({ ...pool, SESSION_ENCRYPTION_KEY: key(), SESSION_ENCRYPTION_OLD_KEYS: short }),
    ).toThrow(/SESSION_ENCRYPTION_OLD_KEYS must be 32/);
  });
});

// A JWT: base64url header and payload joined by dots. Ciphertext is base64url without
// dots, so it may hold the letters "eyJ" by chance but never this.
const JWT = /eyJ[\w-]+\.eyJ[\w-]+\./;

describe('TokenCipher', () => {
  it('round-trips, uses a fresh iv, refuses tampering and unknown keys, reads old keys', () => {
    const oldKey = randomBytes(32);
    const older = new TokenCipher(oldKey);
    const cipher = new TokenCipher(randomBytes(32), [oldKey]);
    const a = cipher.encrypt('eyJhbGciOi.payload.sig');
    // base64url: none of the token's parts and no dot (it may hold the letters eyJ by chance)
    expect(a).not.toMatch(/\.|payload|hbGciOi/);
    expect(cipher.encrypt('eyJhbGciOi.payload.sig')).not.toBe(a);
    expect(cipher.decrypt(a, cipher.currentKeyId)).toBe('eyJhbGciOi.payload.sig');
    const flipped = Buffer.from(a, 'base64url');
    flipped[flipped.length - 1]! ^= 1;
    expect(() => cipher.decrypt(flipped.toString('base64url'), cipher.currentKeyId)).toThrow();
    expect(() => older.decrypt(a, cipher.currentKeyId)).toThrow(/no key with id/);
    expect(cipher.decrypt(older.encrypt('rotated'), older.currentKeyId)).toBe('rotated');
  });
});

describe('tokens at rest (PGlite)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await tempDir();
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it(
    'stores the tokens encrypted; rows in clear and under an old key are re-encrypted at start-up',
    async () => {
      const dataDir = path.join(dir, 'db');
      const first = key();
      let app = await startGateway({ GATEWAY_DATA_DIR: dataDir, SESSION_ENCRYPTION_KEY: first });
      const login = await call(app, 'mutation', 'auth.login', {
        username: 'admin',
        password: 'Admin123!',
      });
      const cookie = sessionCookieOf(login.res)!;
      const [row] = await app.database.db.select().from(sessions);
      expect(JSON.stringify(row)).not.toMatch(JWT);
      expect(row!.tokenKeyId).toBe(app.tokenCipher.currentKeyId);
      // A row from before encryption: tokens in clear, no key id.
      const clear = {
        accessToken: app.tokenCipher.decrypt(row!.accessToken, row!.tokenKeyId!),
        refreshToken: app.tokenCipher.decrypt(row!.refreshToken, row!.tokenKeyId!),
      };
      await app.database.db.update(sessions).set({ ...clear, idToken: null, tokenKeyId: null });
      await app.close();

      // Restart with a new key, the first one kept for reading.
      const second = key();
      app = await startGateway({
        GATEWAY_DATA_DIR: dataDir,
        SESSION_ENCRYPTION_KEY: second,
        SESSION_ENCRYPTION_OLD_KEYS: first,
      });
      try {
        const [sealed] = await app.database.db.select().from(sessions);
        expect(JSON.stringify(sealed)).not.toMatch(JWT);
        expect(sealed!.tokenKeyId).toBe(app.tokenCipher.currentKeyId);
        expect(app.tokenCipher.decrypt(sealed!.accessToken, sealed!.tokenKeyId!)).toBe(
          clear.accessToken,
        );
        expect((await call(app, 'query', 'auth.session', undefined, { cookie })).status).toBe(200);
      } finally {
        await app.close();
      }
    },
    RESTART_TIMEOUT_MS,
  );

  it(
    'without the variable, development keeps a generated key beside the PGlite folder; no token in its files',
    async () => {
      const dataDir = path.join(dir, 'dev');
      const app = await startGateway({ GATEWAY_DATA_DIR: dataDir });
      const id = app.tokenCipher.currentKeyId;
      const login = await call(app, 'mutation', 'auth.login', {
        username: 'admin',
        password: 'Admin123!',
      });
      expect(login.status).toBe(200);
      await app.close();
      // Every file of the embedded database (tables, WAL): no JWT in it.
      const files = (await readdir(dataDir, { recursive: true, withFileTypes: true })).filter((f) =>
        f.isFile(),
      );
      expect(files.length).toBeGreaterThan(10);
      for (const f of files) {
        const bytes = await readFile(path.join(f.parentPath, f.name));
        expect(JWT.test(bytes.toString('latin1')), `${f.name} holds a token`).toBe(false);
      }
      const stored = (await readFile(path.join(dataDir, 'session-encryption.key'), 'utf8')).trim();
      expect(Buffer.from(stored, 'base64')).toHaveLength(32);
      const again = await startGateway({ GATEWAY_DATA_DIR: dataDir });
      expect(again.tokenCipher.currentKeyId).toBe(id);
      await again.close();
    },
    RESTART_TIMEOUT_MS,
  );
});
