import {
  emptyPage,
  pageSchema,
  PROMOTIONS,
  promotionArchivePayload,
  promotionCreateInputSchema,
  promotionIdInputSchema,
  promotionImageInputSchema,
  promotionListQuery,
  promotionOrderItems,
  promotionSchema,
  promotionsBulkOrderInputSchema,
  promotionSetArchivedInputSchema,
  promotionsFilterInputSchema,
  promotionsSearchInputSchema,
  promotionUpdateInputSchema,
  type Page,
  type Promotion,
  type PromotionPayload,
  type PromotionUpdatePayload,
  type WholeList,
  wholeList,
  wholeListSchema,
} from '@pitboss/contracts';
import type { AdminApi } from '../../upstream/api.js';
import { UpstreamError } from '../../upstream/errors.js';
import { entityAudit, imageRemovalAudit, orderAudit, stateOf } from '../../audit/spec.js';
import { refuseWhileApprovalRequired } from '../../changes/service.js';
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

const promotionPage = pageSchema(promotionSchema);

/** A 404 on filter or search is an empty list with total 0. */
async function orEmpty(
  page: number,
  load: () => Promise<Page<Promotion>>,
): Promise<Page<Promotion>> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 404) return emptyPage(page);
    throw err;
  }
}

/**
 * Page 1, limit 1000, ascending, non-archived: the order-mode list, with the count of
 * rows that could not be read (absent when 0).
 */
async function allForOrdering(api: AdminApi): Promise<WholeList<Promotion>> {
  const { items, unreadable } = await orEmpty(PROMOTIONS.orderModePage, () =>
    api.promotions.filter(
      promotionListQuery({
        filter: 'default',
        page: PROMOTIONS.orderModePage,
        limit: PROMOTIONS.orderModeLimit,
        order: 'ASC',
      }),
    ),
  );
  return wholeList(items, unreadable);
}

/**
 * Promotions. Payloads are built by the contracts' input schemas; the content's
 * HTML is sanitised by the admin API client (`upstream/api.ts`) on every write.
 */
/** The promotion before an update. */
export const promotionAudit = entityAudit(
  (api, id) => api.promotions.get(id),
  [
    'promotions.update',
    'promotions.setArchived',
    'promotions.deleteImage',
    'promotions.uploadImage',
  ],
);

/** The order mode's list before a bulk order (also what the procedure sends changes against). */
const promotionOrderAudit = orderAudit(
  (api, _input: { promotionOrders: { promotionID: string; order_hint: number }[] }) =>
    allForOrdering(api),
  (all) => all.items.map((p) => p.id),
  (input) => input.promotionOrders.map((o) => ({ id: o.promotionID, order: o.order_hint })),
  { procedures: ['promotions.bulkOrder'], target: () => null },
);

const rest = restRoutes('promotions');

export const promotionsRouter = router({
  /** GET promotions/filter with the filter option's flags. */
  filter: apiProcedure
    .input(promotionsFilterInputSchema)
    .meta({ openapi: rest.query('filter') })
    .output(promotionPage)
    .query(({ ctx, input }) =>
      orEmpty(input.page, () => ctx.api.promotions.filter(promotionListQuery(input))),
    ),

  /** GET promotions/search (the filter's query plus `search`); no match → an empty page. */
  search: apiProcedure
    .input(promotionsSearchInputSchema)
    .meta({ openapi: rest.query('search') })
    .output(promotionPage)
    .query(({ ctx, input }) =>
      orEmpty(input.page, () => ctx.api.promotions.search(promotionListQuery(input))),
    ),

  get: apiProcedure
    .input(promotionIdInputSchema)
    .meta({ openapi: rest.query('get') })
    .output(promotionSchema)
    .query(({ ctx, input }) => ctx.api.promotions.get(input.id)),

  /** `{ items, unreadable? }`: rows the admin API sent that cannot be read are counted, not hidden. */
  listAllForOrdering: apiProcedure
    .meta({ openapi: rest.query('listAllForOrdering') })
    .output(wholeListSchema(promotionSchema))
    .query(async ({ ctx }) => withOrderVersion(await allForOrdering(ctx.api))),

  /** POST promotions/create with the create payload. */
  create: apiInput(promotionCreateInputSchema)
    .meta({ openapi: rest.mutation('create') })
    .output(promotionSchema)
    .mutation(({ ctx, input }) => ctx.api.promotions.create(input satisfies PromotionPayload)),

  /** PATCH promotions/{id}/update with the update payload (the create payload plus id, archived when given). */
  update: apiInput(promotionUpdateInputSchema)
    .meta({ audit: promotionAudit, openapi: rest.mutation('update') })
    .output(promotionSchema)
    .mutation(({ ctx, input }) => {
      const { base: _base, ...payload } = input;
      return ctx.api.promotions.update(input.id, payload satisfies PromotionUpdatePayload);
    }),

  /** Archive or unarchive: PATCH promotions/{id}/update with the archive payload. */
  setArchived: apiInput(promotionSetArchivedInputSchema)
    .meta({ audit: promotionAudit, openapi: rest.mutation('setArchived') })
    .output(promotionSchema)
    .mutation(async ({ ctx, input }) => {
      const current = await stateOf(ctx, promotionAudit, input);
      // the archive payload flips `archived`: start from the opposite of the wanted state
      return ctx.api.promotions.update(
        input.id,
        promotionArchivePayload({ ...current, archived: !input.archived }),
      );
    }),

  delete: apiInput(promotionIdInputSchema)
    .meta({ openapi: rest.mutation('delete') })
    .output(ackSchema)
    .mutation(({ ctx, input }) => ctx.api.promotions.delete(input.id)),
  deleteImage: apiInput(promotionImageInputSchema)
    .meta({ audit: imageRemovalAudit(promotionAudit), openapi: rest.mutation('deleteImage') })
    .output(ackSchema)
    .mutation(({ ctx, input }) => ctx.api.promotions.deleteImage(input.id)),

  /**
   * {promotionOrders:[{promotionID, order_hint}]}: a full order is reduced to the changed
   * positions (all positions when none changed); a list of changes goes as it is.
   * Refused (PRECONDITION_FAILED, nothing sent) while some promotions of the order mode's list
   * cannot be read: their positions are unknown, and the new ones would move them in silence.
   */
  bulkOrder: apiInput(promotionsBulkOrderInputSchema)
    .meta({ audit: promotionOrderAudit, openapi: rest.mutation('bulkOrder') })
    .output(bulkOrderResultSchema)
    .mutation(async ({ ctx, input }) => {
      const all = await stateOf(ctx, promotionOrderAudit, input);
      refuseOrderWithUnreadable(all.unreadable, 'promotion');
      const current = all.items.map((p) => p.id);
      const items = changedOnly(
        current,
        input.promotionOrders,
        (i) => i.promotionID,
        (i) => i.order_hint,
        promotionOrderItems,
      );
      return bulkResult(await ctx.api.promotions.bulkOrder(items), items.length);
    }),

  /** POST promotions/publish (empty body): every non-archived promotion goes live. */
  publish: apiProcedure
    .meta({ openapi: rest.mutation('publish') })
    .output(ackSchema)
    .mutation(({ ctx }) => {
      refuseWhileApprovalRequired(ctx.services, 'promotions.publish');
      return ctx.api.promotions.publish();
    }),
});
