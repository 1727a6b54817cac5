import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contentBlockSchema,
  createSlotPayloadSchema,
  displayRole,
  entityIdSchema,
  groupSchema,
  idSchema,
  isAdminRole,
  liveEventSchema,
  publishAnswerUnexpected,
  maintenanceEnablePayloadSchema,
  promoCodeSchema,
  promotionOrderItemSchema,
  promotionSchema,
  providerOrderItemSchema,
  providerSchema,
  slotOrderItemSchema,
  slotParamsSummary,
  slotSchema,
  systemStatusSchema,
  tableSchema,
  themeLabel,
  themeSchema,
  updateSlotPayloadSchema,
  upstreamContentBlocksSchema,
  upstreamGroupSchema,
  upstreamHealthReadySchema,
  upstreamLiveEventSchema,
  upstreamMaintenanceStatusSchema,
  upstreamPromoCodeSchema,
  upstreamPromotionSchema,
  upstreamProviderSchema,
  upstreamPublishResultSchema,
  upstreamShutdownStatusSchema,
  upstreamSlotSchema,
  upstreamSystemHealthSchema,
  upstreamTableSchema,
  upstreamThemeSchema,
  upstreamUserSchema,
  userInitials,
  userSchema,
  looseTimestamp,
  looseBool,
  looseNumber,
  looseJsonObject,
  isBlank,
  trimmed,
  upstreamCreateResultSchema,
  upstreamDemoPlayResultSchema,
  upstreamImageUrlResultSchema,
} from '../src/index.js';

describe('ids', () => {
  it('idSchema accepts the positive integers the admin API issues, as text or number', () => {
    expect(idSchema.parse('123')).toBe('123');
    expect(idSchema.parse(42)).toBe('42');
    expect(idSchema.parse(String(Number.MAX_SAFE_INTEGER))).toBe('9007199254740991');
  });

  it('idSchema never validates path tricks', () => {
    for (const bad of [
      '../etc',
      '%2F',
      'a/b',
      '',
      ' ',
      'a b',
      'x'.repeat(65),
      -1,
      1.5,
      null,
      undefined,
      {},
      '..',
    ])
      expect(idSchema.safeParse(bad).success).toBe(false);
  });

  it('entity ids are non-empty strings', () => {
    expect(entityIdSchema.safeParse('').success).toBe(false);
    expect(entityIdSchema.safeParse('a').success).toBe(true);
  });
});

describe('user', () => {
  it('normalises the identity record', () => {
    expect(
      upstreamUserSchema.parse({
        username: 'ada',
        userId: 'u-1',
        attributes: {
          name: 'Ada Lovelace',
          email: 'ada@x.test',
          'custom:role': 'Administrator',
          extra: 1,
        },
      }),
    ).toEqual({
      username: 'ada',
      userId: 'u-1',
      displayName: 'Ada Lovelace',
      givenName: null,
      familyName: null,
      email: 'ada@x.test',
      role: 'Administrator',
      isAdmin: true,
    });
  });

  it('falls back: given/family name, username; role attribute; sub as id', () => {
    const u = upstreamUserSchema.parse({
      username: 'bob',
      attributes: { given_name: 'Bob', family_name: ' ', role: 'viewer', sub: 's-9' },
    });
    expect(u).toMatchObject({
      displayName: 'Bob',
      givenName: 'Bob',
      familyName: null,
      role: 'viewer',
      isAdmin: false,
      userId: 's-9',
    });
    const bare = upstreamUserSchema.parse({ username: 'carol' });
    expect(bare).toMatchObject({
      displayName: 'carol',
      userId: 'carol',
      role: null,
      isAdmin: false,
      email: null,
    });
    expect(userSchema.safeParse({ ...bare, extra: 1 }).success).toBe(false);
  });

  it('isAdminRole: Administrator or admin', () => {
    expect(isAdminRole('Administrator')).toBe(true);
    expect(isAdminRole('admin')).toBe(true);
    expect(isAdminRole(' admin ')).toBe(true);
    expect(isAdminRole('Admin')).toBe(false);
    expect(isAdminRole('viewer')).toBe(false);
    expect(isAdminRole(null)).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
  });

  it('displayRole defaults to admin', () => {
    expect(displayRole({ role: null })).toBe('admin');
    expect(displayRole(null)).toBe('admin');
    expect(displayRole({ role: 'curator' })).toBe('curator');
  });

  it('userInitials', () => {
    expect(userInitials({ displayName: 'Ada Byron Lovelace' })).toBe('AL');
    expect(userInitials({ displayName: 'admin' })).toBe('A');
    expect(userInitials({ displayName: ' ', givenName: 'bob', familyName: 'stone' })).toBe('BS');
    expect(userInitials({ username: 'jane.doe@x.test' })).toBe('JD');
    expect(userInitials({ username: '@x' })).toBe('?');
    expect(userInitials({ username: 'élodie' })).toBe('É');
    expect(userInitials({})).toBe('?');
    expect(userInitials(null)).toBe('?');
  });
});

