import { z } from 'zod';
import { PROMO_CODES } from '../constants.js';
import {
  entityIdSchema,
  firstDefined,
  isPlainObject,
  looseNumber,
  looseText,
  looseTimestamp,
  timestampSchema,
  upstreamIdSchema,
} from './common.js';

export const currencySchema = z.enum(PROMO_CODES.currencies);
export type Currency = z.infer<typeof currencySchema>;

export const promoCodeMetadataSchema = z.strictObject({
  campaign: z.string().nullable(),
  type: z.string().nullable(),
});
export type PromoCodeMetadata = z.infer<typeof promoCodeMetadataSchema>;

/** A promo code. `maxGlobalUses` null means unlimited; `active` is `deletedAt == null`. */
export const promoCodeSchema = z.strictObject({
  id: entityIdSchema,
  code: z.string(),
  reward: z.number(),
  currency: currencySchema,
  maxGlobalUses: z.number().nullable(),
  validFrom: timestampSchema,
  validUntil: timestampSchema,
  metadata: promoCodeMetadataSchema,
  deletedAt: timestampSchema,
  active: z.boolean(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

const upstreamMetadata = z
  .unknown()
  .optional()
  .transform((v): PromoCodeMetadata => {
    let m: unknown = v;
    if (typeof m === 'string') {
      try {
        m = JSON.parse(m) as unknown;
      } catch {
        m = null;
      }
    }
    if (!isPlainObject(m)) return { campaign: null, type: null };
    const text = (x: unknown): string | null =>
      typeof x === 'string' && x !== '' ? x : typeof x === 'number' ? String(x) : null;
    return { campaign: text(m.campaign), type: text(m.type) };
  });

export const upstreamPromoCodeSchema = z
  .looseObject({
    id: upstreamIdSchema,
    code: looseText,
    reward: looseNumber,
    currency: z
      .string()
      .transform((c) => c.trim().toUpperCase())
      .pipe(currencySchema),
    max_global_uses: looseNumber,
    maxGlobalUses: looseNumber,
    valid_from: looseTimestamp,
    validFrom: looseTimestamp,
    valid_until: looseTimestamp,
    validUntil: looseTimestamp,
    metadata: upstreamMetadata,
    deleted_at: looseTimestamp,
    deletedAt: looseTimestamp,
  })
  .transform((c): PromoCode => {
    const deletedAt = firstDefined(c.deleted_at, c.deletedAt);
    return {
      id: c.id,
      code: c.code ?? '',
      reward: c.reward ?? 0,
      currency: c.currency,
      maxGlobalUses: firstDefined(c.max_global_uses, c.maxGlobalUses),
      validFrom: firstDefined(c.valid_from, c.validFrom),
      validUntil: firstDefined(c.valid_until, c.validUntil),
      metadata: c.metadata,
      deletedAt,
      active: deletedAt == null,
    };
  })
  .pipe(promoCodeSchema);
export type UpstreamPromoCode = z.input<typeof upstreamPromoCodeSchema>;

/** GET /promo-codes/{id}/stats: shown as raw JSON. */
export const promoCodeStatsSchema = z.unknown();
export type PromoCodeStats = unknown;
