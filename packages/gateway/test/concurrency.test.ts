import { randomBytes } from 'node:crypto';
import {
  CONCURRENCY_MESSAGES,
  orderVersion,
  versionOf,
  type Conflict,
  type Group,
  type Page,
  type PromoCode,
  type Promotion,
  type Provider,
  type Slot,
  type Table,
  type Theme,
  type WholeList,
} from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminCookie } from './support/admin.js';
import { startAdminApi, type AdminApiHandle } from './support/admin-api.js';
import { call, startGateway } from './support/gateway.js';
import { usePostgres } from './support/postgres.js';
import { makeSecondAdmin, signIn } from './support/second-admin.js';
import { promotionRetitled } from './support/mutation-inputs.js';

/**
 * Optimistic concurrency across gateways: Ada on one gateway and Sam on another, on one Postgres
 * database and one admin API. For every kind of edit, Ada saves first; Sam's save from the state
 * he loaded before is refused with CONFLICT (saying Ada changed it, with the current state) and
 * changes nothing; Sam's deliberate overwrite, based on the current state, is saved.
 */
const { url: pgUrl } = usePostgres();

type Json = Record<string, unknown>;

/** One kind of edit: what a user loads, its version, and the edit built on it. */
interface Kind {
  name: string;
  load(as: Who): Promise<unknown>;
  version(loaded: unknown): string;
  edit(loaded: unknown, mark: string): Json;
  procedure: string;
  /** What of the stored state shows the mark (to see which save won). */
  stored(as: Who, loaded: unknown): Promise<string>;
}

interface Who {
  app: FastifyInstance;
  cookie: string;
}

let upstream: AdminApiHandle;
const apps: FastifyInstance[] = [];
let ada: Who;
let sam: Who;
let samName = '';

async function data<T>(who: Who, type: 'query' | 'mutation', path: string, input?: unknown) {
  const r = await call(who.app, type, path, input, { cookie: who.cookie });
  if (r.body.error) throw new Error(`${path}: ${r.status} ${r.body.error.message}`);
  return r.body.result?.data as T;
}

const first = async <T>(who: Who, path: string, input?: unknown): Promise<T> => {
  const answer = await data<{ items: T[] }>(who, 'query', path, input);
  return answer.items[0] as T;
};

const swapFirstTwo = (ids: string[]) => [ids[1]!, ids[0]!, ...ids.slice(2)];

const largestGroup = async (who: Who): Promise<string> => {
  let best = { id: '', size: -1 };
  for (const g of (await data<WholeList<Group>>(who, 'query', 'groups.list', {})).items) {
    const { items } = await data<WholeList<Slot>>(who, 'query', 'slots.listAllForOrdering', {
      groupId: g.id,
    });
    if (items.length > best.size) best = { id: g.id, size: items.length };
  }
  return best.id;
};

const entity = (
  name: string,
  procedure: string,
  load: (as: Who) => Promise<unknown>,
  field: string,
  reread: (as: Who, loaded: Json) => Promise<Json>,
): Kind => ({
  name,
  procedure,
  load,
  version: versionOf,
  edit: (loaded, mark) => ({ id: (loaded as Json).id, [field]: mark }),
  stored: async (as, loaded) => String((await reread(as, loaded as Json))[field]),
});

let groupId = '';

