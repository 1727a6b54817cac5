import { STATUS_CODES } from 'node:http';
import multipart from '@fastify/multipart';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { Authenticator, bearerToken, type IdentityConfig } from './auth.js';
import type { SandboxContext } from './context.js';
import { openDatabase } from './db/database.js';
import { scaledSeedCounts, type SeedCounts } from './db/seed-counts.js';
import { EventHub } from './events.js';
import { mediaRoutes } from './images.js';
import { latency } from './latency.js';
import { HttpError } from './lib/http.js';
import { catalogueRoutes } from './routes/catalogue.js';
import { faultRoutes } from './routes/faults.js';
import { groupRoutes } from './routes/groups.js';
import { promoCodeRoutes } from './routes/promo-codes.js';
import { promotionRoutes } from './routes/promotions.js';
import { providerRoutes } from './routes/providers.js';
import { publicRoutes } from './routes/public.js';
import { slotRoutes } from './routes/slots.js';
import { systemRoutes } from './routes/system.js';
import { tableAndThemeRoutes } from './routes/tables-themes.js';
import './context.js';
import { answerOnlyFor, hostFilter } from './host-check.js';

export interface SandboxOptions {
  /** PGlite data folder; in memory when absent. */
  dataDir?: string | undefined;
  /** Seed for the deterministic demo data (default 42). */
  seed?: number;
  /** Multiplies the seeded catalogue (slots and providers); default 1. Ignored with seedCounts. */
  scale?: number;
  /** Every admin-API answer waits this long first, like an API across a network (default 0). */
  latencyMs?: number;
  /** Up to this much more, drawn per request (default 0). */
  latencyJitterMs?: number;
  /** casino_event rate per second (default 3; 0 disables the generator). */
  eventRatePerSecond?: number;
  /** Where bearer tokens come from (cognito-local). */
  identity: IdentityConfig;
  /** Base URL used in demo launch URLs and image URLs (default http://localhost:4010). */
  publicUrl?: string;
  /**
   * Base URL of demo launch URLs, which the browser loads itself (default: publicUrl). Differs
   * from publicUrl when the gateway reaches the sandbox by another name than the browser does
   * (Docker: http://sandbox:4010 for the gateway, http://localhost:4010 for the browser).
   */
  demoUrl?: string | undefined;
  /** Registers the test-only `/__sandbox/*` control surface. */
  faults?: boolean;
  /** Fastify logger option (default false). */
  logger?: FastifyServerOptions['logger'];
  /** Override seeded data volumes (tests). */
  seedCounts?: SeedCounts;
}

export interface SandboxInstance extends FastifyInstance {
  /** How long seeding took on this start (0 when the data folder was already seeded). */
  seedMs: number;
}

/** Builds the admin-API stand-in. Call `listen()` on it, or `inject()` in tests. */
export async function buildSandbox(options: SandboxOptions): Promise<SandboxInstance> {
  const seed = options.seed ?? 42;
  const scale = options.scale ?? 1;
  const { db, seedMs } = await openDatabase({
    dataDir: options.dataDir,
    seed,
    scale,
    seedCounts: options.seedCounts ?? scaledSeedCounts(scale),
  });
  const publicUrl = (options.publicUrl ?? 'http://localhost:4010').replace(/\/+$/, '');
  const auth = new Authenticator(options.identity);
  const events = new EventHub(options.eventRatePerSecond ?? 3, seed);

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 10 * 1024 * 1024,
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true },
  });

  const ctx: SandboxContext = {
    db,
    auth,
    events,
    publicUrl,
    demoUrl: (options.demoUrl ?? publicUrl).replace(/\/+$/, ''),
    startedAt: Date.now(),
    maintenance: {
      isInMaintenance: false,
      reason: null,
      maintenanceStartedAt: null,
      initiatedBy: null,
      estimatedCompletion: null,
      duration: null,
      type: null,
    },
    shutdown: { active: false, initiatedAt: null, initiatedBy: null, scheduledFor: null },
    url: (path) => (path == null ? null : path.startsWith('/') ? `${publicUrl}${path}` : path),
  };
  app.decorate('sandbox', ctx);
  app.decorateRequest('user', null);
  app.decorateRequest('accessToken', null);

  // JSON bodies: empty means {}, bad JSON answers 400 {message:'Invalid JSON body'}.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'Invalid JSON body', { body: 'Body is not valid JSON' }), undefined);
    }
  });

  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({
        statusCode: err.statusCode,
        error: STATUS_CODES[err.statusCode] ?? 'Error',
        message: err.message,
        ...(err.errors ? { errors: err.errors } : {}),
      });
    }
    const status =
      typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.code(500).send({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Internal server error',
      });
    }
    const message =
      err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? `Unsupported content type: ${req.headers['content-type'] ?? 'none'}`
        : err.code === 'FST_FILES_LIMIT'
          ? 'Too many files. Maximum allowed is 100 files.'
          : err.message;
    return reply
      .code(status)
      .send({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${req.method} ${req.url.split('?')[0]} not found`,
    });
  });

  await app.register(latency, {
    ms: options.latencyMs ?? 0,
    jitterMs: options.latencyJitterMs ?? 0,
  });
  const isOurs = hostFilter([ctx.publicUrl, ctx.demoUrl]);
  answerOnlyFor(app, isOurs);
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 100, fields: 50 } });
  if (options.faults) await app.register(fp(faultRoutes));

  await app.register(publicRoutes);
  await app.register(mediaRoutes);

  // Everything below needs a valid Cognito access token.
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', async (req, reply) => {
      const token = bearerToken(req.headers.authorization);
      const user = await auth.verify(token);
      if (!user || !token) {
        return reply
          .code(401)
          .send({ statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' });
      }
      req.user = user;
      req.accessToken = token;
    });

    guarded.post('/auth/validate', async (req, reply) => {
      const token = req.accessToken ?? '';
      const user = req.user;
      if (!user) return reply.code(401).send({ message: 'Unauthorized' });
      let profile;
      try {
        profile = await auth.profile(token, user);
      } catch {
        return reply
          .code(401)
          .send({ statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' });
      }
      if (!profile.isAdmin) {
        return reply.code(403).send({
          statusCode: 403,
          error: 'Forbidden',
          message: 'Forbidden: admin privileges required',
        });
      }
      return { valid: true, user: profile };
    });

    await guarded.register(systemRoutes);
    await guarded.register(groupRoutes);
    await guarded.register(providerRoutes);
    await guarded.register(slotRoutes);
    await guarded.register(catalogueRoutes);
    await guarded.register(promotionRoutes);
    await guarded.register(promoCodeRoutes);
    await guarded.register(tableAndThemeRoutes);
  });

  app.addHook('onReady', async () => {
    events.attach(app.server, auth, isOurs);
  });
  app.addHook('preClose', async () => {
    await events.close();
  });
  app.addHook('onClose', async () => {
    auth.close();
    await db.close();
  });

  const instance = app as unknown as SandboxInstance;
  instance.seedMs = seedMs;
  return instance;
}
