import { z } from 'zod';

/**
 * What the admin API issues as an id: a positive integer (every entity's key is an integer, and
 * it answers 'Invalid id' to anything else). An id is taken only in its one canonical decimal
 * form — digits, no sign, no leading zero, no space, exponent, hex or fraction — so that `0x10`,
 * `1e3`, ` 1`, `-1`, `01` or `1.0`, which a lenient `Number()` upstream would read as 16, 1000 or
 * 1, cannot reach another entity under a name the audit trail does not know. Nothing like `../`
 * or `%2F` can validate either. Slugs, codes and identifiers have their own schemas.
 */
export const ID_PATTERN = /^[1-9][0-9]{0,15}$/;
export const ID_INVALID_MESSAGE = 'Invalid id';

/** True for an id the admin API can have issued: `ID_PATTERN`, at most 2^53 − 1 (exact in JSON and JavaScript). */
export const isIssuedId = (value: string): boolean =>
  ID_PATTERN.test(value) && Number(value) <= Number.MAX_SAFE_INTEGER;

/**
 * An id as an input (tRPC inputs, path segments): a positive integer in canonical decimal
 * (`isIssuedId`), given as a string or a number; the value is its string form.
 */
export const makeIdSchema = (message: string = ID_INVALID_MESSAGE) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v))
    .pipe(
      z
        .string()
        .regex(ID_PATTERN, { error: message, abort: true })
        .refine(isIssuedId, { error: message }),
    );

export const idSchema = makeIdSchema();

/** An id on a normalised entity: a non-empty string. */
export const entityIdSchema = z.string().min(1);

/** Timestamps on normalised entities: the upstream string (usually ISO) or null. */
export const timestampSchema = z.string().nullable();

/** A JSON object (slot params and restrictions). */
export const jsonObjectSchema = z.record(z.string(), z.unknown());
export type JsonObject = z.infer<typeof jsonObjectSchema>;

export const sortOrderSchema = z.enum(['ASC', 'DESC']);
export type SortOrder = z.infer<typeof sortOrderSchema>;

// ---------------------------------------------------------------------------------------------
// Lenient building blocks for upstream (admin API) answers
// ---------------------------------------------------------------------------------------------

/** An upstream id: string or number → non-empty string. */
export const upstreamIdSchema = z
  .union([z.string().min(1), z.number()])
  .transform((v) => String(v));

/** Optional upstream text: string or number → string; missing/null → null. */
export const looseText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v): string | null => (v == null ? null : String(v)));

/** Optional upstream boolean: true/false, 'true'/'false', 1/0; missing/null → false. */
export const looseBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0']), z.number()])
  .nullish()
  .transform((v): boolean => v === true || v === 'true' || v === '1' || v === 1);

/** Optional upstream boolean kept nullable when absent. */
export const looseBoolOrNull = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0']), z.number()])
  .nullish()
  .transform((v): boolean | null =>
    v == null ? null : v === true || v === 'true' || v === '1' || v === 1,
  );

const toNumber = (v: string | number | null | undefined): number | null => {
  if (v == null) return null;
  if (typeof v === 'string' && v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** Optional upstream number: number or numeric string; missing/null/garbage → null. */
export const looseNumber = z.union([z.number(), z.string()]).nullish().transform(toNumber);

/** Optional upstream timestamp: ISO string, epoch millis or Date → string; else null. */
export const looseTimestamp = z
  .union([z.string(), z.number(), z.date()])
  .nullish()
  .transform((v): string | null => {
    if (v == null) return null;
    if (typeof v === 'string') return v === '' ? null : v;
    const d = typeof v === 'number' ? new Date(v) : v;
    return Number.isNaN(d.getTime()) ? null : d.toISOString();
  });

/** Optional upstream JSON object: an object, or a string holding one; anything else → {}. */
export const looseJsonObject = z
  .unknown()
  .optional()
  .transform((v): JsonObject => {
    let value = v;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value) as unknown;
      } catch {
        return {};
      }
    }
    return isPlainObject(value) ? value : {};
  });

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The first of the given values that is not null or undefined. */
export function firstDefined<T>(...values: (T | null | undefined)[]): T | null {
  for (const v of values) if (v != null) return v;
  return null;
}

/** Trims a string; `undefined`/`null` stay as they are. */
export const trimmed = (v: string | null | undefined): string => (v ?? '').trim();

/** True when a value is missing or a string that is blank after trimming. */
export const isBlank = (v: unknown): boolean =>
  v == null || (typeof v === 'string' && v.trim() === '');
