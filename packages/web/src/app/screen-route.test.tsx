// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '@pitboss/gateway';
import { PROMO_CODE_MESSAGES } from '@pitboss/contracts';
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
/** While set, the fake gateway holds its answers until it resolves. */
let gate: Promise<void> | null = null;

// The gateway's tRPC endpoint as the client calls it: a GET batch, one answer per procedure.
const server = setupServer(
  http.get('*/trpc/:paths', async ({ request, params }) => {
    const paths = String(params.paths).split(',');
    const inputs = JSON.parse(new URL(request.url).searchParams.get('input') ?? '{}') as Record<
      string,
      unknown
    >;
    paths.forEach((path, i) => asked.push({ path, input: inputs[i] }));
    await gate;
    return HttpResponse.json(paths.map((path) => answer(path)));
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  asked = [];
  gate = null;
});
afterAll(() => {
  server.close();
});

/** The codes screen's real route (module, loader, hooks) in a memory router at `url`. */
function openCodes(url: string) {
  const queryClient = createQueryClient({ onUnauthorized: () => undefined });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: api, queryClient });
  const router = createMemoryRouter(
    [screenRoute('codes', () => import('../features/codes/route'), { queryClient, trpc })],
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
  it("asks for the URL's page in its loader and renders with the answer, not before it", async () => {
    answer = () => ({
      result: { data: { items: [CODE], page: 2, totalPages: 2, total: 101, unreadable: 0 } },
    });
    let release = () => undefined as void;
    gate = new Promise((resolve) => (release = resolve));
    openCodes('/codes?page=2');
    await vi.waitFor(() => expect(asked).toHaveLength(1), WAIT);
    expect(asked).toEqual([{ path: 'promoCodes.list', input: { page: 2, limit: 100 } }]);
    // the read is under way and the page has not rendered yet: it waits for its data
    expect(screen.queryByRole('heading', { name: 'Promo Code Management' })).toBeNull();
    release();
    expect(await screen.findByText('WELCOME10', {}, WAIT)).toBeTruthy();
    // the page's own query found the loader's answer in the cache
    expect(asked).toHaveLength(1);
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
    expect(alert.textContent).toContain(
      `${PROMO_CODE_MESSAGES.loadFailed}: The admin API did not answer`,
    );
    expect(screen.getByRole('heading', { name: 'Promo Code Management' })).toBeTruthy();
  });
});