describe('group and provider', () => {
  it('group', () => {
    const g = upstreamGroupSchema.parse({
      id: 3,
      display_name: 'Top',
      slug: 'top',
      order_hint: '2',
      archived: 'true',
      created_at: '2026-01-01',
    });
    expect(g).toEqual({
      id: '3',
      displayName: 'Top',
      name: null,
      slug: 'top',
      orderHint: 2,
      archived: true,
      createdAt: '2026-01-01',
      updatedAt: null,
    });
    expect(groupSchema.parse(g)).toEqual(g);
    expect(upstreamGroupSchema.parse({ id: 'g', name: 'N' }).displayName).toBe('N');
    expect(upstreamGroupSchema.safeParse({ display_name: 'no id' }).success).toBe(false);
  });

  it('provider', () => {
    const p = upstreamProviderSchema.parse({
      id: 5,
      display_name: 'NetEnt',
      image_url: 'https://img/x.png',
      live: 1,
      unedited: false,
      order_hint: 4,
      updated_at: 1767225600000,
    });
    expect(p).toEqual({
      id: '5',
      displayName: 'NetEnt',
      description: '',
      slug: null,
      imageUrl: 'https://img/x.png',
      live: true,
      archived: false,
      unedited: false,
      orderHint: 4,
      createdAt: null,
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(providerSchema.parse(p)).toEqual(p);
    expect(
      upstreamProviderSchema.parse({ id: 'x', displayName: 'Camel', imageUrl: 'u', orderHint: 1 }),
    ).toMatchObject({
      displayName: 'Camel',
      imageUrl: 'u',
      orderHint: 1,
    });
  });
});

describe('slot', () => {
  const upstream = {
    id: 11,
    name: 'Book of Dead',
    identifier: 'book_of_dead',
    slug: 'book-of-dead',
    provider: { id: 2, display_name: "Play'n GO" },
    display_provider: { display_name: 'PnG' },
    display_provider_id: 3,
    orig_title: 'Book of Dead',
    feature_group: 'fs',
    released_at: '2016-01-01',
    order_hint: 7,
    archived: false,
    live: true,
    unedited: false,
    has_demo: true,
    image_url: 'https://img/b.png',
    params: { category: 'slots', payout: 96.2, bonus_buy: true },
    restrictions: '{"countries":["US"]}',
    groups: [{ id: 1 }, { id: 2 }, { id: 1 }],
    created_at: '2026-01-01',
    updated_at: '2026-02-01',
    unknownField: 'ignored',
  };

  it('normalises aliases and shapes', () => {
    const s = upstreamSlotSchema.parse(upstream);
    expect(s).toEqual({
      id: '11',
      title: 'Book of Dead',
      identifier: 'book_of_dead',
      slug: 'book-of-dead',
      providerId: '2',
      providerName: "Play'n GO",
      displayProviderId: '3',
      displayProviderName: 'PnG',
      origTitle: 'Book of Dead',
      description: null,
      category: null,
      featureGroup: 'fs',
      theme: null,
      releasedAt: '2016-01-01',
      orderHint: 7,
      archived: false,
      live: true,
      unedited: false,
      hasDemo: true,
      imageUrl: 'https://img/b.png',
      params: { category: 'slots', payout: 96.2, bonus_buy: true },
      restrictions: { countries: ['US'] },
      groupIds: ['1', '2'],
      createdAt: '2026-01-01',
      updatedAt: '2026-02-01',
    });
    expect(slotSchema.parse(s)).toEqual(s);
    expect(slotSchema.safeParse({ ...s, name: 'x' }).success).toBe(false);
  });

  it('title wins over name; group_ids; bad JSON params become {}', () => {
    const s = upstreamSlotSchema.parse({
      id: 'a',
      title: 'T',
      name: 'N',
      provider_id: 9,
      provider: 'not an object',
      group_ids: [4, '5'],
      params: '{bad json',
      restrictions: [1, 2],
    });
    expect(s).toMatchObject({
      title: 'T',
      providerId: '9',
      providerName: null,
      groupIds: ['4', '5'],
      params: {},
      restrictions: {},
    });
    const minimal = upstreamSlotSchema.parse({ id: 1 });
    expect(minimal).toMatchObject({
      title: '',
      groupIds: [],
      params: {},
      hasDemo: false,
      orderHint: 0,
    });
  });

  it('slotParamsSummary reads the spec keys', () => {
    expect(
      slotParamsSummary({
        params: { category: 'nested' },
        payout: '96.5',
        theme: 'egypt',
        bonus_buy: 'true',
        volatility_rating: 4,
        live: 0,
        producer: 'Studio',
      }),
    ).toEqual({
      category: 'nested',
      payout: '96.5',
      theme: 'egypt',
      bonusBuy: true,
      volatilityRating: '4',
      live: false,
      producer: 'Studio',
    });
    expect(
      slotParamsSummary({
        category: 'top',
        params: { category: 'nested' },
        bonus_buy: 'maybe',
        payout: ' ',
      }),
    ).toMatchObject({
      category: 'top',
      bonusBuy: null,
      payout: null,
    });
    expect(slotParamsSummary(null)).toEqual({
      category: null,
      payout: null,
      theme: null,
      bonusBuy: null,
      volatilityRating: null,
      live: null,
      producer: null,
    });
    expect(slotParamsSummary({ bonus_buy: 1, live: 'false', payout: Number.NaN })).toMatchObject({
      bonusBuy: true,
      live: false,
      payout: null,
    });
  });
});

describe('order items and slot payloads', () => {
  it('order items', () => {
    expect(slotOrderItemSchema.parse({ slotId: 3, order: 1 })).toEqual({ slotId: '3', order: 1 });
    expect(slotOrderItemSchema.safeParse({ slotId: 'a', order: 0 }).success).toBe(false);
    expect(providerOrderItemSchema.parse({ providerId: '6', order: 2 })).toEqual({
      providerId: '6',
      order: 2,
    });
    expect(promotionOrderItemSchema.parse({ promotionID: 5, order_hint: 0 })).toEqual({
      promotionID: '5',
      order_hint: 0,
    });
    const bad = promotionOrderItemSchema.safeParse({ order_hint: -1 });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Each promotion order needs a promotionID and an order_hint of at least 0',
      'Each promotion order needs a promotionID and an order_hint of at least 0',
    ]);
  });

  it('create-slot payload defaults', () => {
    expect(
      createSlotPayloadSchema.parse({
        providerId: 1,
        displayProviderId: 2,
        identifier: 'i',
        slug: 's',
        title: 't',
      }),
    ).toEqual({
      providerId: '1',
      displayProviderId: '2',
      identifier: 'i',
      slug: 's',
      title: 't',
      orderHint: 0,
      archived: false,
      params: {},
      restrictions: {},
      hasDemo: false,
    });
  });

  it('update-slot payload: snake_case, all optional, strict', () => {
    expect(updateSlotPayloadSchema.parse({})).toEqual({});
    expect(updateSlotPayloadSchema.parse({ provider_id: 4, has_demo: true })).toEqual({
      provider_id: '4',
      has_demo: true,
    });
    expect(updateSlotPayloadSchema.safeParse({ providerId: 4 }).success).toBe(false);
  });
});

