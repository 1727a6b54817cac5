import {
  pageSchema,
  promoCodeCreateInputSchema,
  promoCodeGetByCodeInputSchema,
  promoCodeIdInputSchema,
  promoCodeSchema,
  promoCodesListInputSchema,
  promoCodeUpdateInputSchema,
  type PromoCodeCreateInput,
  type PromoCodePayload,
  type PromoCodeUpdateInput,
} from '@pitboss/contracts';

/** What PUT /promo-codes/{id} is sent: `null` clears a field. */
type PromoCodeUpdateBody = {
  [K in keyof PromoCodePayload]?: PromoCodePayload[K] | null;
} & Pick<PromoCodePayload, 'code' | 'reward' | 'currency'>;
import { entityAudit } from '../../audit/spec.js';
import { apiInput, apiProcedure } from '../../trpc/api-procedure.js';
import { restRoutes } from '../../trpc/rest-route.js';
import { router } from '../../trpc/trpc.js';
import { ackSchema, jsonObjectAnswerSchema, pageOfWholeList } from '../shared.js';

/** The POST/PUT body: optional fields only when given. */
function payload(input: PromoCodeCreateInput): PromoCodePayload {
  const out: PromoCodePayload = {
    code: input.code,
    reward: input.reward,
    currency: input.currency,
  };
  if (input.max_global_uses != null) out.max_global_uses = input.max_global_uses;
  if (input.valid_from != null) out.valid_from = input.valid_from;
  if (input.valid_until != null) out.valid_until = input.valid_until;
  if (input.metadata != null) {
    const metadata: { campaign?: string; type?: string } = {};
    if (input.metadata.campaign) metadata.campaign = input.metadata.campaign;
    if (input.metadata.type) metadata.type = input.metadata.type;
    if (Object.keys(metadata).length > 0) out.metadata = metadata;
  }
  return out;
}

/**
 * The PUT body: like create, plus `null` for every field the user cleared (max uses, a date, the
 * metadata or one of its keys): the admin API keeps what it is not sent.
 */
function updatePayload(input: PromoCodeUpdateInput): PromoCodeUpdateBody {
  const out: PromoCodeUpdateBody = payload(input);
  if (input.max_global_uses === null) out.max_global_uses = null;
  if (input.valid_from === null) out.valid_from = null;
  if (input.valid_until === null) out.valid_until = null;
  if (input.metadata === null || (input.metadata && !out.metadata)) out.metadata = null;
  return out;
}

/** Promo codes. */
/** The entity before an update. */
const entityBefore = entityAudit((api, id) => api.promoCodes.get(id), ['promoCodes.update']);

const rest = restRoutes('promoCodes');

export const promoCodesRouter = router({
  /** GET /promo-codes answers every code; the gateway pages it. */
  list: apiProcedure
    .input(promoCodesListInputSchema)
    .meta({ openapi: rest.query('list') })
    .output(pageSchema(promoCodeSchema))
    .query(async ({ ctx, input }) => pageOfWholeList(await ctx.api.promoCodes.list(), input)),

  get: apiProcedure
    .input(promoCodeIdInputSchema)
    .meta({ openapi: rest.query('get') })
    .output(promoCodeSchema)
    .query(({ ctx, input }) => ctx.api.promoCodes.get(input.id)),

  /** GET /promo-codes/code/{code} (the code is encoded as one path segment). */
  getByCode: apiProcedure
    .input(promoCodeGetByCodeInputSchema)
    .meta({ openapi: rest.query('getByCode') })
    .output(promoCodeSchema)
    .query(({ ctx, input }) => ctx.api.promoCodes.getByCode(input.code)),

  create: apiInput(promoCodeCreateInputSchema)
    .meta({ openapi: rest.mutation('create') })
    .output(promoCodeSchema)
    .mutation(({ ctx, input }) => ctx.api.promoCodes.create(payload(input))),

  update: apiInput(promoCodeUpdateInputSchema)
    .meta({ audit: entityBefore, openapi: rest.mutation('update') })
    .output(promoCodeSchema)
    .mutation(({ ctx, input }) => ctx.api.promoCodes.update(input.id, updatePayload(input))),

  /** Soft delete (the code keeps `deletedAt`). */
  delete: apiInput(promoCodeIdInputSchema)
    .meta({ openapi: rest.mutation('delete') })
    .output(ackSchema)
    .mutation(({ ctx, input }) => ctx.api.promoCodes.delete(input.id)),

  /** GET /promo-codes/{id}/stats as the admin API answers it (shown as raw JSON). */
  stats: apiProcedure
    .input(promoCodeIdInputSchema)
    .meta({ openapi: rest.query('stats') })
    .output(jsonObjectAnswerSchema)
    .query(({ ctx, input }) => ctx.api.promoCodes.stats(input.id)),
});
