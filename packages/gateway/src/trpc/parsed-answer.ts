import { z } from 'zod';

/**
 * The output schema of a read whose answer the upstream layer has just built with the contracts'
 * schemas (`parseList`/`parseEntity`: every item read and normalised, unreadable rows counted).
 * tRPC does not parse it a second time — for a page of 32 slots that second parse was about a
 * sixth of the gateway's allocations per call, and for the 1,200 slots of order mode several MB
 * (docs/benchmarks.md) — while the OpenAPI document still describes it as `schema` (zod-openapi's
 * `override`, rendered when the document is built). The type stays `schema`'s, so the procedure
 * must return that shape.
 */
export function parsedAnswer<S extends z.ZodType>(schema: S): z.ZodType<z.output<S>> {
  return z.custom<z.output<S>>().meta({
    override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
      Object.assign(jsonSchema, z.toJSONSchema(schema, { io: 'output' }));
    },
  });
}
