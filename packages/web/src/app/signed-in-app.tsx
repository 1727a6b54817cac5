import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { Toaster } from 'sonner';
import type { AppRouter } from '@pitboss/gateway';
import type { MeAnswer } from '../features/auth/api/sign-in';
import { createQueryClient } from '../lib/query-client';
import { api } from '../lib/trpc';
import { TRPCProvider } from '../lib/trpc-query';
import { prefetchRouteData } from './route-data';
import { createAppRouter } from './router';

/**
 * The query cache of one sign-in, made together with the requests for the opened screen's data:
 * by the boot check as soon as this chunk has run (`startSession`), or else on the first render
 * attempt. A first render that suspends (a screen's code still loading) is thrown away before it
 * commits, state included: it finds this one again instead of making a second cache and asking
 * for everything twice.
 */
let session: { me: MeAnswer; client: QueryClient; onSignedOut: () => void } | null = null;

/**
 * Makes the sign-in's query cache and asks for the opened screen's data, before the application's
 * first render when the boot check calls it: asked for during that render, the batch left only
 * when the render yielded (on /curator the request started 40–60 ms later after `auth.me`,
 * issue 19).
 */
export function startSession(me: MeAnswer, onSignedOut: () => void): QueryClient {
  if (session?.me !== me) {
    const client = createQueryClient({ onUnauthorized: () => session?.onSignedOut() });
    // the answer of the boot check seeds `auth.me`
    const trpc = createTRPCOptionsProxy<AppRouter>({ client: api, queryClient: client });
    client.setQueryData(trpc.auth.me.queryKey(), me);
    prefetchRouteData(trpc, client, new URL(window.location.href));
    session = { me, client, onSignedOut };
  }
  session.onSignedOut = onSignedOut;
  return session.client;
}

/** The application after sign-in: query cache, tRPC query options, routes, shell, toasts. */
export default function SignedInApp({
  me,
  onSignedOut,
}: {
  me: MeAnswer;
  onSignedOut: () => void;
}) {
  const queryClient = startSession(me, onSignedOut);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={api} queryClient={queryClient}>
        <RouterProvider router={router} />
        <Toaster theme="dark" position="top-right" richColors closeButton />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