const KINDS: Kind[] = [
  entity(
    'a slot',
    'slots.update',
    (as) =>
      first<Slot>(as, 'slots.filter', {
        page: 1,
        limit: 1,
        order: 'ASC',
        sort: 'default',
        status: 'all',
      }),
    'title',
    (as, s) => data(as, 'query', 'slots.get', { id: s.id }),
  ),
  entity(
    'a group',
    'groups.update',
    (as) => first<Group>(as, 'groups.list', {}),
    'displayName',
    async (as, g) =>
      (await data<WholeList<Group>>(as, 'query', 'groups.list', {})).items.find(
        (x) => x.id === g.id,
      ) as unknown as Json,
  ),
  entity(
    'a provider',
    'providers.update',
    (as) => first<Provider>(as, 'providers.list', {}),
    'description',
    (as, p) => data(as, 'query', 'providers.get', { id: p.id }),
  ),
  entity(
    'a table',
    'tables.update',
    (as) => first<Table>(as, 'tables.list', { page: 1, limit: 20 }),
    'name',
    (as, t) => data(as, 'query', 'tables.get', { id: t.id }),
  ),
  entity(
    'a theme',
    'themes.update',
    (as) => first<Theme>(as, 'themes.list', { page: 1, limit: 20 }),
    'description',
    (as, t) => data(as, 'query', 'themes.get', { id: t.id }),
  ),
  {
    ...entity(
      'a promo code',
      'promoCodes.update',
      (as) => first<PromoCode>(as, 'promoCodes.list', { page: 1, limit: 20 }),
      'code',
      (as, c) => data(as, 'query', 'promoCodes.get', { id: c.id }),
    ),
    edit: (loaded, mark) => {
      const c = loaded as PromoCode;
      return {
        id: c.id,
        code: mark.replace(/\W/g, '').slice(0, 30),
        reward: c.reward,
        currency: c.currency,
      };
    },
    stored: async (as, loaded) =>
      (await data<PromoCode>(as, 'query', 'promoCodes.get', { id: (loaded as PromoCode).id })).code,
  },
  {
    ...entity(
      'a promotion',
      'promotions.update',
      (as) => first<Promotion>(as, 'promotions.listAllForOrdering'),
      'title',
      (as, p) => data(as, 'query', 'promotions.get', { id: p.id }),
    ),
    edit: (loaded, mark) => {
      const p = loaded as Promotion;
      return promotionRetitled(p, mark);
    },
  },
  {
    name: "a group's slot order",
    procedure: 'slots.bulkOrder',
    load: async (as) =>
      (await data<WholeList<Slot>>(as, 'query', 'slots.listAllForOrdering', { groupId })).items.map(
        (s) => s.id,
      ),
    version: (ids) => orderVersion(ids as string[]),
    edit: (ids) => ({
      groupId,
      slotOrders: swapFirstTwo(ids as string[]).map((slotId, i) => ({ slotId, order: i + 1 })),
    }),
    stored: async (as) =>
      (await data<WholeList<Slot>>(as, 'query', 'slots.listAllForOrdering', { groupId })).items
        .slice(0, 2)
        .map((s) => s.id)
        .join(','),
  },
  {
    name: "the providers' order",
    procedure: 'providers.bulkOrder',
    load: async (as) =>
      (await data<WholeList<Provider>>(as, 'query', 'providers.list', {})).items.map((p) => p.id),
    version: (ids) => orderVersion(ids as string[]),
    edit: (ids) => ({
      providerOrders: swapFirstTwo(ids as string[]).map((providerId, i) => ({
        providerId,
        order: i + 1,
      })),
    }),
    stored: async (as) =>
      (await data<WholeList<Provider>>(as, 'query', 'providers.list', {})).items
        .slice(0, 2)
        .map((p) => p.id)
        .join(','),
  },
  {
    name: "the promotions' order",
    procedure: 'promotions.bulkOrder',
    load: async (as) =>
      (await data<WholeList<Promotion>>(as, 'query', 'promotions.listAllForOrdering')).items.map(
        (p) => p.id,
      ),
    version: (ids) => orderVersion(ids as string[]),
    edit: (ids) => ({
      promotionOrders: swapFirstTwo(ids as string[]).map((promotionID, i) => ({
        promotionID,
        order_hint: i + 1,
      })),
    }),
    stored: async (as) =>
      (await data<WholeList<Promotion>>(as, 'query', 'promotions.listAllForOrdering')).items
        .slice(0, 2)
        .map((p) => p.id)
        .join(','),
  },
];

