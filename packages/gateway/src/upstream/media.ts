import { THEME_SLUG_PATTERN } from '@pitboss/contracts';
import { UpstreamError } from './errors.js';

/** The theme media the admin API serves by slug (spec 2 §7): thumbnail, background video, landscape. */
export const THEME_MEDIA_KINDS = ['thumbnail', 'background', 'landscape'] as const;
export type ThemeMediaKind = (typeof THEME_MEDIA_KINDS)[number];

/** Where a theme's (or a table's, by its slug) media lives on the admin API's public media host. */
export function themeMediaUrl(baseUrl: string, slug: string, kind: ThemeMediaKind): string {
  if (!THEME_SLUG_PATTERN.test(slug) || slug.length > 200)
    throw new UpstreamError('Invalid slug', { kind: 'http', status: 400 });
  const name = kind === 'background' ? 'background.mp4' : kind;
  return `${baseUrl.replace(/\/+$/, '')}/media/themes/${encodeURIComponent(slug)}/${name}`;
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