describe('publish result', () => {
  it('counts, slotsCount/providersCount, message, {status, data}', () => {
    expect(
      upstreamPublishResultSchema.parse({ counts: { slots: 10, providers: 2, groups: 3 } }),
    ).toEqual({
      slots: 10,
      providers: 2,
      groups: 3,
      message: null,
    });
    expect(upstreamPublishResultSchema.parse({ slotsCount: '5', providersCount: 1 })).toEqual({
      slots: 5,
      providers: 1,
      groups: null,
      message: null,
    });
    expect(
      upstreamPublishResultSchema.parse({
        status: 'ok',
        message: 'Published',
        data: { slotsCount: 2 },
      }),
    ).toEqual({
      slots: 2,
      providers: null,
      groups: null,
      message: 'Published',
    });
    expect(upstreamPublishResultSchema.parse('done')).toEqual({
      slots: null,
      providers: null,
      groups: null,
      message: null,
    });
  });
  it('an answer whose own status is not a success is unexpected', () => {
    expect(publishAnswerUnexpected({ status: 'success', data: {} })).toBe(false);
    expect(publishAnswerUnexpected({ status: 'OK' })).toBe(false);
    expect(publishAnswerUnexpected({ status: 201, data: {} })).toBe(false);
    expect(publishAnswerUnexpected({ counts: { slots: 1 } })).toBe(false);
    expect(publishAnswerUnexpected('done')).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (status) => {
        expect(publishAnswerUnexpected({ status, data: {} })).toBe(status < 200 || status > 299);
      }),
    );
    expect(publishAnswerUnexpected({ status: 'error', message: 'half done' })).toBe(true);
    expect(publishAnswerUnexpected({ status: '500' })).toBe(true);
  });
});

