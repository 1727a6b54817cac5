import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/** Opens the gateway database (PGlite folder or Postgres), migrates it, closes it with the app. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const handle = await openDatabase(config.database);
    app.decorate('database', handle);
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'database' },
);
