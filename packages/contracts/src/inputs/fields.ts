import { z } from 'zod';
import { API } from '../constants.js';
import { requiredMessage } from '../messages.js';
import { ID_INVALID_MESSAGE, ID_PATTERN, isIssuedId, sortOrderSchema } from '../schemas/common.js';

/** A required text field: missing, blank or whitespace → `message`; the value is trimmed. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });

/** `requiredText` with the '{Label} is required' message. */
export const requiredLabelled = (label: string) => requiredText(requiredMessage(label));

/** A required id field (a select's value): missing/blank → `message`; otherwise an id the admin API issues (`isIssuedId`). */
export const requiredId = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, { error: message, abort: true })
        .regex(ID_PATTERN, { error: ID_INVALID_MESSAGE, abort: true })
        .refine(isIssuedId, { error: ID_INVALID_MESSAGE }),
    );

/** Optional text: trimmed; blank → undefined. */
export const optionalText = z
  .string()
  .nullish()
  .transform((v) => {
    const t = (v ?? '').trim();
    return t === '' ? undefined : t;
  });

/**
 * An integer given as a number or as text (query strings, form inputs). Typed `number | string`
 * for callers, unlike `z.coerce`, whose input type is `unknown`.
 */
export const intFromInput = z
  .union([z.number(), z.string().trim().min(1)])
  .transform((v) => Number(v))
  .pipe(z.number().int());

/**
 * A yes/no given as a boolean or as the text `true`/`false` (query strings): `'false'` is false,
 * unlike `z.coerce.boolean`, which makes every non-empty text true. Any other text is refused.
 */
export const flagFromInput = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

/** A 1-based page number (default 1). */
export const pageNumberSchema = intFromInput.pipe(z.number().min(1)).default(1);

/** A page size 1..100 with a default. */
export const pageLimitSchema = (defaultLimit: number = API.defaultPageSize) =>
  intFromInput.pipe(z.number().min(1).max(API.maxPageSize)).default(defaultLimit);

export const orderSchema = sortOrderSchema.default('ASC');

/** A number typed into a form: a number, or text holding one; blank → undefined. */
export const numberFromInput = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v): number | undefined => {
    if (v == null) return undefined;
    if (typeof v === 'number') return v;
    const t = v.trim();
    return t === '' ? undefined : Number(t);
  });

/**
 * A required number typed into a form: missing/blank → `requiredMessage`; not a number →
 * `invalidMessage`.
 */
export const requiredNumber = (requiredMessage: string, invalidMessage: string) =>
  numberFromInput.pipe(
    z.number({
      error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage),
    }),
  );
