/**
 * Every user-facing text of the two specification documents, as named constants.
 *
 * Texts are copied to the letter from `spec/1-sign-in-shell-curator.md` ("spec 1") and
 * `spec/2-dashboard-tables-codes-promotions.md` ("spec 2"), including punctuation and the
 * '...' endings. Texts the spec only describes (without quoting) are marked "composed" and
 * were written to match the description; they are listed in the package README.
 *
 * No other package types a message: import it from here.
 */

import { LOGIN_MESSAGES } from './messages-auth.js';

export * from './messages-auth.js';
export * from './messages-unreadable.js';
export * from './messages-lists.js';
export * from './messages-offers.js';
export * from './messages-changes.js';
export * from './messages-forms.js';
export * from './messages-concurrency.js';

/** '{Label} is required' (the create-slot form; the table form says '<Field> is required'). */
export const requiredMessage = (label: string): string => `${label} is required`;

// ---------------------------------------------------------------------------------------------
// API failures
// ---------------------------------------------------------------------------------------------

export const API_MESSAGES = {
  requestTimeout: 'Request timeout',
  /** Themes: the second API's non-JSON body. */
  responseNotJson: 'Response is not valid JSON',
} as const;

/** 'HTTP error! status: {code}' — the last fallback of an API failure. */
export const httpErrorMessage = (code: number | string): string => `HTTP error! status: ${code}`;

// ---------------------------------------------------------------------------------------------
// Shell
// ---------------------------------------------------------------------------------------------

export const SHELL_MESSAGES = {
  sectionPlaceholder: 'This section is ready for implementation',
  mobileHeaderTitle: 'Admin Panel',
  searchUserPlaceholder: 'Search User',
  signOut: 'Sign Out',
  profile: 'Profile',
  settings: 'Settings',
  logout: 'Logout',
  logoutConfirm: LOGIN_MESSAGES.logoutConfirm,
  /** The role shown when the user has none. */
  defaultRole: 'admin',
} as const;

// ---------------------------------------------------------------------------------------------
// Confirmations shared by slots and providers
// ---------------------------------------------------------------------------------------------

/** 'Are you sure you want to archive "<name>"? This will remove it from the production environment.' */
export const archiveConfirmMessage = (name: string): string =>
  `Are you sure you want to archive "${name}"? This will remove it from the production environment.`;

/**
 * Unarchive confirmation. The rule says only "unarchive likewise"; composed as the same
 * question without the production warning (unarchiving does not publish).
 */
export const unarchiveConfirmMessage = (name: string): string =>
  `Are you sure you want to unarchive "${name}"?`;

/** 'Are you sure you want to delete "<name>"? This action cannot be undone.' (providers and slots) */
export const deleteConfirmMessage = (name: string): string =>
  `Are you sure you want to delete "${name}"? This action cannot be undone.`;

// ---------------------------------------------------------------------------------------------
// Providers
// ---------------------------------------------------------------------------------------------

export const PROVIDER_MESSAGES = {
  displayNameRequiredCreate: 'Display name is required',
  displayNameRequiredEdit: 'Display Name is required',
  createFailed: 'Failed to create provider. Please try again.',
  imageUploadFailedOnUpdate: 'Failed to upload image. The provider data will still be updated.',
  /** Composed ("image failure on create: provider created, edit later"). */
  imageUploadFailedOnCreate:
    'Provider created successfully, but the image upload failed. Edit the provider to upload it again.',
  updateFailed: 'Failed to update provider. Please try again.',
  notFound: 'Provider not found',
  archiveFailed: 'Failed to archive provider. Please try again.',
  unarchiveFailed: 'Failed to unarchive provider. Please try again.',
  resetFailed: 'Failed to reset provider. Please try again.',
  deleteFailed: 'Failed to delete provider. Please try again.',
  loadAllForOrderingFailed: 'Failed to load all providers for ordering. Please try again.',
  saveOrderFailed: 'Failed to save provider order. Please try again.',
  resetConfirm: 'Are you sure you want to reset this provider? This action cannot be undone.',
  archivedTitleSuffix: '(Archived)',
  /** Not quoted in the spec: the providers grid when empty. */
  empty: 'No providers found',
} as const;

