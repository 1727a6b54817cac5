import type { Group, OrderSlot, Page, Provider, Slot, WholeList } from '@pitboss/contracts';
import { CATALOGUE_MESSAGES } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, sandbox } from './support/admin.js';
import { call, callers, startGateway } from './support/gateway.js';

describe('groups, providers, slots and catalogue procedures against the sandbox', () => {
  let app: FastifyInstance;
  let cookie: string;
  const { q, m } = callers(
    () => app,
    () => cookie,
  );
  const fail = (type: 'query' | 'mutation', procedure: string, input?: unknown) =>
    call(app, type, procedure, input, { cookie });

  let groups: Group[];
  let providers: Provider[];
  beforeAll(async () => {
    app = await startGateway();
    cookie = await adminCookie(app);
    groups = (await q<WholeList<Group>>('groups.list')).items;
    providers = (await q<WholeList<Provider>>('providers.list')).items;
  });
  afterAll(async () => {
    await sandbox.clearFaults();
    await app?.close();
  });

  describe('groups', () => {
    it('list, create, update', async () => {
      expect(groups.length).toBeGreaterThanOrEqual(2);
      expect(groups[0]).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          displayName: expect.any(String),
          archived: false,
        }),
      );
      const created = await m<Group>('groups.create', { displayName: '  Weekend Picks ' });
      expect(created).toMatchObject({ displayName: 'Weekend Picks', slug: 'weekend-picks' });
      const updated = await m<Group>('groups.update', {
        id: created.id,
        displayName: 'Weekend Specials',
        archived: true,
      });
      expect(updated).toMatchObject({
        id: created.id,
        displayName: 'Weekend Specials',
        archived: true,
      });
      expect(
        (await q<WholeList<Group>>('groups.list', { archived: true })).items.map((g) => g.id),
      ).toContain(created.id);
    });

    it('create with a blank name: the message, nothing sent', async () => {
      await sandbox.forget();
      const { status, body } = await fail('mutation', 'groups.create', { displayName: '   ' });
      expect(status).toBe(400);
      expect(body.error?.message).toBe('Display name is required');
      expect(body.error?.data.fieldErrors).toEqual({ displayName: ['Display name is required'] });
      expect(await sandbox.requests('/groups')).toHaveLength(0);
    });
  });

  describe('providers', () => {
    it('list, search (normalised page), get, archived', async () => {
      expect(providers.length).toBeGreaterThanOrEqual(3);
      const page = await q<Page<Provider>>('providers.search', { page: 1, limit: 2, search: '' });
      expect(page).toMatchObject({
        page: 1,
        total: expect.any(Number),
        totalPages: Math.ceil(page.total / 2),
      });
      expect(page.items).toHaveLength(2);
      const one = await q<Provider>('providers.get', { id: providers[0]?.id });
      expect(one.id).toBe(providers[0]?.id);
      const archived = await q<Page<Provider>>('providers.archived');
      expect(archived).toMatchObject({ page: 1, items: expect.any(Array) });
    });

    it('create, update, toggleLive, archive, unarchive, delete', async () => {
      const created = await m<Provider>('providers.create', {
        displayName: 'Nebula Games',
        description: ' Space slots ',
      });
      expect(created).toMatchObject({
        displayName: 'Nebula Games',
        description: 'Space slots',
        archived: false,
        live: false,
      });
      expect(
        await m<Provider>('providers.update', { id: created.id, description: 'Cosmic' }),
      ).toMatchObject({ description: 'Cosmic' });
      expect(await m<Provider>('providers.toggleLive', { id: created.id })).toMatchObject({
        live: true,
      });
      expect(await m<Provider>('providers.archive', { id: created.id })).toMatchObject({
        archived: true,
        live: false,
      });
      expect(await m<Provider>('providers.unarchive', { id: created.id })).toMatchObject({
        archived: false,
      });
      expect(await m('providers.delete', { id: created.id })).toMatchObject({ success: true });
      const gone = await fail('query', 'providers.get', { id: created.id });
      expect(gone.status).toBe(404);
      expect(gone.body.error?.message).toBe('Provider not found');
    });

    it('create with a blank name, update with a blank name: the spec texts, nothing sent', async () => {
      await sandbox.forget();
      const create = await fail('mutation', 'providers.create', { displayName: '' });
      expect(create.body.error?.message).toBe('Display name is required');
      const update = await fail('mutation', 'providers.update', {
        id: providers[0]?.id,
        displayName: ' ',
      });
      expect(update.body.error?.message).toBe('Display Name is required');
      expect(await sandbox.requests('/providers/create')).toHaveLength(0);
    });

    it('reset of a never-published provider: the server message as a conflict', async () => {
      const created = await m<Provider>('providers.create', { displayName: 'Fresh Studio' });
      const reset = await fail('mutation', 'providers.reset', { id: created.id });
      expect(reset.status).toBe(409);
      expect(reset.body.error?.data.code).toBe('CONFLICT');
      expect(reset.body.error?.message.length).toBeGreaterThan(0);
      await m('providers.delete', { id: created.id });
    });

    it('bulkOrder: a full order goes up as only the changed positions', async () => {
      const live = (await q<WholeList<Provider>>('providers.list')).items.filter(
        (p) => !p.archived,
      );
      const ids = live.map((p) => p.id);
      const after = [...ids];
      [after[0], after[1]] = [after[1] as string, after[0] as string];
      await sandbox.forget();
      const result = await m<{ sent: number }>('providers.bulkOrder', {
        providerOrders: after.map((providerId, i) => ({ providerId, order: i + 1 })),
      });
      expect(result.sent).toBe(2);
      const [sent] = await sandbox.requests('/providers/bulk-order');
      expect(sent?.body).toEqual({
        providerOrders: [
          { providerId: after[0], order: 1 },
          { providerId: after[1], order: 2 },
        ],
      });
      expect(
        (await q<WholeList<Provider>>('providers.list')).items.map((p) => p.id).slice(0, 2),
      ).toEqual(after.slice(0, 2));
      // and back, as a list of changes
      await m('providers.bulkOrder', {
        providerOrders: [
          { providerId: ids[0], order: 1 },
          { providerId: ids[1], order: 2 },
        ],
      });
      expect(
        (await q<WholeList<Provider>>('providers.list')).items.map((p) => p.id).slice(0, 2),
      ).toEqual(ids.slice(0, 2));
    });

    it('bulkOrder: an empty list is refused before the admin API', async () => {
      await sandbox.forget();
      const { status } = await fail('mutation', 'providers.bulkOrder', { providerOrders: [] });
      expect(status).toBe(400);
      expect(await sandbox.requests('/providers/bulk-order')).toHaveLength(0);
    });
  });

  describe('slots', () => {
    it('filter: sort becomes the flags, status isArchived, the page is normalised', async () => {
      await sandbox.forget();
      const page = await q<Page<Slot>>('slots.filter', {
        page: 1,
        limit: 5,
        sort: 'title',
        order: 'DESC',
        status: 'live',
      });
      expect(page.items.length).toBeLessThanOrEqual(5);
      expect(page).toMatchObject({
        page: 1,
        total: expect.any(Number),
        totalPages: Math.ceil(page.total / 5),
      });
      const titles = page.items.map((s) => s.title);
      expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a)));
      const [sent] = await sandbox.requests('/slots/filter');
      expect(sent?.query).toMatchObject({
        byTitle: 'true',
        byReleased: 'false',
        byUpdated: 'false',
        order: 'DESC',
        isArchived: 'false',
        page: '1',
        limit: '5',
      });
    });

    it('search: the name-only answer becomes title', async () => {
      const all = await q<Page<Slot>>('slots.filter', { limit: 1 });
      const title = all.items[0]?.title ?? '';
      const found = await q<Page<Slot>>('slots.search', { search: title.slice(0, 5) });
      expect(found.items.length).toBeGreaterThan(0);
      expect(found.items.every((s) => typeof s.title === 'string' && s.title.length > 0)).toBe(
        true,
      );
    });

    it('get, archived', async () => {
      const page = await q<Page<Slot>>('slots.filter', { limit: 1 });
      const slot = await q<Slot>('slots.get', { id: page.items[0]?.id });
      expect(slot).toMatchObject({ id: page.items[0]?.id, providerName: expect.any(String) });
      expect(await q<Page<Slot>>('slots.archived')).toMatchObject({ page: 1 });
    });

    it('listAllInGroup: the group in order, 100 per request', async () => {
      const group = groups[0] as Group;
      await sandbox.forget();
      const { items: slots } = await q<WholeList<Slot>>('slots.listAllInGroup', {
        groupId: group.id,
      });
      expect(slots.length).toBeGreaterThan(0);
      const calls = await sandbox.requests('/slots/filter');
      expect(calls[0]?.query).toMatchObject({ groupId: group.id, limit: '100', page: '1' });
    });

    it('listAllForOrdering: the same slots in the same order, each cut to what order mode shows', async () => {
      const group = groups[0] as Group;
      const whole = await q<WholeList<Slot>>('slots.listAllInGroup', { groupId: group.id });
      const lean = await q<WholeList<OrderSlot>>('slots.listAllForOrdering', {
        groupId: group.id,
      });
      expect(lean.items).toEqual(
        whole.items.map((s) => ({
          id: s.id,
          title: s.title,
          imageUrl: s.imageUrl,
          providerName: s.providerName,
          displayProviderName: s.displayProviderName,
        })),
      );
      expect(lean.items.length).toBeGreaterThan(0);
    });

    it('create: blank title → exact message, field errors, nothing sent upstream', async () => {
      await sandbox.forget();
      const { status, body } = await fail('mutation', 'slots.create', {
        title: '  ',
        identifier: 'x',
        slug: 'x',
        providerId: providers[0]?.id,
        displayProviderId: providers[0]?.id,
      });
      expect(status).toBe(400);
      expect(body.error?.message).toBe('Title is required');
      expect(body.error?.data.fieldErrors?.title).toEqual(['Title is required']);
      expect(await sandbox.requests('/slots/create')).toHaveLength(0);
    });

    it('create → id; update sends only the changed fields; setGroups; demoPlay; reset conflict; delete', async () => {
      const provider = providers[0] as Provider;
      const { id } = await m<{ id: string }>('slots.create', {
        title: 'Gateway Gold',
        identifier: 'gateway_gold',
        slug: 'gateway-gold',
        providerId: provider.id,
        displayProviderId: provider.id,
        hasDemo: true,
      });
      expect(id).toMatch(/^\d+$/);
      const [createCall] = await sandbox.requests('/slots/create');
      expect(createCall?.body).toMatchObject({
        title: 'Gateway Gold',
        orderHint: 0,
        archived: false,
        params: {},
        restrictions: {},
        hasDemo: true,
      });

      const current = await q<Slot>('slots.get', { id });
      await sandbox.forget();
      const updated = await m<Slot>('slots.update', {
        id,
        title: current.title,
        description: 'Shiny',
        theme: current.theme,
      });
      expect(updated.description).toBe('Shiny');
      const [patch] = await sandbox.requests(`/slots/${id}/update`);
      expect(patch?.body).toEqual({ description: 'Shiny' });

      // nothing changed: nothing sent
      await sandbox.forget();
      expect(await m<Slot>('slots.update', { id, description: 'Shiny' })).toMatchObject({
        description: 'Shiny',
      });
      expect(await sandbox.requests(`/slots/${id}/update`)).toHaveLength(0);

      const grouped = await m<Slot>('slots.setGroups', {
        id,
        groupIds: groups.slice(0, 2).map((g) => g.id),
      });
      expect([...grouped.groupIds].sort()).toEqual(
        groups
          .slice(0, 2)
          .map((g) => g.id)
          .sort(),
      );
      const regrouped = await m<Slot>('slots.setGroups', { id, groupIds: [groups[1]?.id] });
      expect(regrouped.groupIds).toEqual([groups[1]?.id]);

      const demo = await m<{ launchUrl: string }>('slots.demoPlay', { id });
      expect(demo.launchUrl).toContain('/demo/gateway_gold');

      const reset = await fail('mutation', 'slots.reset', { id });
      expect(reset.status).toBe(409);

      expect(await m('slots.delete', { id })).toMatchObject({ success: true });
      expect((await fail('query', 'slots.get', { id })).body.error?.message).toBe('Slot not found');
    });

    it('create: a taken identifier → the server message and field errors', async () => {
      const existing = (await q<Page<Slot>>('slots.filter', { limit: 1 })).items[0] as Slot;
      const { status, body } = await fail('mutation', 'slots.create', {
        title: 'Dup',
        identifier: existing.identifier,
        slug: 'dup-unique-slug',
        providerId: providers[0]?.id,
        displayProviderId: providers[0]?.id,
      });
      expect(status).toBe(409);
      expect(body.error?.message.length).toBeGreaterThan(0);
      expect(Object.keys(body.error?.data.fieldErrors ?? {})).toContain('identifier');
    });

    it('bulkOrder: a swap in a full order sends two positions; the sandbox applies them', async () => {
      const groupId = groups[0]?.id as string;
      const before = (await q<WholeList<Slot>>('slots.listAllInGroup', { groupId })).items.map(
        (s) => s.id,
      );
      expect(before.length).toBeGreaterThanOrEqual(3);
      const after = [...before];
      [after[0], after[2]] = [after[2] as string, after[0] as string];
      await sandbox.forget();
      const result = await m<{ sent: number }>('slots.bulkOrder', {
        groupId,
        slotOrders: after.map((slotId, i) => ({ slotId, order: i + 1 })),
      });
      expect(result.sent).toBe(2);
      const [sent] = await sandbox.requests(`/slots/groups/${groupId}/slots/bulk-order`);
      expect(sent?.method).toBe('PUT');
      expect(sent?.body).toEqual({
        slotOrders: [
          { slotId: after[0], order: 1 },
          { slotId: after[2], order: 3 },
        ],
      });
      expect(
        (await q<WholeList<Slot>>('slots.listAllInGroup', { groupId })).items.map((s) => s.id),
      ).toEqual(after);
    });

    it('bulkOrder: a slot outside the group → the server message as BAD_REQUEST', async () => {
      const { status, body } = await fail('mutation', 'slots.bulkOrder', {
        groupId: groups[0]?.id,
        slotOrders: [{ slotId: '999999', order: 1 }],
      });
      expect(status).toBe(400);
      expect(body.error?.message.length).toBeGreaterThan(0);
    });

    it('reset restores a published slot and provider; deleteImage; demoPlay without a demo', async () => {
      await m('catalogue.publish');
      const slot = (await q<Page<Slot>>('slots.filter', { limit: 1 })).items[0] as Slot;
      await m('slots.update', { id: slot.id, description: 'edited after publish' });
      expect((await m<Slot>('slots.reset', { id: slot.id })).description).toBe(slot.description);
      const provider = providers[0] as Provider;
      await m('providers.update', { id: provider.id, description: 'edited after publish' });
      expect((await m<Provider>('providers.reset', { id: provider.id })).description).toBe(
        provider.description,
      );

      expect(await m('slots.deleteImage', { id: slot.id })).toMatchObject({ success: true });
      const none = await fail('mutation', 'slots.deleteImage', { id: slot.id });
      expect(none.status).toBe(404);
      expect(none.body.error?.message.length).toBeGreaterThan(0);

      const noDemo = (await q<Page<Slot>>('slots.filter', { limit: 100 })).items.find(
        (s) => !s.hasDemo,
      );
      if (noDemo) {
        const r = await fail('mutation', 'slots.demoPlay', { id: noDemo.id });
        expect(r.status).toBe(400);
        expect(r.body.error?.message).toBe('This slot has no demo');
      }
    });

    it('refreshMaterializedView and deleteFromCasino', async () => {
      expect(await m('slots.refreshMaterializedView')).toMatchObject({ success: true });
      expect(
        await m('slots.deleteFromCasino', { type: 'slot', identifiers: ['no_such_slot'] }),
      ).toMatchObject({ success: true, notFound: ['no_such_slot'] });
      const bad = await fail('mutation', 'slots.deleteFromCasino', {
        type: 'slot',
        identifiers: [],
      });
      expect(bad.status).toBe(400);
    });
  });

  describe('ids that try to leave their path', () => {
    it.each(['../system/overview', '..%2Fsystem', '1%2F..%2F..', '1/../2', 'a b', '..'])(
      '%s is refused before the admin API',
      async (id) => {
        await sandbox.forget();
        for (const [type, procedure] of [
          ['query', 'slots.get'],
          ['mutation', 'slots.delete'],
          ['query', 'providers.get'],
          ['query', 'promotions.get'],
          ['mutation', 'tables.delete'],
          ['query', 'themes.get'],
        ] as const) {
          const { status, body } = await fail(type, procedure, { id });
          expect(status, procedure).toBe(400);
          expect(body.error?.data.code).toBe('BAD_REQUEST');
        }
        expect((await sandbox.allRequests()).filter((r) => !r.path.startsWith('/auth/'))).toEqual(
          [],
        );
      },
    );

    it('a promo code or slug with / or %2F stays one encoded segment', async () => {
      await sandbox.forget();
      const { status } = await fail('query', 'promoCodes.getByCode', { code: '../1' });
      expect(status).toBe(404);
      const paths = (await sandbox.allRequests())
        .map((r) => r.path)
        .filter((p) => p.startsWith('/promo-codes'));
      expect(paths).toEqual(['/promo-codes/code/..%2F1']);
    });
  });

  describe('catalogue', () => {
    it('publish → counts; reset; refreshSoftswiss', async () => {
      const published = await m<{ slots: number; providers: number; groups: number }>(
        'catalogue.publish',
      );
      expect(published.slots).toBeGreaterThan(0);
      expect(published.providers).toBeGreaterThan(0);
      expect(await m('catalogue.reset')).toMatchObject({ slots: expect.any(Number) });
      expect(await m('catalogue.refreshSoftswiss')).toMatchObject({
        success: true,
        data: { checked: expect.any(Number) },
      });
    });

    it("publish answered with a status that is not a success: 'Publishing completed with unexpected response...'", async () => {
      await sandbox.fault({
        path: '/publish',
        status: 200,
        body: { status: 500, message: 'half done', data: { slotsCount: 3 } },
        once: true,
      });
      expect(await m('catalogue.publish')).toEqual({
        slots: null,
        providers: null,
        groups: null,
        message: CATALOGUE_MESSAGES.publishUnexpectedResponse,
      });
    });
  });
});
