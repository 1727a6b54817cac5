import { z } from 'zod';
import { pageLimitSchema, pageNumberSchema } from '../inputs/fields.js';
import { publishChangesSchema } from './live-relay.js';
import { publishResultSchema } from './publish.js';

/** Publish history, snapshots and rollback (not in the spec: Pitboss's own). */
export const PUBLISH_HISTORY_MESSAGES = {
  /** A snapshot could not be taken: the publish stops (`{detail}` is the cause). */
  snapshotFailed: (detail: string) =>
    `Publish stopped: the snapshot of the current catalogue could not be taken (${detail}). Nothing was published. Try again, or publish without a snapshot.`,
  /** Someone else is publishing or restoring. */
  busy: (who: string, since: string) =>
    `Another publish is in progress (started by ${who} at ${since}). Wait for it to finish, then try again.`,
  busyUnknown: 'Another publish is in progress. Wait for it to finish, then try again.',
  reasonRequired: 'A reason is required.',
  reasonTooLong: 'The reason cannot exceed 500 characters.',
  snapshotNotFound:
    'That version is not in the publish history (it may have been removed by retention).',
  noSnapshotData:
    'That publish was made without a snapshot: there is nothing to compare or restore.',
  restoreNothingChanged: (detail: string) =>
    `Restore failed before anything changed: ${detail} The catalogue is as it was.`,
  restoreImportFailed: (detail: string, unchanged: boolean | null) =>
    `Restore failed while importing the version: ${detail} ${
      unchanged === true
        ? 'The working catalogue is unchanged and nothing was published.'
        : unchanged === false
          ? 'The working catalogue was partly changed and nothing was published; restore the snapshot taken just before this rollback to undo it.'
          : 'Whether the working catalogue changed could not be checked; nothing was published. Restore the snapshot taken just before this rollback to be sure.'
    }`,
  /** A publish left under way by a gateway that stopped, closed by the next publish. */
  interrupted: 'Interrupted: the gateway stopped before the publish ended.',
  restorePublishFailed: (detail: string) =>
    `Restore failed while publishing: ${detail} The working catalogue now equals the restored version, but it was NOT published: players still see the previous catalogue. Publish again from the curator, or restore the snapshot taken just before this rollback to undo.`,
} as const;

export const snapshotKindSchema = z.enum(['publish', 'restore']);
export const snapshotStatusSchema = z.enum(['in-progress', 'published', 'failed']);
/** A restore's steps, in order (shown as its progress). */
export const RESTORE_STEPS = ['snapshot', 'import', 'publish', 'done'] as const;
export const restoreStepSchema = z.enum(RESTORE_STEPS);
export type RestoreStep = z.infer<typeof restoreStepSchema>;

const countsSchema = z.strictObject({
  slots: z.number().int().nonnegative(),
  providers: z.number().int().nonnegative(),
  groups: z.number().int().nonnegative(),
});

/** One publish (or rollback) in the history; its snapshot is the catalogue just before it. */
export const publishRecordSchema = z.strictObject({
  id: z.string(),
  at: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  kind: snapshotKindSchema,
  status: snapshotStatusSchema,
  /** A restore in progress: its current step. */
  step: restoreStepSchema.nullable(),
  result: publishResultSchema.nullable(),
  error: z.string().nullable(),
  /** The changes-since-last-publish summary at the time. */
  changes: publishChangesSchema.nullable(),
  /** Rollbacks: the version restored, its time and the reason given. */
  restoredFrom: z.string().nullable(),
  restoredFromAt: z.string().nullable(),
  reason: z.string().nullable(),
  /** False when published without a snapshot (nothing to diff or restore). */
  hasSnapshot: z.boolean(),
  counts: countsSchema.nullable(),
  /** The backup's catalogue as JSON, and as stored (compressed). */
  rawBytes: z.number().int().nonnegative(),
  storedBytes: z.number().int().nonnegative(),
});
export type PublishRecord = z.infer<typeof publishRecordSchema>;

export const publishesListInputSchema = z.object({
  page: pageNumberSchema,
  limit: pageLimitSchema(20),
});
export type PublishesListInput = z.infer<typeof publishesListInputSchema>;

/** A snapshot id, or `current`: the working catalogue now. */
export const diffSideSchema = z.union([z.literal('current'), z.uuid()], {
  error: 'Pick a version or "current".',
});
export const publishesDiffInputSchema = z.strictObject({
  from: diffSideSchema,
  to: diffSideSchema,
});
export type PublishesDiffInput = z.infer<typeof publishesDiffInputSchema>;

export const publishesRestoreInputSchema = z.strictObject({
  snapshotId: z.uuid({ error: PUBLISH_HISTORY_MESSAGES.snapshotNotFound }),
  reason: z
    .string({ error: PUBLISH_HISTORY_MESSAGES.reasonRequired })
    .trim()
    .min(1, PUBLISH_HISTORY_MESSAGES.reasonRequired)
    .max(500, PUBLISH_HISTORY_MESSAGES.reasonTooLong),
});
export type PublishesRestoreInput = z.infer<typeof publishesRestoreInputSchema>;

/** catalogue.publish: optional; `withoutSnapshot` publishes even when no snapshot can be taken. */
export const cataloguePublishInputSchema = z
  .strictObject({ withoutSnapshot: z.boolean().optional() })
  .nullish();

const entity = { id: z.string(), name: z.string() };
const moveSchema = z.strictObject({ ...entity, from: z.number(), to: z.number() });
const kindDiffSchema = z.strictObject({
  added: z.array(z.strictObject(entity)),
  removed: z.array(z.strictObject(entity)),
  changed: z.array(
    z.strictObject({
      ...entity,
      fields: z.array(
        z.strictObject({ field: z.string(), before: z.unknown(), after: z.unknown() }),
      ),
    }),
  ),
  moved: z.array(moveSchema),
});
const kindCountsSchema = z.strictObject({
  added: z.number(),
  removed: z.number(),
  changed: z.number(),
  moved: z.number(),
});
export const catalogueDiffSchema = z.strictObject({
  slots: kindDiffSchema,
  providers: kindDiffSchema,
  groups: kindDiffSchema,
  groupSlots: z.array(
    z.strictObject({
      groupId: z.string(),
      groupName: z.string(),
      moved: z.array(moveSchema),
      added: z.array(z.strictObject({ ...entity, position: z.number() })),
      removed: z.array(z.strictObject({ ...entity, position: z.number() })),
    }),
  ),
  summary: z.strictObject({
    slots: kindCountsSchema,
    providers: kindCountsSchema,
    groups: kindCountsSchema,
  }),
});

export const publishesDiffResultSchema = z.strictObject({
  from: z.strictObject({ id: z.string(), at: z.string().nullable() }),
  to: z.strictObject({ id: z.string(), at: z.string().nullable() }),
  diff: catalogueDiffSchema,
  /** Time spent computing the diff on the gateway (ms). */
  tookMs: z.number(),
});
export type PublishesDiffResult = z.infer<typeof publishesDiffResultSchema>;

export const publishesRestoreResultSchema = z.strictObject({
  /** The rollback's history row (its snapshot is the catalogue before the rollback). */
  record: publishRecordSchema,
  result: publishResultSchema,
});
export type PublishesRestoreResult = z.infer<typeof publishesRestoreResultSchema>;
