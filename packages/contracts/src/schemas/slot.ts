import { z } from 'zod';
import {
  entityIdSchema,
  firstDefined,
  isPlainObject,
  jsonObjectSchema,
  looseBool,
  looseJsonObject,
  looseNumber,
  looseText,
  looseTimestamp,
  timestampSchema,
  upstreamIdSchema,
  type JsonObject,
} from './common.js';

/** A slot (game) as the browser sees it. `title` is the one name field. */
export const slotSchema = z.strictObject({
  id: entityIdSchema,
  title: z.string(),
  identifier: z.string().nullable(),
  slug: z.string().nullable(),
  providerId: z.string().nullable(),
  providerName: z.string().nullable(),
  displayProviderId: z.string().nullable(),
  displayProviderName: z.string().nullable(),
  origTitle: z.string().nullable(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  featureGroup: z.string().nullable(),
  theme: z.string().nullable(),
  releasedAt: timestampSchema,
  orderHint: z.number(),
  archived: z.boolean(),
  live: z.boolean(),
  unedited: z.boolean(),
  hasDemo: z.boolean(),
  imageUrl: z.string().nullable(),
  params: jsonObjectSchema,
  restrictions: jsonObjectSchema,
  groupIds: z.array(z.string()),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Slot = z.infer<typeof slotSchema>;

/**
 * A slot as order mode shows it (`slots.listAllForOrdering`): what its card, its page's mini-card
 * and the swap search read. A fifth of the whole slot's bytes (order mode's open).
 */
export const orderSlotSchema = slotSchema.pick({
  id: true,
  title: true,
  imageUrl: true,
  providerName: true,
  displayProviderName: true,
});
export type OrderSlot = z.infer<typeof orderSlotSchema>;

/** A provider as embedded in a slot answer: an object with display_name (and maybe id). */
const embeddedProvider = z
  .looseObject({
    id: upstreamIdSchema.nullish(),
    display_name: looseText,
    displayName: looseText,
    name: looseText,
  })
  .nullish()
  .catch(null);

/** A group in a slot answer: its id, or an object with one (checked in one function, not a union). */
const groupRef = z
  .custom<string | number | { id: string | number }>((v) => {
    const id = isPlainObject(v) ? v.id : v;
    return (
      (typeof id === 'string' && id.length > 0) || (typeof id === 'number' && Number.isFinite(id))
    );
  })
  .transform((v) => String(isPlainObject(v) ? v.id : v));

export const upstreamSlotSchema = z
  .looseObject({
    id: upstreamIdSchema,
    title: looseText,
    name: looseText,
    identifier: looseText,
    slug: looseText,
    provider: embeddedProvider,
    provider_id: upstreamIdSchema.nullish(),
    providerId: upstreamIdSchema.nullish(),
    display_provider: embeddedProvider,
    displayProvider: embeddedProvider,
    display_provider_id: upstreamIdSchema.nullish(),
    displayProviderId: upstreamIdSchema.nullish(),
    orig_title: looseText,
    origTitle: looseText,
    description: looseText,
    category: looseText,
    feature_group: looseText,
    featureGroup: looseText,
    theme: looseText,
    released_at: looseTimestamp,
    releasedAt: looseTimestamp,
    order_hint: looseNumber,
    orderHint: looseNumber,
    archived: looseBool,
    live: looseBool,
    unedited: looseBool,
    has_demo: looseBool,
    hasDemo: looseBool,
    image_url: looseText,
    imageUrl: looseText,
    params: looseJsonObject,
    restrictions: looseJsonObject,
    group_ids: z.array(groupRef).nullish().catch(null),
    groupIds: z.array(groupRef).nullish().catch(null),
    groups: z.array(groupRef).nullish().catch(null),
    created_at: looseTimestamp,
    createdAt: looseTimestamp,
    updated_at: looseTimestamp,
    updatedAt: looseTimestamp,
  })
  .transform((s): Slot => {
    const provider = s.provider ?? null;
    const displayProvider = s.display_provider ?? s.displayProvider ?? null;
    const providerName = provider
      ? firstDefined(provider.display_name, provider.displayName, provider.name)
      : null;
    const displayProviderName = displayProvider
      ? firstDefined(
          displayProvider.display_name,
          displayProvider.displayName,
          displayProvider.name,
        )
      : null;
    return {
      id: s.id,
      title: firstDefined(s.title, s.name) ?? '',
      identifier: s.identifier,
      slug: s.slug,
      providerId: firstDefined(s.provider_id, s.providerId, provider?.id),
      providerName,
      displayProviderId: firstDefined(
        s.display_provider_id,
        s.displayProviderId,
        displayProvider?.id,
      ),
      displayProviderName,
      origTitle: firstDefined(s.orig_title, s.origTitle),
      description: s.description,
      category: s.category,
      featureGroup: firstDefined(s.feature_group, s.featureGroup),
      theme: s.theme,
      releasedAt: firstDefined(s.released_at, s.releasedAt),
      orderHint: Math.trunc(firstDefined(s.order_hint, s.orderHint) ?? 0),
      archived: s.archived,
      live: s.live,
      unedited: s.unedited,
      hasDemo: s.has_demo || s.hasDemo,
      imageUrl: firstDefined(s.image_url, s.imageUrl),
      params: s.params,
      restrictions: s.restrictions,
      groupIds: [...new Set(firstDefined(s.group_ids, s.groupIds, s.groups) ?? [])],
      createdAt: firstDefined(s.created_at, s.createdAt),
      updatedAt: firstDefined(s.updated_at, s.updatedAt),
    };
  })
  .pipe(slotSchema);
export type UpstreamSlot = z.input<typeof upstreamSlotSchema>;

/** The params keys the panel reads, typed. */
export interface SlotParamsSummary {
  category: string | null;
  payout: string | null;
  theme: string | null;
  bonusBuy: boolean | null;
  volatilityRating: string | null;
  live: boolean | null;
  producer: string | null;
}

const paramText = (v: unknown): string | null => {
  if (typeof v === 'string') return v.trim() === '' ? null : v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
};

const paramBool = (v: unknown): boolean | null => {
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 1 || v === '1') return true;
  if (v === 'false' || v === 0 || v === '0') return false;
  return null;
};

/**
 * Reads the params keys from a slot's params JSON: category (or the nested
 * params.category), payout, theme, bonus_buy, volatility_rating, live, producer.
 */
export function slotParamsSummary(params: JsonObject | null | undefined): SlotParamsSummary {
  const p = isPlainObject(params) ? params : {};
  const nested = isPlainObject(p.params) ? p.params : {};
  return {
    category: paramText(p.category) ?? paramText(nested.category),
    payout: paramText(p.payout),
    theme: paramText(p.theme),
    bonusBuy: paramBool(p.bonus_buy),
    volatilityRating: paramText(p.volatility_rating),
    live: paramBool(p.live),
    producer: paramText(p.producer),
  };
}
