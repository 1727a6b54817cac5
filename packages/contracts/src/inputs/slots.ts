import { z } from 'zod';
import { baseVersionSchema } from '../rules/concurrency.js';
import { SLOTS } from '../constants.js';
import { SLOT_MESSAGES } from '../messages.js';
import { idSchema, isPlainObject, jsonObjectSchema, type JsonObject } from '../schemas/common.js';
import { slotOrderItemSchema } from '../schemas/order.js';
import type { UpdateSlotPayload } from '../schemas/slot-payload.js';
import {
  intFromInput,
  orderSchema,
  flagFromInput,
  pageLimitSchema,
  pageNumberSchema,
  requiredId,
  requiredText,
} from './fields.js';

const optionalString = z.string().trim().optional();

/**
 * slots.create and the create-slot form: Title, Identifier, Slug, Provider and
 * Display Provider required with '{Label} is required', blank counted as missing; issues come
 * in this field order. Output is the create-slot payload with the spec's defaults.
 */
export const createSlotInputSchema = z.object({
  title: requiredText(SLOT_MESSAGES.titleRequired),
  identifier: requiredText(SLOT_MESSAGES.identifierRequired),
  slug: requiredText(SLOT_MESSAGES.slugRequired),
  providerId: requiredId(SLOT_MESSAGES.providerRequired),
  displayProviderId: requiredId(SLOT_MESSAGES.displayProviderRequired),
  origTitle: optionalString,
  description: optionalString,
  category: optionalString,
  featureGroup: optionalString,
  theme: optionalString,
  releasedAt: optionalString,
  orderHint: intFromInput.default(0),
  archived: z.boolean().default(false),
  params: jsonObjectSchema.default({}),
  restrictions: jsonObjectSchema.default({}),
  hasDemo: z.boolean().default(false),
  groupIds: z.array(idSchema).optional(),
});
export type CreateSlotInput = z.input<typeof createSlotInputSchema>;

/** The fields of a slot update (camelCase); every one optional, no field required. */
export const slotChangesSchema = z.object({
  title: z.string().trim().optional(),
  identifier: z.string().trim().optional(),
  slug: z.string().trim().optional(),
  providerId: idSchema.optional(),
  displayProviderId: idSchema.optional(),
  origTitle: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  category: z.string().nullable().optional(),
  featureGroup: z.string().nullable().optional(),
  theme: z.string().nullable().optional(),
  releasedAt: z.string().nullable().optional(),
  orderHint: intFromInput.optional(),
  archived: z.boolean().optional(),
  hasDemo: z.boolean().optional(),
  params: jsonObjectSchema.optional(),
  restrictions: jsonObjectSchema.optional(),
  groupIds: z.array(idSchema).optional(),
});
export type SlotChanges = z.infer<typeof slotChangesSchema>;

/** slots.update: the id plus the changed fields. */
export const slotUpdateInputSchema = slotChangesSchema.extend({
  id: idSchema,
  base: baseVersionSchema,
});
export type SlotUpdateInput = z.infer<typeof slotUpdateInputSchema>;

const SNAKE: Record<keyof SlotChanges, keyof UpdateSlotPayload> = {
  title: 'title',
  identifier: 'identifier',
  slug: 'slug',
  providerId: 'provider_id',
  displayProviderId: 'display_provider_id',
  origTitle: 'orig_title',
  description: 'description',
  category: 'category',
  featureGroup: 'feature_group',
  theme: 'theme',
  releasedAt: 'released_at',
  orderHint: 'order_hint',
  archived: 'archived',
  hasDemo: 'has_demo',
  params: 'params',
  restrictions: 'restrictions',
  groupIds: 'group_ids',
};

/** The PATCH /slots/{id}/update body (snake_case) for the given changes; `id` is left out. */
export function updateSlotPayloadFromInput(
  changes: SlotChanges & { id?: string },
): UpdateSlotPayload {
  const out: Record<string, unknown> = {};
  for (const [key, snake] of Object.entries(SNAKE) as [keyof SlotChanges, string][]) {
    const v = changes[key];
    if (v !== undefined) out[snake] = v;
  }
  return out as UpdateSlotPayload;
}

/**
 * The fields of `next` that differ from `original` (deep comparison of JSON values), for "only
 * the changed fields are sent". An empty result means nothing changed: just close the modal.
 */
export function changedFields<T extends Record<string, unknown>>(
  original: Partial<T>,
  next: T,
): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    const v = next[key];
    if (v === undefined) continue;
    if (JSON.stringify(v) !== JSON.stringify(original[key])) out[key] = v;
  }
  return out;
}

