import { z } from 'zod';
import { THEMES } from '../constants.js';
import { THEME_MESSAGES } from '../messages.js';
import {
  entityIdSchema,
  firstDefined,
  looseBoolOrNull,
  looseNumber,
  looseText,
  looseTimestamp,
  timestampSchema,
  upstreamIdSchema,
} from './common.js';

export const themeFileSchema = z.strictObject({
  name: z.string(),
  size: z.number().nonnegative(),
});
export type ThemeFile = z.infer<typeof themeFileSchema>;

/** A table theme. */
export const themeSchema = z.strictObject({
  id: entityIdSchema,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  files: z.array(themeFileSchema),
});
export type Theme = z.infer<typeof themeSchema>;

const upstreamThemeFile = z.union([
  z.string().transform((name): ThemeFile => ({ name, size: 0 })),
  z
    .looseObject({
      name: looseText,
      filename: looseText,
      originalname: looseText,
      key: looseText,
      size: looseNumber,
    })
    .transform((f): ThemeFile => ({
      name: firstDefined(f.name, f.filename, f.originalname, f.key) ?? '',
      size: Math.max(0, f.size ?? 0),
    })),
]);

export const upstreamThemeSchema = z
  .looseObject({
    id: upstreamIdSchema,
    name: looseText,
    slug: looseText,
    description: looseText,
    isActive: looseBoolOrNull,
    is_active: looseBoolOrNull,
    createdAt: looseTimestamp,
    created_at: looseTimestamp,
    updatedAt: looseTimestamp,
    updated_at: looseTimestamp,
    files: z.array(upstreamThemeFile).nullish().catch(null),
  })
  .transform((t): Theme => ({
    id: t.id,
    name: t.name ?? '',
    slug: t.slug ?? '',
    description: t.description ?? '',
    isActive: firstDefined(t.isActive, t.is_active) ?? false,
    createdAt: firstDefined(t.createdAt, t.created_at),
    updatedAt: firstDefined(t.updatedAt, t.updated_at),
    files: t.files ?? [],
  }))
  .pipe(themeSchema);
export type UpstreamTheme = z.input<typeof upstreamThemeSchema>;

/** A slug containing _classic is labelled Classic, otherwise Modern. */
export const themeLabel = (slug: string | null | undefined): 'Classic' | 'Modern' =>
  (slug ?? '').includes(THEMES.classicMarker)
    ? THEME_MESSAGES.labelClassic
    : THEME_MESSAGES.labelModern;