// ---------------------------------------------------------------------------------------------
// Slots
// ---------------------------------------------------------------------------------------------

export const SLOT_MESSAGES = {
  titleRequired: 'Title is required',
  identifierRequired: 'Identifier is required',
  slugRequired: 'Slug is required',
  providerRequired: 'Provider is required',
  displayProviderRequired: 'Display Provider is required',
  invalidImageType: 'Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.',
  imageTooLarge: 'File size too large. Please select an image smaller than 5MB.',
  swapTargetRequired: 'Please select a slot to swap with',
  swapWithItself: 'Cannot swap a slot with itself',
  swapSlotsNotFound: 'One or both slots not found',
  swapSearchTooShort: 'Type at least 2 characters to search...',
  swapSearchNoResults: 'No slots found matching your search.',
  updateFailed: 'Failed to update slot. Please try again.',
  createFailed: 'Failed to create slot. Please try again.',
  imageUploadFailedOnCreate: 'Warning: Slot created successfully but image upload failed...',
  imageDeleteFailed: 'Warning: Failed to delete image from server. Please try again.',
  deleteFailed: 'Failed to delete slot. Please try again.',
  unarchiveFailed: 'Failed to unarchive slot. Please try again.',
  deleteFromCasinoFailed: 'Failed to delete slot from casino. Please try again.',
  resetFailed: 'Failed to reset slot',
  demoLaunchFailed: 'Failed to launch demo game. Please try again.',
  loadAllForOrderingFailed: 'Failed to load all slots for ordering. Please try again.',
  empty: 'No slots found',
  emptyForOrdering: 'No slots found for ordering',
  resetConfirm: 'Are you sure you want to reset this slot? This action cannot be undone.',
  /** Not quoted in the spec (archive failure of a slot); same pattern as the others. */
  archiveFailed: 'Failed to archive slot. Please try again.',
} as const;

/** 'Warning: Failed to upload new image. Error: {message}...' */
export const slotImageUploadFailedMessage = (message: string): string =>
  `Warning: Failed to upload new image. Error: ${message}...`;

/**
 * Composed (in place of the rule "invalid params or restrictions JSON is ignored,
 * only a console warning"): text that is not a JSON object is a field error that blocks the save.
 */
export const slotJsonInvalidMessage = (label: 'Params' | 'Restrictions'): string =>
  `${label} must be a JSON object, e.g. {"key": "value"}.`;

/** 'Please enter a valid position between 1 and {n}' */
export const positionRangeMessage = (n: number): string =>
  `Please enter a valid position between 1 and ${n}`;

/** Slot delete: 'Are you sure you want to delete "<title>"? This action cannot be undone.' */
export const slotDeleteConfirmMessage = (title: string): string => deleteConfirmMessage(title);
/** Slot archive: "says it archives and removes from production" (same text as providers). */
export const slotArchiveConfirmMessage = (title: string): string => archiveConfirmMessage(title);
export const slotUnarchiveConfirmMessage = (title: string): string =>
  unarchiveConfirmMessage(title);
export const providerArchiveConfirmMessage = (name: string): string => archiveConfirmMessage(name);
export const providerUnarchiveConfirmMessage = (name: string): string =>
  unarchiveConfirmMessage(name);
export const providerDeleteConfirmMessage = (name: string): string => deleteConfirmMessage(name);

// ---------------------------------------------------------------------------------------------
// Catalogue: backup, import, publish, reset
// ---------------------------------------------------------------------------------------------

