import {
  CONCURRENCY_MESSAGES,
  versionOf,
  type Conflict,
  type Group,
  type Promotion,
  type Provider,
  type Slot,
  type WholeList,
} from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminCookie } from './support/admin.js';
import { startAdminApi, type AdminApiHandle } from './support/admin-api.js';
import { call, startGateway } from './support/gateway.js';
import { makeSecondAdmin, signIn } from './support/second-admin.js';
import { promotionRetitled } from './support/mutation-inputs.js';

/**
 * Lifecycle actions (archive, unarchive, toggle live, reset, delete an image) carry the version
 * of the entity the screen showed, as edits do: Ada acts on what she read; when Sam changed the
 * entity since, her action is refused with CONFLICT naming Sam and changes nothing; acting on the
 * entity as it is now (its version taken from the very read a screen shows) passes.
 */
type Json = Record<string, unknown>;

interface Action {
  name: string;
  procedure: string;
  /** The entity as a screen shows it. */
  load(): Promise<Json>;
  /** Sam's change to it (another field than the action's). */
  change(entity: Json): Promise<void>;
  /** The action's input on the entity, without its base. */
  input(entity: Json): Json;
}

let upstream: AdminApiHandle;
let app: FastifyInstance;
let ada = '';
let sam = '';
let samName = '';

async function data<T>(cookie: string, type: 'query' | 'mutation', path: string, input?: unknown) {
  const r = await call(app, type, path, input, { cookie });
  if (r.body.error) throw new Error(`${path}: ${r.status} ${r.body.error.message}`);
  return r.body.result?.data as T;
}

const slotNumber = (n: number) => async (): Promise<Json> => {
  const page = await data<{ items: Slot[] }>(ada, 'query', 'slots.filter', {
    page: 1,
    limit: 10,
    order: 'ASC',
    sort: 'default',
    status: 'all',
  });
  return page.items[n] as unknown as Json;
};
/** The list without archived ones: each action takes the first, an archive comes last. */
const providerNumber = (n: number) => async (): Promise<Json> =>
  (await data<WholeList<Provider>>(ada, 'query', 'providers.list', {})).items[n] as unknown as Json;
const promotionNumber = (n: number) => async (): Promise<Json> =>
  (await data<WholeList<Promotion>>(ada, 'query', 'promotions.listAllForOrdering')).items[
    n
  ] as unknown as Json;

const retitleSlot = async (s: Json) => {
  await data(sam, 'mutation', 'slots.update', { id: s.id, title: `${String(s.title)} (Sam)` });
};
const describeProvider = async (p: Json) => {
  await data(sam, 'mutation', 'providers.update', { id: p.id, description: 'Changed by Sam' });
};
const retitlePromotion = async (entity: Json) => {
  const p = entity as unknown as Promotion;
  await data(sam, 'mutation', 'promotions.update', promotionRetitled(p, `${p.title} (Sam)`));
};

const ACTIONS: Action[] = [
  {
    name: 'archiving a slot',
    procedure: 'slots.update',
    load: slotNumber(0),
    change: retitleSlot,
    input: (s) => ({ id: s.id, archived: !s.archived }),
  },
  {
    name: 'resetting a slot',
    procedure: 'slots.reset',
    load: slotNumber(1),
    change: retitleSlot,
    input: (s) => ({ id: s.id }),
  },
  {
    name: "deleting a slot's image",
    procedure: 'slots.deleteImage',
    load: slotNumber(2),
    change: retitleSlot,
    input: (s) => ({ id: s.id }),
  },
  {
    name: 'unarchiving a provider',
    procedure: 'providers.unarchive',
    load: providerNumber(0),
    change: describeProvider,
    input: (p) => ({ id: p.id }),
  },
  {
    name: 'toggling a provider live',
    procedure: 'providers.toggleLive',
    load: providerNumber(0),
    change: describeProvider,
    input: (p) => ({ id: p.id }),
  },
  {
    name: 'resetting a provider',
    procedure: 'providers.reset',
    load: providerNumber(0),
    change: describeProvider,
    input: (p) => ({ id: p.id }),
  },
  {
    name: 'archiving a provider',
    procedure: 'providers.archive',
    load: providerNumber(0),
    change: describeProvider,
    input: (p) => ({ id: p.id }),
  },
  {
    name: 'archiving a group',
    procedure: 'groups.update',
    load: async () =>
      (await data<WholeList<Group>>(ada, 'query', 'groups.list', {})).items[0] as unknown as Json,
    change: async (g) => {
      await data(sam, 'mutation', 'groups.update', { id: g.id, displayName: 'Renamed by Sam' });
    },
    input: (g) => ({ id: g.id, archived: !g.archived }),
  },
  {
    name: "deleting a promotion's image",
    procedure: 'promotions.deleteImage',
    load: promotionNumber(0),
    change: retitlePromotion,
    input: (p) => ({ id: p.id }),
  },
  {
    name: 'archiving a promotion',
    procedure: 'promotions.setArchived',
    load: promotionNumber(0),
    change: retitlePromotion,
    input: (p) => ({ id: p.id, archived: true }),
  },
];

describe('a lifecycle action on a stale entity is refused', () => {
  beforeAll(async () => {
    upstream = await startAdminApi({ identity: inject('identity') });
    app = await startGateway({ ADMIN_API_URL: upstream.url });
    const second = await makeSecondAdmin('actions');
    samName = second.name;
    ada = await adminCookie(app);
    sam = await signIn(app, second.username, second.password);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await upstream?.stop();
  });

  for (const action of ACTIONS) {
    it(`${action.name}: refused with who changed it when stale, nothing written; on the current version it passes`, async () => {
      const seen = await action.load();
      await action.change(seen);
      const changed = await action.load();
      expect(versionOf(changed)).not.toBe(versionOf(seen));

      const stale = await call(
        app,
        'mutation',
        action.procedure,
        { ...action.input(seen), base: versionOf(seen) },
        { cookie: ada },
      );
      expect(stale.status).toBe(409);
      expect(stale.body.error?.message).toBe(CONCURRENCY_MESSAGES.conflict);
      const conflict = (stale.body.error?.data as unknown as { conflict: Conflict }).conflict;
      expect(conflict.changedBy?.displayName).toBe(samName);
      expect(conflict.changedAt).not.toBeNull();
      expect(conflict.version).toBe(versionOf(changed));
      expect(await action.load()).toEqual(changed);

      // the version of the entity as the screen shows it is the gateway's: no false conflict
      const fresh = await call(
        app,
        'mutation',
        action.procedure,
        { ...action.input(changed), base: versionOf(changed) },
        { cookie: ada },
      );
      expect(fresh.body.error).toBeUndefined();
    });
  }
});
