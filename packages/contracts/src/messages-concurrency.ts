/**
 * Optimistic concurrency and presence: what staff see when another curator saved first, or is
 * editing the same order. Composed texts (the spec's old app let the last save win in silence).
 * Re-exported by messages.ts: import them from '@pitboss/contracts' like any other message.
 */

export const CONCURRENCY_MESSAGES = {
  /** The gateway's CONFLICT message: nothing was written. */
  conflict: 'Someone else saved a change after you opened this. Nothing was saved.',
  dialogTitle: 'Changed by someone else',
  differencesHeading: 'What changed',
  movesHeading: 'Moved since you opened it',
  fieldColumn: 'Field',
  wasColumn: 'When you opened it',
  nowColumn: 'Now',
  noDifferences: 'No field you can see differs.',
  reload: 'Reload',
  reloadHint: 'Load the current state and keep your own changes on top of it.',
  overwrite: 'Overwrite',
  overwriteHint: 'Save your version over theirs.',
  cancel: 'Cancel',
  someone: 'another user',
} as const;

/** "Changed by Ada Admin 2 minutes ago". */
export const changedByMessage = (name: string | null, relative: string): string =>
  `Changed by ${name ?? CONCURRENCY_MESSAGES.someone}${relative ? ` ${relative}` : ''}`;

/** Presence in order mode: "Ada Admin is editing this order". */
export const editingOrderMessage = (names: readonly string[]): string =>
  names.length <= 1
    ? `${names[0] ?? CONCURRENCY_MESSAGES.someone} is editing this order`
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} are editing this order`;

/** Another curator saved the order open here. */
export const orderSavedByMessage = (name: string | null): string =>
  `${name ?? CONCURRENCY_MESSAGES.someone} saved a new order. Reload to see it; your unsaved moves are kept.`;
