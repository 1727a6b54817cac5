import {
  pageSchema,
  tableCreateInputSchema,
  tableIdInputSchema,
  tableSchema,
  tablesListInputSchema,
  tableUpdateInputSchema,
} from '@pitboss/contracts';
import { entityAudit } from '../../audit/spec.js';
import { apiInput, apiProcedure } from '../../trpc/api-procedure.js';
import { restRoutes } from '../../trpc/rest-route.js';
import { router } from '../../trpc/trpc.js';
import { ackSchema, pageOfWholeList } from '../shared.js';

/** Tables. */
/** The entity before an update. */
const entityBefore = entityAudit((api, id) => api.tables.get(id), ['tables.update']);

const rest = restRoutes('tables');

export const tablesRouter = router({
  /** The admin API answers every table; the gateway pages it (20 a page by default). */
  list: apiProcedure
    .input(tablesListInputSchema)
    .meta({ openapi: rest.query('list') })
    .output(pageSchema(tableSchema))
    .query(async ({ ctx, input }) => {
      const list = await ctx.api.tables.list();
      const q = input.search?.toLowerCase();
      // Table search: by name or slug (GET /tables answers them all). Rows that could
      // not be read may match too: they are still counted and said, never dropped in silence.
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
    .meta({ openapi: rest.query('get') })
    .output(tableSchema)
    .query(({ ctx, input }) => ctx.api.tables.get(input.id)),

  create: apiInput(tableCreateInputSchema)
    .meta({ openapi: rest.mutation('create') })
    .output(tableSchema)
    .mutation(({ ctx, input }) => ctx.api.tables.create(input)),

  update: apiInput(tableUpdateInputSchema)
    .meta({ audit: entityBefore, openapi: rest.mutation('update') })
    .output(tableSchema)
    .mutation(({ ctx, input }) => {
      const { id, base: _base, ...fields } = input;
      return ctx.api.tables.update(id, fields);
    }),

  delete: apiInput(tableIdInputSchema)
    .meta({ openapi: rest.mutation('delete') })
    .output(ackSchema)
    .mutation(({ ctx, input }) => ctx.api.tables.delete(input.id)),
});
