import { getTRPCErrorFromUnknown, getTRPCErrorShape } from '@trpc/server';
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
import { appRouter } from '../trpc/router.js';
import { createCallerFactory } from '../trpc/trpc.js';

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
      return JSON.parse(value);
    } catch {
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

/**
 * The REST face of the API (`/api/v1/<domain>/<action>`, described by `/api/openapi.json`),
 * registered inside the guarded scope (same-origin check, authentication): each route calls its
 * tRPC procedure through a server-side caller, so the procedure's own checks (administrator),
 * validation, audit row, announcement and error mapping all apply; a failure answers tRPC's
 * error shape with its HTTP status.
 */
export default async function restRoutes(app: FastifyInstance): Promise<void> {
  for (const op of restOperations()) {
    app.route({
      method: op.method,
      url: op.url,
      // The procedure decides who may call (as on /trpc), and its refusals have tRPC's shape.
      config: { access: 'procedures' },
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const ctx = contextOf(req, reply);
        const input =
          op.method === 'GET'
            ? queryInput(op, req.query as Record<string, string | string[]>)
            : (req.body ?? undefined);
        reply.header('cache-control', 'no-store');
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
          if (error.code === 'INTERNAL_SERVER_ERROR')
            req.log.error({ path: op.procedure, err: error.cause ?? error }, 'REST call failed');
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
