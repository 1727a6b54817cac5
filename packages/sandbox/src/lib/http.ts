import type { z } from 'zod';

/** An error answered to the client as `{ message, error, errors? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (entity: string): HttpError => new HttpError(404, `${entity} not found`);
export const badRequest = (message: string, errors?: Record<string, string>): HttpError =>
  new HttpError(400, message, errors);

/** Parses with zod; on failure throws 400 `{message:'Validation failed', errors:{field: msg}}`. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    errors[key] ??= issue.message;
  }
  const first = Object.values(errors)[0] ?? 'Invalid request';
  throw new HttpError(400, `Validation failed: ${first}`, errors);
}

type Query = Record<string, unknown>;

export function qInt(
  q: Query,
  key: string,
  fallback: number,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = q[key];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || !Number.isInteger(n))
    throw badRequest(`${key} must be an integer`, { [key]: `${key} must be an integer` });
  return Math.min(Math.max(n, min), max);
}

export function qOptInt(q: Query, key: string): number | undefined {
  const raw = q[key];
  if (raw === undefined || raw === '' || raw === 'null' || raw === 'undefined') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n))
    throw badRequest(`${key} must be an integer`, { [key]: `${key} must be an integer` });
  return n;
}

export function qBool(q: Query, key: string): boolean | undefined {
  const raw = q[key];
  if (raw === undefined || raw === '') return undefined;
  if (raw === true || raw === 'true' || raw === '1') return true;
  if (raw === false || raw === 'false' || raw === '0') return false;
  throw badRequest(`${key} must be true or false`, { [key]: `${key} must be true or false` });
}

export function qStr(q: Query, key: string): string | undefined {
  const raw = q[key];
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
}

export function qOrder(q: Query): 'ASC' | 'DESC' {
  const raw = qStr(q, 'order');
  if (raw === undefined) return 'ASC';
  const up = raw.toUpperCase();
  if (up !== 'ASC' && up !== 'DESC')
    throw badRequest('order must be ASC or DESC', { order: 'order must be ASC or DESC' });
  return up;
}

export function idParam(params: unknown, key = 'id'): number {
  const raw = (params as Record<string, string | undefined>)[key];
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0)
    throw badRequest(`Invalid ${key}`, { [key]: `${key} must be a positive integer` });
  return n;
}

export const totalPages = (total: number, limit: number): number =>
  Math.max(1, Math.ceil(total / limit));

/** Escapes LIKE wildcards in user text. */
export const likePattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
