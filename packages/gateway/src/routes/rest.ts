import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fastifyTRPCOpenApiPlugin, type CreateOpenApiFastifyPluginOptions } from 'trpc-to-openapi';
import { refuse } from '../guard/guard.js';
import { bodyTooLargeMessage, UNREADABLE_MESSAGE } from '../guard/json-input.js';
import { openApiDocument } from '../openapi/document.js';
import { contextFactory, servicesOf } from '../trpc/context.js';
import { REST_BASE } from '../trpc/rest-route.js';
import { appRouter, type AppRouter } from '../trpc/router.js';
import { InputError, parseBoundedJson } from './rest-input.js';

/** A request that carries no body (no length, or zero, and no chunked transfer). */
const isBodyless = (req: FastifyRequest): boolean =>
  req.headers['transfer-encoding'] === undefined &&
  (req.headers['content-length'] === undefined || req.headers['content-length'] === '0');

/**
 * `/api/v1/<domain>/<action>`: the procedures with an `openapi` meta, served by trpc-to-openapi's
 * Fastify adapter through a server-side caller of the router, so the procedure's own checks
 * (administrator), validation, audit row, announcement and error mapping all apply. Before it,
 * the checks `/trpc` makes: the same body limit while the JSON streams in, nesting bounded before
 * the text is parsed (a 5,000-deep body overflowed the stack), refusals in the gateway's words.
 */
async function procedureRoutes(api: FastifyInstance): Promise<void> {
  const { maxBodyBytes } = api.config.api;
  api.addHook('onRoute', (route) => {
    // The procedure decides who may call (as on /trpc).
    route.config = { ...route.config, access: 'procedures' };
    route.bodyLimit = maxBodyBytes;
  });
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: maxBodyBytes },
    (_req, body, done) => {
      try {
        done(null, parseBoundedJson(body as string));
      } catch (err) {
        done(err as Error, undefined);
      }
    },
  );
  // A POST without a body is a call without input (`curl -X POST …/catalogue/publish`): the
  // adapter refuses any POST whose content type is not JSON, so such a call is said to be JSON.
  api.addHook('onRequest', async (req) => {
    if (req.method === 'POST' && req.headers['content-type'] === undefined && isBodyless(req))
      req.headers['content-type'] = 'application/json';
  });
  // Refusals before the procedure (body too large, unreadable, too deep); anything else is logged
  // and answered without its internal text.
  api.setErrorHandler((err, req, reply) => {
    const status = (err as { statusCode?: unknown }).statusCode;
    if (status === 413)
      return refuse(req, reply, 413, 'PAYLOAD_TOO_LARGE', bodyTooLargeMessage(maxBodyBytes));
    if (err instanceof InputError) return refuse(req, reply, 400, 'BAD_REQUEST', err.message);
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code =
        status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : status === 408 ? 'TIMEOUT' : 'BAD_REQUEST';
      return refuse(req, reply, status, code, UNREADABLE_MESSAGE);
    }
    req.log.error({ err }, 'REST request failed');
    return refuse(req, reply, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
  });
  const options: CreateOpenApiFastifyPluginOptions<AppRouter> = {
    basePath: REST_BASE,
    router: appRouter,
    createContext: contextFactory(servicesOf(api)),
    responseMeta: () => ({ headers: { 'cache-control': 'no-store' } }),
    onError({ path, error, type }) {
      // Never the input: it may carry secrets.
      if (error.code === 'INTERNAL_SERVER_ERROR')
        api.log.error({ path, type, err: error.cause ?? error }, 'REST call failed');
      else api.log.debug({ path, type, code: error.code }, 'REST call refused');
    },
  };
  await api.register(fastifyTRPCOpenApiPlugin, options);
}

/**
 * The REST face of the API, registered inside the guarded scope (same-origin check,
 * authentication): the procedures' routes, the OpenAPI document `/api/openapi.json` and its
 * readable page `/api/docs` (Swagger UI, served from the gateway under its CSP), both for
 * signed-in administrators (the guard's default).
 */
export default async function restRoutes(app: FastifyInstance): Promise<void> {
  await app.register(procedureRoutes);
  await app.register(async (docs) => {
    // The same document: the two libraries type OpenAPI with different packages (openapi3-ts,
    // openapi-types), which disagree only on the type of a server variable's values.
    const document = openApiDocument() as unknown as StaticDocumentSpec['document'];
    await docs.register(swagger, { mode: 'static', specification: { document } });
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      theme: { title: 'Pitboss API' },
      // The document alone, without Swagger UI's bar for loading another one.
      uiConfig: { layout: 'BaseLayout', deepLinking: true, docExpansion: 'list' },
    });
    docs.get('/api/openapi.json', async (_req, reply) =>
      reply.header('cache-control', 'no-store').send(docs.swagger()),
    );
  });
}
