import { getTRPCErrorFromUnknown, getTRPCErrorShape, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { docsPage } from '../openapi/docs-page.js';
import {
  openApiDocument,
  restOperations,
  type JsonSchema,
  type RestOperation,
} from '../openapi/document.js';
import { contextOf } from '../trpc/context.js';
import { UpstreamError } from '../upstream/errors.js';
import { appRouter } from '../trpc/router.js';
import { createCallerFactory } from '../trpc/trpc.js';
import { bodyTooLargeMessage, INTERNAL_MESSAGE, UNREADABLE_MESSAGE } from '../guard/json-input.js';
import { InputError, parseBoundedJson } from './rest-input.js';

const createCaller = createCallerFactory(appRouter);

/** The JSON types a schema allows (`type`, or those of its `anyOf` branches). */
function typesOf(schema: JsonSchema | undefined): Set<string> {
  const types = new Set<string>();
  if (!schema) return types;
  const t = schema.type;
  if (typeof t === 'string') types.add(t);
  if (Array.isArray(t)) for (const x of t) types.add(String(x));
  if (Array.isArray(schema.enum)) for (const v of schema.enum) types.add(typeof v);
  for (const branch of (schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[])
    for (const x of typesOf(branch)) types.add(x);
  return types;
}

/** A query parameter's text as the JSON value its schema asks for ('true' → true, '5' → 5). */
function coerce(value: string | string[], schema: JsonSchema | undefined): unknown {
  const types = typesOf(schema);
  if (Array.isArray(value)) {
    if (types.has('array')) return value.map((v) => coerce(v, schema?.items as JsonSchema));
    value = value.at(-1) ?? '';
  }
  if (types.has('string') || types.size === 0) return value;
  if (types.has('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  if ((types.has('integer') || types.has('number')) && /^-?\d+(\.\d+)?$/.test(value))
    return Number(value);
  if (types.has('null') && value === 'null') return null;
  if (types.has('array')) return [coerce(value, schema?.items as JsonSchema)];
  if (types.has('object')) {
    try {
      return parseBoundedJson(value);
    } catch (err) {
      if (err instanceof InputError && err.statusCode === 400 && /deep/.test(err.message))
        throw err;
      return value;
    }
  }
  return value;
}

function queryInput(op: RestOperation, query: Record<string, string | string[]>): unknown {
  if (!op.input) return undefined;
  const properties = (op.input.properties ?? {}) as Record<string, JsonSchema>;
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [name, coerce(value, properties[name])]),
  );
}

/** A refusal in the shape every REST error has (tRPC's, with its HTTP status). */
function restRefuse(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: TRPCError['code'],
  message: string,
): FastifyReply {
  const shape = getTRPCErrorShape({
    config: appRouter._def._config,
    error: new TRPCError({ code, message }),
    type: req.method === 'GET' ? 'query' : 'mutation',
    path: req.url.split('?', 1)[0] ?? '',
    input: undefined,
    ctx: undefined,
  });
  return reply.code(status).header('cache-control', 'no-store').send(shape);
}

/**
 * The REST face of the API (`/api/v1/<domain>/<action>`, described by `/api/openapi.json`),
 * registered inside the guarded scope (same-origin check, authentication): each route calls its
 * tRPC procedure through a server-side caller, so the procedure's own checks (administrator),
 * validation, audit row, announcement and error mapping all apply; a failure answers tRPC's
 * error shape with its HTTP status.
 */
export default async function restRoutes(app: FastifyInstance): Promise<void> {
  const { maxBodyBytes } = app.config.api;
  // The checks `/trpc` makes before a procedure runs: the same body limit while it streams in,
  // and nesting bounded before the text is parsed (a 5,000-deep body overflowed the stack).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
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
  // Refusals before the handler (body too large, unreadable, too deep) in tRPC's error shape;
  // anything else is logged and answered without its internal text.
  app.setErrorHandler((err, req, reply) => {
    const status = (err as { statusCode?: unknown }).statusCode;
    if (status === 413)
      return restRefuse(req, reply, 413, 'PAYLOAD_TOO_LARGE', bodyTooLargeMessage(maxBodyBytes));
    if (err instanceof InputError) return restRefuse(req, reply, 400, 'BAD_REQUEST', err.message);
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code =
        status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : status === 408 ? 'TIMEOUT' : 'BAD_REQUEST';
      return restRefuse(req, reply, status, code, UNREADABLE_MESSAGE);
    }
    req.log.error({ err }, 'REST request failed');
    return restRefuse(req, reply, 500, 'INTERNAL_SERVER_ERROR', INTERNAL_MESSAGE);
  });
  for (const op of restOperations()) {
    app.route({
      method: op.method,
      url: op.url,
      // The procedure decides who may call (as on /trpc), and its refusals have tRPC's shape.
      config: { access: 'procedures' },
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const ctx = contextOf(req, reply);
        reply.header('cache-control', 'no-store');
        let input: unknown;
        try {
          input =
            op.method === 'GET'
              ? queryInput(op, req.query as Record<string, string | string[]>)
              : (req.body ?? undefined);
        } catch (err) {
          if (err instanceof InputError)
            return restRefuse(req, reply, 400, 'BAD_REQUEST', err.message);
          throw err;
        }
        try {
          const call = op.procedure
            .split('.')
            .reduce<unknown>(
              (node, key) => (node as Record<string, unknown>)[key],
              createCaller(ctx),
            ) as (input: unknown) => Promise<unknown>;
          return await call(input);
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          if (error.code === 'INTERNAL_SERVER_ERROR') {
            req.log.error({ path: op.procedure, err: error.cause ?? error }, 'REST call failed');
            // A failure inside the gateway (not a refusal it made, not the admin API's answer):
            // its own text stays in the log.
            const inner = error.cause;
            if (inner && !(inner instanceof UpstreamError) && error.message === inner.message) {
              return restRefuse(req, reply, 500, 'INTERNAL_SERVER_ERROR', INTERNAL_MESSAGE);
            }
          }
          const shape = getTRPCErrorShape({
            config: appRouter._def._config,
            error,
            type: op.type,
            path: op.procedure,
            input,
            ctx,
          });
          return reply.code(getHTTPStatusCodeFromError(error)).send(shape);
        }
      },
    });
  }

  // The description and its readable page, for signed-in administrators (the guard's default).
  await app.register(async (docs) => {
    docs.get('/api/openapi.json', async (_req, reply) =>
      reply.header('cache-control', 'no-store').send(openApiDocument()),
    );
    docs.get('/api/docs', async (_req, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(docsPage(openApiDocument())),
    );
  });
}
