import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  archivedListInputSchema,
  auditListInputSchema,
  buildPromoCodePayload,
  changedFields,
  checkImportFile,
  completeNewPasswordInputSchema,
  createSlotInputSchema,
  fieldErrorsOf,
  firstIssueMessage,
  deleteFromCasinoInputSchema,
  enableMaintenanceInputSchema,
  groupCreateInputSchema,
  groupUpdateInputSchema,
  groupsListInputSchema,
  loginInputSchema,
  loginResultSchema,
  newPasswordFormSchema,
  numberFromInput,
  optionalText,
  requiredLabelled,
  parseJsonObjectText,
  promoCodeCreateInputSchema,
  promoCodeFormSchema,
  promoCodeGetByCodeInputSchema,
  promoCodeUpdateInputSchema,
  promoCodesListInputSchema,
  promotionCreateInputSchema,
  promotionIdInputSchema,
  promotionSetArchivedInputSchema,
  promotionUpdateInputSchema,
  promotionsBulkOrderInputSchema,
  promotionsFilterInputSchema,
  promotionsSearchInputSchema,
  providerCreateInputSchema,
  providerEditFormSchema,
  providerUpdateInputSchema,
  providersBulkOrderInputSchema,
  providersListInputSchema,
  providersSearchInputSchema,
  slotFilterQuery,
  slotSetGroupsInputSchema,
  slotUpdateInputSchema,
  slotsBulkOrderInputSchema,
  slotsFilterInputSchema,
  slotsListAllInGroupInputSchema,
  slotsSearchInputSchema,
  tableCreateInputSchema,
  tableFormSchema,
  tableUpdateInputSchema,
  tablesListInputSchema,
  themeCreateInputSchema,
  themeGetBySlugInputSchema,
  themeIdInputSchema,
  themeUpdateInputSchema,
  themesListInputSchema,
  updateSlotPayloadFromInput,
  meResultSchema,
  demoPlayResultSchema,
  auditEntrySchema,
} from '../src/index.js';

