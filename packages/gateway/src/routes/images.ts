import type { IncomingHttpHeaders } from 'node:http';
import replyFrom from '@fastify/reply-from';
import { PROVIDERS, SLOTS } from '@pitboss/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { THEME_MEDIA_KINDS } from '../config-media.js';
import { UpstreamError } from '../upstream/errors.js';
import { mediaRequestHeaders, themeMediaUrl } from '../upstream/media.js';
import { errorAnswer, RouteError } from './uploads-common.js';

const FOREIGN_IMAGE_MESSAGE = 'Only images from the admin API can be shown.';
const NOT_AN_IMAGE_MESSAGE = 'The image host did not answer with an image.';
const IMAGE_NOT_FOUND_MESSAGE = 'Image not found';
const MEDIA_NOT_CONFIGURED_MESSAGE =
  'No location is configured for this theme medium (THEME_THUMBNAIL_URL, THEME_LANDSCAPE_URL, THEME_VIDEO_URL).';

/** The admin API's resize modes (fit=min is its default). */
const FITS = ['min', 'crop', 'inside', 'contain', 'cover', 'fill', 'max'] as const;
/** The sizes by kind: slots w=360 h=472 fit=min, providers w=300 h=100 fit=crop. */
const PRESETS = { slot: SLOTS.imageQuery, provider: PROVIDERS.imageQuery } as const;

const dimension = z.coerce.number().int().min(1).max(4096);
const sizeQuery = z.object({
  w: dimension.optional(),
  h: dimension.optional(),
  fit: z.enum(FITS).optional(),
  size: z.enum(['slot', 'provider']).optional(),
});
const srcQuery = sizeQuery.extend({ src: z.string().min(1).max(4096) });
const themeParams = z.object({ slug: z.string(), kind: z.enum(THEME_MEDIA_KINDS) });

/** Headers of the media host's answer passed on to the browser. */
const PASSED_ANSWER_HEADERS = [
  'content-type',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
] as const;
const MEDIA_TYPE = /^(image|video|audio)\//i;
/** Proxied bytes are never a document of this origin: no scripts, even for an SVG opened directly. */
const MEDIA_CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'query';
    throw new RouteError(400, `Invalid ${field}: ${issue?.message ?? 'invalid'}`, {
      [field]: [issue?.message ?? 'invalid'],
    });
  }
  return parsed.data;
}

/** The size query: a preset (`size=slot|provider`), then explicit `w`, `h`, `fit` over it. */
function applySize(url: URL, query: z.infer<typeof sizeQuery>): void {
  const preset = query.size ? PRESETS[query.size] : undefined;
  const w = query.w ?? preset?.w;
  const h = query.h ?? preset?.h;
  const fit = query.fit ?? preset?.fit;
  if (w !== undefined) url.searchParams.set('w', String(w));
  if (h !== undefined) url.searchParams.set('h', String(h));
  if (fit !== undefined) url.searchParams.set('fit', fit);
}

/** The media host's answer as @fastify/reply-from hands it over (undici's response). */
interface MediaAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  stream: NodeJS.ReadableStream & { destroy(): void };
}

