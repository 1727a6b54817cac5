import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { HttpError, notFound } from './lib/http.js';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export interface StoredImage {
  /** Stored path, e.g. `/images/uploads/slots/12/ab12.png` (served by this app). */
  path: string;
  size: number;
  contentType: string;
}

/** Reads one multipart image (field `image` by default), validates it and stores it as a blob. */
export async function storeUploadedImage(
  req: FastifyRequest,
  prefix: string,
  fieldNames: readonly string[] = ['image'],
): Promise<StoredImage> {
  if (!req.isMultipart())
    throw new HttpError(400, 'Expected a multipart/form-data request with an image file');
  let file;
  try {
    file = await req.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
  } catch (err) {
    const e = err as { code?: string; message?: string };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'File size too large. Please select an image smaller than 5MB.');
    throw err;
  }
  if (!file)
    throw new HttpError(400, 'Validation failed: An image file is required', {
      [fieldNames[0] ?? 'image']: 'An image file is required',
    });
  if (!fieldNames.includes(file.fieldname)) {
    file.file.resume();
    throw new HttpError(400, 'Unexpected field', {
      [file.fieldname]: `Unexpected field; expected ${fieldNames.join(' or ')}`,
    });
  }
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'File size too large. Please select an image smaller than 5MB.');
    throw err;
  }
  req.recordedBody = {
    field: file.fieldname,
    filename: file.filename,
    mimetype: file.mimetype,
    size: data.length,
  };
  const ext = IMAGE_TYPES[file.mimetype];
  if (!ext)
    throw new HttpError(400, 'Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.', {
      [file.fieldname]: 'Invalid file type',
    });
  try {
    const meta = await sharp(data).metadata();
    if (!meta.format || !['jpeg', 'png', 'gif', 'webp'].includes(meta.format))
      throw new Error('unsupported');
  } catch {
    throw new HttpError(400, 'Invalid file type. The file is not a readable image.', {
      [file.fieldname]: 'Not a readable image',
    });
  }
  const key = `${prefix}/${randomUUID()}.${ext}`;
  await req.server.sandbox.db.query(
    `INSERT INTO blobs (key, content_type, data) VALUES ($1, $2, $3)`,
    [`uploads/${key}`, file.mimetype === 'image/jpg' ? 'image/jpeg' : file.mimetype, data],
  );
  return { path: `/images/uploads/${key}`, size: data.length, contentType: file.mimetype };
}

function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const PLACEHOLDER_SIZES: Record<string, [number, number]> = {
  slot: [360, 472],
  provider: [300, 100],
  promotion: [800, 400],
  thumbnail: [480, 270],
  landscape: [1280, 720],
  poster: [1280, 720],
};

