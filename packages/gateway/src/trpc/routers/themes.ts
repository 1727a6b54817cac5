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
import { apiInput, apiProcedure } from '../api-procedure.js';
import { router } from '../trpc.js';
import { ackSchema } from './shared.js';

/** Themes; files are uploaded through the HTTP upload routes. */
/** The entity before an update (or a file upload). */
export const themeAudit = entityAudit(
  (api, id) => api.themes.get(id),
  ['themes.update', 'themes.uploadFiles', 'themes.replaceFiles'],
);

export const themesRouter = router({
  list: apiProcedure
    .input(themesListInputSchema)
    .output(pageSchema(themeSchema))
    .query(({ ctx, input }) => ctx.api.themes.list(input)),

  get: apiProcedure
    .input(themeIdInputSchema)
    .output(themeSchema)
    .query(({ ctx, input }) => ctx.api.themes.get(input.id)),

  getBySlug: apiProcedure
    .input(themeGetBySlugInputSchema)
    .output(themeSchema)
    .query(({ ctx, input }) => ctx.api.themes.getBySlug(input.slug)),

  create: apiInput(themeCreateInputSchema)
    .output(themeSchema)
    .mutation(({ ctx, input }) => ctx.api.themes.create(input)),

  update: apiInput(themeUpdateInputSchema)
    .meta({ audit: themeAudit })
    .output(themeSchema)
    .mutation(({ ctx, input }) => {
      const { id, base: _base, ...fields } = input;
      return ctx.api.themes.update(id, fields);
    }),

  delete: apiInput(themeIdInputSchema)
    .output(ackSchema)
    .mutation(({ ctx, input }) => ctx.api.themes.delete(input.id)),
});
