import fp from 'fastify-plugin';
import { InProcessChannel, PostgresChannel, type ClusterChannel } from '../cluster/channel.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Messages between gateway instances (Postgres LISTEN/NOTIFY; in-process on PGlite). */
    cluster: ClusterChannel;
  }
}

/**
 * The cross-instance channel (fastify-plugin name `cluster`): on Postgres every instance LISTENs
 * on one channel, so change notices, session ends and cache invalidations reach all of them; on
 * embedded PGlite (one instance) messages stay in the process. Every answer names the instance
 * that served it (`X-Gateway-Instance`), so operators (and the scale-out test) can tell them apart.
 */
export default fp(
  async (app) => {
    const { instanceId } = app.config;
    const log = app.log.child({ module: 'cluster' });
    let channel: ClusterChannel;
    const pgHandle = app.database.pg;
    if (pgHandle) {
      const postgres = new PostgresChannel(instanceId, pgHandle.pool, pgHandle.newClient, log);
      await postgres.start();
      channel = postgres;
    } else {
      channel = new InProcessChannel(instanceId, log);
    }
    app.decorate('cluster', channel);
    app.addHook('onRequest', async (_req, reply) => {
      reply.header('x-gateway-instance', instanceId);
    });
    // Closed after the relay and the auth service stop using it, before the database pool.
    app.addHook('onClose', async () => {
      await channel.close();
    });
  },
  { name: 'cluster', dependencies: ['config', 'database'] },
);
