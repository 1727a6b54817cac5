import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { HttpError, notFound } from './lib/http.js';
import {
  PLACEHOLDER_SIZES,
  cache,
  placeholderImage,
  remember,
  transform,
  type Variant,
} from './image-variants.js';

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
