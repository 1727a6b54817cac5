/** The texts of the tables and themes, promo codes and promotions screens (see `messages.ts`). */

// ---------------------------------------------------------------------------------------------
// Tables and themes
// ---------------------------------------------------------------------------------------------

export const TABLE_MESSAGES = {
  nameRequired: 'Name is required',
  slugRequired: 'Slug is required',
  stakeRequired: 'Stake is required',
  themeRequired: 'Theme is required',
  slugInvalid: 'Slug can only contain lowercase letters, numbers, and hyphens',
  stakePositive: 'Stake must be greater than 0',
  saveFailed: 'Error saving table. Please try again.',
  updateFailed: 'Error updating table. Please try again.',
  deleteFailed: 'Error deleting table. Please try again.',
  /** Not quoted in the spec: the edit modal reads the table afresh and that read failed. */
  loadFailed: 'Error loading table. Please try again.',
  empty: 'No tables found',
  /** Not quoted in the spec. */
  deleteConfirm: 'Are you sure you want to delete this table? This action cannot be undone.',
} as const;

export const THEME_MESSAGES = {
  nameRequired: 'Theme name is required',
  slugRequired: 'Theme slug is required',
  slugInvalid: 'Theme slug must contain only lowercase letters, numbers, hyphens, and underscores',
  /** Composed ("At least one file is needed for upload or replace"). */
  filesRequired: 'Please select at least one file.',
  /** Composed ("A theme ID is required for update, delete and upload"). */
  idRequired: 'Theme ID is required',
  updateFailed: 'Error updating theme. Please try again.',
  deleteFailed: 'Error deleting theme. Please try again.',
  createdWithoutId: 'Theme created but no ID returned - cannot upload files',
  fetchFailed: 'Failed to fetch theme',
  serviceUpdateFailed: 'Failed to update theme',
  serviceDeleteFailed: 'Failed to delete theme',
  replaceFilesFailed: 'Failed to replace theme files',
  /** The upload error after which the theme service retries. */
  unexpectedField: 'Unexpected field',
  empty: 'No themes found',
  labelClassic: 'Classic',
  labelModern: 'Modern',
} as const;

/** 'Too many files selected. Maximum allowed is 100 files, but N were selected.' */
export const tooManyFilesMessage = (selected: number, max = 100): string =>
  `Too many files selected. Maximum allowed is ${max} files, but ${selected} were selected.`;
/** 'Error creating theme: <message>' */
export const themeCreateFailedMessage = (message: string): string =>
  `Error creating theme: ${message}`;
/** 'Failed to upload theme files: <message>' */
export const themeUploadFailedMessage = (message: string): string =>
  `Failed to upload theme files: ${message}`;
/** Composed ("saying it cannot be undone and affects tables using the theme"). */
export const themeDeleteConfirmMessage = (name: string): string =>
  `Are you sure you want to delete the theme "${name}"? This action cannot be undone and will affect all tables using this theme.`;

// ---------------------------------------------------------------------------------------------
// Promo codes
// ---------------------------------------------------------------------------------------------

export const PROMO_CODE_MESSAGES = {
  codeRequired: 'Code is required',
  rewardRequired: 'Reward is required',
  currencyRequired: 'Currency is required',
  /** Not quoted in the spec (currencies are USD, EUR, BTC, ETH). */
  currencyInvalid: 'Currency must be one of USD, EUR, BTC, ETH',
  /** Not quoted in the spec (a reward must be a number). */
  rewardInvalid: 'Reward must be a number',
  /** Not quoted in the spec (max uses must be a whole number of at least 1). */
  maxUsesInvalid: 'Max Uses must be a whole number of at least 1',
  created: 'Promo code created successfully',
  updated: 'Promo code updated successfully',
  deleted: 'Promo code deleted successfully',
  createFailed: 'Error creating promo code',
  updateFailed: 'Error updating promo code',
  loadFailed: 'Error loading promo code',
  deleteFailed: 'Error deleting promo code',
  statsLoadFailed: 'Error loading promo code stats',
  empty: 'No Promo Codes Found',
  /** Composed ("Delete asks for confirmation"). */
  deleteConfirm: 'Are you sure you want to delete this promo code?',
  unlimited: 'Unlimited',
} as const;

/** Promo code table columns. */
export const PROMO_CODE_LABELS = {
  code: 'Code',
  reward: 'Reward',
  currency: 'Currency',
  maxUses: 'Max Uses',
  validFrom: 'Valid From',
  validUntil: 'Valid Until',
  campaign: 'Campaign',
  actions: 'Actions',
} as const;

// ---------------------------------------------------------------------------------------------
// Promotions
// ---------------------------------------------------------------------------------------------

