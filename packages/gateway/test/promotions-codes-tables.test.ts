import type { Page, PromoCode, Promotion, Table, Theme, WholeList } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, sandbox } from './support/admin.js';
import { call, callers, startGateway } from './support/gateway.js';

describe('promotions, promo codes, tables and themes against the sandbox', () => {
  let app: FastifyInstance;
  let cookie: string;
  const { q, m } = callers(
    () => app,
    () => cookie,
  );
  const fail = (type: 'query' | 'mutation', procedure: string, input?: unknown) =>
    call(app, type, procedure, input, { cookie });

  beforeAll(async () => {
    app = await startGateway();
    cookie = await adminCookie(app);
  });
  afterAll(async () => {
    await sandbox.clearFaults();
    await app?.close();
  });

  describe('promotions', () => {
    const from = '2026-12-01T10:00:00.000Z';
    const until = '2026-12-31T10:00:00.000Z';
    let created: Promotion;

    it('create sends the create payload exactly', async () => {
      await sandbox.forget();
      created = await m<Promotion>('promotions.create', {
        title: '  Winter Cup ',
        subTitle: ' Play and win ',
        gameGroup: 'popular',
        text: [{ type: 'paragraph', value: '<p>Spin!</p>' }],
        redirected: true,
        availableFrom: from,
        availableUntil: until,
        url: ' https://casino.example/winter ',
        buttonText: 'Join',
      });
      expect(created).toMatchObject({
        title: 'Winter Cup',
        subtitle: 'Play and win',
        gameGroup: 'popular',
        redirected: true,
        buttonText: 'Join',
      });
      const [sent] = await sandbox.requests('/promotions/create');
      expect(sent?.body).toEqual({
        title: 'Winter Cup',
        subTitle: 'Play and win',
        gameGroup: 'popular',
        text: [{ type: 'paragraph', value: '<p>Spin!</p>' }],
        redirected: true,
        availableFrom: from,
        availableUntil: until,
        url: 'https://casino.example/winter',
        buttonText: 'Join',
      });
    });

    it('create without redirect leaves out an empty url and button text', async () => {
      await sandbox.forget();
      const p = await m<Promotion>('promotions.create', {
        title: 'Quiet',
        availableFrom: from,
        availableUntil: until,
      });
      const [sent] = await sandbox.requests('/promotions/create');
      expect(sent?.body).toEqual({
        title: 'Quiet',
        subTitle: '',
        gameGroup: '',
        text: [],
        redirected: false,
        availableFrom: from,
        availableUntil: until,
      });
      await m('promotions.delete', { id: p.id });
    });

    it('create: the spec messages, nothing sent', async () => {
      await sandbox.forget();
      const noTitle = await fail('mutation', 'promotions.create', {
        title: ' ',
        availableFrom: from,
        availableUntil: until,
      });
      expect(noTitle.status).toBe(400);
      expect(noTitle.body.error?.message).toBe('Title is required');
      const backwards = await fail('mutation', 'promotions.create', {
        title: 'x',
        availableFrom: until,
        availableUntil: from,
      });
      expect(backwards.body.error?.message).toBe(
        'Available Until date must be after Available From date.',
      );
      const redirect = await fail('mutation', 'promotions.create', {
        title: 'x',
        availableFrom: from,
        availableUntil: until,
        redirected: true,
        url: 'javascript:alert(1)',
        buttonText: 'Go',
      });
      expect(redirect.body.error?.message).toBe(
        'URL must be a valid URL address (e.g., https://example.com)',
      );
      expect(redirect.body.error?.data.fieldErrors?.url).toBeDefined();
      expect(await sandbox.requests('/promotions/create')).toHaveLength(0);
    });

    it('update sends the update payload (create payload plus id)', async () => {
      await sandbox.forget();
      const updated = await m<Promotion>('promotions.update', {
        id: created.id,
        title: 'Winter Cup 2',
        subTitle: '',
        gameGroup: 'popular',
        text: [],
        redirected: false,
        availableFrom: from,
        availableUntil: until,
      });
      expect(updated.title).toBe('Winter Cup 2');
      const [sent] = await sandbox.requests(`/promotions/${created.id}/update`);
      expect(sent?.method).toBe('PATCH');
      expect(sent?.body).toEqual({
        id: created.id,
        title: 'Winter Cup 2',
        subTitle: '',
        gameGroup: 'popular',
        text: [],
        redirected: false,
        availableFrom: from,
        availableUntil: until,
      });
    });

    it('setArchived sends the archive payload; archived ones leave the default list', async () => {
      const current = await q<Promotion>('promotions.get', { id: created.id });
      await sandbox.forget();
      const archived = await m<Promotion>('promotions.setArchived', {
        id: created.id,
        archived: true,
      });
      expect(archived.archived).toBe(true);
      const [sent] = await sandbox.requests(`/promotions/${created.id}/update`);
      expect(sent?.body).toEqual({
        id: created.id,
        title: current.title,
        subTitle: current.subtitle,
        gameGroup: current.gameGroup,
        text: current.text,
        archived: true,
        redirected: false,
        availableFrom: current.activeFrom,
        availableUntil: current.activeUntil,
      });
      const list = await q<Page<Promotion>>('promotions.filter', { filter: 'archived' });
      expect(list.items.map((p) => p.id)).toContain(created.id);
      expect(
        (await q<WholeList<Promotion>>('promotions.listAllForOrdering')).items.map((p) => p.id),
      ).not.toContain(created.id);
      expect(
        (await m<Promotion>('promotions.setArchived', { id: created.id, archived: false }))
          .archived,
      ).toBe(false);
    });

    it('filter: option → flags; camel answer normalised; search 404 → empty page', async () => {
      await sandbox.forget();
      const page = await q<Page<Promotion>>('promotions.filter', { filter: 'updated', limit: 5 });
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items[0]).toEqual(
        expect.objectContaining({ gameGroup: expect.any(String), buttonText: expect.any(String) }),
      );
      const [sent] = await sandbox.requests('/promotions/filter');
      expect(sent?.query).toMatchObject({
        byUpdated: 'true',
        order: 'DESC',
        isArchived: 'false',
        limit: '5',
      });
      const none = await q<Page<Promotion>>('promotions.search', {
        search: 'zzz-no-such-promotion',
      });
      expect(none).toEqual({ items: [], total: 0, page: 1, totalPages: 0 });
      const found = await q<Page<Promotion>>('promotions.search', { search: 'Winter' });
      expect(found.items.map((p) => p.id)).toContain(created.id);
    });

    it('bulkOrder: a full order sends only the changed positions; a no-change order sends all', async () => {
      const ids = (await q<WholeList<Promotion>>('promotions.listAllForOrdering')).items.map(
        (p) => p.id,
      );
      expect(ids.length).toBeGreaterThanOrEqual(2);
      const after = [...ids].reverse();
      await sandbox.forget();
      await m('promotions.bulkOrder', {
        promotionOrders: after.map((promotionID, i) => ({ promotionID, order_hint: i + 1 })),
      });
      const [sent] = await sandbox.requests('/promotions/update/bulkOrder');
      const changed = after
        .map((id, i) => ({ promotionID: id, order_hint: i + 1 }))
        .filter((item, i) => ids[i] !== item.promotionID);
      expect(sent?.body).toEqual({ promotionOrders: changed });
      expect(
        (await q<WholeList<Promotion>>('promotions.listAllForOrdering')).items.map((p) => p.id),
      ).toEqual(after);

      await sandbox.forget();
      await m('promotions.bulkOrder', {
        promotionOrders: after.map((promotionID, i) => ({ promotionID, order_hint: i + 1 })),
      });
      const [all] = await sandbox.requests('/promotions/update/bulkOrder');
      expect((all?.body as { promotionOrders: unknown[] }).promotionOrders).toHaveLength(
        after.length,
      );
    });

    it('bulkOrder: an empty list is refused with the message', async () => {
      const { status, body } = await fail('mutation', 'promotions.bulkOrder', {
        promotionOrders: [],
      });
      expect(status).toBe(400);
      expect(body.error?.message.length).toBeGreaterThan(0);
    });

    it('publish, deleteImage (404 when none), delete', async () => {
      expect(await m('promotions.publish')).toMatchObject({
        success: true,
        message: 'Promotions published successfully to casino',
      });
      expect((await q<Promotion>('promotions.get', { id: created.id })).live).toBe(true);
      const noImage = await fail('mutation', 'promotions.deleteImage', { id: created.id });
      expect([200, 404]).toContain(noImage.status);
      expect(await m('promotions.delete', { id: created.id })).toMatchObject({ success: true });
      expect((await fail('query', 'promotions.get', { id: created.id })).body.error?.message).toBe(
        'Promotion not found',
      );
    });
  });

  describe('promo codes', () => {
    it('list (paged by the gateway), create, get, getByCode, update, stats, delete', async () => {
      const list = await q<Page<PromoCode>>('promoCodes.list', { page: 1, limit: 1 });
      expect(list.items).toHaveLength(1);
      expect(list.totalPages).toBe(list.total);
      await sandbox.forget();
      const code = await m<PromoCode>('promoCodes.create', {
        code: 'GATEWAY10',
        reward: 10,
        currency: 'EUR',
        metadata: { campaign: 'launch' },
      });
      expect(code).toMatchObject({
        code: 'GATEWAY10',
        reward: 10,
        currency: 'EUR',
        active: true,
        metadata: { campaign: 'launch', type: null },
      });
      const [sent] = await sandbox.requests('/promo-codes');
      expect(sent?.body).toEqual({
        code: 'GATEWAY10',
        reward: 10,
        currency: 'EUR',
        metadata: { campaign: 'launch' },
      });
      expect((await q<PromoCode>('promoCodes.get', { id: code.id })).code).toBe('GATEWAY10');
      expect((await q<PromoCode>('promoCodes.getByCode', { code: 'GATEWAY10' })).id).toBe(code.id);
      expect(
        await m<PromoCode>('promoCodes.update', {
          id: code.id,
          code: 'GATEWAY10',
          reward: 15,
          currency: 'USD',
          max_global_uses: 100,
        }),
      ).toMatchObject({
        reward: 15,
        currency: 'USD',
        maxGlobalUses: 100,
      });
      expect(await q('promoCodes.stats', { id: code.id })).toMatchObject({
        code: 'GATEWAY10',
        totalRedemptions: expect.any(Number),
      });
      expect(await m('promoCodes.delete', { id: code.id })).toMatchObject({ success: true });
      expect((await q<PromoCode>('promoCodes.get', { id: code.id })).active).toBe(false);
      const again = await fail('mutation', 'promoCodes.delete', { id: code.id });
      expect(again.status).toBe(409);
    });

    it('create: the spec messages, nothing sent; a taken code is a conflict', async () => {
      await sandbox.forget();
      const bad = await fail('mutation', 'promoCodes.create', {
        code: ' ',
        reward: 5,
        currency: 'EUR',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error?.message).toBe('Code is required');
      const currency = await fail('mutation', 'promoCodes.create', {
        code: 'X1',
        reward: 5,
        currency: 'GBP',
      });
      expect(currency.status).toBe(400);
      expect(await sandbox.requests('/promo-codes')).toHaveLength(0);
      await m('promoCodes.create', { code: 'TWICE', reward: 1, currency: 'BTC' });
      const dup = await fail('mutation', 'promoCodes.create', {
        code: 'twice',
        reward: 1,
        currency: 'BTC',
      });
      expect(dup.status).toBe(409);
    });
  });

  describe('tables', () => {
    it('list, create, get, update, delete', async () => {
      const themes = await q<Page<Theme>>('themes.list');
      const theme = themes.items[0] as Theme;
      const list = await q<Page<Table>>('tables.list');
      expect(list.total).toBeGreaterThanOrEqual(2);
      const table = await m<Table>('tables.create', {
        name: 'Roulette Royale',
        slug: 'roulette-royale',
        stake: '2.5',
        theme: theme.slug,
      });
      expect(table).toMatchObject({
        name: 'Roulette Royale',
        slug: 'roulette-royale',
        stake: 2.5,
        theme: theme.slug,
      });
      expect((await q<Table>('tables.get', { id: table.id })).slug).toBe('roulette-royale');
      expect(await m<Table>('tables.update', { id: table.id, stake: 10 })).toMatchObject({
        stake: 10,
        name: 'Roulette Royale',
      });
      expect(await m('tables.delete', { id: table.id })).toMatchObject({ success: true });
      expect((await fail('query', 'tables.get', { id: table.id })).status).toBe(404);
    });

    it('the form rules, nothing sent; an unknown theme is the server field error', async () => {
      await sandbox.forget();
      const r = await fail('mutation', 'tables.create', {
        name: 'A',
        slug: 'Bad Slug',
        stake: 0,
        theme: 'x',
      });
      expect(r.status).toBe(400);
      expect(r.body.error?.message).toBe(
        'Slug can only contain lowercase letters, numbers, and hyphens',
      );
      expect(r.body.error?.data.fieldErrors).toMatchObject({
        slug: expect.any(Array),
        stake: ['Stake must be greater than 0'],
      });
      expect(await sandbox.requests('/tables')).toHaveLength(0);
      const theme = await fail('mutation', 'tables.create', {
        name: 'A',
        slug: 'a-1',
        stake: 1,
        theme: 'no-such-theme',
      });
      expect(theme.status).toBe(400);
      expect(theme.body.error?.data.fieldErrors).toEqual({ theme: ['Theme not found'] });
    });
  });

  describe('themes', () => {
    it('list, create, get, getBySlug, update, delete', async () => {
      const created = await m<Theme>('themes.create', {
        name: 'Midnight',
        slug: 'midnight_blue',
        description: ' Dark ',
      });
      expect(created).toMatchObject({
        name: 'Midnight',
        slug: 'midnight_blue',
        description: 'Dark',
        isActive: true,
        files: [],
      });
      expect((await q<Theme>('themes.get', { id: created.id })).slug).toBe('midnight_blue');
      expect((await q<Theme>('themes.getBySlug', { slug: 'midnight_blue' })).id).toBe(created.id);
      expect(await m<Theme>('themes.update', { id: created.id, isActive: false })).toMatchObject({
        isActive: false,
      });
      const page = await q<Page<Theme>>('themes.list', { search: 'Midnight' });
      expect(page.items.map((t) => t.id)).toContain(created.id);
      expect(await m('themes.delete', { id: created.id })).toMatchObject({ success: true });
      expect((await fail('query', 'themes.get', { id: created.id })).status).toBe(404);
    });

    it('the form rules, nothing sent', async () => {
      await sandbox.forget();
      const r = await fail('mutation', 'themes.create', { name: '', slug: 'Has Space' });
      expect(r.body.error?.message).toBe('Theme name is required');
      expect(r.body.error?.data.fieldErrors?.slug).toEqual([
        'Theme slug must contain only lowercase letters, numbers, hyphens, and underscores',
      ]);
      const noId = await fail('mutation', 'themes.delete', { id: '' });
      expect(noId.body.error?.message).toBe('Theme ID is required');
      expect(await sandbox.requests('/themes')).toHaveLength(0);
    });
  });
});
