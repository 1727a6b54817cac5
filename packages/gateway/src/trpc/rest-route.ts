import type { OpenApiMeta } from 'trpc-to-openapi';

/** Where the REST face serves the procedures: `/api/v1/<domain>/<action>`. */
export const REST_BASE = '/api/v1';

type RestRoute = NonNullable<OpenApiMeta['openapi']>;

/**
 * The REST routes of one domain's procedures, for their `.meta({ openapi })`: a query is
 * `GET /api/v1/<domain>/<action>` with its input's fields as query parameters, a mutation
 * `POST` with its input as the JSON body. The route calls the same procedure as `/trpc`, so the
 * same checks, validation, audit and errors apply; the operation is named after the procedure.
 */
export function restRoutes(domain: string) {
  const route = (method: 'GET' | 'POST', action: string): RestRoute => {
    const procedure = `${domain}.${action}`;
    const type = method === 'GET' ? 'query' : 'mutation';
    return {
      method,
      path: `/${domain}/${action}`,
      operationId: procedure,
      tags: [domain],
      summary: procedure,
      description: `The tRPC ${type} \`${procedure}\` (same checks, validation, audit and errors as \`/trpc/${procedure}\`).`,
    };
  };
  return {
    query: (action: string) => route('GET', action),
    mutation: (action: string) => route('POST', action),
  };
}
