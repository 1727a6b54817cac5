import { auditEntrySchema, auditListInputSchema, pageSchema } from '@pitboss/contracts';
import { AuditStore } from '../../audit/store.js';
import { adminProcedure, router } from '../trpc.js';

/** The audit trail of mutations, newest first; filter by user, domain and time range. */
export const auditRouter = router({
  list: adminProcedure
    .input(auditListInputSchema)
    .output(pageSchema(auditEntrySchema))
    .query(({ ctx, input }) => new AuditStore(ctx.app.database.db).list(input)),
});
