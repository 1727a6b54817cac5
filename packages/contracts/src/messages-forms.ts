/**
 * Texts of the forms' safety nets (unsaved input, a removal from production that failed, ended
 * offers). None is quoted in the specification: they are composed in its style.
 */

export const FORM_MESSAGES = {
  /** The confirmation before a form with unsaved input closes or the page is left. */
  discardTitle: 'Discard unsaved changes?',
  discardForm: 'You have unsaved changes in this form. Closing it now discards them.',
  discardConfirm: 'Discard changes',
  keepEditing: 'Keep editing',
  /** Added to the logout confirmation while a screen holds unsaved work. */
  logoutDiscards: 'Your unsaved changes will be lost.',
  /** Added to an archive (or unarchive) confirmation while the edit form holds unsaved edits. */
  archiveDiscardsEdits: 'This form has unsaved edits: they will be discarded.',
  discardAndArchive: (archived: boolean): string =>
    archived ? 'Discard edits and unarchive' : 'Discard edits and archive',
} as const;

/**
 * A slot archive stored while its removal from production failed: players still see the game.
 * The web shows `stillInProduction` with a Retry button; the API says the whole sentence.
 */
export const ARCHIVE_MESSAGES = {
  stillInProduction: 'Archived, but still in production: removing it failed',
  retry: 'Retry',
} as const;

/** 'Archived, but still in production: removing it failed — Retry' */
export const stillInProductionMessage = (): string =>
  `${ARCHIVE_MESSAGES.stillInProduction} — ${ARCHIVE_MESSAGES.retry}`;

/** The mark beside a status label when the offer's end date has passed. */
export const ENDED_MARK = 'ended';
