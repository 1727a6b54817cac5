// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { UnsavedChangesGuard } from '../components/unsaved-changes';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '@pitboss/gateway';
import { LIST_LOAD_FAILED } from '@pitboss/contracts';
import { createQueryClient } from '../lib/query-client';
import { api } from '../lib/trpc';
import { TRPCProvider } from '../lib/trpc-query';
import { screenRoute } from './router';

const CODE = {
  id: 'c1',
  code: 'WELCOME10',
  reward: 10,
  currency: 'USD',
  maxGlobalUses: null,
  validFrom: null,
  validUntil: null,
  metadata: { campaign: 'Spring', type: null },
  deletedAt: null,
  active: true,
};

// No relay here: the screen's change-notice socket is one that never connects.
vi.mock('socket.io-client', () => ({
  io: () => ({ on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

// the route's module is transformed on first import: a busy machine takes a while
const WAIT = { timeout: 20_000 };

/** What the fake gateway was asked: each procedure of a batch with its input. */
let asked: { path: string; input: unknown }[] = [];
let answer: (path: string) => unknown = () => ({});

// The gateway's tRPC endpoint as the client calls it: a GET batch, one answer per procedure.
const server = setupServer(
  http.get('*/trpc/:paths', ({ request, params }) => {
    const paths = String(params.paths).split(',');
    const inputs = JSON.parse(new URL(request.url).searchParams.get('input') ?? '{}') as Record<
      string,
      unknown
    >;
    paths.forEach((path, i) => asked.push({ path, input: inputs[i] }));
    return HttpResponse.json(paths.map((path) => answer(path)));
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  asked = [];
});
afterAll(() => {
  server.close();
});

/** The codes screen's real route (module, loader, hooks) in a memory router at `url`. */
function openCodes(url: string) {
  const queryClient = createQueryClient({ onUnauthorized: () => undefined });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: api, queryClient });
  const router = createMemoryRouter(
    [
      {
        // As in the app, the screens sit under the one guard of unsaved work (root-layout.tsx).
        element: (
          <UnsavedChangesGuard>
            <Outlet />
          </UnsavedChangesGuard>
        ),
        children: [
          screenRoute('codes', () => import('../features/codes/route'), { queryClient, trpc }),
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={api} queryClient={queryClient}>
        <RouterProvider router={router} />
      </TRPCProvider>
    </QueryClientProvider>,
  );
}

describe('a screen loaded by its route', () => {
  it("asks for the URL's page as the route is entered, and the page takes that answer", async () => {
    answer = () => ({
      result: { data: { items: [CODE], page: 2, totalPages: 2, total: 101, unreadable: 0 } },
    });
    openCodes('/codes?page=2');
    expect(await screen.findByText('WELCOME10', {}, WAIT)).toBeTruthy();
    // one read: the page's own query is the loader's (same options, same key)
    expect(asked).toEqual([{ path: 'promoCodes.list', input: { page: 2, limit: 100 } }]);
  });

  it("the loader alone puts the URL's page in the cache, under the key the page's hook reads", async () => {
    answer = () => ({ result: { data: { items: [CODE], page: 3, totalPages: 3 } } });
    const queryClient = createQueryClient({ onUnauthorized: () => undefined });
    const trpc = createTRPCOptionsProxy<AppRouter>({ client: api, queryClient });
    const { loader } = await import('../features/codes/route');
    const { promoCodesOptions } = await import('../features/codes/api/use-promo-codes');
    await loader({ queryClient, trpc, url: new URL('http://localhost/codes?page=3') });
    await vi.waitFor(
      () => expect(queryClient.getQueryData(promoCodesOptions(trpc, 3).queryKey)).toBeTruthy(),
      WAIT,
    );
    expect(asked).toEqual([{ path: 'promoCodes.list', input: { page: 3, limit: 100 } }]);
  });

  it("shows a failed read in the screen, with the gateway's message", async () => {
    answer = () => ({
      error: {
        message: 'The admin API did not answer',
        code: -32603,
        data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 502, path: 'promoCodes.list' },
      },
    });
    openCodes('/codes');
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain(LIST_LOAD_FAILED.promoCodes);
    expect(alert.textContent).toContain('The admin API did not answer');
    expect(screen.getByRole('heading', { name: 'Promo Code Management' })).toBeTruthy();
  });
});
