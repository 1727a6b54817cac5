import { z } from 'zod';
import { baseVersionSchema } from '../rules/concurrency.js';
import { TABLES } from '../constants.js';
import { TABLE_MESSAGES, THEME_MESSAGES } from '../messages.js';
import { idSchema, makeIdSchema } from '../schemas/common.js';
import { TABLE_SLUG_PATTERN, THEME_SLUG_PATTERN } from '../rules/identifier.js';
import {
  flagFromInput,
  requiredNumber,
  pageLimitSchema,
  pageNumberSchema,
  requiredText,
} from './fields.js';

/** The longest slug stored: a slug is a key in URLs, the admin API and the audit trail. */
const SLUG_MAX = 100;
const slugTooLong = `Slug must be at most ${SLUG_MAX} characters`;

const tableSlug = requiredText(TABLE_MESSAGES.slugRequired).pipe(
  z
    .string()
    .max(SLUG_MAX, { error: slugTooLong })
    .regex(TABLE_SLUG_PATTERN, { error: TABLE_MESSAGES.slugInvalid }),
);
const stake = requiredNumber(TABLE_MESSAGES.stakeRequired, TABLE_MESSAGES.stakePositive).refine(
  (n) => Number.isFinite(n) && n > 0,
  { error: TABLE_MESSAGES.stakePositive },
);

/**
 * The table form and tables.create: name, slug, stake and theme required
 * ('<Field> is required'); slug lowercase letters, numbers and hyphens; stake > 0.
 */
export const tableFormSchema = z.object({
  name: requiredText(TABLE_MESSAGES.nameRequired),
  slug: tableSlug,
  stake,
  theme: requiredText(TABLE_MESSAGES.themeRequired),
});
export type TableFormValues = z.input<typeof tableFormSchema>;
export const tableCreateInputSchema = tableFormSchema;
export type TableCreateInput = z.infer<typeof tableCreateInputSchema>;

/** tables.update: id and the fields to change. */
export const tableUpdateInputSchema = z.object({
  id: idSchema,
  name: requiredText(TABLE_MESSAGES.nameRequired).optional(),
  slug: tableSlug.optional(),
  stake: z
    .number({ error: TABLE_MESSAGES.stakeRequired })
    .refine((n) => Number.isFinite(n) && n > 0, { error: TABLE_MESSAGES.stakePositive })
    .optional(),
  theme: requiredText(TABLE_MESSAGES.themeRequired).optional(),
  base: baseVersionSchema,
});
export type TableUpdateInput = z.infer<typeof tableUpdateInputSchema>;

/** tables.list: page size 20. */
/** tables.list: the admin API answers every table; the gateway searches (name, slug) and pages. */
export const tablesListInputSchema = z
  .object({
    page: pageNumberSchema,
    limit: pageLimitSchema(TABLES.pageSize),
    search: z.string().trim().max(200).optional(),
  })
  .default({ page: 1, limit: TABLES.pageSize });

export const tableIdInputSchema = z.object({ id: idSchema });

// ---------------------------------------------------------------------------------------------
// Themes
// ---------------------------------------------------------------------------------------------

const themeSlug = requiredText(THEME_MESSAGES.slugRequired).pipe(
  z
    .string()
    .max(SLUG_MAX, { error: slugTooLong })
    .regex(THEME_SLUG_PATTERN, { error: THEME_MESSAGES.slugInvalid }),
);

/** The theme form and themes.create. */
export const themeFormSchema = z.object({
  name: requiredText(THEME_MESSAGES.nameRequired),
  slug: themeSlug,
  description: z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim()),
  isActive: z.boolean().default(true),
});
export type ThemeFormValues = z.input<typeof themeFormSchema>;
export const themeCreateInputSchema = themeFormSchema;
export type ThemeCreateInput = z.infer<typeof themeCreateInputSchema>;

/** A theme id: 'Theme ID is required' for update, delete and upload. */
export const themeIdSchema = makeIdSchema(THEME_MESSAGES.idRequired);

/** themes.update. */
export const themeUpdateInputSchema = z.object({
  id: themeIdSchema,
  name: requiredText(THEME_MESSAGES.nameRequired).optional(),
  slug: themeSlug.optional(),
  description: z
    .string()
    .transform((v) => v.trim())
    .optional(),
  isActive: z.boolean().optional(),
  base: baseVersionSchema,
});
export type ThemeUpdateInput = z.infer<typeof themeUpdateInputSchema>;

/** themes.list: "list with query parameters". */
export const themesListInputSchema = z
  .object({
    page: pageNumberSchema.optional(),
    limit: pageLimitSchema(100).optional(),
    search: z.string().trim().max(200).optional(),
    isActive: flagFromInput.optional(),
  })
  .default({});

export const themeIdInputSchema = z.object({ id: themeIdSchema });

/** themes.getBySlug. */
export const themeGetBySlugInputSchema = z.object({ slug: themeSlug });