/**
 * Slot params/restrictions typed as JSON text in the edit form: the object, or null when the
 * text is not a JSON object (invalid JSON is ignored on update, with a warning).
 * Blank text is the empty object.
 */
export function parseJsonObjectText(text: string | null | undefined): JsonObject | null {
  const t = (text ?? '').trim();
  if (t === '') return {};
  try {
    const v = JSON.parse(t) as unknown;
    return isPlainObject(v) ? v : null;
  } catch {
    return null;
  }
}

export const slotSortSchema = z.enum(['default', 'title', 'released', 'updated']);
export type SlotSort = z.infer<typeof slotSortSchema>;
export const slotStatusFilterSchema = z.enum(['all', 'live', 'archived']);
export type SlotStatusFilter = z.infer<typeof slotStatusFilterSchema>;

/** slots.filter: GET /slots/filter. `sort` becomes byTitle/byReleased/byUpdated; `status` isArchived. */
export const slotsFilterInputSchema = z.object({
  page: pageNumberSchema,
  limit: pageLimitSchema(SLOTS.pageSize),
  groupId: idSchema.optional(),
  displayProviderId: idSchema.optional(),
  isArchived: flagFromInput.optional(),
  status: slotStatusFilterSchema.optional(),
  order: orderSchema,
  sort: slotSortSchema.default('default'),
});
export type SlotsFilterInput = z.infer<typeof slotsFilterInputSchema>;

/** The upstream query of GET /slots/filter. */
export interface SlotFilterQuery {
  page: number;
  limit: number;
  groupId?: string;
  displayProviderId?: string;
  isArchived?: boolean;
  order: 'ASC' | 'DESC';
  byTitle: boolean;
  byReleased: boolean;
  byUpdated: boolean;
}

/** slots.filter input → the upstream query (the sort as the three flags). */
export function slotFilterQuery(input: SlotsFilterInput): SlotFilterQuery {
  const query: SlotFilterQuery = {
    page: input.page,
    limit: input.limit,
    order: input.order,
    byTitle: input.sort === 'title',
    byReleased: input.sort === 'released',
    byUpdated: input.sort === 'updated',
  };
  if (input.groupId !== undefined) query.groupId = input.groupId;
  if (input.displayProviderId !== undefined) query.displayProviderId = input.displayProviderId;
  const isArchived =
    input.isArchived ??
    (input.status === 'archived' ? true : input.status === 'live' ? false : undefined);
  if (isArchived !== undefined) query.isArchived = isArchived;
  return query;
}

/** slots.search: GET /slots/search {page, limit, search, isArchived?}. */
export const slotsSearchInputSchema = z.object({
  page: pageNumberSchema,
  limit: pageLimitSchema(SLOTS.pageSize),
  search: z.string().trim().max(200).default(''),
  isArchived: flagFromInput.optional(),
});
export type SlotsSearchInput = z.infer<typeof slotsSearchInputSchema>;

/** slots.listAllInGroup and slots.listAllForOrdering: every slot of a group. */
export const slotsListAllInGroupInputSchema = z.object({ groupId: idSchema });

/** slots.setGroups: the slot's groups become exactly `groupIds`. */
export const slotSetGroupsInputSchema = z.object({
  id: idSchema,
  groupIds: z.array(idSchema),
  base: baseVersionSchema,
});
export type SlotSetGroupsInput = z.infer<typeof slotSetGroupsInputSchema>;

/** slots.bulkOrder: PUT /slots/groups/{groupId}/slots/bulk-order {slotOrders}. */
export const slotsBulkOrderInputSchema = z.object({
  groupId: idSchema,
  slotOrders: z.array(slotOrderItemSchema).min(1),
  base: baseVersionSchema,
});
export type SlotsBulkOrderInput = z.infer<typeof slotsBulkOrderInputSchema>;

/** slots.deleteFromCasino: POST /delete-from-casino {type, identifiers}. */
export const deleteFromCasinoInputSchema = z.object({
  type: z.string().trim().min(1).max(64),
  identifiers: z.array(z.string().trim().min(1).max(200)).min(1),
});
export type DeleteFromCasinoInput = z.infer<typeof deleteFromCasinoInputSchema>;

/** slots.demoPlay answer: POST /slots/{id}/demoplay returns launch_url. */
export const demoPlayResultSchema = z.strictObject({ launchUrl: z.string().min(1) });
export type DemoPlayResult = z.infer<typeof demoPlayResultSchema>;
