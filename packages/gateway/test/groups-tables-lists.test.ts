import {
  unreadableOrderMessage,
  type Group,
  type Page,
  type Promotion,
  type Provider,
  type Table,
  type Theme,
  type WholeList,
} from '@pitboss/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFaultGateway } from './support/fault-gateway.js';
import { call, callers } from './support/gateway.js';

/**
 * The lists that say their unreadable rows too: `groups.list`, `providers.list` and `promotions.listAllForOrdering` say
 * how many rows could not be read (the screens show "N items could not be shown"); `tables.list`
 * searches the tables the admin API answers whole (GET /tables takes no search; the gateway
 * matches name or slug and pages) and still counts the unreadable ones; a bulk order whose list
 * has unreadable members is refused rather than moving them in silence.
 */
const gw = useFaultGateway();
const warnings = gw.warnings;
const { q, m } = callers(
  () => gw.app,
  () => gw.cookie,
);

describe('groups.list', () => {
  it('answers { items } and no count when every row is readable', async () => {
    const list = await q<WholeList<Group>>('groups.list', {});
    expect(list.items.length).toBeGreaterThan(0);
    expect(list).not.toHaveProperty('unreadable');
  });

  it('counts the rows it cannot read, leaves them out and logs path and count (no data)', async () => {
    const row = {
      id: 901,
      display_name: 'Readable Group',
      name: 'readable',
      slug: 'readable-group',
      order_hint: 1,
      archived: false,
    };
    const odd = { nonsense: true, secret: 'ODD-ROW-DATA' };
    const set = await gw.upstream.control('POST', '/__sandbox/faults', {
      path: '/groups/all',
      method: 'GET',
      status: 200,
      body: [row, odd, odd],
    });
    expect(set.status).toBe(201);
    warnings.length = 0;
    const list = await q<WholeList<Group>>('groups.list', {});
    expect(list.items.map((g) => g.displayName)).toEqual(['Readable Group']);
    expect(list.unreadable).toBe(2);
    expect(JSON.stringify(warnings)).toContain('"path":"/groups/all","count":2');
    expect(JSON.stringify(warnings)).not.toContain('ODD-ROW-DATA');
    const metrics = await gw.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(
      /pitboss_upstream_unreadable_rows_total\{[^}]*path="\/groups\/all"[^}]*\} 2/,
    );
  });
});

const sentTo = async (path: string) =>
  (
    (await gw.upstream.control('GET', `/__sandbox/requests?path=${path}`)).body as {
      requests: unknown[];
    }
  ).requests;

