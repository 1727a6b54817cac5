import {
  normalisePage,
  upstreamPromoCodeSchema,
  upstreamTableSchema,
  upstreamThemeSchema,
} from '@pitboss/contracts';
import { describe, expect, it } from 'vitest';
import { api, conforms, env, fileForm, pngBytes, unique } from './helpers.js';

describe('promo codes', () => {
  it('GET /promo-codes answers {data:{data:{codes}}} including deleted codes', async () => {
    const r = await api('GET', '/promo-codes');
    expect(r.status).toBe(200);
    const codes = r.body.data.data.codes;
    expect(codes.length).toBeGreaterThanOrEqual(40);
    const parsed = codes.map((c: unknown) => conforms(upstreamPromoCodeSchema, c));
    expect(parsed.some((c: { active: boolean }) => !c.active)).toBe(true);
    expect(normalisePage(r.body).items).toHaveLength(codes.length);
  });

  it('create, read (id and code), update, stats, delete, errors', async () => {
    const code = unique('SPRING')
      .toUpperCase()
      .replace(/[^A-Z0-9-]/g, '');
    const created = await api('POST', '/promo-codes', {
      body: {
        code,
        reward: 25,
        currency: 'EUR',
        max_global_uses: 100,
        valid_from: '2026-12-01T00:00:00.000Z',
        valid_until: '2026-12-31T00:00:00.000Z',
        metadata: { campaign: 'spring', type: 'deposit' },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const c = conforms(upstreamPromoCodeSchema, created.body.data);
    expect(c).toMatchObject({
      code,
      reward: 25,
      currency: 'EUR',
      maxGlobalUses: 100,
      active: true,
      metadata: { campaign: 'spring', type: 'deposit' },
    });
    const id = created.body.data.id as number;
    expect(
      conforms(upstreamPromoCodeSchema, (await api('GET', `/promo-codes/${id}`)).body).code,
    ).toBe(code);
    expect((await api('GET', `/promo-codes/code/${code}`)).body.data.id).toBe(id);
    expect((await api('GET', '/promo-codes/code/NOPE_NOPE')).status).toBe(404);
    const upd = await api('PUT', `/promo-codes/${id}`, {
      body: { code, reward: 30, currency: 'USD' },
    });
    expect(upd.body.data).toMatchObject({ reward: 30, currency: 'USD', max_global_uses: 100 });
    const stats = await api('GET', `/promo-codes/${id}/stats`);
    expect(stats.status).toBe(200);
    expect(stats.body.data).toMatchObject({ code, maxGlobalUses: 100 });
    expect(stats.body.data.totalRedemptions).toBeLessThanOrEqual(100);
    expect(Array.isArray(stats.body.data.redemptionsByDay)).toBe(true);
    const dup = await api('POST', '/promo-codes', { body: { code, reward: 1, currency: 'USD' } });
    expect(dup.status).toBe(409);
    const missing = await api('POST', '/promo-codes', { body: {} });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(
      expect.arrayContaining(['code', 'reward', 'currency']),
    );
    const badCurrency = await api('POST', '/promo-codes', {
      body: { code: 'X1', reward: 1, currency: 'GBP' },
    });
    expect(badCurrency.body.errors.currency).toBeTruthy();
    expect((await api('DELETE', `/promo-codes/${id}`)).status).toBe(200);
    expect(
      conforms(upstreamPromoCodeSchema, (await api('GET', `/promo-codes/${id}`)).body).active,
    ).toBe(false);
    expect((await api('GET', '/promo-codes/99999')).body.message).toBe('Promo code not found');
    expect((await api('GET', '/promo-codes/99999/stats')).status).toBe(404);
  });
});

describe('tables', () => {
  it('GET /tables is a bare array; /api/tables is {success, data}', async () => {
    const r = await api('GET', '/tables');
    expect(Array.isArray(r.body)).toBe(true);
    expect(r.body.length).toBeGreaterThanOrEqual(12);
    for (const t of r.body) conforms(upstreamTableSchema, t);
    const second = await api('GET', '/api/tables');
    expect(second.body.success).toBe(true);
    expect(second.body.data.length).toBe(r.body.length);
  });

  for (const base of ['/tables', '/api/tables']) {
    it(`${base}: create, read, update, delete with validation`, async () => {
      const slug = unique('vip-blackjack').toLowerCase();
      const created = await api('POST', base, {
        body: { name: 'VIP Blackjack', slug, stake: 25, theme: 'emerald-felt' },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const t = base === '/api/tables' ? created.body.data : created.body;
      expect(conforms(upstreamTableSchema, t)).toMatchObject({
        name: 'VIP Blackjack',
        slug,
        stake: 25,
        theme: 'emerald-felt',
      });
      const read = await api('GET', `${base}/${t.id}`);
      expect((base === '/api/tables' ? read.body.data : read.body).slug).toBe(slug);
      const upd = await api('PUT', `${base}/${t.id}`, { body: { stake: 50 } });
      expect((base === '/api/tables' ? upd.body.data : upd.body).stake).toBe(50);
      const bad = await api('POST', base, { body: { name: '', slug: 'Bad Slug', stake: 0 } });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toMatchObject({
        name: 'Name is required',
        slug: 'Slug can only contain lowercase letters, numbers, and hyphens',
        stake: 'Stake must be greater than 0',
        theme: 'Theme is required',
      });
      const noTheme = await api('POST', base, {
        body: { name: 'x', slug: unique('x'), stake: 1, theme: 'no-such-theme' },
      });
      expect(noTheme.body.errors.theme).toBe('Theme not found');
      expect((await api('DELETE', `${base}/${t.id}`)).status).toBe(200);
      expect((await api('GET', `${base}/${t.id}`)).body.message).toBe('Table not found');
    });
  }
});

describe('themes', () => {
  it('GET /themes (query params) and /api/themes', async () => {
    const r = await api('GET', '/themes');
    expect(r.body.themes.length).toBeGreaterThanOrEqual(6);
    for (const t of r.body.themes) conforms(upstreamThemeSchema, t);
    expect(r.body.themes.some((t: { slug: string }) => t.slug.includes('_classic'))).toBe(true);
    const active = await api('GET', '/themes?isActive=true');
    expect(active.body.themes.every((t: { isActive: boolean }) => t.isActive)).toBe(true);
    const search = await api('GET', '/themes?search=neon');
    expect(search.body.themes.map((t: { slug: string }) => t.slug)).toEqual(['midnight-neon']);
    const second = await api('GET', '/api/themes');
    expect(second.body.success).toBe(true);
    expect(normalisePage(second.body).total).toBe(r.body.total);
  });

  for (const base of ['/themes', '/api/themes']) {
    it(`${base}: CRUD, by slug, upload and replace files (field files)`, async () => {
      const wrap = (b: { data?: unknown } & Record<string, unknown>): Record<string, unknown> =>
        (base === '/api/themes' ? b.data : b) as Record<string, unknown>;
      const slug = unique('aurora').replace(/-/g, '_');
      const created = await api('POST', base, {
        body: { name: 'Aurora', slug, description: 'Northern lights', isActive: true },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const theme = conforms(upstreamThemeSchema, wrap(created.body));
      expect(theme).toMatchObject({ name: 'Aurora', slug, isActive: true, files: [] });
      const id = theme.id;
      expect(wrap((await api('GET', `${base}/slug/${slug}`)).body).id).toBe(Number(id));
      expect(wrap((await api('GET', `${base}/${id}`)).body).slug).toBe(slug);
      expect(
        wrap(
          (await api('PUT', `${base}/${id}`, { body: { description: 'Updated', isActive: false } }))
            .body,
        ),
      ).toMatchObject({ description: 'Updated', isActive: false });

      const png = await pngBytes(64, 36);
      const upload = await api('POST', `${base}/${id}/upload`, {
        form: fileForm('files', [
          { name: 'thumbnail.png', data: png, type: 'image/png' },
          { name: 'landscape.png', data: png, type: 'image/png' },
          { name: 'rules.txt', data: 'house rules', type: 'text/plain' },
        ]),
      });
      expect(upload.status, JSON.stringify(upload.body)).toBe(200);
      const withFiles = conforms(upstreamThemeSchema, upload.body.data);
      expect(withFiles.files.map((f) => f.name)).toEqual([
        'landscape.png',
        'rules.txt',
        'thumbnail.png',
      ]);
      expect(withFiles.files.find((f) => f.name === 'rules.txt')?.size).toBe(11);
      const file = await fetch(`${env.baseUrl}/files/themes/${slug}/rules.txt`);
      expect(await file.text()).toBe('house rules');
      const thumb = await fetch(`${env.baseUrl}/media/themes/${slug}/thumbnail?w=32`);
      expect(thumb.headers.get('content-type')).toBe('image/png');

      const replaced = await api('PUT', `${base}/${id}/files/replace`, {
        form: fileForm('files', [{ name: 'only.png', data: png, type: 'image/png' }]),
      });
      expect(replaced.status).toBe(200);
      expect(conforms(upstreamThemeSchema, replaced.body.data).files.map((f) => f.name)).toEqual([
        'only.png',
      ]);

      const wrongField = await api('POST', `${base}/${id}/upload`, {
        form: fileForm('file', [{ name: 'a.png', data: png, type: 'image/png' }]),
      });
      expect(wrongField.status).toBe(400);
      expect(wrongField.body.message).toBe('Unexpected field');
      const none = await api('POST', `${base}/${id}/upload`, { form: fileForm('files', []) });
      expect(none.status).toBe(400);

      const bad = await api('POST', base, { body: { name: ' ', slug: 'Bad Slug!' } });
      expect(bad.body.errors).toEqual({
        name: 'Theme name is required',
        slug: 'Theme slug must contain only lowercase letters, numbers, hyphens, and underscores',
      });
      expect((await api('POST', base, { body: { name: 'Dup', slug } })).status).toBe(409);
      expect((await api('DELETE', `${base}/${id}`)).status).toBe(200);
      expect((await api('GET', `${base}/${id}`)).body.message).toBe('Theme not found');
      expect(
        (
          await api('POST', `${base}/${id}/upload`, {
            form: fileForm('files', [{ name: 'a.png', data: png, type: 'image/png' }]),
          })
        ).status,
      ).toBe(404);
    });
  }

  it('rejects more than 100 files', async () => {
    const id = (await api('GET', '/themes')).body.themes[0].id;
    const files = Array.from({ length: 101 }, (_, i) => ({
      name: `f${i}.txt`,
      data: 'x',
      type: 'text/plain',
    }));
    const r = await api('POST', `/themes/${id}/upload`, { form: fileForm('files', files) });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Too many files. Maximum allowed is 100 files.');
  });

  it('serves theme media by slug: thumbnail, landscape, background (poster when no video)', async () => {
    for (const part of ['thumbnail', 'landscape']) {
      const r = await fetch(`${env.baseUrl}/media/themes/emerald_classic/${part}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/png');
    }
    const bg = await fetch(`${env.baseUrl}/media/themes/emerald_classic/background.mp4`);
    expect(bg.status).toBe(200);
    expect(bg.headers.get('x-sandbox-poster')).toBe('true');
  });
});

describe('images', () => {
  it('serves seeded placeholders resized with w, h, fit (min = inside without enlargement, crop = cover)', async () => {
    const sharp = (await import('sharp')).default;
    const size = async (url: string): Promise<[number | undefined, number | undefined]> => {
      const r = await fetch(url);
      expect(r.status).toBe(200);
      const m = await sharp(Buffer.from(await r.arrayBuffer())).metadata();
      return [m.width, m.height];
    };
    const slot = (await api('GET', '/slots/1')).body.image_url as string;
    expect(await size(`${slot}?w=360&h=472&fit=min`)).toEqual([360, 472]);
    expect(await size(`${slot}?w=100&h=100&fit=min`)).toEqual([76, 100]);
    expect(await size(`${slot}?w=1000&h=1000&fit=min`)).toEqual([360, 472]);
    const provider = (await api('GET', '/providers/1')).body.image_url as string;
    expect(await size(`${provider}?w=300&h=100&fit=crop`)).toEqual([300, 100]);
    expect(await size(`${provider}?w=50&h=50&fit=crop`)).toEqual([50, 50]);
    expect((await fetch(`${slot}?w=abc`)).status).toBe(400);
    expect((await fetch(`${env.baseUrl}/images/uploads/nothing/here.png`)).status).toBe(404);
  });
});
