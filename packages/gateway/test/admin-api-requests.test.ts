import {
  orderVersion,
  versionOf,
  type Group,
  type Provider,
  type Slot,
  type WholeList,
} from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminCookie } from './support/admin.js';
import { startAdminApi, type AdminApiHandle } from './support/admin-api.js';
import { startCountingProxy, type CountingProxy } from './support/counting-proxy.mjs';
import { callers, startGateway } from './support/gateway.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * What one action of a user costs the casino's admin API, counted by a proxy between the gateway
 * and the admin API (the default catalogue, whose largest group holds 1,200 slots). A count over
 * its budget fails: a second read of the same state is the usual cause.
 */
describe('admin-API requests per action', () => {
  let upstream: AdminApiHandle;
  let proxy: CountingProxy;
  let app: FastifyInstance;
  let cookie: string;
  const { q, m } = callers(
    () => app,
    () => cookie,
  );

  /** The admin-API requests `action` caused, as `METHOD /path` lines. */
  async function counted(action: () => Promise<unknown>): Promise<string[]> {
    proxy.forget();
    await action();
    const requests = proxy.requests().map((r) => `${r.method} ${r.path}`);
    console.info(`${expect.getState().currentTestName}: ${requests.length} admin-API requests`);
    return requests;
  }

  beforeAll(async () => {
    upstream = await startAdminApi({ identity: inject('identity'), fullSeed: true });
    proxy = await startCountingProxy(upstream.url);
    app = await startGateway({ ADMIN_API_URL: proxy.url });
    cookie = await adminCookie(app);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await upstream?.stop();
  });

  it('a two-move slot order save on the 1,200-slot group, checked against its base: at most 14 (one read of the group, one write)', async () => {
    let largest: { id: string; size: number } | null = null;
    for (const group of (await q<WholeList<Group>>('groups.list')).items) {
      const { items } = await q<WholeList<Slot>>('slots.listAllInGroup', { groupId: group.id });
      if (!largest || items.length > largest.size) largest = { id: group.id, size: items.length };
    }
    expect(largest?.size).toBe(1200);
    const { items: slots } = await q<WholeList<Slot>>('slots.listAllInGroup', {
      groupId: largest!.id,
    });
    const requests = await counted(() =>
      m('slots.bulkOrder', {
        groupId: largest!.id,
        slotOrders: [
          { slotId: slots[0]!.id, order: 2 },
          { slotId: slots[1]!.id, order: 1 },
        ],
        base: orderVersion(slots.map((s) => s.id)),
      }),
    );
    expect(requests.filter((r) => r.startsWith('GET /slots/filter'))).toHaveLength(12);
    expect(requests.filter((r) => !r.startsWith('GET '))).toHaveLength(1);
    expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(14);
  }, 120_000);

  it('a one-field slot edit, checked against its base: at most 3', async () => {
    const { items } = await q<{ items: Slot[] }>('slots.filter', {
      page: 1,
      limit: 1,
      order: 'ASC',
      sort: 'default',
      status: 'all',
    });
    const slot = items[0]!;
    const requests = await counted(() =>
      m('slots.update', { id: slot.id, title: `${slot.title} (edited)`, base: versionOf(slot) }),
    );
    expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(3);
  }, 60_000);

  it("a lifecycle action (a provider's toggle, a slot's image removal) checked against its base: one read, one write", async () => {
    const { items: providers } = await q<WholeList<Provider>>('providers.list', {});
    const provider = providers[0]!;
    const toggle = await counted(() =>
      m('providers.toggleLive', { id: provider.id, base: versionOf(provider) }),
    );
    expect(toggle, toggle.join('\n')).toEqual([
      `GET /providers/${provider.id}`,
      expect.any(String),
    ]);
    const slot = await q<Slot>('slots.get', { id: '2' });
    const removal = await counted(() =>
      m('slots.deleteImage', { id: slot.id, base: versionOf(slot) }),
    );
    expect(removal.length, removal.join('\n')).toBe(2);
    expect(removal.filter((r) => r.startsWith('GET '))).toHaveLength(1);
  }, 60_000);

  it("a slot's image upload checked against its base: one read, one upload", async () => {
    const slot = await q<Slot>('slots.get', { id: '4' });
    const fd = new FormData();
    fd.append('image', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
    const body = new Response(fd);
    const payload = Buffer.from(await body.arrayBuffer());
    const requests = await counted(async () => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/uploads/slots/${slot.id}/image?base=${encodeURIComponent(versionOf(slot))}`,
        payload,
        headers: {
          'content-type': body.headers.get('content-type') ?? '',
          cookie: `pitboss_session=${cookie}`,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(requests, requests.join('\n')).toEqual([`GET /slots/${slot.id}`, expect.any(String)]);
  }, 60_000);

  it('a publish: at most 3', async () => {
    const requests = await counted(() => m('catalogue.publish'));
    expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(3);
  }, 120_000);
});
