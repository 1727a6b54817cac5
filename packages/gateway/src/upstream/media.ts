import { THEME_SLUG_PATTERN } from '@pitboss/contracts';
import type { ThemeMediaKind, ThemeMediaTemplates } from '../config-media.js';
import { UpstreamError } from './errors.js';

/**
 * Where a theme's (or a table's, by its slug) medium lives: the configured template with the slug
 * put in (config-media.ts), or null when that medium has no location configured.
 */
export function themeMediaUrl(
  templates: ThemeMediaTemplates,
  slug: string,
  kind: ThemeMediaKind,
): string | null {
  if (!THEME_SLUG_PATTERN.test(slug) || slug.length > 200)
    throw new UpstreamError('Invalid slug', { kind: 'http', status: 400 });
  const template = templates[kind];
  return template === undefined ? null : template.replaceAll('{slug}', encodeURIComponent(slug));
}

/** Request headers passed on to the media host (conditional and range requests). */
const PASSED_REQUEST_HEADERS = ['range', 'if-none-match', 'if-modified-since', 'if-range'] as const;

/**
 * The headers of a request for a public media file (image or video) on an allowed host: what to
 * accept, the host, and the browser's range and conditional headers — nothing else (no cookie, no
 * bearer token: images, files and media are public on the admin API, loaded by `<img>` and
 * `<video>` in the original panel, and the proxy may also reach a separate image host).
 */
export function mediaRequestHeaders(
  host: string,
  requestHeaders: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const headers: Record<string, string> = {
    host,
    accept: 'image/*,video/*,audio/*;q=0.9,*/*;q=0.1',
  };
  for (const name of PASSED_REQUEST_HEADERS) {
    const value = requestHeaders[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}
