import { auditListInputSchema, auditPageSchema, auditVerifyResultSchema } from '@pitboss/contracts';
import { z } from 'zod';
import { verifyAuditChain } from '../../audit/chain.js';
import { AuditStore } from '../../audit/store.js';
import { restRoutes } from '../../trpc/rest-route.js';
import { adminProcedure, router } from '../../trpc/trpc.js';

const rest = restRoutes('audit');

/**
 * The audit trail, newest first; filters by user, section, target, outcome, time and saved view.
 * Its CSV export is a streamed download, `GET /api/audit/export` (`src/routes/audit-export.ts`).
 */
export const auditRouter = router({
  list: adminProcedure
    // no input at all: the first page, unfiltered
    .input(z.preprocess((v) => v ?? {}, auditListInputSchema))
    .meta({ openapi: rest.query('list') })
    .output(auditPageSchema)
    .query(({ ctx, input }) => new AuditStore(ctx.services.database.db).list(input)),

  /** The hash chain checked from the first row to the newest (see `verifyAuditChain`). */
  verify: adminProcedure
    .meta({ openapi: rest.query('verify') })
    .output(auditVerifyResultSchema)
    .query(({ ctx }) => verifyAuditChain(ctx.services.database.db)),
});
