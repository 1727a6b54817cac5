import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { procedurePaths, refuse } from '../guard/guard.js';
import {
  bodyTooLargeMessage,
  MAX_INPUT_DEPTH,
  nestsDeeperThan,
  TOO_DEEP_MESSAGE,
  UNREADABLE_MESSAGE,
} from '../guard/json-input.js';
import { contextFactory, servicesOf } from '../trpc/context.js';
import { appRouter, type AppRouter } from '../trpc/router.js';

/** `application/json`, with or without parameters (`; charset=utf-8`). */
function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
}

/** The answer to a `/trpc` request that is neither a GET query nor a JSON POST. */
const JSON_ONLY_MESSAGE =
  'The API accepts only JSON request bodies (Content-Type: application/json).';
const batchTooLargeMessage = (max: number): string =>
  `Too many calls in one request. A batch holds at most ${max} calls.`;
const METHOD_MESSAGE = 'The API accepts GET for queries and POST for mutations.';

/**
 * tRPC at `/trpc`, inside the guarded scope (its procedures decide who may call them). The login
 * limits are a middleware of `auth.login` (`domains/auth/router.ts`), so every call counts, batched
 * or not, without reading request bodies here. Only what the API uses is accepted:
 * GET (queries, input in the URL) and POST with a JSON body (mutations), refused before any body
 * is read — tRPC's adapter would otherwise read multipart and octet-stream bodies itself,
 * outside Fastify's body limit.
 */
export default async function trpcPlugin(app: FastifyInstance): Promise<void> {
  const { maxBodyBytes, maxBatchSize } = app.config.api;
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'procedures', edge: 'trpc' };
    // Fastify reads the JSON body and stops at this size while it streams in (413).
    route.bodyLimit = maxBodyBytes;
  });
  app.addHook('onRequest', async (req, reply) => {
    const batched = (req.query as { batch?: string }).batch !== undefined;
    if (batched && procedurePaths(req).length > maxBatchSize) {
      return refuse(req, reply, 400, 'BAD_REQUEST', batchTooLargeMessage(maxBatchSize));
    }
    if (req.method === 'GET') return;
    if (req.method !== 'POST') {
      return refuse(req, reply, 405, 'METHOD_NOT_SUPPORTED', METHOD_MESSAGE);
    }
    if (!isJson(req.headers['content-type'])) {
      return refuse(req, reply, 415, 'UNSUPPORTED_MEDIA_TYPE', JSON_ONLY_MESSAGE);
    }
  });
  // Input nested thousands deep would overflow the stack of whatever walks it (rules,
  // JSON.stringify): refused here, before tRPC parses it.
  app.addHook('preValidation', async (req, reply) => {
    const batched = (req.query as { batch?: string }).batch !== undefined;
    const text =
      req.method === 'GET' ? (req.query as { input?: unknown }).input : (req.body as unknown);
    if (typeof text === 'string' && nestsDeeperThan(text, MAX_INPUT_DEPTH + (batched ? 1 : 0))) {
      return refuse(req, reply, 400, 'BAD_REQUEST', TOO_DEEP_MESSAGE);
    }
  });

  // A body over the limit or unreadable: tRPC's error shape, so clients show the message (never
  // Fastify's internal codes).
  app.setErrorHandler((err, req, reply) => {
    const status = (err as { statusCode?: unknown }).statusCode;
    if (status === 413) {
      return refuse(req, reply, 413, 'PAYLOAD_TOO_LARGE', bodyTooLargeMessage(maxBodyBytes));
    }
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code =
        status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : status === 408 ? 'TIMEOUT' : 'BAD_REQUEST';
      return refuse(req, reply, status, code, UNREADABLE_MESSAGE);
    }
    req.log.error({ err }, 'tRPC request failed');
    return refuse(req, reply, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
  });

  const options: FastifyTRPCPluginOptions<AppRouter> = {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: contextFactory(servicesOf(app)),
      maxBatchSize,
      // The body limit is Fastify's (route.bodyLimit above, while the JSON streams in): tRPC's
      // Fastify adapter reads the body Fastify parsed and has no limit of its own.
      onError({ path, error, type }) {
        // Never the input: auth procedures carry passwords.
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          app.log.error({ path, type, err: error.cause ?? error }, 'tRPC procedure failed');
        } else {
          app.log.debug({ path, type, code: error.code }, 'tRPC procedure refused');
        }
      },
    },
  };
  await app.register(fastifyTRPCPlugin, options);
}
