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

/** A slot group. */
export const groupSchema = z.strictObject({
  id: entityIdSchema,
  displayName: z.string(),
  name: z.string().nullable(),
  slug: z.string().nullable(),
  orderHint: z.number(),
  archived: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Group = z.infer<typeof groupSchema>;

export const upstreamGroupSchema = z
  .looseObject({
    id: upstreamIdSchema,
    display_name: looseText,
    displayName: looseText,
    name: looseText,
    slug: looseText,
    order_hint: looseNumber,
    orderHint: looseNumber,
    archived: looseBool,
    created_at: looseTimestamp,
    createdAt: looseTimestamp,
    updated_at: looseTimestamp,
    updatedAt: looseTimestamp,
  })
  .transform((g): Group => ({
    id: g.id,
    displayName: firstDefined(g.display_name, g.displayName, g.name, g.slug) ?? '',
    name: g.name,
    slug: g.slug,
    orderHint: firstDefined(g.order_hint, g.orderHint) ?? 0,
    archived: g.archived,
    createdAt: firstDefined(g.created_at, g.createdAt),
    updatedAt: firstDefined(g.updated_at, g.updatedAt),
  }))
  .pipe(groupSchema);
export type UpstreamGroup = z.input<typeof upstreamGroupSchema>;