/** The messages of a failed parse, as [path, message]. */
const issues = (schema: z.ZodType, input: unknown): [string, string][] => {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('auth', () => {
  it('login: username and password required', () => {
    expect(issues(loginInputSchema, {})).toEqual([
      ['username', 'Username is required'],
      ['password', 'Password is required'],
    ]);
    expect(issues(loginInputSchema, { username: '  ', password: '' })).toEqual([
      ['username', 'Username is required'],
      ['password', 'Password is required'],
    ]);
    expect(loginInputSchema.parse({ username: ' admin ', password: ' Admin123! ' })).toEqual({
      username: 'admin',
      password: ' Admin123! ',
    });
  });

  it('new password: both required, match, at least 8', () => {
    expect(issues(newPasswordFormSchema, {})).toEqual([
      ['newPassword', 'New Password is required'],
      ['confirmPassword', 'Confirm Password is required'],
    ]);
    expect(
      issues(newPasswordFormSchema, { newPassword: 'abcdefgh', confirmPassword: 'abcdefgX' }),
    ).toEqual([['confirmPassword', 'Passwords do not match.']]);
    expect(
      issues(newPasswordFormSchema, { newPassword: 'short', confirmPassword: 'short' }),
    ).toEqual([['newPassword', 'Password must be at least 8 characters long.']]);
    expect(
      newPasswordFormSchema.parse({ newPassword: 'Longenough1', confirmPassword: 'Longenough1' }),
    ).toEqual({
      newPassword: 'Longenough1',
      confirmPassword: 'Longenough1',
    });
  });

  it('completeNewPassword: confirmation optional for scripts', () => {
    expect(
      completeNewPasswordInputSchema.parse({
        username: 'newhire',
        session: 's',
        newPassword: 'Welcome!234',
      }),
    ).toEqual({
      username: 'newhire',
      session: 's',
      newPassword: 'Welcome!234',
    });
    expect(
      issues(completeNewPasswordInputSchema, {
        username: 'n',
        session: 's',
        newPassword: 'abcdefgh',
        confirmPassword: 'x',
      }),
    ).toEqual([['confirmPassword', 'Passwords do not match.']]);
    expect(
      issues(completeNewPasswordInputSchema, { username: 'n', session: 's', newPassword: 'abc' }),
    ).toEqual([['newPassword', 'Password must be at least 8 characters long.']]);
  });

  it('answers', () => {
    const user = {
      username: 'a',
      userId: 'u',
      displayName: 'A',
      givenName: null,
      familyName: null,
      email: null,
      role: 'admin',
      isAdmin: true,
    };
    expect(loginResultSchema.parse({ status: 'SIGNED_IN', user }).status).toBe('SIGNED_IN');
    expect(
      loginResultSchema.parse({ status: 'NEW_PASSWORD_REQUIRED', session: 's', username: 'a' })
        .status,
    ).toBe('NEW_PASSWORD_REQUIRED');
    expect(meResultSchema.parse({ user: null, bypassEnabled: false }).user).toBeNull();
  });
});

describe('system', () => {
  it('maintenance reason ≤ 200, default when blank; duration from the options, default 30', () => {
    expect(enableMaintenanceInputSchema.parse({})).toEqual({
      reason: 'Scheduled maintenance',
      duration: 30,
    });
    expect(enableMaintenanceInputSchema.parse({ reason: '   ', duration: '90' })).toEqual({
      reason: 'Scheduled maintenance',
      duration: 90,
    });
    expect(enableMaintenanceInputSchema.parse({ reason: ' DB upgrade ', duration: 480 })).toEqual({
      reason: 'DB upgrade',
      duration: 480,
    });
    expect(enableMaintenanceInputSchema.parse({ reason: 'x'.repeat(200) }).reason).toHaveLength(
      200,
    );
    expect(issues(enableMaintenanceInputSchema, { reason: 'x'.repeat(201) })).toEqual([
      ['reason', 'Maintenance reason cannot exceed 200 characters.'],
    ]);
    expect(issues(enableMaintenanceInputSchema, { duration: 15 })).toEqual([
      ['duration', 'Please select a valid maintenance duration.'],
    ]);
    expect(enableMaintenanceInputSchema.parse({ duration: '' }).duration).toBe(30);
  });
});

describe('groups and providers', () => {
  it('groups', () => {
    expect(groupsListInputSchema.parse(undefined)).toEqual({});
    expect(issues(groupCreateInputSchema, { displayName: ' ' })).toEqual([
      ['displayName', 'Display name is required'],
    ]);
    expect(groupUpdateInputSchema.parse({ id: 3, orderHint: '4', archived: true })).toEqual({
      id: '3',
      orderHint: 4,
      archived: true,
    });
    expect(groupUpdateInputSchema.safeParse({ id: '../3' }).success).toBe(false);
  });

  it('provider create vs edit messages; description trimmed', () => {
    expect(issues(providerCreateInputSchema, { displayName: '' })).toEqual([
      ['displayName', 'Display name is required'],
    ]);
    expect(
      providerCreateInputSchema.parse({ displayName: ' NetEnt ', description: '  Swedish  ' }),
    ).toEqual({
      displayName: 'NetEnt',
      description: 'Swedish',
      archived: false,
    });
    expect(providerCreateInputSchema.parse({ displayName: 'A' }).description).toBe('');
    expect(issues(providerEditFormSchema, { displayName: '  ' })).toEqual([
      ['displayName', 'Display Name is required'],
    ]);
    expect(issues(providerUpdateInputSchema, { id: 1, displayName: '' })).toEqual([
      ['displayName', 'Display Name is required'],
    ]);
    expect(providerUpdateInputSchema.parse({ id: 1, description: ' d ', live: true })).toEqual({
      id: '1',
      description: 'd',
      live: true,
    });
  });

  it('provider lists and order', () => {
    expect(providersSearchInputSchema.parse({})).toEqual({
      page: 1,
      limit: 32,
      order: 'ASC',
      search: '',
    });
    expect(providersSearchInputSchema.safeParse({ limit: 101 }).success).toBe(false);
    expect(providersListInputSchema.parse(undefined)).toEqual({});
    expect(archivedListInputSchema.parse(undefined)).toEqual({ page: 1, limit: 20 });
    expect(archivedListInputSchema.parse({ page: '2' })).toEqual({ page: 2, limit: 20 });
    expect(providersBulkOrderInputSchema.safeParse({ providerOrders: [] }).success).toBe(false);
    expect(
      providersBulkOrderInputSchema.parse({ providerOrders: [{ providerId: 1, order: 1 }] }),
    ).toEqual({
      providerOrders: [{ providerId: '1', order: 1 }],
    });
  });

  it('import needs a file', () => {
    expect(checkImportFile(null)).toBe('Please select a file.');
    expect(checkImportFile({ size: 10 })).toBeNull();
  });
});

describe('slots', () => {
  it('create: required fields in field order, blank counts as missing', () => {
    expect(issues(createSlotInputSchema, {})).toEqual([
      ['title', 'Title is required'],
      ['identifier', 'Identifier is required'],
      ['slug', 'Slug is required'],
      ['providerId', 'Provider is required'],
      ['displayProviderId', 'Display Provider is required'],
    ]);
    expect(
      issues(createSlotInputSchema, {
        title: '  ',
        identifier: '\t',
        slug: 's',
        providerId: '',
        displayProviderId: ' ',
      }),
    ).toEqual([
      ['title', 'Title is required'],
      ['identifier', 'Identifier is required'],
      ['providerId', 'Provider is required'],
      ['displayProviderId', 'Display Provider is required'],
    ]);
  });

  it('create: output is the payload with defaults', () => {
    expect(
      createSlotInputSchema.parse({
        title: ' Book ',
        identifier: 'book',
        slug: 'book',
        providerId: 2,
        displayProviderId: '3',
        description: '  ',
        groupIds: [1],
      }),
    ).toEqual({
      title: 'Book',
      identifier: 'book',
      slug: 'book',
      providerId: '2',
      displayProviderId: '3',
      description: '',
      orderHint: 0,
      archived: false,
      params: {},
      restrictions: {},
      hasDemo: false,
      groupIds: ['1'],
    });
    expect(
      issues(createSlotInputSchema, {
        title: 't',
        identifier: 'i',
        slug: 's',
        providerId: '../x',
        displayProviderId: 1,
      }),
    ).toEqual([['providerId', 'Invalid id']]);
  });

  it('update: id and changed fields → snake_case payload', () => {
    const input = slotUpdateInputSchema.parse({
      id: 5,
      title: 'New',
      providerId: 7,
      hasDemo: true,
      groupIds: [1, 2],
      releasedAt: null,
    });
    expect(updateSlotPayloadFromInput(input)).toEqual({
      title: 'New',
      provider_id: '7',
      has_demo: true,
      group_ids: ['1', '2'],
      released_at: null,
    });
    expect(updateSlotPayloadFromInput({ id: '5' })).toEqual({});
  });

  it('changedFields and params JSON text', () => {
    expect(
      changedFields<Record<string, unknown>>(
        { title: 'a', params: { x: 1 }, n: 1 },
        { title: 'a', params: { x: 2 }, n: undefined },
      ),
    ).toEqual({
      params: { x: 2 },
    });
    expect(parseJsonObjectText('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonObjectText('')).toEqual({});
    expect(parseJsonObjectText(null)).toEqual({});
    expect(parseJsonObjectText('[1]')).toBeNull();
    expect(parseJsonObjectText('{oops')).toBeNull();
  });

  it('filter: sort → three flags, status → isArchived', () => {
    const input = slotsFilterInputSchema.parse({
      groupId: 3,
      sort: 'released',
      order: 'DESC',
      status: 'archived',
    });
    expect(slotFilterQuery(input)).toEqual({
      page: 1,
      limit: 32,
      groupId: '3',
      order: 'DESC',
      isArchived: true,
      byTitle: false,
      byReleased: true,
      byUpdated: false,
    });
    expect(
      slotFilterQuery(
        slotsFilterInputSchema.parse({ sort: 'title', displayProviderId: '8', status: 'live' }),
      ),
    ).toMatchObject({
      byTitle: true,
      displayProviderId: '8',
      isArchived: false,
    });
    const all = slotFilterQuery(slotsFilterInputSchema.parse({ status: 'all', sort: 'updated' }));
    expect(all.byUpdated).toBe(true);
    expect('isArchived' in all).toBe(false);
    expect(
      slotFilterQuery(slotsFilterInputSchema.parse({ isArchived: false, status: 'archived' }))
        .isArchived,
    ).toBe(false);
    expect(slotsFilterInputSchema.safeParse({ limit: 500 }).success).toBe(false);
    expect(slotsFilterInputSchema.safeParse({ sort: 'random' }).success).toBe(false);
  });

  it('search, listAllInGroup, setGroups, bulkOrder, deleteFromCasino', () => {
    expect(slotsSearchInputSchema.parse({ search: ' book ' })).toEqual({
      page: 1,
      limit: 32,
      search: 'book',
    });
    expect(slotsListAllInGroupInputSchema.parse({ groupId: 1 })).toEqual({ groupId: '1' });
    expect(slotSetGroupsInputSchema.parse({ id: 1, groupIds: [] })).toEqual({
      id: '1',
      groupIds: [],
    });
    expect(slotsBulkOrderInputSchema.safeParse({ groupId: 1, slotOrders: [] }).success).toBe(false);
    expect(
      slotsBulkOrderInputSchema.parse({ groupId: 1, slotOrders: [{ slotId: 2, order: 3 }] }),
    ).toEqual({
      groupId: '1',
      slotOrders: [{ slotId: '2', order: 3 }],
    });
    expect(deleteFromCasinoInputSchema.parse({ type: 'slot', identifiers: [' a '] })).toEqual({
      type: 'slot',
      identifiers: ['a'],
    });
    expect(deleteFromCasinoInputSchema.safeParse({ type: 'slot', identifiers: [] }).success).toBe(
      false,
    );
    expect(demoPlayResultSchema.parse({ launchUrl: 'https://demo' }).launchUrl).toBe(
      'https://demo',
    );
  });
});

describe('promotions', () => {
  const ok = {
    title: ' Summer ',
    availableFrom: '2026-06-01T10:00:00Z',
    availableUntil: '2026-06-30T10:00:00Z',
    text: [{ type: 'paragraph', value: '<p>x</p>' }],
  };

  it('filter and search', () => {
    expect(promotionsFilterInputSchema.parse({})).toEqual({ filter: 'default', page: 1, limit: 9 });
    expect(promotionsSearchInputSchema.parse({ search: ' x ', filter: 'updated' })).toMatchObject({
      search: 'x',
      filter: 'updated',
    });
    expect(promotionsFilterInputSchema.safeParse({ filter: 'nope' }).success).toBe(false);
  });

  it('create: service rules with the spec messages', () => {
    expect(issues(promotionCreateInputSchema, {})).toEqual([
      ['title', 'Title is required'],
      ['availableFrom', 'Available From date is required'],
      ['availableUntil', 'Available Until date is required'],
    ]);
    expect(
      issues(promotionCreateInputSchema, {
        ...ok,
        redirected: true,
        availableUntil: ok.availableFrom,
        text: [{ type: 'paragraph' }],
      }),
    ).toEqual([
      ['url', 'URL is required when redirect is enabled.'],
      ['buttonText', 'Button text is required when redirect is enabled.'],
      ['availableUntil', 'Available Until date must be after Available From date.'],
      ['text', 'Paragraph block 1 has invalid content.'],
    ]);
    expect(
      issues(promotionCreateInputSchema, { ...ok, redirected: true, url: 'x', buttonText: 'Go' }),
    ).toEqual([['url', 'URL must be a valid URL address (e.g., https://example.com)']]);
  });

  it('create: output is the trimmed payload with ISO dates', () => {
    expect(promotionCreateInputSchema.parse(ok)).toEqual({
      title: 'Summer',
      subTitle: '',
      gameGroup: '',
      text: [{ type: 'paragraph', value: '<p>x</p>' }],
      redirected: false,
      availableFrom: '2026-06-01T10:00:00.000Z',
      availableUntil: '2026-06-30T10:00:00.000Z',
    });
    const redirected = promotionCreateInputSchema.parse({
      ...ok,
      redirected: true,
      url: ' https://x.test ',
      buttonText: ' Go ',
    });
    expect(redirected).toMatchObject({ url: 'https://x.test', buttonText: 'Go' });
    const off = promotionCreateInputSchema.parse({ ...ok, url: 'https://x.test', buttonText: '' });
    expect(off.url).toBe('https://x.test');
    expect('buttonText' in off).toBe(false);
  });

  it('update, setArchived, id, bulkOrder', () => {
    expect(promotionUpdateInputSchema.parse({ ...ok, id: 4, archived: true })).toMatchObject({
      id: '4',
      archived: true,
      title: 'Summer',
    });
    expect(issues(promotionUpdateInputSchema, { ...ok })).toEqual([
      ['id', 'Promotion ID is required'],
    ]);
    expect(promotionSetArchivedInputSchema.parse({ id: '11', archived: false })).toEqual({
      id: '11',
      archived: false,
    });
    expect(issues(promotionIdInputSchema, { id: '' })).toEqual([
      ['id', 'Promotion ID is required'],
    ]);
    expect(issues(promotionsBulkOrderInputSchema, { promotionOrders: [] })).toEqual([
      ['promotionOrders', 'Promotion orders must be a non-empty array'],
    ]);
    expect(issues(promotionsBulkOrderInputSchema, {})).toEqual([
      ['promotionOrders', 'Promotion orders must be a non-empty array'],
    ]);
    expect(
      issues(promotionsBulkOrderInputSchema, {
        promotionOrders: [{ promotionID: '1', order_hint: '2' }],
      }),
    ).toEqual([
      [
        'promotionOrders.0.order_hint',
        'Each promotion order needs a promotionID and an order_hint of at least 0',
      ],
    ]);
    expect(
      promotionsBulkOrderInputSchema.parse({
        promotionOrders: [{ promotionID: 1, order_hint: 1 }],
      }),
    ).toEqual({
      promotionOrders: [{ promotionID: '1', order_hint: 1 }],
    });
  });
});

describe('promo codes', () => {
  it('form: code, reward, currency required', () => {
    expect(issues(promoCodeFormSchema, {})).toEqual([
      ['code', 'Code is required'],
      ['reward', 'Reward is required'],
      ['currency', 'Currency is required'],
    ]);
    expect(
      issues(promoCodeFormSchema, {
        code: 'A',
        reward: 'abc',
        currency: 'GBP',
        maxGlobalUses: '0',
      }),
    ).toEqual([
      ['reward', 'Reward must be a number'],
      ['currency', 'Currency must be one of USD, EUR, BTC, ETH'],
      ['maxGlobalUses', 'Max Uses must be a whole number of at least 1'],
    ]);
  });

  it('payload: optional fields only when filled', () => {
    const minimal = promoCodeFormSchema.parse({
      code: ' WELCOME ',
      reward: '10',
      currency: 'USD',
      maxGlobalUses: '',
      campaign: ' ',
    });
    expect(buildPromoCodePayload(minimal)).toEqual({
      code: 'WELCOME',
      reward: 10,
      currency: 'USD',
    });
    const full = promoCodeFormSchema.parse({
      code: 'X',
      reward: 5,
      currency: 'BTC',
      maxGlobalUses: '100',
      validFrom: '2026-01-01T00:00:00Z',
      validUntil: '2026-02-01T00:00:00Z',
      campaign: 'spring',
      type: null,
    });
    expect(buildPromoCodePayload(full)).toEqual({
      code: 'X',
      reward: 5,
      currency: 'BTC',
      max_global_uses: 100,
      valid_from: '2026-01-01T00:00:00.000Z',
      valid_until: '2026-02-01T00:00:00.000Z',
      metadata: { campaign: 'spring' },
    });
    expect(
      buildPromoCodePayload(
        promoCodeFormSchema.parse({ code: 'Y', reward: 1, currency: 'ETH', type: 'bonus' }),
      ).metadata,
    ).toEqual({
      type: 'bonus',
    });
  });

  it('create/update/getByCode inputs', () => {
    expect(
      promoCodeCreateInputSchema.parse({
        code: 'A',
        reward: 1,
        currency: 'EUR',
        valid_from: '2026-01-01T00:00:00Z',
      }),
    ).toEqual({
      code: 'A',
      reward: 1,
      currency: 'EUR',
      valid_from: '2026-01-01T00:00:00.000Z',
    });
    expect(
      issues(promoCodeCreateInputSchema, {
        code: 'A',
        reward: 1,
        currency: 'EUR',
        valid_until: 'soon',
      }),
    ).toEqual([['valid_until', 'Invalid date']]);
    expect(
      promoCodeUpdateInputSchema.parse({
        id: 2,
        code: 'B',
        reward: 2,
        currency: 'USD',
        max_global_uses: null,
      }),
    ).toMatchObject({
      id: '2',
      max_global_uses: null,
    });
    expect(issues(promoCodeGetByCodeInputSchema, { code: ' ' })).toEqual([
      ['code', 'Code is required'],
    ]);
  });
});

describe('tables and themes', () => {
  it('table form: all required, slug rule, stake > 0', () => {
    expect(issues(tableFormSchema, {})).toEqual([
      ['name', 'Name is required'],
      ['slug', 'Slug is required'],
      ['stake', 'Stake is required'],
      ['theme', 'Theme is required'],
    ]);
    expect(
      issues(tableFormSchema, { name: 'VIP', slug: 'VIP_1', stake: '0', theme: 'gold' }),
    ).toEqual([
      ['slug', 'Slug can only contain lowercase letters, numbers, and hyphens'],
      ['stake', 'Stake must be greater than 0'],
    ]);
    expect(
      issues(tableFormSchema, { name: 'VIP', slug: 'vip', stake: 'abc', theme: 'gold' }),
    ).toEqual([['stake', 'Stake must be greater than 0']]);
    expect(
      tableCreateInputSchema.parse({ name: ' VIP ', slug: 'vip-1', stake: '2.5', theme: 'gold' }),
    ).toEqual({
      name: 'VIP',
      slug: 'vip-1',
      stake: 2.5,
      theme: 'gold',
    });
    expect(issues(tableUpdateInputSchema, { id: 1, stake: -1 })).toEqual([
      ['stake', 'Stake must be greater than 0'],
    ]);
    expect(tableUpdateInputSchema.parse({ id: 1, slug: 'a-b' })).toEqual({ id: '1', slug: 'a-b' });
    expect(tablesListInputSchema.parse(undefined)).toEqual({ page: 1, limit: 20 });
  });

  it('theme form: name/slug messages, slug with underscores', () => {
    expect(issues(themeCreateInputSchema, {})).toEqual([
      ['name', 'Theme name is required'],
      ['slug', 'Theme slug is required'],
    ]);
    expect(issues(themeCreateInputSchema, { name: 'Gold', slug: 'Gold Classic' })).toEqual([
      ['slug', 'Theme slug must contain only lowercase letters, numbers, hyphens, and underscores'],
    ]);
    expect(
      themeCreateInputSchema.parse({ name: 'Gold', slug: 'gold_classic-1', description: ' d ' }),
    ).toEqual({
      name: 'Gold',
      slug: 'gold_classic-1',
      description: 'd',
      isActive: true,
    });
    expect(issues(themeUpdateInputSchema, { name: 'x' })).toEqual([['id', 'Theme ID is required']]);
    expect(themeUpdateInputSchema.parse({ id: 3, description: ' x ', isActive: false })).toEqual({
      id: '3',
      description: 'x',
      isActive: false,
    });
    expect(issues(themeIdInputSchema, { id: '' })).toEqual([['id', 'Theme ID is required']]);
    expect(themeGetBySlugInputSchema.parse({ slug: 'neon' })).toEqual({ slug: 'neon' });
    expect(themesListInputSchema.parse(undefined)).toEqual({});
  });
});

describe('audit', () => {
  it('filters by user, domain, time; paged', () => {
    expect(auditListInputSchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(
      auditListInputSchema.parse({
        user: ' ada ',
        domain: 'slots',
        from: '2026-01-01T00:00:00Z',
        to: '2026-01-02T00:00:00Z',
      }),
    ).toMatchObject({ user: 'ada', domain: 'slots' });
    expect(
      issues(auditListInputSchema, { from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' }),
    ).toEqual([['to', 'The start of the range must be before its end.']]);
    expect(auditListInputSchema.safeParse({ domain: 'nope' }).success).toBe(false);
    expect(
      auditEntrySchema.parse({
        id: '1',
        at: 'now',
        username: 'ada',
        procedure: 'slots.update',
        target: '5',
        input: { title: 'x' },
        outcome: 'ok',
        error: null,
        displayName: 'Ada Admin',
        before: { title: 'w' },
        after: { title: 'x' },
        durationMs: 12,
      }).outcome,
    ).toBe('ok');
  });
});

describe('validation errors for BAD_REQUEST', () => {
  it('first message and field errors', () => {
    const r = createSlotInputSchema.safeParse({ title: ' ' });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(firstIssueMessage(r.error)).toBe('Title is required');
    expect(fieldErrorsOf(r.error)).toEqual({
      title: 'Title is required',
      identifier: 'Identifier is required',
      slug: 'Slug is required',
      providerId: 'Provider is required',
      displayProviderId: 'Display Provider is required',
    });
    expect(firstIssueMessage({ issues: [] })).toBe('Invalid input');
    expect(
      fieldErrorsOf({
        issues: [
          { path: [], message: 'a' },
          { path: [], message: 'b' },
        ],
      }),
    ).toEqual({ '': 'a' });
  });
});

describe('field helpers', () => {
  it('page and limit from numbers or text', () => {
    expect(promoCodesListInputSchema.parse(undefined)).toEqual({ page: 1, limit: 100 });
    expect(promoCodesListInputSchema.parse({ page: ' 3 ', limit: '10' })).toEqual({
      page: 3,
      limit: 10,
    });
    for (const bad of [{ page: '' }, { page: 0 }, { page: '1.5' }, { limit: 101 }, { page: 'x' }])
      expect(promoCodesListInputSchema.safeParse(bad).success).toBe(false);
  });

  it('requiredLabelled', () => {
    expect(issues(requiredLabelled('Title'), ' ')).toEqual([['', 'Title is required']]);
    expect(requiredLabelled('Title').parse(' x ')).toBe('x');
  });

  it('optionalText and numberFromInput', () => {
    expect(optionalText.parse('  ')).toBeUndefined();
    expect(optionalText.parse(' a ')).toBe('a');
    expect(optionalText.parse(null)).toBeUndefined();
    expect(numberFromInput.parse(' 4 ')).toBe(4);
    expect(numberFromInput.parse('')).toBeUndefined();
    expect(numberFromInput.parse(null)).toBeUndefined();
    expect(numberFromInput.parse(3)).toBe(3);
  });
});
