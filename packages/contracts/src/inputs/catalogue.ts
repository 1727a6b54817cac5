import { z } from 'zod';
import { baseVersionSchema } from '../rules/concurrency.js';
import { PROVIDERS, ARCHIVED } from '../constants.js';
import { CATALOGUE_MESSAGES, PROVIDER_MESSAGES, requiredMessage } from '../messages.js';
import { idSchema } from '../schemas/common.js';
import { providerOrderItemSchema } from '../schemas/order.js';
import {
  intFromInput,
  flagFromInput,
  orderSchema,
  pageLimitSchema,
  pageNumberSchema,
  requiredText,
} from './fields.js';

/** An input that names one entity by id. */
export const idInputSchema = z.object({ id: idSchema });
export type IdInput = z.infer<typeof idInputSchema>;
/**
 * A lifecycle action on one entity (archive, unarchive, toggle live, reset, delete its image):
 * the id, and the `base` version the screen showed, checked like an edit's.
 */
export const entityActionInputSchema = idInputSchema.extend({ base: baseVersionSchema });
export type EntityActionInput = z.infer<typeof entityActionInputSchema>;
/** providers.get / delete. */
export const providerIdInputSchema = idInputSchema;
/** providers.archive / unarchive / toggleLive / reset. */
export const providerActionInputSchema = entityActionInputSchema;
/** slots.get / delete / demoPlay. */
export const slotIdInputSchema = idInputSchema;
/** slots.reset / deleteImage. */
export const slotActionInputSchema = entityActionInputSchema;

// ---------------------------------------------------------------------------------------------
// Groups
// ---------------------------------------------------------------------------------------------

/** groups.list: GET /groups/all (query archived). */
export const groupsListInputSchema = z.object({ archived: flagFromInput.optional() }).default({});

/** Not quoted in the spec: the group form's display name (same wording as provider create). */
export const GROUP_DISPLAY_NAME_REQUIRED = requiredMessage('Display name');

/** groups.create: POST /groups (display_name). */
export const groupCreateInputSchema = z.object({
  displayName: requiredText(GROUP_DISPLAY_NAME_REQUIRED),
});
export type GroupCreateInput = z.infer<typeof groupCreateInputSchema>;

/** groups.update: PUT /groups/{id} (display_name, order_hint, archived). */
export const groupUpdateInputSchema = z.object({
  id: idSchema,
  displayName: requiredText(GROUP_DISPLAY_NAME_REQUIRED).optional(),
  orderHint: intFromInput.optional(),
  archived: z.boolean().optional(),
  base: baseVersionSchema,
});
export type GroupUpdateInput = z.infer<typeof groupUpdateInputSchema>;

// ---------------------------------------------------------------------------------------------
// Providers
// ---------------------------------------------------------------------------------------------

/** providers.search: GET /providers/search (page, limit, order ASC|DESC, search, isArchived). */
export const providersSearchInputSchema = z.object({
  page: pageNumberSchema,
  limit: pageLimitSchema(PROVIDERS.pageSize),
  order: orderSchema,
  search: z.string().trim().max(200).default(''),
  isArchived: flagFromInput.optional(),
});
export type ProvidersSearchInput = z.infer<typeof providersSearchInputSchema>;

/** providers.list: GET /providers/all (every provider, in pages of 100 upstream). */
export const providersListInputSchema = z
  .object({ includeArchived: flagFromInput.optional() })
  .default({});

/** providers.archived / slots.archived: page 1, limit 20 by default. */
export const archivedListInputSchema = z
  .object({
    page: pageNumberSchema,
    limit: pageLimitSchema(ARCHIVED.defaultLimit),
  })
  .default({ page: ARCHIVED.defaultPage, limit: ARCHIVED.defaultLimit });
export type ArchivedListInput = z.infer<typeof archivedListInputSchema>;
export const providersArchivedInputSchema = archivedListInputSchema;
export const slotsArchivedInputSchema = archivedListInputSchema;

/** providers.create and the create form: 'Display name is required'; description trimmed, default ''. */
export const providerCreateInputSchema = z.object({
  displayName: requiredText(PROVIDER_MESSAGES.displayNameRequiredCreate),
  description: z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim()),
  archived: z.boolean().default(false),
});
export type ProviderCreateInput = z.infer<typeof providerCreateInputSchema>;

/** The provider edit form: 'Display Name is required'. */
export const providerEditFormSchema = z.object({
  displayName: requiredText(PROVIDER_MESSAGES.displayNameRequiredEdit),
  description: z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim()),
});
export type ProviderEditForm = z.infer<typeof providerEditFormSchema>;

/** providers.update: PATCH /providers/{id} with only the changed fields. */
export const providerUpdateInputSchema = z.object({
  id: idSchema,
  displayName: requiredText(PROVIDER_MESSAGES.displayNameRequiredEdit).optional(),
  description: z
    .string()
    .transform((v) => v.trim())
    .optional(),
  archived: z.boolean().optional(),
  live: z.boolean().optional(),
  base: baseVersionSchema,
});
export type ProviderUpdateInput = z.infer<typeof providerUpdateInputSchema>;

/** providers.bulkOrder: PATCH /providers/bulk-order {providerOrders}. */
export const providersBulkOrderInputSchema = z.object({
  providerOrders: z.array(providerOrderItemSchema).min(1),
  base: baseVersionSchema,
});
export type ProvidersBulkOrderInput = z.infer<typeof providersBulkOrderInputSchema>;

// ---------------------------------------------------------------------------------------------
// Backup import
// ---------------------------------------------------------------------------------------------

/** The import needs a file ('Please select a file.'). */
export function checkImportFile(file: { size?: number } | null | undefined): string | null {
  return file == null ? CATALOGUE_MESSAGES.importFileRequired : null;
}
