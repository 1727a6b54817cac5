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
 * A public media file (image or video) from an allowed host. No bearer token is sent: images,
 * files and media are public on the admin API (loaded by `<img>` and `<video>` in the original
 * panel), and the proxy may also reach a separate image host. Redirects are not followed (a
 * redirect to another host would make the proxy open). Times out after `timeoutMs`.
 */
export async function fetchMedia(
  url: string,
  requestHeaders: Record<string, string | string[] | undefined>,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'image/*,video/*,audio/*;q=0.9,*/*;q=0.1' };
  for (const name of PASSED_REQUEST_HEADERS) {
    const value = requestHeaders[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await fetch(url, { headers, signal, redirect: 'manual' });
  } catch (err) {
    if (timeout.aborted) throw UpstreamError.timeout(err);
    throw new UpstreamError(
      'The image host cannot be reached.',
      { kind: 'network' },
      {},
      { cause: err },
    );
  }
}