export const CATALOGUE_MESSAGES = {
  importFileRequired: 'Please select a file.',
  backupDownloadFailed: 'Backup download failed.',
  importFailed: 'Import failed.',
  importSucceeded: 'Backup imported successfully!',
  loadArchivedFailed: 'Failed to load archived data. Please try again.',
  refreshMaterializedViewFailed: 'Failed to refresh materialized view. Please try again.',
  publishFailed: 'Failed to publish. Please try again.',
  publishUnexpectedResponse: 'Publishing completed with unexpected response...',
  resetFailed: 'Failed to reset. Please try again.',
  resetConfirm: 'Are you sure you want to reset? This action cannot be undone.',
  viewArchived: 'View Archived',
  exitArchivedOnly: 'Exit Archived Only',
  /** Composed ("refresh catalogue data", POST /softswiss/refresh): the button. */
  refreshCatalogueData: 'Refresh Catalogue Data',
  /** Composed: its success notice (shown 2 s: "refresh notice after 2 s"). */
  refreshCatalogueDataDone: 'Catalogue data refreshed',
  /** Composed, in the pattern of the other refresh failure. */
  refreshCatalogueDataFailed: 'Failed to refresh catalogue data. Please try again.',
  /** Composed: a chosen file that is not JSON, said before anything is sent. */
  backupNotJson: 'The file is not a valid JSON backup.',
  /** Composed: the question before an import replaces the catalogue. */
  importConfirmTitle: 'Replace the catalogue?',
} as const;

const countOf = (n: number | null, noun: string): string =>
  n === null ? `no ${noun} list` : `${n} ${n === 1 ? noun.replace(/s$/, '') : noun}`;

/**
 * Composed: what the chosen backup holds, and that importing it replaces the working
 * catalogue. Kinds the panel could not find in the file are said as such, never as 0.
 */
export const importConfirmMessage = (summary: {
  slots: number | null;
  providers: number | null;
  groups: number | null;
}): string =>
  `This file holds ${countOf(summary.slots, 'slots')}, ${countOf(summary.providers, 'providers')} and ${countOf(summary.groups, 'groups')}. Importing it replaces the working catalogue (slots, providers, groups and their order) with what the file holds. Continue?`;

// ---------------------------------------------------------------------------------------------
// System panel
// ---------------------------------------------------------------------------------------------

export const SYSTEM_MESSAGES = {
  maintenanceReasonTooLong: 'Maintenance reason cannot exceed 200 characters.',
  defaultMaintenanceReason: 'Scheduled maintenance',
  enableMaintenanceFailed: 'Failed to enable maintenance mode. Please try again.',
  disableMaintenanceFailed: 'Failed to disable maintenance mode...',
  initiateShutdownFailed: 'Failed to initiate shutdown.',
  cancelShutdownFailed: 'Failed to cancel shutdown.',
  statusShuttingDown: 'Shutting Down',
  statusMaintenance: 'Maintenance Mode',
  statusOperational: 'Operational',
  statusIssues: 'Issues',
  /** Composed ("warns that all services stop and physical access is needed to restart"). */
  shutdownConfirm:
    'Are you sure you want to initiate a system shutdown? All services will stop and physical access will be required to restart the system.',
  scheduleMaintenanceTitle: 'Schedule Maintenance',
} as const;

/** 'Failed to enable maintenance mode. Please try again.' plus the server message if any. */
export const enableMaintenanceFailedMessage = (serverMessage?: string | null): string =>
  serverMessage != null && serverMessage.trim() !== ''
    ? `${SYSTEM_MESSAGES.enableMaintenanceFailed} ${serverMessage.trim()}`
    : SYSTEM_MESSAGES.enableMaintenanceFailed;

/** The uptime form of the status text, e.g. 'Uptime: 1h 2m 3s'. */
export const uptimeStatusMessage = (formattedUptime: string): string =>
  `Uptime: ${formattedUptime}`;

// ---------------------------------------------------------------------------------------------
// Dashboard and live stream
// ---------------------------------------------------------------------------------------------

export const DASHBOARD_MESSAGES = {
  noEventsMatch: 'No events match current filters',
  /** Composed: the list is empty because nothing arrived yet (or it was cleared), not filtered. */
  waitingForEvents: 'Waiting for events…',
  connectionFailed: 'Connection failed. Retrying...',
  connecting: 'Connecting',
  connected: 'Connected',
  disconnected: 'Disconnected',
  pause: 'Pause',
  resume: 'Resume',
  clear: 'Clear',
  filters: 'Filters',
  sampleData: 'Sample data',
  liveEventsTitle: 'Live Casino Events',
} as const;
