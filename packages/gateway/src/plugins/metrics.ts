import fp from 'fastify-plugin';
import { Metrics } from '../metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Prometheus metrics (one registry per app) and HTTP request durations by route. */
export default fp(
  async (app) => {
    const metrics = new Metrics();
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (req, reply) => {
      const route = req.routeOptions.url ?? 'unmatched';
      metrics.httpDuration.observe(
        { method: req.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });
  },
  { name: 'metrics' },
);