describe('system status parts', () => {
  it('health ready', () => {
    expect(
      upstreamHealthReadySchema.parse({ healthy: true, details: { maintenance: true } }),
    ).toEqual({
      healthy: true,
      maintenance: true,
    });
    expect(upstreamHealthReadySchema.parse({ status: 'OK' })).toEqual({
      healthy: true,
      maintenance: false,
    });
    expect(upstreamHealthReadySchema.parse({})).toEqual({ healthy: false, maintenance: false });
  });

  it('system health', () => {
    expect(upstreamSystemHealthSchema.parse({ uptime: '120.5', status: 'ok' })).toEqual({
      uptime: 120.5,
      status: 'ok',
    });
    expect(upstreamSystemHealthSchema.parse({ uptime: -1 })).toEqual({
      uptime: null,
      status: null,
    });
  });

  it('maintenance status, also wrapped in data', () => {
    const m = upstreamMaintenanceStatusSchema.parse({
      data: {
        isInMaintenance: true,
        reason: 'Upgrade',
        startedAt: '2026-01-01T00:00:00Z',
        initiatedBy: 'ada',
      },
    });
    expect(m).toMatchObject({
      isInMaintenance: true,
      reason: 'Upgrade',
      initiatedBy: 'ada',
      type: null,
    });
    expect(
      upstreamMaintenanceStatusSchema.parse({ is_in_maintenance: 'true' }).isInMaintenance,
    ).toBe(true);
    expect(upstreamMaintenanceStatusSchema.parse(null).isInMaintenance).toBe(false);
  });

  it('shutdown status', () => {
    expect(upstreamShutdownStatusSchema.parse({ active: true })).toEqual({ active: true });
    expect(upstreamShutdownStatusSchema.parse({ data: { isActive: true } })).toEqual({
      active: true,
    });
    expect(upstreamShutdownStatusSchema.parse(undefined)).toEqual({ active: false });
  });

  it('combined SystemStatus allows failed parts as null', () => {
    expect(
      systemStatusSchema.parse({
        ready: null,
        health: null,
        maintenance: null,
        shutdown: { active: false },
        checkedAt: 'now',
      }),
    ).toBeTruthy();
  });

  it('maintenance enable payload', () => {
    expect(
      maintenanceEnablePayloadSchema.safeParse({
        reason: 'x',
        duration: 30,
        estimatedCompletion: '2026-01-01T00:30:00.000Z',
        startedBy: 'ada',
        type: 'scheduled',
      }).success,
    ).toBe(true);
    expect(
      maintenanceEnablePayloadSchema.safeParse({
        reason: 'x'.repeat(201),
        duration: 30,
        estimatedCompletion: 'x',
        startedBy: '',
        type: '',
      }).success,
    ).toBe(false);
  });
});

