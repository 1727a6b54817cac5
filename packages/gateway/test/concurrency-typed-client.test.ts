import { createTRPCClient, httpBatchLink, TRPCClientError, type TRPCClient } from '@trpc/client';
import { CONCURRENCY_MESSAGES, conflictOf, orderVersion, versionOf } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AppRouter } from '../src/index.js';
import { startAdminApi, type AdminApiHandle } from './support/admin-api.js';
import { startGateway } from './support/gateway.js';
import { usePostgres } from './support/postgres.js';
import { makeSecondAdmin } from './support/second-admin.js';
import { promotionRetitled } from './support/mutation-inputs.js';

/**
 * A stale save through the typed tRPC client, as an integrator's script makes it, with two
 * gateways on one Postgres: A reads through gateway 1, B saves a change through gateway 2, A's
 * save on the version A read is refused with CONFLICT naming B and writes nothing; A's save on the
 * current version passes. For every kind of edit: seven entities and the three orders.
 */
const { emptyDatabase } = usePostgres();

type Client = TRPCClient<AppRouter>;

/** One kind of edit through the typed client. */
interface Kind {
  name: string;
  /** What a reader holds: the entity, or the ids of the order. */
  read(c: Client): Promise<unknown>;
  version(read: unknown): string;
  save(c: Client, read: unknown, mark: string, base: string): Promise<unknown>;
  /** What of the stored state shows which save won. */
  stored(c: Client, read: unknown): Promise<string>;
}

let upstream: AdminApiHandle;
const apps: FastifyInstance[] = [];
let a: Client;
let b: Client;
let bName = '';
let groupId = '';

async function signedIn(app: FastifyInstance, username: string, password: string) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let cookie: string | undefined;
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `http://localhost:${port}/trpc`,
        headers: () => (cookie ? { cookie } : {}),
        fetch: async (input, init) => {
          const res = await fetch(input, init);
          const set = res.headers.get('set-cookie');
          if (set) cookie = set.split(';')[0];
          return res;
        },
      }),
    ],
  });
  await client.auth.login.mutate({ username, password });
  return client;
}

const swapFirstTwo = <T>(ids: T[]): T[] => [ids[1]!, ids[0]!, ...ids.slice(2)];
const entity = <T>(
  name: string,
  read: (c: Client) => Promise<T>,
  save: (c: Client, read: T, mark: string, base: string) => Promise<unknown>,
  stored: (c: Client, read: T) => Promise<string>,
): Kind => ({
  name,
  read,
  version: versionOf,
  save: (c, r, mark, base) => save(c, r as T, mark, base),
  stored: (c, r) => stored(c, r as T),
});
const order = (
  name: string,
  read: (c: Client) => Promise<string[]>,
  save: (c: Client, ids: string[], base: string) => Promise<unknown>,
): Kind => ({
  name,
  read,
  version: (ids) => orderVersion(ids as string[]),
  // the mark is the order itself: A and B each swap the first two of what they read
  save: (c, ids, _mark, base) => save(c, swapFirstTwo(ids as string[]), base),
  stored: async (c) => (await read(c)).slice(0, 2).join(','),
});

const firstSlot = async (c: Client) =>
  (await c.slots.filter.query({ page: 1, limit: 1, order: 'ASC', sort: 'default', status: 'all' }))
    .items[0]!;
const firstProvider = async (c: Client) => (await c.providers.list.query({})).items[0]!;
const firstPromotion = async (c: Client) =>
  (await c.promotions.listAllForOrdering.query()).items[0]!;

