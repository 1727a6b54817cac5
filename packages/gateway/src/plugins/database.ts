import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { sealExistingRows } from '../auth/seal-at-rest.js';
import { tokenCipherFor, type TokenCipher } from '../auth/token-cipher.js';
import type { Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** Encrypts the Cognito tokens kept in the database (SESSION_ENCRYPTION_KEY). */
    tokenCipher: TokenCipher;
  }
}

/**
 * Opens the gateway database (PGlite folder or Postgres), migrates it (under an advisory lock on
 * Postgres), encrypts token columns still in clear or under an older key, closes it with the app.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const cipher = await tokenCipherFor(config);
    const handle = await openDatabase(config.database, async (db) => {
      const sealed = await sealExistingRows(db, cipher);
      if (sealed > 0) {
        // Rewrite the tables so the old row versions (tokens in clear) leave the data files.
        await db.execute(sql`vacuum full sessions, auth_challenges`);
        app.log.info({ rows: sealed }, 'stored tokens encrypted with the current key');
      }
    });
    app.decorate('database', handle);
    app.decorate('tokenCipher', cipher);
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'database' },
);