describe('table and theme', () => {
  it('table', () => {
    expect(
      upstreamTableSchema.parse({
        id: 1,
        name: 'VIP',
        slug: 'vip',
        stake: '2.5',
        theme: 'gold_classic',
      }),
    ).toEqual({
      id: '1',
      name: 'VIP',
      slug: 'vip',
      stake: 2.5,
      theme: 'gold_classic',
    });
    expect(
      upstreamTableSchema.parse({ id: 2, name: 'A', slug: 'a', stake: 1, theme: { slug: 'neon' } })
        .theme,
    ).toBe('neon');
    expect(upstreamTableSchema.parse({ id: 3, slug: 'own', theme: 5 }).theme).toBe('own');
    expect(upstreamTableSchema.parse({ id: 3, theme: { id: 1 } })).toEqual({
      id: '3',
      name: '',
      slug: '',
      stake: 0,
      theme: '',
    });
    expect(
      tableSchema.safeParse({ id: '1', name: 'a', slug: 'a', stake: 1, theme: 't', x: 1 }).success,
    ).toBe(false);
  });

  it('theme with files', () => {
    const t = upstreamThemeSchema.parse({
      id: 4,
      name: 'Gold',
      slug: 'gold_classic',
      is_active: true,
      created_at: '2026-01-01',
      files: ['bg.mp4', { filename: 'thumb.png', size: 1024 }, { size: -3 }],
    });
    expect(t).toEqual({
      id: '4',
      name: 'Gold',
      slug: 'gold_classic',
      description: '',
      isActive: true,
      createdAt: '2026-01-01',
      updatedAt: null,
      files: [
        { name: 'bg.mp4', size: 0 },
        { name: 'thumb.png', size: 1024 },
        { name: '', size: 0 },
      ],
    });
    expect(themeSchema.parse(t)).toEqual(t);
    expect(upstreamThemeSchema.parse({ id: 1, isActive: false, files: 'nope' })).toMatchObject({
      isActive: false,
      files: [],
    });
  });

  it('themeLabel', () => {
    expect(themeLabel('gold_classic')).toBe('Classic');
    expect(themeLabel('royal_classic_v2')).toBe('Classic');
    expect(themeLabel('neon')).toBe('Modern');
    expect(themeLabel('classic')).toBe('Modern');
    expect(themeLabel(null)).toBe('Modern');
  });
});

describe('promo code', () => {
  it('normalises; deleted_at → inactive; max uses null = unlimited', () => {
    const c = upstreamPromoCodeSchema.parse({
      id: 1,
      code: 'WELCOME',
      reward: '10',
      currency: 'usd',
      max_global_uses: null,
      valid_from: '2026-01-01',
      metadata: '{"campaign":"spring","type":"bonus"}',
      deleted_at: '2026-02-01',
    });
    expect(c).toEqual({
      id: '1',
      code: 'WELCOME',
      reward: 10,
      currency: 'USD',
      maxGlobalUses: null,
      validFrom: '2026-01-01',
      validUntil: null,
      metadata: { campaign: 'spring', type: 'bonus' },
      deletedAt: '2026-02-01',
      active: false,
    });
    expect(promoCodeSchema.parse(c)).toEqual(c);
    const active = upstreamPromoCodeSchema.parse({
      id: 2,
      code: 'X',
      reward: 1,
      currency: 'BTC',
      max_global_uses: 5,
      metadata: { campaign: 3 },
    });
    expect(active).toMatchObject({
      active: true,
      maxGlobalUses: 5,
      metadata: { campaign: '3', type: null },
    });
    expect(
      upstreamPromoCodeSchema.parse({ id: 3, currency: 'ETH', metadata: '{oops' }).metadata,
    ).toEqual({ campaign: null, type: null });
    expect(upstreamPromoCodeSchema.safeParse({ id: 4, currency: 'GBP' }).success).toBe(false);
  });
});

