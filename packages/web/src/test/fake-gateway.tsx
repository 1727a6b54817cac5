import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import type { AppRouter } from '@pitboss/gateway';
import { CONCURRENCY_MESSAGES, orderVersion, versionOf, type Conflict } from '@pitboss/contracts';
import { screenRoute } from '../app/router';
import { UnsavedChangesGuard } from '../components/unsaved-changes';
import { createQueryClient } from '../lib/query-client';
import type { ScreenModule } from '../lib/screen';
import { api } from '../lib/trpc';
import { TRPCProvider } from '../lib/trpc-query';

/** One procedure's answer to an input: `{ result: { data } }` or `{ error }` as tRPC sends them. */
type Answer = (input: unknown) => unknown;

export const ok = (data: unknown) => ({ result: { data } });

/** The gateway's CONFLICT answer: someone saved first; `conflict` says who, when and what. */
export const conflictAnswer = (conflict: Conflict) => ({
  error: {
    message: CONCURRENCY_MESSAGES.conflict,
    code: -32009,
    data: { code: 'CONFLICT', httpStatus: 409, conflict },
  },
});

/** How long a test waits for a screen: its modules are transformed on first import. */
export const WAIT = { timeout: 20_000 };

/**
 * Another user's save two minutes ago, as a CONFLICT answer carries it: an entity (its version
 * from `versionOf`) or an order of ids (`orderVersion`).
 */
export const theirSave = (current: unknown): Conflict => ({
  version: Array.isArray(current) ? orderVersion(current as string[]) : versionOf(current),
  current,
  changedBy: { username: 'ada', displayName: 'Ada Admin' },
  changedAt: new Date(Date.now() - 2 * 60_000).toISOString(),
});

/**
 * The gateway's tRPC endpoint faked at the network (MSW): queries (GET batches) and mutations
 * (POST batches) answered per procedure, every call recorded with its input. A procedure without
 * an answer gets `null`.
 */
export function fakeGateway() {
  const calls: { path: string; input: unknown }[] = [];
  const answers: Record<string, Answer> = {};
  const reply = (paths: string[], inputs: Record<string, unknown>) =>
    HttpResponse.json(
      paths.map((path, i) => {
        const input = inputs[String(i)];
        calls.push({ path, input });
        return (answers[path] ?? (() => ok(null)))(input);
      }),
    );
  const server = setupServer(
    http.get('*/trpc/:paths', ({ request, params }) => {
      const raw = new URL(request.url).searchParams.get('input') ?? '{}';
      return reply(String(params.paths).split(','), JSON.parse(raw) as Record<string, unknown>);
    }),
    http.post('*/trpc/:paths', async ({ request, params }) =>
      reply(String(params.paths).split(','), (await request.json()) as Record<string, unknown>),
    ),
  );
  return {
    server,
    calls,
    /** What these procedures answer from now on. */
    answer(next: Record<string, Answer>) {
      Object.assign(answers, next);
    },
    /** The inputs `path` was called with, in order. */
    inputsOf: (path: string) => calls.filter((c) => c.path === path).map((c) => c.input),
    reset() {
      calls.length = 0;
      for (const key of Object.keys(answers)) delete answers[key];
    },
  };
}

/** `fakeGateway()` listening for the whole test file, its calls and answers cleared after each test. */
export function fakeGatewayForFile() {
  const gateway = fakeGateway();
  beforeAll(() => gateway.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    gateway.reset();
  });
  afterAll(() => gateway.server.close());
  return gateway;
}

function renderApp(router: ReturnType<typeof createMemoryRouter>, queryClient = newClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={api} queryClient={queryClient}>
        <RouterProvider router={router} />
      </TRPCProvider>
    </QueryClientProvider>,
  );
}
const newClient = () => createQueryClient({ onUnauthorized: () => undefined });

/** Renders `ui` as a screen of the signed-in app: its query cache, tRPC client and router. */
export function renderWithGateway(ui: ReactNode) {
  return renderApp(
    createMemoryRouter([{ path: '/', element: <UnsavedChangesGuard>{ui}</UnsavedChangesGuard> }]),
  );
}

/** A screen's real route (module, loader, hooks) in a memory router at `url`, under the guard. */
export function openScreen(path: string, load: () => Promise<ScreenModule>, url: string) {
  const queryClient = newClient();
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: api, queryClient });
  const router = createMemoryRouter(
    [
      {
        element: (
          <UnsavedChangesGuard>
            <Outlet />
          </UnsavedChangesGuard>
        ),
        children: [screenRoute(path, load, { queryClient, trpc })],
      },
    ],
    { initialEntries: [url] },
  );
  return renderApp(router, queryClient);
}
