import {
  pageSchema,
  tableCreateInputSchema,
  tableIdInputSchema,
  tableSchema,
  tablesListInputSchema,
  tableUpdateInputSchema,
} from '@pitboss/contracts';
import { apiProcedure } from '../api-procedure.js';
import { router } from '../trpc.js';
import { ackSchema, pageOfWholeList } from './shared.js';

/** Tables (spec 2 §7 "Table service"). */
export const tablesRouter = router({
  /** The admin API answers every table; the gateway pages it (20 a page by default). */
  list: apiProcedure
    .input(tablesListInputSchema)
    .output(pageSchema(tableSchema))
    .query(async ({ ctx, input }) => {
      const list = await ctx.api.tables.list();
      const q = input.search?.toLowerCase();
      // spec 2 §9 table search: by name or slug (GET /tables answers them all). Rows that could
      // not be read may match too: they are still counted and said (issue 16).
      return pageOfWholeList(
        q
          ? {
              ...list,
              items: list.items.filter(
                (t) => t.name.toLowerCase().includes(q) || t.slug.toLowerCase().includes(q),
              ),
            }
          : list,
        input,
      );
    }),

  get: apiProcedure
    .input(tableIdInputSchema)
    .output(tableSchema)
    .query(({ ctx, input }) => ctx.api.tables.get(input.id)),

  create: apiProcedure
    .input(tableCreateInputSchema)
    .output(tableSchema)
    .mutation(({ ctx, input }) => ctx.api.tables.create(input)),

  update: apiProcedure
    .input(tableUpdateInputSchema)
    .output(tableSchema)
    .mutation(({ ctx, input }) => {
      const { id, ...fields } = input;
      return ctx.api.tables.update(id, fields);
    }),

  delete: apiProcedure
    .input(tableIdInputSchema)
    .output(ackSchema)
    .mutation(({ ctx, input }) => ctx.api.tables.delete(input.id)),
});
