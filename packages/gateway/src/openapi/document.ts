import { auditExportInputSchema } from '@pitboss/contracts';
import { z } from 'zod';
import { documentedSchema } from '../trpc/parsed-answer.js';
import { appRouter } from '../trpc/router.js';

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 uses). */
export type JsonSchema = Record<string, unknown>;

/** One REST route: a tRPC procedure at `/api/v1/<domain>/<action>`. */
export interface RestOperation {
  /** The procedure's name, `slots.filter`. */
  procedure: string;
  type: 'query' | 'mutation';
  method: 'GET' | 'POST';
  url: string;
  /** The input's schema (query parameters for GET, the JSON body for POST); null without input. */
  input: JsonSchema | null;
  output: JsonSchema | null;
}

/** The sign-in procedures are for the browser; scripts send a bearer token instead. */
const BROWSER_ONLY = /^auth\.(?!session$)/;

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: unknown[];
  output?: unknown;
}

function jsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    // A date reaches the API as JSON text: describe it as the ISO 8601 string it arrives as,
    // rather than the empty schema zod gives a type JSON Schema cannot express.
    override: (ctx) => {
      if (ctx.zodSchema._zod.def.type === 'date') {
        ctx.jsonSchema.type = 'string';
        ctx.jsonSchema.format = 'date-time';
      }
    },
  }) as JsonSchema;
  return withoutEmptyAnyOf(rest);
}

/**
 * An `anyOf` with an empty branch accepts anything, as no `anyOf` at all does: said plainly, so
 * linters do not read it as a mistake (zod writes it for an optional value of any type).
 */
function withoutEmptyAnyOf(node: JsonSchema): JsonSchema {
  for (const value of Object.values(node))
    if (value && typeof value === 'object')
      for (const child of Array.isArray(value) ? value : [value])
        if (child && typeof child === 'object') withoutEmptyAnyOf(child as JsonSchema);
  const { anyOf } = node as { anyOf?: unknown };
  if (
    Array.isArray(anyOf) &&
    anyOf.some((b) => b && typeof b === 'object' && Object.keys(b).length === 0)
  )
    delete (node as { anyOf?: unknown }).anyOf;
  return node;
}

/** Every procedure a script may call, with its schemas (from the procedures' own zod schemas). */
export function restOperations(): RestOperation[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>;
  const out: RestOperation[] = [];
  for (const [procedure, { _def }] of Object.entries(procedures)) {
    if (BROWSER_ONLY.test(procedure) || _def.type === 'subscription') continue;
    const [domain, action] = procedure.split('.');
    out.push({
      procedure,
      type: _def.type,
      method: _def.type === 'query' ? 'GET' : 'POST',
      url: `/api/v1/${domain}/${action}`,
      input: jsonSchema(_def.inputs[0], 'input'),
      output: jsonSchema(documentedSchema(_def.output), 'output'),
    });
  }
  return out;
}

const ERROR_RESPONSES: Record<string, string> = {
  '400':
    'Bad input: `message` is the first rule broken (the spec text), `data.fieldErrors` all of them',
  '401': 'No credentials, or an invalid or expired token or session',
  '403': 'Not an administrator',
  '404': 'Not found (the admin API said so)',
  '429': 'Too many requests',
  '502': 'The admin API failed or could not be reached',
  '504': 'The admin API did not answer in time',
};

/** A procedure's refusal has tRPC's shape; one made by the guard before it (cross-site) only `message`. */
const errorSchema: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    code: { type: 'integer', description: 'JSON-RPC error code' },
    data: {
      type: 'object',
      required: ['code', 'httpStatus'],
      properties: {
        code: { type: 'string', description: 'e.g. BAD_REQUEST, UNAUTHORIZED, BAD_GATEWAY' },
        httpStatus: { type: 'integer' },
        path: { type: 'string', description: 'the procedure' },
        fieldErrors: {
          type: 'object',
          additionalProperties: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
};

const httpErrorSchema: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    detail: { type: 'string' },
    fieldErrors: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
};

function errors(ref: string) {
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, description]) => [
      status,
      { description, content: { 'application/json': { schema: { $ref: ref } } } },
    ]),
  );
}

/** GET: each top-level field of the input is a query parameter. */
function queryParameters(input: JsonSchema | null) {
  const properties = (input?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
    ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
  }));
}

function operation(op: RestOperation) {
  const [domain] = op.procedure.split('.');
  return {
    operationId: op.procedure,
    tags: [domain],
    summary: op.procedure,
    description: `The tRPC ${op.type} \`${op.procedure}\` (same checks, validation, audit and errors as \`/trpc/${op.procedure}\`).`,
    ...(op.method === 'GET'
      ? { parameters: queryParameters(op.input) }
      : op.input
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: op.input } },
            },
          }
        : {}),
    responses: {
      '200': {
        description: 'The answer',
        content: { 'application/json': { schema: op.output ?? {} } },
      },
      ...errors('#/components/schemas/Error'),
    },
  };
}

let cached: Record<string, unknown> | null = null;

/** The OpenAPI 3.1 document of `/api/v1/*`, the backup routes and the audit export (built once). */
export function openApiDocument(): Record<string, unknown> {
  if (cached) return cached;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of restOperations()) {
    paths[op.url] = { [op.method.toLowerCase()]: operation(op) };
  }
  paths['/api/catalogue/backup'] = {
    get: {
      operationId: 'catalogue.backupDownload',
      tags: ['catalogue'],
      summary: 'catalogue backup download',
      description: "The admin API's export as `backup.json` (an attachment, streamed).",
      responses: {
        '200': {
          description: 'The backup',
          content: { 'application/json': { schema: { type: 'object' } } },
        },
        ...errors('#/components/schemas/HttpError'),
      },
    },
  };
  paths['/api/audit/export'] = {
    get: {
      operationId: 'audit.export',
      tags: ['audit'],
      summary: 'audit trail export (CSV)',
      description:
        "Every matching audit row, newest first, as a CSV attachment (streamed), each row with its place in the chain (`seq`), the previous row's hash and its own.",
      parameters: queryParameters(jsonSchema(auditExportInputSchema, 'input')),
      responses: {
        '200': {
          description: 'The rows as CSV',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        ...errors('#/components/schemas/HttpError'),
      },
    },
  };
  paths['/api/uploads/backup'] = {
    post: {
      operationId: 'catalogue.importBackup',
      tags: ['catalogue'],
      summary: 'catalogue backup import',
      description: 'A backup file (JSON) imported over the working catalogue.',
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: { file: { type: 'string', contentMediaType: 'application/json' } },
            },
          },
        },
      },
      responses: {
        '200': {
          description: 'Imported',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['ok', 'message'],
                properties: {
                  ok: { const: true },
                  message: { type: 'string' },
                  imported: { type: 'object' },
                },
              },
            },
          },
        },
        ...errors('#/components/schemas/HttpError'),
      },
    },
  };
  cached = {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Pitboss API',
      version: '1',
      // The casino operator's own back-office API, not published under an open licence.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description:
        "The gateway procedures as plain HTTP. Reads are GET with query parameters, changes are POST with a JSON body. Authenticate with `Authorization: Bearer <access token>` (an administrator of the casino's Cognito user pool) or the `pitboss_session` cookie.",
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }, { session: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "An access token from the casino's Cognito user pool (an administrator).",
        },
        session: { type: 'apiKey', in: 'cookie', name: 'pitboss_session' },
      },
      schemas: { Error: errorSchema, HttpError: httpErrorSchema },
    },
  };
  return cached;
}
