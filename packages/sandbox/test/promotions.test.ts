import { normalisePage, upstreamPromotionSchema } from '@pitboss/contracts';
import { describe, expect, it } from 'vitest';
import { api, conforms, fileForm, pngBytes, unique } from './helpers.js';

const from = '2026-12-01T00:00:00.000Z';
const until = '2027-01-31T00:00:00.000Z';

async function newPromotion(
  extra: Record<string, unknown> = {},
): Promise<{ id: number; title: string }> {
  const r = await api('POST', '/promotions/create', {
    body: {
      title: `  ${unique('Winter Race')}  `,
      subTitle: 'Win big',
      gameGroup: 'popular',
      text: [{ type: 'paragraph', value: '<p>Hello</p>' }],
      redirected: false,
      availableFrom: from,
      availableUntil: until,
      ...extra,
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

describe('promotions', () => {
  it('GET /promotions/filter answers {promotions, total} (camelCase buttonText/gameGroup)', async () => {
    const r = await api('GET', '/promotions/filter?page=1&limit=9&order=ASC');
    expect(r.status).toBe(200);
    expect(r.body.promotions.length).toBeLessThanOrEqual(9);
    expect(r.body.total).toBeGreaterThan(9);
    expect('buttonText' in r.body.promotions[0]).toBe(true);
    for (const p of r.body.promotions) {
      const promo = conforms(upstreamPromotionSchema, p);
      expect(promo.archived).toBe(false);
    }
    const page = normalisePage(r.body, { page: 1, limit: 9 });
    expect(page.totalPages).toBe(Math.ceil(r.body.total / 9));
    const archived = await api('GET', '/promotions/filter?isArchived=true&limit=100');
    expect(archived.body.total).toBeGreaterThan(0);
    expect(archived.body.promotions.every((p: { archived: boolean }) => p.archived)).toBe(true);
    const byTitle = await api('GET', '/promotions/filter?byTitle=true&limit=100');
    const titles = byTitle.body.promotions.map((p: { title: string }) => p.title.toLowerCase());
    expect([...titles].sort()).toEqual(titles);
    for (const flag of ['byActiveFrom', 'byActiveUntil', 'byUpdated']) {
      expect((await api('GET', `/promotions/filter?${flag}=true&order=DESC`)).status).toBe(200);
    }
    const seeded = (await api('GET', '/promotions/filter?limit=1000')).body.promotions;
    expect(
      seeded.some((p: { text: { type: string }[] }) => p.text.some((b) => b.type === 'table')),
    ).toBe(true);
    expect(seeded.some((p: { redirected: boolean }) => p.redirected)).toBe(true);
  });

  it('GET /promotions/search: snake_case answers; 404 when nothing matches', async () => {
    const p = await newPromotion();
    const r = await api(
      'GET',
      `/promotions/search?search=${encodeURIComponent(p.title.slice(0, 20))}&page=1&limit=9`,
    );
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThanOrEqual(1);
    expect('button_text' in r.body.promotions[0]).toBe(true);
    conforms(upstreamPromotionSchema, r.body.promotions[0]);
    const none = await api('GET', '/promotions/search?search=zzzz-nothing-like-this');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No promotions found');
  });

  it('POST /promotions/create validates with the spec texts', async () => {
    const r = await api('POST', '/promotions/create', { body: { title: ' ' } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toMatchObject({
      title: 'Title is required',
      availableFrom: 'Available From date is required',
      availableUntil: 'Available Until date is required',
    });
    const order = await api('POST', '/promotions/create', {
      body: { title: 'x', availableFrom: until, availableUntil: from },
    });
    expect(order.body.errors.availableUntil).toBe(
      'Available Until date must be after Available From date.',
    );
    const redirect = await api('POST', '/promotions/create', {
      body: {
        title: 'x',
        availableFrom: from,
        availableUntil: until,
        redirected: true,
        url: '',
        buttonText: '',
      },
    });
    expect(redirect.body.errors).toMatchObject({
      url: 'URL is required when redirect is enabled.',
      buttonText: 'Button text is required when redirect is enabled.',
    });
    const badUrl = await api('POST', '/promotions/create', {
      body: {
        title: 'x',
        availableFrom: from,
        availableUntil: until,
        redirected: true,
        url: 'not a url',
        buttonText: 'Go',
      },
    });
    expect(badUrl.body.errors.url).toMatch(/^URL must be a valid URL address/);
    const blocks = await api('POST', '/promotions/create', {
      body: {
        title: 'x',
        availableFrom: from,
        availableUntil: until,
        text: [
          { value: 'x' },
          { type: 'paragraph', value: 3 },
          { type: 'table', value: { name: 't' } },
        ],
      },
    });
    expect(blocks.body.errors).toEqual({
      'text.0': 'Block 1 is missing type.',
      'text.1': 'Paragraph block 2 has invalid content.',
      'text.2': 'Table block 3 is missing required data (name, columns, rows).',
    });
    const ok = await newPromotion({
      redirected: true,
      url: 'https://casino.example.com/x',
      buttonText: 'Play',
    });
    const read = await api('GET', `/promotions/${ok.id}`);
    const promo = conforms(upstreamPromotionSchema, read.body);
    expect(promo).toMatchObject({
      redirected: true,
      url: 'https://casino.example.com/x',
      buttonText: 'Play',
      subtitle: 'Win big',
      gameGroup: 'popular',
      unpublished: true,
      live: false,
    });
    expect(promo.title).toBe(promo.title.trim());
  });

  it('PATCH /promotions/{id}/update (update and archive payloads), 404s', async () => {
    const p = await newPromotion();
    const upd = await api('PATCH', `/promotions/${p.id}/update`, {
      body: {
        id: p.id,
        title: 'Renamed promo',
        subTitle: 'New sub',
        availableFrom: from,
        availableUntil: until,
      },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ title: 'Renamed promo', subtitle: 'New sub' });
    const arch = await api('PATCH', `/promotions/${p.id}/update`, {
      body: {
        id: p.id,
        title: 'Renamed promo',
        subTitle: 'New sub',
        gameGroup: '',
        text: [],
        archived: true,
        redirected: false,
        availableFrom: from,
        availableUntil: until,
      },
    });
    expect(arch.body.data.archived).toBe(true);
    expect(
      (await api('PATCH', `/promotions/${p.id}/update`, { body: { id: p.id + 1 } })).status,
    ).toBe(400);
    expect((await api('PATCH', '/promotions/99999/update', { body: { title: 'x' } })).status).toBe(
      404,
    );
    expect((await api('GET', '/promotions/99999')).body.message).toBe('Promotion not found');
  });

  it('image update (field imageFile) and delete; delete promotion', async () => {
    const p = await newPromotion();
    const r = await api('POST', `/promotions/${p.id}/updateImage`, {
      form: fileForm('imageFile', [
        { name: 'banner.png', data: await pngBytes(1600, 800), type: 'image/png' },
      ]),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.image_url).toMatch(/\/images\/uploads\/promotions\//);
    expect((await fetch(r.body.image_url)).status).toBe(200);
    expect(
      (
        await api('POST', `/promotions/${p.id}/updateImage`, {
          form: fileForm('image', [{ name: 'b.png', data: await pngBytes(), type: 'image/png' }]),
        })
      ).status,
    ).toBe(400);
    expect((await api('DELETE', `/promotions/${p.id}/deleteImage`)).status).toBe(200);
    expect((await api('GET', `/promotions/${p.id}`)).body.image_url).toBeNull();
    expect((await api('DELETE', `/promotions/${p.id}/delete`)).status).toBe(200);
    expect((await api('DELETE', `/promotions/${p.id}/delete`)).status).toBe(404);
  });

  it('PATCH /promotions/update/bulkOrder with string promotionIDs', async () => {
    const all = (await api('GET', '/promotions/filter?page=1&limit=1000&order=ASC')).body
      .promotions as { id: number }[];
    const [a, b] = all;
    if (!a || !b) throw new Error('no promotions');
    const r = await api('PATCH', '/promotions/update/bulkOrder', {
      body: {
        promotionOrders: [
          { promotionID: String(a.id), order_hint: 2 },
          { promotionID: String(b.id), order_hint: 1 },
        ],
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = (await api('GET', '/promotions/filter?page=1&limit=1000&order=ASC')).body
      .promotions as { id: number; order_hint: number }[];
    expect(after.slice(0, 2).map((x) => x.id)).toEqual([b.id, a.id]);
    expect(after.map((x) => x.order_hint)).toEqual(after.map((_, i) => i + 1));
    expect(
      (await api('PATCH', '/promotions/update/bulkOrder', { body: { promotionOrders: [] } }))
        .status,
    ).toBe(400);
    expect(
      (
        await api('PATCH', '/promotions/update/bulkOrder', {
          body: { promotionOrders: [{ order_hint: 1 }] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api('PATCH', '/promotions/update/bulkOrder', {
          body: { promotionOrders: [{ promotionID: '1', order_hint: -1 }] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api('PATCH', '/promotions/update/bulkOrder', {
          body: { promotionOrders: [{ promotionID: '99999', order_hint: 1 }] },
        })
      ).status,
    ).toBe(404);
  });

  it('POST /promotions/publish makes every non-archived promotion live', async () => {
    const p = await newPromotion();
    const r = await api('POST', '/promotions/publish', { body: {} });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect((await api('GET', `/promotions/${p.id}`)).body).toMatchObject({
      live: true,
      unpublished: false,
    });
  });
});
