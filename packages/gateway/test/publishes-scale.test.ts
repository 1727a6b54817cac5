import type {
  Group,
  Page,
  PublishRecord,
  PublishesDiffResult,
  Slot,
  WholeList,
} from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminCookie } from './support/admin.js';
import { callers, startGateway } from './support/gateway.js';
import { startAdminApi, type AdminApiHandle } from './support/admin-api.js';

/**
 * The largest case: the default 3,000-slot catalogue (12 groups). What one snapshot costs in the
 * database, and how fast the diff is when every slot's position changed in every group.
 */
describe('publish history at 3,000 slots', () => {
  let upstream: AdminApiHandle;
  let app: FastifyInstance;
  let cookie: string;
  const { q, m } = callers(
    () => app,
    () => cookie,
  );

  beforeAll(async () => {
    upstream = await startAdminApi({ identity: inject('identity'), fullSeed: true });
    app = await startGateway({ ADMIN_API_URL: upstream.url });
    cookie = await adminCookie(app);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await upstream?.stop();
  });

  it('one snapshot is stored compressed, and the every-position-changed diff names every move (its time is a bench row)', async () => {
    await m('catalogue.publish');
    const [row] = (await q<Page<PublishRecord>>('publishes.list')).items;
    expect(row?.counts?.slots).toBe(3000);
    console.info(
      `snapshot of ${row?.counts?.slots} slots: ${row?.rawBytes} bytes of JSON stored in ${row?.storedBytes} bytes (${((row?.rawBytes ?? 0) / (row?.storedBytes ?? 1)).toFixed(1)}×)`,
    );
    expect(row!.storedBytes).toBeLessThan(row!.rawBytes / 5);

    // every group's order reversed
    let moved = 0;
    for (const group of (await q<WholeList<Group>>('groups.list')).items) {
      const { items: slots } = await q<WholeList<Slot>>('slots.listAllInGroup', {
        groupId: group.id,
      });
      const reversed = [...slots].reverse();
      await m('slots.bulkOrder', {
        groupId: group.id,
        slotOrders: reversed.map((s, i) => ({ slotId: s.id, order: i + 1 })),
      });
      moved += reversed.filter((s, i) => slots[i]?.id !== s.id).length;
    }
    const d = await q<PublishesDiffResult>('publishes.diff', { from: row!.id, to: 'current' });
    expect(d.diff.summary.slots.moved).toBe(moved);
  }, 180_000);
});
