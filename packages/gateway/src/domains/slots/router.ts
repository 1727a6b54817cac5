import {
  changedFields,
  createSlotInputSchema,
  deleteFromCasinoInputSchema,
  demoPlayResultSchema,
  stillInProductionMessage,
  orderSlotSchema,
  pageSchema,
  slotFilterQuery,
  slotActionInputSchema,
  slotIdInputSchema,
  slotOrderItems,
  slotSchema,
  slotsArchivedInputSchema,
  slotsBulkOrderInputSchema,
  slotSetGroupsInputSchema,
  slotsFilterInputSchema,
  slotsListAllInGroupInputSchema,
  slotsSearchInputSchema,
  slotUpdateInputSchema,
  updateSlotPayloadFromInput,
  wholeListSchema,
  type CreateSlotPayload,
} from '@pitboss/contracts';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { entityAudit, imageRemovalAudit, orderAudit, stateOf } from '../../audit/spec.js';
import type { AdminApi } from '../../upstream/api.js';
import { allInGroup, allInGroupForOrdering } from '../../upstream/all-pages.js';
import { parsedAnswer } from '../../trpc/parsed-answer.js';
import { apiInput, apiProcedure } from '../../trpc/api-procedure.js';
import { restRoutes } from '../../trpc/rest-route.js';
import { router } from '../../trpc/trpc.js';
import {
  ackSchema,
  bulkOrderResultSchema,
  bulkResult,
  changedOnly,
  jsonObjectAnswerSchema,
  refuseOrderWithUnreadable,
  withOrderVersion,
} from '../shared.js';

const slotPage = pageSchema(slotSchema);

const rest = restRoutes('slots');

/** The slot before an update (also the procedure's own read of it). */
export const slotAudit = entityAudit(
  (api, id) => api.slots.get(id),
  ['slots.update', 'slots.setGroups', 'slots.reset', 'slots.deleteImage', 'slots.uploadImage'],
);
const slotImageAudit = imageRemovalAudit(slotAudit);

/** The group's whole order before a bulk order (also what the procedure sends changes against). */
const slotOrderAudit = orderAudit(
  (api, input: { groupId: string; slotOrders: { slotId: string; order: number }[] }) =>
    allInGroup(api, input.groupId),
  (group) => group.items.map((s) => s.id),
  (input) => input.slotOrders.map((o) => ({ id: o.slotId, order: o.order })),
  { procedures: ['slots.bulkOrder'], target: (input) => input.groupId },
);

const originOf = (url: string): string | null => {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
};

/** A launch URL on an origin the CSP does not allow in frames. */
const demoOriginRefusedMessage = (origin: string | null): string =>
  `The demo game is served from ${origin ?? 'an invalid address'}, which is not an allowed demo origin (DEMO_ORIGINS).`;

/**
 * POST /delete-from-casino {type: 'slot', identifiers} after an archive. The slot is archived
 * already when this fails: the failure says so, and that archiving again retries the removal.
 */
async function removeFromProduction(api: AdminApi, identifier: string): Promise<void> {
  try {
    await api.catalogue.deleteFromCasino({ type: 'slot', identifiers: [identifier] });
  } catch (err) {
    const detail = err instanceof Error && err.message ? ` (${err.message})` : '';
    throw new TRPCError({
      code: 'BAD_GATEWAY',
      // No `cause`: the upstream error would replace this text (api-procedure.ts).
      message: `${stillInProductionMessage()}${detail}`,
    });
  }
}

