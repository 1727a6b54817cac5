import { auditEntrySchema, auditListInputSchema, pageSchema } from '@pitboss/contracts';
import { z } from 'zod';
import { AuditStore } from '../../audit/store.js';
import { adminProcedure, router } from '../trpc.js';

/** The audit trail of mutations, newest first; filter by user, domain and time range. */
export const auditRouter = router({
  list: adminProcedure
    // no input at all: the first page, unfiltered
    .input(z.preprocess((v) => v ?? {}, auditListInputSchema))
    .output(pageSchema(auditEntrySchema))
    .query(({ ctx, input }) => new AuditStore(ctx.app.database.db).list(input)),
});