/** An abstract coloured SVG (no text) seeded by `key`. */
function placeholderSvg(kind: string, key: string): string {
  const [w, h] = PLACEHOLDER_SIZES[kind] ?? [400, 300];
  const seed = hashOf(`${kind}:${key}`);
  const hue = seed % 360;
  const hue2 = (hue + 40 + ((seed >>> 9) % 80)) % 360;
  const circles = Array.from({ length: 5 }, (_, i) => {
    const s = hashOf(`${seed}:${i}`);
    const cx = s % w;
    const cy = (s >>> 8) % h;
    const r = 10 + ((s >>> 16) % Math.max(20, Math.floor(Math.min(w, h) / 2)));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${(hue + i * 30) % 360},80%,70%)" fill-opacity="0.35"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},70%,35%)"/><stop offset="1" stop-color="hsl(${hue2},70%,18%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${circles}
<rect x="${w * 0.1}" y="${h * 0.1}" width="${w * 0.8}" height="${h * 0.8}" rx="${Math.min(w, h) * 0.08}" fill="none" stroke="hsl(${hue},90%,85%)" stroke-opacity="0.5" stroke-width="3"/>
</svg>`;
}

interface Variant {
  data: Buffer;
  contentType: string;
}

const cache = new Map<string, Variant>();
const CACHE_MAX = 400;
function remember(key: string, v: Variant): Variant {
  if (cache.size >= CACHE_MAX) {
    const first = cache.keys().next().value;
    if (first !== undefined) cache.delete(first);
  }
  cache.set(key, v);
  return v;
}

/** Resizes with `w`, `h`, `fit` (min → inside without enlargement; crop → cover). */
async function transform(source: Variant, query: Record<string, unknown>): Promise<Variant> {
  const parse = (k: string): number | undefined => {
    const raw = query[k];
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > 4000)
      throw new HttpError(400, `${k} must be an integer between 1 and 4000`);
    return n;
  };
  const w = parse('w');
  const h = parse('h');
  if (w === undefined && h === undefined) return source;
  if (source.contentType === 'image/svg+xml' || source.contentType === 'image/gif') {
    // fall through: sharp rasterises SVG and takes the first GIF frame
  }
  const fitRaw = typeof query.fit === 'string' ? query.fit : 'min';
  const fits: Record<
    string,
    { fit: 'inside' | 'contain' | 'cover' | 'fill' | 'outside'; withoutEnlargement: boolean }
  > = {
    min: { fit: 'inside', withoutEnlargement: true },
    inside: { fit: 'inside', withoutEnlargement: false },
    contain: { fit: 'contain', withoutEnlargement: false },
    crop: { fit: 'cover', withoutEnlargement: false },
    cover: { fit: 'cover', withoutEnlargement: false },
    fill: { fit: 'fill', withoutEnlargement: false },
    max: { fit: 'outside', withoutEnlargement: false },
  };
  const f = fits[fitRaw];
  if (!f) throw new HttpError(400, `fit must be one of ${Object.keys(fits).join(', ')}`);
  const pipeline = sharp(source.data).resize({
    width: w,
    height: h,
    fit: f.fit,
    withoutEnlargement: f.withoutEnlargement,
    background: { r: 0, g: 0, b: 0, alpha: 0 },
  });
  const outType =
    source.contentType === 'image/jpeg'
      ? 'image/jpeg'
      : source.contentType === 'image/webp'
        ? 'image/webp'
        : 'image/png';
  const data =
    outType === 'image/jpeg'
      ? await pipeline.jpeg({ quality: 85 }).toBuffer()
      : outType === 'image/webp'
        ? await pipeline.webp().toBuffer()
        : await pipeline.png().toBuffer();
  return { data, contentType: outType };
}

/**
 * The placeholder artwork as a PNG at the size `query` asks (none: its own size), rasterised in
 * one pass. Drawn at full size, encoded, then decoded and resized again, a slot's cost 20–22 ms
 * of CPU instead of 13–14 (the same bytes), and the first screen of slot cards asks for a dozen.
 */
async function placeholderImage(
  kind: string,
  key: string,
  query: Record<string, unknown> = {},
): Promise<Variant> {
  const svg: Variant = {
    data: Buffer.from(placeholderSvg(kind, key)),
    contentType: 'image/svg+xml',
  };
  const sized = await transform(svg, query);
  if (sized !== svg) return sized;
  return { data: await sharp(svg.data).png().toBuffer(), contentType: 'image/png' };
}

async function send(reply: FastifyReply, v: Variant): Promise<FastifyReply> {
  return reply
    .header('content-type', v.contentType)
    .header('cache-control', 'public, max-age=300')
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(v.data);
}

async function blob(app: FastifyInstance, key: string): Promise<Variant | null> {
  const r = await app.sandbox.db.query<{ content_type: string; data: Uint8Array }>(
    `SELECT content_type, data FROM blobs WHERE key = $1`,
    [key],
  );
  const row = r.rows[0];
  return row ? { contentType: row.content_type, data: Buffer.from(row.data) } : null;
}

async function themeFile(
  app: FastifyInstance,
  slug: string,
  match: (name: string, type: string) => boolean,
): Promise<Variant | null> {
  const r = await app.sandbox.db.query<{ name: string; content_type: string; blob_key: string }>(
    `SELECT f.name, f.content_type, f.blob_key FROM theme_files f JOIN themes t ON t.id = f.theme_id
     WHERE t.slug = $1 ORDER BY f.name`,
    [slug],
  );
  const found = r.rows.find((f) => match(f.name.toLowerCase(), f.content_type));
  return found ? blob(app, found.blob_key) : null;
}

/** Public media routes (browsers load them with <img>/<video>, so no bearer token). */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get('/images/placeholder/:kind/:file', async (req, reply) => {
    const { kind, file } = req.params as { kind: string; file: string };
    if (!PLACEHOLDER_SIZES[kind]) throw notFound('Image');
    const key = file.replace(/\.(png|jpg|webp)$/, '');
    const cacheKey = `${req.url}`;
    const hit = cache.get(cacheKey);
    if (hit) return send(reply, hit);
    return send(
      reply,
      remember(cacheKey, await placeholderImage(kind, key, req.query as Record<string, unknown>)),
    );
  });

  app.get('/images/uploads/*', async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const cacheKey = `${req.url}`;
    const hit = cache.get(cacheKey);
    if (hit) return send(reply, hit);
    const source = await blob(app, `uploads/${key}`);
    if (!source) throw notFound('Image');
    return send(
      reply,
      remember(cacheKey, await transform(source, req.query as Record<string, unknown>)),
    );
  });

  app.get('/files/themes/:slug/:name', async (req, reply) => {
    const { slug, name } = req.params as { slug: string; name: string };
    const v = await themeFile(app, slug, (n) => n === name.toLowerCase());
    if (!v) throw notFound('File');
    return send(reply, v);
  });

  const imageMedia =
    (kind: 'thumbnail' | 'landscape') => async (req: FastifyRequest, reply: FastifyReply) => {
      const { slug } = req.params as { slug: string };
      const uploaded = await themeFile(
        app,
        slug,
        (n, type) => n.startsWith(kind) && type.startsWith('image/'),
      );
      const query = req.query as Record<string, unknown>;
      return send(
        reply,
        uploaded ? await transform(uploaded, query) : await placeholderImage(kind, slug, query),
      );
    };
  app.get('/media/themes/:slug/thumbnail', imageMedia('thumbnail'));
  app.get('/media/themes/:slug/landscape', imageMedia('landscape'));
  /**
   * An uploaded `background*.mp4`/video file when the theme has one; otherwise a poster image
   * (PNG) with `x-sandbox-poster: true`, since the sandbox cannot encode video.
   */
  app.get('/media/themes/:slug/background.mp4', async (req, reply) => {
    const { slug } = req.params as { slug: string };
    const video = await themeFile(
      app,
      slug,
      (n, type) => n.startsWith('background') && type.startsWith('video/'),
    );
    if (video) return send(reply, video);
    reply.header('x-sandbox-poster', 'true');
    return send(reply, await placeholderImage('poster', slug));
  });
}
