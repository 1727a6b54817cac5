import {
  buildMaintenancePayload,
  enableMaintenanceInputSchema,
  maintenanceStatusSchema,
  shutdownStatusSchema,
  systemOverviewSchema,
  systemStatusSchema,
  type SystemStatus,
} from '@pitboss/contracts';
import { refuseWhileApprovalRequired } from '../../changes/service.js';
import { apiInput, apiProcedure } from '../../trpc/api-procedure.js';
import { restRoutes } from '../../trpc/rest-route.js';
import { router } from '../../trpc/trpc.js';

const settled = <T>(r: PromiseSettledResult<T>): T | null =>
  r.status === 'fulfilled' ? r.value : null;

const rest = restRoutes('system');

/** System status, maintenance and shutdown (the system panel). */
export const systemRouter = router({
  /**
   * Health ready + system health + maintenance + shutdown in one answer. A part whose call
   * failed is null, so one failing endpoint does not hide the others.
   */
  status: apiProcedure
    .meta({ openapi: rest.query('status') })
    .output(systemStatusSchema)
    .query(async ({ ctx }): Promise<SystemStatus> => {
      const [ready, health, maintenance, shutdown] = await Promise.allSettled([
        ctx.api.system.healthReady(),
        ctx.api.system.health(),
        ctx.api.system.maintenanceStatus(),
        ctx.api.system.shutdownStatus(),
      ]);
      return {
        ready: settled(ready),
        health: settled(health),
        maintenance: settled(maintenance),
        shutdown: settled(shutdown),
        checkedAt: new Date().toISOString(),
      };
    }),

  /** Reason (default 'Scheduled maintenance', ≤ 200), duration (default 30); startedBy = the caller. */
  enableMaintenance: apiInput(enableMaintenanceInputSchema)
    .meta({ openapi: rest.mutation('enableMaintenance') })
    .output(maintenanceStatusSchema)
    .mutation(({ ctx, input }) =>
      ctx.api.system.enableMaintenance(
        buildMaintenancePayload(input, {
          now: new Date(),
          startedBy: ctx.principal.user.displayName || ctx.principal.user.username,
        }),
      ),
    ),

  disableMaintenance: apiProcedure
    .meta({ openapi: rest.mutation('disableMaintenance') })
    .output(maintenanceStatusSchema)
    .mutation(({ ctx }) => ctx.api.system.disableMaintenance()),

  initiateShutdown: apiProcedure
    .meta({ openapi: rest.mutation('initiateShutdown') })
    .output(shutdownStatusSchema)
    .mutation(({ ctx }) => {
      refuseWhileApprovalRequired(ctx.services, 'shutdown');
      return ctx.api.system.initiateShutdown();
    }),

  cancelShutdown: apiProcedure
    .meta({ openapi: rest.mutation('cancelShutdown') })
    .output(shutdownStatusSchema)
    .mutation(({ ctx }) => ctx.api.system.cancelShutdown()),

  /** GET /system/overview as the admin API answers it (a JSON object). */
  overview: apiProcedure
    .meta({ openapi: rest.query('overview') })
    .output(systemOverviewSchema)
    .query(({ ctx }) => ctx.api.system.overview()),
});
