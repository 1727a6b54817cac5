import {
  unreadableOrderMessage,
  type OrderSlot,
  type Slot,
  type WholeList,
} from '@pitboss/contracts';
import { describe, expect, it } from 'vitest';
import { useFaultGateway } from './support/fault-gateway.js';
import { call, callers } from './support/gateway.js';

/**
 * Unreadable rows in order mode: `slots.listAllInGroup` answers `{ items, unreadable? }` like every
 * list, so slot rows of a group the contracts cannot read are counted (order mode says "N items
 * could not be shown"), not dropped in silence.
 */
const gw = useFaultGateway();
const warnings = gw.warnings;
const { q } = callers(
  () => gw.app,
  () => gw.cookie,
);

describe('slots.listAllInGroup', () => {
  it('answers { items } and no count when every row is readable', async () => {
    const list = await q<WholeList<Slot>>('slots.listAllInGroup', { groupId: '1' });
    expect(list.items.length).toBeGreaterThan(0);
    expect(list).not.toHaveProperty('unreadable');
  });

  it('counts the rows it cannot read, leaves them out and logs path and count (no data)', async () => {
    const odd = { nonsense: true, secret: 'ODD-SLOT-DATA' };
    const set = await gw.upstream.control('POST', '/__sandbox/faults', {
      path: '/slots/filter',
      method: 'GET',
      status: 200,
      body: { slots: [odd, { id: 9201, title: 'Readable Slot' }, odd], total: 3, totalPages: 1 },
    });
    expect(set.status).toBe(201);
    warnings.length = 0;
    const list = await q<WholeList<Slot>>('slots.listAllInGroup', { groupId: '1' });
    expect(list.items.map((s) => s.title)).toEqual(['Readable Slot']);
    expect(list.unreadable).toBe(2);
    expect(JSON.stringify(warnings)).toContain('"path":"/slots/filter","count":2');
    expect(JSON.stringify(warnings)).not.toContain('ODD-SLOT-DATA');
    // order mode's own list says the same count
    const lean = await q<WholeList<OrderSlot>>('slots.listAllForOrdering', { groupId: '1' });
    expect(lean).toEqual({
      items: [
        {
          id: '9201',
          title: 'Readable Slot',
          imageUrl: null,
          providerName: null,
          displayProviderName: null,
        },
      ],
      unreadable: 2,
      // the order's version, for a save based on it
      version: expect.stringMatching(/^o:/),
    });
  });
});

describe('slots.bulkOrder with unreadable slots in the group', () => {
  it('is refused, naming the count, and sends nothing: their positions are unknown', async () => {
    await gw.upstream.control('POST', '/__sandbox/faults', {
      path: '/slots/filter',
      method: 'GET',
      status: 200,
      body: {
        slots: [{ id: 9201, title: 'Readable Slot' }, { nonsense: true }],
        total: 2,
        totalPages: 1,
      },
    });
    const before = (
      await gw.upstream.control('GET', '/__sandbox/requests?path=/slots/groups/1/slots/bulk-order')
    ).body as {
      requests: unknown[];
    };
    const r = await call(
      gw.app,
      'mutation',
      'slots.bulkOrder',
      { groupId: '1', slotOrders: [{ slotId: '9201', order: 2 }] },
      { cookie: gw.cookie },
    );
    expect(r.body.error?.data.code).toBe('PRECONDITION_FAILED');
    expect(r.body.error?.message).toBe(unreadableOrderMessage(1, 'slot'));
    const after = (
      await gw.upstream.control('GET', '/__sandbox/requests?path=/slots/groups/1/slots/bulk-order')
    ).body as {
      requests: unknown[];
    };
    expect(after.requests.length).toBe(before.requests.length);
  });
});
