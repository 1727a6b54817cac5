import { randomUUID } from 'node:crypto';
import { createServer, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config.js';
import authPlugin from './plugins/auth.js';
import clusterPlugin from './plugins/cluster.js';
import configPlugin from './plugins/config.js';
import databasePlugin from './plugins/database.js';
import { assertGuarded, guardedScope } from './guard/guard.js';
import { boundedLogging } from './log-bounds.js';
import { bufferedStdout } from './log-destination.js';
import healthRoutes from './plugins/health.js';
import livePlugin from './plugins/live.js';
import metricsPlugin from './plugins/metrics.js';
import securityPlugin from './plugins/security.js';
import slowBodyPlugin from './plugins/slow-body.js';
import { changeBusPlugin } from './live/change-bus.js';
import { changeSchedulerPlugin } from './changes/scheduler.js';
import trpcPlugin from './plugins/trpc.js';
import { UNREADABLE_MESSAGE } from './guard/json-input.js';
import upstreamPlugin from './upstream/plugin.js';
import webPlugin from './plugins/web.js';
import auditExportRoutes from './routes/audit-export.js';
import backupRoutes from './routes/backup.js';
import imageRoutes from './routes/images.js';
import restRoutes from './routes/rest.js';
import uploadRoutes from './routes/uploads.js';

export interface AppOptions {
  config: Config;
}

/**
 * The gateway as a plugin: shared services first (decorators with declared dependencies), then
 * public read-only routes (health, metrics, the web app), then the guarded scope (`guard/guard.ts`)
 * holding the API and the HTTP routes (uploads, downloads, images). The live relay at `/live` runs
 * the guard's checks on its handshakes.
 */
export async function gatewayApp(app: FastifyInstance, { config }: AppOptions): Promise<void> {
  // The request id goes back to the caller, to quote when reporting a problem.
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  assertGuarded(app);
  await app.register(configPlugin, { config });
  await app.register(metricsPlugin);
  await app.register(securityPlugin);
  await app.register(slowBodyPlugin);
  await app.register(cookie);
  await app.register(databasePlugin, { config });
  await app.register(clusterPlugin);
  await app.register(upstreamPlugin);
  await app.register(authPlugin);
  await app.register(changeBusPlugin);
  await app.register(livePlugin);
  await app.register(changeSchedulerPlugin);

  await app.register(healthRoutes);
  await app.register(webPlugin);
  // Every route that changes state sits in the guarded scope (same-origin check, authentication,
  // admin check); the app does not start when one does not (assertGuarded).
  await app.register(
    guardedScope(async (scope) => {
      await scope.register(trpcPlugin);
      await scope.register(uploadRoutes, { prefix: '/api/uploads' });
      await scope.register(backupRoutes);
      await scope.register(auditExportRoutes);
      await scope.register(imageRoutes);
      // The same procedures as plain HTTP (`/api/v1/*`), described by `/api/openapi.json`.
      await scope.register(restRoutes);
    }),
  );
}

/** Pino options: no tokens, cookies or passwords in the logs, and no line beyond its bounds. */
function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...boundedLogging,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.confirmPassword',
        '*.accessToken',
        '*.refreshToken',
        '*.idToken',
      ],
      censor: '[redacted]',
    },
  };
}

/**
 * The answer to a request Node's HTTP parser could not finish (a body cut short by its sender, a
 * malformed head, a timeout): Fastify's statuses, with the gateway's `{ message }` shape and
 * words instead of 'Client Error'. Nothing is logged above trace (the sender's fault, no stack).
 */
function clientErrorHandler(
  this: FastifyInstance,
  err: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request timeout']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request headers too large']
        : [400, UNREADABLE_MESSAGE];
  this.log.trace({ err }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The request id: the caller's `X-Request-Id` when it is a plain token, else a random UUID. */
export function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * A ready-to-listen gateway for this configuration (tests use `app.inject`; `logStream` receives
 * the log lines instead of stdout, for tests that read them).
 */
export async function buildApp(
  config: Config,
  options: { logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  const { http } = config;
  const logger = loggerOptions(config);
  // tests pass their own stream; otherwise stdout, in batches (log-destination.ts)
  const stdout = options.logStream ? null : bufferedStdout();
  const app = Fastify({
    // Start-up may wait for another instance's migrations (advisory lock) on a shared database,
    // and opening an embedded PGlite folder is slow on a busy machine: avvio's 10 s is too short.
    pluginTimeout: 120_000,
    logger:
      typeof logger === 'object'
        ? { ...logger, stream: options.logStream ?? stdout?.stream }
        : logger,
    // Request ids unique across instances (several gateways share one log stream); a caller's
    // X-Request-Id is kept when it is a plain token, so a trace can span systems.
    genReqId: requestId,
    trustProxy: config.trustProxy,
    // tRPC batches put several procedure names in the path.
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: config.api.maxBodyBytes,
    // Slow clients cannot hold connections: a whole request (headers and body) within
    // requestTimeout, headers within headersTimeout, no connection silent beyond connectionTimeout.
    requestTimeout: http.requestTimeoutMs,
    connectionTimeout: http.idleTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: http.requestTimeoutMs,
          headersTimeout: Math.min(http.headersTimeoutMs, http.requestTimeoutMs),
          keepAliveTimeout: http.keepAliveTimeoutMs,
          // How often Node looks for requests past those limits (its default is 30 s).
          connectionsCheckingInterval: Math.min(1000, http.headersTimeoutMs),
        },
        handler,
      ),
    // One log line per request (below), not Fastify's two: synchronous log writes showed in the
    // gateway's CPU profile under load (README "Benchmarks"). Through a LogController: the
    // top-level `disableRequestLogging` is deprecated (FSTDEP023, a warning at every start).
    logController: new LogController({ disableRequestLogging: true }),
    clientErrorHandler,
  });
  if (stdout) app.addHook('onClose', async () => stdout.close());
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        req: { method: req.method, url: req.url, remoteAddress: req.ip },
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });
  await app.register(fp(gatewayApp), { config });
  return app;
}