describe('promotion and content blocks', () => {
  it('normalises every alias', () => {
    const p = upstreamPromotionSchema.parse({
      id: 8,
      title: 'Summer',
      subTitle: 'Sun',
      GameGroup: 'slots',
      text: [
        { type: 'paragraph', value: '<p>x</p>' },
        {
          type: 'table',
          value: {
            name: 'Prizes',
            columns: ['Place', { name: 'Prize' }],
            rows: [[1, '100'], { Place: 2, Prize: 50 }, 'x'],
          },
        },
        { type: 'unknown' },
      ],
      image_url: 'https://img/p.png',
      active_from: '2026-06-01T00:00:00Z',
      active_until: '2026-06-30T00:00:00Z',
      live: false,
      unpublished: true,
      redirected: true,
      url: 'https://x.test',
      button_text: 'Play',
      order_hint: 3,
    });
    expect(p).toEqual({
      id: '8',
      title: 'Summer',
      subtitle: 'Sun',
      gameGroup: 'slots',
      text: [
        { type: 'paragraph', value: '<p>x</p>' },
        {
          type: 'table',
          value: {
            name: 'Prizes',
            columns: ['Place', 'Prize'],
            rows: [['1', '100'], ['2', '50'], ['x']],
          },
        },
      ],
      imageUrl: 'https://img/p.png',
      activeFrom: '2026-06-01T00:00:00Z',
      activeUntil: '2026-06-30T00:00:00Z',
      archived: false,
      live: false,
      unpublished: true,
      redirected: true,
      url: 'https://x.test',
      buttonText: 'Play',
      orderHint: 3,
      createdAt: null,
      updatedAt: null,
    });
    expect(promotionSchema.parse(p)).toEqual(p);
    const q = upstreamPromotionSchema.parse({
      id: 'z',
      name: 'N',
      game_group: 'g',
      buttonText: 'B',
      availableFrom: 'a',
    });
    expect(q).toMatchObject({
      title: 'N',
      gameGroup: 'g',
      buttonText: 'B',
      subtitle: '',
      activeFrom: 'a',
      unpublished: false,
      url: '',
    });
  });

  it('text as JSON string, plain HTML, single object, nothing', () => {
    expect(upstreamContentBlocksSchema.parse('[{"type":"paragraph","value":"a"}]')).toEqual([
      { type: 'paragraph', value: 'a' },
    ]);
    expect(upstreamContentBlocksSchema.parse('<p>plain</p>')).toEqual([
      { type: 'paragraph', value: '<p>plain</p>' },
    ]);
    expect(upstreamContentBlocksSchema.parse({ type: 'paragraph', value: 'one' })).toEqual([
      { type: 'paragraph', value: 'one' },
    ]);
    expect(upstreamContentBlocksSchema.parse('  ')).toEqual([]);
    expect(upstreamContentBlocksSchema.parse(null)).toEqual([]);
    expect(upstreamContentBlocksSchema.parse(5)).toEqual([]);
    expect(
      upstreamContentBlocksSchema.parse([
        { type: 'paragraph', value: 1 },
        { type: 'table', value: { name: 'x' } },
        { type: 'table', value: { columns: [null], rows: [[{ a: 1 }, null]] } },
      ]),
    ).toEqual([{ type: 'table', value: { name: '', columns: [''], rows: [['{"a":1}', '']] } }]);
  });

  it('contentBlockSchema is strict', () => {
    expect(contentBlockSchema.safeParse({ type: 'paragraph', value: 'x' }).success).toBe(true);
    expect(contentBlockSchema.safeParse({ type: 'paragraph', value: 1 }).success).toBe(false);
    expect(
      contentBlockSchema.safeParse({ type: 'table', value: { name: 'a', columns: [], rows: [] } })
        .success,
    ).toBe(true);
  });
});

