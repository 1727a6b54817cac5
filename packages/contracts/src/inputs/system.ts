import { z } from 'zod';
import { MAINTENANCE } from '../constants.js';
import { SYSTEM_MESSAGES } from '../messages.js';

/** Not quoted in the spec: a duration outside the options. */
export const MAINTENANCE_DURATION_INVALID = 'Please select a valid maintenance duration.';

/** A duration from the options (minutes); text from a select is accepted; default 30. */
export const maintenanceDurationSchema = z
  .union([z.number(), z.string()], { error: MAINTENANCE_DURATION_INVALID })
  .optional()
  .transform((v) => (v == null || v === '' ? MAINTENANCE.defaultDurationMinutes : Number(v)))
  .pipe(
    z
      .number()
      .refine((n) => (MAINTENANCE.durationOptionsMinutes as readonly number[]).includes(n), {
        error: MAINTENANCE_DURATION_INVALID,
      }),
  );

/**
 * system.enableMaintenance and the Schedule Maintenance form: reason at most 200 characters
 * ('Maintenance reason cannot exceed 200 characters.'), 'Scheduled maintenance' when blank;
 * duration one of the options, default 30.
 */
export const enableMaintenanceInputSchema = z.object({
  reason: z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(
      z
        .string()
        .max(MAINTENANCE.reasonMaxLength, { error: SYSTEM_MESSAGES.maintenanceReasonTooLong }),
    )
    .transform((v) => (v === '' ? MAINTENANCE.defaultReason : v)),
  duration: maintenanceDurationSchema,
});
export type EnableMaintenanceInput = z.infer<typeof enableMaintenanceInputSchema>;
