import { describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  CATALOGUE_MESSAGES,
  DASHBOARD_MESSAGES,
  LOGIN_LABELS,
  LOGIN_MESSAGES,
  PROMOTION_FILTER_LABELS,
  PROMOTION_MESSAGES,
  PROMOTION_STATUS_LABELS,
  PROMO_CODE_MESSAGES,
  PROMO_CODE_LABELS,
  PROVIDER_MESSAGES,
  SHELL_MESSAGES,
  SLOT_MESSAGES,
  SYSTEM_MESSAGES,
  TABLE_MESSAGES,
  THEME_MESSAGES,
  additionalStepMessage,
  appliedChangesMessage,
  archiveConfirmMessage,
  blockMissingTypeMessage,
  deleteConfirmMessage,
  enableMaintenanceFailedMessage,
  formSubmissionFailedMessage,
  httpErrorMessage,
  loginFailedMessage,
  paragraphBlockInvalidMessage,
  positionRangeMessage,
  promotionArchiveConfirmMessage,
  promotionArchiveFailedMessage,
  promotionArchivedMessage,
  promotionCreateErrorMessage,
  promotionDeleteFailedMessage,
  promotionPublishErrorMessage,
  providerArchiveConfirmMessage,
  providerDeleteConfirmMessage,
  providerUnarchiveConfirmMessage,
  requiredMessage,
  setNewPasswordFailedMessage,
  slotArchiveConfirmMessage,
  slotDeleteConfirmMessage,
  slotImageUploadFailedMessage,
  slotUnarchiveConfirmMessage,
  tableBlockInvalidMessage,
  themeCreateFailedMessage,
  themeDeleteConfirmMessage,
  themeUploadFailedMessage,
  tooManyFilesMessage,
  unarchiveConfirmMessage,
  uptimeStatusMessage,
  urlExampleMessage,
} from '../src/index.js';