describe('live event', () => {
  it('normalises the nine types and aliases', () => {
    const e = upstreamLiveEventSchema.parse({
      type: 'BET',
      amount: '75.5',
      currency: 'USD',
      username: 'ada',
      game: 'Book',
      multiplier: 2,
      payout: 151,
      tx_id: 'tx-1',
      placed_at: '2026-01-01T00:00:00Z',
      timestamp: 1767225600000,
      vip: 'true',
    });
    expect(e).toEqual({
      id: 'tx-1',
      type: 'bet',
      amount: 75.5,
      currency: 'USD',
      username: 'ada',
      game: 'Book',
      status: null,
      multiplier: 2,
      payout: 151,
      senderUsername: null,
      receiverUsername: null,
      walletType: null,
      txId: 'tx-1',
      code: null,
      claimed: null,
      vip: true,
      placedAt: '2026-01-01T00:00:00Z',
      timestamp: '2026-01-01T00:00:00.000Z',
    });
    expect(liveEventSchema.parse(e)).toEqual(e);
    for (const type of [
      'deposit',
      'withdraw',
      'tip',
      'redeem',
      'vault_deposit',
      'vault_withdraw',
      'affiliate_claim',
      'affiliate_redeem',
    ])
      expect(upstreamLiveEventSchema.parse({ type, amount: 1 }).type).toBe(type);
    const tip = upstreamLiveEventSchema.parse({
      type: 'tip',
      sender_username: 'a',
      receiverUsername: 'b',
      wallet_type: 'main',
    });
    expect(tip).toMatchObject({
      senderUsername: 'a',
      receiverUsername: 'b',
      walletType: 'main',
      amount: 0,
    });
    expect(tip.id).toMatch(/^tip-/);
    expect(upstreamLiveEventSchema.safeParse({ type: 'jackpot' }).success).toBe(false);
  });
});

describe('upstream call results', () => {
  it('create id, image url, demo launch url', () => {
    expect(upstreamCreateResultSchema.parse({ id: 12 })).toEqual({ id: '12' });
    expect(upstreamCreateResultSchema.parse({ data: { _id: 'abc' } })).toEqual({ id: 'abc' });
    expect(upstreamCreateResultSchema.parse(undefined)).toEqual({ id: null });
    expect(upstreamImageUrlResultSchema.parse({ image_url: 'a' })).toEqual({ url: 'a' });
    expect(upstreamImageUrlResultSchema.parse({ url: 'b' })).toEqual({ url: 'b' });
    expect(upstreamImageUrlResultSchema.parse('x')).toEqual({ url: null });
    expect(upstreamDemoPlayResultSchema.parse({ launch_url: 'https://demo' })).toEqual({
      launchUrl: 'https://demo',
    });
    expect(upstreamDemoPlayResultSchema.parse({ data: { launchUrl: 'l' } })).toEqual({
      launchUrl: 'l',
    });
  });
});

describe('lenient building blocks', () => {
  it('behave', () => {
    expect(looseTimestamp.parse('')).toBeNull();
    expect(looseTimestamp.parse(1e20)).toBeNull();
    expect(looseTimestamp.parse(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
    expect(looseBool.parse('1')).toBe(true);
    expect(looseBool.parse('0')).toBe(false);
    expect(looseNumber.parse(' ')).toBeNull();
    expect(looseNumber.parse('abc')).toBeNull();
    expect(looseJsonObject.parse({ a: 1 })).toEqual({ a: 1 });
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(0)).toBe(false);
    expect(trimmed(null)).toBe('');
    expect(trimmed(' a ')).toBe('a');
  });
});
