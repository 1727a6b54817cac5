import { publishChangesSchema, publishResultSchema } from '@pitboss/contracts';
import { AuditStore } from '../../audit/store.js';
import { apiProcedure } from '../api-procedure.js';
import { router } from '../trpc.js';
import { jsonObjectAnswerSchema } from './shared.js';

/** The catalogue as a whole (spec 1 §7 "Other"); backup download and import are HTTP routes. */
export const catalogueRouter = router({
  /** POST /publish → counts (a success is the baseline of `changesSinceLastPublish`). */
  publish: apiProcedure
    .output(publishResultSchema)
    .mutation(({ ctx }) => ctx.api.catalogue.publish()),

  /** POST /reset: the working catalogue restored from the last publish. */
  reset: apiProcedure.output(publishResultSchema).mutation(({ ctx }) => ctx.api.catalogue.reset()),

  refreshSoftswiss: apiProcedure
    .output(jsonObjectAnswerSchema)
    .mutation(({ ctx }) => ctx.api.catalogue.refreshSoftswiss()),

  /** For the publish confirmation: distinct slots, providers and groups changed since the last publish, and by whom. */
  changesSinceLastPublish: apiProcedure
    .output(publishChangesSchema)
    .query(({ ctx }) => new AuditStore(ctx.app.database.db).changesSinceLastPublish()),
});
