import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EVENT_FILTERS,
  EVENT_FILTER_OF_TYPE,
  LIMITS,
  LIVE_EVENT_TYPES,
  MAINTENANCE,
  SLOT_MESSAGES,
  apiErrorMessage,
  apiFieldErrors,
  buildMaintenancePayload,
  checkPromotionImage,
  checkSlotImage,
  checkThemeFileCount,
  eventFiltersSchema,
  eventMatchesFilters,
  isHighRoller,
  loginErrorMessage,
  providerImageNeedsOptimising,
  providerImageTargetSize,
  pushLiveEvent,
  reconnectDelayMs,
  requestTimeoutMessage,
  sizedImageUrl,
} from '../src/index.js';

const MB = 1024 * 1024;

describe('slot images', () => {
  it('types jpeg, jpg, png, gif, webp', () => {
    for (const type of [
      'image/jpeg',
      'image/jpg',
      'image/png',
      'image/gif',
      'image/webp',
      'IMAGE/PNG',
    ])
      expect(checkSlotImage({ type, size: 1000 })).toBeNull();
    for (const type of ['image/svg+xml', 'application/pdf', 'image/bmp'])
      expect(checkSlotImage({ type, size: 1000 })).toBe(
        'Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.',
      );
  });

  it('an empty type falls back to the extension', () => {
    expect(checkSlotImage({ type: '', size: 1, name: 'a.WEBP' })).toBeNull();
    expect(checkSlotImage({ type: '', size: 1, name: 'a.txt' })).toBe(
      SLOT_MESSAGES.invalidImageType,
    );
    expect(checkSlotImage({ type: '', size: 1, name: 'noext' })).toBe(
      SLOT_MESSAGES.invalidImageType,
    );
    expect(checkSlotImage({ type: '', size: 1 })).toBe(SLOT_MESSAGES.invalidImageType);
  });

  it('at most 5 MB', () => {
    expect(checkSlotImage({ type: 'image/png', size: 5 * MB })).toBeNull();
    expect(checkSlotImage({ type: 'image/png', size: 5 * MB + 1 })).toBe(
      'File size too large. Please select an image smaller than 5MB.',
    );
  });
});

describe('promotion image-only update', () => {
  it('file chosen, an image type the admin API takes, under 5 MB', () => {
    expect(checkPromotionImage(null)).toBe('Please select an image file first.');
    expect(checkPromotionImage(undefined)).toBe('Please select an image file first.');
    expect(checkPromotionImage({ type: 'text/plain', size: 1 })).toBe(
      'Please select a valid image file.',
    );
    expect(checkPromotionImage({ type: 'image/webp', size: 5 * MB - 1 })).toBeNull();
    expect(checkPromotionImage({ type: 'image/jpg', size: 1 })).toBeNull();
    // image/*, but not what the admin API takes (jpeg, png, gif, webp)
    for (const type of ['image/avif', 'image/svg+xml', 'image/bmp'])
      expect(checkPromotionImage({ type, size: 1 })).toBe('Please select a valid image file.');
    expect(checkPromotionImage({ type: 'image/png', size: 5 * MB })).toBe(
      'Image file size must be less than 5MB.',
    );
  });
});

describe('provider image optimisation', () => {
  it('under 200000 bytes as-is; larger shrunk to 800x600', () => {
    expect(providerImageNeedsOptimising(199_999)).toBe(false);
    expect(providerImageNeedsOptimising(200_000)).toBe(true);
    expect(providerImageTargetSize(1600, 600)).toEqual({ width: 800, height: 300 });
    expect(providerImageTargetSize(1000, 1200)).toEqual({ width: 500, height: 600 });
    expect(providerImageTargetSize(400, 300)).toEqual({ width: 400, height: 300 });
    expect(providerImageTargetSize(0, 10)).toEqual({ width: 0, height: 0 });
  });

  it('sized image URLs', () => {
    expect(sizedImageUrl('https://img/x.png', 'slot')).toBe(
      'https://img/x.png?w=360&h=472&fit=min',
    );
    expect(sizedImageUrl('https://img/x.png?v=2', 'provider')).toBe(
      'https://img/x.png?v=2&w=300&h=100&fit=crop',
    );
  });
});

describe('theme files', () => {
  it('1..100 files', () => {
    expect(checkThemeFileCount(1)).toBeNull();
    expect(checkThemeFileCount(100)).toBeNull();
    expect(checkThemeFileCount(101)).toBe(
      'Too many files selected. Maximum allowed is 100 files, but 101 were selected.',
    );
    expect(checkThemeFileCount(0)).toBe('Please select at least one file.');
  });
});

