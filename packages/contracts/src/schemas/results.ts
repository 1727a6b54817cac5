import { z } from 'zod';
import { firstDefined, isPlainObject, looseText } from './common.js';

/** Unwraps `{ data: {...} }` envelopes (one level), else the object itself, else {}. */
const unwrap = (raw: unknown): Record<string, unknown> => {
  if (isPlainObject(raw) && isPlainObject(raw.data)) return { ...raw, ...raw.data };
  return isPlainObject(raw) ? raw : {};
};

/** The id a create call answers with (POST /slots/create, themes, promotions…); null when none. */
export const upstreamCreateResultSchema = z
  .unknown()
  .optional()
  .transform(unwrap)
  .pipe(z.looseObject({ id: looseText, _id: looseText }))
  .transform((r): { id: string | null } => ({ id: firstDefined(r.id, r._id) }));
export type CreateResult = z.output<typeof upstreamCreateResultSchema>;

/** The URL an image upload answers with (image_url or url). */
export const upstreamImageUrlResultSchema = z
  .unknown()
  .optional()
  .transform(unwrap)
  .pipe(z.looseObject({ image_url: looseText, imageUrl: looseText, url: looseText }))
  .transform((r): { url: string | null } => ({
    url: firstDefined(r.image_url, r.imageUrl, r.url),
  }));
export type ImageUrlResult = z.output<typeof upstreamImageUrlResultSchema>;

/** POST /slots/{id}/demoplay answers launch_url. */
export const upstreamDemoPlayResultSchema = z
  .unknown()
  .optional()
  .transform(unwrap)
  .pipe(z.looseObject({ launch_url: looseText, launchUrl: looseText, url: looseText }))
  .transform((r): { launchUrl: string | null } => ({
    launchUrl: firstDefined(r.launch_url, r.launchUrl, r.url),
  }));
