import { z } from 'zod';
import {
  entityIdSchema,
  firstDefined,
  isPlainObject,
  looseNumber,
  looseText,
  upstreamIdSchema,
} from './common.js';

/** A casino table. `theme` is the theme's slug. */
export const tableSchema = z.strictObject({
  id: entityIdSchema,
  name: z.string(),
  slug: z.string(),
  stake: z.number(),
  theme: z.string(),
});
export type Table = z.infer<typeof tableSchema>;

/** A theme reference in an upstream table: its slug, or an object with a slug. */
const themeRef = z
  .unknown()
  .optional()
  .transform((v): string | null => {
    if (typeof v === 'string') return v;
    if (isPlainObject(v)) {
      const slug = v.slug ?? v.name;
      return typeof slug === 'string' ? slug : null;
    }
    return null;
  });

export const upstreamTableSchema = z
  .looseObject({
    id: upstreamIdSchema,
    name: looseText,
    slug: looseText,
    stake: looseNumber,
    theme: themeRef,
    theme_slug: looseText,
    themeSlug: looseText,
  })
  .transform((t): Table => ({
    id: t.id,
    name: t.name ?? '',
    slug: t.slug ?? '',
    stake: t.stake ?? 0,
    theme: firstDefined(t.theme, t.theme_slug, t.themeSlug, t.slug) ?? '',
  }))
  .pipe(tableSchema);
export type UpstreamTable = z.input<typeof upstreamTableSchema>;
