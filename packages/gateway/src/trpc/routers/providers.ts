import {
  pageSchema,
  providerCreateInputSchema,
  providerIdInputSchema,
  providerOrderItems,
  providerSchema,
  providersArchivedInputSchema,
  providersBulkOrderInputSchema,
  providersListInputSchema,
  providersSearchInputSchema,
  providerUpdateInputSchema,
  wholeListSchema,
} from '@pitboss/contracts';
import { apiProcedure } from '../api-procedure.js';
import { router } from '../trpc.js';
import {
  ackSchema,
  bulkOrderResultSchema,
  bulkResult,
  changedOnly,
  refuseOrderWithUnreadable,
} from './shared.js';

const providerPage = pageSchema(providerSchema);

/** Providers (spec 1 §7 "Providers"). */
export const providersRouter = router({
  search: apiProcedure
    .input(providersSearchInputSchema)
    .output(providerPage)
    .query(({ ctx, input }) => ctx.api.providers.search(input)),

  /**
   * Every provider, by display order (non-archived unless `includeArchived`): `{ items,
   * unreadable? }`: rows the admin API sent that cannot be read are counted, not hidden.
   */
  list: apiProcedure
    .input(providersListInputSchema)
    .output(wholeListSchema(providerSchema))
    .query(({ ctx, input }) =>
      ctx.api.providers.all(input.includeArchived ? { includeArchived: true } : {}),
    ),

  archived: apiProcedure
    .input(providersArchivedInputSchema)
    .output(providerPage)
    .query(({ ctx, input }) => ctx.api.providers.archived(input)),

  get: apiProcedure
    .input(providerIdInputSchema)
    .output(providerSchema)
    .query(({ ctx, input }) => ctx.api.providers.get(input.id)),

  create: apiProcedure
    .input(providerCreateInputSchema)
    .output(providerSchema)
    .mutation(({ ctx, input }) =>
      ctx.api.providers.create({
        display_name: input.displayName,
        description: input.description,
        archived: input.archived,
      }),
    ),

  /** PATCH /providers/{id} with the fields given. */
  update: apiProcedure
    .input(providerUpdateInputSchema)
    .output(providerSchema)
    .mutation(({ ctx, input }) =>
      ctx.api.providers.update(input.id, {
        ...(input.displayName !== undefined ? { display_name: input.displayName } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.archived !== undefined ? { archived: input.archived } : {}),
        ...(input.live !== undefined ? { live: input.live } : {}),
      }),
    ),

  archive: apiProcedure
    .input(providerIdInputSchema)
    .output(providerSchema)
    .mutation(({ ctx, input }) => ctx.api.providers.archive(input.id)),
  unarchive: apiProcedure
    .input(providerIdInputSchema)
    .output(providerSchema)
    .mutation(({ ctx, input }) => ctx.api.providers.unarchive(input.id)),
  toggleLive: apiProcedure
    .input(providerIdInputSchema)
    .output(providerSchema)
    .mutation(({ ctx, input }) => ctx.api.providers.toggleLive(input.id)),
  reset: apiProcedure
    .input(providerIdInputSchema)
    .output(providerSchema)
    .mutation(({ ctx, input }) => ctx.api.providers.reset(input.id)),
  delete: apiProcedure
    .input(providerIdInputSchema)
    .output(ackSchema)
    .mutation(({ ctx, input }) => ctx.api.providers.delete(input.id)),

  /**
   * {providerOrders:[{providerId, order}]}: 1-based positions among the non-archived providers.
   * A full order is reduced to the changed positions; a list of changes goes as it is. Refused
   * (PRECONDITION_FAILED, nothing sent) while some non-archived providers cannot be read: their
   * positions are unknown, and the new ones would move them in silence.
   */
  bulkOrder: apiProcedure
    .input(providersBulkOrderInputSchema)
    .output(bulkOrderResultSchema)
    .mutation(async ({ ctx, input }) => {
      const all = await ctx.api.providers.all();
      refuseOrderWithUnreadable(all.unreadable, 'provider');
      const current = all.items.filter((p) => !p.archived).map((p) => p.id);
      const items = changedOnly(
        current,
        input.providerOrders,
        (i) => i.providerId,
        (i) => i.order,
        providerOrderItems,
      );
      if (items.length === 0) return { success: true, message: 'No changes', sent: 0 };
      return bulkResult(await ctx.api.providers.bulkOrder(items), items.length);
    }),
});
