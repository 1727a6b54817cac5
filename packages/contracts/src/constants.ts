/**
 * Business constants and limits of the product (and the few numbers
 * stated elsewhere in them). One typed, frozen module: import `LIMITS` or a single group.
 */

export const API = {
  timeoutMs: 60_000,
  uploadTimeoutMs: 120_000,
  defaultPageSize: 10,
  maxPageSize: 100,
  /** Sign-in library: requests retried up to 3 attempts on network errors, throttling, 5xx. */
  maxAttempts: 3,
  retryStatuses: [500, 502, 503, 504],
} as const;

export const AUTH = {
  /** Sign-in (challenge) session lives 3 minutes. */
  signInSessionMs: 3 * 60_000,
  /** Tokens treated as expired 5 seconds early. */
  tokenExpirySkewMs: 5_000,
  minPasswordLength: 8,
  /** Guest credential refresh every 50 minutes. */
  guestCredentialRefreshMs: 50 * 60_000,
  adminRoles: ['Administrator', 'admin'],
  defaultRole: 'admin',
} as const;

export const SLOTS = {
  pageSize: 32,
  orderEditPageSize: 32,
  /** Order mode loads 100 per request, at most 50 pages. */
  orderModeBatchSize: 100,
  orderModeMaxPages: 50,
  /** getAllSlots: page 1, limit 5000, includeArchived. */
  getAllLimit: 5000,
  searchDebounceMs: 500,
  imageMaxBytes: 5 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'],
  imageExtensions: ['jpeg', 'jpg', 'png', 'gif', 'webp'],
  /** Image size query: w=360 h=472 fit=min. */
  imageQuery: { w: 360, h: 472, fit: 'min' },
  swapSearchMaxResults: 10,
  swapSearchMinChars: 2,
  miniCardTextLength: 10,
  demoFrame: { width: 1200, height: 675 },
  orderNumberingStart: 1,
} as const;

export const PROVIDERS = {
  pageSize: 32,
  orderModeBatchSize: 100,
  searchDebounceMs: 300,
  /** Images under this many bytes upload as-is. */
  imageOptimiseThresholdBytes: 200_000,
  imageMaxWidth: 800,
  imageMaxHeight: 600,
  imageJpegQuality: 0.8,
  /** Image size query: w=300 h=100 fit=crop. */
  imageQuery: { w: 300, h: 100, fit: 'crop' },
} as const;

export const ARCHIVED = {
  defaultPage: 1,
  defaultLimit: 20,
} as const;

export const PAGINATION = {
  windowSize: 5,
} as const;

export const MAINTENANCE = {
  reasonMaxLength: 200,
  defaultReason: 'Scheduled maintenance',
  durationOptionsMinutes: [10, 20, 30, 40, 50, 60, 90, 120, 180, 240, 360, 480],
  defaultDurationMinutes: 30,
  defaultType: 'scheduled',
} as const;

export type MaintenanceDuration = (typeof MAINTENANCE.durationOptionsMinutes)[number];

export const SYSTEM = {
  statusRefreshMs: 30_000,
  uptimeTickMs: 1_000,
} as const;

export const SOCKET = {
  maxReconnectAttempts: 5,
  /** Delay = reconnectDelayMs × attempt number. */
  reconnectDelayMs: 3_000,
  namespace: '/socket/admin',
  liveEventChannel: 'casino_event',
  adminEvents: [
    'casino_event',
    'bet_event',
    'high_roller_event',
    'payment_event',
    'tip_event',
    'redeem_event',
    'vault_event',
    'affiliate_event',
    'vip_event',
  ],
} as const;

export const TIMINGS = {
  publishPopupAutoCloseMs: 5_000,
  /** Publish progress bar rises to at most 95% until success. */
  publishProgressMaxPercent: 95,
  orderSavedOverlayMs: 4_000,
  refreshNoticeMs: 2_000,
  promoToastMs: 3_000,
  modalFadeOutMs: 300,
  sampleStatsRefreshMs: 5_000,
} as const;

export const LAYOUT = {
  sidebarWidthPx: 280,
  sidebarCollapsedWidthPx: 80,
  navbarHeightPx: 70,
  editorHeightPx: 300,
  promotionGridColumns: 3,
} as const;

export const EVENT_STREAM = {
  maxEvents: 50,
  highRollerAmount: 50,
  minAmountStep: 0.01,
} as const;

export const TABLES = {
  pageSize: 20,
  searchDebounceMs: 300,
} as const;

export const THEMES = {
  maxFiles: 100,
  cacheMs: 5 * 60_000,
  classicMarker: '_classic',
} as const;

export const PROMO_CODES = {
  currencies: ['USD', 'EUR', 'BTC', 'ETH'],
  toastMs: 3_000,
} as const;

export const PROMOTIONS = {
  pageSize: 9,
  searchDebounceMs: 800,
  orderModePage: 1,
  orderModeLimit: 1000,
  imageMaxBytes: 5 * 1024 * 1024,
  /**
   * Bounds on a promotion's content, checked before it is sanitised: the sanitiser's time grows
   * with the square of the nesting depth (300,000 unclosed tags held the gateway for 22 s), and
   * with the size. Quill writes a few levels and a few kB.
   */
  contentMaxBlocks: 200,
  paragraphMaxChars: 50_000,
  contentMaxChars: 100_000,
  paragraphMaxDepth: 32,
  /**
   * What the admin API takes for an image (jpeg, jpg, png, gif, webp). The promotion form asks
   * only for "image/"; a type it would refuse (AVIF, SVG, BMP) is refused here, before the upload.
   */
  imageTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  orderOverlayMs: 4_000,
  modalFadeOutMs: 300,
  editorHeightPx: 300,
  editorTableMinRows: 2,
  editorTableMaxRows: 10,
  editorTableMinColumns: 2,
  editorTableMaxColumns: 5,
  filterOptions: ['default', 'archived', 'title', 'activeFrom', 'activeUntil', 'updated'],
  exampleUrlHost: 'https://example.com',
} as const;

export const DASHBOARD = {
  revenuePeriods: ['7D', '30D', '90D', '1Y'],
  statCards: [
    'Total Users',
    'Revenue',
    'Total Deposits',
    'Total Withdrawals',
    'Total Wagered',
    'Engagement Rate',
  ],
  realtimeStats: ['Online Players', 'Active Tables', 'Bets/min', 'Server Load'],
} as const;

/** Sections of the panel in sidebar order, grouped by divider. */
export const SECTIONS = {
  groups: [
    ['dashboard'],
    ['curator', 'promotions', 'tables'],
    ['games', 'stats', 'transactions'],
    ['codes', 'affiliate', 'users'],
    ['fraud', 'rules', 'assistant', 'settings'],
  ],
  withContent: ['dashboard', 'curator', 'tables', 'codes', 'promotions'],
  default: 'dashboard',
} as const;

export type SectionId = (typeof SECTIONS.groups)[number][number];

export const FEATURE_FLAGS = {
  darkMode: true,
  notifications: true,
  analytics: false,
} as const;

export const IDENTITY = {
  region: 'eu-central-1',
} as const;

/** All of the above in one object. */
export const LIMITS = {
  API,
  AUTH,
  SLOTS,
  PROVIDERS,
  ARCHIVED,
  PAGINATION,
  MAINTENANCE,
  SYSTEM,
  SOCKET,
  TIMINGS,
  LAYOUT,
  EVENT_STREAM,
  TABLES,
  THEMES,
  PROMO_CODES,
  PROMOTIONS,
  DASHBOARD,
  SECTIONS,
  FEATURE_FLAGS,
  IDENTITY,
} as const;
