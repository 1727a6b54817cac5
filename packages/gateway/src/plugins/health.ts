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

const PROBE_TIMEOUT_MS = 3000;

/** Any HTTP answer from the identity service's `url` within 3 s means it is reachable. */
async function reachable(url: string): Promise<void> {
  // eslint-disable-next-line no-restricted-globals -- the identity service, not the admin API
  const res = await fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  await res.body?.cancel();
}

/**
 * `/healthz` (process up, public), `/readyz` (database, admin API and identity service reachable:
 * the status and the names of the failing dependencies for everyone, the details for operators),
 * `/metrics` (operators only, see `operator`).
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
      // through the one admin-API client, not retried: a probe reports what it finds
      await app.upstream.status(null, {
        path: ADMIN_API_PATHS.healthReady,
        timeoutMs: PROBE_TIMEOUT_MS,
        retry: false,
        operation: 'readyz',
      });
      checks.adminApi = 'ok';
    } catch (err) {
      // the network's own words (a refused connection, a timeout), not the screens' message
      const { cause, message } = err as Error;
      checks.adminApi = `unreachable: ${cause instanceof Error ? cause.message : message}`;
    }
    try {
      // Sign-in and token checks need the identity service; its signing keys are a cheap read.
      await reachable(app.config.cognito.jwksUri);
      checks.identity = 'ok';
    } catch (err) {
      app.metrics.upstreamErrors.inc({ upstream: 'cognito', operation: 'readyz' });
      checks.identity = `unreachable: ${(err as Error).message}`;
    }
    const failing = Object.keys(checks).filter((name) => checks[name] !== 'ok');
    if (failing.length > 0) req.log.warn({ checks }, `not ready: ${failing.join(', ')}`);
    return reply
      .code(failing.length === 0 ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status: failing.length === 0 ? 'ready' : 'not ready',
        ...(failing.length > 0 ? { failing } : {}),
        ...(operator(req, token) ? { checks } : {}),
      });
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
