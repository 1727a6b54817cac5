import { z } from 'zod';
import { baseVersionSchema } from '../rules/concurrency.js';
import { PROMOTIONS } from '../constants.js';
import { PROMOTION_MESSAGES, urlExampleMessage } from '../messages.js';
import { makeIdSchema, sortOrderSchema } from '../schemas/common.js';
import { toContentBlock, type ContentBlock } from '../schemas/content-block.js';
import { promotionOrderItemSchema } from '../schemas/order.js';
import { isAbsoluteUrl, parseDateInput, validateContentBlocks } from '../rules/promotion.js';
import { promotionFilterOptionSchema } from '../rules/promotion-payload.js';
import { pageLimitSchema, pageNumberSchema } from './fields.js';

/** promotions.filter: the filter option (Default, Archived, Title, Active From, Active Until, Updated). */
export const promotionsFilterInputSchema = z.object({
  filter: promotionFilterOptionSchema.default('default'),
  page: pageNumberSchema,
  limit: pageLimitSchema(PROMOTIONS.pageSize),
  order: sortOrderSchema.optional(),
});
export type PromotionsFilterInput = z.infer<typeof promotionsFilterInputSchema>;

/** promotions.search: the same plus the search text. */
export const promotionsSearchInputSchema = promotionsFilterInputSchema.extend({
  search: z.string().trim().max(200).default(''),
});
export type PromotionsSearchInput = z.infer<typeof promotionsSearchInputSchema>;

// A date reaches the API as JSON text: it is described as the ISO 8601 text it arrives as.
const dateField = z.union([z.string(), z.date().meta({ format: 'date-time' })]).nullish();

const payloadFields = {
  title: z.string().default(''),
  subTitle: z.string().default(''),
  gameGroup: z.string().default(''),
  text: z.array(z.unknown()).default([]),
  redirected: z.boolean().default(false),
  availableFrom: dateField,
  availableUntil: dateField,
  url: z.string().optional(),
  buttonText: z.string().optional(),
};

interface PayloadShape {
  title: string;
  subTitle: string;
  gameGroup: string;
  text: unknown[];
  redirected: boolean;
  availableFrom?: string | Date | null | undefined;
  availableUntil?: string | Date | null | undefined;
  url?: string | undefined;
  buttonText?: string | undefined;
}

/**
 * Promotion service rules plus the form rules the server must also hold: 'Title is
 * required', 'Available From date is required', 'Available Until date is required', Until after
 * From, URL and button text with redirect on, an absolute http(s) URL, and the block checks.
 */
export function promotionPayloadIssues(p: PayloadShape): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const from = parseDateInput(p.availableFrom ?? null);
  const until = parseDateInput(p.availableUntil ?? null);
  if (p.title.trim() === '')
    issues.push({ path: 'title', message: PROMOTION_MESSAGES.titleRequired });
  if (from === null)
    issues.push({ path: 'availableFrom', message: PROMOTION_MESSAGES.availableFromRequired });
  if (until === null)
    issues.push({ path: 'availableUntil', message: PROMOTION_MESSAGES.availableUntilRequired });
  if (p.redirected && (p.url ?? '').trim() === '')
    issues.push({ path: 'url', message: PROMOTION_MESSAGES.urlRequired });
  if (p.redirected && (p.buttonText ?? '').trim() === '')
    issues.push({ path: 'buttonText', message: PROMOTION_MESSAGES.buttonTextRequired });
  if (from !== null && until !== null && !(until.getTime() > from.getTime()))
    issues.push({ path: 'availableUntil', message: PROMOTION_MESSAGES.untilAfterFrom });
  // Any URL stored is a link somewhere: only http(s), whatever the redirect setting.
  if ((p.url ?? '').trim() !== '' && !isAbsoluteUrl(p.url ?? ''))
    issues.push({ path: 'url', message: urlExampleMessage(PROMOTIONS.exampleUrlHost) });
  for (const message of validateContentBlocks(p.text)) issues.push({ path: 'text', message });
  return issues;
}

function finish<T extends PayloadShape>(p: T) {
  const { availableFrom, availableUntil, url, buttonText, ...rest } = p;
  return {
    ...rest,
    title: p.title.trim(),
    subTitle: p.subTitle.trim(),
    text: p.text.map(toContentBlock).filter((b): b is ContentBlock => b !== null),
    availableFrom: (parseDateInput(availableFrom ?? null) as Date).toISOString(),
    availableUntil: (parseDateInput(availableUntil ?? null) as Date).toISOString(),
    ...(p.redirected || (url ?? '').trim() !== '' ? { url: (url ?? '').trim() } : {}),
    ...(p.redirected || (buttonText ?? '').trim() !== ''
      ? { buttonText: (buttonText ?? '').trim() }
      : {}),
  };
}

/** promotions.create: the create payload, checked, dates as ISO. */
export const promotionCreateInputSchema = z
  .object(payloadFields)
  .superRefine((p, ctx) => {
    for (const i of promotionPayloadIssues(p))
      ctx.addIssue({ code: 'custom', message: i.message, path: [i.path] });
  })
  .transform((p) => finish(p));
export type PromotionCreateInput = z.input<typeof promotionCreateInputSchema>;

/** promotions.update: the update payload (create payload plus id, and archived). */
export const promotionUpdateInputSchema = z
  .object({
    id: makeIdSchema(PROMOTION_MESSAGES.idRequired),
    archived: z.boolean().optional(),
    base: baseVersionSchema,
    ...payloadFields,
  })
  .superRefine((p, ctx) => {
    for (const i of promotionPayloadIssues(p))
      ctx.addIssue({ code: 'custom', message: i.message, path: [i.path] });
  })
  .transform((p) => finish(p));
export type PromotionUpdateInput = z.input<typeof promotionUpdateInputSchema>;

/** promotions.setArchived: archive or unarchive (the gateway sends the archive payload). */
export const promotionSetArchivedInputSchema = z.object({
  id: makeIdSchema(PROMOTION_MESSAGES.idRequired),
  archived: z.boolean(),
  base: baseVersionSchema,
});
export type PromotionSetArchivedInput = z.infer<typeof promotionSetArchivedInputSchema>;

/** promotions.get / delete. */
export const promotionIdInputSchema = z.object({ id: makeIdSchema(PROMOTION_MESSAGES.idRequired) });
/** promotions.deleteImage: the id, and the `base` version the screen showed. */
export const promotionImageInputSchema = promotionIdInputSchema.extend({ base: baseVersionSchema });

/**
 * promotions.bulkOrder: PATCH promotions/update/bulkOrder {promotionOrders}. A non-empty list;
 * each entry a promotionID and an order_hint number of at least 0.
 */
export const promotionsBulkOrderInputSchema = z.object({
  promotionOrders: z
    .array(promotionOrderItemSchema, { error: PROMOTION_MESSAGES.bulkOrderEmpty })
    .min(1, { error: PROMOTION_MESSAGES.bulkOrderEmpty }),
  base: baseVersionSchema,
});
export type PromotionsBulkOrderInput = z.infer<typeof promotionsBulkOrderInputSchema>;
