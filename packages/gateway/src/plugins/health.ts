import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_API_PATHS } from '../upstream/paths.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether a caller may read metrics and readiness details: `Authorization: Bearer <METRICS_TOKEN>`
 * when the token is set; without it, only callers on this machine (the client IP as Fastify sees
 * it, `TRUST_PROXY` applied).
 */
function operator(req: FastifyRequest, token: string | undefined): boolean {
  if (token === undefined) return LOOPBACK.has(req.ip);
  const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `/healthz` (process up, public), `/readyz` (database and admin API reachable: the status for
 * everyone, the details for operators), `/metrics` (operators only, see `operator`).
 */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  const token = app.config.metricsToken;
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (req, reply) => {
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
      .send({ status: ready ? 'ready' : 'not ready', ...(operator(req, token) ? { checks } : {}) });
  });

  app.get('/metrics', async (req, reply) => {
    if (!operator(req, token)) {
      return reply
        .code(401)
        .header('cache-control', 'no-store')
        .send({ message: 'Metrics need the operator token (METRICS_TOKEN).' });
    }
    const body = await app.metrics.registry.metrics();
    return reply
      .header('cache-control', 'no-store')
      .type(app.metrics.registry.contentType)
      .send(body);
  });
}
