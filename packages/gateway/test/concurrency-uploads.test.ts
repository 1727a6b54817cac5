import {
  CONCURRENCY_MESSAGES,
  versionOf,
  type Conflict,
  type Promotion,
  type Provider,
  type Slot,
  type Theme,
  type WholeList,
} from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminCookie } from './support/admin.js';
import { startAdminApi, type AdminApiHandle } from './support/admin-api.js';
import { startCountingProxy, type CountingProxy } from './support/counting-proxy.mjs';
import { callers, startGateway } from './support/gateway.js';
import { makeSecondAdmin, signIn } from './support/second-admin.js';
import { promotionRetitled } from './support/mutation-inputs.js';

/**
 * Uploads (a slot's image, a provider's logo, a promotion's image, a theme's files) carry the
 * version of the entity the screen opened on as `?base=`, as edits do: when Sam changed the
 * entity since, Ada's upload is refused with the procedures' CONFLICT naming Sam, and nothing is
 * sent to the admin API; on the current version, or without a base, it goes through.
 */
type Json = Record<string, unknown>;

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Upload {
  name: string;
  procedure: string;
  /** The entity as a screen opens it. */
  load(): Promise<Json>;
  /** Sam's change to it (a field, not the file). */
  change(entity: Json): Promise<void>;
  url(entity: Json): string;
  field: string;
}

let upstream: AdminApiHandle;
let proxy: CountingProxy;
let app: FastifyInstance;
let ada = '';
let sam = '';
let samName = '';
const { q, m } = callers(
  () => app,
  () => ada,
);

async function send(upload: Upload, entity: Json, base?: string) {
  const fd = new FormData();
  fd.append(upload.field, new Blob([PNG], { type: 'image/png' }), 'pixel.png');
  const res = new Response(fd);
  const query = base === undefined ? '' : `?base=${encodeURIComponent(base)}`;
  return app.inject({
    method: 'POST',
    url: `${upload.url(entity)}${query}`,
    payload: Buffer.from(await res.arrayBuffer()),
    headers: {
      'content-type': res.headers.get('content-type') ?? '',
      cookie: `pitboss_session=${ada}`,
    },
  });
}

const UPLOADS: Upload[] = [
  {
    name: "a slot's image",
    procedure: 'slots.uploadImage',
    load: async () => (await q<Slot>('slots.get', { id: '3' })) as unknown as Json,
    change: async (s) => {
      await m('slots.update', { id: s.id, title: `${String(s.title)} (Sam)` }, sam);
    },
    url: (s) => `/api/uploads/slots/${String(s.id)}/image`,
    field: 'image',
  },
  {
    name: "a provider's logo",
    procedure: 'providers.uploadLogo',
    load: async () =>
      (await q<WholeList<Provider>>('providers.list', {})).items[1] as unknown as Json,
    change: async (p) => {
      await m('providers.update', { id: p.id, description: 'Changed by Sam' }, sam);
    },
    url: (p) => `/api/uploads/providers/${String(p.id)}/logo`,
    field: 'image',
  },
  {
    name: "a promotion's image",
    procedure: 'promotions.uploadImage',
    load: async () =>
      (await q<WholeList<Promotion>>('promotions.listAllForOrdering')).items[1] as unknown as Json,
    change: async (entity) => {
      const p = entity as unknown as Promotion;
      await m('promotions.update', promotionRetitled(p, `${p.title} (Sam)`), sam);
    },
    url: (p) => `/api/uploads/promotions/${String(p.id)}/image`,
    field: 'imageFile',
  },
  {
    name: "a theme's files",
    procedure: 'themes.uploadFiles',
    load: async () => (await q<{ items: Theme[] }>('themes.list', {})).items[0] as unknown as Json,
    change: async (t) => {
      await m('themes.update', { id: t.id, description: 'Changed by Sam' }, sam);
    },
    url: (t) => `/api/uploads/themes/${String(t.id)}/files`,
    field: 'files',
  },
];

describe('an upload on a stale entity is refused', () => {
  beforeAll(async () => {
    upstream = await startAdminApi({ identity: inject('identity') });
    proxy = await startCountingProxy(upstream.url);
    app = await startGateway({ ADMIN_API_URL: proxy.url });
    const second = await makeSecondAdmin('uploads');
    samName = second.name;
    ada = await adminCookie(app);
    sam = await signIn(app, second.username, second.password);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await upstream?.stop();
  });

  for (const upload of UPLOADS) {
    it(`${upload.name}: a stale base is refused naming who changed it, nothing sent; the current base or none passes`, async () => {
      const seen = await upload.load();
      await upload.change(seen);
      const changed = await upload.load();
      expect(versionOf(changed)).not.toBe(versionOf(seen));

      proxy.forget();
      const from = new Date(Date.now() - 1000).toISOString();
      const stale = await send(upload, seen, versionOf(seen));
      expect(stale.statusCode, stale.body).toBe(409);
      const body = stale.json<{ message: string; conflict: Conflict }>();
      expect(body.message).toBe(CONCURRENCY_MESSAGES.conflict);
      expect(body.conflict.changedBy?.displayName).toBe(samName);
      expect(body.conflict.changedAt).not.toBeNull();
      expect(body.conflict.version).toBe(versionOf(changed));
      expect(proxy.requests().filter((r) => r.method !== 'GET')).toEqual([]);
      expect(await upload.load()).toEqual(changed);
      const rows = await q<{ items: { procedure: string }[] }>('audit.list', {
        page: 1,
        limit: 20,
        domain: upload.procedure.split('.')[0],
        target: String(seen.id),
        outcome: 'error',
        from,
      });
      expect(rows.items.map((r) => r.procedure)).toContain(upload.procedure);

      const current = await send(upload, changed, versionOf(changed));
      expect(current.statusCode, current.body).toBe(200);
      const unchecked = await send(upload, changed);
      expect(unchecked.statusCode, unchecked.body).toBe(200);
    });
  }

  it('a base that is not a version is refused before anything is received', async () => {
    const res = await send(UPLOADS[0]!, { id: '3' }, 'x'.repeat(201));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Json }>().fieldErrors).toHaveProperty('base');
  });
});