describe('live stream filters', () => {
  const ev = (type: (typeof LIVE_EVENT_TYPES)[number], amount = 10) => ({ type, amount });

  it('all nine types pass by default', () => {
    for (const t of LIVE_EVENT_TYPES) expect(eventMatchesFilters(ev(t))).toBe(true);
    expect(eventFiltersSchema.parse({})).toEqual(DEFAULT_EVENT_FILTERS);
  });

  it('each toggle governs its types', () => {
    expect(eventMatchesFilters(ev('bet'), { bets: false })).toBe(false);
    expect(eventMatchesFilters(ev('deposit'), { deposits: false })).toBe(false);
    expect(eventMatchesFilters(ev('withdraw'), { withdrawals: false })).toBe(false);
    expect(eventMatchesFilters(ev('tip'), { tips: false })).toBe(false);
    expect(eventMatchesFilters(ev('affiliate_claim'), { affiliate: false })).toBe(false);
    expect(eventMatchesFilters(ev('affiliate_redeem'), { affiliate: false })).toBe(false);
    expect(eventMatchesFilters(ev('vault_deposit'), { vault: false })).toBe(false);
    expect(eventMatchesFilters(ev('vault_withdraw'), { vault: false })).toBe(false);
    // a promo redeem is none of the chosen types once any type is filtered out
    expect(eventMatchesFilters(ev('redeem'))).toBe(true);
    expect(eventMatchesFilters(ev('redeem'), { bets: false })).toBe(false);
    expect(eventMatchesFilters(ev('redeem'), { bets: false, affiliate: false, vault: false })).toBe(
      false,
    );
    expect(EVENT_FILTER_OF_TYPE.redeem).toBeNull();
  });

  it('a promo-code redeem shows exactly while every type toggle is on', () => {
    const toggles = ['bets', 'deposits', 'withdrawals', 'tips', 'affiliate', 'vault'] as const;
    fc.assert(
      fc.property(fc.subarray([...toggles]), (off) => {
        const filters = Object.fromEntries(off.map((t) => [t, false]));
        expect(eventMatchesFilters(ev('redeem'), filters)).toBe(off.length === 0);
      }),
    );
  });

  it('high roller ≥ 50 and minimum amount', () => {
    expect(isHighRoller({ amount: 50 })).toBe(true);
    expect(isHighRoller({ amount: 49.99 })).toBe(false);
    expect(eventMatchesFilters(ev('bet', 49.99), { highRoller: true })).toBe(false);
    expect(eventMatchesFilters(ev('bet', 50), { highRoller: true })).toBe(true);
    expect(eventMatchesFilters(ev('bet', 0.01), { minAmount: 0.01 })).toBe(true);
    expect(eventMatchesFilters(ev('bet', 0.009), { minAmount: 0.01 })).toBe(false);
  });

  it('keeps at most 50, newest first', () => {
    let list: number[] = [];
    for (let i = 1; i <= 60; i += 1) list = pushLiveEvent(list, i);
    expect(list).toHaveLength(50);
    expect(list[0]).toBe(60);
    expect(list[49]).toBe(11);
  });
});

describe('API errors', () => {
  it('message, else error, else raw text, else HTTP error! status', () => {
    expect(apiErrorMessage(400, { message: 'Bad slug', error: 'x' })).toBe('Bad slug');
    expect(apiErrorMessage(400, { error: 'Conflict' })).toBe('Conflict');
    expect(apiErrorMessage(400, { message: ['a', 'b'] })).toBe('a, b');
    expect(apiErrorMessage(400, { error: { message: 'nested' } })).toBe('nested');
    expect(apiErrorMessage(500, ' Internal failure ')).toBe('Internal failure');
    expect(apiErrorMessage(503, { message: '' })).toBe('HTTP error! status: 503');
    expect(apiErrorMessage(404, null)).toBe('HTTP error! status: 404');
    expect(requestTimeoutMessage()).toBe('Request timeout');
  });

  it('field errors map', () => {
    expect(
      apiFieldErrors({ errors: { slug: 'taken', title: ['too long'], x: { message: 'm' }, y: 3 } }),
    ).toEqual({
      slug: 'taken',
      title: 'too long',
      x: 'm',
    });
    expect(apiFieldErrors({})).toEqual({});
    expect(apiFieldErrors('x')).toEqual({});
  });

  it('sign-in failures', () => {
    expect(loginErrorMessage('NotAuthorizedException', 'Incorrect')).toBe(
      'Invalid username or password. Please try again.',
    );
    expect(loginErrorMessage('UserNotFoundException')).toBe(
      'User not found. Please check your username.',
    );
    expect(loginErrorMessage('UserNotConfirmedException')).toBe(
      'User account not confirmed. Please contact administrator.',
    );
    expect(loginErrorMessage('TooManyRequestsException', 'Slow down')).toBe(
      'Login failed: Slow down',
    );
    expect(loginErrorMessage(null, ' ')).toBe('Login failed. Please try again.');
  });
});

