import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { PROVIDERS, SLOTS } from '@pitboss/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UpstreamError } from '../upstream/errors.js';
import { fetchMedia, THEME_MEDIA_KINDS, themeMediaUrl } from '../upstream/media.js';
import { errorAnswer, RouteError } from './uploads-common.js';

export const FOREIGN_IMAGE_MESSAGE = 'Only images from the admin API can be shown.';
export const NOT_AN_IMAGE_MESSAGE = 'The image host did not answer with an image.';
export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found';

/** The admin API's resize modes (fit=min is its default). */
const FITS = ['min', 'crop', 'inside', 'contain', 'cover', 'fill', 'max'] as const;
/** The spec's sizes by kind (spec 1 §7): slots w=360 h=472 fit=min, providers w=300 h=100 fit=crop. */
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

/**
 * The image proxy, so the web's CSP can keep `img-src 'self'`: `GET /api/images?src=<URL>` for an
 * image URL the admin API gave (slot, provider, promotion images), and
 * `GET /api/images/themes/:slug/:kind` for theme media (thumbnail, background, landscape). Only the
 * admin API's origin (and `IMAGE_PROXY_ORIGINS`) is reached, never with the user's token; only
 * image, video or audio answers are passed on, with caching and range headers.
 */
export default async function imageRoutes(app: FastifyInstance): Promise<void> {
  const { imageProxy, adminApiUrl, upstream } = app.config;
  const allowed = new Set(imageProxy.origins);
  app.setErrorHandler(async (err, req, reply) => {
    const { status, body } = errorAnswer(err);
    if (status >= 500) req.log.error({ err }, 'image proxy failed');
    return reply.code(status).header('cache-control', 'no-store').send(body);
  });

  async function proxy(
    req: FastifyRequest,
    reply: FastifyReply,
    target: URL,
  ): Promise<FastifyReply> {
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    let res: Response;
    try {
      res = await fetchMedia(target.toString(), req.headers, {
        timeoutMs: upstream.timeoutMs,
        signal: controller.signal,
      });
    } catch (err) {
      if (err instanceof UpstreamError)
        app.metrics.upstreamErrors.inc({ upstream: 'admin-api', operation: 'images.proxy' });
      throw err;
    }
    if (res.status === 304) {
      await res.body?.cancel();
      return reply
        .code(304)
        .headers(pick(res, ['etag', 'last-modified']))
        .header('cache-control', cacheControl())
        .send();
    }
    if (!res.ok || !res.body) {
      await res.body?.cancel();
      if (res.status === 404) throw new RouteError(404, IMAGE_NOT_FOUND_MESSAGE);
      if (res.status === 416) throw new RouteError(416, 'Range not satisfiable');
      app.metrics.upstreamErrors.inc({ upstream: 'admin-api', operation: 'images.proxy' });
      throw new RouteError(
        502,
        res.status >= 300 && res.status < 400
          ? NOT_AN_IMAGE_MESSAGE
          : `HTTP error! status: ${res.status}`,
      );
    }
    const type = res.headers.get('content-type') ?? '';
    if (!MEDIA_TYPE.test(type)) {
      await res.body.cancel();
      throw new RouteError(502, NOT_AN_IMAGE_MESSAGE);
    }
    const length = res.headers.get('content-length');
    return reply
      .code(res.status)
      .headers(pick(res, PASSED_ANSWER_HEADERS))
      .headers(length && !res.headers.get('content-encoding') ? { 'content-length': length } : {})
      .header('cache-control', cacheControl())
      .header('content-security-policy', MEDIA_CSP)
      .header('content-disposition', 'inline')
      .send(Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>));
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
    return proxy(req, reply, target);
  });

  app.get('/api/images/themes/:slug/:kind', noCompression, async (req, reply) => {
    const params = parse(themeParams, req.params);
    const query = parse(sizeQuery, req.query);
    let target: URL;
    try {
      target = new URL(themeMediaUrl(adminApiUrl, params.slug, params.kind));
    } catch (err) {
      if (err instanceof UpstreamError)
        throw new RouteError(400, 'Invalid slug', { slug: ['Invalid slug'] });
      throw err;
    }
    if (params.kind !== 'background') applySize(target, query);
    return proxy(req, reply, target);
  });
}

function pick(res: Response, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = res.headers.get(name);
    if (value !== null) out[name] = value;
  }
  return out;
}
