import { z } from 'zod';
import { baseVersionSchema } from '../rules/concurrency.js';
import { API, PROMO_CODES } from '../constants.js';
import { PROMO_CODE_MESSAGES } from '../messages.js';
import { idSchema } from '../schemas/common.js';
import type { Currency } from '../schemas/promo-code.js';
import { parseDateInput, toIsoTimestamp } from '../rules/promotion.js';
import {
  numberFromInput,
  pageLimitSchema,
  pageNumberSchema,
  requiredNumber,
  requiredText,
} from './fields.js';

const optionalInput = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v == null ? '' : String(v).trim()));

/**
 * The promo code create/edit form: code, reward and currency required; max uses,
 * valid from/until, campaign and type optional.
 */
export const promoCodeFormSchema = z.object({
  code: requiredText(PROMO_CODE_MESSAGES.codeRequired),
  reward: requiredNumber(
    PROMO_CODE_MESSAGES.rewardRequired,
    PROMO_CODE_MESSAGES.rewardInvalid,
  ).refine((n) => Number.isFinite(n), { error: PROMO_CODE_MESSAGES.rewardInvalid }),
  currency: requiredText(PROMO_CODE_MESSAGES.currencyRequired).pipe(
    z.enum(PROMO_CODES.currencies, { error: PROMO_CODE_MESSAGES.currencyInvalid }),
  ),
  maxGlobalUses: numberFromInput.pipe(
    z
      .number()
      .int({ error: PROMO_CODE_MESSAGES.maxUsesInvalid })
      .min(1, { error: PROMO_CODE_MESSAGES.maxUsesInvalid })
      .optional(),
  ),
  validFrom: optionalInput,
  validUntil: optionalInput,
  campaign: optionalInput,
  type: optionalInput,
});
export type PromoCodeFormValues = z.input<typeof promoCodeFormSchema>;
export type PromoCodeForm = z.output<typeof promoCodeFormSchema>;

/** The body of POST/PUT /promo-codes. */
export interface PromoCodePayload {
  code: string;
  reward: number;
  currency: Currency;
  max_global_uses?: number;
  valid_from?: string;
  valid_until?: string;
  metadata?: { campaign?: string; type?: string };
}

/**
 * Max_global_uses, valid_from and valid_until only when filled; metadata only when
 * campaign or type is filled (with the filled ones). Dates as ISO timestamps.
 */
export function buildPromoCodePayload(form: PromoCodeForm): PromoCodePayload {
  const payload: PromoCodePayload = {
    code: form.code,
    reward: form.reward,
    currency: form.currency,
  };
  if (form.maxGlobalUses !== undefined) payload.max_global_uses = form.maxGlobalUses;
  if (form.validFrom !== '') payload.valid_from = toIsoTimestamp(form.validFrom);
  if (form.validUntil !== '') payload.valid_until = toIsoTimestamp(form.validUntil);
  if (form.campaign !== '' || form.type !== '') {
    payload.metadata = {};
    if (form.campaign !== '') payload.metadata.campaign = form.campaign;
    if (form.type !== '') payload.metadata.type = form.type;
  }
  return payload;
}

/**
 * The body of an edit (PUT /promo-codes/{id}): like create, but a field the user cleared is sent
 * as `null` — left out, the admin API would keep the old value (it stores what it receives).
 */
export interface PromoCodeUpdatePayload {
  code: string;
  reward: number;
  currency: Currency;
  max_global_uses: number | null;
  valid_from: string | null;
  valid_until: string | null;
  metadata: { campaign?: string; type?: string } | null;
}

/** The edit form's payload: every optional field present, `null` when the user left it empty. */
export function buildPromoCodeUpdatePayload(form: PromoCodeForm): PromoCodeUpdatePayload {
  const filled = buildPromoCodePayload(form);
  return {
    ...filled,
    max_global_uses: filled.max_global_uses ?? null,
    valid_from: filled.valid_from ?? null,
    valid_until: filled.valid_until ?? null,
    metadata: filled.metadata ?? null,
  };
}

const isoDate = z
  .string()
  .refine((s) => parseDateInput(s) !== null, { error: 'Invalid date' })
  .transform((s) => toIsoTimestamp(s));

const payloadFields = {
  code: requiredText(PROMO_CODE_MESSAGES.codeRequired).pipe(z.string().max(64)),
  reward: z.number({ error: PROMO_CODE_MESSAGES.rewardRequired }).finite(),
  currency: requiredText(PROMO_CODE_MESSAGES.currencyRequired).pipe(
    z.enum(PROMO_CODES.currencies, { error: PROMO_CODE_MESSAGES.currencyInvalid }),
  ),
  max_global_uses: z.number().int().min(1, { error: PROMO_CODE_MESSAGES.maxUsesInvalid }).nullish(),
  valid_from: isoDate.nullish(),
  valid_until: isoDate.nullish(),
  metadata: z.object({ campaign: z.string().optional(), type: z.string().optional() }).nullish(),
};

/** promoCodes.create: the payload (as built by `buildPromoCodePayload`). */
export const promoCodeCreateInputSchema = z.object(payloadFields);
export type PromoCodeCreateInput = z.infer<typeof promoCodeCreateInputSchema>;

/**
 * promoCodes.update: PUT /promo-codes/{id}, same fields as create; `null` clears a field (sent
 * as null), a field left out is left as it is.
 */
export const promoCodeUpdateInputSchema = z.object({
  id: idSchema,
  base: baseVersionSchema,
  ...payloadFields,
});
export type PromoCodeUpdateInput = z.infer<typeof promoCodeUpdateInputSchema>;

/** promoCodes.getByCode: GET /promo-codes/code/{code} (the gateway encodes the segment). */
export const promoCodeGetByCodeInputSchema = z.object({
  code: requiredText(PROMO_CODE_MESSAGES.codeRequired).pipe(z.string().max(64)),
});

/** promoCodes.list: GET /promo-codes answers every code; the gateway pages it. */
export const promoCodesListInputSchema = z
  .object({ page: pageNumberSchema, limit: pageLimitSchema(API.maxPageSize) })
  .default({ page: 1, limit: API.maxPageSize });

/** promoCodes.get / delete / stats. */
export const promoCodeIdInputSchema = z.object({ id: idSchema });
