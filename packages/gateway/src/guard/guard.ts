import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pino from 'pino';
import {
  AuthError,
  codeOf,
  CROSS_SITE_MESSAGE,
  httpStatusOf,
  INVALID_TOKEN_MESSAGE,
  SIGN_IN_MESSAGE,
} from '../auth/auth-error.js';
import type { Principal } from '../auth/auth-service.js';
import { clearSessionCookie, sessionCookie } from '../auth/cookie.js';
import { isSameOrigin } from './origin.js';
import { installSecurityEvents } from './security-events.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call a guarded route: an administrator (the default), or `procedures` (tRPC: each
     * procedure decides, admin unless it is marked public).
     */
    access?: 'admin' | 'procedures';
    /** How a refusal is written: `http` (`{message}`, the default) or tRPC's error shape. */
    edge?: 'http' | 'trpc';
    /** Set by the guard on every route registered inside it (checked at start-up). */
    guarded?: boolean;
  }
  interface FastifyInstance {
    /** Every route of the app, as registered (tests enumerate it). */
    routeTable: readonly GatewayRoute[];
  }
}

interface GatewayRoute {
  method: string[];
  url: string;
  readonly config: { guarded?: boolean; access?: 'admin' | 'procedures' };
}

/** What the guard found out about a request's caller. */
export interface RequestAuth {
  principal: Principal | null;
  /** A credential was sent and refused (a bad bearer token): procedures that need one throw it. */
  error: AuthError | null;
}

const auths = new WeakMap<FastifyRequest, RequestAuth>();

/** The guard's verdict on a request; undefined when the route is not inside the guard. */
export function requestAuth(req: FastifyRequest): RequestAuth | undefined {
  return auths.get(req);
}

/** The administrator calling a guarded admin route (fails closed outside the guard). */
export function principalOf(req: FastifyRequest): Principal {
  const principal = auths.get(req)?.principal;
  if (!principal) throw new Error('route is not inside the guarded scope');
  return principal;
}

/**
 * The one credential rule (HTTP routes, tRPC, the relay's handshake): a bearer access token wins
 * (verified, then validated as an admin); otherwise the session cookie. Null when neither is
 * present or the session is gone; a refused bearer is an `AuthError`.
 */
export async function resolveCredential(
  app: FastifyInstance,
  credential: { bearer?: string | undefined; sessionId?: string | undefined },
): Promise<Principal | null> {
  if (credential.bearer !== undefined) {
    if (credential.bearer === '') throw new AuthError('unauthenticated', INVALID_TOKEN_MESSAGE);
    return app.auth.resolveBearer(credential.bearer);
  }
  if (!credential.sessionId) return null;
  return app.auth.resolveSession(credential.sessionId);
}

const BEARER = /^Bearer\s+(\S+)$/i;

async function authenticate(req: FastifyRequest, reply: FastifyReply): Promise<Principal | null> {
  const header = req.headers.authorization;
  const bearer = header === undefined ? undefined : (BEARER.exec(header)?.[1] ?? '');
  const sessionId = bearer === undefined ? sessionCookie(req) : undefined;
  const principal = await resolveCredential(req.server, { bearer, sessionId });
  if (!principal && sessionId) clearSessionCookie(req, reply);
  // Every later log line of this request names the user (never a token). The request's own
  // logger (pino's, see buildApp; Fastify's type leaves `setBindings` out) takes the binding in
  // place: a child logger made per request was one more object graph per call to collect.
  if (principal) (req.log as pino.Logger).setBindings({ user: principal.user.username });
  return principal;
}

/** The procedure paths of a tRPC request (`/trpc/a.b,c.d?batch=1`). */
export function procedurePaths(req: FastifyRequest): string[] {
  const path = (req.params as { path?: string } | undefined)?.path ?? '';
  return path.split(',');
}

/** tRPC's error shape for a refusal made before tRPC runs (one entry per call of a batch). */
function trpcErrorBody(
  req: FastifyRequest,
  status: number,
  code: keyof typeof TRPC_ERROR_CODES_BY_KEY,
  message: string,
): unknown {
  const error = (path: string) => ({
    error: {
      message,
      code: TRPC_ERROR_CODES_BY_KEY[code],
      data: { code, httpStatus: status, path },
    },
  });
  const batched = (req.query as { batch?: string } | undefined)?.batch !== undefined;
  const paths = procedurePaths(req);
  return batched ? paths.map(error) : error(paths[0] ?? '');
}

/** Writes a refusal in the route's own terms (its `edge`). */
export function refuse(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: keyof typeof TRPC_ERROR_CODES_BY_KEY,
  message: string,
): FastifyReply {
  const body =
    req.routeOptions.config.edge === 'trpc'
      ? trpcErrorBody(req, status, code, message)
      : { message };
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

function refuseAuth(req: FastifyRequest, reply: FastifyReply, err: AuthError): FastifyReply {
  return refuse(req, reply, httpStatusOf(err), codeOf(err), err.message);
}

/**
 * The guarded scope: every state-changing route of the gateway is registered inside it (tRPC,
 * uploads, backup download and import, the image proxy), and the app refuses to start when one is
 * not (see `assertGuarded`). For each request, before any body is read: the same-origin check
 * (`Origin` / `Sec-Fetch-Site`), then authentication (bearer token, else session cookie), then
 * the admin check unless the route leaves it to its tRPC procedures. The relay's handshake runs
 * the same functions (`isSameOrigin`, `resolveCredential`).
 */
export function guardedScope(
  register: (scope: FastifyInstance) => Promise<void>,
): (app: FastifyInstance) => Promise<void> {
  return async function guarded(app) {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, guarded: true };
    });
    app.addHook('onRequest', async (req, reply) => {
      if (!isSameOrigin(req.headers, req.host)) {
        return refuseAuth(req, reply, new AuthError('cross-site', CROSS_SITE_MESSAGE));
      }
      let auth: RequestAuth;
      try {
        auth = { principal: await authenticate(req, reply), error: null };
      } catch (err) {
        if (!(err instanceof AuthError)) throw err;
        auth = { principal: null, error: err };
      }
      auths.set(req, auth);
      if (req.routeOptions.config.access === 'procedures') return;
      if (auth.error) return refuseAuth(req, reply, auth.error);
      if (!auth.principal) {
        return refuseAuth(req, reply, new AuthError('unauthenticated', SIGN_IN_MESSAGE));
      }
    });
    installSecurityEvents(
      app,
      (req) => auths.get(req),
      (req, reply, status, message) => refuse(req, reply, status, 'TOO_MANY_REQUESTS', message),
    );
    await register(app);
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Records every route; at start-up, any route that changes state (any method but GET, HEAD,
 * OPTIONS) outside the guarded scope stops the gateway with the route's name.
 */
export function assertGuarded(app: FastifyInstance): void {
  const routes: GatewayRoute[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    routes.push({
      method: ([] as string[]).concat(route.method),
      url: route.url,
      get config() {
        return route.config ?? {};
      },
    });
  });
  app.addHook('onReady', async () => {
    for (const route of routes) {
      const changing = route.method.filter((m) => !SAFE_METHODS.has(m.toUpperCase()));
      if (changing.length > 0 && route.config.guarded !== true) {
        throw new Error(
          `${changing.join(',')} ${route.url} is not inside the guarded scope (src/guard/guard.ts)`,
        );
      }
    }
  });
}
