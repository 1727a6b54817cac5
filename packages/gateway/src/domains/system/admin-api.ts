import {
  upstreamHealthReadySchema,
  upstreamMaintenanceStatusSchema,
  upstreamShutdownStatusSchema,
  upstreamSystemHealthSchema,
  type HealthReady,
  type MaintenanceEnablePayload,
  type MaintenanceStatus,
  type ShutdownStatus,
  type SystemHealth,
} from '@pitboss/contracts';
import { upstreamPath as p } from '../../upstream/client.js';
import { type Calls, jsonObject } from '../../upstream/calls.js';
import { parseEntity } from '../../upstream/parse.js';

/** The admin API's system calls, for one user (`callsFor`). */
export function systemApi({ get, send }: Calls) {
  return {
    healthReady: async (): Promise<HealthReady> =>
      parseEntity(
        upstreamHealthReadySchema,
        await get(p`/system/health/ready`),
        'system.healthReady',
      ),
    health: async (): Promise<SystemHealth> =>
      parseEntity(upstreamSystemHealthSchema, await get(p`/system/health/system`), 'system.health'),
    maintenanceStatus: async (): Promise<MaintenanceStatus> =>
      parseEntity(
        upstreamMaintenanceStatusSchema,
        await get(p`/system/maintenance/status`),
        'system.maintenanceStatus',
      ),
    enableMaintenance: async (payload: MaintenanceEnablePayload): Promise<MaintenanceStatus> =>
      parseEntity(
        upstreamMaintenanceStatusSchema,
        await send('POST', p`/system/maintenance/enable`, payload),
        'system.enableMaintenance',
      ),
    disableMaintenance: async (): Promise<MaintenanceStatus> =>
      parseEntity(
        upstreamMaintenanceStatusSchema,
        await send('DELETE', p`/system/maintenance/disable`),
        'system.disableMaintenance',
      ),
    shutdownStatus: async (): Promise<ShutdownStatus> =>
      parseEntity(
        upstreamShutdownStatusSchema,
        await get(p`/system/shutdown/status`),
        'system.shutdownStatus',
      ),
    initiateShutdown: async (): Promise<ShutdownStatus> =>
      parseEntity(
        upstreamShutdownStatusSchema,
        await send('POST', p`/system/shutdown/initiate`),
        'system.initiateShutdown',
      ),
    cancelShutdown: async (): Promise<ShutdownStatus> =>
      parseEntity(
        upstreamShutdownStatusSchema,
        await send('DELETE', p`/system/shutdown/cancel`),
        'system.cancelShutdown',
      ),
    overview: async (): Promise<Record<string, unknown>> =>
      jsonObject(await get(p`/system/overview`)),
  };
}
