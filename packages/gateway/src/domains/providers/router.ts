import {
  pageSchema,
  providerCreateInputSchema,
  providerActionInputSchema,
  providerIdInputSchema,
  providerOrderItems,
  providerSchema,
  providersArchivedInputSchema,
  providersBulkOrderInputSchema,
  providersListInputSchema,
  providersSearchInputSchema,
  providerUpdateInputSchema,
  wholeListSchema,
  type Provider,
  type WholeList,
} from '@pitboss/contracts';
import { entityAudit, orderAudit, stateOf } from '../../audit/spec.js';
import { allProvidersForOrdering } from '../../upstream/all-pages.js';
import { apiInput, apiProcedure } from '../../trpc/api-procedure.js';
import { restRoutes } from '../../trpc/rest-route.js';
import { router } from '../../trpc/trpc.js';
import {
  ackSchema,
  bulkOrderResultSchema,
  bulkResult,
  changedOnly,
  refuseOrderWithUnreadable,
  withOrderVersion,
} from '../shared.js';

const providerPage = pageSchema(providerSchema);

/** Providers. */
/** The provider before an update. */
export const providerAudit = entityAudit(
  (api, id) => api.providers.get(id),
  [
    'providers.update',
    'providers.archive',
    'providers.unarchive',
    'providers.toggleLive',
    'providers.reset',
    'providers.uploadLogo',
  ],
);

/** The providers' order: positions count the non-archived ones. */
const orderedIds = (all: WholeList<Provider>) =>
  all.items.filter((p) => !p.archived).map((p) => p.id);

/** Every provider before a bulk order. */
const providerOrderAudit = orderAudit(
  (api, _input: { providerOrders: { providerId: string; order: number }[] }) => api.providers.all(),
  orderedIds,
  (input) => input.providerOrders.map((o) => ({ id: o.providerId, order: o.order })),
  { procedures: ['providers.bulkOrder'], target: () => null },
);

const rest = restRoutes('providers');

export const providersRouter = router({
  search: apiProcedure
    .input(providersSearchInputSchema)
    .meta({ openapi: rest.query('search') })
    .output(providerPage)
    .query(({ ctx, input }) => ctx.api.providers.search(input)),

  /**
   * Every provider, by display order (non-archived unless `includeArchived`): `{ items,
   * unreadable? }`: rows the admin API sent that cannot be read are counted, not hidden.
   */
  list: apiProcedure
    .input(providersListInputSchema)
    .meta({ openapi: rest.query('list') })
    .output(wholeListSchema(providerSchema))
    .query(async ({ ctx, input }) =>
      input.includeArchived
        ? ctx.api.providers.all({ includeArchived: true })
        : withOrderVersion(await ctx.api.providers.all(), orderedIds),
    ),

  /**
   * Every non-archived provider in display order for Edit Order: `providers.search` read 100 at
   * a time (at most 50 pages) by the gateway, as the slots' order mode reads a group.
   */
  listAllForOrdering: apiProcedure
    .meta({ openapi: rest.query('listAllForOrdering') })
    .output(wholeListSchema(providerSchema))
    .query(({ ctx }) => allProvidersForOrdering(ctx.api)),

  archived: apiProcedure
    .input(providersArchivedInputSchema)
    .meta({ openapi: rest.query('archived') })
    .output(providerPage)
    .query(({ ctx, input }) => ctx.api.providers.archived(input)),

  get: apiProcedure
    .input(providerIdInputSchema)
    .meta({ openapi: rest.query('get') })
    .output(providerSchema)
    .query(({ ctx, input }) => ctx.api.providers.get(input.id)),

  create: apiInput(providerCreateInputSchema)
    .meta({ openapi: rest.mutation('create') })
    .output(providerSchema)
    .mutation(({ ctx, input }) =>
      ctx.api.providers.create({
        display_name: input.displayName,
        description: input.description,
        archived: input.archived,
      }),
    ),

  /** PATCH /providers/{id} with the fields given. */
  update: apiInput(providerUpdateInputSchema)
    .meta({ audit: providerAudit, openapi: rest.mutation('update') })
    .output(providerSchema)
    .mutation(({ ctx, input }) =>
      ctx.api.providers.update(input.id, {
        ...(input.displayName !== undefined ? { display_name: input.displayName } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.archived !== undefined ? { archived: input.archived } : {}),
        ...(input.live !== undefined ? { live: input.live } : {}),
      }),
    ),

  archive: apiInput(providerActionInputSchema)
    .meta({ audit: providerAudit, openapi: rest.mutation('archive') })
    .output(providerSchema)
    .mutation(({ ctx, input }) => ctx.api.providers.archive(input.id)),
  unarchive: apiInput(providerActionInputSchema)
    .meta({ audit: providerAudit, openapi: rest.mutation('unarchive') })
    .output(providerSchema)
    .mutation(({ ctx, input }) => ctx.api.providers.unarchive(input.id)),
  toggleLive: apiInput(providerActionInputSchema)
    .meta({ audit: providerAudit, openapi: rest.mutation('toggleLive') })
    .output(providerSchema)
    .mutation(({ ctx, input }) => ctx.api.providers.toggleLive(input.id)),
  reset: apiInput(providerActionInputSchema)
    .meta({ audit: providerAudit, openapi: rest.mutation('reset') })
    .output(providerSchema)
    .mutation(({ ctx, input }) => ctx.api.providers.reset(input.id)),
  delete: apiInput(providerIdInputSchema)
    .meta({ openapi: rest.mutation('delete') })
    .output(ackSchema)
    .mutation(({ ctx, input }) => ctx.api.providers.delete(input.id)),

  /**
   * {providerOrders:[{providerId, order}]}: 1-based positions among the non-archived providers.
   * A full order is reduced to the changed positions; a list of changes goes as it is. Refused
   * (PRECONDITION_FAILED, nothing sent) while some non-archived providers cannot be read: their
   * positions are unknown, and the new ones would move them in silence.
   */
  bulkOrder: apiInput(providersBulkOrderInputSchema)
    .meta({ audit: providerOrderAudit, openapi: rest.mutation('bulkOrder') })
    .output(bulkOrderResultSchema)
    .mutation(async ({ ctx, input }) => {
      const all = await stateOf(ctx, providerOrderAudit, input);
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