export const PROMOTION_MESSAGES = {
  screenTitle: 'Promotions',
  createModalTitle: 'Create New Promotion',
  empty: 'No promotions found.',
  editorPlaceholder: 'Write your promotion content here...',
  // form rules
  requiredFields: 'Title, Available From, and Available Until are required.',
  urlRequired: 'URL is required when redirect is enabled.',
  buttonTextRequired: 'Button text is required when redirect is enabled.',
  untilAfterFrom: 'Available Until date must be after Available From date.',
  createTitleRequired: 'Title is required.',
  // image-only update
  imageRequired: 'Please select an image file first.',
  imageInvalidType: 'Please select a valid image file.',
  imageTooLarge: 'Image file size must be less than 5MB.',
  // service rules
  titleRequired: 'Title is required',
  availableFromRequired: 'Available From date is required',
  availableUntilRequired: 'Available Until date is required',
  /** Composed ("Update requires the id"). */
  idRequired: 'Promotion ID is required',
  /** Composed ("Image upload requires the id and a file"). */
  imageFileRequired: 'Image file is required',
  /** Composed ("Bulk order requires a non-empty array"). */
  bulkOrderEmpty: 'Promotion orders must be a non-empty array',
  /** Composed ("each entry needs a promotionID and an order_hint ... at least 0"). */
  bulkOrderInvalidEntry: 'Each promotion order needs a promotionID and an order_hint of at least 0',
  // editor
  editorTableInvalid: 'Please enter valid numbers (rows: 2-10, columns: 2-5)',
  // service errors
  fetchFailed: 'Failed to fetch promotion',
  serviceCreateFailed: 'Failed to create promotion',
  serviceUpdateFailed: 'Failed to update promotion',
  serviceDeleteFailed: 'Failed to delete promotion',
  serviceDeleteImageFailed: 'Failed to delete promotion image',
  serviceUpdateImageFailed: 'Failed to update promotion image',
  serviceBulkOrderFailed: 'Failed to bulk update promotion orders',
  servicePublishFailed: 'Failed to publish promotions to casino',
  loadFailed: 'Failed to load promotions',
  // screen errors
  createFailed: 'Failed to create promotion.',
  validationFailed: 'Validation failed. Please check your data format.',
  formSubmissionFailedPrefix: 'Form submission failed: ',
  updateFailed: 'Failed to update promotion.',
  updateImageFailed: 'Failed to update promotion image.',
  archiveFailedPrefix: 'Failed to update promotion. ',
  archiveFailedFallback: 'Please try again.',
  deleteFailedPrefix: 'Failed to delete promotion: ',
  deleteFailedFallback: 'Unknown error',
  publishConnectionRefused:
    'Failed to connect to casino server. Please check the casino server connection.',
  publishBadRequestPrefix: 'Bad request: ',
  publishUnauthorized: 'Unauthorized: Please check your authentication credentials.',
  publishFailed: 'Failed to publish promotions to casino.',
  loadAllForOrderingFailed: 'Failed to load all promotions for ordering. Please try again.',
  emptyForOrdering: 'No promotions found for ordering',
  saveOrderFailed: 'Failed to save promotion order. Please try again.',
  cancelOrderFailed: 'Failed to cancel edit mode. Please refresh the page.',
  // successes
  created: 'Promotion created successfully!',
  updated: 'Promotion updated successfully!',
  imageUpdated: 'Promotion image updated successfully!',
  deleted: 'Promotion deleted successfully!',
  archived: 'Promotion archived successfully!',
  unarchived: 'Promotion unarchived successfully!',
  published: 'Promotions published successfully to casino!',
  orderSaved: 'Order Saved Successfully!',
  // confirmations
  archiveConfirm: 'Are you sure you want to archive this promotion?',
  unarchiveConfirm: 'Are you sure you want to unarchive this promotion?',
  publishConfirm:
    'Are you sure you want to publish all promotions to the casino? This action will make them live for users.',
  /** Not quoted in the spec (delete asks for confirmation in the edit modal dropdown). */
  deleteConfirm: 'Are you sure you want to delete this promotion? This action cannot be undone.',
} as const;

/** 'URL must be a valid URL address (e.g., {host})' */
export const urlExampleMessage = (host = 'https://example.com'): string =>
  `URL must be a valid URL address (e.g., ${host})`;
/** 'Block N is missing type.' (N is 1-based) */
export const blockMissingTypeMessage = (n: number): string => `Block ${n} is missing type.`;
/** 'Paragraph block N has invalid content.' */
export const paragraphBlockInvalidMessage = (n: number): string =>
  `Paragraph block ${n} has invalid content.`;