const rawProvider = (id: number, name: string, order: number) => ({
  id,
  display_name: name,
  description: '',
  slug: name.toLowerCase().replace(/ /g, '-'),
  live: true,
  archived: false,
  unedited: false,
  order_hint: order,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('providers.list', () => {
  it('answers { items } and no count when every row is readable', async () => {
    const list = await q<WholeList<Provider>>('providers.list', { includeArchived: true });
    expect(list.items.length).toBeGreaterThan(0);
    expect(list).not.toHaveProperty('unreadable');
  });

  it('counts the rows it cannot read, leaves them out and logs path and count (no data)', async () => {
    const row = {
      id: 9101,
      display_name: 'Readable Provider',
      description: '',
      slug: 'readable-provider',
      live: true,
      archived: false,
      unedited: false,
      order_hint: 1,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const odd = { nonsense: true, secret: 'ODD-PROVIDER-DATA' };
    const set = await gw.upstream.control('POST', '/__sandbox/faults', {
      path: '/providers/all',
      method: 'GET',
      status: 200,
      body: [odd, row, odd, odd],
    });
    expect(set.status).toBe(201);
    warnings.length = 0;
    const list = await q<WholeList<Provider>>('providers.list', {});
    expect(list.items.map((p) => p.displayName)).toEqual(['Readable Provider']);
    expect(list.unreadable).toBe(3);
    expect(JSON.stringify(warnings)).toContain('"path":"/providers/all","count":3');
    expect(JSON.stringify(warnings)).not.toContain('ODD-PROVIDER-DATA');
    const metrics = await gw.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(
      /pitboss_upstream_unreadable_rows_total\{[^}]*path="\/providers\/all"[^}]*\} 3/,
    );
  });
});

describe('providers.bulkOrder with unreadable providers', () => {
  it('is refused, naming the count, and sends nothing: their positions are unknown', async () => {
    const odd = { nonsense: true };
    await gw.upstream.control('POST', '/__sandbox/faults', {
      path: '/providers/all',
      method: 'GET',
      status: 200,
      body: [rawProvider(9101, 'First One', 1), odd, rawProvider(9102, 'Second One', 3)],
    });
    const providerOrders = [
      { providerId: '9102', order: 1 },
      { providerId: '9101', order: 2 },
    ];
    const r = await call(
      gw.app,
      'mutation',
      'providers.bulkOrder',
      { providerOrders },
      { cookie: gw.cookie },
    );
    expect(r.body.error?.data.code).toBe('PRECONDITION_FAILED');
    expect(r.body.error?.message).toBe(unreadableOrderMessage(1, 'provider'));
    expect(await sentTo('/providers/bulk-order')).toEqual([]);
  });
});

describe('promotions order mode', () => {
  const rawPromotion = {
    id: 7701,
    title: 'Readable Promotion',
    subtitle: '',
    game_group: '',
    text: [],
    image_url: null,
    active_from: null,
    active_until: null,
    archived: false,
    live: true,
    unpublished: false,
    redirected: false,
    url: '',
    button_text: '',
    order_hint: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
  const answerWithOddRows = (odd: number) =>
    gw.upstream.control('POST', '/__sandbox/faults', {
      path: '/promotions/filter',
      method: 'GET',
      status: 200,
      body: {
        promotions: [rawPromotion, ...Array.from({ length: odd }, () => ({ secret: 'ODD-PROMO' }))],
        total: 1 + odd,
        page: 1,
      },
    });

  it('listAllForOrdering answers { items } and no count when every row is readable', async () => {
    const list = await q<WholeList<Promotion>>('promotions.listAllForOrdering');
    expect(list.items.length).toBeGreaterThan(0);
    expect(list).not.toHaveProperty('unreadable');
  });

  it('listAllForOrdering counts the rows it cannot read and logs path and count', async () => {
    await answerWithOddRows(2);
    warnings.length = 0;
    const list = await q<WholeList<Promotion>>('promotions.listAllForOrdering');
    expect(list.items.map((p) => p.title)).toEqual(['Readable Promotion']);
    expect(list.unreadable).toBe(2);
    expect(JSON.stringify(warnings)).toContain('"path":"/promotions/filter","count":2');
    expect(JSON.stringify(warnings)).not.toContain('ODD-PROMO');
  });

  it('bulkOrder is refused, naming the count, and sends nothing', async () => {
    await answerWithOddRows(1);
    const promotionOrders = [{ promotionID: '7701', order_hint: 1 }];
    const r = await call(
      gw.app,
      'mutation',
      'promotions.bulkOrder',
      { promotionOrders },
      { cookie: gw.cookie },
    );
    expect(r.body.error?.data.code).toBe('PRECONDITION_FAILED');
    expect(r.body.error?.message).toBe(unreadableOrderMessage(1, 'promotion'));
    expect(await sentTo('/promotions/update/bulkOrder')).toEqual([]);
  });
});

describe('tables.list search', () => {
  const made: string[] = [];
  beforeAll(async () => {
    const theme = (await q<Page<Theme>>('themes.list')).items[0] as Theme;
    for (const [name, slug] of [
      ['Lightning Roulette', 'lightning-roulette'],
      ['Speed Baccarat', 'speed-baccarat-vip'],
      ['Blackjack Classic', 'bj-roulette-room'],
    ] as const) {
      made.push((await m<Table>('tables.create', { name, slug, stake: 1, theme: theme.slug })).id);
    }
  });

  const sentToAdminApi = async () => {
    const r = await gw.upstream.control('GET', '/__sandbox/requests?path=/tables');
    return (r.body as { requests: { method: string; query: Record<string, unknown> }[] }).requests;
  };

  it('answers only the tables whose name or slug holds the term, any case', async () => {
    const page = await q<Page<Table>>('tables.list', { page: 1, limit: 20, search: 'ROULETTE' });
    // by name (Lightning Roulette) and by slug only (bj-roulette-room)
    expect(page.items.map((t) => t.slug).sort()).toEqual([
      'bj-roulette-room',
      'lightning-roulette',
    ]);
    expect(page.total).toBe(2);
    expect(page.totalPages).toBe(1);
    const bySlug = await q<Page<Table>>('tables.list', { page: 1, limit: 20, search: 'vip' });
    expect(bySlug.items.map((t) => t.name)).toEqual(['Speed Baccarat']);
    const none = await q<Page<Table>>('tables.list', { page: 1, limit: 20, search: 'no such' });
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('sends GET /tables without the term (the admin API answers every table)', async () => {
    await q<Page<Table>>('tables.list', { page: 1, limit: 20, search: 'roulette' });
    const sent = await sentToAdminApi();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.query).toEqual({});
  });

  it('an empty or blank search lists every table', async () => {
    const all = await q<Page<Table>>('tables.list', { page: 1, limit: 100 });
    expect(all.items.map((t) => t.id)).toEqual(expect.arrayContaining(made));
    for (const search of ['', '   ']) {
      const page = await q<Page<Table>>('tables.list', { page: 1, limit: 100, search });
      expect(page.items.map((t) => t.id)).toEqual(all.items.map((t) => t.id));
      expect(page.total).toBe(all.total);
    }
  });

  it('a search still counts the rows that could not be read (they may match)', async () => {
    const odd = { nonsense: true };
    const table = { id: 'tbl-1', name: 'Roulette Royale', slug: 'roulette-royale', stake: 1 };
    await gw.upstream.control('POST', '/__sandbox/faults', {
      path: '/tables',
      method: 'GET',
      status: 200,
      body: [odd, table, { ...table, id: 'tbl-2', name: 'Poker', slug: 'poker' }, odd],
    });
    const page = await q<Page<Table>>('tables.list', { page: 1, limit: 20, search: 'roulette' });
    expect(page.items.map((t) => t.name)).toEqual(['Roulette Royale']);
    expect(page.unreadable).toBe(2);
    expect(page.total).toBe(3);
  });
});