/** Slots. */
export const slotsRouter = router({
  /** GET /slots/filter; `sort` becomes byTitle/byReleased/byUpdated, `status` isArchived. */
  filter: apiProcedure
    .input(slotsFilterInputSchema)
    .meta({ openapi: rest.query('filter') })
    .output(parsedAnswer(slotPage))
    .query(({ ctx, input }) => ctx.api.slots.filter(slotFilterQuery(input))),

  search: apiProcedure
    .input(slotsSearchInputSchema)
    .meta({ openapi: rest.query('search') })
    .output(parsedAnswer(slotPage))
    .query(({ ctx, input }) => ctx.api.slots.search(input)),

  archived: apiProcedure
    .input(slotsArchivedInputSchema)
    .meta({ openapi: rest.query('archived') })
    .output(parsedAnswer(slotPage))
    .query(({ ctx, input }) => ctx.api.slots.archived(input)),

  get: apiProcedure
    .input(slotIdInputSchema)
    .meta({ openapi: rest.query('get') })
    .output(slotSchema)
    .query(({ ctx, input }) => ctx.api.slots.get(input.id)),

  /**
   * Every slot of a group in its order (order-edit mode): 100 per request, up to 50 pages.
   * `{ items, unreadable? }`: rows the admin API sent that cannot be read are counted, not hidden.
   */
  listAllInGroup: apiProcedure
    .input(slotsListAllInGroupInputSchema)
    .meta({ openapi: rest.query('listAllInGroup') })
    .output(parsedAnswer(wholeListSchema(slotSchema)))
    .query(async ({ ctx, input }) => withOrderVersion(await allInGroup(ctx.api, input.groupId))),

  /**
   * The same list with each slot cut to what order mode shows (`OrderSlot`: id, title, image,
   * provider names); the web's order mode loads this one.
   */
  listAllForOrdering: apiProcedure
    .input(slotsListAllInGroupInputSchema)
    .meta({ openapi: rest.query('listAllForOrdering') })
    .output(parsedAnswer(wholeListSchema(orderSlotSchema)))
    .query(async ({ ctx, input }) =>
      withOrderVersion(await allInGroupForOrdering(ctx.api, input.groupId)),
    ),

  /** POST /slots/create with the spec's defaults; answers the new id. */
  create: apiInput(createSlotInputSchema)
    .meta({ openapi: rest.mutation('create') })
    .output(z.strictObject({ id: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const payload = Object.fromEntries(
        Object.entries(input).filter(([, v]) => v !== undefined),
      ) as CreateSlotPayload;
      return { id: await ctx.api.slots.create(payload) };
    }),

  /**
   * PATCH /slots/{id}/update with only the fields that differ from the slot as it is now
   * (snake_case). Nothing changed: the slot as it is, nothing sent.
   */
  update: apiInput(slotUpdateInputSchema)
    .meta({ audit: slotAudit, openapi: rest.mutation('update') })
    .output(slotSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, base: _base, ...changes } = input;
      const current = await stateOf(ctx, slotAudit, input);
      const changed = changedFields(current as unknown as Partial<typeof changes>, changes);
      // Archiving "removes it from production" — explicitly (POST /delete-from-casino), never
      // left to a side effect of the update. Asked of a slot archived already, it is the retry of
      // a removal that failed: the update has nothing to change, the removal is sent again.
      const archiving = changes.archived === true;
      if (Object.keys(changed).length === 0 && !archiving) return current;
      const updated =
        Object.keys(changed).length === 0
          ? current
          : await ctx.api.slots.update(id, updateSlotPayloadFromInput(changed));
      if (archiving) await removeFromProduction(ctx.api, updated.identifier ?? updated.id);
      return updated;
    }),

  deleteImage: apiInput(slotActionInputSchema)
    .meta({ audit: slotImageAudit, openapi: rest.mutation('deleteImage') })
    .output(ackSchema)
    .mutation(({ ctx, input }) => ctx.api.slots.deleteImage(input.id)),
  reset: apiInput(slotActionInputSchema)
    .meta({ audit: slotAudit, openapi: rest.mutation('reset') })
    .output(slotSchema)
    .mutation(({ ctx, input }) => ctx.api.slots.reset(input.id)),
  delete: apiInput(slotIdInputSchema)
    .meta({ openapi: rest.mutation('delete') })
    .output(ackSchema)
    .mutation(({ ctx, input }) => ctx.api.slots.delete(input.id)),

  /** The slot's groups become exactly `groupIds` (added ones go to the end of their group). */
  setGroups: apiInput(slotSetGroupsInputSchema)
    .meta({ audit: slotAudit, openapi: rest.mutation('setGroups') })
    .output(slotSchema)
    .mutation(async ({ ctx, input }) => {
      const current = await stateOf(ctx, slotAudit, input);
      const wanted = [...new Set(input.groupIds)];
      const add = wanted.filter((g) => !current.groupIds.includes(g));
      const remove = current.groupIds.filter((g) => !wanted.includes(g));
      if (add.length > 0) await ctx.api.slots.addGroups(input.id, add);
      if (remove.length > 0) await ctx.api.slots.removeGroups(input.id, remove);
      return add.length + remove.length > 0 ? ctx.api.slots.get(input.id) : current;
    }),

  /**
   * {groupId, slotOrders:[{slotId, order}]}: 1-based positions in the group. A full order is
   * reduced to the changed positions; a list of changes goes as it is.
   */
  bulkOrder: apiInput(slotsBulkOrderInputSchema)
    .meta({ audit: slotOrderAudit, openapi: rest.mutation('bulkOrder') })
    .output(bulkOrderResultSchema)
    .mutation(async ({ ctx, input }) => {
      const group = await stateOf(ctx, slotOrderAudit, input);
      // positions counted without the rows the contracts cannot read would move them unseen
      refuseOrderWithUnreadable(group.unreadable, 'slot');
      const current = group.items.map((s) => s.id);
      const items = changedOnly(
        current,
        input.slotOrders,
        (i) => i.slotId,
        (i) => i.order,
        slotOrderItems,
      );
      if (items.length === 0) return { success: true, message: 'No changes', sent: 0 };
      return bulkResult(await ctx.api.slots.bulkOrder(input.groupId, items), items.length);
    }),

  /** POST /slots/{id}/demoplay → {launchUrl}. */
  demoPlay: apiInput(slotIdInputSchema)
    .meta({ openapi: rest.mutation('demoPlay') })
    .output(demoPlayResultSchema)
    .mutation(async ({ ctx, input }) => {
      const { launchUrl } = await ctx.api.slots.demoPlay(input.id);
      if (!launchUrl)
        throw new TRPCError({
          code: 'BAD_GATEWAY',
          message: 'Failed to launch demo game. Please try again.',
        });
      // The web frames the launch URL: an origin the CSP's frame-src refuses would show a refused
      // frame, so it is named here instead (the operator adds it to DEMO_ORIGINS).
      const origin = originOf(launchUrl);
      if (origin === null || !ctx.services.config.demoOrigins.includes(origin))
        throw new TRPCError({ code: 'BAD_GATEWAY', message: demoOriginRefusedMessage(origin) });
      return { launchUrl };
    }),

  refreshMaterializedView: apiProcedure
    .meta({ openapi: rest.mutation('refreshMaterializedView') })
    .output(jsonObjectAnswerSchema)
    .mutation(({ ctx }) => ctx.api.slots.refreshMaterializedView()),

  /** POST /delete-from-casino {type, identifiers}. */
  deleteFromCasino: apiInput(deleteFromCasinoInputSchema)
    .meta({ openapi: rest.mutation('deleteFromCasino') })
    .output(jsonObjectAnswerSchema)
    .mutation(({ ctx, input }) => ctx.api.catalogue.deleteFromCasino(input)),
});
