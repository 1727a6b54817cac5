import {
  changeApproveInputSchema,
  changeCountsSchema,
  changeIdInputSchema,
  changeListInputSchema,
  changeRejectInputSchema,
  changeRequestSchema,
  changeSubmitInputSchema,
  pageSchema,
} from '@pitboss/contracts';
import { z } from 'zod';
import { approve, cancel, getRequest, reject, submit } from '../../changes/service.js';
import { ChangeRequestStore } from '../../changes/store.js';
import { apiInput, apiProcedure } from '../../trpc/api-procedure.js';
import { restRoutes } from '../../trpc/rest-route.js';
import { router } from '../../trpc/trpc.js';

const callerOf = (ctx: Parameters<Parameters<typeof apiProcedure.query>[0]>[0]['ctx']) => ({
  services: ctx.services,
  api: ctx.api,
  principal: ctx.principal,
});

const rest = restRoutes('changeRequests');

/**
 * Change control: a request for an action that needs a second administrator, decided by another
 * one (never its author, whoever calls: session, bearer or REST), applied at once or at its
 * scheduled time. An import's request is submitted with its file (`POST /api/uploads/backup/request`).
 */
export const changeRequestsRouter = router({
  /** {action, note?, scheduledFor?, versionId?} → the pending request with its preview. */
  submit: apiInput(changeSubmitInputSchema)
    .meta({ openapi: rest.mutation('submit') })
    .output(changeRequestSchema)
    .mutation(({ ctx, input }) => submit(callerOf(ctx), input)),

  /** {id, fingerprint}: the preview reviewed; CONFLICT with the new preview if the catalogue changed since. */
  approve: apiInput(changeApproveInputSchema)
    .meta({ openapi: rest.mutation('approve') })
    .output(changeRequestSchema)
    .mutation(({ ctx, input }) => approve(callerOf(ctx), input)),

  /** {id, reason}: a pending or scheduled request ends rejected. */
  reject: apiInput(changeRejectInputSchema)
    .meta({ openapi: rest.mutation('reject') })
    .output(changeRequestSchema)
    .mutation(({ ctx, input }) => reject(callerOf(ctx), input)),

  /** {id}: the author withdraws a pending or scheduled request. */
  cancel: apiInput(changeIdInputSchema)
    .meta({ openapi: rest.mutation('cancel') })
    .output(changeRequestSchema)
    .mutation(({ ctx, input }) => cancel(callerOf(ctx), input)),

  /** Newest first; `status` one status, `open` (pending, scheduled, running) or `history`. */
  list: apiProcedure
    .input(z.preprocess((v) => v ?? {}, changeListInputSchema))
    .meta({ openapi: rest.query('list') })
    .output(pageSchema(changeRequestSchema))
    .query(({ ctx, input }) => new ChangeRequestStore(ctx.services.database.db).list(input)),

  /** One request; while open, with its preview computed now. */
  get: apiProcedure
    .input(changeIdInputSchema)
    .meta({ openapi: rest.query('get') })
    .output(changeRequestSchema)
    .query(({ ctx, input }) => getRequest(callerOf(ctx), input.id)),

  /** The shell's badge: pending and scheduled requests; and the actions that need approval. */
  counts: apiProcedure
    .meta({ openapi: rest.query('counts') })
    .output(changeCountsSchema)
    .query(async ({ ctx }) => ({
      ...(await new ChangeRequestStore(ctx.services.database.db).counts()),
      required: ctx.services.config.changeControl.approvalsRequired,
    })),
});
