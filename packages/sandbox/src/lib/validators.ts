import { z } from 'zod';

const emptyToUndefined = (v: unknown): unknown => (v === '' || v === null ? undefined : v);

/** A required trimmed string: missing, blank or whitespace gives `message`. */
export const reqString = (message: string, max = 500) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: message }).min(1, message).max(max, `Must be at most ${max} characters`),
  );

export const optString = (max = 5000) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v === null ? undefined : v),
    z.string().max(max).optional(),
  );

/** A required positive integer id (numeric strings accepted). */
export const reqId = (message: string) =>
  z.preprocess(
    (v) => {
      const e = emptyToUndefined(v);
      return typeof e === 'string' && /^\d+$/.test(e) ? Number(e) : e;
    },
    z.number({ error: message }).int(message).positive(message),
  );

export const optInt = (message = 'Must be an integer') =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).optional(),
  );

export const optBool = () =>
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: 'Must be true or false' }).optional(),
  );

export const isoDate = (message: string) =>
  z.preprocess(
    (v) => (v instanceof Date ? v.toISOString() : v),
    z
      .string({ error: message })
      .min(1, message)
      .refine((s) => !Number.isNaN(Date.parse(s)), 'Must be a valid date'),
  );

export const jsonObject = () =>
  z.preprocess(
    (v) => {
      if (typeof v === 'string') {
        try {
          return JSON.parse(v) as unknown;
        } catch {
          return v;
        }
      }
      return v;
    },
    z.record(z.string(), z.unknown(), { error: 'Must be a JSON object' }),
  );
