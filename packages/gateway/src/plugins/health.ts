import type { FastifyInstance } from 'fastify';
import { ADMIN_API_PATHS } from '../upstream/paths.js';

/** `/healthz` (process up), `/readyz` (database and admin API reachable), `/metrics`. Public. */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_req, reply) => {
    const checks: Record<string, string> = {};
    try {
      await app.database.ping();
      checks.database = 'ok';
    } catch (err) {
      checks.database = `failed: ${(err as Error).message}`;
    }
    try {
      // Any HTTP answer means the admin API is reachable.
      const res = await fetch(`${app.config.adminApiUrl}${ADMIN_API_PATHS.healthReady}`, {
        signal: AbortSignal.timeout(3000),
      });
      await res.body?.cancel();
      checks.adminApi = 'ok';
    } catch (err) {
      app.metrics.upstreamErrors.inc({ upstream: 'admin-api', operation: 'readyz' });
      checks.adminApi = `unreachable: ${(err as Error).message}`;
    }
    const ready = Object.values(checks).every((v) => v === 'ok');
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });

  app.get('/metrics', async (_req, reply) => {
    const body = await app.metrics.registry.metrics();
    return reply
      .header('cache-control', 'no-store')
      .type(app.metrics.registry.contentType)
      .send(body);
  });
}
