import {
  API_MESSAGES,
  PROVIDERS,
  type Page,
  type Provider,
  type WholeList,
} from '@pitboss/contracts';
import { describe, expect, it } from 'vitest';
import { useFaultGateway } from './support/fault-gateway.js';
import { call, callers } from './support/gateway.js';

/**
 * A list is loaded one way for an order mode (the gateway reads its pages), and a list answer
 * that is not JSON at all is a failure in the spec's words, never an empty list.
 */
const gw = useFaultGateway();
const { q } = callers(
  () => gw.app,
  () => gw.cookie,
);

interface Recorded {
  requests: { query: Record<string, string> }[];
}
const sentTo = async (path: string) =>
  ((await gw.upstream.control('GET', `/__sandbox/requests?path=${path}`)).body as Recorded)
    .requests;

describe('providers.listAllForOrdering', () => {
  it('answers every non-archived provider in display order, read by the gateway 100 a page', async () => {
    // what the screens page through: the same search, 32 at a time
    const expected: string[] = [];
    for (let page = 1; ; page += 1) {
      const p = await q<Page<Provider>>('providers.search', {
        page,
        limit: PROVIDERS.pageSize,
        order: 'ASC',
        search: '',
        isArchived: false,
      });
      expected.push(...p.items.map((x) => x.id));
      if (page >= p.totalPages) break;
    }
    await gw.upstream.control('DELETE', '/__sandbox/requests');

    const all = await q<WholeList<Provider>>('providers.listAllForOrdering');
    expect(all.items.map((p) => p.id)).toEqual(expected);
    expect(all.items.every((p) => !p.archived)).toBe(true);
    expect(all).not.toHaveProperty('unreadable');
    const asked = await sentTo('/providers/search');
    expect(asked.length).toBe(Math.max(1, Math.ceil(expected.length / 100)));
    for (const r of asked) {
      expect(r.query.limit).toBe(String(PROVIDERS.orderModeBatchSize));
      expect(r.query.isArchived).toBe('false');
    }
  });

  it('fails whole when a page fails, rather than answering part of the order', async () => {
    await gw.upstream.control('POST', '/__sandbox/faults', {
      path: '/providers/search',
      method: 'GET',
      status: 500,
      message: 'search is down',
    });
    const r = await call(gw.app, 'query', 'providers.listAllForOrdering', undefined, {
      cookie: gw.cookie,
    });
    expect(r.body.error?.message).toBe('search is down');
  });
});

describe('a list answer that is not JSON', () => {
  const cases: [procedure: string, path: string, input: unknown][] = [
    ['themes.list', '/themes', { page: 1, limit: 100 }],
    ['tables.list', '/tables', { page: 1, limit: 20 }],
    ['groups.list', '/groups/all', {}],
    ['promoCodes.list', '/promo-codes', { page: 1, limit: 100 }],
  ];
  for (const [procedure, path, input] of cases) {
    it(`${procedure}: fails with 'Response is not valid JSON', not an empty list`, async () => {
      await gw.upstream.control('POST', '/__sandbox/faults', {
        path,
        method: 'GET',
        status: 200,
        body: '<html><body>Bad gateway</body></html>',
      });
      const r = await call(gw.app, 'query', procedure, input, { cookie: gw.cookie });
      expect(r.body.result).toBeUndefined();
      expect(r.body.error?.message).toBe(API_MESSAGES.responseNotJson);
    });
  }
});
