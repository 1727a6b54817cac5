import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@pitboss/gateway';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchRouteData } from './route-data';

/** The calls the app made, by procedure, with their inputs (tRPC's batch URL format). */
let calls: { procedure: string; input: unknown }[];
/** What `new Image()` was asked to download. */
let images: string[];

const SLOTS_ANSWER = {
  items: [
    { id: '1', title: 'One', imageUrl: 'http://media.test/1.png' },
    { id: '2', title: 'Two', imageUrl: null },
    { id: '3', title: 'Three', imageUrl: 'http://media.test/3.png' },
  ],
  total: 3,
  totalPages: 1,
};

function answerFor(procedure: string): unknown {
  return procedure === 'slots.filter' ? SLOTS_ANSWER : { items: [] };
}

async function fakeFetch(url: RequestInfo | URL): Promise<Response> {
  const parsed = new URL(String(url));
  const procedures = decodeURIComponent(parsed.pathname.replace(/^\/trpc\//, '')).split(',');
  const inputs = JSON.parse(parsed.searchParams.get('input') ?? '{}') as Record<string, unknown>;
  procedures.forEach((procedure, i) => calls.push({ procedure, input: inputs[i] }));
  const body = procedures.map((p) => ({ result: { data: answerFor(p) } }));
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

async function prefetch(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: 'http://pitboss.test/trpc', fetch: fakeFetch })],
  });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  prefetchRouteData(trpc, queryClient, new URL(url, 'http://pitboss.test'));
  // the batch goes out on the next tick; the image preloads follow the slot list's answer
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return queryClient;
}

const asked = () => Object.fromEntries(calls.map((c) => [c.procedure, c.input]));

beforeEach(() => {
  calls = [];
  images = [];
  vi.stubGlobal(
    'Image',
    class {
      fetchPriority = '';
      decoding = '';
      set src(value: string) {
        images.push(value);
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prefetchRouteData: what a screen opens on, asked for when the app starts', () => {
  it('curator: the slots, groups and providers the URL filters ask for, and the system status', async () => {
    await prefetch('/curator?group=7&page=2&dir=desc&pq=net&pstatus=live');
    expect(asked()).toEqual({
      'slots.filter': {
        page: 2,
        limit: 32,
        order: 'DESC',
        sort: 'default',
        status: 'all',
        groupId: '7',
      },
      'groups.list': {},
      'providers.list': { includeArchived: true },
      'providers.search': { page: 1, limit: 32, order: 'ASC', search: 'net', isArchived: false },
      'system.status': undefined,
    });
    expect(calls).toHaveLength(5);
  });

  it('curator: the first cards’ images are downloaded when the list arrives', async () => {
    await prefetch('/curator');
    expect(images).toEqual([
      '/api/images?src=http%3A%2F%2Fmedia.test%2F1.png&w=360&h=472&fit=min',
      '/api/images?src=http%3A%2F%2Fmedia.test%2F3.png&w=360&h=472&fit=min',
    ]);
  });

  it('curator: the archived view and a search ask for those lists', async () => {
    await prefetch('/curator?archived=1');
    expect(asked()).toMatchObject({
      'slots.archived': { page: 1, limit: 20 },
      'providers.archived': { page: 1, limit: 20 },
    });
    calls = [];
    await prefetch('/curator?q=lucky&status=archived');
    expect(asked()['slots.search']).toEqual({
      page: 1,
      limit: 32,
      search: 'lucky',
      isArchived: true,
    });
  });

  it('tables: the page of tables and the first 100 themes', async () => {
    await prefetch('/tables?page=3');
    expect(asked()).toEqual({
      'tables.list': { page: 3, limit: 20 },
      'themes.list': { page: 1, limit: 100 },
    });
  });

  it('promotions: the filter, search and page of the URL', async () => {
    await prefetch('/promotions?filter=title&page=2');
    expect(asked()).toEqual({ 'promotions.filter': { filter: 'title', page: 2, limit: 9 } });
    calls = [];
    await prefetch('/promotions?search=%20spin%20&filter=nonsense&page=0');
    expect(asked()).toEqual({
      'promotions.search': { filter: 'default', page: 1, limit: 9, search: 'spin' },
    });
  });

  it('codes: the page of promo codes', async () => {
    await prefetch('/codes/?page=2');
    expect(asked()).toEqual({ 'promoCodes.list': { page: 2, limit: 100 } });
  });

  it('other screens ask nothing ahead', async () => {
    for (const url of ['/dashboard', '/profile', '/curator/history', '/nowhere']) {
      await prefetch(url);
    }
    expect(calls).toEqual([]);
    expect(images).toEqual([]);
  });
});
