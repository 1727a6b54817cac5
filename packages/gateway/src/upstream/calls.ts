import {
  upstreamCreateResultSchema,
  type PromotionPayload,
  PROMOTION_MESSAGES,
  THEME_MESSAGES,
} from '@pitboss/contracts';
import type { BodyInit, BoundUpstream, QueryValue, upstreamPath as p } from './client.js';
import { sanitizeBlocks } from '../content/sanitize-html.js';
import { UpstreamError } from './errors.js';
import { messageOf, parseWith, unwrapObject } from './parse.js';

/** A streamed multipart body for an upload route: the body and its content type (with boundary). */
export interface UploadBody {
  body: BodyInit;
  contentType: string;
  /** Content length when known (lets the admin API refuse early). */
  contentLength?: number;
  signal?: AbortSignal;
}

/** `{success, message}` acknowledgements, normalised. */
export interface Ack {
  success: boolean;
  message: string | null;
}

/** A promotion payload with every paragraph's HTML sanitised: every write of promotion HTML passes here. */
export const sanitized = async <T extends { text: PromotionPayload['text'] }>(
  payload: T,
): Promise<T> => ({
  ...payload,
  text: await sanitizeBlocks(payload.text),
});

export const ack = (raw: unknown): Ack => {
  const o = unwrapObject(raw);
  const top = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return { success: top.success !== false && o.success !== false, message: messageOf(raw) };
};

/** Any JSON object answer (overview, refresh results): passed on as the object it is. */
export const jsonObject = (raw: unknown): Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)
    : {};

/** Rejects a 2xx answer without the id a create call must return. */
export function createdId(raw: unknown, operation: string): string {
  const { id: created } = parseWith(upstreamCreateResultSchema, raw, operation);
  if (created === null)
    throw new UpstreamError('The admin API created the entity but returned no id.', {
      kind: 'http',
      status: 502,
    });
  return created;
}

export function uploadRequest(u: UploadBody, timeoutMs: number) {
  return {
    body: u.body,
    headers: {
      'content-type': u.contentType,
      ...(u.contentLength !== undefined ? { 'content-length': String(u.contentLength) } : {}),
    },
    timeoutMs,
    ...(u.signal ? { signal: u.signal } : {}),
  };
}

/**
 * The domain's failure text by operation (the services' errors): what the user reads when the
 * admin API answers an error with no message of its own (instead of 'HTTP error! status: 500').
 */
const FAILURE_TEXTS: Readonly<Record<string, string>> = {
  'promotions.get': PROMOTION_MESSAGES.fetchFailed,
  'promotions.filter': PROMOTION_MESSAGES.loadFailed,
  'promotions.search': PROMOTION_MESSAGES.loadFailed,
  'promotions.create': PROMOTION_MESSAGES.serviceCreateFailed,
  'promotions.update': PROMOTION_MESSAGES.serviceUpdateFailed,
  'promotions.uploadImage': PROMOTION_MESSAGES.serviceUpdateImageFailed,
  'promotions.deleteImage': PROMOTION_MESSAGES.serviceDeleteImageFailed,
  'promotions.delete': PROMOTION_MESSAGES.serviceDeleteFailed,
  'promotions.bulkOrder': PROMOTION_MESSAGES.serviceBulkOrderFailed,
  'promotions.publish': PROMOTION_MESSAGES.servicePublishFailed,
  'themes.get': THEME_MESSAGES.fetchFailed,
  'themes.getBySlug': THEME_MESSAGES.fetchFailed,
  'themes.update': THEME_MESSAGES.serviceUpdateFailed,
  'themes.delete': THEME_MESSAGES.serviceDeleteFailed,
  'themes.replaceFiles': THEME_MESSAGES.replaceFilesFailed,
};

/** The request fields naming an operation and its failure text. */
export const named = (operation: string | undefined) => {
  if (!operation) return {};
  const fallbackMessage = FAILURE_TEXTS[operation];
  return { operation, ...(fallbackMessage ? { fallbackMessage } : {}) };
};

/**
 * What every domain's admin-API calls are built from, for one user: GET and JSON writes (named
 * for metrics and their failure text), the upload timeout, and the report of unreadable rows.
 */
export function callsFor(up: BoundUpstream) {
  const get = (
    path: ReturnType<typeof p>,
    query?: Record<string, QueryValue>,
    operation?: string,
  ) =>
    up.request({
      method: 'GET',
      path,
      ...(query ? { query } : {}),
      ...named(operation),
    });
  const send = (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: ReturnType<typeof p>,
    json?: unknown,
    operation?: string,
  ) =>
    up.request({
      method,
      path,
      ...(json !== undefined ? { json } : {}),
      ...named(operation),
    });
  const uploadTimeout = up.client.uploadTimeoutMs;
  /** Reports a list answer's unreadable rows under its path (no ids: list paths have none). */
  const rows = (path: string) => (count: number) => up.client.reportUnreadable(path, count);

  return { up, get, send, uploadTimeout, rows };
}

export type Calls = ReturnType<typeof callsFor>;
