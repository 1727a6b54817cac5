import {
  API_MESSAGES,
  isPlainObject,
  parsePage,
  type NormalisePageOptions,
  type Page,
} from '@pitboss/contracts';
import { z } from 'zod';
import { UpstreamError } from './errors.js';

const compiled = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The schema with zod's compiled fast path (`z.compile`): a parser generated once per schema runs
 * first, and zod's own runtime parser takes over when it fails, so what is accepted and every
 * message are the runtime's. Reading a page of 100 slots took 2.5–5.6 ms on the runtime parser and
 * 0.5–0.8 ms compiled on the test machine; the runtime's cycle support (which no parsed JSON
 * needs) was a tenth of the gateway's CPU for order mode's 1,200 slots (README "Benchmarks").
 * Server-side only: the generated parser is code made at run time, which the web's CSP forbids.
 */
export function fast<S extends z.ZodType>(schema: S): S {
  let parser = compiled.get(schema);
  if (!parser) {
    parser = z.compile(schema);
    compiled.set(schema, parser);
  }
  return parser as S;
}

/** The message when the admin API answers 2xx with something the contracts cannot read. */
const UNEXPECTED_ANSWER = 'The admin API answered in an unexpected format.';

function unexpected(operation: string, detail: string): UpstreamError {
  return new UpstreamError(
    UNEXPECTED_ANSWER,
    { kind: 'http', status: 502 },
    {},
    { cause: new Error(`${operation}: ${detail}`) },
  );
}

/** The admin API answered 2xx with a body that is not JSON: said in the spec's words. */
function notJson(text: string): UpstreamError {
  return new UpstreamError(
    API_MESSAGES.responseNotJson,
    { kind: 'http', status: 502 },
    {},
    { cause: new Error(`not JSON: ${text.slice(0, 40)}`) },
  );
}

/**
 * One entity from an answer: the bare entity, or one wrapped as `{ data: entity }` /
 * `{ success, message, data }`. Parsed (and normalised) with the contracts' upstream schema.
 */
export function parseEntity<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  operation: string,
): z.output<S> {
  const parser = fast(schema);
  const direct = parser.safeParse(raw);
  if (direct.success) return direct.data;
  if (isPlainObject(raw) && raw.data !== undefined) {
    const inner = parser.safeParse(raw.data);
    if (inner.success) return inner.data;
  }
  if (typeof raw === 'string') throw notJson(raw);
  throw unexpected(operation, direct.error.issues[0]?.message ?? 'unreadable');
}

/**
 * A list answer in any of the pagination shapes → `{ items, total, page, totalPages }`. Items
 * the contracts cannot read are left out (a whole list is not lost to one odd row), counted in
 * `unreadable` and reported (`report`: the gateway logs the path template and the count, no
 * data). The total stays the admin API's: left-out rows still count.
 */
export function parseList<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  options: NormalisePageOptions = {},
  report?: (count: number) => void,
): Page<z.output<S>> {
  // a 2xx answer that is not JSON at all (an HTML error page, a proxy's text) is a failure, not
  // an empty list
  if (typeof raw === 'string') throw notJson(raw);
  const { items, total, page, totalPages, dropped } = parsePage(raw, fast(schema), options);
  if (dropped > 0) report?.(dropped);
  return { items, total, page, totalPages, ...(dropped > 0 ? { unreadable: dropped } : {}) };
}

/** An answer parsed with a result schema (create id, image url, publish counts...). */
export function parseWith<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  operation: string,
): z.output<S> {
  const r = fast(schema).safeParse(raw);
  if (!r.success) throw unexpected(operation, r.error.issues[0]?.message ?? 'unreadable');
  return r.data;
}

/** `{success, message}` style acknowledgements: the message when there is one. */
export function messageOf(raw: unknown): string | null {
  if (isPlainObject(raw) && typeof raw.message === 'string') return raw.message;
  if (isPlainObject(raw) && isPlainObject(raw.data) && typeof raw.data.message === 'string')
    return raw.data.message;
  return null;
}

/** The answer without its `{success, data}` envelope when it has one; a plain JSON object otherwise. */
export function unwrapObject(raw: unknown): Record<string, unknown> {
  if (isPlainObject(raw) && isPlainObject(raw.data)) return raw.data;
  return isPlainObject(raw) ? raw : {};
}
