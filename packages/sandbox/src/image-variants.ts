// Placeholder artwork and resized variants of images, drawn with sharp.

import sharp from 'sharp';
import { HttpError } from './lib/http.js';

function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export const PLACEHOLDER_SIZES: Record<string, [number, number]> = {
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

export interface Variant {
  data: Buffer;
  contentType: string;
}

export const cache = new Map<string, Variant>();
const CACHE_MAX = 400;
export function remember(key: string, v: Variant): Variant {
  if (cache.size >= CACHE_MAX) {
    const first = cache.keys().next().value;
    if (first !== undefined) cache.delete(first);
  }
  cache.set(key, v);
  return v;
}

/** Resizes with `w`, `h`, `fit` (min → inside without enlargement; crop → cover). */
export async function transform(source: Variant, query: Record<string, unknown>): Promise<Variant> {
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
export async function placeholderImage(
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
