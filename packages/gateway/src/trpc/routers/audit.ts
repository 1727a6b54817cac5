import {
  AUDIT_EXPORT_MAX_ROWS,
  auditEntrySchema,
  auditExportInputSchema,
  auditExportResultSchema,
  auditListInputSchema,
  pageSchema,
} from '@pitboss/contracts';
import { z } from 'zod';
import { auditCsv } from '../../audit/csv.js';
import { AuditStore } from '../../audit/store.js';
import { adminProcedure, router } from '../trpc.js';

/** The audit trail of mutations, newest first; filters by user, section, target, outcome, time. */
export const auditRouter = router({
  list: adminProcedure
    // no input at all: the first page, unfiltered
    .input(z.preprocess((v) => v ?? {}, auditListInputSchema))
    .output(pageSchema(auditEntrySchema))
    .query(({ ctx, input }) => new AuditStore(ctx.services.database.db).list(input)),

  /** Every matching row (up to AUDIT_EXPORT_MAX_ROWS, newest first) as CSV text. */
  export: adminProcedure
    .input(z.preprocess((v) => v ?? {}, auditExportInputSchema))
    .output(auditExportResultSchema)
    .query(async ({ ctx, input }) => {
      const { items, truncated } = await new AuditStore(ctx.services.database.db).export(
        input,
        AUDIT_EXPORT_MAX_ROWS,
      );
      const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
      return {
        filename: `pitboss-activity-${stamp}.csv`,
        csv: auditCsv(items),
        rows: items.length,
        truncated,
      };
    }),
});
