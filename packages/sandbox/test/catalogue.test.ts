import {
  normalisePage,
  parsePage,
  upstreamCreateResultSchema,
  upstreamDemoPlayResultSchema,
  upstreamImageUrlResultSchema,
  upstreamGroupSchema,
  upstreamProviderSchema,
  upstreamPublishResultSchema,
  upstreamSlotSchema,
} from '@pitboss/contracts';
import { describe, expect, it } from 'vitest';
import { api, conforms, fileForm, pngBytes, unique } from './helpers.js';

const BIG_GROUP = 1;

async function newProvider(): Promise<{ id: number; display_name: string; slug: string }> {
  const r = await api('POST', '/providers/create', {
    body: { display_name: unique('Test Provider'), description: '  tidy  ' },
  });
  expect(r.status).toBe(201);
  return r.body;
}

async function newSlot(
  extra: Record<string, unknown> = {},
): Promise<{ id: number; identifier: string; title: string; group_ids: number[] }> {
  const p = await newProvider();
  const title = unique('Test Slot');
  const identifier = title.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  const r = await api('POST', '/slots/create', {
    body: {
      title,
      identifier,
      slug: identifier.replace(/_/g, '-'),
      providerId: p.id,
      displayProviderId: p.id,
      ...extra,
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  expect(r.body.id).toBeTypeOf('number');
  expect(conforms(upstreamCreateResultSchema, r.body).id).toBe(String(r.body.id));
  return r.body.data;
}

describe('groups', () => {
  it('GET /groups/all is a bare array of groups; archived filter works', async () => {
    const r = await api('GET', '/groups/all');
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
    expect(r.body).toHaveLength(12);
    for (const g of r.body) conforms(upstreamGroupSchema, g);
    const archived = await api('GET', '/groups/all?archived=true');
    expect(archived.body.every((g: { archived: boolean }) => g.archived)).toBe(true);
    expect(archived.body.length).toBeGreaterThan(0);
  });

  it('POST /groups creates, PUT /groups/{id} updates, errors are field-mapped', async () => {
    const name = unique('Weekend Picks');
    const created = await api('POST', '/groups', { body: { display_name: name } });
    expect(created.status).toBe(201);
    const g = conforms(upstreamGroupSchema, created.body);
    expect(g.displayName).toBe(name);
    expect(created.body.slug).toMatch(/^weekend-picks-/);
    const dup = await api('POST', '/groups', { body: { display_name: name } });
    expect(dup.status).toBe(409);
    const bad = await api('POST', '/groups', { body: { display_name: '  ' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.display_name).toBe('Display name is required');
    const upd = await api('PUT', `/groups/${created.body.id}`, {
      body: { display_name: 'Renamed', order_hint: 99, archived: true },
    });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ display_name: 'Renamed', order_hint: 99, archived: true });
    expect((await api('PUT', '/groups/99999', { body: { archived: false } })).status).toBe(404);
    expect(
      (await api('PUT', `/groups/${created.body.id}`, { body: { order_hint: 'x' } })).status,
    ).toBe(400);
  });
});

describe('providers', () => {
  it('GET /providers/all is a bare array in display order', async () => {
    const r = await api('GET', '/providers/all');
    expect(Array.isArray(r.body)).toBe(true);
    expect(r.body.length).toBeGreaterThan(40);
    for (const p of r.body) conforms(upstreamProviderSchema, p);
    const hints = r.body.map((p: { order_hint: number }) => p.order_hint);
    expect([...hints].sort((a, b) => a - b)).toEqual(hints);
    const all = await api('GET', '/providers/all?includeArchived=true');
    expect(all.body.length).toBeGreaterThanOrEqual(60);
  });

  it('GET /providers/search answers {data, pagination:{totalCount, totalPages, currentPage}}', async () => {
    const r = await api('GET', '/providers/search?page=2&limit=5&order=DESC');
    expect(r.status).toBe(200);
    expect(r.body.pagination).toMatchObject({
      currentPage: 2,
      totalPages: Math.ceil(r.body.pagination.totalCount / 5),
    });
    const page = normalisePage(r.body);
    expect(page.items).toHaveLength(5);
    expect(page.page).toBe(2);
    for (const p of page.items) conforms(upstreamProviderSchema, p);
    const s = await api('GET', '/providers/search?search=play&isArchived=false');
    expect(
      s.body.data.every(
        (p: { display_name: string; archived: boolean }) =>
          /play/i.test(p.display_name) && !p.archived,
      ),
    ).toBe(true);
    expect((await api('GET', '/providers/search?order=SIDEWAYS')).status).toBe(400);
  });

  it('GET /archived/providers answers {providers, total, totalPages}', async () => {
    const r = await api('GET', '/archived/providers?page=1&limit=20');
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body.providers)).toBe(true);
    expect(r.body.total).toBeGreaterThan(0);
    const page = normalisePage(r.body);
    expect(page.total).toBe(r.body.total);
    for (const p of page.items) expect(conforms(upstreamProviderSchema, p).archived).toBe(true);
  });

  it('create, read by id and slug, update (PATCH and /update), image url, errors', async () => {
    const p = await newProvider();
    expect(p).toMatchObject({ description: 'tidy', unedited: false, live: false, archived: false });
    const byId = await api('GET', `/providers/${p.id}`);
    expect(conforms(upstreamProviderSchema, byId.body).id).toBe(String(p.id));
    const bySlug = await api('GET', `/providers/slug/${p.slug}`);
    expect(bySlug.body.data.id).toBe(p.id);
    expect((await api('GET', '/providers/slug/nope-nope')).status).toBe(404);
    const patched = await api('PATCH', `/providers/${p.id}`, { body: { description: 'changed' } });
    expect(patched.body.description).toBe('changed');
    const upd = await api('PATCH', `/providers/${p.id}/update`, {
      body: { display_name: 'Renamed Provider' },
    });
    expect(upd.body.display_name).toBe('Renamed Provider');
    const img = await api('PATCH', `/providers/${p.id}/image`, {
      body: { image_url: 'https://cdn.example.com/logo.png' },
    });
    expect(img.body.image_url).toBe('https://cdn.example.com/logo.png');
    const missing = await api('POST', '/providers/create', { body: { description: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.display_name).toBe('Display name is required');
    const blank = await api('PATCH', `/providers/${p.id}/update`, { body: { display_name: ' ' } });
    expect(blank.body.errors.display_name).toBe('Display Name is required');
    const unknown = await api('GET', '/providers/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Provider not found');
    expect((await api('GET', '/providers/abc')).status).toBe(400);
  });

  it('archive, unarchive, toggle-live, reset, delete', async () => {
    const p = await newProvider();
    expect((await api('PATCH', `/providers/${p.id}/toggle-live`)).body.live).toBe(true);
    expect((await api('PATCH', `/providers/${p.id}/toggle-live`)).body.live).toBe(false);
    expect((await api('PATCH', `/providers/${p.id}/archive`)).body.archived).toBe(true);
    expect((await api('PATCH', `/providers/${p.id}/unarchive`)).body.archived).toBe(false);
    // never published: nothing to reset to
    expect((await api('PATCH', `/providers/${p.id}/reset`)).status).toBe(409);
    const del = await api('DELETE', `/providers/${p.id}/delete`);
    expect(del.status).toBe(200);
    expect((await api('GET', `/providers/${p.id}`)).status).toBe(404);
    expect((await api('DELETE', `/providers/${p.id}/delete`)).status).toBe(404);
    // a provider with slots cannot be deleted
    expect((await api('DELETE', '/providers/1/delete')).status).toBe(409);
  });

  it('reset restores a published provider', async () => {
    const before = (await api('GET', '/providers/2')).body;
    await api('PATCH', '/providers/2/update', { body: { description: 'scribbled over' } });
    const reset = await api('PATCH', '/providers/2/reset');
    expect(reset.status).toBe(200);
    expect(reset.body.description).toBe(before.description);
  });

  it('PATCH /providers/{id}/updateProviderImage?type=logo stores the image (field image)', async () => {
    const p = await newProvider();
    const form = fileForm('image', [
      { name: 'logo.png', data: await pngBytes(640, 200), type: 'image/png' },
    ]);
    const r = await api('PATCH', `/providers/${p.id}/updateProviderImage?type=logo`, { form });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.image_url).toMatch(/\/images\/uploads\/providers\//);
    expect(conforms(upstreamImageUrlResultSchema, r.body).url).toBe(r.body.image_url);
    const img = await fetch(`${r.body.image_url}?w=300&h=100&fit=crop`);
    expect(img.status).toBe(200);
    const sharp = (await import('sharp')).default;
    const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([300, 100]);
    const wrongField = await api('PATCH', `/providers/${p.id}/updateProviderImage?type=logo`, {
      form: fileForm('logo', [{ name: 'logo.png', data: await pngBytes(), type: 'image/png' }]),
    });
    expect(wrongField.status).toBe(400);
    const notImage = await api('PATCH', `/providers/${p.id}/updateProviderImage?type=logo`, {
      form: fileForm('image', [{ name: 'x.txt', data: 'hello', type: 'text/plain' }]),
    });
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toBe(
      'Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.',
    );
  });

  it('PATCH /providers/bulk-order applies partial changes among non-archived providers and keeps a permutation', async () => {
    const before = (await api('GET', '/providers/all')).body as {
      id: number;
      order_hint: number;
    }[];
    const first = before[0];
    const third = before[2];
    if (!first || !third) throw new Error('seed too small');
    const r = await api('PATCH', '/providers/bulk-order', {
      body: {
        providerOrders: [
          { providerId: first.id, order: 3 },
          { providerId: third.id, order: 1 },
        ],
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = (await api('GET', '/providers/all')).body as { id: number; order_hint: number }[];
    expect(after[0]?.id).toBe(third.id);
    expect(after[2]?.id).toBe(first.id);
    expect(after.map((p) => p.order_hint)).toEqual(after.map((_, i) => i + 1));
    const everything = (await api('GET', '/providers/all?includeArchived=true')).body as {
      archived: boolean;
      order_hint: number;
    }[];
    expect(everything.map((p) => p.order_hint)).toEqual(everything.map((_, i) => i + 1));
    expect(everything.slice(after.length).every((p) => p.archived)).toBe(true);
    const dup = await api('PATCH', '/providers/bulk-order', {
      body: {
        providerOrders: [
          { providerId: first.id, order: 1 },
          { providerId: third.id, order: 1 },
        ],
      },
    });
    expect(dup.status).toBe(400);
    const range = await api('PATCH', '/providers/bulk-order', {
      body: { providerOrders: [{ providerId: first.id, order: after.length + 1 }] },
    });
    expect(range.status).toBe(400);
    const archivedId = (await api('GET', '/archived/providers')).body.providers[0].id;
    expect(
      (
        await api('PATCH', '/providers/bulk-order', {
          body: { providerOrders: [{ providerId: archivedId, order: 1 }] },
        })
      ).status,
    ).toBe(400);
    expect(
      (await api('PATCH', '/providers/bulk-order', { body: { providerOrders: [] } })).status,
    ).toBe(400);
  });
});

describe('slots', () => {
  it('GET /slots/filter answers {slots, total, totalPages}, group order by position', async () => {
    const r = await api('GET', `/slots/filter?page=1&limit=32&groupId=${BIG_GROUP}`);
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThanOrEqual(1000);
    expect(r.body.totalPages).toBe(Math.ceil(r.body.total / 32));
    expect(r.body.slots).toHaveLength(32);
    expect(r.body.slots.map((s: { position: number }) => s.position)).toEqual(
      Array.from({ length: 32 }, (_, i) => i + 1),
    );
    for (const s of r.body.slots) {
      const slot = conforms(upstreamSlotSchema, s);
      expect(slot.title).not.toBe('');
      expect(s.group_ids).toContain(BIG_GROUP);
    }
    const page = normalisePage(r.body);
    expect(page.total).toBe(r.body.total);
    const parsed = parsePage(r.body, upstreamSlotSchema, { page: 1, limit: 32 });
    expect(parsed.dropped).toBe(0);
    expect(parsed.totalPages).toBe(r.body.totalPages);
    // past the last page: no rows, the same count; an unknown group: 404 and no page at all
    const past = await api('GET', `/slots/filter?page=999&limit=32&groupId=${BIG_GROUP}`);
    expect([past.status, past.body.slots, past.body.total]).toEqual([200, [], r.body.total]);
    const unknown = await api('GET', '/slots/filter?page=1&limit=32&groupId=999999');
    expect([unknown.status, unknown.body.message, unknown.body.slots]).toEqual([
      404,
      'Group not found',
      undefined,
    ]);
  });

  it('a list reads each slot as GET /slots/{id} does, and a group read in pages is the whole group in order', async () => {
    // Lists read their rows as one JSON text; a single slot is read row by row.
    const lists = [
      (await api('GET', `/slots/filter?page=2&limit=5&groupId=${BIG_GROUP}&order=DESC`)).body.slots,
      (await api('GET', '/slots/filter?page=1&limit=5&byReleased=true&order=DESC')).body.slots,
      (await api('GET', '/slots/search?search=gold&limit=5')).body.data,
      (await api('GET', '/slots?limit=5&includeArchived=true')).body.data,
      (await api('GET', '/archived/slots?limit=5')).body.data,
    ];
    for (const list of lists) {
      expect(list.length).toBeGreaterThan(0);
      for (const s of list) {
        // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a group's place, not the slot's
        const { position, ...fromList } = s;
        const one = (await api('GET', `/slots/${s.id}`)).body;
        for (const [k, v] of Object.entries(fromList)) expect([k, v]).toEqual([k, one[k]]);
        expect(s.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      }
    }
    const asc = await api('GET', `/slots/filter?page=1&limit=5000&groupId=${BIG_GROUP}`);
    const positions: number[] = [];
    for (let page = 1; page <= Math.ceil(asc.body.total / 100); page += 1) {
      const r = await api('GET', `/slots/filter?page=${page}&limit=100&groupId=${BIG_GROUP}`);
      positions.push(...r.body.slots.map((s: { position: number }) => s.position));
    }
    expect(positions).toEqual(Array.from({ length: asc.body.total }, (_, i) => i + 1));
    const desc = await api('GET', `/slots/filter?page=1&limit=3&groupId=${BIG_GROUP}&order=DESC`);
    expect(desc.body.slots.map((s: { position: number }) => s.position)).toEqual([
      asc.body.total,
      asc.body.total - 1,
      asc.body.total - 2,
    ]);
  });

  it('filters by display provider and archived, sorts by the three flags and order', async () => {
    const byProvider = await api('GET', '/slots/filter?displayProviderId=3&limit=100');
    expect(
      byProvider.body.slots.every(
        (s: { display_provider_id: number }) => s.display_provider_id === 3,
      ),
    ).toBe(true);
    const archived = await api('GET', '/slots/filter?isArchived=true&limit=100');
    expect(archived.body.total).toBeGreaterThan(0);
    expect(archived.body.slots.every((s: { archived: boolean }) => s.archived)).toBe(true);
    const byTitle = await api('GET', '/slots/filter?byTitle=true&order=ASC&limit=50');
    const titles = byTitle.body.slots.map((s: { title: string }) => s.title.toLowerCase());
    expect([...titles].sort()).toEqual(titles);
    const released = await api('GET', '/slots/filter?byReleased=true&order=DESC&limit=50');
    const dates = released.body.slots.map((s: { released_at: string }) =>
      Date.parse(s.released_at),
    );
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const updated = await api('GET', '/slots/filter?byUpdated=true&order=ASC&limit=50');
    const ups = updated.body.slots.map((s: { updated_at: string }) => Date.parse(s.updated_at));
    expect([...ups].sort((a, b) => a - b)).toEqual(ups);
    const def = await api('GET', '/slots/filter?limit=20&order=DESC');
    const hints = def.body.slots.map((s: { order_hint: number }) => s.order_hint);
    expect([...hints].sort((a, b) => b - a)).toEqual(hints);
    expect((await api('GET', '/slots/filter?groupId=9999')).status).toBe(404);
    expect((await api('GET', '/slots/filter?isArchived=maybe')).status).toBe(400);
  });

  it('GET /slots/search answers {data, total, totalPages} with name instead of title', async () => {
    const r = await api('GET', '/slots/search?search=gold&page=1&limit=10');
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThan(0);
    expect(r.body.data[0].title).toBeUndefined();
    for (const s of r.body.data) {
      const slot = conforms(upstreamSlotSchema, s);
      expect(
        `${slot.title} ${slot.providerName} ${slot.displayProviderName}`.toLowerCase(),
      ).toContain('gold');
    }
    const archivedOnly = await api('GET', '/slots/search?search=a&isArchived=true');
    expect(archivedOnly.body.data.every((s: { archived: boolean }) => s.archived)).toBe(true);
  });

  it('GET /slots lists (id, slug, includeArchived) and GET /archived/slots has {data, pagination}', async () => {
    const all = await api('GET', '/slots?page=1&limit=5000&includeArchived=true');
    expect(all.body.total).toBeGreaterThanOrEqual(3000);
    expect(all.body.data.length).toBe(Math.min(5000, all.body.total));
    const live = await api('GET', '/slots?limit=1');
    expect(live.body.total).toBeLessThan(all.body.total);
    const one = await api('GET', '/slots?id=7&includeArchived=true');
    expect(one.body.data).toHaveLength(1);
    const bySlug = await api('GET', `/slots?slug=${one.body.data[0].slug}&includeArchived=true`);
    expect(bySlug.body.data[0].id).toBe(7);
    const archived = await api('GET', '/archived/slots?page=1&limit=20');
    expect(archived.body.pagination).toMatchObject({ page: 1 });
    const page = normalisePage(archived.body);
    expect(page.total).toBe(archived.body.pagination.total);
    for (const s of page.items) expect(conforms(upstreamSlotSchema, s).archived).toBe(true);
    expect(conforms(upstreamSlotSchema, (await api('GET', '/slots/7')).body).id).toBe('7');
    expect((await api('GET', '/slots/999999')).body).toMatchObject({ message: 'Slot not found' });
  });

  it('POST /slots/create validates with the spec messages', async () => {
    const r = await api('POST', '/slots/create', { body: { title: '  ', identifier: '' } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({
      title: 'Title is required',
      identifier: 'Identifier is required',
      slug: 'Slug is required',
      providerId: 'Provider is required',
      displayProviderId: 'Display Provider is required',
    });
    const badProvider = await api('POST', '/slots/create', {
      body: {
        title: 'X',
        identifier: 'x_unique_zz',
        slug: 'x-unique-zz',
        providerId: 99999,
        displayProviderId: 1,
      },
    });
    expect(badProvider.status).toBe(400);
    expect(badProvider.body.errors.providerId).toBe('Provider not found');
    const s = await newSlot({
      groupIds: [2, 3],
      params: { volatility_rating: 'high' },
      hasDemo: true,
    });
    expect(s.group_ids).toEqual([2, 3]);
    const again = await api('POST', '/slots/create', {
      body: {
        title: 'Dup',
        identifier: s.identifier,
        slug: 'another-slug-zz',
        providerId: 1,
        displayProviderId: 1,
      },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors.identifier).toBeTruthy();
    const badJson = await api('POST', '/slots/create', { raw: '{"title": ' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.message).toBe('Invalid JSON body');
  });

  it('PATCH /slots/{id}/update changes only given fields and flips unedited', async () => {
    const seeded = (await api('GET', '/slots/filter?limit=200')).body.slots.find(
      (x: { unedited: boolean }) => x.unedited,
    );
    const r = await api('PATCH', `/slots/${seeded.id}/update`, {
      body: { description: 'Fresh copy', params: { payout: 96.5 } },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      description: 'Fresh copy',
      unedited: false,
      title: seeded.title,
      params: { payout: 96.5 },
    });
    const arch = await api('PATCH', `/slots/${seeded.id}/update`, { body: { archived: true } });
    // stored as received: archived, and nothing else (live is untouched)
    expect(arch.body).toMatchObject({ archived: true, live: r.body.live });
    const unarch = await api('PATCH', `/slots/${seeded.id}/update`, { body: { archived: false } });
    expect(unarch.body.archived).toBe(false);
    const groups = await api('PATCH', `/slots/${seeded.id}/update`, {
      body: { group_ids: [4, 5] },
    });
    expect(groups.body.group_ids).toEqual([4, 5]);
    expect((await api('PATCH', `/slots/${seeded.id}/update`, { body: {} })).status).toBe(400);
    expect(
      (await api('PATCH', `/slots/${seeded.id}/update`, { body: { title: '' } })).body.errors.title,
    ).toBe('Title is required');
    expect(
      (await api('PATCH', `/slots/${seeded.id}/update`, { body: { group_ids: [4242] } })).status,
    ).toBe(404);
    expect((await api('PATCH', '/slots/999999/update', { body: { title: 'x' } })).status).toBe(404);
  });

  it('name, display-provider, identifier, reset, delete', async () => {
    const s = await newSlot();
    expect(
      (await api('PATCH', `/slots/${s.id}/name`, { body: { name: 'Brand New Name' } })).body.title,
    ).toBe('Brand New Name');
    expect(
      (await api('PATCH', `/slots/${s.id}/display-provider`, { body: { display_provider_id: 5 } }))
        .body.display_provider_id,
    ).toBe(5);
    expect(
      (
        await api('PATCH', `/slots/${s.id}/identifier`, {
          body: { identifier: `${s.identifier}_v2` },
        })
      ).body.identifier,
    ).toBe(`${s.identifier}_v2`);
    expect((await api('PATCH', `/slots/${s.id}/identifier`, { body: {} })).status).toBe(400);
    expect((await api('PATCH', `/slots/${s.id}/reset`)).status).toBe(409); // never published
    expect((await api('DELETE', `/slots/${s.id}/delete`)).status).toBe(200);
    expect((await api('GET', `/slots/${s.id}`)).status).toBe(404);
    // a published slot resets to its production copy
    const before = (await api('GET', '/slots/11')).body;
    await api('PATCH', '/slots/11/update', { body: { title: 'Scribble', group_ids: [12] } });
    const reset = await api('PATCH', '/slots/11/reset');
    expect(reset.body.title).toBe(before.title);
    expect(reset.body.group_ids).toEqual(before.group_ids);
  });

  it('image upload (field image, type=image) and delete', async () => {
    const s = await newSlot();
    const form = fileForm(
      'image',
      [{ name: 'cover.png', data: await pngBytes(720, 944), type: 'image/png' }],
      { type: 'image' },
    );
    const r = await api('PATCH', `/slots/${s.id}/updateSlotImage`, { form });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.url).toMatch(/\/images\/uploads\/slots\//);
    expect(conforms(upstreamImageUrlResultSchema, r.body).url).toBe(r.body.url);
    const img = await fetch(`${r.body.url}?w=360&h=472&fit=min`);
    const sharp = (await import('sharp')).default;
    const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    expect(meta.width).toBeLessThanOrEqual(360);
    expect(meta.height).toBeLessThanOrEqual(472);
    expect((await api('GET', `/slots/${s.id}`)).body.image_url).toBe(r.body.url);
    expect((await api('DELETE', `/slots/${s.id}/deleteSlotImage`)).status).toBe(200);
    expect((await api('GET', `/slots/${s.id}`)).body.image_url).toBeNull();
    expect((await api('DELETE', `/slots/${s.id}/deleteSlotImage`)).status).toBe(404);
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const tooBig = await api('PATCH', `/slots/${s.id}/updateSlotImage`, {
      form: fileForm('image', [{ name: 'big.png', data: big, type: 'image/png' }]),
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(
      'File size too large. Please select an image smaller than 5MB.',
    );
  });

  it('group membership calls keep positions 1..n', async () => {
    const s = await newSlot();
    const add1 = await api('POST', `/slots/${s.id}/groups/6`);
    expect(add1.body.group_ids).toEqual([6]);
    const addMany = await api('POST', `/slots/${s.id}/groups`, { body: { group_ids: [7, 8] } });
    expect(addMany.body.group_ids).toEqual([6, 7, 8]);
    const removeMany = await api('DELETE', `/slots/${s.id}/groups`, { body: { group_ids: [7] } });
    expect(removeMany.body.group_ids).toEqual([6, 8]);
    expect((await api('DELETE', `/slots/groups/8/slots/${s.id}`)).status).toBe(200);
    expect((await api('DELETE', `/slots/groups/8/slots/${s.id}`)).status).toBe(404);
    expect((await api('POST', `/slots/${s.id}/groups`, { body: { group_ids: [] } })).status).toBe(
      400,
    );
    expect((await api('POST', `/slots/${s.id}/groups/777`)).status).toBe(404);
    const group6 = await api('GET', '/slots/filter?groupId=6&limit=5000');
    expect(group6.body.slots.map((x: { position: number }) => x.position)).toEqual(
      group6.body.slots.map((_: unknown, i: number) => i + 1),
    );
    expect(group6.body.slots.at(-1).id).toBe(s.id);
  });

  it('PUT /slots/groups/{groupId}/slots/bulk-order: partial 1-based changes, permutation kept, bad input 400', async () => {
    const list = async (): Promise<number[]> =>
      (await api('GET', `/slots/filter?groupId=${BIG_GROUP}&limit=5000`)).body.slots.map(
        (x: { id: number }) => x.id,
      );
    const before = await list();
    const [a, b, c] = before;
    const last = before.at(-1);
    if (a === undefined || b === undefined || c === undefined || last === undefined)
      throw new Error('empty group');
    // a swap and a move to the end
    const r = await api('PUT', `/slots/groups/${BIG_GROUP}/slots/bulk-order`, {
      body: {
        slotOrders: [
          { slotId: a, order: 2 },
          { slotId: b, order: 1 },
          { slotId: c, order: before.length },
        ],
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = await list();
    expect(after.slice(0, 2)).toEqual([b, a]);
    expect(after.at(-1)).toBe(c);
    expect([...after].sort((x, y) => x - y)).toEqual([...before].sort((x, y) => x - y));
    const bad = [
      { slotOrders: [{ slotId: a, order: 0 }] },
      { slotOrders: [{ slotId: a, order: before.length + 1 }] },
      {
        slotOrders: [
          { slotId: a, order: 1 },
          { slotId: a, order: 2 },
        ],
      },
      {
        slotOrders: [
          { slotId: a, order: 1 },
          { slotId: b, order: 1 },
        ],
      },
      { slotOrders: [{ slotId: 999999, order: 1 }] },
      { slotOrders: [] },
      {},
    ];
    for (const body of bad)
      expect(
        (await api('PUT', `/slots/groups/${BIG_GROUP}/slots/bulk-order`, { body })).status,
      ).toBe(400);
    expect(
      (
        await api('PUT', '/slots/groups/4040/slots/bulk-order', {
          body: { slotOrders: [{ slotId: a, order: 1 }] },
        })
      ).status,
    ).toBe(404);
  });

  it('concurrent bulk orders still leave a permutation', async () => {
    const ids = (await api('GET', '/slots/filter?groupId=3&limit=5000')).body.slots.map(
      (x: { id: number }) => x.id,
    ) as number[];
    const n = ids.length;
    await Promise.all(
      ids.slice(0, 10).map((id, i) =>
        api('PUT', '/slots/groups/3/slots/bulk-order', {
          body: { slotOrders: [{ slotId: id, order: n - i }] },
        }),
      ),
    );
    const after = (await api('GET', '/slots/filter?groupId=3&limit=5000')).body.slots.map(
      (x: { position: number }) => x.position,
    );
    expect(after).toEqual(Array.from({ length: n }, (_, i) => i + 1));
  });

  it('POST /slots/{id}/demoplay returns a launch_url the sandbox serves; 400 without a demo', async () => {
    const demo = await newSlot({ hasDemo: true });
    const r = await api('POST', `/slots/${demo.id}/demoplay`);
    expect(r.status).toBe(200);
    expect(conforms(upstreamDemoPlayResultSchema, r.body).launchUrl).toBe(r.body.launch_url);
    const page = await fetch(r.body.launch_url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(demo.title);
    const noDemo = await newSlot({ hasDemo: false });
    expect((await api('POST', `/slots/${noDemo.id}/demoplay`)).status).toBe(400);
  });

  it('POST /slots/refresh-materialized-view', async () => {
    const r = await api('POST', '/slots/refresh-materialized-view');
    expect(r.body).toMatchObject({ success: true });
  });
});

describe('publish, reset, softswiss, delete-from-casino', () => {
  it('POST /publish copies the catalogue and answers counts', async () => {
    const r = await api('POST', '/publish');
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('success');
    const result = conforms(upstreamPublishResultSchema, r.body);
    expect(result.slots).toBeGreaterThanOrEqual(3000);
    expect(result.providers).toBeGreaterThanOrEqual(60);
    expect(result.groups).toBeGreaterThanOrEqual(12);
  });

  it('POST /reset restores the catalogue from the last publish', async () => {
    await api('POST', '/publish');
    const before = (await api('GET', '/slots/20')).body;
    await api('PATCH', '/slots/20/update', { body: { title: 'Changed after publish' } });
    const created = await newSlot();
    const r = await api('POST', '/reset');
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('success');
    expect((await api('GET', '/slots/20')).body.title).toBe(before.title);
    expect((await api('GET', `/slots/${created.id}`)).status).toBe(404);
  });

  it('POST /softswiss/refresh', async () => {
    expect((await api('POST', '/softswiss/refresh')).body.success).toBe(true);
  });

  it('PATCH /slots/{id}/update {archived:true} stores that only: production keeps the slot until /delete-from-casino', async () => {
    await api('POST', '/publish');
    const s = (await api('GET', '/slots/31')).body;
    const arch = await api('PATCH', '/slots/31/update', { body: { archived: true } });
    expect(arch.body).toMatchObject({ archived: true, live: s.live });
    // still published: reset goes back to the production copy (not archived)
    const reset = await api('PATCH', '/slots/31/reset');
    expect(reset.status).toBe(200);
    expect(reset.body.archived).toBe(false);
    await api('PATCH', '/slots/31/update', { body: { archived: true } });
    await api('POST', '/delete-from-casino', {
      body: { type: 'slot', identifiers: [s.identifier] },
    });
    expect((await api('PATCH', '/slots/31/reset')).status).toBe(409);
  });

  it('POST /delete-from-casino removes slots from production by identifier', async () => {
    const s = (await api('GET', '/slots/30')).body;
    const r = await api('POST', '/delete-from-casino', {
      body: { type: 'slot', identifiers: [s.identifier, 'no_such_game'] },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, removed: 1, notFound: ['no_such_game'] });
    expect((await api('GET', '/slots/30')).body.live).toBe(false);
    const bad = await api('POST', '/delete-from-casino', {
      body: { type: 'table', identifiers: [] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['type', 'identifiers']));
  });
});