const KINDS: Kind[] = [
  entity(
    'a slot',
    firstSlot,
    (c, s, title, base) => c.slots.update.mutate({ id: s.id, title, base }),
    async (c, s) => (await c.slots.get.query({ id: s.id })).title,
  ),
  entity(
    'a provider',
    firstProvider,
    (c, p, description, base) => c.providers.update.mutate({ id: p.id, description, base }),
    async (c, p) => (await c.providers.get.query({ id: p.id })).description ?? '',
  ),
  entity(
    'a group',
    async (c) => (await c.groups.list.query({})).items[0]!,
    (c, g, displayName, base) => c.groups.update.mutate({ id: g.id, displayName, base }),
    async (c, g) => (await c.groups.list.query({})).items.find((x) => x.id === g.id)!.displayName,
  ),
  entity(
    'a promotion',
    firstPromotion,
    (c, p, title, base) => c.promotions.update.mutate({ ...promotionRetitled(p, title), base }),
    async (c, p) => (await c.promotions.get.query({ id: p.id })).title,
  ),
  entity(
    'a promo code',
    async (c) => (await c.promoCodes.list.query({ page: 1, limit: 20 })).items[0]!,
    (c, p, mark, base) =>
      c.promoCodes.update.mutate({
        id: p.id,
        code: mark.replace(/\W/g, ''),
        reward: p.reward,
        currency: p.currency,
        base,
      }),
    async (c, p) => (await c.promoCodes.get.query({ id: p.id })).code,
  ),
  entity(
    'a table',
    async (c) => (await c.tables.list.query({ page: 1, limit: 20 })).items[0]!,
    (c, t, name, base) => c.tables.update.mutate({ id: t.id, name, base }),
    async (c, t) => (await c.tables.get.query({ id: t.id })).name,
  ),
  entity(
    'a theme',
    async (c) => (await c.themes.list.query({ page: 1, limit: 20 })).items[0]!,
    (c, t, description, base) => c.themes.update.mutate({ id: t.id, description, base }),
    async (c, t) => (await c.themes.get.query({ id: t.id })).description ?? '',
  ),
  order(
    "a group's slot order",
    async (c) => (await c.slots.listAllForOrdering.query({ groupId })).items.map((s) => s.id),
    (c, ids, base) =>
      c.slots.bulkOrder.mutate({
        groupId,
        slotOrders: ids.map((slotId, i) => ({ slotId, order: i + 1 })),
        base,
      }),
  ),
  order(
    "the providers' order",
    async (c) => (await c.providers.list.query({})).items.map((p) => p.id),
    (c, ids, base) =>
      c.providers.bulkOrder.mutate({
        providerOrders: ids.map((providerId, i) => ({ providerId, order: i + 1 })),
        base,
      }),
  ),
  order(
    "the promotions' order",
    async (c) => (await c.promotions.listAllForOrdering.query()).items.map((p) => p.id),
    (c, ids, base) =>
      c.promotions.bulkOrder.mutate({
        promotionOrders: ids.map((promotionID, i) => ({ promotionID, order_hint: i + 1 })),
        base,
      }),
  ),
];

describe('a stale save through the typed client, two gateways on one Postgres', () => {
  beforeAll(async () => {
    upstream = await startAdminApi({ identity: inject('identity') });
    const env = { DATABASE_URL: await emptyDatabase('typed'), ADMIN_API_URL: upstream.url };
    apps.push(await startGateway({ ...env, GATEWAY_INSTANCE_ID: 'gw-1' }));
    apps.push(await startGateway({ ...env, GATEWAY_INSTANCE_ID: 'gw-2' }));
    const second = await makeSecondAdmin('typed');
    bName = second.name;
    a = await signedIn(apps[0]!, 'admin', 'Admin123!');
    b = await signedIn(apps[1]!, second.username, second.password);
    const groups = (await a.groups.list.query({})).items;
    const sizes = await Promise.all(
      groups.map(async (g) => (await a.slots.listAllForOrdering.query({ groupId: g.id })).items),
    );
    groupId = groups[sizes.findIndex((s) => s.length > 1)]!.id;
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await upstream?.stop();
  });

  for (const kind of KINDS) {
    it(`${kind.name}: A's save on what A read is refused naming B, nothing written; on the current version it passes`, async () => {
      const aRead = await kind.read(a);
      const bRead = await kind.read(b);
      expect(kind.version(bRead)).toBe(kind.version(aRead));

      await kind.save(b, bRead, 'B edit', kind.version(bRead));
      const afterB = await kind.stored(b, bRead);

      const stale = await kind
        .save(a, aRead, 'A edit', kind.version(aRead))
        .catch((err: unknown) => err);
      expect(stale).toBeInstanceOf(TRPCClientError);
      expect((stale as TRPCClientError<AppRouter>).message).toBe(CONCURRENCY_MESSAGES.conflict);
      const conflict = conflictOf(stale);
      expect(conflict?.changedBy?.displayName).toBe(bName);
      expect(await kind.stored(a, aRead)).toBe(afterB);

      const current = await kind.read(a);
      expect(conflict?.version).toBe(kind.version(current));
      await kind.save(a, current, 'A edit', kind.version(current));
      const afterA = await kind.stored(b, bRead);
      expect(afterA).not.toBe(afterB);
      if (!Array.isArray(current)) expect(afterA).toMatch(/^A ?edit$/);
    });
  }
});
