// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '@pitboss/gateway';
import { API_MESSAGES, LIST_LOAD_FAILED, TABLE_MESSAGES, THEME_MESSAGES } from '@pitboss/contracts';
import { screenRoute } from './router';
import { createQueryClient } from '../lib/query-client';
import { api } from '../lib/trpc';
import { TRPCProvider } from '../lib/trpc-query';

// No relay here: the screen's change-notice socket is one that never connects.
vi.mock('socket.io-client', () => ({
  io: () => ({ on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

// the route's module is transformed on first import: a busy machine takes a while
const WAIT = { timeout: 20_000 };

const THEME = {
  id: 't1',
  name: 'Emerald Night',
  slug: 'emerald-night',
  description: '',
  isActive: true,
  createdAt: null,
  updatedAt: null,
  files: [],
};
const page = <T,>(items: T[]) => ({
  result: { data: { items, total: items.length, page: 1, totalPages: items.length ? 1 : 0 } },
});
/** A read the gateway refused: the admin API's answer was not JSON. */
const NOT_JSON = {
  error: {
    message: API_MESSAGES.responseNotJson,
    code: -32603,
    data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 502 },
  },
};

/** What the fake gateway answers per procedure, and what it was asked. */
let answers: Record<string, () => unknown> = {};
let asked: string[] = [];

// The gateway's tRPC endpoint as the client calls it: a GET batch, one answer per procedure.
const server = setupServer(
  http.get('*/trpc/:paths', ({ params }) => {
    const paths = String(params.paths).split(',');
    asked.push(...paths);
    return HttpResponse.json(paths.map((path) => (answers[path] ?? (() => page([])))()));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  asked = [];
});
afterAll(() => server.close());

function openTables(url = '/tables') {
  const queryClient = createQueryClient({ onUnauthorized: () => undefined });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: api, queryClient });
  const router = createMemoryRouter(
    [screenRoute('tables', () => import('../features/tables/route'), { queryClient, trpc })],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={api} queryClient={queryClient}>
        <RouterProvider router={router} />
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('a list that cannot be loaded', () => {
  it("says so with the gateway's words and Retry, never the empty-state text; Retry loads it", async () => {
    let themesFail = true;
    answers = {
      'tables.list': () => page([]),
      'themes.list': () => (themesFail ? NOT_JSON : page([THEME])),
    };
    openTables();
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain(LIST_LOAD_FAILED.themes);
    expect(alert.textContent).toContain(API_MESSAGES.responseNotJson);
    expect(screen.queryByText(THEME_MESSAGES.empty)).toBeNull();
    // the tables list answered, and is really empty
    expect(screen.getByText(TABLE_MESSAGES.empty)).toBeTruthy();

    themesFail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Emerald Night', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the tables list in the URL', () => {
  it('opens on the search and page the URL names, and a search goes back to page 1', async () => {
    const inputs: unknown[] = [];
    server.use(
      http.get('*/trpc/:paths', ({ request, params }) => {
        const paths = String(params.paths).split(',');
        const input = JSON.parse(new URL(request.url).searchParams.get('input') ?? '{}') as Record<
          string,
          unknown
        >;
        paths.forEach((p, i) => p === 'tables.list' && inputs.push(input[i]));
        return HttpResponse.json(paths.map(() => page([])));
      }),
    );
    const router = openTables('/tables?q=roulette&page=2');
    const box = await screen.findByRole('searchbox', { name: 'Search tables' }, WAIT);
    expect((box as HTMLInputElement).value).toBe('roulette');
    expect(inputs[0]).toEqual({ page: 2, limit: 20, search: 'roulette' });
    fireEvent.change(box, { target: { value: 'blackjack' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=blackjack'), WAIT);
  });
});
