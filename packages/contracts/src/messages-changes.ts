/**
 * Change control: four-eyes approval and scheduled releases (Pitboss's own texts, not in the
 * specification documents).
 */

/** The actions that can need a second administrator, as `APPROVALS_REQUIRED` names them. */
export const CHANGE_ACTIONS = [
  'publish',
  'restore',
  'import',
  'reset',
  'promotions.publish',
  'shutdown',
] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/** The default of `APPROVALS_REQUIRED`. */
export const DEFAULT_APPROVALS_REQUIRED: readonly ChangeAction[] = [
  'publish',
  'restore',
  'import',
  'reset',
  'promotions.publish',
];

/** How far ahead a release may be scheduled. */
export const MAX_SCHEDULE_DAYS = 90;

/** Each action as staff read it (lists, notices, the "Request …" buttons). */
export const CHANGE_ACTION_LABELS: Record<ChangeAction, string> = {
  publish: 'Publish the catalogue',
  restore: 'Restore a version',
  import: 'Import a backup',
  reset: 'Reset the catalogue',
  'promotions.publish': 'Publish all promotions',
  shutdown: 'Initiate shutdown',
};

export const CHANGE_REQUEST_MESSAGES = {
  /** A direct call of an action that needs approval. */
  needsRequest: (action: ChangeAction) =>
    `${CHANGE_ACTION_LABELS[action]} needs a change request: submit one and another administrator must approve it.`,
  ownApproval: 'You cannot approve your own change request: another administrator must.',
  notFound: 'Change request not found.',
  notPending: (status: string) => `This change request is ${status}: it can no longer be changed.`,
  onlyAuthorCancels: 'Only the author can cancel a change request.',
  scheduledInvalid: 'The scheduled time must be a date and time with its time zone.',
  scheduledPast: 'The scheduled time must be in the future.',
  scheduledTooFar: `The scheduled time must be at most ${MAX_SCHEDULE_DAYS} days ahead.`,
  noteTooLong: 'The note cannot exceed 500 characters.',
  reasonRequired: 'A reason is required to reject a change request.',
  reasonTooLong: 'The reason cannot exceed 500 characters.',
  versionRequired: 'Choose the version to restore.',
  versionOnlyForRestore: 'Only a restore names a version.',
  actionUnknown: `The action must be one of: ${CHANGE_ACTIONS.join(', ')}.`,
  importNeedsFile:
    'An import request is submitted with its backup file (POST /api/uploads/backup/request).',
  fingerprintRequired: 'Approve what you reviewed: open the request first.',
  /** Approval after the catalogue changed: the request now carries the new diff. */
  stale:
    'The catalogue changed since you opened this change request. Review the new changes, then approve again.',
  /** A scheduled run found the catalogue changed since the approval. */
  staleAtRun:
    'Not applied: the catalogue changed after the approval. Submit a new change request for the changes as they are now.',
  missed: (at: string) =>
    `Not applied: every gateway was stopped at the scheduled time (${at}) and the grace window had passed. Submit a new change request.`,
  credentialLost: (detail: string) =>
    `Not applied: the approver's sign-in could no longer be used to reach the admin API (${detail}).`,
  /** The author's notices on the relay. */
  noticeApproved: (by: string) => `Your change request was approved by ${by}.`,
  noticeScheduled: (by: string, at: string) =>
    `Your change request was approved by ${by} and will run at ${at}.`,
  noticeRejected: (by: string, reason: string) =>
    `Your change request was rejected by ${by}: ${reason}`,
  noticeApplied: 'Your change request was applied.',
  noticeFailed: (error: string) => `Your change request failed: ${error}`,
  submitted: 'Change request submitted. Another administrator must approve it.',
  approvedToast: 'Change request approved.',
  rejectedToast: 'Change request rejected.',
  cancelledToast: 'Change request cancelled.',
  noDiff: 'This action has no catalogue diff to show.',
} as const;
