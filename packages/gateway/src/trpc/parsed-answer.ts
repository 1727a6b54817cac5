import { z } from 'zod';

const documented = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The output schema of a read whose answer the upstream layer has just built with the contracts'
 * schemas (`parseList`/`parseEntity`: every item read and normalised, unreadable rows counted).
 * tRPC does not parse it a second time — for a page of 32 slots that second parse was about a
 * sixth of the gateway's allocations per call, and for the 1,200 slots of order mode several MB
 * (docs/benchmarks.md) — while the REST document still describes it with `schema`
 * (`documentedSchema`). The type stays `schema`'s, so the procedure must return that shape.
 */
export function parsedAnswer<S extends z.ZodType>(schema: S): z.ZodType<z.output<S>> {
  const passThrough = z.custom<z.output<S>>();
  documented.set(passThrough, schema);
  return passThrough;
}

/** The schema that documents a procedure's answer: `parsedAnswer`'s own, or the output itself. */
export function documentedSchema(output: unknown): unknown {
  return output instanceof z.ZodType ? (documented.get(output) ?? output) : output;
}
