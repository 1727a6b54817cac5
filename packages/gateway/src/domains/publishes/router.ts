import {
  pageSchema,
  publishRecordSchema,
  publishesDiffInputSchema,
  publishesDiffResultSchema,
  publishesListInputSchema,
  publishesRestoreInputSchema,
  publishesRestoreResultSchema,
} from '@pitboss/contracts';
import { z } from 'zod';
import { refuseWhileApprovalRequired } from '../../changes/service.js';
import { diffVersions, restoreVersion } from '../../publishes/service.js';
import { PublishStore } from '../../publishes/store.js';
import { apiInput, apiProcedure } from '../../trpc/api-procedure.js';
import { restRoutes } from '../../trpc/rest-route.js';
import { router } from '../../trpc/trpc.js';
import { actorOf } from '../shared.js';

const rest = restRoutes('publishes');

/** Publish history: every publish and rollback with its snapshot, diffs between versions, rollback. */
export const publishesRouter = router({
  /** Newest first; a restore under way shows its current step. */
  list: apiProcedure
    .input(z.preprocess((v) => v ?? {}, publishesListInputSchema))
    .meta({ openapi: rest.query('list') })
    .output(pageSchema(publishRecordSchema))
    .query(({ ctx, input }) =>
      new PublishStore(ctx.services.database.db).list(input.page, input.limit),
    ),

  /** {from, to}: a snapshot id or 'current' (the working catalogue now) on each side. */
  diff: apiProcedure
    .input(publishesDiffInputSchema)
    .meta({ openapi: rest.query('diff') })
    .output(publishesDiffResultSchema)
    .query(({ ctx, input }) => diffVersions({ services: ctx.services, api: ctx.api }, input)),

  /** {snapshotId, reason}: snapshot the present, import that version, publish. */
  restore: apiInput(publishesRestoreInputSchema)
    .meta({ openapi: rest.mutation('restore') })
    .output(publishesRestoreResultSchema)
    .mutation(({ ctx, input }) => {
      refuseWhileApprovalRequired(ctx.services, 'restore');
      return restoreVersion(
        { services: ctx.services, api: ctx.api, actor: actorOf(ctx.principal.user) },
        input,
      );
    }),
});
