import { auditExportInputSchema } from '@pitboss/contracts';
import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import { REST_BASE } from '../trpc/rest-route.js';
import { appRouter } from '../trpc/router.js';

const fieldErrorsSchema = z
  .record(z.string(), z.array(z.string()))
  .meta({ description: 'Every rule broken, by field' });

/**
 * A procedure's refusal: tRPC's error shape, with `code` the tRPC code's name. One made before
 * the procedure runs (the guard's cross-site or sign-in refusal, a body too large or too deep) has
 * only `message`.
 */
const errorSchema = z.looseObject({
  message: z.string(),
  code: z.string().optional().meta({ description: 'e.g. BAD_REQUEST, UNAUTHORIZED, BAD_GATEWAY' }),
  data: z
    .looseObject({
      code: z.string(),
      httpStatus: z.number().int(),
      path: z.string().optional().meta({ description: 'the procedure' }),
      fieldErrors: fieldErrorsSchema.optional(),
    })
    .optional(),
});

/** A refusal of the HTTP routes beside the procedures (downloads, uploads). */
const httpErrorSchema = z.looseObject({
  message: z.string(),
  detail: z.string().optional(),
  fieldErrors: fieldErrorsSchema.optional(),
});

const ERROR_STATUSES: Record<string, string> = {
  '400':
    'Bad input: `message` is the first rule broken (the spec text), `data.fieldErrors` all of them',
  '401': 'No credentials, or an invalid or expired token or session',
  '403': 'Not an administrator',
  '404': 'Not found (the admin API said so)',
  '429': 'Too many requests',
  '502': 'The admin API failed or could not be reached',
  '504': 'The admin API did not answer in time',
};

const httpErrors = Object.fromEntries(
  Object.entries(ERROR_STATUSES).map(([status, description]) => [
    status,
    { description, content: { 'application/json': { schema: httpErrorSchema } } },
  ]),
);

/** The procedures' error answers, by reference to the one `Error` schema. */
const procedureErrors = Object.fromEntries(
  Object.entries(ERROR_STATUSES).map(([status, description]) => [
    status,
    {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
  ]),
);

/** An administrator's bearer token, or the session cookie. */
const security: Record<string, string[]>[] = [{ bearer: [] }, { session: [] }];

/** The HTTP routes beside the procedures that scripts use: backup download and import, audit export. */
const HTTP_ROUTES: ZodOpenApiPathsObject = {
  '/api/catalogue/backup': {
    get: {
      operationId: 'catalogue.backupDownload',
      tags: ['catalogue'],
      summary: 'catalogue backup download',
      security,
      description: "The admin API's export as `backup.json` (an attachment, streamed).",
      responses: {
        '200': {
          description: 'The backup',
          content: { 'application/json': { schema: z.looseObject({}) } },
        },
        ...httpErrors,
      },
    },
  },
  '/api/audit/export': {
    get: {
      operationId: 'audit.export',
      tags: ['audit'],
      security,
      summary: 'audit trail export (CSV)',
      description:
        "Every matching audit row, newest first, as a CSV attachment (streamed), each row with its place in the chain (`seq`), the previous row's hash and its own.",
      requestParams: { query: auditExportInputSchema },
      responses: {
        '200': { description: 'The rows as CSV', content: { 'text/csv': { schema: z.string() } } },
        ...httpErrors,
      },
    },
  },
  '/api/uploads/backup': {
    post: {
      operationId: 'catalogue.importBackup',
      tags: ['catalogue'],
      summary: 'catalogue backup import',
      security,
      description: 'A backup file (JSON) imported over the working catalogue.',
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({
              file: z.string().meta({ contentMediaType: 'application/json' }),
            }),
          },
        },
      },
      responses: {
        '200': {
          description: 'Imported',
          content: {
            'application/json': {
              schema: z.looseObject({
                ok: z.literal(true),
                message: z.string(),
                imported: z.looseObject({}).optional(),
              }),
            },
          },
        },
        ...httpErrors,
      },
    },
  },
};

/**
 * The procedures' routes under `REST_BASE` (the library writes each route's path as the REST
 * adapter sees it, below its base), each answering the gateway's `Error` shape: the library
 * documents errors as `{message, code, issues}` with nothing else allowed, while its adapter
 * answers tRPC's error shape with `data` (decision record 0700).
 */
function procedureRoutes(paths: NonNullable<OpenAPIObject['paths']>): OpenAPIObject['paths'] {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => {
      if (path in HTTP_ROUTES) return [path, item];
      const operations = Object.entries(item as Record<string, { responses: object }>).map(
        ([method, op]) => [
          method,
          {
            ...op,
            responses: {
              '200': (op.responses as Record<string, unknown>)['200'],
              ...procedureErrors,
            },
          },
        ],
      );
      return [`${REST_BASE}${path}`, Object.fromEntries(operations)];
    }),
  );
}

let cached: OpenAPIObject | null = null;

/**
 * The OpenAPI 3.1 document of `/api/v1/*` (from each procedure's `openapi` meta and zod schemas,
 * by trpc-to-openapi), the backup routes and the audit export (built once).
 */
export function openApiDocument(): OpenAPIObject {
  if (cached) return cached;
  const generated = generateOpenApiDocument(appRouter, {
    title: 'Pitboss API',
    version: '1',
    // The casino operator's own back-office API, not published under an open licence.
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    description:
      "The gateway procedures as plain HTTP. Reads are GET with query parameters, changes are POST with a JSON body. Authenticate with `Authorization: Bearer <access token>` (an administrator of the casino's Cognito user pool) or the `pitboss_session` cookie.",
    baseUrl: '/',
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: "An access token from the casino's Cognito user pool (an administrator).",
      },
      session: { type: 'apiKey', in: 'cookie', name: 'pitboss_session' },
    },
    paths: HTTP_ROUTES,
    defs: { Error: errorSchema, HttpError: httpErrorSchema },
  });
  const schemas = Object.entries(generated.components?.schemas ?? {}).filter(
    ([name]) => !name.startsWith('error.'),
  );
  cached = {
    ...generated,
    paths: procedureRoutes(generated.paths ?? {}),
    components: { ...generated.components, schemas: Object.fromEntries(schemas) },
  };
  return cached;
}
