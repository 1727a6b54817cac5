import { inject } from 'vitest';
import type { z } from 'zod';

export const env = inject('env');

// Answers are checked field by field in the tests; `any` keeps them readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface ApiResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ApiOptions {
  body?: unknown;
  /** A raw string body (sent as application/json unless contentType says otherwise). */
  raw?: string;
  form?: FormData;
  token?: string | null;
  contentType?: string;
}

/** Calls the sandbox over HTTP with the admin token unless another (or null) is given. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function api<T = any>(
  method: string,
  path: string,
  opts: ApiOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {};
  const token = opts.token === undefined ? env.adminToken : opts.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: RequestInit['body'];
  if (opts.form) body = opts.form;
  else if (opts.raw !== undefined) {
    body = opts.raw;
    headers['content-type'] = opts.contentType ?? 'application/json';
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${env.baseUrl}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('json'))
    parsed = text === '' ? null : JSON.parse(text);
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** Asserts that `value` parses with the contract schema and returns the parsed value. */
export function conforms<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) {
    throw new Error(
      `does not match the contract: ${JSON.stringify(r.error.issues.slice(0, 3))}\n${JSON.stringify(value).slice(0, 500)}`,
    );
  }
  return r.data;
}

/** A tiny valid PNG made on the fly. */
export async function pngBytes(width = 8, height = 8): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } })
    .png()
    .toBuffer();
}

export function fileForm(
  field: string,
  files: { name: string; data: Buffer | string; type: string }[],
  extra: Record<string, string> = {},
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  for (const f of files)
    form.append(
      field,
      new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)], { type: f.type }),
      f.name,
    );
  return form;
}

let counter = 0;
/** A unique suffix for entities a test creates. */
export const unique = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;
