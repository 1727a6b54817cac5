import rateLimit from '@fastify/rate-limit';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createContext } from '../trpc/context.js';
import { appRouter, type AppRouter } from '../trpc/router.js';

const LOGIN = 'auth.login';

/** The procedure paths of a tRPC request (`/trpc/a.b,c.d?batch=1`). */
function procedurePaths(req: FastifyRequest): string[] {
  const path = (req.params as { path?: string }).path ?? '';
  return path.split(',');
}

function isLogin(req: FastifyRequest): boolean {
  return req.method === 'POST' && procedurePaths(req).includes(LOGIN);
}

/** The username of a login call, in a plain or batched body (no transformer: the raw input). */
function loginUsername(req: FastifyRequest): string | undefined {
  const paths = procedurePaths(req);
  const index = paths.indexOf(LOGIN);
  if (index < 0) return undefined;
  const body = req.body as Record<string, unknown> | null | undefined;
  const batched = (req.query as { batch?: string }).batch !== undefined;
  const input = (batched ? body?.[String(index)] : body) as { username?: unknown } | undefined;
  return typeof input?.username === 'string' ? input.username.trim().toLowerCase() : undefined;
}

class LoginRateLimitError extends Error {
  override name = 'LoginRateLimitError';
  readonly statusCode = 429;
}

/** tRPC at `/trpc`, with the login rate limit (per IP and per username) in front of it. */
export default async function trpcPlugin(app: FastifyInstance): Promise<void> {
  const { loginRateLimit } = app.config;
  await app.register(rateLimit, { global: false });

  const exceeded = (_req: FastifyRequest, context: { after: string }): Error =>
    new LoginRateLimitError(`Too many sign-in attempts. Please wait ${context.after} and try again.`);
  app.addHook(
    'preHandler',
    app.rateLimit({
      max: loginRateLimit.maxPerIp,
      timeWindow: loginRateLimit.windowMs,
      keyGenerator: (req) => `login-ip:${req.ip}`,
      allowList: (req) => !isLogin(req),
      errorResponseBuilder: exceeded,
    }),
  );
  app.addHook(
    'preHandler',
    app.rateLimit({
      max: loginRateLimit.maxPerUsername,
      timeWindow: loginRateLimit.windowMs,
      keyGenerator: (req) => `login-user:${loginUsername(req) ?? ''}`,
      allowList: (req) => !isLogin(req) || loginUsername(req) === undefined,
      errorResponseBuilder: exceeded,
    }),
  );

  // A refused login answers in tRPC's error shape, so clients show the message.
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof LoginRateLimitError) {
      const error = {
        message: err.message,
        code: -32029,
        data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path: LOGIN },
      };
      const batched = (req.query as { batch?: string }).batch !== undefined;
      return reply
        .status(429)
        .send(batched ? procedurePaths(req).map((path) => ({ error: { ...error, data: { ...error.data, path } } })) : { error });
    }
    return reply.send(err);
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      onError({ path, error, type }) {
        // Never the input: auth procedures carry passwords.
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          app.log.error({ path, type, err: error.cause ?? error }, 'tRPC procedure failed');
        } else {
          app.log.debug({ path, type, code: error.code }, 'tRPC procedure refused');
        }
      },
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);
}
