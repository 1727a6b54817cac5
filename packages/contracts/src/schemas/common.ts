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

// Each building block checks its value with one function (`z.custom`) instead of a union of
// schemas: a union runs every branch with its own result and issues until one fits, which made
// reading one page of 32 slots allocate about 1 MB in the gateway (README
// "Benchmarks"). What each accepts is unchanged.

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown): v is string | number => typeof v === 'string' || isFiniteNumber(v);
const BOOL_TEXTS: readonly unknown[] = ['true', 'false', '1', '0'];
type LooseBoolInput = boolean | 'true' | 'false' | '1' | '0' | number;
const isLooseBool = (v: unknown): v is LooseBoolInput =>
  typeof v === 'boolean' || BOOL_TEXTS.includes(v) || isFiniteNumber(v);
const boolOf = (v: LooseBoolInput): boolean => v === true || v === 'true' || v === '1' || v === 1;

/** An upstream id: string or number → non-empty string. */
export const upstreamIdSchema = z
  .custom<string | number>((v) => (typeof v === 'string' && v.length > 0) || isFiniteNumber(v))
  .transform((v) => String(v));

/** Optional upstream text: string or number → string; missing/null → null. */
export const looseText = z
  .custom<string | number>(isText)
  .nullish()
  .transform((v): string | null => (v == null ? null : String(v)));

/** Optional upstream boolean: true/false, 'true'/'false', 1/0; missing/null → false. */
export const looseBool = z
  .custom<LooseBoolInput>(isLooseBool)
  .nullish()
  .transform((v): boolean => v != null && boolOf(v));

/** Optional upstream boolean kept nullable when absent. */
export const looseBoolOrNull = z
  .custom<LooseBoolInput>(isLooseBool)
  .nullish()
  .transform((v): boolean | null => (v == null ? null : boolOf(v)));

const toNumber = (v: string | number | null | undefined): number | null => {
  if (v == null) return null;
  if (typeof v === 'string' && v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** Optional upstream number: number or numeric string; missing/null/garbage → null. */
export const looseNumber = z.custom<number | string>(isText).nullish().transform(toNumber);

/** Optional upstream timestamp: ISO string, epoch millis or Date → string; else null. */
export const looseTimestamp = z
  .custom<string | number | Date>(
    (v) => isText(v) || (v instanceof Date && !Number.isNaN(v.getTime())),
  )
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
