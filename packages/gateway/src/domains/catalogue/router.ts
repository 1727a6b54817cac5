import {
  cataloguePublishInputSchema,
  publishChangesSchema,
  publishResultSchema,
} from '@pitboss/contracts';
import { AuditStore } from '../../audit/store.js';
import { refuseWhileApprovalRequired } from '../../changes/service.js';
import { publishWithSnapshot } from '../../publishes/service.js';
import { apiInput, apiProcedure } from '../../trpc/api-procedure.js';
import { restRoutes } from '../../trpc/rest-route.js';
import { router } from '../../trpc/trpc.js';
import { actorOf, jsonObjectAnswerSchema } from '../shared.js';

const rest = restRoutes('catalogue');

/** The catalogue as a whole; backup download and import are HTTP routes. */
export const catalogueRouter = router({
  /**
   * A snapshot of the working catalogue into the publish history, then POST /publish → counts (a
   * success is the baseline of `changesSinceLastPublish`). One publish at a time (CONFLICT
   * otherwise); a snapshot that fails stops it (PRECONDITION_FAILED) unless `withoutSnapshot`.
   */
  publish: apiInput(cataloguePublishInputSchema)
    .meta({ openapi: rest.mutation('publish') })
    .output(publishResultSchema)
    .mutation(({ ctx, input }) => {
      refuseWhileApprovalRequired(ctx.services, 'publish');
      return publishWithSnapshot(
        { services: ctx.services, api: ctx.api, actor: actorOf(ctx.principal.user) },
        { withoutSnapshot: input?.withoutSnapshot },
      );
    }),

  /** POST /reset: the working catalogue restored from the last publish. */
  reset: apiProcedure
    .meta({ openapi: rest.mutation('reset') })
    .output(publishResultSchema)
    .mutation(({ ctx }) => {
      refuseWhileApprovalRequired(ctx.services, 'reset');
      return ctx.api.catalogue.reset();
    }),

  refreshSoftswiss: apiProcedure
    .meta({ openapi: rest.mutation('refreshSoftswiss') })
    .output(jsonObjectAnswerSchema)
    .mutation(({ ctx }) => ctx.api.catalogue.refreshSoftswiss()),

  /** For the publish confirmation: distinct slots, providers and groups changed since the last publish, and by whom. */
  changesSinceLastPublish: apiProcedure
    .meta({ openapi: rest.query('changesSinceLastPublish') })
    .output(publishChangesSchema)
    .query(({ ctx }) => new AuditStore(ctx.services.database.db).changesSinceLastPublish()),
});
