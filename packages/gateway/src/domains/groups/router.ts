import {
  groupCreateInputSchema,
  groupSchema,
  groupsListInputSchema,
  groupUpdateInputSchema,
  wholeListSchema,
} from '@pitboss/contracts';
import { versionOf } from '@pitboss/contracts';
import type { AuditSpec } from '../../audit/spec.js';
import type { Group } from '@pitboss/contracts';
import { apiInput, apiProcedure } from '../../trpc/api-procedure.js';
import { restRoutes } from '../../trpc/rest-route.js';
import { router } from '../../trpc/trpc.js';

/** Slot groups: GET /groups/all, POST /groups, PUT /groups/{id}. */
/** The group before an update: the admin API answers groups only in lists (live and archived). */
const groupAudit: AuditSpec<{ id: string }, Group | null> = {
  read: async (api, input) => {
    const all = [
      ...(await api.groups.list()).items,
      ...(await api.groups.list({ archived: true })).items,
    ];
    return all.find((g) => g.id === input.id) ?? null;
  },
  after: 'answer',
  concurrency: {
    version: versionOf,
    current: (group) => group,
    procedures: ['groups.update'],
    target: (input) => input.id,
  },
};

const rest = restRoutes('groups');

export const groupsRouter = router({
  /** `{ items, unreadable? }`: rows the admin API sent that cannot be read are counted, not hidden. */
  list: apiProcedure
    .input(groupsListInputSchema)
    .meta({ openapi: rest.query('list') })
    .output(wholeListSchema(groupSchema))
    .query(({ ctx, input }) =>
      ctx.api.groups.list(input.archived === undefined ? {} : { archived: input.archived }),
    ),

  create: apiInput(groupCreateInputSchema)
    .meta({ openapi: rest.mutation('create') })
    .output(groupSchema)
    .mutation(({ ctx, input }) => ctx.api.groups.create({ display_name: input.displayName })),

  update: apiInput(groupUpdateInputSchema)
    .meta({ audit: groupAudit, openapi: rest.mutation('update') })
    .output(groupSchema)
    .mutation(({ ctx, input }) =>
      ctx.api.groups.update(input.id, {
        ...(input.displayName !== undefined ? { display_name: input.displayName } : {}),
        ...(input.orderHint !== undefined ? { order_hint: input.orderHint } : {}),
        ...(input.archived !== undefined ? { archived: input.archived } : {}),
      }),
    ),
});