/** A header of the media host's answer as one string (undefined when absent). */
function header(res: MediaAnswer, name: string): string | undefined {
  const value = res.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function pick(res: MediaAnswer, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = header(res, name);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** The browser went away (closed the tab, scrolled the image out, navigated). */
const clientGone = (reply: FastifyReply): boolean =>
  reply.request.raw.aborted || reply.raw.destroyed;

/**
 * The image proxy, so the web's CSP can keep `img-src 'self'`: `GET /api/images?src=<URL>` for an
 * image URL the admin API gave (slot, provider, promotion images), and
 * `GET /api/images/themes/:slug/:kind` for theme media (thumbnail, background, landscape). Only the
 * admin API's origin (and `IMAGE_PROXY_ORIGINS`) is reached, never with the user's token; only
 * image, video or audio answers are passed on, with caching and range headers.
 *
 * On @fastify/reply-from (undici): pooled keep-alive connections per origin, the body streamed with
 * backpressure, hop-by-hop headers dropped both ways (only the headers listed here cross), redirects
 * never followed (a redirect to another host would make the proxy open), no retries. A browser that
 * goes away mid-image ends the upstream stream; that is not an error.
 */
export default async function imageRoutes(app: FastifyInstance): Promise<void> {
  const { imageProxy, themeMedia, upstream } = app.config;
  const allowed = new Set(imageProxy.origins);
  await app.register(replyFrom, {
    undici: { connections: 32, pipelining: 1, keepAliveTimeout: 30_000 },
    destroyAgent: true,
    // its own two info lines per request; the request log says it already
    disableRequestLogging: true,
    // a 503 is shown as it is, as before (reply-from retries GETs on 503 by default)
    retryMethods: [],
  });
  app.setErrorHandler(async (err, req, reply) => {
    const { status, body } = errorAnswer(err);
    if (status >= 500) req.log.error({ err }, 'image proxy failed');
    return reply.code(status).header('cache-control', 'no-store').send(body);
  });

  const upstreamFailed = (): void =>
    app.metrics.upstreamErrors.inc({ upstream: 'admin-api', operation: 'images.proxy' });

  /** The media host's answer: passed on when it is media, else a clear error. */
  function answer(reply: FastifyReply, res: MediaAnswer): void {
    if (clientGone(reply)) {
      res.stream.destroy();
      return;
    }
    if (res.statusCode === 304) {
      res.stream.destroy();
      void reply
        .code(304)
        .headers(pick(res, ['etag', 'last-modified']))
        .header('cache-control', cacheControl())
        .send();
      return;
    }
    const type = header(res, 'content-type') ?? '';
    let error: RouteError | undefined;
    if (res.statusCode === 404) error = new RouteError(404, IMAGE_NOT_FOUND_MESSAGE);
    else if (res.statusCode === 416) error = new RouteError(416, 'Range not satisfiable');
    else if (res.statusCode < 200 || res.statusCode >= 300) {
      upstreamFailed();
      error = new RouteError(
        502,
        res.statusCode >= 300 && res.statusCode < 400
          ? NOT_AN_IMAGE_MESSAGE
          : `HTTP error! status: ${res.statusCode}`,
      );
    } else if (!MEDIA_TYPE.test(type)) error = new RouteError(502, NOT_AN_IMAGE_MESSAGE);
    if (error) {
      res.stream.destroy();
      void reply.send(error);
      return;
    }
    const length = header(res, 'content-length');
    void reply
      .code(res.statusCode)
      .headers(pick(res, PASSED_ANSWER_HEADERS))
      .headers(length && !header(res, 'content-encoding') ? { 'content-length': length } : {})
      .header('cache-control', cacheControl())
      .header('content-security-policy', MEDIA_CSP)
      .header('content-disposition', 'inline')
      .send(res.stream);
  }

  /** No answer from the media host (timeout, refused, reset). */
  function failed(reply: FastifyReply, error: Error & { statusCode?: number }): void {
    if (clientGone(reply)) {
      reply.log.debug('the browser went away before the image arrived');
      void reply.code(499).send();
      return;
    }
    upstreamFailed();
    void reply.send(
      error.statusCode === 504
        ? UpstreamError.timeout(error)
        : new UpstreamError(
            'The image host cannot be reached.',
            { kind: 'network' },
            {},
            { cause: error },
          ),
    );
  }

  function proxy(reply: FastifyReply, target: URL): FastifyReply {
    return reply.from(target.toString(), {
      timeout: upstream.timeoutMs,
      // exactly the target's query (never the browser's `src`, `size`, …)
      queryString: () => target.search.slice(1),
      rewriteRequestHeaders: (req) => mediaRequestHeaders(target.host, req.headers),
      // every answer header is chosen in `answer`
      rewriteHeaders: () => ({}),
      onResponse: (_req, _reply, res) => answer(reply, res as unknown as MediaAnswer),
      onError: (_reply, { error }) => failed(reply, error),
    });
  }

  const cacheControl = (): string => `private, max-age=${imageProxy.maxAgeSeconds}`;

  // Media is compressed already, and ranges must stay byte ranges of the original.
  const noCompression = { compress: false as const };

  app.get('/api/images', noCompression, async (req, reply) => {
    const query = parse(srcQuery, req.query);
    let target: URL;
    try {
      target = new URL(query.src);
    } catch {
      throw new RouteError(400, FOREIGN_IMAGE_MESSAGE, { src: [FOREIGN_IMAGE_MESSAGE] });
    }
    if (
      (target.protocol !== 'http:' && target.protocol !== 'https:') ||
      target.username !== '' ||
      target.password !== '' ||
      !allowed.has(target.origin)
    ) {
      throw new RouteError(400, FOREIGN_IMAGE_MESSAGE, { src: [FOREIGN_IMAGE_MESSAGE] });
    }
    applySize(target, query);
    return proxy(reply, target);
  });

  app.get('/api/images/themes/:slug/:kind', noCompression, async (req, reply) => {
    const params = parse(themeParams, req.params);
    const query = parse(sizeQuery, req.query);
    let location: string | null;
    try {
      location = themeMediaUrl(themeMedia, params.slug, params.kind);
    } catch (err) {
      if (err instanceof UpstreamError)
        throw new RouteError(400, 'Invalid slug', { slug: ['Invalid slug'] });
      throw err;
    }
    if (location === null) throw new RouteError(404, MEDIA_NOT_CONFIGURED_MESSAGE);
    const target = new URL(location);
    if (params.kind !== 'background') applySize(target, query);
    return proxy(reply, target);
  });
}
