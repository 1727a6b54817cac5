import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import type { AppRouter } from '@pitboss/gateway';
import { CONCURRENCY_MESSAGES, type Conflict } from '@pitboss/contracts';
import { UnsavedChangesGuard } from '../components/unsaved-changes';
import { createQueryClient } from '../lib/query-client';
import type { ScreenModule } from '../lib/screen';
import { api } from '../lib/trpc';
import { TRPCProvider } from '../lib/trpc-query';
import { screenRoute } from './router';

/**
 * A component test's gateway, faked at the network with MSW: the tRPC endpoint as the client
 * calls it (queries as GET batches, mutations as POST batches), each procedure answered by the
 * test, and every call kept with its input.
 */
type Answer = { result: { data: unknown } } | { error: unknown };
type Handler = (input: unknown) => Answer;

export const ok = (data: unknown): Answer => ({ result: { data } });

/** The gateway's CONFLICT answer to a stale save. */
export const conflictAnswer = (conflict: Conflict): Answer => ({
  error: {
    message: CONCURRENCY_MESSAGES.conflict,
    code: -32009,
    data: { code: 'CONFLICT', httpStatus: 409, conflict },
  },
});

export function fakeGateway() {
  const calls: { path: string; input: unknown }[] = [];
  let handlers: Record<string, Handler> = {};
  const reply = (paths: string[], inputs: Record<string, unknown>) => {
    const answers = paths.map((path, i) => {
      calls.push({ path, input: inputs[i] });
      const handler = handlers[path];
      if (!handler) throw new Error(`the test does not answer ${path}`);
      return handler(inputs[i]);
    });
    const refused = answers.some((a) => 'error' in a);
    return HttpResponse.json(answers, { status: refused ? 409 : 200 });
  };
  const server = setupServer(
    http.get('*/trpc/:paths', ({ request, params }) => {
      const input = new URL(request.url).searchParams.get('input') ?? '{}';
      return reply(String(params.paths).split(','), JSON.parse(input) as Record<string, unknown>);
    }),
    http.post('*/trpc/:paths', async ({ request, params }) =>
      reply(String(params.paths).split(','), (await request.json()) as Record<string, unknown>),
    ),
  );
  return {
    server,
    calls,
    /** What each procedure answers from now on. */
    answer(next: Record<string, Handler>) {
      handlers = { ...handlers, ...next };
    },
    /** The inputs a procedure was called with, in order. */
    inputsOf: (path: string) => calls.filter((c) => c.path === path).map((c) => c.input),
    reset() {
      calls.length = 0;
      handlers = {};
    },
  };
}

/** A screen's real route (module, loader, hooks) in a memory router at `url`, under the guard. */
export function openScreen(path: string, load: () => Promise<ScreenModule>, url: string) {
  const queryClient = createQueryClient({ onUnauthorized: () => undefined });
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
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={api} queryClient={queryClient}>
        <RouterProvider router={router} />
      </TRPCProvider>
    </QueryClientProvider>,
  );
}
