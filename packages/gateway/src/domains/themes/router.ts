import {
  pageSchema,
  themeCreateInputSchema,
  themeGetBySlugInputSchema,
  themeIdInputSchema,
  themeSchema,
  themesListInputSchema,
  themeUpdateInputSchema,
} from '@pitboss/contracts';
import { entityAudit } from '../../audit/spec.js';
import { apiInput, apiProcedure } from '../../trpc/api-procedure.js';
import { restRoutes } from '../../trpc/rest-route.js';
import { router } from '../../trpc/trpc.js';
import { ackSchema } from '../shared.js';

/** Themes; files are uploaded through the HTTP upload routes. */
/** The entity before an update (or a file upload). */
export const themeAudit = entityAudit(
  (api, id) => api.themes.get(id),
  ['themes.update', 'themes.uploadFiles', 'themes.replaceFiles'],
);

const rest = restRoutes('themes');

export const themesRouter = router({
  list: apiProcedure
    .input(themesListInputSchema)
    .meta({ openapi: rest.query('list') })
    .output(pageSchema(themeSchema))
    .query(({ ctx, input }) => ctx.api.themes.list(input)),

  get: apiProcedure
    .input(themeIdInputSchema)
    .meta({ openapi: rest.query('get') })
    .output(themeSchema)
    .query(({ ctx, input }) => ctx.api.themes.get(input.id)),

  getBySlug: apiProcedure
    .input(themeGetBySlugInputSchema)
    .meta({ openapi: rest.query('getBySlug') })
    .output(themeSchema)
    .query(({ ctx, input }) => ctx.api.themes.getBySlug(input.slug)),

  create: apiInput(themeCreateInputSchema)
    .meta({ openapi: rest.mutation('create') })
    .output(themeSchema)
    .mutation(({ ctx, input }) => ctx.api.themes.create(input)),

  update: apiInput(themeUpdateInputSchema)
    .meta({ audit: themeAudit, openapi: rest.mutation('update') })
    .output(themeSchema)
    .mutation(({ ctx, input }) => {
      const { id, base: _base, ...fields } = input;
      return ctx.api.themes.update(id, fields);
    }),

  delete: apiInput(themeIdInputSchema)
    .meta({ openapi: rest.mutation('delete') })
    .output(ackSchema)
    .mutation(({ ctx, input }) => ctx.api.themes.delete(input.id)),
});