/** Each constant against the literal text of the spec (a typo in a constant fails here). */
const spec: [string, string][] = [
  // the catalogue, the shell and sign-in
  [API_MESSAGES.requestTimeout, 'Request timeout'],
  [LOGIN_MESSAGES.usernameRequired, 'Username is required'],
  [LOGIN_MESSAGES.passwordRequired, 'Password is required'],
  [LOGIN_MESSAGES.passwordsDoNotMatch, 'Passwords do not match.'],
  [LOGIN_MESSAGES.passwordTooShort, 'Password must be at least 8 characters long.'],
  [LOGIN_MESSAGES.accessDenied, 'Access denied. You do not have admin privileges.'],
  [LOGIN_MESSAGES.accessDeniedShort, 'Access denied'],
  [LOGIN_MESSAGES.invalidCredentials, 'Invalid username or password. Please try again.'],
  [LOGIN_MESSAGES.userNotFound, 'User not found. Please check your username.'],
  [LOGIN_MESSAGES.userNotConfirmed, 'User account not confirmed. Please contact administrator.'],
  [LOGIN_MESSAGES.loginFailedFallback, 'Login failed. Please try again.'],
  [LOGIN_MESSAGES.bypassFailed, 'Bypass login failed'],
  [
    LOGIN_MESSAGES.oauthLogoutFailed,
    'An error occurred when attempting to log out from OAuth provider.',
  ],
  [LOGIN_MESSAGES.noAuthToken, 'No authentication token available'],
  [LOGIN_MESSAGES.logoutConfirm, 'Are you sure you want to logout?'],
  [LOGIN_LABELS.signIn, 'Sign In'],
  [LOGIN_LABELS.bypassLogin, 'Bypass Login (Dev)'],
  [LOGIN_LABELS.setNewPasswordTitle, 'Set New Password'],
  [LOGIN_LABELS.newPassword, 'New Password'],
  [LOGIN_LABELS.confirmPassword, 'Confirm Password'],
  [LOGIN_LABELS.setPassword, 'Set Password'],
  [SHELL_MESSAGES.sectionPlaceholder, 'This section is ready for implementation'],
  [SHELL_MESSAGES.mobileHeaderTitle, 'Admin Panel'],
  [SHELL_MESSAGES.logoutConfirm, 'Are you sure you want to logout?'],
  [SHELL_MESSAGES.defaultRole, 'admin'],
  [PROVIDER_MESSAGES.displayNameRequiredCreate, 'Display name is required'],
  [PROVIDER_MESSAGES.displayNameRequiredEdit, 'Display Name is required'],
  [PROVIDER_MESSAGES.createFailed, 'Failed to create provider. Please try again.'],
  [
    PROVIDER_MESSAGES.imageUploadFailedOnUpdate,
    'Failed to upload image. The provider data will still be updated.',
  ],
  [PROVIDER_MESSAGES.updateFailed, 'Failed to update provider. Please try again.'],
  [PROVIDER_MESSAGES.notFound, 'Provider not found'],
  [PROVIDER_MESSAGES.archiveFailed, 'Failed to archive provider. Please try again.'],
  [PROVIDER_MESSAGES.unarchiveFailed, 'Failed to unarchive provider. Please try again.'],
  [PROVIDER_MESSAGES.resetFailed, 'Failed to reset provider. Please try again.'],
  [PROVIDER_MESSAGES.deleteFailed, 'Failed to delete provider. Please try again.'],
  [
    PROVIDER_MESSAGES.loadAllForOrderingFailed,
    'Failed to load all providers for ordering. Please try again.',
  ],
  [PROVIDER_MESSAGES.saveOrderFailed, 'Failed to save provider order. Please try again.'],
  [
    PROVIDER_MESSAGES.resetConfirm,
    'Are you sure you want to reset this provider? This action cannot be undone.',
  ],
  [PROVIDER_MESSAGES.archivedTitleSuffix, '(Archived)'],
  [SLOT_MESSAGES.titleRequired, 'Title is required'],
  [SLOT_MESSAGES.identifierRequired, 'Identifier is required'],
  [SLOT_MESSAGES.slugRequired, 'Slug is required'],
  [SLOT_MESSAGES.providerRequired, 'Provider is required'],
  [SLOT_MESSAGES.displayProviderRequired, 'Display Provider is required'],
  [
    SLOT_MESSAGES.invalidImageType,
    'Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.',
  ],
  [SLOT_MESSAGES.imageTooLarge, 'File size too large. Please select an image smaller than 5MB.'],
  [SLOT_MESSAGES.swapTargetRequired, 'Please select a slot to swap with'],
  [SLOT_MESSAGES.swapWithItself, 'Cannot swap a slot with itself'],
  [SLOT_MESSAGES.swapSlotsNotFound, 'One or both slots not found'],
  [SLOT_MESSAGES.swapSearchTooShort, 'Type at least 2 characters to search...'],
  [SLOT_MESSAGES.swapSearchNoResults, 'No slots found matching your search.'],
  [SLOT_MESSAGES.updateFailed, 'Failed to update slot. Please try again.'],
  [SLOT_MESSAGES.createFailed, 'Failed to create slot. Please try again.'],
  [
    SLOT_MESSAGES.imageUploadFailedOnCreate,
    'Warning: Slot created successfully but image upload failed...',
  ],
  [
    SLOT_MESSAGES.imageDeleteFailed,
    'Warning: Failed to delete image from server. Please try again.',
  ],
  [SLOT_MESSAGES.deleteFailed, 'Failed to delete slot. Please try again.'],
  [SLOT_MESSAGES.unarchiveFailed, 'Failed to unarchive slot. Please try again.'],
  [SLOT_MESSAGES.deleteFromCasinoFailed, 'Failed to delete slot from casino. Please try again.'],
  [SLOT_MESSAGES.resetFailed, 'Failed to reset slot'],
  [SLOT_MESSAGES.demoLaunchFailed, 'Failed to launch demo game. Please try again.'],
  [
    SLOT_MESSAGES.loadAllForOrderingFailed,
    'Failed to load all slots for ordering. Please try again.',
  ],
  [SLOT_MESSAGES.empty, 'No slots found'],
  [SLOT_MESSAGES.emptyForOrdering, 'No slots found for ordering'],
  [
    SLOT_MESSAGES.resetConfirm,
    'Are you sure you want to reset this slot? This action cannot be undone.',
  ],
  [CATALOGUE_MESSAGES.importFileRequired, 'Please select a file.'],
  [CATALOGUE_MESSAGES.backupDownloadFailed, 'Backup download failed.'],
  [CATALOGUE_MESSAGES.importFailed, 'Import failed.'],
  [CATALOGUE_MESSAGES.importSucceeded, 'Backup imported successfully!'],
  [CATALOGUE_MESSAGES.loadArchivedFailed, 'Failed to load archived data. Please try again.'],
  [
    CATALOGUE_MESSAGES.refreshMaterializedViewFailed,
    'Failed to refresh materialized view. Please try again.',
  ],
  [CATALOGUE_MESSAGES.publishFailed, 'Failed to publish. Please try again.'],
  [
    CATALOGUE_MESSAGES.publishUnexpectedResponse,
    'Publishing completed with unexpected response...',
  ],
  [CATALOGUE_MESSAGES.resetFailed, 'Failed to reset. Please try again.'],
  [
    CATALOGUE_MESSAGES.resetConfirm,
    'Are you sure you want to reset? This action cannot be undone.',
  ],
  [CATALOGUE_MESSAGES.viewArchived, 'View Archived'],
  [CATALOGUE_MESSAGES.exitArchivedOnly, 'Exit Archived Only'],
  [SYSTEM_MESSAGES.maintenanceReasonTooLong, 'Maintenance reason cannot exceed 200 characters.'],
  [SYSTEM_MESSAGES.defaultMaintenanceReason, 'Scheduled maintenance'],
  [SYSTEM_MESSAGES.enableMaintenanceFailed, 'Failed to enable maintenance mode. Please try again.'],
  [SYSTEM_MESSAGES.disableMaintenanceFailed, 'Failed to disable maintenance mode...'],
  [SYSTEM_MESSAGES.initiateShutdownFailed, 'Failed to initiate shutdown.'],
  [SYSTEM_MESSAGES.cancelShutdownFailed, 'Failed to cancel shutdown.'],
  [SYSTEM_MESSAGES.statusShuttingDown, 'Shutting Down'],
  [SYSTEM_MESSAGES.statusMaintenance, 'Maintenance Mode'],
  [SYSTEM_MESSAGES.statusOperational, 'Operational'],
  [SYSTEM_MESSAGES.statusIssues, 'Issues'],
  // the dashboard, tables, themes, promo codes and promotions
  [DASHBOARD_MESSAGES.noEventsMatch, 'No events match current filters'],
  [DASHBOARD_MESSAGES.connectionFailed, 'Connection failed. Retrying...'],
  [DASHBOARD_MESSAGES.connecting, 'Connecting'],
  [DASHBOARD_MESSAGES.connected, 'Connected'],
  [DASHBOARD_MESSAGES.disconnected, 'Disconnected'],
  [TABLE_MESSAGES.nameRequired, 'Name is required'],
  [TABLE_MESSAGES.slugRequired, 'Slug is required'],
  [TABLE_MESSAGES.stakeRequired, 'Stake is required'],
  [TABLE_MESSAGES.themeRequired, 'Theme is required'],
  [TABLE_MESSAGES.slugInvalid, 'Slug can only contain lowercase letters, numbers, and hyphens'],
  [TABLE_MESSAGES.stakePositive, 'Stake must be greater than 0'],
  [TABLE_MESSAGES.saveFailed, 'Error saving table. Please try again.'],
  [TABLE_MESSAGES.updateFailed, 'Error updating table. Please try again.'],
  [TABLE_MESSAGES.deleteFailed, 'Error deleting table. Please try again.'],
  [TABLE_MESSAGES.empty, 'No tables found'],
  [THEME_MESSAGES.nameRequired, 'Theme name is required'],
  [THEME_MESSAGES.slugRequired, 'Theme slug is required'],
  [
    THEME_MESSAGES.slugInvalid,
    'Theme slug must contain only lowercase letters, numbers, hyphens, and underscores',
  ],
  [THEME_MESSAGES.updateFailed, 'Error updating theme. Please try again.'],
  [THEME_MESSAGES.deleteFailed, 'Error deleting theme. Please try again.'],
  [THEME_MESSAGES.createdWithoutId, 'Theme created but no ID returned - cannot upload files'],
  [THEME_MESSAGES.fetchFailed, 'Failed to fetch theme'],
  [THEME_MESSAGES.serviceUpdateFailed, 'Failed to update theme'],
  [THEME_MESSAGES.serviceDeleteFailed, 'Failed to delete theme'],
  [THEME_MESSAGES.replaceFilesFailed, 'Failed to replace theme files'],
  [API_MESSAGES.responseNotJson, 'Response is not valid JSON'],
  [THEME_MESSAGES.empty, 'No themes found'],
  [THEME_MESSAGES.labelClassic, 'Classic'],
  [THEME_MESSAGES.labelModern, 'Modern'],
  [PROMO_CODE_MESSAGES.created, 'Promo code created successfully'],
  [PROMO_CODE_MESSAGES.updated, 'Promo code updated successfully'],
  [PROMO_CODE_MESSAGES.deleted, 'Promo code deleted successfully'],
  [PROMO_CODE_MESSAGES.createFailed, 'Error creating promo code'],
  [PROMO_CODE_MESSAGES.updateFailed, 'Error updating promo code'],
  [PROMO_CODE_MESSAGES.loadFailed, 'Error loading promo code'],
  [PROMO_CODE_MESSAGES.deleteFailed, 'Error deleting promo code'],
  [PROMO_CODE_MESSAGES.statsLoadFailed, 'Error loading promo code stats'],
  [PROMO_CODE_MESSAGES.empty, 'No Promo Codes Found'],
  [PROMO_CODE_MESSAGES.codeRequired, 'Code is required'],
  [PROMO_CODE_MESSAGES.rewardRequired, 'Reward is required'],
  [PROMO_CODE_MESSAGES.currencyRequired, 'Currency is required'],
  [PROMO_CODE_LABELS.maxUses, 'Max Uses'],
  [PROMO_CODE_LABELS.validUntil, 'Valid Until'],
  [PROMOTION_MESSAGES.screenTitle, 'Promotions'],
  [PROMOTION_MESSAGES.createModalTitle, 'Create New Promotion'],
  [PROMOTION_MESSAGES.empty, 'No promotions found.'],
  [PROMOTION_MESSAGES.editorPlaceholder, 'Write your promotion content here...'],
  [PROMOTION_MESSAGES.requiredFields, 'Title, Available From, and Available Until are required.'],
  [PROMOTION_MESSAGES.urlRequired, 'URL is required when redirect is enabled.'],
  [PROMOTION_MESSAGES.buttonTextRequired, 'Button text is required when redirect is enabled.'],
  [PROMOTION_MESSAGES.untilAfterFrom, 'Available Until date must be after Available From date.'],
  [PROMOTION_MESSAGES.createTitleRequired, 'Title is required.'],
  [PROMOTION_MESSAGES.imageRequired, 'Please select an image file first.'],
  [PROMOTION_MESSAGES.imageInvalidType, 'Please select a valid image file.'],
  [PROMOTION_MESSAGES.imageTooLarge, 'Image file size must be less than 5MB.'],
  [PROMOTION_MESSAGES.titleRequired, 'Title is required'],
  [PROMOTION_MESSAGES.availableFromRequired, 'Available From date is required'],
  [PROMOTION_MESSAGES.availableUntilRequired, 'Available Until date is required'],
  [PROMOTION_MESSAGES.editorTableInvalid, 'Please enter valid numbers (rows: 2-10, columns: 2-5)'],
  [PROMOTION_MESSAGES.fetchFailed, 'Failed to fetch promotion'],
  [PROMOTION_MESSAGES.serviceCreateFailed, 'Failed to create promotion'],
  [PROMOTION_MESSAGES.serviceUpdateFailed, 'Failed to update promotion'],
  [PROMOTION_MESSAGES.serviceDeleteFailed, 'Failed to delete promotion'],
  [PROMOTION_MESSAGES.serviceDeleteImageFailed, 'Failed to delete promotion image'],
  [PROMOTION_MESSAGES.serviceUpdateImageFailed, 'Failed to update promotion image'],
  [PROMOTION_MESSAGES.serviceBulkOrderFailed, 'Failed to bulk update promotion orders'],
  [PROMOTION_MESSAGES.servicePublishFailed, 'Failed to publish promotions to casino'],
  [PROMOTION_MESSAGES.loadFailed, 'Failed to load promotions'],
  [PROMOTION_MESSAGES.createFailed, 'Failed to create promotion.'],
  [PROMOTION_MESSAGES.validationFailed, 'Validation failed. Please check your data format.'],
  [PROMOTION_MESSAGES.updateFailed, 'Failed to update promotion.'],
  [PROMOTION_MESSAGES.updateImageFailed, 'Failed to update promotion image.'],
  [
    PROMOTION_MESSAGES.publishConnectionRefused,
    'Failed to connect to casino server. Please check the casino server connection.',
  ],
  [
    PROMOTION_MESSAGES.publishUnauthorized,
    'Unauthorized: Please check your authentication credentials.',
  ],
  [PROMOTION_MESSAGES.publishFailed, 'Failed to publish promotions to casino.'],
  [
    PROMOTION_MESSAGES.loadAllForOrderingFailed,
    'Failed to load all promotions for ordering. Please try again.',
  ],
  [PROMOTION_MESSAGES.emptyForOrdering, 'No promotions found for ordering'],
  [PROMOTION_MESSAGES.saveOrderFailed, 'Failed to save promotion order. Please try again.'],
  [PROMOTION_MESSAGES.cancelOrderFailed, 'Failed to cancel edit mode. Please refresh the page.'],
  [PROMOTION_MESSAGES.created, 'Promotion created successfully!'],
  [PROMOTION_MESSAGES.updated, 'Promotion updated successfully!'],
  [PROMOTION_MESSAGES.imageUpdated, 'Promotion image updated successfully!'],
  [PROMOTION_MESSAGES.deleted, 'Promotion deleted successfully!'],
  [PROMOTION_MESSAGES.archived, 'Promotion archived successfully!'],
  [PROMOTION_MESSAGES.unarchived, 'Promotion unarchived successfully!'],
  [PROMOTION_MESSAGES.published, 'Promotions published successfully to casino!'],
  [PROMOTION_MESSAGES.orderSaved, 'Order Saved Successfully!'],
  [PROMOTION_MESSAGES.archiveConfirm, 'Are you sure you want to archive this promotion?'],
  [PROMOTION_MESSAGES.unarchiveConfirm, 'Are you sure you want to unarchive this promotion?'],
  [
    PROMOTION_MESSAGES.publishConfirm,
    'Are you sure you want to publish all promotions to the casino? This action will make them live for users.',
  ],
  [PROMOTION_FILTER_LABELS.default, 'Default'],
  [PROMOTION_FILTER_LABELS.archived, 'Archived'],
  [PROMOTION_FILTER_LABELS.title, 'Title'],
  [PROMOTION_FILTER_LABELS.activeFrom, 'Active From'],
  [PROMOTION_FILTER_LABELS.activeUntil, 'Active Until'],
  [PROMOTION_FILTER_LABELS.updated, 'Updated'],
  [PROMOTION_STATUS_LABELS.archived, 'Archived'],
  [PROMOTION_STATUS_LABELS.live, 'Live'],
  [PROMOTION_STATUS_LABELS.unpublished, 'Unpublished'],
  [PROMOTION_STATUS_LABELS.upcoming, 'Upcoming'],
  [PROMOTION_STATUS_LABELS.ended, 'Ended'],
];