/** A paragraph over the size bound. */
export const paragraphBlockTooLongMessage = (n: number, max: number): string =>
  `Paragraph block ${n} is too long (at most ${max.toLocaleString('en-US')} characters).`;
/** A paragraph whose tags nest deeper than the bound. */
export const paragraphBlockTooDeepMessage = (n: number, max: number): string =>
  `Paragraph block ${n} is nested too deeply (at most ${max} levels).`;
/** The content as a whole over its bounds. */
export const contentTooLargeMessage = (maxBlocks: number, maxChars: number): string =>
  `The content is too large (at most ${maxBlocks} blocks and ${maxChars.toLocaleString('en-US')} characters).`;
/** 'Table block N is missing required data (name, columns, rows).' */
export const tableBlockInvalidMessage = (n: number): string =>
  `Table block ${n} is missing required data (name, columns, rows).`;
/**
 * Composed: the promotion was created but its image did not go up. The modal then holds
 * the created promotion (edit mode), so pressing the button again updates it, never a duplicate.
 */
export const promotionCreatedImageFailedMessage = (reason: string): string =>
  `Promotion created, but the image upload failed: ${reason.trim().replace(/[.!]?$/, '.')} The promotion is now open for editing: press Update Image to try the image again.`;
/** 'Form submission failed: ' plus the message. */
export const formSubmissionFailedMessage = (message: string): string =>
  `${PROMOTION_MESSAGES.formSubmissionFailedPrefix}${message}`;
/** Archive failure: 'Failed to update promotion. ' plus the message, or 'Please try again.' */
export const promotionArchiveFailedMessage = (message?: string | null): string =>
  `${PROMOTION_MESSAGES.archiveFailedPrefix}${message != null && message !== '' ? message : PROMOTION_MESSAGES.archiveFailedFallback}`;
/** Delete failure: 'Failed to delete promotion: ' plus the message or 'Unknown error'. */
export const promotionDeleteFailedMessage = (message?: string | null): string =>
  `${PROMOTION_MESSAGES.deleteFailedPrefix}${message != null && message !== '' ? message : PROMOTION_MESSAGES.deleteFailedFallback}`;
/** 'Promotion archived successfully!' or 'Promotion unarchived successfully!' */
export const promotionArchivedMessage = (archived: boolean): string =>
  archived ? PROMOTION_MESSAGES.archived : PROMOTION_MESSAGES.unarchived;
/** 'Are you sure you want to archive/unarchive this promotion?' by the current state. */
export const promotionArchiveConfirmMessage = (currentlyArchived: boolean): string =>
  currentlyArchived ? PROMOTION_MESSAGES.unarchiveConfirm : PROMOTION_MESSAGES.archiveConfirm;

/**
 * The order overlay's detail: 'Applied N changes (or updates) to promotion positions'.
 * `noun` chooses between the spec's two readings; a single item reads 'change'/'update'.
 */
export const appliedChangesMessage = (n: number, noun: 'changes' | 'updates' = 'changes'): string =>
  `Applied ${n} ${n === 1 ? noun.slice(0, -1) : noun} to promotion positions`;

/**
 * The create failure the promotions screen shows: a message containing 400 becomes
 * 'Validation failed. Please check your data format.'; otherwise the server message or
 * 'Failed to create promotion.'.
 */
export const promotionCreateErrorMessage = (message?: string | null): string => {
  if (message == null || message === '') return PROMOTION_MESSAGES.createFailed;
  if (message.includes('400')) return PROMOTION_MESSAGES.validationFailed;
  return message;
};

/** Publish failure mapping. */
export const promotionPublishErrorMessage = (message?: string | null): string => {
  if (message == null || message === '') return PROMOTION_MESSAGES.publishFailed;
  if (message.includes('ECONNREFUSED')) return PROMOTION_MESSAGES.publishConnectionRefused;
  if (message.includes('400')) return `${PROMOTION_MESSAGES.publishBadRequestPrefix}${message}`;
  if (message.includes('401')) return PROMOTION_MESSAGES.publishUnauthorized;
  return message;
};

/** Promotions filter-type dropdown labels. */
export const PROMOTION_FILTER_LABELS = {
  default: 'Default',
  archived: 'Archived',
  title: 'Title',
  activeFrom: 'Active From',
  activeUntil: 'Active Until',
  updated: 'Updated',
} as const;

/** Promotion display statuses, as shown. */
export const PROMOTION_STATUS_LABELS = {
  archived: 'Archived',
  live: 'Live',
  unpublished: 'Unpublished',
  upcoming: 'Upcoming',
  ended: 'Ended',
} as const;
