import { MAINTENANCE, SOCKET } from '../constants.js';
import type { MaintenanceEnablePayload } from '../schemas/system.js';

/**
 * The POST /system/maintenance/enable body: reason (default 'Scheduled maintenance'), duration
 * in minutes, estimatedCompletion = now + duration (ISO), startedBy, type.
 */
export function buildMaintenancePayload(
  input: { reason?: string | null; duration?: number | null },
  context: { now: Date; startedBy: string; type?: string },
): MaintenanceEnablePayload {
  const reason = (input.reason ?? '').trim();
  const duration = input.duration ?? MAINTENANCE.defaultDurationMinutes;
  return {
    reason: reason === '' ? MAINTENANCE.defaultReason : reason,
    duration,
    estimatedCompletion: new Date(context.now.getTime() + duration * 60_000).toISOString(),
    startedBy: context.startedBy,
    type: context.type ?? MAINTENANCE.defaultType,
  };
}

/** Socket reconnect delay, 3 s times the attempt number (1-based); null after 5. */
export function reconnectDelayMs(
  attempt: number,
  maxAttempts: number = SOCKET.maxReconnectAttempts,
  baseMs: number = SOCKET.reconnectDelayMs,
): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > maxAttempts) return null;
  return baseMs * attempt;
}
