import { z } from 'zod';
import { pageLimitSchema, pageNumberSchema } from '../inputs/fields.js';
import {
  CHANGE_ACTIONS,
  CHANGE_REQUEST_MESSAGES as M,
  MAX_SCHEDULE_DAYS,
} from '../messages-changes.js';
import { catalogueDiffSchema } from './publishes.js';

export const changeActionSchema = z.enum(CHANGE_ACTIONS, { error: M.actionUnknown });

/**
 * A request's life: `pending` until another administrator decides; approved, it is `applied` (or
 * `failed`), or `scheduled` until its time, then `running` while one gateway applies it.
 * `rejected` and `cancelled` end it without running.
 */
export const CHANGE_REQUEST_STATUSES = [
  'pending',
  'scheduled',
  'running',
  'applied',
  'failed',
  'rejected',
  'cancelled',
] as const;
export const changeRequestStatusSchema = z.enum(CHANGE_REQUEST_STATUSES);
export type ChangeRequestStatus = z.infer<typeof changeRequestStatusSchema>;

/** The statuses in which a request has ended. */
export const FINAL_CHANGE_STATUSES: readonly ChangeRequestStatus[] = [
  'applied',
  'failed',
  'rejected',
  'cancelled',
];

const personSchema = z.strictObject({ username: z.string(), displayName: z.string() });
const countsSchema = z.strictObject({
  slots: z.number().int().nonnegative(),
  providers: z.number().int().nonnegative(),
  groups: z.number().int().nonnegative(),
});

/**
 * What a request will change, as computed when it was read: the catalogue diff (null for actions
 * outside the catalogue), an import file's counts, and the fingerprint of the catalogue it was
 * computed on (the approver sends it back: approval of a catalogue that changed since is refused).
 */
export const changePreviewSchema = z.strictObject({
  diff: catalogueDiffSchema.nullable(),
  counts: countsSchema.nullable(),
  fingerprint: z.string(),
  at: z.string(),
});
export type ChangePreview = z.infer<typeof changePreviewSchema>;

export const changeRequestSchema = z.strictObject({
  id: z.string(),
  action: changeActionSchema,
  status: changeRequestStatusSchema,
  note: z.string().nullable(),
  /** A restore's version (a publish-history id). */
  versionId: z.string().nullable(),
  /** ISO time it runs at once approved; null: at approval. */
  scheduledFor: z.string().nullable(),
  author: personSchema,
  createdAt: z.string(),
  /** Who approved, rejected or cancelled it, and when. */
  decidedBy: personSchema.nullable(),
  decidedAt: z.string().nullable(),
  /** Why it was rejected. */
  reason: z.string().nullable(),
  /** When it was applied (or failed), the action's answer (null until then), and a failure's reason. */
  finishedAt: z.string().nullable(),
  result: z.unknown(),
  error: z.string().nullable(),
  /** An import's staged file name. */
  fileName: z.string().nullable(),
  /** Absent from lists; `get` computes it for open requests. */
  preview: changePreviewSchema.nullable(),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

const note = z.string().trim().max(500, M.noteTooLong).optional();

/** An ISO time with its zone (`2026-01-31T09:00:00Z`, `…+01:00`). */
export const scheduledForSchema = z.iso.datetime({ offset: true, error: M.scheduledInvalid });

export const changeSubmitInputSchema = z
  .strictObject({
    action: changeActionSchema,
    note,
    scheduledFor: scheduledForSchema.optional(),
    versionId: z.uuid({ error: M.versionRequired }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'restore' && !v.versionId)
      ctx.addIssue({ code: 'custom', path: ['versionId'], message: M.versionRequired });
    if (v.action !== 'restore' && v.versionId)
      ctx.addIssue({ code: 'custom', path: ['versionId'], message: M.versionOnlyForRestore });
  });
export type ChangeSubmitInput = z.infer<typeof changeSubmitInputSchema>;

export const changeIdInputSchema = z.strictObject({
  id: z.uuid({ error: M.notFound }),
});

export const changeApproveInputSchema = z.strictObject({
  id: z.uuid({ error: M.notFound }),
  /** The preview's fingerprint the approver reviewed. */
  fingerprint: z.string({ error: M.fingerprintRequired }).min(1, M.fingerprintRequired).max(128),
});

export const changeRejectInputSchema = z.strictObject({
  id: z.uuid({ error: M.notFound }),
  reason: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(1, M.reasonRequired)
    .max(500, M.reasonTooLong),
});

/** `list`: one status, or the screen's three views (open = pending or scheduled). */
export const changeListInputSchema = z.object({
  status: z.union([changeRequestStatusSchema, z.enum(['open', 'history'])]).optional(),
  page: pageNumberSchema,
  limit: pageLimitSchema(20),
});
export type ChangeListInput = z.infer<typeof changeListInputSchema>;

/** The shell's badge: requests waiting for a decision. */
export const changeCountsSchema = z.strictObject({
  pending: z.number().int().nonnegative(),
  scheduled: z.number().int().nonnegative(),
  /** The actions that need approval on this deployment (`APPROVALS_REQUIRED`). */
  required: z.array(changeActionSchema),
});

/**
 * A scheduled time's problem at `now`, or null: in the future and at most 90 days ahead. The
 * gateway checks again at approval (a pending request's time may have passed by then).
 */
export function scheduledForProblem(iso: string, now: Date): string | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return M.scheduledInvalid;
  if (at <= now.getTime()) return M.scheduledPast;
  if (at - now.getTime() > MAX_SCHEDULE_DAYS * 86_400_000) return M.scheduledTooFar;
  return null;
}

/**
 * `APPROVALS_REQUIRED` read: a comma list of actions, or `none`. Unknown names are returned
 * apart, for the configuration's error.
 */
export function parseApprovalsRequired(text: string): {
  actions: (typeof CHANGE_ACTIONS)[number][];
  unknown: string[];
} {
  const names = text
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  if (names.length === 1 && names[0] === 'none') return { actions: [], unknown: [] };
  const actions = names.filter((n): n is (typeof CHANGE_ACTIONS)[number] =>
    (CHANGE_ACTIONS as readonly string[]).includes(n),
  );
  return {
    actions: [...new Set(actions)],
    unknown: names.filter((n) => !actions.includes(n as never)),
  };
}
