import { z } from 'zod';
import {
  entityIdSchema,
  firstDefined,
  looseBool,
  looseNumber,
  looseText,
  looseTimestamp,
  timestampSchema,
  upstreamIdSchema,
} from './common.js';

/** A game provider. */
export const providerSchema = z.strictObject({
  id: entityIdSchema,
  displayName: z.string(),
  description: z.string(),
  slug: z.string().nullable(),
  imageUrl: z.string().nullable(),
  live: z.boolean(),
  archived: z.boolean(),
  unedited: z.boolean(),
  orderHint: z.number(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Provider = z.infer<typeof providerSchema>;

export const upstreamProviderSchema = z
  .looseObject({
    id: upstreamIdSchema,
    display_name: looseText,
    displayName: looseText,
    name: looseText,
    description: looseText,
    slug: looseText,
    image_url: looseText,
    imageUrl: looseText,
    live: looseBool,
    archived: looseBool,
    unedited: looseBool,
    order_hint: looseNumber,
    orderHint: looseNumber,
    created_at: looseTimestamp,
    createdAt: looseTimestamp,
    updated_at: looseTimestamp,
    updatedAt: looseTimestamp,
  })
  .transform((p): Provider => ({
    id: p.id,
    displayName: firstDefined(p.display_name, p.displayName, p.name, p.slug) ?? '',
    description: p.description ?? '',
    slug: p.slug,
    imageUrl: firstDefined(p.image_url, p.imageUrl),
    live: p.live,
    archived: p.archived,
    unedited: p.unedited,
    orderHint: firstDefined(p.order_hint, p.orderHint) ?? 0,
    createdAt: firstDefined(p.created_at, p.createdAt),
    updatedAt: firstDefined(p.updated_at, p.updatedAt),
  }))
  .pipe(providerSchema);
export type UpstreamProvider = z.input<typeof upstreamProviderSchema>;