describe('maintenance and socket', () => {
  const now = new Date('2026-01-01T00:00:00.000Z');

  it('payload with estimatedCompletion = now + duration', () => {
    expect(
      buildMaintenancePayload({ reason: ' ', duration: 90 }, { now, startedBy: 'ada' }),
    ).toEqual({
      reason: 'Scheduled maintenance',
      duration: 90,
      estimatedCompletion: '2026-01-01T01:30:00.000Z',
      startedBy: 'ada',
      type: 'scheduled',
    });
    expect(buildMaintenancePayload({}, { now, startedBy: 'x', type: 'emergency' })).toMatchObject({
      duration: 30,
      type: 'emergency',
    });
    expect(buildMaintenancePayload({ reason: 'DB' }, { now, startedBy: 'x' }).reason).toBe('DB');
  });

  it('reconnect delay 3 s × attempt, up to 5', () => {
    expect([1, 2, 3, 4, 5].map((a) => reconnectDelayMs(a))).toEqual([
      3000, 6000, 9000, 12000, 15000,
    ]);
    expect(reconnectDelayMs(0)).toBeNull();
    expect(reconnectDelayMs(6)).toBeNull();
  });
});

describe('business constants', () => {
  it('of the catalogue, the shell and sign-in', () => {
    expect(LIMITS.API).toMatchObject({
      timeoutMs: 60000,
      uploadTimeoutMs: 120000,
      defaultPageSize: 10,
      maxPageSize: 100,
      maxAttempts: 3,
    });
    expect(LIMITS.SLOTS).toMatchObject({
      pageSize: 32,
      orderEditPageSize: 32,
      orderModeBatchSize: 100,
      orderModeMaxPages: 50,
      getAllLimit: 5000,
      searchDebounceMs: 500,
      imageMaxBytes: 5 * MB,
      swapSearchMaxResults: 10,
      swapSearchMinChars: 2,
    });
    expect(LIMITS.PROVIDERS).toMatchObject({
      pageSize: 32,
      searchDebounceMs: 300,
      imageOptimiseThresholdBytes: 200000,
      imageMaxWidth: 800,
      imageMaxHeight: 600,
      imageJpegQuality: 0.8,
    });
    expect(LIMITS.ARCHIVED).toEqual({ defaultPage: 1, defaultLimit: 20 });
    expect(LIMITS.PAGINATION.windowSize).toBe(5);
    expect(MAINTENANCE.durationOptionsMinutes).toEqual([
      10, 20, 30, 40, 50, 60, 90, 120, 180, 240, 360, 480,
    ]);
    expect(MAINTENANCE.defaultDurationMinutes).toBe(30);
    expect(MAINTENANCE.reasonMaxLength).toBe(200);
    expect(LIMITS.SYSTEM).toEqual({ statusRefreshMs: 30000, uptimeTickMs: 1000 });
    expect(LIMITS.SOCKET).toMatchObject({ maxReconnectAttempts: 5, reconnectDelayMs: 3000 });
    expect(LIMITS.AUTH).toMatchObject({
      signInSessionMs: 180000,
      tokenExpirySkewMs: 5000,
      minPasswordLength: 8,
      guestCredentialRefreshMs: 3000000,
    });
    expect(LIMITS.TIMINGS).toMatchObject({
      publishPopupAutoCloseMs: 5000,
      orderSavedOverlayMs: 4000,
      refreshNoticeMs: 2000,
      publishProgressMaxPercent: 95,
    });
    expect(LIMITS.LAYOUT).toMatchObject({
      sidebarWidthPx: 280,
      sidebarCollapsedWidthPx: 80,
      navbarHeightPx: 70,
    });
  });

  it('of the dashboard, tables, themes, promo codes and promotions', () => {
    expect(LIMITS.EVENT_STREAM).toEqual({
      maxEvents: 50,
      highRollerAmount: 50,
      minAmountStep: 0.01,
    });
    expect(LIMITS.TABLES).toEqual({ pageSize: 20, searchDebounceMs: 300 });
    expect(LIMITS.THEMES).toMatchObject({ maxFiles: 100, cacheMs: 300000 });
    expect(LIMITS.PROMO_CODES).toEqual({ currencies: ['USD', 'EUR', 'BTC', 'ETH'], toastMs: 3000 });
    expect(LIMITS.PROMOTIONS).toMatchObject({
      pageSize: 9,
      searchDebounceMs: 800,
      orderModePage: 1,
      orderModeLimit: 1000,
      imageMaxBytes: 5 * MB,
      orderOverlayMs: 4000,
      modalFadeOutMs: 300,
      editorHeightPx: 300,
    });
    expect(LIMITS.TIMINGS).toMatchObject({
      promoToastMs: 3000,
      sampleStatsRefreshMs: 5000,
      modalFadeOutMs: 300,
    });
    expect(LIMITS.DASHBOARD.revenuePeriods).toEqual(['7D', '30D', '90D', '1Y']);
    expect(LIMITS.SECTIONS.groups.flat()).toHaveLength(14);
    expect(LIMITS.FEATURE_FLAGS).toEqual({ darkMode: true, notifications: true, analytics: false });
  });
});
