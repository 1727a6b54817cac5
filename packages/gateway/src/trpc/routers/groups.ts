import {
  groupCreateInputSchema,
  groupSchema,
  groupsListInputSchema,
  groupUpdateInputSchema,
  wholeListSchema,
} from '@pitboss/contracts';
import { apiProcedure } from '../api-procedure.js';
import { router } from '../trpc.js';

/** Slot groups (spec 1 §3): GET /groups/all, POST /groups, PUT /groups/{id}. */
export const groupsRouter = router({
  /** `{ items, unreadable? }`: rows the admin API sent that cannot be read are counted, not hidden. */
  list: apiProcedure
    .input(groupsListInputSchema)
    .output(wholeListSchema(groupSchema))
    .query(({ ctx, input }) =>
      ctx.api.groups.list(input.archived === undefined ? {} : { archived: input.archived }),
    ),

  create: apiProcedure
    .input(groupCreateInputSchema)
    .output(groupSchema)
    .mutation(({ ctx, input }) => ctx.api.groups.create({ display_name: input.displayName })),

  update: apiProcedure
    .input(groupUpdateInputSchema)
    .output(groupSchema)
    .mutation(({ ctx, input }) =>
      ctx.api.groups.update(input.id, {
        ...(input.displayName !== undefined ? { display_name: input.displayName } : {}),
        ...(input.orderHint !== undefined ? { order_hint: input.orderHint } : {}),
        ...(input.archived !== undefined ? { archived: input.archived } : {}),
      }),
    ),
});