describe('a stale edit is refused on every kind, across two gateways', () => {
  beforeAll(async () => {
    const name = `concur_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(pgUrl());
    url.pathname = `/${name}`;
    upstream = await startAdminApi({ identity: inject('identity') });
    const env = { DATABASE_URL: url.toString(), ADMIN_API_URL: upstream.url };
    const one = await startGateway({ ...env, GATEWAY_INSTANCE_ID: 'gw-1' });
    apps.push(one);
    const two = await startGateway({ ...env, GATEWAY_INSTANCE_ID: 'gw-2' });
    apps.push(two);
    const second = await makeSecondAdmin('concur');
    samName = second.name;
    ada = { app: one, cookie: await adminCookie(one) };
    sam = { app: two, cookie: await signIn(two, second.username, second.password) };
    groupId = await largestGroup(ada);
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await upstream?.stop();
  });

  for (const kind of KINDS) {
    it(`${kind.name}: a fresh save passes, a stale one is refused with who and what, an overwrite passes`, async () => {
      const started = Date.now() - 1000;
      const adaLoaded = await kind.load(ada);
      const samLoaded = await kind.load(sam);
      expect(kind.version(samLoaded)).toBe(kind.version(adaLoaded));

      // Ada saves first, based on what she loaded: it passes
      const adaSave = await call(
        ada.app,
        'mutation',
        kind.procedure,
        { ...kind.edit(adaLoaded, 'Ada edit'), base: kind.version(adaLoaded) },
        { cookie: ada.cookie },
      );
      expect(adaSave.body.error).toBeUndefined();
      const afterAda = await kind.stored(sam, samLoaded);

      // Sam saves from the state he loaded before: refused, nothing written
      const stale = await call(
        sam.app,
        'mutation',
        kind.procedure,
        { ...kind.edit(samLoaded, 'Sam edit'), base: kind.version(samLoaded) },
        { cookie: sam.cookie },
      );
      expect(stale.status).toBe(409);
      expect(stale.body.error?.data.code).toBe('CONFLICT');
      expect(stale.body.error?.message).toBe(CONCURRENCY_MESSAGES.conflict);
      const conflict = (stale.body.error?.data as unknown as { conflict: Conflict }).conflict;
      expect(conflict.changedBy).toEqual({ username: 'admin', displayName: 'Ada Admin' });
      expect(Date.parse(conflict.changedAt ?? '')).toBeGreaterThanOrEqual(started);
      const current = await kind.load(sam);
      expect(conflict.version).toBe(kind.version(current));
      expect(kind.version(conflict.current)).toBe(conflict.version);
      expect(await kind.stored(sam, samLoaded)).toBe(afterAda);

      // Sam overwrites deliberately, based on the current state: saved
      const overwrite = await call(
        sam.app,
        'mutation',
        kind.procedure,
        { ...kind.edit(current, 'Sam edit'), base: conflict.version },
        { cookie: sam.cookie },
      );
      expect(overwrite.body.error).toBeUndefined();
      const wanted = Array.isArray(current)
        ? swapFirstTwo(current as string[])
            .slice(0, 2)
            .join(',')
        : expect.stringMatching(/^Sam ?edit$/);
      expect(await kind.stored(ada, samLoaded)).toEqual(wanted);
    });
  }

  it('an edit without base is not checked (a script that overwrites knowingly)', async () => {
    const slot = await first<Slot>(ada, 'slots.filter', {
      page: 1,
      limit: 1,
      order: 'ASC',
      sort: 'default',
      status: 'all',
    });
    const r = await call(
      sam.app,
      'mutation',
      'slots.update',
      { id: slot.id, title: 'No base' },
      {
        cookie: sam.cookie,
      },
    );
    expect(r.body.error).toBeUndefined();
    const trail = await data<Page<{ displayName: string; outcome: string }>>(
      ada,
      'query',
      'audit.list',
      {
        page: 1,
        limit: 1,
        target: slot.id,
      },
    );
    expect(trail.items[0]).toMatchObject({ displayName: samName, outcome: 'ok' });
  });
});