describe('message constants are the spec texts to the letter', () => {
  it.each(spec)('%s', (constant, literal) => {
    expect(constant).toBe(literal);
  });

  it('no message has stray whitespace', () => {
    const groups = [
      API_MESSAGES,
      LOGIN_MESSAGES,
      SHELL_MESSAGES,
      PROVIDER_MESSAGES,
      SLOT_MESSAGES,
      CATALOGUE_MESSAGES,
      SYSTEM_MESSAGES,
      DASHBOARD_MESSAGES,
      TABLE_MESSAGES,
      THEME_MESSAGES,
      PROMO_CODE_MESSAGES,
    ];
    for (const g of groups) for (const m of Object.values(g)) expect(m).toBe(m.trim());
  });
});

describe('parameterised messages', () => {
  it('{Label} is required', () => {
    expect(requiredMessage('Title')).toBe('Title is required');
    expect(requiredMessage('Display Provider')).toBe(SLOT_MESSAGES.displayProviderRequired);
  });

  it('API and sign-in', () => {
    expect(httpErrorMessage(502)).toBe('HTTP error! status: 502');
    expect(loginFailedMessage('boom')).toBe('Login failed: boom');
    expect(setNewPasswordFailedMessage('weak')).toBe('Failed to set new password: weak');
    expect(additionalStepMessage('SMS_MFA')).toBe(
      'Additional authentication step required: SMS_MFA',
    );
  });

  it('confirmations with a name', () => {
    expect(archiveConfirmMessage('NetEnt')).toBe(
      'Are you sure you want to archive "NetEnt"? This will remove it from the production environment.',
    );
    expect(providerArchiveConfirmMessage('NetEnt')).toBe(archiveConfirmMessage('NetEnt'));
    expect(slotArchiveConfirmMessage('Book')).toBe(archiveConfirmMessage('Book'));
    expect(unarchiveConfirmMessage('NetEnt')).toBe('Are you sure you want to unarchive "NetEnt"?');
    expect(providerUnarchiveConfirmMessage('A')).toBe(unarchiveConfirmMessage('A'));
    expect(slotUnarchiveConfirmMessage('A')).toBe(unarchiveConfirmMessage('A'));
    expect(deleteConfirmMessage('Book of Ra')).toBe(
      'Are you sure you want to delete "Book of Ra"? This action cannot be undone.',
    );
    expect(slotDeleteConfirmMessage('Book of Ra')).toBe(
      'Are you sure you want to delete "Book of Ra"? This action cannot be undone.',
    );
    expect(providerDeleteConfirmMessage('X')).toBe(deleteConfirmMessage('X'));
    expect(themeDeleteConfirmMessage('Gold')).toContain('"Gold"');
    expect(themeDeleteConfirmMessage('Gold')).toContain('cannot be undone');
  });

  it('slots and positions', () => {
    expect(slotImageUploadFailedMessage('timeout')).toBe(
      'Warning: Failed to upload new image. Error: timeout...',
    );
    expect(positionRangeMessage(42)).toBe('Please enter a valid position between 1 and 42');
  });

  it('system', () => {
    expect(enableMaintenanceFailedMessage()).toBe(
      'Failed to enable maintenance mode. Please try again.',
    );
    expect(enableMaintenanceFailedMessage('  ')).toBe(SYSTEM_MESSAGES.enableMaintenanceFailed);
    expect(enableMaintenanceFailedMessage('Already on')).toBe(
      'Failed to enable maintenance mode. Please try again. Already on',
    );
    expect(uptimeStatusMessage('1h 0m 0s')).toBe('Uptime: 1h 0m 0s');
  });

  it('themes', () => {
    expect(tooManyFilesMessage(120)).toBe(
      'Too many files selected. Maximum allowed is 100 files, but 120 were selected.',
    );
    expect(themeCreateFailedMessage('dup')).toBe('Error creating theme: dup');
    expect(themeUploadFailedMessage('big')).toBe('Failed to upload theme files: big');
  });

  it('promotions', () => {
    expect(urlExampleMessage()).toBe('URL must be a valid URL address (e.g., https://example.com)');
    expect(urlExampleMessage('https://casino.example')).toBe(
      'URL must be a valid URL address (e.g., https://casino.example)',
    );
    expect(blockMissingTypeMessage(2)).toBe('Block 2 is missing type.');
    expect(paragraphBlockInvalidMessage(1)).toBe('Paragraph block 1 has invalid content.');
    expect(tableBlockInvalidMessage(3)).toBe(
      'Table block 3 is missing required data (name, columns, rows).',
    );
    expect(formSubmissionFailedMessage('x')).toBe('Form submission failed: x');
    expect(promotionArchiveFailedMessage('nope')).toBe('Failed to update promotion. nope');
    expect(promotionArchiveFailedMessage()).toBe('Failed to update promotion. Please try again.');
    expect(promotionDeleteFailedMessage('gone')).toBe('Failed to delete promotion: gone');
    expect(promotionDeleteFailedMessage('')).toBe('Failed to delete promotion: Unknown error');
    expect(promotionArchivedMessage(true)).toBe('Promotion archived successfully!');
    expect(promotionArchivedMessage(false)).toBe('Promotion unarchived successfully!');
    expect(promotionArchiveConfirmMessage(false)).toBe(
      'Are you sure you want to archive this promotion?',
    );
    expect(promotionArchiveConfirmMessage(true)).toBe(
      'Are you sure you want to unarchive this promotion?',
    );
    expect(appliedChangesMessage(3)).toBe('Applied 3 changes to promotion positions');
    expect(appliedChangesMessage(4, 'updates')).toBe('Applied 4 updates to promotion positions');
    expect(appliedChangesMessage(1)).toBe('Applied 1 change to promotion positions');
  });

  it('promotion create failure mapping', () => {
    expect(promotionCreateErrorMessage(undefined)).toBe('Failed to create promotion.');
    expect(promotionCreateErrorMessage('Request failed with status 400')).toBe(
      'Validation failed. Please check your data format.',
    );
    expect(promotionCreateErrorMessage('Title taken')).toBe('Title taken');
  });

  it('promotion publish failure mapping', () => {
    expect(promotionPublishErrorMessage('connect ECONNREFUSED 127.0.0.1')).toBe(
      'Failed to connect to casino server. Please check the casino server connection.',
    );
    expect(promotionPublishErrorMessage('status 400: bad')).toBe('Bad request: status 400: bad');
    expect(promotionPublishErrorMessage('status 401')).toBe(
      'Unauthorized: Please check your authentication credentials.',
    );
    expect(promotionPublishErrorMessage('weird')).toBe('weird');
    expect(promotionPublishErrorMessage(null)).toBe('Failed to publish promotions to casino.');
  });
});
