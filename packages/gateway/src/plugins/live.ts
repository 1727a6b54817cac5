import fp from 'fastify-plugin';
import { LiveRelay } from '../live/relay.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket.io live relay at `/live` (see `src/live/relay.ts`). */
    live: LiveRelay;
  }
}

/**
 * The live relay on the gateway's own HTTP server (fastify-plugin name `live`). Its sockets close
 * before the server does (preClose), so a graceful shutdown is not held open by websockets.
 */
export default fp(
  async (app) => {
    const relay = new LiveRelay(app, app.server);
    app.decorate('live', relay);
    app.addHook('preClose', async () => {
      await relay.close();
    });
  },
  {
    name: 'live',
    dependencies: ['config', 'metrics', 'auth', 'cluster', 'change-bus', '@fastify/cookie'],
  },
);
