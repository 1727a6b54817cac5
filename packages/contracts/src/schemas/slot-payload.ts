import { z } from 'zod';
import { idSchema, jsonObjectSchema } from './common.js';

const optionalText = z.string().optional();

/**
 * The create-slot payload sent to POST /slots/create (camelCase), with the spec's
 * defaults: orderHint 0, archived false, params {}, restrictions {}, hasDemo false.
 */
export const createSlotPayloadSchema = z.strictObject({
  providerId: idSchema,
  displayProviderId: idSchema,
  identifier: z.string().min(1),
  slug: z.string().min(1),
  title: z.string().min(1),
  origTitle: optionalText,
  description: optionalText,
  category: optionalText,
  featureGroup: optionalText,
  theme: optionalText,
  releasedAt: optionalText,
  orderHint: z.number().int().default(0),
  archived: z.boolean().default(false),
  params: jsonObjectSchema.default({}),
  restrictions: jsonObjectSchema.default({}),
  hasDemo: z.boolean().default(false),
  groupIds: z.array(idSchema).optional(),
});
export type CreateSlotPayload = z.infer<typeof createSlotPayloadSchema>;

/**
 * The update-slot payload sent to PATCH /slots/{id}/update: only the changed fields, snake_case
 *. Every field optional.
 */
export const updateSlotPayloadSchema = z.strictObject({
  provider_id: idSchema.optional(),
  display_provider_id: idSchema.optional(),
  identifier: z.string().optional(),
  title: z.string().optional(),
  slug: z.string().optional(),
  orig_title: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  category: z.string().nullable().optional(),
  feature_group: z.string().nullable().optional(),
  theme: z.string().nullable().optional(),
  released_at: z.string().nullable().optional(),
  order_hint: z.number().int().optional(),
  archived: z.boolean().optional(),
  has_demo: z.boolean().optional(),
  params: jsonObjectSchema.optional(),
  restrictions: jsonObjectSchema.optional(),
  group_ids: z.array(idSchema).optional(),
});
export type UpdateSlotPayload = z.infer<typeof updateSlotPayloadSchema>;
