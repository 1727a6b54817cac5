import { z } from 'zod';
import { MAINTENANCE } from '../constants.js';
import {
  firstDefined,
  isPlainObject,
  looseBool,
  looseBoolOrNull,
  looseNumber,
  looseText,
  looseTimestamp,
} from './common.js';

/** GET /system/health/ready: healthy flag and details.maintenance. */
export const healthReadySchema = z.strictObject({
  healthy: z.boolean(),
  maintenance: z.boolean(),
});
export type HealthReady = z.infer<typeof healthReadySchema>;

export const upstreamHealthReadySchema = z
  .looseObject({
    healthy: looseBoolOrNull,
    status: looseText,
    details: z.looseObject({ maintenance: looseBool }).nullish().catch(null),
  })
  .transform((h): HealthReady => ({
    healthy:
      h.healthy ??
      (h.status != null && ['ok', 'healthy', 'ready', 'up'].includes(h.status.toLowerCase())),
    maintenance: h.details?.maintenance ?? false,
  }))
  .pipe(healthReadySchema);

/** GET /system/health/system: uptime in seconds and a status. */
export const systemHealthSchema = z.strictObject({
  uptime: z.number().nonnegative().nullable(),
  status: z.string().nullable(),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

export const upstreamSystemHealthSchema = z
  .looseObject({ uptime: looseNumber, status: looseText })
  .transform((h): SystemHealth => ({
    uptime: h.uptime != null && h.uptime >= 0 ? h.uptime : null,
    status: h.status,
  }))
  .pipe(systemHealthSchema);

/** GET /system/maintenance/status. */
export const maintenanceStatusSchema = z.strictObject({
  isInMaintenance: z.boolean(),
  reason: z.string().nullable(),
  maintenanceStartedAt: z.string().nullable(),
  initiatedBy: z.string().nullable(),
  estimatedCompletion: z.string().nullable(),
  status: z.string().nullable(),
  type: z.string().nullable(),
  startedAt: z.string().nullable(),
});
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;

export const upstreamMaintenanceStatusSchema = z
  .unknown()
  .optional()
  .transform((raw) =>
    isPlainObject(raw) && isPlainObject(raw.data) ? raw.data : isPlainObject(raw) ? raw : {},
  )
  .pipe(
    z.looseObject({
      isInMaintenance: looseBoolOrNull,
      is_in_maintenance: looseBoolOrNull,
      reason: looseText,
      maintenanceStartedAt: looseTimestamp,
      initiatedBy: looseText,
      estimatedCompletion: looseTimestamp,
      status: looseText,
      type: looseText,
      startedAt: looseTimestamp,
    }),
  )
  .transform((m): MaintenanceStatus => ({
    isInMaintenance: firstDefined(m.isInMaintenance, m.is_in_maintenance) ?? false,
    reason: m.reason,
    maintenanceStartedAt: m.maintenanceStartedAt,
    initiatedBy: m.initiatedBy,
    estimatedCompletion: m.estimatedCompletion,
    status: m.status,
    type: m.type,
    startedAt: m.startedAt,
  }))
  .pipe(maintenanceStatusSchema);

/** GET /system/shutdown/status: active. */
export const shutdownStatusSchema = z.strictObject({ active: z.boolean() });
export type ShutdownStatus = z.infer<typeof shutdownStatusSchema>;

export const upstreamShutdownStatusSchema = z
  .unknown()
  .optional()
  .transform((raw) =>
    isPlainObject(raw) && isPlainObject(raw.data) ? raw.data : isPlainObject(raw) ? raw : {},
  )
  .pipe(z.looseObject({ active: looseBool, isActive: looseBool }))
  .transform((s): ShutdownStatus => ({ active: s.active || s.isActive }))
  .pipe(shutdownStatusSchema);

/**
 * `system.status`: the four parts in one answer. A part whose call failed is null, so one
 * failing endpoint does not hide the others.
 */
export const systemStatusSchema = z.strictObject({
  ready: healthReadySchema.nullable(),
  health: systemHealthSchema.nullable(),
  maintenance: maintenanceStatusSchema.nullable(),
  shutdown: shutdownStatusSchema.nullable(),
  /** When the gateway assembled the answer (ISO). */
  checkedAt: z.string(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** The overview's fields are not shown by the spec: any JSON object. */
export const systemOverviewSchema = z.record(z.string(), z.unknown());
export type SystemOverview = z.infer<typeof systemOverviewSchema>;

/** The body of POST /system/maintenance/enable. */
export const maintenanceEnablePayloadSchema = z.strictObject({
  reason: z.string().max(MAINTENANCE.reasonMaxLength),
  duration: z.number().int().positive(),
  estimatedCompletion: z.iso.datetime({ offset: true }),
  startedBy: z.string(),
  type: z.string(),
});
export type MaintenanceEnablePayload = z.infer<typeof maintenanceEnablePayloadSchema>;
