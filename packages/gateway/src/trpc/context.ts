import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/auth-service.js';
import type { LoginLimits } from '../auth/login-limits.js';
import type { TokenCipher } from '../auth/token-cipher.js';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { requestAuth } from '../guard/guard.js';
import type { ChangeBus } from '../live/change-bus.js';
import type { Metrics } from '../metrics.js';
import type { UpstreamClient } from '../upstream/client.js';

/** The app's services a procedure may use: named one by one, not the whole Fastify instance. */
export interface Services {
  config: Pick<Config, 'demoOrigins' | 'publishHistory' | 'changeControl' | 'instanceId'>;
  /** Seals what a scheduled change request keeps of its approver's sign-in. */
  tokenCipher: TokenCipher;
  database: DatabaseHandle;
  upstream: UpstreamClient;
  auth: AuthService;
  loginLimits: LoginLimits;
  metrics: Metrics;
  log: FastifyBaseLogger;
  /** Where successful changes are announced to other users' screens; null when not running. */
  changes: ChangeBus | null;
}

/** The services of a built app (read once, when the tRPC plugin registers). */
export function servicesOf(app: FastifyInstance): Services {
  return {
    config: {
      demoOrigins: app.config.demoOrigins,
      publishHistory: app.config.publishHistory,
      changeControl: app.config.changeControl,
      instanceId: app.config.instanceId,
    },
    tokenCipher: app.tokenCipher,
    database: app.database,
    upstream: app.upstream,
    auth: app.auth,
    loginLimits: app.loginLimits,
    metrics: app.metrics,
    log: app.log,
    changes: app.hasDecorator('changes') ? app.changes : null,
  };
}

/**
 * What every procedure sees: the request and reply (cookies and headers of the auth procedures),
 * the caller as the guarded scope found it (`guard/guard.ts`; undefined outside the guard, which
 * procedures refuse), and the app's services.
 */
export function contextFactory(services: Services) {
  return ({ req, res }: CreateFastifyContextOptions) => ({
    req,
    res,
    caller: requestAuth(req),
    services,
  });
}

export type Context = ReturnType<ReturnType<typeof contextFactory>>;
