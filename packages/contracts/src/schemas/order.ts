import { z } from 'zod';
import { PROMOTION_MESSAGES } from '../messages.js';
import { idSchema, makeIdSchema } from './common.js';

/** Order positions are 1-based. */
export const orderPositionSchema = z.number().int().min(1);

/** A slot's new position in its group: {slotId, order}. */
export const slotOrderItemSchema = z.strictObject({
  slotId: idSchema,
  order: orderPositionSchema,
});
export type SlotOrderItem = z.infer<typeof slotOrderItemSchema>;

/** A provider's new position: {providerId, order}. */
export const providerOrderItemSchema = z.strictObject({
  providerId: idSchema,
  order: orderPositionSchema,
});
export type ProviderOrderItem = z.infer<typeof providerOrderItemSchema>;

/** A promotion's new position: {promotionID (a string), order_hint (number ≥ 0)}. */
export const promotionOrderItemSchema = z.strictObject({
  promotionID: makeIdSchema(PROMOTION_MESSAGES.bulkOrderInvalidEntry),
  order_hint: z
    .number({ error: PROMOTION_MESSAGES.bulkOrderInvalidEntry })
    .min(0, { error: PROMOTION_MESSAGES.bulkOrderInvalidEntry }),
});
export type PromotionOrderItem = z.infer<typeof promotionOrderItemSchema>;
